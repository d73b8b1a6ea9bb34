/// When `withAnimation`'s completion runs, as SwiftUI's `AnimationCompletionCriteria`.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let logical: Bool
    /// When the animation has logically finished (a spring nearly at rest).
    public static let logicallyComplete = AnimationCompletionCriteria(logical: true)
    /// When the animation has stopped entirely.
    public static let removed = AnimationCompletionCriteria(logical: false)
}

/// Runs `body` with `animation` like ``withAnimation(_:_:)``, then `completion`. Flipbook
/// applies changes at once in a still (the animation is recorded, not played), so the
/// animation is complete when `body` returns and `completion` runs then.
public func withAnimation<Result>(_ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    let result = try withAnimation(animation, body)
    completion()
    return result
}
