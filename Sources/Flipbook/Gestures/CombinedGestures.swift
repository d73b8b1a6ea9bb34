/// Two gestures recognised together, as SwiftUI's `SimultaneousGesture`.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    public typealias Body = Never
    /// What each gesture reports (`nil` for one that has not started or failed).
    public struct Value {
        /// The first gesture's value.
        public var first: First.Value?
        /// The second gesture's value.
        public var second: Second.Value?
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    func makeRecognizer(_ context: GestureContext) -> GestureRecognizer<Value> {
        SimultaneousRecognizer<First.Value, Second.Value, Value>(Flipbook.makeRecognizer(first, context),
                                                                Flipbook.makeRecognizer(second, context)) { Value(first: $0, second: $1) }
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// One gesture, then another once the first has ended, as SwiftUI's `SequenceGesture`.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    public typealias Body = Never
    public enum Value {
        /// The first gesture is running.
        case first(First.Value)
        /// The first ended; the second is running (or has not started: `nil`).
        case second(First.Value, Second.Value?)
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    func makeRecognizer(_ context: GestureContext) -> GestureRecognizer<Value> {
        SequenceRecognizer(Flipbook.makeRecognizer(first, context), Flipbook.makeRecognizer(second, context),
                           first: { Value.first($0) }, second: { Value.second($0, $1) })
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// The first gesture if it succeeds, else the second, as SwiftUI's `ExclusiveGesture`.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    public typealias Body = Never
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    func makeRecognizer(_ context: GestureContext) -> GestureRecognizer<Value> {
        ExclusiveRecognizer(Flipbook.makeRecognizer(first, context), Flipbook.makeRecognizer(second, context),
                            first: { Value.first($0) }, second: { Value.second($0) })
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension Gesture {
    /// This gesture and `other`, recognised at the same time.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> { SimultaneousGesture(self, other) }
    /// This gesture, then `other` once this one has ended.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> { SequenceGesture(self, other) }
    /// This gesture, or `other` if this one fails.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> { ExclusiveGesture(self, other) }
}

final class SimultaneousRecognizer<A, B, Value>: GestureRecognizer<Value> {
    let a: GestureRecognizer<A>, b: GestureRecognizer<B>
    let make: (A?, B?) -> Value
    init(_ a: GestureRecognizer<A>, _ b: GestureRecognizer<B>, make: @escaping (A?, B?) -> Value) {
        self.a = a; self.b = b; self.make = make
    }
    override func step(_ touch: TouchSample) -> GesturePhase<Value> {
        let pa = a.handle(touch), pb = b.handle(touch)
        if pa.isFailed && pb.isFailed { return .failed }
        let value = make(pa.value, pb.value)
        let running = { (done: Bool, failed: Bool) in !done && !failed }
        if !running(pa.isEnded, pa.isFailed) && !running(pb.isEnded, pb.isFailed) { return .ended(value) }
        return pa.value == nil && pb.value == nil ? .possible : .changed(value)
    }
    override func commit() {
        if a.phase.isEnded { a.commit() }
        if b.phase.isEnded { b.commit() }
    }
    override func finish() { a.finish(); b.finish() }
}

final class SequenceRecognizer<A, B, Value>: GestureRecognizer<Value> {
    let a: GestureRecognizer<A>, b: GestureRecognizer<B>
    let first: (A) -> Value, second: (A, B?) -> Value
    /// Where and when the second gesture's touch starts (where the first ended).
    private var handover: (CGPoint, Double)?
    init(_ a: GestureRecognizer<A>, _ b: GestureRecognizer<B>, first: @escaping (A) -> Value, second: @escaping (A, B?) -> Value) {
        self.a = a; self.b = b; self.first = first; self.second = second
    }
    override func step(_ touch: TouchSample) -> GesturePhase<Value> {
        guard case .ended(let va) = a.phase else {
            switch a.handle(touch) {
            case .possible: return .possible
            case .failed: return .failed
            case .changed(let v): return .changed(first(v))
            case .ended(let v):
                handover = (touch.location, touch.time)
                return touch.kind == .up ? .ended(second(v, nil)) : .changed(second(v, nil))
            }
        }
        var t = touch
        if let (p, time) = handover {
            t.startLocation = p
            t.time -= time
        }
        switch b.handle(t) {
        case .possible: return .changed(second(va, nil))
        case .failed: return .failed
        case .changed(let v): return .changed(second(va, v))
        case .ended(let v): return .ended(second(va, v))
        }
    }
    override func commit() {
        a.commit()
        if b.phase.isEnded { b.commit() }
    }
    override func finish() { a.finish(); b.finish() }
}

final class ExclusiveRecognizer<A, B, Value>: GestureRecognizer<Value> {
    let a: GestureRecognizer<A>, b: GestureRecognizer<B>
    let first: (A) -> Value, second: (B) -> Value
    init(_ a: GestureRecognizer<A>, _ b: GestureRecognizer<B>, first: @escaping (A) -> Value, second: @escaping (B) -> Value) {
        self.a = a; self.b = b; self.first = first; self.second = second
    }
    override func step(_ touch: TouchSample) -> GesturePhase<Value> {
        let pa = a.handle(touch)
        switch pa {
        case .ended(let v): return .ended(first(v))
        case .changed(let v): return .changed(first(v))
        case .possible, .failed: break
        }
        let pb = b.handle(touch)
        guard pa.isFailed else { return .possible }
        switch pb {
        case .possible: return .possible
        case .failed: return .failed
        case .changed(let v): return .changed(second(v))
        case .ended(let v): return .ended(second(v))
        }
    }
    override func commit() {
        if a.phase.isEnded { a.commit() } else if b.phase.isEnded { b.commit() }
    }
    override func finish() { a.finish(); b.finish() }
}
