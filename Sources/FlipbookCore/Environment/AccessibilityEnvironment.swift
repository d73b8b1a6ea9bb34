import FlipbookText

/// The contrast the user asked for, as SwiftUI's `ColorSchemeContrast`.
public enum ColorSchemeContrast: Hashable, CaseIterable, Sendable {
    case standard, increased
}

/// The weight text is drawn at for legibility, as SwiftUI's `LegibilityWeight`: `.bold` is
/// the Bold Text accessibility setting.
public enum LegibilityWeight: Hashable, Sendable {
    case regular, bold
}

private struct ColorSchemeContrastKey: EnvironmentKey { static var defaultValue: ColorSchemeContrast { .standard } }
private struct LegibilityWeightKey: EnvironmentKey { static var defaultValue: LegibilityWeight? { nil } }
private struct ReduceMotionKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct ReduceTransparencyKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct DifferentiateWithoutColorKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct InvertColorsKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct BoldTextKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct VoiceOverKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct SwitchControlKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct ButtonShapesKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct DimFlashingLightsKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct PlayAnimatedImagesKey: EnvironmentKey { static var defaultValue: Bool { true } }

/// The user's accessibility settings, all off by default (a render never reads the
/// machine's). Set them for a snapshot with `.environment(\.accessibilityReduceMotion, true)`.
/// Flipbook draws with ``EnvironmentValues/legibilityWeight`` (`.bold` steps every weight up, as
/// Bold Text does); the others are read by views that adapt to them.
extension EnvironmentValues {
    /// Standard or increased contrast.
    public var colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }
    /// The same value under SwiftUI's underscored name, which is how SwiftUI code sets it
    /// (`colorSchemeContrast` is read-only there): `.environment(\._colorSchemeContrast, .increased)`.
    public var _colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }
    /// `.bold` when Bold Text is on: text draws one weight step heavier (regular → semibold).
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] ?? (accessibilityBoldText ? .bold : nil) }
        set { self[LegibilityWeightKey.self] = newValue }
    }
    /// Reduce Motion.
    public var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }
    /// Reduce Transparency.
    public var accessibilityReduceTransparency: Bool {
        get { self[ReduceTransparencyKey.self] }
        set { self[ReduceTransparencyKey.self] = newValue }
    }
    /// Differentiate Without Colour.
    public var accessibilityDifferentiateWithoutColor: Bool {
        get { self[DifferentiateWithoutColorKey.self] }
        set { self[DifferentiateWithoutColorKey.self] = newValue }
    }
    /// Smart or Classic Invert.
    public var accessibilityInvertColors: Bool {
        get { self[InvertColorsKey.self] }
        set { self[InvertColorsKey.self] = newValue }
    }
    /// Bold Text (also makes ``legibilityWeight`` `.bold`).
    public var accessibilityBoldText: Bool {
        get { self[BoldTextKey.self] }
        set { self[BoldTextKey.self] = newValue }
    }
    /// VoiceOver is running.
    public var accessibilityVoiceOverEnabled: Bool {
        get { self[VoiceOverKey.self] }
        set { self[VoiceOverKey.self] = newValue }
    }
    /// Switch Control is running.
    public var accessibilitySwitchControlEnabled: Bool {
        get { self[SwitchControlKey.self] }
        set { self[SwitchControlKey.self] = newValue }
    }
    /// Button Shapes.
    public var accessibilityShowButtonShapes: Bool {
        get { self[ButtonShapesKey.self] }
        set { self[ButtonShapesKey.self] = newValue }
    }
    /// Dim Flashing Lights.
    public var accessibilityDimFlashingLights: Bool {
        get { self[DimFlashingLightsKey.self] }
        set { self[DimFlashingLightsKey.self] = newValue }
    }
    /// Animated images play (default true).
    public var accessibilityPlayAnimatedImages: Bool {
        get { self[PlayAnimatedImagesKey.self] }
        set { self[PlayAnimatedImagesKey.self] = newValue }
    }
}

extension FontWeight {
    /// The weight Bold Text draws this one at: two steps heavier up to semibold, one above it.
    package var boldText: FontWeight {
        switch self {
        case .ultraLight: .light
        case .thin: .regular
        case .light: .medium
        case .regular: .semibold
        case .medium, .semibold: .bold
        case .bold: .heavy
        case .heavy, .black: .black
        }
    }
}
