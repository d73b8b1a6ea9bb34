private struct ShowBordersKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct ReduceHighlightingEffectsKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct AssistiveAccessEnabledKey: EnvironmentKey { static var defaultValue: Bool { false } }

/// More of the person's accessibility settings, off by default as the others are (a render
/// never reads the machine's). Flipbook's own views draw nothing different for them; views
/// that adapt read them, so a snapshot sets them with
/// `.environment(\.accessibilityShowBorders, true)`.
extension EnvironmentValues {
    /// Show Borders: custom controls should draw visible edges.
    public var accessibilityShowBorders: Bool {
        get { self[ShowBordersKey.self] }
        set { self[ShowBordersKey.self] = newValue }
    }
    /// Reduce Highlighting Effects: highlight animations should be subdued.
    public var accessibilityReduceHighlightingEffects: Bool {
        get { self[ReduceHighlightingEffectsKey.self] }
        set { self[ReduceHighlightingEffectsKey.self] = newValue }
    }
    /// Whether the app runs in Assistive Access, iOS's simplified interface.
    public var accessibilityAssistiveAccessEnabled: Bool {
        get { self[AssistiveAccessEnabledKey.self] }
        set { self[AssistiveAccessEnabledKey.self] = newValue }
    }
}
