/// SwiftUI's `safeAreaInset(edge:…)`: `inset` sits at the edge of the view's frame and the
/// content is laid out in the rest (less `spacing`), its safe area shrunk by the inset, so a
/// background that ignores the safe area still runs under the inset as on iOS.
struct SafeAreaInsetModifier<Inset: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let edge: Edge
    let alignment: Alignment
    let spacing: CGFloat
    let inset: Inset

    func resolve(_ content: (ResolveContext) -> [ViewNode], _ context: ResolveContext) -> [ViewNode] {
        let main = resolveSingleNode(content(context), context)
        let insetContext = context.child(.explicit("safeAreaInset"))
        let bar = resolveSingle(of: inset, insetContext)
        return [ViewNode(identity: context.identity, behavior: SafeAreaInsetBehavior(edge: edge, alignment: alignment, spacing: spacing),
                         children: [main, bar], environment: context.environment)]
    }
}

/// Several nodes as one (an implicit vertical stack), as `resolveSingle` does for a view.
@MainActor
func resolveSingleNode(_ nodes: [ViewNode], _ context: ResolveContext) -> ViewNode {
    if nodes.count == 1 { return nodes[0] }
    return ViewNode(identity: context.identity.appending(.explicit("content")), behavior: LayoutBehavior(layout: VStackLayout()),
                    children: nodes, environment: context.environment)
}

struct SafeAreaInsetBehavior: NodeBehavior {
    let edge: Edge
    let alignment: Alignment
    let spacing: CGFloat
    var debugName: String { "SafeAreaInset" }

    private var vertical: Bool { edge == .top || edge == .bottom }

    /// The inset's size for the view's proposal (it gets the full cross axis).
    private func barSize(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        node.children[1].sizeThatFits(vertical ? ProposedViewSize(width: proposal.width, height: nil)
                                               : ProposedViewSize(width: nil, height: proposal.height))
    }

    private func contentProposal(_ proposal: ProposedViewSize, bar: CGSize) -> ProposedViewSize {
        vertical ? ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - bar.height - spacing) })
                 : ProposedViewSize(width: proposal.width.map { max(0, $0 - bar.width - spacing) }, height: proposal.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let bar = barSize(proposal, node: node)
        let c = node.children[0].sizeThatFits(contentProposal(proposal, bar: bar))
        return vertical ? CGSize(width: max(c.width, bar.width), height: c.height + bar.height + spacing)
                        : CGSize(width: c.width + bar.width + spacing, height: max(c.height, bar.height))
    }

    func placeChildren(in frame: CGRect, node: ViewNode) {
        let bar = barSize(ProposedViewSize(frame.size), node: node)
        var content = frame, slot = frame
        switch edge {
        case .top:
            slot.size.height = bar.height
            content.origin.y += bar.height + spacing; content.size.height = max(0, frame.height - bar.height - spacing)
        case .bottom:
            slot.origin.y = frame.maxY - bar.height; slot.size.height = bar.height
            content.size.height = max(0, frame.height - bar.height - spacing)
        case .leading:
            slot.size.width = bar.width
            content.origin.x += bar.width + spacing; content.size.width = max(0, frame.width - bar.width - spacing)
        case .trailing:
            slot.origin.x = frame.maxX - bar.width; slot.size.width = bar.width
            content.size.width = max(0, frame.width - bar.width - spacing)
        }
        alignChild(node.children[1], proposal: ProposedViewSize(slot.size), in: slot, alignment: alignment)
        // The content's safe area stops at the inset: what ignores it reaches under the inset.
        let narrowed: SafeAreaRegion? = SafeAreaRegion.current.map { r in
            var insets = EdgeInsets()
            switch edge {
            case .top: insets.top = max(0, content.minY - r.safe.minY)
            case .bottom: insets.bottom = max(0, r.safe.maxY - content.maxY)
            case .leading: insets.leading = max(0, content.minX - r.safe.minX)
            case .trailing: insets.trailing = max(0, r.safe.maxX - content.maxX)
            }
            return r.narrowed(by: insets)
        }
        SafeAreaRegion.with(narrowed ?? SafeAreaRegion.current) {
            node.children[0].place(in: content)
        }
    }
}

extension View {
    /// Shows `content` at the top or bottom edge of the view and lays the view out in the
    /// space left, with its safe area shrunk by the inset. `spacing` `nil` is 0 (SwiftUI's
    /// default is unpublished; no gap is what iOS shows for a bar made this way).
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        modifier(SafeAreaInsetModifier(edge: edge == .top ? .top : .bottom,
                                       alignment: Alignment(horizontal: alignment, vertical: .center),
                                       spacing: max(0, (spacing ?? 0).finiteOrZero), inset: content()))
    }

    /// Shows `content` at the leading or trailing edge of the view, as the vertical form.
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        modifier(SafeAreaInsetModifier(edge: edge == .leading ? .leading : .trailing,
                                       alignment: Alignment(horizontal: .center, vertical: alignment),
                                       spacing: max(0, (spacing ?? 0).finiteOrZero), inset: content()))
    }
}
