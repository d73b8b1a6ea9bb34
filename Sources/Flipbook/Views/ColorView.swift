import FlipbookRaster

/// `Color` as a view: it fills the space it is offered, as in SwiftUI.
extension Color: View, PrimitiveView {
    public typealias Body = Never

    func makeNode(_ context: ResolveContext) -> ViewNode {
        ViewNode(identity: context.identity, behavior: ColorBehavior(color: self), environment: context.environment)
    }
}

struct ColorBehavior: NodeBehavior {
    let color: Color
    var debugName: String { "Color" }

    func draw(_ node: ViewNode, into list: inout DisplayListBuilder) {
        let paint = color.resolvePaint(in: node.environment, bounds: node.frame)
        list.append(.shape(ShapeItem(path: .rect(Rect(node.frame)), paint: paint, fillRule: .nonZero, stroke: nil)))
    }
}
