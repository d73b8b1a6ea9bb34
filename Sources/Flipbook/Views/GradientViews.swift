import FlipbookRaster

/// Gradients as views: like `Color`, they fill the space they are offered (10×10 for an
/// unspecified proposal) with the gradient mapped into their frame; a change inside an
/// animated transaction blends stop by stop, as a gradient fill does.
extension LinearGradient: View, PrimitiveView {
    public typealias Body = Never
    package func makeNode(_ context: ResolveContext) -> ViewNode {
        let shown = context.animated(style: AnyShapeStyle(self), key: "gradient")?.style as? Self ?? self
        return ViewNode(identity: context.identity, behavior: StyleFillBehavior(style: shown, name: "LinearGradient"), environment: context.environment)
    }
}

extension RadialGradient: View, PrimitiveView {
    public typealias Body = Never
    package func makeNode(_ context: ResolveContext) -> ViewNode {
        let shown = context.animated(style: AnyShapeStyle(self), key: "gradient")?.style as? Self ?? self
        return ViewNode(identity: context.identity, behavior: StyleFillBehavior(style: shown, name: "RadialGradient"), environment: context.environment)
    }
}

extension AngularGradient: View, PrimitiveView {
    public typealias Body = Never
    package func makeNode(_ context: ResolveContext) -> ViewNode {
        let shown = context.animated(style: AnyShapeStyle(self), key: "gradient")?.style as? Self ?? self
        return ViewNode(identity: context.identity, behavior: StyleFillBehavior(style: shown, name: "AngularGradient"), environment: context.environment)
    }
}

/// A leaf that fills its frame with a shape style.
struct StyleFillBehavior<Style: ResolvableShapeStyle>: NodeBehavior {
    let style: Style
    let name: String
    var debugName: String { name }

    func draw(_ node: ViewNode, into list: inout DisplayListBuilder) {
        let paint = style.resolvePaint(in: node.environment, bounds: node.frame)
        list.append(.shape(ShapeItem(path: .rect(Rect(node.frame)), paint: paint, fillRule: .nonZero, stroke: nil)))
    }
}
