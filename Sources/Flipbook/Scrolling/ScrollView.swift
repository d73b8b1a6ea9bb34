import FlipbookRaster

/// A scrollable region, as SwiftUI's `ScrollView`, drawn at rest: scrolled to its start.
///
/// The scroll view takes all the space it is offered. Its content is proposed the scroll
/// view's size with the scrolled axes left open (`nil`, "take your ideal length"), so a
/// vertical scroll view's content is as wide as the scroll view and as tall as it likes.
/// Several views inside form an implicit `VStack` (or `HStack` for a horizontal-only scroll
/// view), as in SwiftUI. Content is placed at the leading/top edge along scrolled axes,
/// centred across the others, and clipped to the scroll view's frame. Scroll indicators are
/// not drawn: iOS shows them only while scrolling.
public struct ScrollView<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    /// The axes the content may scroll along.
    public var axes: Axis.Set
    /// Kept for API compatibility; a still never shows indicators.
    public var showsIndicators: Bool
    let content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    package func makeNode(_ context: ResolveContext) -> ViewNode {
        // Dividers directly inside run across the implicit stack's axis.
        let inner = context.child(.content).with { $0.stackAxis = axes == .horizontal ? .horizontal : .vertical }
        var children = resolveViewList(of: content, inner)
        if children.count != 1 {
            let stack: any NodeBehavior = axes == .horizontal
                ? LayoutBehavior(layout: HStackLayout()) : LayoutBehavior(layout: VStackLayout())
            children = [ViewNode(identity: inner.identity, behavior: stack, children: children, environment: context.environment)]
        }
        return ViewNode(identity: context.identity, behavior: ScrollViewBehavior(axes: axes),
                        children: children, environment: context.environment)
    }
}

struct ScrollViewBehavior: NodeBehavior {
    // A scroll view is a plain view to its neighbours, whatever it scrolls.
    func spacing(node: ViewNode) -> ViewSpacing { ViewSpacing() }

    let axes: Axis.Set
    var debugName: String { "ScrollView" }

    func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        var p = proposal
        if axes.contains(.horizontal as Axis) { p.width = nil }
        if axes.contains(.vertical as Axis) { p.height = nil }
        return p
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let content = node.children.first?.sizeThatFits(contentProposal(proposal)) ?? .zero
        // Greedy where a length is offered; the content's ideal size where none is.
        func length(_ offered: CGFloat?, _ ideal: CGFloat) -> CGFloat {
            guard let offered else { return ideal }
            return offered.isFinite ? offered : ideal
        }
        return CGSize(width: length(proposal.width, content.width), height: length(proposal.height, content.height))
    }

    func placeChildren(in frame: CGRect, node: ViewNode) {
        guard let child = node.children.first else { return }
        let size = child.sizeThatFits(contentProposal(ProposedViewSize(frame.size)))
        // At rest a scrolled axis starts at its leading/top edge; other axes centre the content.
        let x = axes.contains(.horizontal as Axis) ? frame.minX : frame.minX + (frame.width - size.width) / 2
        let y = axes.contains(.vertical as Axis) ? frame.minY : frame.minY + (frame.height - size.height) / 2
        child.place(in: CGRect(x: x, y: y, width: size.width, height: size.height))
    }

    func draw(_ node: ViewNode, into list: inout DisplayListBuilder) {
        list.withEffect(.clip(.rect(Rect(node.frame)), .nonZero)) { l in
            for child in node.children { child.draw(into: &l) }
        }
    }
}

// Container values set inside a scroll view stay inside it (see TraitBarrier).
extension ScrollViewBehavior: TraitBarrier {}
