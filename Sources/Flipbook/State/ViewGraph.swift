/// Where a rendering keeps what outlives one evaluation of `body`: `@State` storage, keyed
/// by the view's structural identity and the property's name. Re-resolving a view finds
/// its state again; a view that leaves the tree leaves its state behind.
public final class ViewGraph {
    private var storage: [ViewIdentity: [String: AnyObject]] = [:]
    /// Identities whose state was read or installed in the current pass.
    private var live: Set<ViewIdentity> = []
    /// Bumped whenever a state value changes, so callers know to render again.
    public private(set) var generation = 0

    public init() {}

    func location<Value>(for identity: ViewIdentity, name: String, initial: Value) -> StateLocation<Value> {
        live.insert(identity)
        if let existing = storage[identity]?[name] as? StateLocation<Value> { return existing }
        let loc = StateLocation(value: initial, graph: self)
        storage[identity, default: [:]][name] = loc
        return loc
    }

    func didChange() { generation += 1 }

    /// Starts a resolve pass: identities not seen again by ``endPass()`` lose their state.
    func beginPass() { live = [] }

    func endPass() {
        for id in storage.keys where !live.contains(id) { storage[id] = nil }
    }

    /// How many views currently hold state (for tests).
    public var statefulViewCount: Int { storage.count }

    /// What a host is pressing: read by buttons for `isPressed` (see ``ViewHost``).
    let interaction = InteractionState()
}

/// The persistent home of one `@State` value.
final class StateLocation<Value> {
    var value: Value {
        didSet { graph?.didChange() }
    }
    weak var graph: ViewGraph?

    init(value: Value, graph: ViewGraph?) {
        self.value = value
        self.graph = graph
    }
}
