/// SwiftUI's `fixedSize`: proposes `nil` (the ideal size) in the chosen dimensions.
struct FixedSizeModifier: ViewModifier, WrappingModifier {
    typealias Body = Never
    let horizontal: Bool
    let vertical: Bool
    func makeBehavior(_ context: ResolveContext) -> any NodeBehavior { FixedSizeBehavior(horizontal: horizontal, vertical: vertical) }
}

struct FixedSizeBehavior: NodeBehavior {
    let horizontal: Bool
    let vertical: Bool

    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        node.children[0].sizeThatFits(childProposal(proposal))
    }

    func placeChildren(in frame: CGRect, node: ViewNode) {
        alignChild(node.children[0], proposal: childProposal(ProposedViewSize(frame.size)), in: frame, alignment: .center)
    }
}

extension View {
    /// Fixes the view at its ideal size in both dimensions.
    public func fixedSize() -> some View { modifier(FixedSizeModifier(horizontal: true, vertical: true)) }
    /// Fixes the view at its ideal size in the chosen dimensions.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(FixedSizeModifier(horizontal: horizontal, vertical: vertical))
    }
}
