/// A value a gesture writes while it runs and that goes back to its initial value when the
/// gesture ends, as SwiftUI's `@GestureState`. Update it with `gesture.updating($state) { … }`.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    final class Box {
        let initial: Value
        var location: StateLocation<Value>?
        /// How the reset happens: its transaction (animation), given the value being reset.
        let reset: (Value, inout Transaction) -> Void
        init(initial: Value, reset: @escaping (Value, inout Transaction) -> Void = { _, _ in }) {
            self.initial = initial
            self.reset = reset
        }
    }

    let box: Box

    /// A gesture state that rests at `wrappedValue`.
    public init(wrappedValue: Value) { box = Box(initial: wrappedValue) }
    /// A gesture state that goes back to `wrappedValue` in `resetTransaction` (e.g. animated).
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        box = Box(initial: wrappedValue) { _, t in t = resetTransaction }
    }
    /// A gesture state whose `reset` closure can give the reset a transaction (an animation).
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        box = Box(initial: wrappedValue, reset: reset)
    }
    /// A gesture state that rests at `initialValue`.
    public init(initialValue: Value) { box = Box(initial: initialValue) }

    /// The current value (the initial value whenever no gesture is running).
    public var wrappedValue: Value { box.location?.value ?? box.initial }

    /// The state itself, for `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }

    func set(_ value: Value) {
        if let location = box.location { location.value = value } else { box.location = StateLocation(value: value, graph: nil) }
    }

    func reset() {
        var transaction = Transaction()
        box.reset(wrappedValue, &transaction)
        withTransaction(transaction) { set(box.initial) }
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// A gesture state that rests at `nil`.
    public init() { self.init(wrappedValue: nil) }
}

extension GestureState: GraphLinkedProperty {
    package func link(_ context: ResolveContext, graph: ViewGraph?, name: String) {
        guard let graph else { return }
        box.location = graph.location(for: context.identity, name: name, initial: box.initial)
    }
}
