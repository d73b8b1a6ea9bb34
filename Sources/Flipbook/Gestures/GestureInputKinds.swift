import Foundation

/// Which kinds of input a gesture recognises, as SwiftUI's `GestureInputKinds` (iOS 27). The
/// touches a test scripts are direct touches: a gesture whose kinds leave out
/// ``directTouch`` is not recognised from them (the views inside keep their gestures).
public struct GestureInputKinds: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// A finger on the screen (what a scripted touch is).
    public static let directTouch = GestureInputKinds(rawValue: 1 << 0)
    /// A trackpad or remote surface, or an indirect pinch.
    public static let indirectTouch = GestureInputKinds(rawValue: 1 << 1)
    /// Apple Pencil on the screen.
    public static let pencil = GestureInputKinds(rawValue: 1 << 2)
    /// A mouse or trackpad button pressed with the pointer over the view.
    public static let pointer = GestureInputKinds(rawValue: 1 << 3)
    /// Every kind, present and future.
    public static let all = GestureInputKinds(rawValue: .max)

    /// The gesture mask that recognises scripted (direct-touch) input only when allowed.
    var maskForScriptedTouches: GestureMask { contains(.directTouch) ? .all : .subviews }
}

extension View {
    /// Runs `action` with the tap's location after `count` taps of one of `inputKinds`. A
    /// scripted touch is a direct touch.
    @_disfavoredOverload
    public func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
                             inputKinds: GestureInputKinds = .all,
                             perform action: @escaping (CGPoint) -> Void) -> some View {
        gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace.coordinateSpace).onEnded { action($0.location) },
                including: inputKinds.maskForScriptedTouches)
    }

    /// Runs `action` when a press of one of `inputKinds` has lasted `minimumDuration`;
    /// `onPressingChanged` hears the press start and stop. A scripted touch is a direct touch.
    @_disfavoredOverload
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   inputKinds: GestureInputKinds = .all,
                                   perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        gesture(LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
            .onChanged { onPressingChanged?($0) }
            .onEnded { _ in
                onPressingChanged?(false)
                action()
            }, including: inputKinds.maskForScriptedTouches)
    }
}

/// Which hand an event comes from, as SwiftUI's `Chirality` (visionOS hands; `nil` on iPhone).
public enum Chirality: Hashable, Sendable {
    /// The left hand.
    case left
    /// The right hand.
    case right
}

/// The touches, pointer and pencil events of a spatial event gesture, as SwiftUI's
/// `SpatialEventCollection`. A value holds what a test gives it.
public struct SpatialEventCollection: Collection, Sendable {
    /// One event: a touch, a pointer or a pencil, at a location in a phase.
    public struct Event: Identifiable, Hashable, Sendable {
        /// The identity of an event, stable while its touch lasts.
        public struct ID: Hashable, Sendable {
            let value: Int
            /// An event id (for tests building events).
            public init(_ value: Int) { self.value = value }
        }
        /// What made an event.
        public enum Kind: Hashable, Sendable {
            case touch, directPinch, indirectPinch, pointer, pencil
        }
        /// Where an event is in its life.
        public enum Phase: Hashable, Sendable {
            case active, ended, cancelled
        }

        public var id: ID
        public var timestamp: TimeInterval
        public var kind: Kind
        public var location: CGPoint
        public var phase: Phase
        public var modifierKeys: EventModifiers
        /// The hand of a visionOS pinch; `nil` on iPhone.
        public var chirality: Chirality?

        /// An event (for tests and previews).
        public init(id: ID, timestamp: TimeInterval = 0, kind: Kind = .touch, location: CGPoint,
                    phase: Phase = .active, modifierKeys: EventModifiers = [], chirality: Chirality? = nil) {
            self.id = id
            self.timestamp = timestamp
            self.kind = kind
            self.location = location
            self.phase = phase
            self.modifierKeys = modifierKeys
            self.chirality = chirality
        }
    }

    let events: [Event]

    /// A collection of `events`.
    public init(_ events: [Event]) { self.events = events }

    public var startIndex: Int { events.startIndex }
    public var endIndex: Int { events.endIndex }
    public func index(after i: Int) -> Int { i + 1 }
    public subscript(position: Int) -> Event { events[position] }
    /// The event with `id`, if any.
    public subscript(id: Event.ID) -> Event? { events.first { $0.id == id } }
}
