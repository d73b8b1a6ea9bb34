import Foundation
import Synchronization

/// A key for state a custom animation keeps, as SwiftUI's `AnimationStateKey`.
public protocol AnimationStateKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// State a custom animation keeps between calls, as SwiftUI's `AnimationState`.
public struct AnimationState<Value: VectorArithmetic> {
    private var values: [ObjectIdentifier: Any] = [:]
    public init() {}
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// What a custom animation is given, as SwiftUI's `AnimationContext`.
public struct AnimationContext<Value: VectorArithmetic> {
    /// State the animation keeps.
    public var state: AnimationState<Value>
    /// Set by the animation once it has logically finished (for completions).
    public var isLogicallyComplete: Bool
    /// The environment of the animated view.
    public let environment: EnvironmentValues

    init(state: AnimationState<Value> = AnimationState(), isLogicallyComplete: Bool = false, environment: EnvironmentValues = EnvironmentValues()) {
        self.state = state
        self.isLogicallyComplete = isLogicallyComplete
        self.environment = environment
    }

    /// This context with a state of another value type.
    public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
        AnimationContext<T>(state: state, isLogicallyComplete: isLogicallyComplete, environment: environment)
    }
}

/// An animation you define, as SwiftUI's `CustomAnimation`: `animate` returns the part of
/// the change `value` shown `time` seconds in, or `nil` once finished.
///
/// ```swift
/// struct LinearAnimation: CustomAnimation {
///     let duration: TimeInterval
///     func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
///         guard time <= duration else { return nil }
///         return value.scaled(by: time / duration)
///     }
/// }
/// withAnimation(Animation(LinearAnimation(duration: 1))) { … }
/// ```
///
/// Flipbook plays it as the fraction of a change of 1 it returns at each time (custom
/// animations scale the change they are given); the state starts fresh at each frame.
public protocol CustomAnimation: Hashable, Sendable {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool
}

extension CustomAnimation {
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? { nil }
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool { false }
}

/// A custom animation, erased for ``Animation``.
struct AnyCustomAnimation: Hashable, @unchecked Sendable {
    let base: AnyHashable
    let progress: @Sendable (Double) -> Double?
    /// When `animate` first returns `nil` (searched once).
    let duration: Double?

    init<A: CustomAnimation>(_ animation: A) {
        base = AnyHashable(animation)
        let progress: @Sendable (Double) -> Double? = { t in
            var context = AnimationContext<Double>()
            return animation.animate(value: 1.0, time: t, context: &context)
        }
        self.progress = progress
        // The first time (to 1/600 s, within a minute) at which the animation reports done.
        var t = 0.0, found: Double?
        while t <= 60 {
            if progress(t) == nil { found = t; break }
            t += 1.0 / 600
        }
        duration = found
    }

    static func == (a: Self, b: Self) -> Bool { a.base == b.base }
    func hash(into hasher: inout Hasher) { hasher.combine(base) }
}

extension Animation {
    /// An animation that plays `base`, as SwiftUI's `Animation.init(_:)`.
    public init<A: CustomAnimation>(_ base: A) { self.init(.custom(AnyCustomAnimation(base))) }
}

/// A key for a value carried by a transaction, as SwiftUI's `TransactionKey`.
public protocol TransactionKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// Custom values a transaction carries; they do not make transactions differ.
struct TransactionValues: Hashable, @unchecked Sendable {
    var values: [ObjectIdentifier: Any] = [:]
    static func == (a: Self, b: Self) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
}

extension Transaction {
    /// The value for a custom key, as SwiftUI's `Transaction` subscript.
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { customValues.values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { customValues.values[ObjectIdentifier(key)] = newValue }
    }
}
