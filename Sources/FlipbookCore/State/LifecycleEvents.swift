/// `onAppear`, `onDisappear` and `onChange` bookkeeping of one ``ViewGraph``.
///
/// Flipbook renders as a host that shows the view once: the first pass that finds a view
/// runs its `onAppear` actions; a pass that no longer finds it runs its `onDisappear`;
/// `onChange` compares a value with the one the previous pass saw at the same identity.
/// Actions run after the pass (never while a body is being evaluated, as in SwiftUI); if
/// they change state, the view is resolved again before it is drawn, so a still shows the
/// state after `onAppear` — what SwiftUI shows in its first frame for synchronous changes.
/// Actions run in resolve order: parents before children, and of several modifiers on one
/// view the outermost (last written) first (*unconfirmed*: SwiftUI does not document it).
@MainActor
final package class LifecycleEvents {
    private var appeared: Set<ViewIdentity> = []
    /// Identities in the order they appeared, so disappear actions run deterministically.
    private var appearOrder: [ViewIdentity] = []
    private var disappearActions: [ViewIdentity: () -> Void] = [:]
    private var lastValues: [ViewIdentity: Any] = [:]
    private var seen: Set<ViewIdentity> = []
    private var pending: [() -> Void] = []

    func beginPass() { seen = []; observers = 0 }

    /// How many registrations in the latest pass react to a value or a view coming and going
    /// (`onChange`, `onAppear`/`onDisappear` actions, `.task`, transitions, `.animation`
    /// scopes): while there are none, a state value that lives for no pass is seen by nothing
    /// (``ViewGraph/observesIntermediateState``).
    package private(set) var observers = 0

    /// Counts a registration of the latest pass that compares values across passes outside
    /// this bookkeeping (an `.animation(_:value:)` scope).
    package func noteObserver() { observers += 1 }

    /// Where actions registered now would queue; registering later `at` this position
    /// keeps a modifier's actions ahead of those of the content it resolved first.
    package var queuePosition: Int { pending.count }
    private var insertAt: Int?

    /// Registers with actions queued at `position` instead of at the end.
    package func registering(at position: Int, _ body: () -> Void) {
        insertAt = min(position, pending.count)
        body()
        insertAt = nil
    }

    private func enqueue(_ action: @escaping () -> Void) {
        if let i = insertAt {
            pending.insert(action, at: i)
            insertAt = i + 1
        } else {
            pending.append(action)
        }
    }

    private func note(_ id: ViewIdentity) {
        seen.insert(id)
        if appeared.insert(id).inserted { appearOrder.append(id) }
    }

    package func appear(_ id: ViewIdentity, action: (() -> Void)?) {
        if action != nil { observers += 1 }
        let isNew = !appeared.contains(id)
        note(id)
        if isNew, let action { enqueue(action) }
    }

    package func disappear(_ id: ViewIdentity, action: (() -> Void)?) {
        if action != nil { observers += 1 }
        note(id)
        disappearActions[id] = action
    }

    package func change<V>(_ id: ViewIdentity, value: V, isEqual: (V, V) -> Bool, initial: Bool, action: @escaping (V, V) -> Void) {
        observers += 1
        note(id)
        if let old = lastValues[id] as? V {
            if !isEqual(old, value) { enqueue { action(old, value) } }
        } else if initial {
            enqueue { action(value, value) }
        }
        lastValues[id] = value
    }

    /// Views not seen this pass have disappeared: queue their actions and forget them.
    func endPass() {
        let gone = appearOrder.filter { !seen.contains($0) }
        guard !gone.isEmpty else { return }
        for id in gone {
            if let action = disappearActions.removeValue(forKey: id) { pending.append(action) }
            appeared.remove(id)
            lastValues[id] = nil
        }
        appearOrder.removeAll { !seen.contains($0) }
    }

    /// Runs the queued actions; returns whether there were any.
    @discardableResult
    func runPending() -> Bool {
        guard !pending.isEmpty else { return false }
        let actions = pending
        pending = []
        for a in actions { a() }
        return true
    }
}
