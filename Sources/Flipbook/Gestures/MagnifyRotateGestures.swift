import Foundation

/// A two-finger pinch, as SwiftUI's `MagnifyGesture` (iOS 17). Flipbook's hosts drive one
/// finger (taps, presses, drags), so a pinch never begins: the gesture is accepted, its
/// callbacks never run, and it draws nothing (a gesture has no pixels).
public struct MagnifyGesture: Gesture, PrimitiveGesture {
    public typealias Body = Never
    /// A pinch in progress.
    public struct Value: Equatable, Sendable {
        /// When the value was measured.
        public var time: Date
        /// The scale relative to the start (1: unchanged).
        public var magnification: CGFloat
        /// How fast the scale changes, per second.
        public var velocity: CGFloat
        /// Where the pinch started, as a unit point of the view.
        public var startAnchor: UnitPoint
        /// Where the pinch started, in the view's coordinates.
        public var startLocation: CGPoint
    }
    /// The least change of scale that starts the gesture.
    public var minimumScaleDelta: CGFloat

    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

    func makeRecognizer(_ context: GestureContext) -> GestureRecognizer<Value> { GestureRecognizer<Value>() }
}

/// A two-finger rotation, as SwiftUI's `RotateGesture` (iOS 17); accepted, never begins in a
/// one-finger host (see ``MagnifyGesture``).
public struct RotateGesture: Gesture, PrimitiveGesture {
    public typealias Body = Never
    /// A rotation in progress.
    public struct Value: Equatable, Sendable {
        public var time: Date
        /// The angle turned since the start.
        public var rotation: Angle
        /// How fast the angle changes, per second.
        public var velocity: Angle
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }
    /// The least rotation that starts the gesture.
    public var minimumAngleDelta: Angle

    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

    func makeRecognizer(_ context: GestureContext) -> GestureRecognizer<Value> { GestureRecognizer<Value>() }
}

/// The older pinch gesture, as SwiftUI's `MagnificationGesture` (its value is the scale);
/// accepted, never begins in a one-finger host.
public struct MagnificationGesture: Gesture, PrimitiveGesture {
    public typealias Body = Never
    public typealias Value = CGFloat
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
    func makeRecognizer(_ context: GestureContext) -> GestureRecognizer<Value> { GestureRecognizer<Value>() }
}

/// The older rotation gesture, as SwiftUI's `RotationGesture` (its value is the angle);
/// accepted, never begins in a one-finger host.
public struct RotationGesture: Gesture, PrimitiveGesture {
    public typealias Body = Never
    public typealias Value = Angle
    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
    func makeRecognizer(_ context: GestureContext) -> GestureRecognizer<Value> { GestureRecognizer<Value>() }
}
