/// A type-erased gesture, as SwiftUI's `AnyGesture`: recognises as the gesture it wraps.
public struct AnyGesture<Value>: Gesture, PrimitiveGesture {
    public typealias Body = Never
    let make: @MainActor (GestureContext) -> GestureRecognizer<Value>

    /// Wraps `gesture`.
    public init<T: Gesture>(_ gesture: T) where Value == T.Value {
        make = { Flipbook.makeRecognizer(gesture, $0) }
    }

    func makeRecognizer(_ context: GestureContext) -> GestureRecognizer<Value> { make(context) }
}

extension View {
    /// Attaches `gesture` when `isEnabled` (SwiftUI's iOS 18 form); a disabled gesture
    /// leaves the view's subviews' gestures working.
    public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        self.gesture(gesture, including: isEnabled ? .all : .subviews)
    }
    /// ``gesture(_:isEnabled:)`` with a name (for gesture-recogniser interoperation; the
    /// name changes nothing in a render).
    public func gesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View {
        self.gesture(gesture, including: isEnabled ? .all : .subviews)
    }
    /// Attaches `gesture` with precedence over the view's own when `isEnabled`.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        highPriorityGesture(gesture, including: isEnabled ? .all : .subviews)
    }
    public func highPriorityGesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View {
        highPriorityGesture(gesture, including: isEnabled ? .all : .subviews)
    }
    /// Attaches `gesture` alongside the view's own when `isEnabled`.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        simultaneousGesture(gesture, including: isEnabled ? .all : .subviews)
    }
    public func simultaneousGesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View {
        simultaneousGesture(gesture, including: isEnabled ? .all : .subviews)
    }
}
