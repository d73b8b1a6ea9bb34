/// The context of a state change, as SwiftUI's `Transaction`: above all the animation the
/// change should play with.
public struct Transaction: Sendable, Hashable {
    /// The animation of the change, `nil` for none.
    public var animation: Animation?
    /// Whether `.animation(_:)` modifiers below should leave this change unanimated.
    public var disablesAnimations = false
    /// Whether the change is one of a continuous series (a drag).
    public var isContinuous = false
    /// The completion ``withAnimation(_:completionCriteria:_:completion:)`` registered.
    var completionID: Int?
    /// Values set through ``subscript(_:)`` with a ``TransactionKey``.
    var customValues = TransactionValues()

    public init() {}
    public init(animation: Animation?) { self.animation = animation }

    /// The transaction of the `withAnimation`/`withTransaction` block running now, if any.
    @TaskLocal static var current: Transaction?
}

/// Runs `body` now; state it changes animates with `animation` in the frames that follow
/// (see ``FrameSequence``; a still shows the end state). Returns what `body` returns.
/// `animation` defaults to ``Animation/default``.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

/// Runs `body` with `transaction` as the context of the state changes it makes.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try Transaction.$current.withValue(transaction, operation: body)
}

/// Runs `body` with the transaction's value at `keyPath` set, as SwiftUI's
/// `withTransaction(_:_:_:)`.
public func withTransaction<R, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R) rethrows -> R {
    var t = Transaction.current ?? Transaction()
    t[keyPath: keyPath] = value
    return try withTransaction(t, body)
}
