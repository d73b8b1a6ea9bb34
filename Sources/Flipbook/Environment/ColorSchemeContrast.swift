// Added by issue 15's asset-catalogue work for high-contrast asset colours; the environment
// work (api-previews) adds the same value — keep one when merging.

/// Whether the system asks for more contrast, as SwiftUI's `ColorSchemeContrast`: asset
/// colours with a high-contrast appearance use it when `increased`.
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable {
    case standard
    case increased
}

private struct ColorSchemeContrastKey: EnvironmentKey {
    static var defaultValue: ColorSchemeContrast { .standard }
}

extension EnvironmentValues {
    /// The contrast the system asks for (read-only in SwiftUI; set ``_colorSchemeContrast``).
    public var colorSchemeContrast: ColorSchemeContrast { self[ColorSchemeContrastKey.self] }

    /// Sets the contrast, as SwiftUI's underscored key does:
    /// `.environment(\._colorSchemeContrast, .increased)`.
    public var _colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }
}
