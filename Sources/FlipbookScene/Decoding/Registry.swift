/// The view and modifier names the decoder knows, by family. A new view or modifier joins
/// by adding its entry to its family's table (or a new family here).
extension ViewDecoder {
    static let viewRegistry: [String: ViewFactory] = merge([shapeViews, pathViews, layoutViews, textViews, controlViews, listViews, inputViews, navigationViews])

    static let modifierRegistry: [String: ModifierFactory] =
        merge([layoutModifiers, shapeModifiers, drawingModifiers, transformModifiers, behaviourModifiers, textModifiers, styleModifiers, listModifiers, inputModifiers, navigationModifiers])

    private static func merge<T>(_ tables: [[String: T]]) -> [String: T] {
        tables.reduce(into: [:]) { all, t in all.merge(t) { a, _ in a } }
    }
}
