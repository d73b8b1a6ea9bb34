private struct PrefersCrossFadeKey: EnvironmentKey { static let defaultValue = false }
private struct SpringLoadingKey: EnvironmentKey { static let defaultValue = SpringLoadingBehavior.automatic }

/// Whether a control activates when a drag hovers over it, as SwiftUI's
/// `SpringLoadingBehavior`. A render has no drag session: no pixels.
public struct SpringLoadingBehavior: Hashable, Sendable {
    let value: Int
    public static let automatic = SpringLoadingBehavior(value: 0)
    public static let enabled = SpringLoadingBehavior(value: 1)
    public static let disabled = SpringLoadingBehavior(value: 2)
}

extension EnvironmentValues {
    /// Whether the user prefers cross-fades to motion (the accessibility setting): `false`
    /// in a render unless a test sets it.
    public var accessibilityPrefersCrossFadeTransitions: Bool {
        get { self[PrefersCrossFadeKey.self] }
        set { self[PrefersCrossFadeKey.self] = newValue }
    }
    /// The spring-loading behaviour of controls inside.
    public var springLoadingBehavior: SpringLoadingBehavior {
        get { self[SpringLoadingKey.self] }
        set { self[SpringLoadingKey.self] = newValue }
    }
}

extension View {
    /// Sets whether controls inside spring-load under a drag (no pixels).
    public func springLoadingBehavior(_ behavior: SpringLoadingBehavior) -> some View {
        environment(\.springLoadingBehavior, behavior)
    }
}
