/// Registers lifecycle actions with the graph; the content is unchanged.
///
/// As SwiftUI applies a modifier to each view of a group, the actions are registered once
/// per content node (by the node's identity): `ForEach(rows) { … }.onAppear { … }` runs
/// for every row, and not at all while there are no rows.
struct LifecycleModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let register: @MainActor (LifecycleEvents, ViewIdentity) -> Void
    func resolve(_ content: (ResolveContext) -> [ViewNode], _ context: ResolveContext) -> [ViewNode] {
        // Without a graph nothing outlives the pass, so there is no lifecycle to follow.
        guard let events = context.graph?.lifecycle else { return content(context) }
        let position = events.queuePosition
        let nodes = content(context)
        events.registering(at: position) {
            // Rows are told apart by their own identity, so a ForEach row keeps its
            // lifecycle when rows move.
            for node in nodes {
                register(events, nodes.count == 1 ? context.identity : context.identity.appending(.explicit(AnyHashable(node.identity))))
            }
        }
        return nodes
    }
}

extension View {
    /// Runs `action` when the view first appears (once per identity, after the pass that
    /// found it; state it changes shows in the same render).
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(LifecycleModifier { events, id in events.appear(id, action: action) })
    }

    /// Runs `action` after a render in which the view is no longer found.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(LifecycleModifier { events, id in events.disappear(id, action: action) })
    }

    /// Runs `action` with the new value when `value` differs from the previous render's
    /// (the iOS 14 form).
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        modifier(LifecycleModifier { events, id in events.change(id, value: value, isEqual: { $0 == $1 }, initial: false) { _, new in action(new) } })
    }

    /// Runs `action` with the old and new values when `value` changes; with `initial`, also
    /// when the view first appears (both values then the same).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        modifier(LifecycleModifier { events, id in events.change(id, value: value, isEqual: { $0 == $1 }, initial: initial, action: action) })
    }

    /// Runs `action` when `value` changes (and first, with `initial`).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        modifier(LifecycleModifier { events, id in events.change(id, value: value, isEqual: { $0 == $1 }, initial: initial) { _, _ in action() } })
    }
}
