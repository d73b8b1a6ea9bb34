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
        list.append(.rect(node.frame, color.resolve(in: node.environment.colorScheme)))
    }
}
