import FlipbookRaster

extension View {
    /// Clips the view to a shape laid out in its frame (anti-aliased).
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        effect("ClipShape") { frame, _ in .clip(shape.rootPath(in: frame).storage, style.rule) }
    }
    /// Clips the view to its frame.
    public func clipped(antialiased: Bool = false) -> some View {
        effect("Clipped") { frame, _ in .clip(.rect(Rect(frame)), .nonZero) }
    }
    /// Clips to a rounded rectangle (circular corners, as SwiftUI's deprecated `cornerRadius`).
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius, style: .circular))
    }
    /// Keeps the view where `mask` (laid out in the view's frame) is opaque.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(MaskModifier(mask: mask(), alignment: alignment))
    }
    /// The older spelling: `mask(_ view:)`.
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(MaskModifier(mask: mask, alignment: .center))
    }
}

/// SwiftUI's `mask`: the mask view is laid out like an overlay, then used as alpha.
struct MaskModifier<Mask: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let mask: Mask
    let alignment: Alignment

    func resolve(_ content: (ResolveContext) -> [ViewNode], _ context: ResolveContext) -> [ViewNode] {
        let nodes = content(context)
        return nodes.enumerated().map { i, main in
            let id = nodes.count == 1 ? context.identity : context.identity.appending(.index(i))
            let m = resolveSingle(of: mask, context.child(.explicit("mask")))
            let node = ViewNode(identity: id, behavior: MaskBehavior(alignment: alignment), children: [main, m], environment: context.environment)
            node.inheritTraits(from: main)
            return node
        }
    }
}

struct MaskBehavior: NodeBehavior {
    let alignment: Alignment
    var debugName: String { "Mask" }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize { node.children[0].sizeThatFits(proposal) }

    func placeChildren(in frame: CGRect, node: ViewNode) {
        node.children[0].place(in: frame)
        alignChild(node.children[1], proposal: ProposedViewSize(frame.size), in: frame, alignment: alignment)
    }

    func draw(_ node: ViewNode, into list: inout DisplayListBuilder) {
        let maskItems = node.children[1].displayList().items
        list.withEffect(.mask(maskItems)) { node.children[0].draw(into: &$0) }
    }
}
