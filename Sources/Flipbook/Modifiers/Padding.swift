/// SwiftUI's `padding`: insets the content, proposing it the space left inside.
///
/// A NaN or infinite inset is zero. Negative insets shrink the view (SwiftUI allows them) but
/// never below an empty size.
struct PaddingModifier: ViewModifier, WrappingModifier {
    typealias Body = Never
    let insets: EdgeInsets
    init(insets: EdgeInsets) {
        self.insets = EdgeInsets(top: insets.top.finiteOrZero, leading: insets.leading.finiteOrZero,
                                 bottom: insets.bottom.finiteOrZero, trailing: insets.trailing.finiteOrZero)
    }
    func makeBehavior(_ context: ResolveContext) -> any NodeBehavior { PaddingBehavior(insets: insets) }
}

struct PaddingBehavior: NodeBehavior {
    let insets: EdgeInsets

    // Padded edges behave as a plain view's; unpadded ones keep the content's preferences.
    func spacing(node: ViewNode) -> ViewSpacing {
        var s = node.children[0].spacing
        var padded: Edge.Set = []
        if insets.top != 0 { padded.insert(.top) }
        if insets.leading != 0 { padded.insert(.leading) }
        if insets.bottom != 0 { padded.insert(.bottom) }
        if insets.trailing != 0 { padded.insert(.trailing) }
        s.reset(padded)
        return s
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let h = insets.leading + insets.trailing, v = insets.top + insets.bottom
        let p = ProposedViewSize(width: proposal.width.map { max(0, $0 - h) }, height: proposal.height.map { max(0, $0 - v) })
        let s = node.children[0].sizeThatFits(p)
        return CGSize(width: max(0, s.width + h), height: max(0, s.height + v))
    }

    func placeChildren(in frame: CGRect, node: ViewNode) {
        node.children[0].place(in: CGRect(x: frame.minX + insets.leading, y: frame.minY + insets.top,
                                          width: max(0, frame.width - insets.leading - insets.trailing),
                                          height: max(0, frame.height - insets.top - insets.bottom)))
    }
}

extension View {
    /// Pads the given edges by `length` (16 pt, SwiftUI's default, when `nil`).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let l = length ?? 16
        return modifier(PaddingModifier(insets: EdgeInsets(
            top: edges.contains(.top) ? l : 0, leading: edges.contains(.leading) ? l : 0,
            bottom: edges.contains(.bottom) ? l : 0, trailing: edges.contains(.trailing) ? l : 0)))
    }

    /// Pads every edge by `length`.
    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

    /// Pads each edge by its own amount.
    public func padding(_ insets: EdgeInsets) -> some View { modifier(PaddingModifier(insets: insets)) }
}
