/// Which gestures a `gesture(_:including:)` enables, as SwiftUI's `GestureMask`.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// No gestures: neither the attached one nor those inside.
    public static let none = GestureMask([])
    /// The attached gesture.
    public static let gesture = GestureMask(rawValue: 1)
    /// Gestures of the views inside.
    public static let subviews = GestureMask(rawValue: 2)
    /// The attached gesture and those inside (the default).
    public static let all = GestureMask(rawValue: 3)
}

/// A gesture attached to a node: how it competes with others, and its recogniser factory.
struct GestureAttachment {
    enum Priority { case normal, high, simultaneous }
    let priority: Priority
    let mask: GestureMask
    let make: (GestureContext) -> any ErasedRecognizer
}

/// What a host needs from a recogniser whatever its value type.
@MainActor
protocol ErasedRecognizer: AnyObject {
    func feed(_ touch: TouchSample)
    var hasEnded: Bool { get }
    var hasFailed: Bool { get }
    func commit()
    func finish()
}

extension GestureRecognizer: ErasedRecognizer {
    func feed(_ touch: TouchSample) { _ = handle(touch) }
    var hasEnded: Bool { phase.isEnded }
    var hasFailed: Bool { phase.isFailed }
}

/// `gesture(_:)`, `highPriorityGesture(_:)`, `simultaneousGesture(_:)`: the node keeps the
/// gesture for hit testing and hosts; drawing and layout are the content's.
struct GestureModifier<G: Gesture>: ViewModifier, WrappingModifier {
    typealias Body = Never
    let gesture: G
    let priority: GestureAttachment.Priority
    let mask: GestureMask
    func makeBehavior(_ context: ResolveContext) -> any NodeBehavior {
        let gesture = self.gesture
        return GestureBehavior(attachment: GestureAttachment(priority: priority, mask: mask) { makeRecognizer(gesture, $0) })
    }
}

struct GestureBehavior: NodeBehavior {
    let attachment: GestureAttachment
    var debugName: String { "Gesture" }
}

extension View {
    /// Attaches a gesture; gestures of views inside take precedence over it.
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: gesture, priority: .normal, mask: mask))
    }
    /// Attaches a gesture that takes precedence over gestures of views inside.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: gesture, priority: .high, mask: mask))
    }
    /// Attaches a gesture recognised alongside gestures of views inside.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: gesture, priority: .simultaneous, mask: mask))
    }

    /// Runs `action` after `count` taps.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        gesture(TapGesture(count: count).onEnded { action() })
    }

    /// Runs `action` with the tap's location in `coordinateSpace` after `count` taps.
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void) -> some View {
        gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
    }

    /// Runs `action` when a press has lasted `minimumDuration`; `onPressingChanged` hears
    /// the press start and stop.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        gesture(LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
            .onChanged { onPressingChanged?($0) }
            .onEnded { _ in
                onPressingChanged?(false)
                action()
            })
    }

    /// The older spelling with `pressing:` before `perform:`.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   pressing: ((Bool) -> Void)?, perform action: @escaping () -> Void) -> some View {
        onLongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action, onPressingChanged: pressing)
    }
}
