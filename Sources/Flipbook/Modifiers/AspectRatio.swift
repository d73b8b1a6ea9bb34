/// How content fills a space of another shape, as SwiftUI's `ContentMode`.
public enum ContentMode: Hashable, Sendable, CaseIterable {
    /// The largest size of the ratio inside the space.
    case fit
    /// The smallest size of the ratio that covers the space.
    case fill
}

/// SwiftUI's `aspectRatio(_:contentMode:)`: proposes the content a size of the ratio fitted
/// into (or filling) the proposal, and reports what the content chose, centred in its frame.
///
/// The ratio is the given one or, for `nil`, the content's ideal size's (a resizable image's
/// natural shape). A dimension proposed as `nil` or infinite follows from the other; with
/// neither given the content's ideal size is fitted to the ratio.
struct AspectRatioModifier: ViewModifier, WrappingModifier {
    typealias Body = Never
    let ratio: CGFloat?
    let contentMode: ContentMode
    func makeBehavior(_ context: ResolveContext) -> any NodeBehavior {
        AspectRatioBehavior(ratio: ratio, contentMode: contentMode)
    }
}

struct AspectRatioBehavior: NodeBehavior {
    let ratio: CGFloat?
    let contentMode: ContentMode

    var debugName: String { "AspectRatio(\(ratio.map { "\($0)" } ?? "nil"), \(contentMode))" }

    /// The size of the ratio proposed to the content for a proposal.
    func childProposal(_ proposal: ProposedViewSize, node: ViewNode) -> ProposedViewSize {
        let child = node.children[0]
        var r = ratio ?? 0
        if !(r > 0 && r.isFinite) {
            let ideal = child.sizeThatFits(.unspecified)
            r = ideal.width > 0 && ideal.height > 0 && ideal.width.isFinite && ideal.height.isFinite
                ? ideal.width / ideal.height : 1
        }
        let w = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let h = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        switch (w, h) {
        case let (w?, h?):
            let byWidth = CGSize(width: w, height: w / r), byHeight = CGSize(width: h * r, height: h)
            let fitsByWidth = byWidth.height <= h
            let s = (contentMode == .fit) == fitsByWidth ? byWidth : byHeight
            return ProposedViewSize(s)
        case let (w?, nil):
            return ProposedViewSize(width: w, height: w / r)
        case let (nil, h?):
            return ProposedViewSize(width: h * r, height: h)
        case (nil, nil):
            if proposal.width == .infinity || proposal.height == .infinity { return proposal }
            let ideal = child.sizeThatFits(.unspecified)
            guard ideal.width > 0, ideal.height > 0 else { return ProposedViewSize(ideal) }
            // The ideal box's own shape, brought to the ratio.
            let byWidth = CGSize(width: ideal.width, height: ideal.width / r)
            let byHeight = CGSize(width: ideal.height * r, height: ideal.height)
            let fitsByWidth = byWidth.height <= ideal.height
            return ProposedViewSize((contentMode == .fit) == fitsByWidth ? byWidth : byHeight)
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        node.children[0].sizeThatFits(childProposal(proposal, node: node))
    }

    func placeChildren(in frame: CGRect, node: ViewNode) {
        alignChild(node.children[0], proposal: childProposal(ProposedViewSize(frame.size), node: node), in: frame,
                   alignment: .center)
    }
}

extension View {
    /// Constrains the view to a width ÷ height ratio (`nil`: its own ideal shape), fitting or
    /// filling the space offered.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(AspectRatioModifier(ratio: aspectRatio, contentMode: contentMode))
    }

    /// Constrains the view to the ratio of `aspectRatio`'s width to its height.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        modifier(AspectRatioModifier(ratio: aspectRatio.height != 0 ? aspectRatio.width / aspectRatio.height : nil,
                                     contentMode: contentMode))
    }

    /// `aspectRatio(contentMode: .fit)`: the largest size of its own shape that fits.
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    /// `aspectRatio(contentMode: .fill)`: the smallest size of its own shape that fills.
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}
