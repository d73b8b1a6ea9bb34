/// `swipeActions` on a list row: the buttons a swipe reveals. A still shows a row at rest;
/// ``View/flipbookRevealSwipeActions(edge:)`` draws it swiped open, as iOS 17/18 does:
/// the row's content slides aside and the buttons fill the row's height beside it, each
/// in its tint (red for a destructive role, system grey without a tint), the label white
/// (a `Label` as its icon only, as SwiftUI shows it). A deletable row (`onDelete`) without
/// trailing actions reveals iOS's red Delete. Metrics not published, chosen by eye: a
/// button is its label plus 15 pt each side, at least 74 pt wide.
struct SwipeActionsTrait {
    let views: [any View]
    let allowsFullSwipe: Bool
}

/// The edge a test revealed a row's swipe actions on.
struct RevealedSwipeEdge { let edge: HorizontalEdge }

enum SwipeActionMetrics {
    static let minWidth: CGFloat = 74
    static let padding: CGFloat = 15
    static let grey = Color(light: Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255),
                            dark: Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255))
}

extension View {
    /// Adds actions revealed by swiping this list row from `edge`, as SwiftUI's
    /// `swipeActions(edge:allowsFullSwipe:content:)`.
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View {
        let actions = content()
        let views: [any View] = (actions as? any TupleElements)?.views ?? [actions]
        return modifier(TraitModifier { traits, _ in
            traits.extra[edge == .leading ? ObjectIdentifier(LeadingSwipeKey.self) : ObjectIdentifier(TrailingSwipeKey.self)] =
                SwipeActionsTrait(views: views, allowsFullSwipe: allowsFullSwipe)
        })
    }

    /// Draws this list row swiped open from `edge`, its swipe actions showing (Flipbook
    /// only: a still cannot swipe).
    public func flipbookRevealSwipeActions(edge: HorizontalEdge = .trailing) -> some View {
        modifier(TraitModifier { traits, _ in traits.extra[ObjectIdentifier(RevealedSwipeEdge.self)] = RevealedSwipeEdge(edge: edge) })
    }
}

private enum LeadingSwipeKey {}
private enum TrailingSwipeKey {}

extension ContainerTraits {
    /// The swipe actions revealed on this row, if a test revealed them: the edge and the
    /// button views (iOS's Delete for a deletable row with no trailing actions).
    var revealedSwipeActions: (edge: HorizontalEdge, views: [any View])? {
        guard let revealed = extra[ObjectIdentifier(RevealedSwipeEdge.self)] as? RevealedSwipeEdge else { return nil }
        let key = revealed.edge == .leading ? ObjectIdentifier(LeadingSwipeKey.self) : ObjectIdentifier(TrailingSwipeKey.self)
        if let actions = extra[key] as? SwipeActionsTrait { return (revealed.edge, actions.views) }
        if revealed.edge == .trailing, rowEditing.deletable || extra[ObjectIdentifier(RowDeleteAction.self)] != nil {
            return (.trailing, [Button("Delete", role: .destructive) {}])
        }
        return nil
    }
}

/// The revealed buttons of a row, side by side, as iOS draws them.
struct SwipeActionButtons: View {
    let views: [any View]
    let edge: HorizontalEdge

    var body: some View {
        // The first action is at the edge the row was swiped from.
        let ordered = edge == .trailing ? Array(views.reversed()) : views
        HStack(spacing: 0) {
            ForEach(0..<ordered.count, id: \.self) { i in SwipeActionButton(action: ordered[i]) }
        }
    }
}

private struct SwipeActionButton: View, PrimitiveView {
    typealias Body = Never
    let action: any View

    func makeNode(_ context: ResolveContext) -> ViewNode {
        // The label and role of a Button (possibly under modifiers such as `.tint`), and the
        // tint the action sets, read from the action resolved as written.
        let parts = (action as? any AlertButtonParts)?.alertButton ?? (action as? any SwipeWrappedButton)?.wrappedAlertButton
        let written = resolveViewList(of: AnyView(action), context.child(.explicit("written")))
        let tint = written.first?.environment.tint
        let fill: AnyShapeStyle = parts?.role == .destructive ? AnyShapeStyle(Color.red) : (tint ?? AnyShapeStyle(SwipeActionMetrics.grey))
        let label = parts?.label ?? AnyView(action)
        let look = label
            .labelStyle(.iconOnly)
            .font(.system(size: 15))
            .foregroundStyle(Color.white)
            .lineLimit(1)
            .padding(.horizontal, SwipeActionMetrics.padding)
            .frame(minWidth: SwipeActionMetrics.minWidth, maxHeight: .infinity)
            .background(Rectangle().fill(fill))
        return resolveSingle(of: look, context.child(.content))
    }
}

/// A button under modifiers (`Button(…).tint(.orange)`), for its label and role.
@MainActor protocol SwipeWrappedButton { var wrappedAlertButton: AlertButton? { get } }
extension ModifiedContent: SwipeWrappedButton where Content: View {
    var wrappedAlertButton: AlertButton? {
        (content as? any AlertButtonParts)?.alertButton ?? (content as? any SwipeWrappedButton)?.wrappedAlertButton
    }
}
