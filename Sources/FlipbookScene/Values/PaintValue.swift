import Flipbook

/// Decodes paints (SwiftUI `ShapeStyle`s): a colour, or a gradient object
/// `{"LinearGradient": {…}}`, `{"RadialGradient": {…}}`, `{"AngularGradient": {…}}`.
extension ViewDecoder {
    static let gradientNames = ["LinearGradient", "RadialGradient", "AngularGradient"]

    /// A paint for `fill`, `stroke`, `foregroundStyle`, `background` and friends.
    func paint(_ node: Node) throws(SceneError) -> AnyShapeStyle {
        let n = try node.resolved()
        if case .object(let ms) = n.json.value, ms.count == 1, Self.gradientNames.contains(ms[0].key) {
            let args = n.member(ms[0])
            switch ms[0].key {
            case "LinearGradient": return AnyShapeStyle(try linearGradient(args))
            case "RadialGradient": return AnyShapeStyle(try radialGradient(args))
            default: return AnyShapeStyle(try angularGradient(args))
            }
        }
        if case .object(let ms) = n.json.value, ms.count == 1, let near = Spelling.nearest(to: ms[0].key, in: Self.gradientNames),
           !["color", "red", "green", "blue", "opacity"].contains(ms[0].key) {
            throw n.member(ms[0]).keyError("unknown paint \"\(ms[0].key)\"", suggestion: "did you mean \"\(near)\"?")
        }
        return AnyShapeStyle(try colors.decode(n))
    }

    func linearGradient(_ n: Node) throws(SceneError) -> LinearGradient {
        var start = UnitPoint.top, end = UnitPoint.bottom
        let g = try gradient(n, extra: ["startPoint", "endPoint"]) { key, v throws(SceneError) in
            if key == "startPoint" { start = try v.unitPoint() } else { end = try v.unitPoint() }
        }
        return LinearGradient(gradient: g, startPoint: start, endPoint: end)
    }

    func radialGradient(_ n: Node) throws(SceneError) -> RadialGradient {
        var center = UnitPoint.center, r0: CGFloat = 0, r1: CGFloat?
        let g = try gradient(n, extra: ["center", "startRadius", "endRadius"]) { key, v throws(SceneError) in
            switch key {
            case "center": center = try v.unitPoint()
            case "startRadius": r0 = try v.length("a radius")
            default: r1 = try v.length("a radius")
            }
        }
        guard let r1 else { throw n.error("a RadialGradient needs \"endRadius\"", suggestion: "add \"endRadius\": 50") }
        return RadialGradient(gradient: g, center: center, startRadius: r0, endRadius: r1)
    }

    func angularGradient(_ n: Node) throws(SceneError) -> AngularGradient {
        var center = UnitPoint.center, a0 = Angle.zero, a1: Angle?, angle: Angle?
        let g = try gradient(n, extra: ["center", "startAngle", "endAngle", "angle"]) { key, v throws(SceneError) in
            switch key {
            case "center": center = try v.unitPoint()
            case "startAngle": a0 = try v.angle()
            case "endAngle": a1 = try v.angle()
            default: angle = try v.angle()
            }
        }
        if let angle {
            guard a1 == nil, a0 == .zero else { throw n.error("give either \"angle\" or \"startAngle\"/\"endAngle\", not both") }
            return AngularGradient(gradient: g, center: center, angle: angle)
        }
        return AngularGradient(gradient: g, center: center, startAngle: a0, endAngle: a1 ?? .zero)
    }

    /// `colors` or `stops`, `colorSpace`, and the gradient kind's own keys (`extra`).
    private func gradient(_ n: Node, extra: [String],
                          _ handle: (String, Node) throws(SceneError) -> Void) throws(SceneError) -> Gradient {
        var g: Gradient?
        var space: Gradient.ColorSpace?
        for (key, v) in try n.members(known: ["colors", "stops", "colorSpace"] + extra) {
            switch key {
            case "colors", "stops":
                guard g == nil else { throw v.error("give either \"colors\" or \"stops\", not both") }
                let items = try v.elements()
                guard items.count >= 1 else { throw v.error("a gradient needs at least one colour") }
                guard items.count <= 1024 else { throw v.error("a gradient may have at most 1024 stops, found \(items.count)") }
                if key == "colors" {
                    var cs: [Color] = []
                    for i in items { cs.append(try colors.decode(i)) }
                    g = Gradient(colors: cs)
                } else {
                    var stops: [Gradient.Stop] = []
                    for i in items {
                        var c: Color?, loc: Double?
                        for (k, sv) in try i.members(known: ["color", "location"]) {
                            if k == "color" { c = try colors.decode(sv) } else { loc = try sv.number(in: 0...1, what: "a location") }
                        }
                        guard let c, let loc else { throw i.error("a stop is {\"color\": …, \"location\": 0…1}") }
                        stops.append(Gradient.Stop(color: c, location: loc))
                    }
                    g = Gradient(stops: stops)
                }
            case "colorSpace":
                space = try v.named(["device": Gradient.ColorSpace.device, "perceptual": .perceptual], "colour space")
            default:
                try handle(key, v)
            }
        }
        guard var g else { throw n.error("a gradient needs \"colors\" or \"stops\"", suggestion: "add \"colors\": [\"red\", \"blue\"]") }
        if let space { g = g.colorSpace(space) }
        return g
    }
}
