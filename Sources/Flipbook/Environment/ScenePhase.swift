/// Whether the scene is in the foreground, as SwiftUI's `ScenePhase`. A render is always a
/// scene on screen: ``EnvironmentValues/scenePhase`` is ``active`` unless a test sets it.
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// Not visible.
    case background
    /// Visible but not taking events.
    case inactive
    /// In the foreground, taking events.
    case active
}

private struct ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }

extension EnvironmentValues {
    /// The scene's phase: ``ScenePhase/active`` in a render; set it
    /// (`.environment(\.scenePhase, .background)`) to draw a view's background-phase state.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
