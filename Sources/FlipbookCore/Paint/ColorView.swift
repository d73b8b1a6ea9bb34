import FlipbookRaster

/// `Color` as a view: it fills the space it is offered, as in SwiftUI.
extension Color: View, PrimitiveView {
    public typealias Body = Never

    package func makeNode(_ context: ResolveContext) -> ViewNode {
        // A colour changed in an animated transaction (`lit ? .red : .blue`, a new
        // `.opacity(_:)`) shows the per-component blend of this frame, as SwiftUI's does.
        let shown = context.animated(style: AnyShapeStyle(self), key: "color")?.style as? Color ?? self
        return ViewNode(identity: context.identity, behavior: ColorBehavior(color: shown), environment: context.environment)
    }
}

package struct ColorBehavior: NodeBehavior {
    package let color: Color
    package var debugName: String { "Color" }

    package func draw(_ node: ViewNode, into list: inout DisplayListBuilder) {
        let paint = color.resolvePaint(in: node.environment, bounds: node.frame)
        list.append(.shape(ShapeItem(path: .rect(Rect(node.frame)), paint: paint, fillRule: .nonZero, stroke: nil)))
    }
}
