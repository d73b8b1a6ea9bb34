import Flipbook

/// `fill`, `stroke`, `strokeBorder`: shape-only modifiers, as in Swift, where they exist on
/// `Shape` and not on every view.
extension ViewDecoder {
    static let shapeModifiers: [String: ModifierFactory] = [
        "fill": { d, v, n throws(SceneError) in
            let s = try d.requireShape(v, "fill", n)
            let a = try Arguments(n, labels: ["content", "style"], bare: "content")
            let style = try a["style"]?.fillStyle() ?? FillStyle()
            return .filledShape(s, try fillShape(s, a["content"].map { c throws(SceneError) in try d.paint(c) }, style))
        },
        "stroke": { d, v, n throws(SceneError) in
            let (s, filled) = try d.requireStrokable(v, "stroke", n)
            let (paint, style) = try d.strokeArguments(n)
            return .view(overFill(filled, strokeShape(s, paint, style, border: false)))
        },
        "strokeBorder": { d, v, n throws(SceneError) in
            let (s, filled) = try d.requireStrokable(v, "strokeBorder", n)
            guard let inset = s as? any InsettableShape else {
                throw n.error("strokeBorder needs a shape that can be inset (Rectangle, RoundedRectangle, Circle, Ellipse, Capsule)")
            }
            let (paint, style) = try d.strokeArguments(n)
            return .view(overFill(filled, strokeShape(inset, paint, style, border: true)))
        },
    ]

    func requireShape(_ v: DecodedView, _ name: String, _ n: Node) throws(SceneError) -> any Shape {
        guard case .shape(let s) = v else {
            throw n.error("\"\(name)\" applies to a shape, and must come first in its modifiers",
                          suggestion: "use it on Rectangle, RoundedRectangle, Circle, Ellipse, Capsule or Path before other modifiers, as in Swift")
        }
        return s
    }

    /// A shape to stroke: a bare shape, or a filled one (the stroke then draws over the fill).
    func requireStrokable(_ v: DecodedView, _ name: String, _ n: Node) throws(SceneError) -> (any Shape, AnyView?) {
        if case .filledShape(let s, let filled) = v { return (s, filled) }
        return (try requireShape(v, name, n), nil)
    }

    /// `{"content": paint, "lineWidth": 2}`, `{"content": paint, "style": {StrokeStyle}}`, or a bare paint.
    func strokeArguments(_ n: Node) throws(SceneError) -> (AnyShapeStyle?, StrokeStyle) {
        let a = try Arguments(n, labels: ["content", "lineWidth", "style"], bare: "content")
        let p = try a["content"].map { c throws(SceneError) in try self.paint(c) }
        if let s = a["style"] {
            if let lw = a["lineWidth"] { throw lw.error("give \"lineWidth\" inside \"style\" when a stroke style is given") }
            return (p, try s.strokeStyle())
        }
        return (p, StrokeStyle(lineWidth: try a["lineWidth"]?.length("a line width") ?? 1))
    }
}

/// The stroke alone, or over the fill it follows (as Swift's `fill(…).stroke(…)` overlays it).
@MainActor func overFill(_ fill: AnyView?, _ stroke: AnyView) -> AnyView {
    guard let fill else { return stroke }
    return AnyView(fill.overlay(stroke))
}

@MainActor func fillShape<S: Shape>(_ s: S, _ paint: AnyShapeStyle?, _ style: FillStyle) throws(SceneError) -> AnyView {
    if let paint { return AnyView(s.fill(paint, style: style)) }
    return AnyView(s.fill(style: style))
}

@MainActor func strokeShape<S: Shape>(_ s: S, _ paint: AnyShapeStyle?, _ style: StrokeStyle, border: Bool) -> AnyView {
    if border, let inset = s as? any InsettableShape { return strokeBorderShape(inset, paint, style) }
    if let paint { return AnyView(s.stroke(paint, style: style)) }
    return AnyView(s.stroke(style: style))
}

@MainActor func strokeBorderShape<S: InsettableShape>(_ s: S, _ paint: AnyShapeStyle?, _ style: StrokeStyle) -> AnyView {
    if let paint { return AnyView(s.strokeBorder(paint, style: style)) }
    return AnyView(s.strokeBorder(style: style))
}

extension Node {
    /// `{"eoFill": false, "antialiased": true}`.
    func fillStyle() throws(SceneError) -> FillStyle {
        let a = try Arguments(self, labels: ["eoFill", "antialiased"])
        return FillStyle(eoFill: try a["eoFill"]?.bool() ?? false, antialiased: try a["antialiased"]?.bool() ?? true)
    }

    /// `{"lineWidth": 2, "lineCap": "round", "lineJoin": "bevel", "miterLimit": 10, "dash": [4, 2], "dashPhase": 0}`.
    func strokeStyle() throws(SceneError) -> StrokeStyle {
        let a = try Arguments(self, labels: ["lineWidth", "lineCap", "lineJoin", "miterLimit", "dash", "dashPhase"])
        var dash: [CGFloat] = []
        if let d = a["dash"] {
            let items = try d.elements()
            guard items.count <= 64 else { throw d.error("a dash pattern may have at most 64 lengths, found \(items.count)") }
            for i in items { dash.append(try i.length("a dash length")) }
            // Tiny patterns would cut a path into millions of dashes.
            if !dash.isEmpty && dash.reduce(0, +) < 0.1 {
                throw d.error("a dash pattern must add up to at least 0.1 points", suggestion: "use longer dashes or gaps")
            }
        }
        let plain = StrokeStyle()  // what a scene leaves out is StrokeStyle's default
        return StrokeStyle(lineWidth: try a["lineWidth"]?.length("a line width") ?? plain.lineWidth,
                           lineCap: try a["lineCap"]?.named(["butt": CGLineCap.butt, "round": .round, "square": .square], "line cap") ?? plain.lineCap,
                           lineJoin: try a["lineJoin"]?.named(["miter": CGLineJoin.miter, "round": .round, "bevel": .bevel], "line join") ?? plain.lineJoin,
                           miterLimit: try a["miterLimit"]?.number(in: 1...1000, what: "a miter limit") ?? plain.miterLimit,
                           dash: dash, dashPhase: try a["dashPhase"]?.coordinate() ?? plain.dashPhase)
    }
}
