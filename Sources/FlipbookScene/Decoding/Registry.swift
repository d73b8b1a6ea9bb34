/// The view and modifier names the decoder knows, by family. A new view or modifier joins
/// by adding its entry to its family's table (or a new family here); a name listed as
/// pending moves out of ``ViewDecoder/pendingViews`` / ``ViewDecoder/pendingModifiers`` when
/// its Flipbook view lands.
extension ViewDecoder {
    static let viewRegistry: [String: ViewFactory] = merge([shapeViews, layoutViews, textViews])

    static let modifierRegistry: [String: ModifierFactory] =
        merge([layoutModifiers, shapeModifiers, drawingModifiers, transformModifiers, behaviourModifiers, textModifiers])

    /// Views of the format that Flipbook cannot draw yet, with the reason a scene is refused.
    static let pendingViews: [String: String] = {
        var p: [String: String] = [:]
        for name in ["Toggle", "Button"] {
            p[name] = "\(name) is part of the scene format, but controls are not supported until the controls work lands"
        }
        p["configuration.label"] = "configuration.label belongs in a style's body (\"styles\"), and styles are not supported until the controls work lands"
        return p
    }()

    /// Modifiers of the format that Flipbook cannot apply yet, with the reason.
    static let pendingModifiers: [String: String] = {
        var p: [String: String] = [:]
        for name in ["toggleStyle", "buttonStyle"] {
            p[name] = "\(name) is part of the scene format, but styles are not supported until the controls work lands"
        }
        return p
    }()

    private static func merge<T>(_ tables: [[String: T]]) -> [String: T] {
        tables.reduce(into: [:]) { all, t in all.merge(t) { a, _ in a } }
    }
}
