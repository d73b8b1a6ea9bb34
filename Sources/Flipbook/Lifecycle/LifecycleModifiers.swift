/// Registers lifecycle actions with the graph; the content is unchanged.
struct LifecycleModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let register: (LifecycleEvents, ViewIdentity) -> Void
    func resolve(_ content: (ResolveContext) -> [ViewNode], _ context: ResolveContext) -> [ViewNode] {
        // Without a graph nothing outlives the pass, so there is no lifecycle to follow.
        if let graph = context.graph { register(graph.lifecycle, context.identity) }
        return content(context)
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
        modifier(LifecycleModifier { events, id in events.change(id, value: value, isEqual: ==, initial: false) { _, new in action(new) } })
    }

    /// Runs `action` with the old and new values when `value` changes; with `initial`, also
    /// when the view first appears (both values then the same).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        modifier(LifecycleModifier { events, id in events.change(id, value: value, isEqual: ==, initial: initial, action: action) })
    }

    /// Runs `action` when `value` changes (and first, with `initial`).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        modifier(LifecycleModifier { events, id in events.change(id, value: value, isEqual: ==, initial: initial) { _, _ in action() } })
    }
}
