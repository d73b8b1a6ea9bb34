/// What a scroll view's scrolling is doing, as SwiftUI's `ScrollPhase` (iOS 18). A still is
/// always `.idle`.
public enum ScrollPhase: Hashable, Sendable {
    case idle, tracking, interacting, decelerating, animating
    /// Whether the content is moving.
    public var isScrolling: Bool { self != .idle }
}

/// What `onScrollPhaseChange` is told with a change of phase.
public struct ScrollPhaseChangeContext {
    /// The scroll view's geometry.
    public var geometry: ScrollGeometry
    /// The velocity of the scroll, when known.
    public var velocity: CGVector?
}

extension View {
    /// Runs `action` when the scroll phase changes, as SwiftUI's `onScrollPhaseChange(_:)`
    /// (iOS 18). A still stays `.idle`, so it never runs; no pixels.
    public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void) -> some View {
        transformEnvironment(\.scrollViewConfiguration) { _ in }
    }

    /// The form with the change's context.
    public func onScrollPhaseChange(
        _ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext) -> Void
    ) -> some View {
        transformEnvironment(\.scrollViewConfiguration) { _ in }
    }
}
