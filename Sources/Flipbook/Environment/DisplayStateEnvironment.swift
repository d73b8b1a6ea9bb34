private struct IsLuminanceReducedKey: EnvironmentKey { static let defaultValue = false }
private struct IsSceneCapturedKey: EnvironmentKey { static let defaultValue = false }
private struct AppearsActiveKey: EnvironmentKey { static let defaultValue = true }
private struct IsHoverEffectEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct IsFocusEffectEnabledKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
    /// Whether the display dims for the always-on state: `false` in a render; set it to draw
    /// a view's dimmed variant.
    public var isLuminanceReduced: Bool {
        get { self[IsLuminanceReducedKey.self] }
        set { self[IsLuminanceReducedKey.self] = newValue }
    }
    /// Whether the screen is being captured (recorded, mirrored): `false` in a render.
    public var isSceneCaptured: Bool {
        get { self[IsSceneCapturedKey.self] }
        set { self[IsSceneCapturedKey.self] = newValue }
    }
    /// Whether the window is active: `true` in a render.
    public var appearsActive: Bool {
        get { self[AppearsActiveKey.self] }
        set { self[AppearsActiveKey.self] = newValue }
    }
    /// Whether hover effects are enabled (``View/hoverEffectDisabled(_:)`` turns it off).
    public var isHoverEffectEnabled: Bool {
        get { self[IsHoverEffectEnabledKey.self] }
        set { self[IsHoverEffectEnabledKey.self] = newValue }
    }
    /// Whether focus effects are drawn (``View/focusEffectDisabled(_:)`` turns it off).
    public var isFocusEffectEnabled: Bool {
        get { self[IsFocusEffectEnabledKey.self] }
        set { self[IsFocusEffectEnabledKey.self] = newValue }
    }
}
