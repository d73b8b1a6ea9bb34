/// The view and modifier names the decoder knows, by family. A new view or modifier joins
/// by adding its entry to its family's table (or a new family here); a name listed as
/// pending moves out of ``ViewDecoder/pendingViews`` / ``ViewDecoder/pendingModifiers`` when
/// its Flipbook view lands.
extension ViewDecoder {
    static let viewRegistry: [String: ViewFactory] = merge([shapeViews, pathViews, layoutViews, textViews, controlViews, listViews, inputViews, navigationViews])

    static let modifierRegistry: [String: ModifierFactory] =
        merge([layoutModifiers, shapeModifiers, drawingModifiers, transformModifiers, behaviourModifiers, textModifiers, styleModifiers, listModifiers, inputModifiers, navigationModifiers])

    /// Views of the format that this build cannot draw, with the reason a scene is refused.
    static let pendingViews: [String: String] = [:]

    /// Modifiers of the format that this build cannot apply, with the reason.
    static let pendingModifiers: [String: String] = [:]

    private static func merge<T>(_ tables: [[String: T]]) -> [String: T] {
        tables.reduce(into: [:]) { all, t in all.merge(t) { a, _ in a } }
    }
}
