/// SwiftUI's `frame(width:height:alignment:)`: proposes the fixed size to the content and
/// reports it whatever the content chose, aligning the content inside.
struct FixedFrameModifier: ViewModifier, WrappingModifier {
    typealias Body = Never
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment
    func makeBehavior(_ context: ResolveContext) -> any NodeBehavior {
        FrameBehavior(width: width, height: height, alignment: alignment)
    }
}

struct FrameBehavior: NodeBehavior {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? p.width, height: height ?? p.height)
    }

    // A frame resets the preferences of the edges it sizes (a width: leading and trailing).
    func spacing(node: ViewNode) -> ViewSpacing {
        var s = node.children[0].spacing
        s.reset((width != nil ? Edge.Set.horizontal : []).union(height != nil ? .vertical : []))
        return s
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let s = node.children[0].sizeThatFits(childProposal(proposal))
        return CGSize(width: width ?? s.width, height: height ?? s.height)
    }

    func placeChildren(in frame: CGRect, node: ViewNode) {
        alignChild(node.children[0], proposal: childProposal(ProposedViewSize(frame.size)), in: frame, alignment: alignment)
    }
}


/// SwiftUI's flexible `frame(minWidth:idealWidth:maxWidth:…)`: clamps the proposal to the
/// limits for the content, then answers the proposal clamped between the limits, where a
/// missing limit is the content's own size. Inconsistent limits are repaired (min ≤ ideal ≤
/// max), not rejected, as SwiftUI does.
struct FlexibleFrameModifier: ViewModifier, WrappingModifier {
    typealias Body = Never
    let minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?
    let minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?
    let alignment: Alignment
    func makeBehavior(_ context: ResolveContext) -> any NodeBehavior {
        FlexibleFrameBehavior(
            width: .init(min: minWidth, ideal: idealWidth, max: maxWidth),
            height: .init(min: minHeight, ideal: idealHeight, max: maxHeight), alignment: alignment)
    }
}

struct FlexibleFrameBehavior: NodeBehavior {
    struct Limits {
        var min: CGFloat?, ideal: CGFloat?, max: CGFloat?
        init(min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
            // Repair: each limit is at least the ones before it.
            self.min = min
            self.ideal = ideal.map { i in min.map { Swift.max($0, i) } ?? i }
            let floor = self.ideal ?? min
            self.max = max.map { m in floor.map { Swift.max($0, m) } ?? m }
        }

        func proposal(_ p: CGFloat?) -> CGFloat? {
            guard var v = p else { return ideal }
            if let min { v = Swift.max(min, v) }
            if let max { v = Swift.min(max, v) }
            return v
        }

        func answer(_ p: CGFloat?, child: CGFloat) -> CGFloat {
            guard min != nil || max != nil else { return p == nil ? (ideal ?? child) : child }
            let proposed = p ?? ideal ?? child
            let lo = min ?? child, hi = max ?? child
            return Swift.max(lo, Swift.min(hi, proposed))
        }
    }

    let width: Limits
    let height: Limits
    let alignment: Alignment

    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width.proposal(p.width), height: height.proposal(p.height))
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let s = node.children[0].sizeThatFits(childProposal(proposal))
        return CGSize(width: width.answer(proposal.width, child: s.width), height: height.answer(proposal.height, child: s.height))
    }

    func placeChildren(in frame: CGRect, node: ViewNode) {
        alignChild(node.children[0], proposal: childProposal(ProposedViewSize(frame.size)), in: frame, alignment: alignment)
    }

    // Limits on a dimension reset the preferences of that dimension's edges.
    func spacing(node: ViewNode) -> ViewSpacing {
        var s = node.children[0].spacing
        let w = width.min != nil || width.ideal != nil || width.max != nil
        let h = height.min != nil || height.ideal != nil || height.max != nil
        s.reset((w ? Edge.Set.horizontal : []).union(h ? .vertical : []))
        return s
    }
}

extension View {
    /// A fixed-size frame; a `nil` dimension follows the content.
    ///
    /// A negative or non-finite dimension is ignored (follows the content), as SwiftUI does
    /// after logging "Invalid frame dimension (negative or non-finite)".
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(FixedFrameModifier(width: width.validFrameDimension, height: height.validFrameDimension, alignment: alignment))
    }

    /// A flexible frame with limits on each dimension (`.infinity` for "as large as offered").
    ///
    /// Limits no layout can use are left out: NaN anywhere, a negative or infinite minimum
    /// or ideal, a negative maximum.
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        modifier(FlexibleFrameModifier(minWidth: minWidth.validFlexibleLowerLimit, idealWidth: idealWidth.validFlexibleLowerLimit,
                                       maxWidth: maxWidth.validFlexibleMaximum,
                                       minHeight: minHeight.validFlexibleLowerLimit, idealHeight: idealHeight.validFlexibleLowerLimit,
                                       maxHeight: maxHeight.validFlexibleMaximum,
                                       alignment: alignment))
    }
}
