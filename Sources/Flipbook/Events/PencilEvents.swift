import Foundation

// Apple Pencil double taps and squeezes come from hardware a still never has: the
// modifiers accept their actions and draw the view as it is; the value types exist so the
// actions' code compiles.

/// Where an Apple Pencil hovers above a view when a gesture happens, as SwiftUI's
/// `PencilHoverPose`.
public struct PencilHoverPose: Hashable, Sendable {
    /// The pencil tip's position over the view, in its coordinates.
    public var anchor: UnitPoint
    /// The tip's location in the view's coordinates.
    public var location: CGPoint
    /// The tip's distance from the screen.
    public var zOffset: CGFloat
    /// The angle between the pencil and the screen's plane.
    public var altitude: Angle
    /// The pencil's direction in the screen's plane.
    public var azimuth: Angle
    /// The pencil's rotation about its own axis.
    public var roll: Angle
}

/// The action a person chose in Settings for a pencil gesture, as SwiftUI's
/// `PencilPreferredAction`.
public struct PencilPreferredAction: Hashable, Sendable {
    let name: String
    /// Do nothing.
    public static let ignore = PencilPreferredAction(name: "ignore")
    /// Switch between the current tool and the eraser.
    public static let switchEraser = PencilPreferredAction(name: "switchEraser")
    /// Switch to the previous tool.
    public static let switchPrevious = PencilPreferredAction(name: "switchPrevious")
    /// Show the color palette.
    public static let showColorPalette = PencilPreferredAction(name: "showColorPalette")
    /// Show the ink attributes palette.
    public static let showInkAttributes = PencilPreferredAction(name: "showInkAttributes")
    /// Show the contextual palette.
    public static let showContextualPalette = PencilPreferredAction(name: "showContextualPalette")
    /// Run the system shortcut the person chose.
    public static let runSystemShortcut = PencilPreferredAction(name: "runSystemShortcut")
}

/// The value of an Apple Pencil double tap, as SwiftUI's `PencilDoubleTapGestureValue`.
public struct PencilDoubleTapGestureValue: Hashable, Sendable {
    /// The pencil's pose if it hovered above the view; nil otherwise.
    public let hoverPose: PencilHoverPose?
}

/// The value of an Apple Pencil squeeze, as SwiftUI's `PencilSqueezeGestureValue`.
public struct PencilSqueezeGestureValue: Hashable, Sendable {
    /// The pencil's pose if it hovered above the view; nil otherwise.
    public let hoverPose: PencilHoverPose?
}

/// The phase of an Apple Pencil squeeze, as SwiftUI's `PencilSqueezeGesturePhase`.
public enum PencilSqueezeGesturePhase: Equatable, Sendable {
    /// The person started squeezing.
    case active(PencilSqueezeGestureValue)
    /// The squeeze completed.
    case ended(PencilSqueezeGestureValue)
    /// The squeeze started but did not complete.
    case failed
}

private struct PreferredPencilDoubleTapActionKey: EnvironmentKey {
    static let defaultValue = PencilPreferredAction.switchEraser
}
private struct PreferredPencilSqueezeActionKey: EnvironmentKey {
    static let defaultValue = PencilPreferredAction.showContextualPalette
}

extension EnvironmentValues {
    /// The action chosen in Settings for a pencil double tap (iPadOS's default: switch to
    /// the eraser).
    public var preferredPencilDoubleTapAction: PencilPreferredAction {
        get { self[PreferredPencilDoubleTapActionKey.self] }
        set { self[PreferredPencilDoubleTapActionKey.self] = newValue }
    }
    /// The action chosen in Settings for a pencil squeeze (iPadOS's default: show the
    /// contextual palette).
    public var preferredPencilSqueezeAction: PencilPreferredAction {
        get { self[PreferredPencilSqueezeActionKey.self] }
        set { self[PreferredPencilSqueezeActionKey.self] = newValue }
    }
}

extension View {
    /// Runs `action` when the person double-taps their Apple Pencil; never in a render.
    public func onPencilDoubleTap(perform action: @escaping (_ value: PencilDoubleTapGestureValue) -> Void) -> some View { self }

    /// Runs `action` as the person squeezes their Apple Pencil; never in a render.
    public func onPencilSqueeze(perform action: @escaping (_ phase: PencilSqueezeGesturePhase) -> Void) -> some View { self }

    /// Gives the view's gestures precedence over the system's at `edges` (the home
    /// indicator, Control Center). The system's edge gestures draw nothing of their own, so
    /// the view draws as it is.
    public func defersSystemGestures(on edges: Edge.Set) -> some View { self }
}
