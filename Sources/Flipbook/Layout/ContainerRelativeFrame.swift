extension View {
    /// Sizes this view along `axes` to its container's length, as SwiftUI's
    /// `containerRelativeFrame(_:alignment:)`. The container is the nearest enclosing scroll
    /// view (its visible size), else the window (its safe area on a device).
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in length })
    }

    /// Sizes this view along `axes` to `span` of `count` equal columns (or rows) of its
    /// container, `spacing` apart, as SwiftUI's
    /// `containerRelativeFrame(_:count:span:spacing:alignment:)`: a carousel showing three
    /// cards is `containerRelativeFrame(.horizontal, count: 3, spacing: 10)`.
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in
            let count = max(1, count), span = min(max(1, span), count)
            let column = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
            return max(0, column * CGFloat(span) + spacing * CGFloat(span - 1))
        })
    }

    /// Sizes this view along `axes` to what `length` returns for its container's length on
    /// each axis, as SwiftUI's `containerRelativeFrame(_:alignment:_:)`.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: length))
    }
}

struct ContainerRelativeFrameModifier: ViewModifier, WrappingModifier {
    typealias Body = Never
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat

    func makeBehavior(_ context: ResolveContext) -> any NodeBehavior {
        ContainerRelativeFrameBehavior(axes: axes, alignment: alignment, length: length)
    }
}

struct ContainerRelativeFrameBehavior: NodeBehavior {
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat
    var debugName: String { "ContainerRelativeFrame" }

    /// The proposal with the container-relative lengths put in on `axes` (none where there
    /// is no container: the content's own size then).
    func fixed(_ proposal: ProposedViewSize) -> ProposedViewSize {
        guard let container = RelativeFrameContainer.current else { return proposal }
        var p = proposal
        if axes.contains(.horizontal as Axis) { p.width = max(0, length(container.width, .horizontal)) }
        if axes.contains(.vertical as Axis) { p.height = max(0, length(container.height, .vertical)) }
        return p
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let p = fixed(proposal)
        let content = node.children.first?.sizeThatFits(p) ?? .zero
        return CGSize(width: p.width.map { axes.contains(.horizontal as Axis) ? $0 : content.width } ?? content.width,
                      height: p.height.map { axes.contains(.vertical as Axis) ? $0 : content.height } ?? content.height)
    }

    func placeChildren(in frame: CGRect, node: ViewNode) {
        guard let child = node.children.first else { return }
        alignChild(child, proposal: fixed(node.placementProposal), in: frame, alignment: alignment)
    }
}
