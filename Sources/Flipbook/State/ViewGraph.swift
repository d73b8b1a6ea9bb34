import Synchronization

/// Where a rendering keeps what outlives one evaluation of `body`: `@State` storage, keyed
/// by the view's structural identity and the property's name. Re-resolving a view finds
/// its state again; a view that leaves the tree leaves its state behind.
@MainActor
public final class ViewGraph {
    private var storage: [ViewIdentity: [String: AnyObject]] = [:]
    /// Identities whose state was read or installed in the current pass.
    private var live: Set<ViewIdentity> = []
    /// Bumped whenever a state value changes (`@State`, a `@Published` property of an
    /// object a view follows, an `@Observable` property a body read), so callers know to
    /// render again.
    nonisolated public var generation: Int { changes.withLock { $0.generation } }
    /// Views the last pass could not draw, and why (a missing `@EnvironmentObject`…).
    public private(set) var errors: [RenderError] = []
    /// `onAppear`/`onDisappear`/`onChange` state.
    let lifecycle = LifecycleEvents()

    public init() {}

    func location<Value>(for identity: ViewIdentity, name: String, initial: Value) -> StateLocation<Value> {
        live.insert(identity)
        if let existing = storage[identity]?[name] as? StateLocation<Value> { return existing }
        let loc = StateLocation(value: initial, graph: self)
        storage[identity, default: [:]][name] = loc
        return loc
    }

    /// The transaction of the latest change: its animation if it was made inside
    /// `withAnimation`, for the animation work.
    nonisolated public var lastTransaction: Transaction { changes.withLock { $0.transaction } }

    // Objects may change on any thread (a model updated from a network callback), so the
    // change count is guarded; everything else belongs to the thread that renders.
    private let changes = Mutex<(generation: Int, transaction: Transaction)>((0, Transaction()))

    nonisolated func didChange() {
        let transaction = Transaction.current ?? Transaction()
        changes.withLock { $0 = ($0.generation + 1, transaction) }
    }

    /// Starts a resolve pass: identities not seen again by ``endPass()`` lose their state.
    func beginPass() {
        live = []
        errors = []
        lifecycle.beginPass()
    }

    func record(_ error: RenderError) { errors.append(error) }

    func endPass() {
        for id in storage.keys where !live.contains(id) { storage[id] = nil }
        lifecycle.endPass()
    }

    /// Runs lifecycle actions queued by the last pass and work queued on the main queue
    /// (`DispatchQueue.main.async`); true if they changed state, so another pass is due.
    func runQueuedWork() -> Bool {
        let before = generation
        lifecycle.runPending()
        MainQueueWork.drain()
        return generation != before
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
