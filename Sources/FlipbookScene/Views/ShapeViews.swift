import Flipbook

/// `Rectangle`, `RoundedRectangle`, `Circle`, `Ellipse`, `Capsule`: as views, and as the
/// shape arguments of `clipShape` and `contentShape`.
extension ViewDecoder {
    static let shapeViews: [String: ViewFactory] = [
        "Rectangle": { d, n throws(SceneError) in .shape(try d.shape("Rectangle", n)) },
        "RoundedRectangle": { d, n throws(SceneError) in .shape(try d.shape("RoundedRectangle", n)) },
        "Circle": { d, n throws(SceneError) in .shape(try d.shape("Circle", n)) },
        "Ellipse": { d, n throws(SceneError) in .shape(try d.shape("Ellipse", n)) },
        "Capsule": { d, n throws(SceneError) in .shape(try d.shape("Capsule", n)) },
    ]
    static var shapeNames: [String] { Array(shapeViews.keys) }

    /// The shape named `name` with its arguments.
    func shape(_ name: String, _ node: Node) throws(SceneError) -> any Shape {
        switch name {
        case "RoundedRectangle":
            let a = try Arguments(node, labels: ["cornerRadius", "cornerSize", "style"], bare: "cornerRadius")
            let style = try a["style"]?.cornerStyle() ?? .continuous
            if let size = a["cornerSize"] {
                guard a["cornerRadius"] == nil else { throw node.error("give either \"cornerRadius\" or \"cornerSize\", not both") }
                let wh = try size.elements()
                guard wh.count == 2 else { throw size.error("a corner size is [width, height], found an array of \(wh.count) elements") }
                return RoundedRectangle(cornerSize: CGSize(width: try wh[0].length("a corner width"), height: try wh[1].length("a corner height")),
                                        style: style)
            }
            let r = try a.required("cornerRadius", example: "10").length("a corner radius")
            return RoundedRectangle(cornerRadius: r, style: style)
        case "Capsule":
            let a = try Arguments(node, labels: ["style"])
            return Capsule(style: try a["style"]?.cornerStyle() ?? .continuous)
        default:
            _ = try Arguments(node, labels: [])
            switch name {
            case "Circle": return Circle()
            case "Ellipse": return Ellipse()
            default: return Rectangle()
            }
        }
    }

    /// A shape argument: `{"Circle": {}}`, `{"RoundedRectangle": {"cornerRadius": 8}}`, or a
    /// bare name for shapes without arguments (`"Circle"`).
    func shapeArgument(_ node: Node) throws(SceneError) -> any Shape {
        let n = try node.resolved()
        switch n.json.value {
        case .string(let s):
            guard Self.shapeViews[s] != nil else {
                throw n.error("unknown shape \"\(s)\"", suggestion: Spelling.suggestion(for: s, in: Self.shapeNames))
            }
            return try shape(s, n.descendant(JSONNode(.object([]), at: n.json.location), s))
        case .object(let ms) where ms.count == 1:
            guard Self.shapeViews[ms[0].key] != nil else {
                throw n.member(ms[0]).keyError("unknown shape \"\(ms[0].key)\"",
                                                                 suggestion: Spelling.suggestion(for: ms[0].key, in: Self.shapeNames))
            }
            return try shape(ms[0].key, n.member(ms[0]))
        default:
            throw n.expected("a shape such as {\"Circle\": {}} or {\"RoundedRectangle\": {\"cornerRadius\": 8}}")
        }
    }
}

extension Node {
    /// `"circular"` or `"continuous"`.
    func cornerStyle() throws(SceneError) -> RoundedCornerStyle {
        try named(["circular": RoundedCornerStyle.circular, "continuous": .continuous], "corner style")
    }
}
