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
    package let lifecycle = LifecycleEvents()

    public init() { appStorage.graph = self; sceneStorage.graph = self }

    package func location<Value>(for identity: ViewIdentity, name: String, initial: Value) -> StateLocation<Value> {
        live.insert(identity)
        if let existing = storage[identity]?[name] as? StateLocation<Value> { return existing }
        let loc = StateLocation(value: initial, graph: self)
        loc.source = ChangeSource(.state(name: name, owner: linkingViewType), at: identity)
        storage[identity, default: [:]][name] = loc
        return loc
    }

    /// The transaction of the latest change: its animation if it was made inside
    /// `withAnimation`.
    nonisolated public var lastTransaction: Transaction { changes.withLock { $0.transaction } }

    // Objects may change on any thread (a model updated from a network callback), so the
    // change count is guarded; everything else belongs to the thread that renders.
    // `pending` is the transaction the next pass animates with: the latest change's, unless
    // an unanimated write (a `DispatchQueue.main.async` block re-setting a binding to the
    // same value, as the seeds' flip effect does every frame) came after an animated one.
    private let changes = Mutex<(generation: Int, transaction: Transaction, pending: Transaction?, source: ChangeSource?)>((0, Transaction(), nil, nil))

    nonisolated package func didChange(_ source: ChangeSource? = nil) {
        let transaction = Transaction.current ?? Transaction()
        changes.withLock {
            $0.generation += 1
            $0.transaction = transaction
            $0.source = source
            if $0.pending?.animation == nil || transaction.animation != nil { $0.pending = transaction }
        }
    }

    /// What made the latest change, when known (for the error of a render that never settles).
    nonisolated package var lastChangeSource: ChangeSource? { changes.withLock { $0.source } }

    /// The type of the view whose dynamic properties are being linked, so the state
    /// locations created meanwhile know whose they are.
    package var linkingViewType: Any.Type?

    /// How many resolve passes this graph has run (a test counts a render's passes with it).
    package private(set) var passCount = 0

    /// Running animations and the virtual clock they run on.
    package let animations = AnimationStore()

    /// The virtual time of the passes, in seconds; `nil` (the default) renders stills, in
    /// which every animation shows its end state. ``FrameSequence`` sets it for each frame.
    public var time: Double? {
        get { animations.time }
        set { animations.time = newValue; tasks.now = newValue ?? 0 }
    }

    /// The virtual clock `.task` work sleeps on (``TaskClock``).
    public let tasks = TaskClock()
    /// The in-memory store `@AppStorage` and `@SceneStorage` read in this render
    /// (``AppStorageValues``); seed it before rendering.
    public let appStorage = AppStorageValues()
    /// The in-memory store `@SceneStorage` reads in this render, empty unless seeded.
    public let sceneStorage = AppStorageValues()

    /// Whether an animation is still running at ``time`` (after the latest pass).
    public var isAnimating: Bool { animations.isAnimating }

    /// The transaction of the changes the current pass applies.
    private(set) var passTransaction = Transaction()
    /// Completions whose animations finished in the last pass, to run before the next.
    private var dueCompletions: [() -> Void] = []

    /// Starts a resolve pass: identities not seen again by ``endPass()`` lose their state.
    func beginPass() {
        passCount += 1
        live = []
        errors = []
        lifecycle.beginPass()
        receivers.beginPass()
        passTransaction = changes.withLock { c in defer { c.pending = nil }; return c.pending ?? Transaction() }
        animations.beginPass(passTransaction)
        if timers.isRunning { animations.timelineIsRunning = true }
    }

    package func record(_ error: RenderError) { errors.append(error) }

    func endPass() {
        for id in storage.keys where !live.contains(id) { storage[id] = nil }
        lifecycle.endPass()
        receivers.endPass()
        dueCompletions += animations.endPass()
    }

    /// Runs what the last pass left to do — completions of animations it finished, the
    /// `onAppear`/`onChange`/`onDisappear` actions it queued, its new `onReceive`
    /// subscriptions, and one batch of work queued on the main queue
    /// (`DispatchQueue.main.async`) — and says whether another pass is due: the work changed
    /// state, or queued more main-queue work (which runs before that pass).
    func runQueuedWork() -> Bool {
        let before = generation
        let due = dueCompletions
        dueCompletions = []
        for c in due { c() }
        lifecycle.runPending()
        receivers.subscribePending()
        MainQueueWork.drain()
        return generation != before || MainQueueWork.hasPending
    }

    /// Whether anything in the latest pass could see a state value that lives for no pass of
    /// its own: an observer registered (``LifecycleEvents/observers``: `onChange`,
    /// `onAppear`/`onDisappear`, `.task`, transitions, `.animation` scopes), a subscription,
    /// a timer, a sleeping or running task, or a running animation (whose retargeting
    /// depends on where it was). ``FrameSequence`` lays out between two state assignments at
    /// one instant only while this is true.
    package var observesIntermediateState: Bool {
        lifecycle.observers > 0 || !receivers.isEmpty || timers.isRunning || isAnimating
            || tasks.hasSleepers || tasks.hasRunningTasks
    }

    /// How many views currently hold state (for tests).
    public var statefulViewCount: Int { storage.count }

    /// What a host is pressing: read by buttons for `isPressed` (see ``ViewHost``).
    package let interaction = InteractionState()

    /// The observable objects this graph follows (``ObjectObservations``).
    let observations = ObjectObservations()
    /// Combine timers running on this graph's virtual clock (``VirtualTimers``).
    let timers = VirtualTimers()
    /// `onReceive` subscriptions (``Receivers``).
    let receivers = Receivers()
}

/// The persistent home of one `@State` value.
final package class StateLocation<Value> {
    /// Setting the value it holds already (by `==`, when the type is `Equatable`) is no
    /// change, as in SwiftUI: a binding re-set every frame (the seeds' flip effect) must not
    /// keep a render from settling.
    package var value: Value {
        didSet { if !isSameValue(oldValue, value) { graph?.didChange(source) } }
    }
    weak var graph: ViewGraph?
    /// Whose state this is, for errors.
    var source: ChangeSource?

    package init(value: Value, graph: ViewGraph?) {
        self.value = value
        self.graph = graph
    }
}

/// Whether two values are equal by `==` (false when the type is not `Equatable`).
private func isSameValue<T>(_ a: T, _ b: T) -> Bool {
    guard let a = a as? any Equatable else { return false }
    return a.isEqual(toAny: b)
}

extension Equatable {
    fileprivate func isEqual(toAny other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
