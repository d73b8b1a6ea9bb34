/// The shape of a rounded rectangle's corners, as SwiftUI's `RoundedCornerStyle`.
public enum CornerStyle: Sendable {
    /// Quarter circles (or quarter ellipses): curvature jumps where the corner meets the side.
    case circular
    /// Apple's "squircle": curvature grows smoothly from the side into the corner.
    case continuous
}
