/// The first of its children that fits, as SwiftUI's `ViewThatFits`: each child in order is
/// asked its ideal size along the constrained axes (`nil` proposed there), and the first
/// whose ideal size fits the proposal is shown, proposed the whole proposal; when none
/// fits, the last one is shown.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     Text("Sunday, November 27")
///     Text("Sun 27 Nov")
/// }
/// ```
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content

    /// Children to choose from, in order of preference; `axes` are the axes whose ideal
    /// length must fit (both by default).
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    package func makeNode(_ context: ResolveContext) -> ViewNode {
        ViewNode(identity: context.identity, behavior: ViewThatFitsBehavior(axes: axes),
                 children: resolveViewList(of: content, context.child(.content)), environment: context.environment)
    }
}

struct ViewThatFitsBehavior: NodeBehavior, TraitBarrier {
    let axes: Axis.Set
    var debugName: String { "ViewThatFits" }

    /// The index of the child shown for `proposal`.
    func choice(_ proposal: ProposedViewSize, node: ViewNode) -> Int? {
        guard !node.children.isEmpty else { return nil }
        let horizontal = axes.contains(.horizontal as Axis), vertical = axes.contains(.vertical as Axis)
        let probe = ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
        for (i, child) in node.children.enumerated() {
            let ideal = child.sizeThatFits(probe)
            let fitsWidth = !horizontal || proposal.width.map { ideal.width <= $0 + 0.001 } ?? true
            let fitsHeight = !vertical || proposal.height.map { ideal.height <= $0 + 0.001 } ?? true
            if fitsWidth && fitsHeight { return i }
        }
        return node.children.count - 1
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        guard let i = choice(proposal, node: node) else { return .zero }
        return node.children[i].sizeThatFits(proposal)
    }

    func placeChildren(in frame: CGRect, node: ViewNode) {
        // Only the chosen child is placed (and drawn); the others keep empty frames.
        guard let i = choice(node.placementProposal, node: node) else { return }
        let child = node.children[i]
        let size = child.sizeThatFits(node.placementProposal)
        child.place(in: CGRect(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2, width: size.width, height: size.height))
    }

    func draw(_ node: ViewNode, into list: inout DisplayListBuilder) {
        guard let i = choice(node.placementProposal, node: node) else { return }
        node.children[i].draw(into: &list)
    }

    func explicitAlignment(horizontal: HorizontalAlignment, size: CGSize, node: ViewNode) -> CGFloat? { nil }
    func explicitAlignment(vertical: VerticalAlignment, size: CGSize, node: ViewNode) -> CGFloat? { nil }
    func spacing(node: ViewNode) -> ViewSpacing {
        guard let i = choice(node.placementProposal, node: node) else { return ViewSpacing() }
        return node.children[i].spacing
    }
}
