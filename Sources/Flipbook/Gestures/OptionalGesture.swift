/// An optional gesture, as in SwiftUI: `.gesture(isEnabled ? DragGesture() : nil)`. `nil`
/// never recognises anything, so the view responds as if it had no gesture.
extension Optional: Gesture where Wrapped: Gesture {
    public typealias Value = Wrapped.Value
    public typealias Body = Never
}

extension Optional: PrimitiveGesture where Wrapped: Gesture {
    func makeRecognizer(_ context: GestureContext) -> GestureRecognizer<Wrapped.Value> {
        switch self {
        case .some(let gesture): return Flipbook.makeRecognizer(gesture, context)
        case .none: return GestureRecognizer<Wrapped.Value>()
        }
    }
}
