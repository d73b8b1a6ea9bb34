/// SwiftUI's `offset`: moves the drawing without changing layout.
struct OffsetModifier: ViewModifier, WrappingModifier {
    typealias Body = Never
    let offset: CGSize
    func makeBehavior(_ context: ResolveContext) -> any NodeBehavior { OffsetBehavior(offset: offset) }
}

struct OffsetBehavior: NodeBehavior {
    let offset: CGSize
    func placeChildren(in frame: CGRect, node: ViewNode) {
        node.children[0].place(in: frame.offsetBy(dx: offset.width, dy: offset.height))
    }
}

extension View {
    public func offset(_ offset: CGSize) -> some View { modifier(OffsetModifier(offset: offset)) }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { offset(CGSize(width: x, height: y)) }
}
