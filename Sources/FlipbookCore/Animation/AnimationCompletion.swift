import Synchronization

/// When `withAnimation`'s completion runs, as SwiftUI's `AnimationCompletionCriteria`.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let logical: Bool
    /// When the animation has logically finished (a spring nearly at rest).
    public static let logicallyComplete = AnimationCompletionCriteria(logical: true)
    /// When the animation has stopped entirely.
    public static let removed = AnimationCompletionCriteria(logical: false)
}

/// Runs `body` with `animation` like ``withAnimation(_:_:)``; `completion` runs before the
/// first frame at which every animation the changes started has finished (on a
/// ``FrameSequence``'s virtual clock), or after the next pass for a still, where animations
/// finish at once. Flipbook's springs finish when within 0.1 % of their change, so both
/// criteria behave alike.
public func withAnimation<Result>(_ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    var t = Transaction.current ?? Transaction()
    t.animation = animation
    t.completionID = AnimationCompletions.register(completion)
    return try withTransaction(t, body)
}

extension Transaction {
    /// Adds a callback for when the animations this transaction starts have finished, as
    /// SwiftUI's `addAnimationCompletion(criteria:_:)`.
    public mutating func addAnimationCompletion(criteria: AnimationCompletionCriteria = .logicallyComplete,
                                                _ completion: @escaping () -> Void) {
        completionID = AnimationCompletions.register(completion)
    }
}

/// Completions registered by transactions, until a pass takes them.
enum AnimationCompletions {
    private struct Entry: @unchecked Sendable { let run: () -> Void }
    private static let state = Mutex<(next: Int, waiting: [(Int, Entry)])>((1, []))

    static func register(_ completion: @escaping () -> Void) -> Int {
        state.withLock { s in
            let id = s.next
            s.next += 1
            s.waiting.append((id, Entry(run: completion)))
            return id
        }
    }

    /// Every completion registered since the last call, oldest first.
    static func takeAll() -> [(Int, () -> Void)] {
        state.withLock { s in
            defer { s.waiting = [] }
            return s.waiting.map { ($0.0, $0.1.run) }
        }
    }
}
