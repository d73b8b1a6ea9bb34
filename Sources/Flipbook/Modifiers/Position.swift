/// SwiftUI's `position(x:y:)`: the view takes all the space it is offered and centres its
/// content at a point in its own coordinates. The content is offered the same proposal.
struct PositionModifier: ViewModifier, WrappingModifier {
    typealias Body = Never
    let position: CGPoint
    func makeBehavior(_ context: ResolveContext) -> any NodeBehavior { PositionBehavior(position: position) }
}

struct PositionBehavior: NodeBehavior {
    // `position` fills its proposal: a plain view to its neighbours.
    func spacing(node: ViewNode) -> ViewSpacing { ViewSpacing() }

    let position: CGPoint
    var debugName: String { "Position" }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    func placeChildren(in frame: CGRect, node: ViewNode) {
        let child = node.children[0]
        let s = child.sizeThatFits(ProposedViewSize(frame.size))
        child.place(in: CGRect(x: frame.minX + position.x - s.width / 2, y: frame.minY + position.y - s.height / 2,
                               width: s.width, height: s.height))
    }
}

extension View {
    /// Centres the view at `position` in its parent's space (this view fills what it is offered).
    /// A NaN or infinite coordinate is zero.
    public func position(_ position: CGPoint) -> some View {
        modifier(PositionModifier(position: CGPoint(x: position.x.finiteOrZero, y: position.y.finiteOrZero)))
    }
    /// Centres the view at (`x`, `y`) in its parent's space.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { position(CGPoint(x: x, y: y)) }
}
