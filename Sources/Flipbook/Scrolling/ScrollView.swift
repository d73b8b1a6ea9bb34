import FlipbookRaster

/// A scrollable region, as SwiftUI's `ScrollView`, drawn at rest (scrolled to its start) or
/// where a test scrolls it: ``View/scrollPosition(_:anchor:)`` with a ``ScrollPosition``
/// (a point, an edge, a view's id), `scrollPosition(id:)`, ``ScrollViewReader``'s
/// `scrollTo`, or ``View/defaultScrollAnchor(_:)``.
///
/// The scroll view takes all the space it is offered. Its content is proposed the scroll
/// view's size with the scrolled axes left open (`nil`, "take your ideal length"), so a
/// vertical scroll view's content is as wide as the scroll view and as tall as it likes.
/// Several views inside form an implicit `VStack` (or `HStack` for a horizontal-only scroll
/// view), as in SwiftUI. Content is placed at the leading/top edge along scrolled axes,
/// centred across the others, inset by ``View/contentMargins(_:_:for:)``, and clipped to
/// the scroll view's frame (unless ``View/scrollClipDisabled(_:)``). Scroll indicators are
/// not drawn: iOS shows them only while scrolling. A requested offset is clamped to the
/// content, as a scroll view stops at its ends.
public struct ScrollView<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    /// The axes the content may scroll along.
    public var axes: Axis.Set
    /// Kept for API compatibility; a still never shows indicators.
    public var showsIndicators: Bool
    /// The scroll view's content.
    public var content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    package func makeNode(_ context: ResolveContext) -> ViewNode {
        var config = context.environment.scrollViewConfiguration
        // A `ScrollViewReader` around: its latest `scrollTo` wins over the bound position.
        if let request = context.environment.scrollViewReaderRequest?.value ?? nil {
            config.position = .id(request.id, request.anchor)
            config.positionAnchor = nil
        }
        // Dividers directly inside run across the implicit stack's axis; the modifiers of
        // this scroll view are not its content's.
        let inner = context.child(.content).with {
            $0.stackAxis = axes == .horizontal ? .horizontal : .vertical
            $0.scrollViewConfiguration = ScrollViewConfiguration()
        }
        var children = resolveViewList(of: content, inner)
        if children.count != 1 {
            let stack: any NodeBehavior = axes == .horizontal
                ? LayoutBehavior(layout: HStackLayout()) : LayoutBehavior(layout: VStackLayout())
            children = [ViewNode(identity: inner.identity, behavior: stack, children: children, environment: context.environment)]
        }
        // Refreshing (a test's `flipbookRefreshing`): the spinner in a band above the content.
        if config.refreshing, context.environment.refresh != nil {
            config.contentMargins.top += RefreshMetrics.band
            children.append(resolveSingle(of: ProgressView(), context.child(.explicit("refresh-spinner")).with {
                $0.scrollViewConfiguration = ScrollViewConfiguration()
            }))
        }
        return ViewNode(identity: context.identity, behavior: ScrollViewBehavior(axes: axes, configuration: config),
                        children: children, environment: context.environment)
    }
}

final class ScrollViewBehavior: NodeBehavior {
    // A scroll view is a plain view to its neighbours, whatever it scrolls.
    func spacing(node: ViewNode) -> ViewSpacing { ViewSpacing() }

    let axes: Axis.Set
    let configuration: ScrollViewConfiguration
    /// The container size the content was last measured against (see `measuring`).
    private var measuredContainer: CGSize??
    /// Where the content is scrolled to after placement (points from its top-leading edge).
    private(set) var contentOffset: CGPoint = .zero
    /// How far it draws under the bars (iOS 26 design; ScrollEdgeEffect.swift).
    let underBars = ScrollEdgeReach()
    var debugName: String { "ScrollView" }

    init(axes: Axis.Set, configuration: ScrollViewConfiguration) {
        self.axes = axes
        self.configuration = configuration
    }

    var scrollsHorizontally: Bool { axes.contains(.horizontal as Axis) }
    var scrollsVertically: Bool { axes.contains(.vertical as Axis) }

    func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        var p = proposal
        let m = configuration.contentMargins
        if scrollsHorizontally { p.width = nil } else { p.width = p.width.map { max(0, $0 - m.leading - m.trailing) } }
        if scrollsVertically { p.height = nil } else { p.height = p.height.map { max(0, $0 - m.top - m.bottom) } }
        return p
    }

    /// Runs `body` with this scroll view's visible size as the container of
    /// `containerRelativeFrame`; when that size changed since the content was last
    /// measured, the content's memoised sizes are forgotten first.
    private func measuring<R>(_ visible: CGSize?, node: ViewNode, _ body: () -> R) -> R {
        if let last = measuredContainer, last != visible { node.children.first?.forgetSizes() }
        measuredContainer = .some(visible)
        return RelativeFrameContainer.with(visible, body)
    }

    private func visibleSize(_ proposal: ProposedViewSize) -> CGSize? {
        guard let w = proposal.width, let h = proposal.height, w.isFinite, h.isFinite else { return nil }
        let m = configuration.contentMargins
        return CGSize(width: max(0, w - m.leading - m.trailing), height: max(0, h - m.top - m.bottom))
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let m = configuration.contentMargins
        let content = measuring(visibleSize(proposal), node: node) {
            node.children.first?.sizeThatFits(contentProposal(proposal)) ?? .zero
        }
        // Greedy where a length is offered; the content's ideal size where none is.
        func length(_ offered: CGFloat?, _ ideal: CGFloat) -> CGFloat {
            guard let offered else { return ideal }
            return offered.isFinite ? offered : ideal
        }
        return CGSize(width: length(proposal.width, content.width + m.leading + m.trailing),
                      height: length(proposal.height, content.height + m.top + m.bottom))
    }

    func placeChildren(in frame: CGRect, node: ViewNode) {
        ScrollEdgeBands.measure(underBars, frame: frame, environment: node.environment, vertical: scrollsVertically)
        if node.children.count > 1 {
            // The refresh spinner, in its band above the content.
            let spinner = node.children[1]
            let s = spinner.sizeThatFits(.unspecified)
            let bandTop = frame.minY + configuration.contentMargins.top - RefreshMetrics.band
            spinner.place(in: CGRect(x: frame.midX - s.width / 2, y: bandTop + (RefreshMetrics.band - s.height) / 2,
                                     width: s.width, height: s.height))
        }
        guard let child = node.children.first else { return }
        let m = configuration.contentMargins
        let visible = CGRect(x: frame.minX + m.leading, y: frame.minY + m.top,
                             width: max(0, frame.width - m.leading - m.trailing), height: max(0, frame.height - m.top - m.bottom))
        let h = scrollsHorizontally, v = scrollsVertically
        measuring(visible.size, node: node) {
            let size = child.sizeThatFits(contentProposal(ProposedViewSize(frame.size)))
            // At rest a scrolled axis starts at its leading/top edge; other axes centre the content.
            // Content shorter than the scroll view sits at the alignment anchor (`defaultScrollAnchor`).
            let align = configuration.alignmentAnchor ?? configuration.defaultAnchor ?? .topLeading
            func origin(_ offset: CGPoint) -> CGPoint {
                CGPoint(x: h ? visible.minX - offset.x + max(0, visible.width - size.width) * align.x
                             : visible.minX + (visible.width - size.width) / 2,
                        y: v ? visible.minY - offset.y + max(0, visible.height - size.height) * align.y
                             : visible.minY + (visible.height - size.height) / 2)
            }
            let maxOffset = CGPoint(x: scrollsHorizontally ? max(0, size.width - visible.width) : 0,
                                    y: scrollsVertically ? max(0, size.height - visible.height) : 0)
            child.place(in: CGRect(origin: origin(.zero), size: size))
            var offset = requestedOffset(content: child, contentOrigin: origin(.zero), visible: visible.size, maxOffset: maxOffset)
            offset.x = min(max(0, offset.x), maxOffset.x)
            offset.y = min(max(0, offset.y), maxOffset.y)
            if offset != .zero { child.place(in: CGRect(origin: origin(offset), size: size)) }
            contentOffset = offset
            underBars.offset = offset.y
            // Scroll transitions and visibility callbacks measure against the visible region.
            child.notifyViewport(visible, axes: axes)
            let geometry = ScrollGeometry(contentOffset: offset, contentSize: size, contentInsets: m,
                                          containerSize: frame.size)
            for observe in configuration.geometryObservers { observe(geometry) }
            for observe in configuration.targetObservers { observe(child, visible) }
        }
    }

    /// The offset the configuration asks for, before clamping.
    private func requestedOffset(content: ViewNode, contentOrigin: CGPoint, visible: CGSize, maxOffset: CGPoint) -> CGPoint {
        switch configuration.position {
        case .none:
            guard let a = configuration.defaultAnchor else { return .zero }
            return CGPoint(x: maxOffset.x * a.x, y: maxOffset.y * a.y)
        case .edge(let edge):
            switch edge {
            case .top: return .zero
            case .leading: return .zero
            case .bottom: return CGPoint(x: 0, y: maxOffset.y)
            case .trailing: return CGPoint(x: maxOffset.x, y: 0)
            }
        case .point(let p): return p
        case .x(let x): return CGPoint(x: x, y: 0)
        case .y(let y): return CGPoint(x: 0, y: y)
        case .id(let id, let anchor):
            guard let target = content.firstDescendant(named: id, below: content.identity.path.count) else { return .zero }
            let f = target.frame.offsetBy(dx: -contentOrigin.x, dy: -contentOrigin.y)
            if let a = anchor ?? configuration.positionAnchor {
                return CGPoint(x: f.minX + a.x * f.width - a.x * visible.width, y: f.minY + a.y * f.height - a.y * visible.height)
            }
            // No anchor: only as far as shows the view, as `scrollTo(_:)` without one.
            func minimal(_ lo: CGFloat, _ hi: CGFloat, _ length: CGFloat) -> CGFloat {
                if lo < 0 { return lo }
                if hi > length { return min(lo, hi - length) }
                return 0
            }
            return CGPoint(x: minimal(f.minX, f.maxX, visible.width), y: minimal(f.minY, f.maxY, visible.height))
        }
    }

    func draw(_ node: ViewNode, into list: inout DisplayListBuilder) {
        if configuration.clipDisabled {
            for child in node.children { child.draw(into: &list) }
            return
        }
        // iOS 26: the content also shows under the bars, through their edge effect.
        list.withEffect(.clip(.rect(Rect(underBars.grown(node.frame))), .nonZero)) { l in
            ScrollEdgeBands.draw(frame: node.frame, reach: underBars, background: ListColors.systemBackground,
                                 environment: node.environment, into: &l) { l in
                for child in node.children { child.draw(into: &l) }
            }
        }
    }
}

// Container values set inside a scroll view stay inside it (see TraitBarrier).
extension ScrollViewBehavior: TraitBarrier {}

extension ViewNode {
    /// The first node, depth first, whose identity names `id` (a `ForEach` element's or
    /// `.id(_:)`'s) past its first `depth` components (those of the scroll view's content,
    /// which may carry ids of the views around the scroll view).
    func firstDescendant(named id: AnyHashable, below depth: Int) -> ViewNode? {
        if identity.path.dropFirst(depth).contains(.explicit(id)) { return self }
        for child in children { if let found = child.firstDescendant(named: id, below: depth) { return found } }
        return nil
    }
}
