import Flipbook

/// `Path`: a custom outline from a list of drawing commands, in points from the view's
/// top-leading corner, as `Path { p in p.move(to: …); p.addLine(to: …) }` in Swift. It is a
/// shape, so `fill`, `stroke` and `strokeBorder`-free chaining apply as on the built-in ones.
extension ViewDecoder {
    static let pathViews: [String: ViewFactory] = [
        "Path": { d, n throws(SceneError) in .shape(try d.path(n)) },
    ]

    /// The most commands one path may have.
    static let maxPathCommands = 10_000

    static let pathCommandNames = ["move", "line", "quadCurve", "curve", "arc", "rect", "ellipse", "close"]

    func path(_ node: Node) throws(SceneError) -> Path {
        let a = try Arguments(node, labels: ["commands"], bare: "commands")
        let list = try a.required("commands", example: "[{\"move\": [0, 0]}, {\"line\": [20, 10]}, \"close\"]")
        let commands = try list.elements()
        guard commands.count <= Self.maxPathCommands else {
            throw list.error("a path may have at most \(Self.maxPathCommands) commands, found \(commands.count)")
        }
        var p = Path()
        for c in commands { try addCommand(c, to: &p) }
        return p
    }

    /// One command: `"close"`, or an object with one key naming the command.
    private func addCommand(_ node: Node, to p: inout Path) throws(SceneError) {
        let n = try node.resolved()
        if case .string(let s) = n.json.value {
            guard s == "close" else {
                throw n.error("unknown path command \"\(s)\"", suggestion: Spelling.suggestion(for: s, in: Self.pathCommandNames))
            }
            p.closeSubpath()
            return
        }
        let ms = try n.members(known: Self.pathCommandNames)
        guard ms.count == 1 else {
            throw n.error("a path command is an object with one key (\(Self.pathCommandNames.joined(separator: ", "))), found \(ms.count)")
        }
        let (key, v) = ms[0]
        switch key {
        case "move": p.move(to: try v.point())
        case "line": p.addLine(to: try v.point())
        case "quadCurve":
            let a = try Arguments(v, labels: ["to", "control"])
            p.addQuadCurve(to: try a.required("to", example: "[20, 0]").point(), control: try a.required("control", example: "[10, 10]").point())
        case "curve":
            let a = try Arguments(v, labels: ["to", "control1", "control2"])
            p.addCurve(to: try a.required("to", example: "[20, 0]").point(),
                       control1: try a.required("control1", example: "[5, 10]").point(),
                       control2: try a.required("control2", example: "[15, 10]").point())
        case "arc":
            let a = try Arguments(v, labels: ["center", "radius", "startAngle", "endAngle", "clockwise"])
            p.addArc(center: try a.required("center", example: "[20, 20]").point(),
                     radius: try a.required("radius", example: "10").length("an arc radius"),
                     startAngle: try a.required("startAngle", example: "0").angle(),
                     endAngle: try a.required("endAngle", example: "90").angle(),
                     clockwise: try a["clockwise"]?.bool() ?? false)
        case "rect": p.addRect(try v.rect())
        case "ellipse": p.addEllipse(in: try v.rect())
        default: p.closeSubpath()
        }
    }
}

extension Node {
    /// `[x, y]` in points.
    func point() throws(SceneError) -> CGPoint {
        let xy = try elements()
        guard xy.count == 2 else { throw error("a point is [x, y], found an array of \(xy.count) elements") }
        return CGPoint(x: try xy[0].coordinate(), y: try xy[1].coordinate())
    }

    /// `[x, y, width, height]` in points.
    func rect() throws(SceneError) -> CGRect {
        let v = try elements()
        guard v.count == 4 else { throw error("a rectangle is [x, y, width, height], found an array of \(v.count) elements") }
        return CGRect(x: try v[0].coordinate(), y: try v[1].coordinate(), width: try v[2].length("a width"), height: try v[3].length("a height"))
    }
}
