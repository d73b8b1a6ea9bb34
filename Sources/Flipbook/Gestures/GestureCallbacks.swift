/// A gesture that runs an action when it ends, as SwiftUI's `_EndedGesture`.
public struct _EndedGesture<Content: Gesture>: Gesture, PrimitiveGesture {
    public typealias Value = Content.Value
    public typealias Body = Never
    let content: Content
    let action: (Content.Value) -> Void

    func makeRecognizer(_ context: GestureContext) -> GestureRecognizer<Value> {
        EndedRecognizer(Flipbook.makeRecognizer(content, context), action: action)
    }
}

final class EndedRecognizer<Value>: ForwardingRecognizer<Value, Value> {
    let action: (Value) -> Void
    init(_ inner: GestureRecognizer<Value>, action: @escaping (Value) -> Void) {
        self.action = action
        super.init(inner)
    }
    override func step(_ touch: TouchSample) -> GesturePhase<Value> { inner.handle(touch) }
    override func commit() {
        inner.commit()
        if case .ended(let v) = phase { action(v) }
    }
}

/// A gesture that runs an action whenever its value changes, as SwiftUI's `_ChangedGesture`.
public struct _ChangedGesture<Content: Gesture>: Gesture, PrimitiveGesture where Content.Value: Equatable {
    public typealias Value = Content.Value
    public typealias Body = Never
    let content: Content
    let action: (Content.Value) -> Void

    func makeRecognizer(_ context: GestureContext) -> GestureRecognizer<Value> {
        ChangedRecognizer(Flipbook.makeRecognizer(content, context), action: action)
    }
}

final class ChangedRecognizer<Value: Equatable>: ForwardingRecognizer<Value, Value> {
    let action: (Value) -> Void
    private var last: Value?
    init(_ inner: GestureRecognizer<Value>, action: @escaping (Value) -> Void) {
        self.action = action
        super.init(inner)
    }
    override func step(_ touch: TouchSample) -> GesturePhase<Value> {
        let p = inner.handle(touch)
        if case .changed(let v) = p, v != last {
            last = v
            action(v)
        }
        return p
    }
}

/// A gesture that writes a `@GestureState` while it runs, as SwiftUI's `GestureStateGesture`;
/// the state goes back to its initial value when the touch ends.
public struct GestureStateGesture<Base: Gesture, State>: Gesture, PrimitiveGesture {
    public typealias Value = Base.Value
    public typealias Body = Never
    let base: Base
    let state: GestureState<State>
    let body: (Base.Value, inout State, inout Transaction) -> Void

    func makeRecognizer(_ context: GestureContext) -> GestureRecognizer<Value> {
        UpdatingRecognizer(Flipbook.makeRecognizer(base, context), state: state, body: body)
    }
}

final class UpdatingRecognizer<Value, State>: ForwardingRecognizer<Value, Value> {
    let state: GestureState<State>
    let body: (Value, inout State, inout Transaction) -> Void
    init(_ inner: GestureRecognizer<Value>, state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) {
        self.state = state
        self.body = body
        super.init(inner)
    }
    override func step(_ touch: TouchSample) -> GesturePhase<Value> {
        let p = inner.handle(touch)
        if let v = p.value {
            var s = state.wrappedValue
            var transaction = Transaction()
            body(v, &s, &transaction)
            // The change is made in the transaction the body chose (its animation, if any).
            withTransaction(transaction) { state.set(s) }
        }
        return p
    }
    override func finish() {
        inner.finish()
        state.reset()
    }
}

/// A gesture whose values are transformed, as SwiftUI's `_MapGesture`.
public struct _MapGesture<Content: Gesture, Value>: Gesture, PrimitiveGesture {
    public typealias Body = Never
    let content: Content
    let transform: (Content.Value) -> Value

    func makeRecognizer(_ context: GestureContext) -> GestureRecognizer<Value> {
        MapRecognizer(Flipbook.makeRecognizer(content, context), transform: transform)
    }
}

final class MapRecognizer<Inner, Value>: ForwardingRecognizer<Inner, Value> {
    let transform: (Inner) -> Value
    init(_ inner: GestureRecognizer<Inner>, transform: @escaping (Inner) -> Value) {
        self.transform = transform
        super.init(inner)
    }
    override func step(_ touch: TouchSample) -> GesturePhase<Value> {
        switch inner.handle(touch) {
        case .possible: return .possible
        case .failed: return .failed
        case .changed(let v): return .changed(transform(v))
        case .ended(let v): return .ended(transform(v))
        }
    }
}

extension Gesture {
    /// Runs `action` with the final value when the gesture ends (and wins).
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }
    /// Updates `state` from the gesture's values while it runs; it resets when the gesture ends.
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
    /// Transforms the gesture's values.
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, transform: body)
    }
}

extension Gesture where Value: Equatable {
    /// Runs `action` whenever the gesture's value changes while it runs.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }
}
