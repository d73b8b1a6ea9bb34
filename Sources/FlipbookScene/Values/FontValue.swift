import Flipbook

/// Fonts, weights, designs and text alignments as the scene format writes them.
extension Node {
    static let textStyles: [String: Font.TextStyle] = [
        "largeTitle": .largeTitle, "title": .title, "title2": .title2, "title3": .title3, "headline": .headline,
        "subheadline": .subheadline, "body": .body, "callout": .callout, "footnote": .footnote,
        "caption": .caption, "caption2": .caption2,
    ]
    /// The text styles as fonts (`Font.title`, …).
    static let styleFonts: [String: Font] = [
        "largeTitle": .largeTitle, "title": .title, "title2": .title2, "title3": .title3, "headline": .headline,
        "subheadline": .subheadline, "body": .body, "callout": .callout, "footnote": .footnote,
        "caption": .caption, "caption2": .caption2,
    ]
    static let fontWeights: [String: Font.Weight] = [
        "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
        "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
    ]
    static let fontDesigns: [String: Font.Design] = ["default": .default, "serif": .serif, "rounded": .rounded, "monospaced": .monospaced]

    /// A font:
    /// - a text style name: `"title"`;
    /// - `{"system": {"size": 17, "weight": "semibold", "design": "rounded"}}`, or
    ///   `{"system": {"style": "title", …}}`, or `{"system": 17}`;
    /// - `{"custom": "Inter", "size": 14}` (or `"fixedSize"`, and `"relativeTo"`);
    /// - any of the object forms may add Font's own modifiers: `"weight"`, `"design"`,
    ///   `"bold": true`, `"italic": true`, `"monospaced": true`, `"monospacedDigit": true`.
    ///
    /// A custom family Flipbook does not have falls back to the system font, as on Apple
    /// platforms.
    func font() throws(SceneError) -> Font {
        let r = try resolved()
        if case .string = r.json.value { return try r.named(Node.styleFonts, "font") }
        let a = try Arguments(r, labels: ["system", "custom", "size", "fixedSize", "relativeTo",
                                          "weight", "design", "bold", "italic", "monospaced", "monospacedDigit"])
        var font: Font
        switch (a["system"], a["custom"]) {
        case (let s?, nil):
            for k in ["size", "fixedSize", "relativeTo"] where a[k] != nil {
                throw a[k]!.error("\"\(k)\" belongs inside \"system\" or beside \"custom\"",
                                  suggestion: "write {\"system\": {\"size\": 17}}")
            }
            font = try s.systemFont()
        case (nil, let c?):
            let name = try c.string()
            guard !name.isEmpty else { throw c.error("a font name cannot be empty") }
            if let fixed = a["fixedSize"] {
                if let size = a["size"] { throw size.error("give either \"size\" or \"fixedSize\", not both") }
                font = .custom(name, fixedSize: try fixed.pointSize())
            } else {
                let size = try a.required("size", example: "17").pointSize()
                if let rel = a["relativeTo"] {
                    font = .custom(name, size: size, relativeTo: try rel.textStyle())
                } else {
                    font = .custom(name, size: size)
                }
            }
        default:
            throw r.error("a font object names \"system\" or \"custom\", one of the two",
                          suggestion: "write \"title\", {\"system\": {\"size\": 17, \"weight\": \"bold\"}} or {\"custom\": \"Inter\", \"size\": 14}")
        }
        if let w = a["weight"] { font = font.weight(try w.named(Node.fontWeights, "font weight")) }
        if let d = a["design"] { font = font.design(try d.named(Node.fontDesigns, "font design")) }
        if try a["bold"]?.bool() == true { font = font.bold() }
        if try a["italic"]?.bool() == true { font = font.italic() }
        if try a["monospaced"]?.bool() == true { font = font.monospaced() }
        if try a["monospacedDigit"]?.bool() == true { font = font.monospacedDigit() }
        return font
    }

    /// `{"size": 17, "weight": …, "design": …}`, `{"style": "title", …}`, a size, or a style name.
    private func systemFont() throws(SceneError) -> Font {
        let r = try resolved()
        switch r.json.value {
        case .number: return .system(size: try r.pointSize())
        case .string: return .system(try r.textStyle())
        default: break
        }
        let a = try Arguments(r, labels: ["size", "style", "weight", "design"])
        let weight = try a["weight"]?.named(Node.fontWeights, "font weight")
        let design = try a["design"]?.named(Node.fontDesigns, "font design")
        switch (a["size"], a["style"]) {
        case (let size?, nil): return .system(size: try size.pointSize(), weight: weight, design: design)
        case (nil, let style?): return .system(try style.textStyle(), design: design, weight: weight)
        default:
            throw r.error("a system font has a \"size\" or a text \"style\", one of the two", suggestion: "write {\"size\": 17}")
        }
    }

    func textStyle() throws(SceneError) -> Font.TextStyle {
        try named(Node.textStyles, "text style")
    }

    /// A font size in points: greater than 0, at most 1000.
    func pointSize() throws(SceneError) -> CGFloat {
        let v = try number(in: 0...1000, what: "a font size in points")
        guard v > 0 else { throw error("a font size must be greater than 0") }
        return CGFloat(v)
    }

    /// `"leading"`, `"center"`, `"trailing"`.
    func textAlignment() throws(SceneError) -> TextAlignment {
        try named(["leading": TextAlignment.leading, "center": .center, "trailing": .trailing], "text alignment")
    }

    /// Whether the value is JSON `null` (Swift's `nil`, as in `lineLimit(nil)`).
    var isNull: Bool {
        if case .null = json.value { return true }
        return false
    }
}
