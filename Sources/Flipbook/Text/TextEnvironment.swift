import FlipbookText

/// How lines of a multiline text sit within its width, as SwiftUI's `TextAlignment`.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading, center, trailing

    var value: FlipbookText.TextAlignment {
        switch self {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
    }

    /// Fraction of the free width put before a line.
    var factor: CGFloat {
        switch self {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        }
    }
}

private struct FontKey: EnvironmentKey { static var defaultValue: Font? { nil } }
private struct MultilineTextAlignmentKey: EnvironmentKey { static var defaultValue: TextAlignment { .leading } }
private struct LineLimitKey: EnvironmentKey { static var defaultValue: Int? { nil } }
private struct TextWeightKey: EnvironmentKey { static var defaultValue: Font.Weight? { nil } }
private struct TextItalicKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct TextMonospacedDigitKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct TextDesignKey: EnvironmentKey { static var defaultValue: Font.Design? { nil } }
private struct TextWidthKey: EnvironmentKey { static var defaultValue: Font.Width? { nil } }
private struct TrackingKey: EnvironmentKey { static var defaultValue: CGFloat { 0 } }
private struct KerningKey: EnvironmentKey { static var defaultValue: CGFloat { 0 } }
private struct TextCaseKey: EnvironmentKey { static var defaultValue: Text.Case? { nil } }
private struct MinimumScaleFactorKey: EnvironmentKey { static var defaultValue: CGFloat { 1 } }

extension EnvironmentValues {
    /// The font of text and symbols inside (`nil`: `.body`).
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }
    /// How the lines of multiline text align (default `.leading`).
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }
    /// The most lines text may take (`nil`: no limit); the last one is truncated with "…".
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }
    /// Upper- or lower-cases text inside (`nil`: as written).
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
    /// How far text may shrink to fit its space (1: not at all).
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }
    /// A weight set by `fontWeight(_:)` / `bold()` on a container, overriding the font's own.
    var textWeight: Font.Weight? {
        get { self[TextWeightKey.self] }
        set { self[TextWeightKey.self] = newValue }
    }
    /// Set by `italic()` on a container.
    var textItalic: Bool {
        get { self[TextItalicKey.self] }
        set { self[TextItalicKey.self] = newValue }
    }
    /// Set by `monospacedDigit()` on a container.
    var textMonospacedDigit: Bool {
        get { self[TextMonospacedDigitKey.self] }
        set { self[TextMonospacedDigitKey.self] = newValue }
    }
    /// Set by `fontDesign(_:)` on a container: the design of text whose font has none.
    var textDesign: Font.Design? {
        get { self[TextDesignKey.self] }
        set { self[TextDesignKey.self] = newValue }
    }
    /// Set by `fontWidth(_:)` on a container.
    var textWidth: Font.Width? {
        get { self[TextWidthKey.self] }
        set { self[TextWidthKey.self] = newValue }
    }
    /// Extra points after every character (`tracking(_:)`).
    var tracking: CGFloat {
        get { self[TrackingKey.self] }
        set { self[TrackingKey.self] = newValue }
    }
    /// Extra points between characters (`kerning(_:)`); drawn like tracking.
    var kerning: CGFloat {
        get { self[KerningKey.self] }
        set { self[KerningKey.self] = newValue }
    }
}

/// The fonts text is drawn with: the bundled registry, loaded once per process.
enum TextSystem {
    /// The bundled fonts, or the reason they could not be loaded (text then draws nothing).
    static let registry: Result<FontRegistry, any Error> = Result { try FontRegistry.bundled() }

    /// The face chain for a font spec. A custom family that is not registered falls back
    /// to the system family (as SwiftUI falls back for unknown names).
    static func resolve(_ spec: FontSpec) -> ResolvedFont? {
        guard case .success(let registry) = registry else { return nil }
        if let font = try? registry.resolve(spec) { return font }
        var system = spec
        system.family = nil
        return try? registry.resolve(system)
    }

    /// The font spec text and symbols use for `font` (or the environment's) with the
    /// environment's weight and italic overrides.
    static func spec(_ font: Font?, weight: Font.Weight? = nil, bold: Bool = false, italic: Bool = false,
                     monospacedDigit: Bool = false, in environment: EnvironmentValues) -> FontSpec {
        let font = font ?? environment.font ?? .body
        var spec = font.spec
        if let design = environment.textDesign, spec.design == .default { spec.design = design.value }
        if monospacedDigit || environment.textMonospacedDigit { spec = spec.monospacedDigit() }
        if let width = environment.textWidth { spec = spec.width(Double(width.value.finiteOrZero)) }
        if let w = weight ?? environment.textWeight {
            spec = spec.weight(w.value)
        } else if bold {
            spec = spec.bold()
        }
        if italic || environment.textItalic { spec = spec.italic() }
        if environment.legibilityWeight == .bold { spec = spec.weight(spec.resolvedWeight.boldText) }
        return scaled(spec, relativeTo: font.relativeStyle, at: environment.dynamicTypeSize)
    }

    /// A text style's size at the Dynamic Type size (Apple's table), or a `relativeTo:`
    /// custom size scaled as its style scales from `.large`.
    static func scaled(_ spec: FontSpec, relativeTo style: Font.TextStyle?, at size: DynamicTypeSize) -> FontSpec {
        switch spec.size {
        case .style(let s):
            guard size != .large, let style = Font.TextStyle.allCases.first(where: { $0.value == s }) else { return spec }
            return resized(spec, to: Double(style.pointSize(at: size)))
        case .points(let points):
            guard size != .large, let style else { return spec }
            return resized(spec, to: points * Double(style.pointSize(at: size) / style.pointSize(at: .large)))
        }
    }

    /// `spec` at another point size, keeping the weight its text style implied.
    static func resized(_ spec: FontSpec, to points: Double) -> FontSpec {
        var s = spec
        s.weight = spec.resolvedWeight
        s.size = .points(points)
        return s
    }
}
