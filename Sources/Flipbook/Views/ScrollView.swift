import FlipbookRaster

/// A scrollable view, as SwiftUI's `ScrollView`, drawn as a still at scroll offset zero:
/// it takes the space it is offered, lets its content be as long as it likes along the
/// scrolling axes (the content is proposed `nil` there), shows the content's start
/// (top / leading; centred across the scrolling axis when narrower) and clips the rest.
/// Indicators are not drawn (iOS hides them at rest).
public struct ScrollView<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    public var axes: Axis.Set
    public var showsIndicators: Bool
    public var content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    func makeNode(_ context: ResolveContext) -> ViewNode {
        // The content is one view, as SwiftUI stacks several vertically.
        let child = resolveSingle(of: content, context.child(.content).with { $0.stackAxis = nil })
        return ViewNode(identity: context.identity, behavior: ScrollViewBehavior(axes: axes), children: [child],
                        environment: context.environment)
    }
}

struct ScrollViewBehavior: NodeBehavior {
    let axes: Axis.Set
    var debugName: String { "ScrollView" }

    private func contentProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        var q = p
        if axes.contains(.horizontal) { q.width = nil }
        if axes.contains(.vertical) { q.height = nil }
        return q
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let c = node.children[0].sizeThatFits(contentProposal(proposal))
        // Greedy like SwiftUI's: whatever is offered, the content's size when asked for ideal.
        return CGSize(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? c.width,
                      height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? c.height)
    }

    func placeChildren(in frame: CGRect, node: ViewNode) {
        let child = node.children[0]
        let c = child.sizeThatFits(contentProposal(ProposedViewSize(frame.size)))
        var origin = frame.origin
        // Across a single scrolling axis a narrower content is centred.
        if axes == .vertical { origin.x += (frame.width - c.width) / 2 }
        if axes == .horizontal { origin.y += (frame.height - c.height) / 2 }
        child.place(in: CGRect(origin: origin, size: c))
    }

    func draw(_ node: ViewNode, into list: inout DisplayListBuilder) {
        list.withEffect(.clip(.rect(Rect(node.frame)), .nonZero)) { node.children[0].draw(into: &$0) }
    }
}

/// A vertical stack, as SwiftUI's `LazyVStack`; a still has nothing to load lazily, so it
/// lays out as a `VStack` (SwiftUI's lazy stacks also fill the offered width: *unconfirmed*
/// detail not modelled).
public struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    public var body: some View { VStack(alignment: alignment, spacing: spacing) { content } }
}

/// A horizontal stack, as SwiftUI's `LazyHStack`; laid out as an `HStack` in a still.
public struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    public var body: some View { HStack(alignment: alignment, spacing: spacing) { content } }
}

/// Section headers and footers lazy stacks pin, as SwiftUI's `PinnedScrollableViews`.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
