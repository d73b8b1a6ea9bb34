/// Every running animation of one ``ViewGraph``, on its virtual clock.
///
/// Each animatable value (a modifier's `animatableData`, a frame, a colour) is kept by the
/// identity of the view it belongs to and a key naming the value. When a pass produces a new
/// target inside a transaction with an animation, the value does not jump: the change becomes
/// a *track* that starts at the current time and fades its delta out along the animation's
/// curve. The value shown at time t is
///
///     target − Σ deltaᵢ · (1 − progressᵢ(t − startᵢ))
///
/// which is SwiftUI's additive model: a change made while another is running adds its own
/// delta on top, so a moving value never jumps and a spring keeps the velocity it had (the
/// earlier track keeps running beside the new one).
///
/// Time is virtual: nothing here reads a wall clock. `time == nil` (stills) shows every
/// value at its target, as a still shows the state a view settles in.
@MainActor
final package class AnimationStore {
    struct Key: Hashable {
        let identity: ViewIdentity
        let name: String
    }

    /// Seconds on the virtual clock; `nil` renders stills (animations finish at once).
    var time: Double?
    private var animators: [Key: any AnyAnimator] = [:]
    private var touched: Set<Key> = []
    /// Completions waiting for their animations: id → callback.
    private var completions: [Int: () -> Void] = [:]
    /// Completions whose transaction reached a pass (so their tracks, if any, exist).
    private var armed: Set<Int> = []

    /// The value to show for `target` at `key`, starting or continuing its animation.
    func value<V: VectorArithmetic>(_ target: V, at key: Key, transaction: Transaction) -> V {
        touched.insert(key)
        guard let now = time else {
            animators[key] = Animator(target: target)
            return target
        }
        if let existing = animators[key] as? Animator<V> {
            existing.retarget(target, transaction: transaction, now: now)
            return existing.value(at: now)
        }
        animators[key] = Animator(target: target)
        return target
    }

    private var scopeValues: [ViewIdentity: AnimationScope] = [:]
    /// Each container's children as the last pass drew them (for transitions).
    var previousChildren: [ViewIdentity: [ViewNode]] = [:]
    /// Views playing their removal transition, by identity, with the container they left.
    var leaving: [ViewIdentity: (parent: ViewIdentity, view: LeavingView)] = [:]

    /// Whether the value at `key` has a track still running.
    func isRunning(at key: Key) -> Bool { animators[key]?.isRunning ?? false }

    /// Whether the value of the `.animation(_:value:)` scope at `identity` differs from the
    /// one the previous pass saw there (false the first time: nothing changed yet).
    func scopeValueChanged(_ scope: AnimationScope, at identity: ViewIdentity) -> Bool {
        defer { scopeValues[identity] = scope }
        guard let old = scopeValues[identity] else { return false }
        return scope.valueChanged(from: old)
    }

    /// Whether the value at `key` is being animated in this pass (its last frame included).
    func isAnimating(at key: Key) -> Bool { animators[key]?.isRunning ?? false }

    /// Whether a value has been seen at `key` before (so a change to it can animate).
    func hasValue(at key: Key) -> Bool { animators[key] != nil }

    /// Starts a pass: the transaction's completion, if any, now waits for its tracks.
    func beginPass(_ transaction: Transaction) {
        touched = []
        timelineIsRunning = false
        // Completions registered since the last pass belong to changes this pass applies
        // (a `withAnimation` block that changed nothing still completes, after this pass).
        for (id, c) in AnimationCompletions.takeAll() {
            completions[id] = c
            armed.insert(id)
        }
    }

    /// Ends a pass: values no view asked for are forgotten, finished tracks removed, and
    /// completions whose tracks all finished are returned (to run before the next pass).
    func endPass() -> [() -> Void] {
        for key in animators.keys where !touched.contains(key) { animators[key] = nil }
        let now = time ?? .infinity
        var running: Set<Int> = []
        for a in animators.values {
            a.prune(now: now)
            running.formUnion(a.completionIDs)
        }
        var due: [() -> Void] = []
        for id in armed.sorted() where !running.contains(id) {
            if let c = completions.removeValue(forKey: id) { due.append(c) }
            armed.remove(id)
        }
        return due
    }

    /// Whether any animation is still running at the current time (after the last pass).
    var isAnimating: Bool { animators.values.contains { $0.isRunning } || !armed.isEmpty || timelineIsRunning }

    /// Whether a `TimelineView` that updates with time was drawn in the last pass.
    package var timelineIsRunning = false
    /// Each matched-geometry group's source in the last pass (``matchGeometry(_:graph:)``).
    var matchedSources: [AnyHashable: MatchedGeometryRecord] = [:]
}

/// A value with its running tracks, type-erased for the store.
@MainActor
protocol AnyAnimator: AnyObject {
    func prune(now: Double)
    var completionIDs: Set<Int> { get }
    var isRunning: Bool { get }
}

@MainActor
final class Animator<V: VectorArithmetic>: AnyAnimator {
    struct Track {
        var delta: V
        let animation: Animation
        let start: Double
        let completionID: Int?
    }

    private(set) var target: V
    private var tracks: [Track] = []

    init(target: V) { self.target = target }

    func retarget(_ newTarget: V, transaction: Transaction, now: Double) {
        guard newTarget != target else { return }
        if let animation = transaction.animation, !transaction.disablesAnimations {
            let delta = newTarget - target
            // Tracks are additive: one started at the same instant with the same animation and
            // no completion of its own moves by the sum of the deltas. WHY: 1,000 springs set
            // at one instant made 1,000 tracks, each evaluated on every pass (66 s).
            if let last = tracks.last, last.start == now, last.animation == animation,
               last.completionID == nil, transaction.completionID == nil {
                tracks[tracks.count - 1].delta += delta
            } else {
                tracks.append(Track(delta: delta, animation: animation, start: now, completionID: transaction.completionID))
            }
        } else {
            // An unanimated change shows its value at once, as in SwiftUI.
            tracks = []
        }
        target = newTarget
    }

    func value(at now: Double) -> V {
        var v = target
        for t in tracks {
            // A finished track shows its end exactly (a spring is within 0.1 % when it ends).
            let elapsed = now - t.start
            let p = t.animation.isComplete(at: elapsed) ? 1 : t.animation.progress(at: elapsed)
            if p != 1 { v -= t.delta.scaled(by: 1 - p) }
        }
        return v
    }

    func prune(now: Double) {
        tracks.removeAll { $0.animation.isComplete(at: now - $0.start) }
    }

    var completionIDs: Set<Int> { Set(tracks.compactMap(\.completionID)) }
    var isRunning: Bool { !tracks.isEmpty }
}
