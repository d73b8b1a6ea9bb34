/// How content fills a space of another aspect ratio, as SwiftUI's `ContentMode`.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    /// The largest size of the ratio that fits inside the space (empty space on one axis).
    case fit
    /// The smallest size of the ratio that covers the space (overflow on one axis).
    case fill
}

/// SwiftUI's `aspectRatio(_:contentMode:)`: proposes the content the largest (`.fit`) or
/// smallest (`.fill`) size of the ratio within the proposal, reports the content's answer,
/// and centres the content. A `nil` ratio is the content's ideal size's ratio; a `nil`
/// proposal (ideal sizing) is passed on unchanged.
struct AspectRatioModifier: ViewModifier, WrappingModifier {
    typealias Body = Never
    let ratio: CGFloat?
    let contentMode: ContentMode
    func makeBehavior(_ context: ResolveContext) -> any NodeBehavior { AspectRatioBehavior(ratio: ratio, contentMode: contentMode) }
}

struct AspectRatioBehavior: NodeBehavior {
    let ratio: CGFloat?
    let contentMode: ContentMode

    var debugName: String { "AspectRatio" }

    /// The proposal the content gets. A proposal with one `nil` dimension scales by the other
    /// one alone (*unconfirmed*: OpenSwiftUI scales a `nil` dimension by ∞, which for `.fill`
    /// would propose an infinite size; this choice keeps `.fill` finite).
    func childProposal(_ p: ProposedViewSize, child: ViewNode) -> ProposedViewSize {
        guard p.width != nil || p.height != nil else { return p }
        var shape = ratio.map { CGSize(width: $0, height: 1) } ?? child.sizeThatFits(.unspecified)
        // A square (including a 0×0 ideal size) is the ratio 1:1.
        if shape.width == shape.height { shape = CGSize(width: 1, height: 1) }
        func scale(_ target: CGFloat?, _ side: CGFloat) -> CGFloat? {
            guard let target, side != 0 || target != 0 else { return nil }
            return target / side
        }
        let scales = [scale(p.width, shape.width), scale(p.height, shape.height)].compactMap { $0 }.filter { !$0.isNaN }
        guard !scales.isEmpty else { return p }
        let s = contentMode == .fit ? scales.min()! : scales.max()!
        return ProposedViewSize(width: shape.width * s, height: shape.height * s)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let child = node.children[0]
        return child.sizeThatFits(childProposal(proposal, child: child))
    }

    func placeChildren(in frame: CGRect, node: ViewNode) {
        let child = node.children[0]
        alignChild(child, proposal: childProposal(ProposedViewSize(frame.size), child: child), in: frame, alignment: .center)
    }
}

extension View {
    /// Constrains the view to an aspect ratio (width / height); `nil` keeps the view's own
    /// ideal-size ratio. `.fit` proposes the largest such size inside the offered space,
    /// `.fill` the smallest covering it.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(AspectRatioModifier(ratio: aspectRatio, contentMode: contentMode))
    }

    /// Constrains the view to the aspect ratio of `aspectRatio`.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    /// Scales the view to fit the offered space, keeping its ideal-size ratio.
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    /// Scales the view to fill the offered space, keeping its ideal-size ratio.
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}
