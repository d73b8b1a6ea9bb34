import FlipbookRaster

/// Gradients as views: like `Color`, they fill the space they are offered (10×10 for an
/// unspecified proposal) with the gradient mapped into their frame.
extension LinearGradient: View, PrimitiveView {
    public typealias Body = Never
    func makeNode(_ context: ResolveContext) -> ViewNode {
        ViewNode(identity: context.identity, behavior: StyleFillBehavior(style: self, name: "LinearGradient"), environment: context.environment)
    }
}

extension RadialGradient: View, PrimitiveView {
    public typealias Body = Never
    func makeNode(_ context: ResolveContext) -> ViewNode {
        ViewNode(identity: context.identity, behavior: StyleFillBehavior(style: self, name: "RadialGradient"), environment: context.environment)
    }
}

extension AngularGradient: View, PrimitiveView {
    public typealias Body = Never
    func makeNode(_ context: ResolveContext) -> ViewNode {
        ViewNode(identity: context.identity, behavior: StyleFillBehavior(style: self, name: "AngularGradient"), environment: context.environment)
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
