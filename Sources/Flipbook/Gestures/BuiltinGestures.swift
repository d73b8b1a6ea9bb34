/// A tap, or `count` taps in a row, as SwiftUI's `TapGesture`. Fails if the touch moves
/// more than 10 pt.
public struct TapGesture: Gesture, PrimitiveGesture {
    public typealias Value = Void
    public typealias Body = Never
    /// How many taps in a row it takes.
    public var count: Int
    /// A gesture of `count` taps.
    public init(count: Int = 1) { self.count = count }

    func makeRecognizer(_ context: GestureContext) -> GestureRecognizer<Void> { TapRecognizer(count: count) }
}

final class TapRecognizer: GestureRecognizer<Void> {
    let count: Int
    init(count: Int) { self.count = count }
    override func step(_ touch: TouchSample) -> GesturePhase<Void> {
        if touch.distanceMoved > 10 { return .failed }
        guard touch.kind == .up else { return .possible }
        return touch.tapCount == count ? .ended(()) : .failed
    }
}

/// A touch held still long enough, as SwiftUI's `LongPressGesture`. Its value is `true`
/// from touch-down (what `updating` sees while pressing); it ends once the touch has been
/// held `minimumDuration` without moving more than `maximumDistance`.
public struct LongPressGesture: Gesture, PrimitiveGesture {
    public typealias Value = Bool
    public typealias Body = Never
    /// How long the touch must be held (seconds).
    public var minimumDuration: Double
    /// How far the touch may move before the press fails (points).
    public var maximumDistance: CGFloat

    /// A press held `minimumDuration` seconds within `maximumDistance` points.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    func makeRecognizer(_ context: GestureContext) -> GestureRecognizer<Bool> {
        LongPressRecognizer(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
    }
}

final class LongPressRecognizer: GestureRecognizer<Bool> {
    let minimumDuration: Double
    let maximumDistance: CGFloat
    init(minimumDuration: Double, maximumDistance: CGFloat) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
    override func step(_ touch: TouchSample) -> GesturePhase<Bool> {
        if touch.distanceMoved > maximumDistance { return .failed }
        if touch.time >= minimumDuration { return .ended(true) }
        return touch.kind == .up ? .failed : .changed(true)
    }
}

/// A moving touch, as SwiftUI's `DragGesture`: it starts once the touch has moved
/// `minimumDistance` and reports locations in `coordinateSpace`.
public struct DragGesture: Gesture, PrimitiveGesture {
    public typealias Body = Never

    /// Where a drag is, as SwiftUI's `DragGesture.Value`.
    public struct Value: Equatable, Sendable {
        /// When this value was reported (seconds since the touch began, as a reference date).
        public var time: Date
        /// Where the touch is now.
        public var location: CGPoint
        /// Where the touch went down.
        public var startLocation: CGPoint
        /// Points per second, from the last two samples.
        public var velocity: CGSize
        /// `location − startLocation`.
        public var translation: CGSize { CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y) }
        /// Where the drag would end if it kept its velocity for a quarter second.
        public var predictedEndLocation: CGPoint {
            CGPoint(x: location.x + velocity.width / 4, y: location.y + velocity.height / 4)
        }
        /// `predictedEndLocation − startLocation`.
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }

    /// How far the touch must move before the drag starts (points).
    public var minimumDistance: CGFloat
    /// The space locations are reported in.
    public var coordinateSpace: CoordinateSpace

    /// A drag that starts after `minimumDistance` points, reported in `coordinateSpace`.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    func makeRecognizer(_ context: GestureContext) -> GestureRecognizer<Value> {
        DragRecognizer(minimumDistance: minimumDistance, space: coordinateSpace, context: context)
    }
}

final class DragRecognizer: GestureRecognizer<DragGesture.Value> {
    let minimumDistance: CGFloat
    let space: CoordinateSpace
    let context: GestureContext
    private var started = false
    private var last: (CGPoint, Double)?

    init(minimumDistance: CGFloat, space: CoordinateSpace, context: GestureContext) {
        self.minimumDistance = minimumDistance
        self.space = space
        self.context = context
    }

    override func step(_ touch: TouchSample) -> GesturePhase<DragGesture.Value> {
        if !started && touch.distanceMoved >= minimumDistance && (touch.kind != .down || minimumDistance == 0) { started = true }
        if minimumDistance == 0 { started = true }
        guard started else { return touch.kind == .up ? .failed : .possible }
        let value = self.value(touch)
        last = (touch.location, touch.time)
        return touch.kind == .up ? .ended(value) : .changed(value)
    }

    private func value(_ touch: TouchSample) -> DragGesture.Value {
        var velocity = CGSize.zero
        if let (p, t) = last, touch.time > t {
            velocity = CGSize(width: (touch.location.x - p.x) / (touch.time - t), height: (touch.location.y - p.y) / (touch.time - t))
        }
        return DragGesture.Value(time: Date(timeIntervalSinceReferenceDate: touch.time),
                                 location: context.convert(touch.location, to: space),
                                 startLocation: context.convert(touch.startLocation, to: space),
                                 velocity: velocity)
    }
}

/// A tap that reports where it happened, as SwiftUI's `SpatialTapGesture`.
public struct SpatialTapGesture: Gesture, PrimitiveGesture {
    public typealias Body = Never
    /// Where the tap happened, as SwiftUI's `SpatialTapGesture.Value`.
    public struct Value: Equatable, Sendable {
        /// Where the tap happened, in the gesture's coordinate space.
        public var location: CGPoint
    }
    /// How many taps in a row it takes.
    public var count: Int
    /// The space the location is reported in.
    public var coordinateSpace: CoordinateSpace

    /// A gesture of `count` taps reporting its location in `coordinateSpace`.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    func makeRecognizer(_ context: GestureContext) -> GestureRecognizer<Value> {
        let space = coordinateSpace
        return MapRecognizer(TapRecognizer(count: count)) { _ in Value(location: .zero) }.locating { context.convert($0, to: space) }
    }
}

extension MapRecognizer where Inner == Void, Value == SpatialTapGesture.Value {
    /// Fills in the location of the touch (the tap recogniser itself knows none).
    func locating(_ convert: @escaping (CGPoint) -> CGPoint) -> GestureRecognizer<Value> {
        SpatialTapRecognizer(self, convert: convert)
    }
}

final class SpatialTapRecognizer: ForwardingRecognizer<SpatialTapGesture.Value, SpatialTapGesture.Value> {
    let convert: (CGPoint) -> CGPoint
    init(_ inner: GestureRecognizer<SpatialTapGesture.Value>, convert: @escaping (CGPoint) -> CGPoint) {
        self.convert = convert
        super.init(inner)
    }
    override func step(_ touch: TouchSample) -> GesturePhase<SpatialTapGesture.Value> {
        switch inner.handle(touch) {
        case .ended: return .ended(SpatialTapGesture.Value(location: convert(touch.location)))
        case .changed: return .changed(SpatialTapGesture.Value(location: convert(touch.location)))
        case .possible: return .possible
        case .failed: return .failed
        }
    }
}
