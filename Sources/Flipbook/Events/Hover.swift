/// How a view reacts to a pointer hovering over it, as SwiftUI's `HoverEffect` (iPad
/// pointer, visionOS gaze). A render has no pointer: hover effects have no pixels in a
/// still, and the hover modifiers draw the view as it is.
public struct HoverEffect: Sendable, Equatable {
    let name: String
    /// The system's effect for the view.
    public static let automatic = HoverEffect(name: "automatic")
    /// A highlight that morphs the pointer into a platter behind the view.
    public static let highlight = HoverEffect(name: "highlight")
    /// The view lifts, with a shadow, as the pointer morphs under it.
    public static let lift = HoverEffect(name: "lift")
}

/// Where a continuous hover is, as SwiftUI's `HoverPhase`.
public enum HoverPhase: Equatable, Sendable {
    /// The pointer is over the view at this location.
    case active(CGPoint)
    /// The pointer left the view.
    case ended
}

extension View {
    /// Applies a hover effect (no pixels in a render: there is no pointer).
    public func hoverEffect(_ effect: HoverEffect = .automatic) -> some View { self }
    /// Applies a hover effect when `isEnabled` (no pixels in a render).
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { self }
    /// Turns hover effects inside off (sets ``EnvironmentValues/isHoverEffectEnabled``).
    public func hoverEffectDisabled(_ disabled: Bool = true) -> some View {
        transformEnvironment(\.isHoverEffectEnabled) { $0 = $0 && !disabled }
    }
    /// The hover effect views inside use by default (no pixels in a render).
    public func defaultHoverEffect(_ effect: HoverEffect?) -> some View { self }
    /// Runs `action` when a pointer enters or leaves the view; a render has no pointer, so
    /// it never runs.
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }
    /// Runs `action` as a pointer moves over the view; never in a render.
    public func onContinuousHover(coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void) -> some View { self }
    /// Runs `action` as a pointer moves over the view (iOS 17 form); never in a render.
    @_disfavoredOverload
    public func onContinuousHover(coordinateSpace: some CoordinateSpaceProtocol = .local,
                                  perform action: @escaping (HoverPhase) -> Void) -> some View { self }
}
