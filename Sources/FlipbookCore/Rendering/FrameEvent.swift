/// One step of a ``FrameSequence``'s script: what a finger (or the code) does, and when.
///
/// Times are seconds on the sequence's virtual clock. A view is found by its explicit
/// identity (`.id(_:)`) or by a point in root coordinates.
public struct FrameEvent: Sendable {
    /// Where a finger goes.
    public enum Target: Sendable {
        case id(AnyHashableSendable)
        case point(CGPoint)
    }

    package enum Step: Sendable {
        case press(Target)
        case move(to: CGPoint)
        case release
        case perform(@MainActor @Sendable () -> Void)
    }

    /// When the event happens.
    public var time: Double
    /// The event only assigns state values, outside `withAnimation` and any transaction (a
    /// scene's `set` without `animation`, in a scene without `animation` modifiers): two such
    /// events at one instant need no pass between them when nothing observes the value the
    /// first one set (``FrameSequence``).
    package var assignsStateOnly = false
    package let steps: [(offset: Double, step: Step)]
    /// The call that made the event, as written (`.tap("like", at: 0.1)`), for messages.
    public let call: String

    init(time: Double, steps: [(Double, Step)], call: String) {
        self.time = time
        self.steps = steps.map { (offset: $0.0, step: $0.1) }
        self.call = call
    }

    /// An id as Swift source writes it: strings quoted, anything else as printed.
    static func literal(_ id: some Hashable) -> String {
        if let s = id as? String { return "\"\(s)\"" }
        return "\(id)"
    }

    /// A tap (finger down and up) on the view with explicit identity `id`: the view marked
    /// `.id(id)`, or the row a `ForEach` gave the id. It lands on the view's centre (or the
    /// nearest point of the view, if the centre is a gap). An id no view has at `time` is an
    /// error when the sequence plays (``FrameSequenceError/noView(id:event:time:suggestion:)``).
    public static func tap<ID: Hashable & Sendable>(_ id: ID, at time: Double) -> FrameEvent {
        FrameEvent(time: time, steps: [(0, .press(.id(AnyHashableSendable(id)))), (0, .release)],
                   call: ".tap(\(literal(id)), at: \(time))")
    }
    /// A tap at `point` (root points).
    public static func tap(at point: CGPoint, time: Double) -> FrameEvent {
        FrameEvent(time: time, steps: [(0, .press(.point(point))), (0, .release)], call: ".tap(at: \(point), time: \(time))")
    }
    /// A finger put down on the view `id`, held until a ``release(at:)``.
    public static func press<ID: Hashable & Sendable>(_ id: ID, at time: Double) -> FrameEvent {
        FrameEvent(time: time, steps: [(0, .press(.id(AnyHashableSendable(id))))], call: ".press(\(literal(id)), at: \(time))")
    }
    /// A finger put down at `point`.
    public static func press(at point: CGPoint, time: Double) -> FrameEvent {
        FrameEvent(time: time, steps: [(0, .press(.point(point)))], call: ".press(at: \(point), time: \(time))")
    }
    /// The finger lifted.
    public static func release(at time: Double) -> FrameEvent {
        FrameEvent(time: time, steps: [(0, .release)], call: ".release(at: \(time))")
    }
    /// A press on `id` held for `duration` seconds, then released.
    public static func longPress<ID: Hashable & Sendable>(_ id: ID, at time: Double, duration: Double = 0.5) -> FrameEvent {
        FrameEvent(time: time, steps: [(0, .press(.id(AnyHashableSendable(id)))), (max(duration, 0), .release)],
                   call: ".longPress(\(literal(id)), at: \(time), duration: \(duration))")
    }
    /// A drag along `path` (root points, at least one point) taking `duration` seconds: the
    /// finger goes down on the first point, moves through the others at even steps of time,
    /// and lifts on the last.
    public static func drag(along path: [CGPoint], at time: Double, duration: Double = 0.3) -> FrameEvent {
        let call = ".drag(along: \(path), at: \(time), duration: \(duration))"
        guard let first = path.first else { return FrameEvent(time: time, steps: [], call: call) }
        var steps: [(Double, Step)] = [(0, .press(.point(first)))]
        let moves = path.dropFirst()
        for (i, p) in moves.enumerated() {
            steps.append((max(duration, 0) * Double(i + 1) / Double(moves.count), .move(to: p)))
        }
        steps.append((max(duration, 0), .release))
        return FrameEvent(time: time, steps: steps, call: call)
    }
    /// Runs `action` at `time`: change state here, inside `withAnimation` to animate it.
    public static func perform(at time: Double, _ action: @escaping @MainActor @Sendable () -> Void) -> FrameEvent {
        FrameEvent(time: time, steps: [(0, .perform(action))], call: ".perform(at: \(time))")
    }
}

/// A hashable, sendable id (view ids given to a script).
public struct AnyHashableSendable: Hashable, @unchecked Sendable, CustomStringConvertible {
    package let base: AnyHashable
    public init<H: Hashable & Sendable>(_ base: H) { self.base = AnyHashable(base) }
    /// The id as Swift source writes it (strings quoted).
    public var description: String {
        if let s = base.base as? String { return "\"\(s)\"" }
        return "\(base.base)"
    }
}
