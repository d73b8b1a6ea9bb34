import FlipbookRaster

private struct ForegroundStyleKey: EnvironmentKey { static var defaultValue: AnyShapeStyle? { nil } }
private struct TintKey: EnvironmentKey { static var defaultValue: AnyShapeStyle? { nil } }
private struct ForegroundLevelsKey: EnvironmentKey { static var defaultValue: [AnyShapeStyle] { [] } }

extension EnvironmentValues {
    /// The style text, symbols and unfilled shapes draw with (`nil`: `.primary`).
    package var foregroundStyle: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }
    /// The secondary and tertiary styles set by `foregroundStyle(_:_:)` and
    /// `foregroundStyle(_:_:_:)`: what `.secondary`/`.tertiary` and palette symbols use.
    package var foregroundLevels: [AnyShapeStyle] {
        get { self[ForegroundLevelsKey.self] }
        set { self[ForegroundLevelsKey.self] = newValue }
    }
    /// The accent tint controls draw with (`nil`: the accent colour, blue).
    package var tint: AnyShapeStyle? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
}

/// The current foreground style, as SwiftUI's `ForegroundStyle` (`.foreground`).
public struct ForegroundStyle: ShapeStyle, ResolvableShapeStyle {
    public init() {}
    package func resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
        guard let s = environment.foregroundStyle else { return Color.primary.resolvePaint(in: environment, bounds: bounds) }
        return s.resolvePaint(in: environment, bounds: bounds)
    }
}

/// The current tint, as SwiftUI's `TintShapeStyle` (`.tint`).
public struct TintShapeStyle: ShapeStyle, ResolvableShapeStyle {
    public init() {}
    package func resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
        guard let s = environment.tint else { return Color.accentColor.resolvePaint(in: environment, bounds: bounds) }
        return s.resolvePaint(in: environment, bounds: bounds)
    }
}

/// Levels of the foreground style, as SwiftUI's `HierarchicalShapeStyle`: primary at full
/// strength, then 60%, 30%, 18% and 10% opacity (iOS's label hierarchy).
public struct HierarchicalShapeStyle: ShapeStyle, ResolvableShapeStyle, Sendable {
    let level: Int
    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    public static let quinary = HierarchicalShapeStyle(level: 4)

    package func resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
        // Levels given by foregroundStyle(_:_:…) win, as in SwiftUI.
        if level > 0, level <= environment.foregroundLevels.count {
            return environment.foregroundLevels[level - 1].resolvePaint(in: environment, bounds: bounds)
        }
        return ForegroundStyle().resolvePaint(in: environment, bounds: bounds).withOpacity(Self.opacity[level])
    }

    /// Opacity of each level over the primary style. The fifth (quinary, iOS 16) is
    /// *unconfirmed*: Apple publishes no value; 0.1 continues the falling steps.
    package static let opacity: [Float] = [1, 0.6, 0.3, 0.18, 0.1]
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

struct ForegroundStyleModifier: ViewModifier, EnvironmentModifier {
    typealias Body = Never
    let style: AnyShapeStyle?
    var levels: [AnyShapeStyle] = []
    func update(_ environment: inout EnvironmentValues) { apply(style, to: &environment) }

    /// A colour animates (`foregroundColor(isOn ? .red : .gray)` inside an animation).
    func resolve(_ content: (ResolveContext) -> [ViewNode], _ context: ResolveContext) -> [ViewNode] {
        let shown = context.animated(style: style, key: "foregroundStyle")
        return content(context.with { apply(shown, to: &$0) })
    }

    private func apply(_ style: AnyShapeStyle?, to environment: inout EnvironmentValues) {
        // `.foregroundStyle(.secondary)` means the secondary level of the style around it:
        // resolve it against the outer environment now, or it would refer to itself.
        if let h = style?.style as? HierarchicalShapeStyle {
            environment.foregroundStyle = AnyShapeStyle(OuterLevelStyle(level: h.level, primary: environment.foregroundStyle,
                                                                         levels: environment.foregroundLevels))
        } else {
            environment.foregroundStyle = style
        }
        environment.foregroundLevels = levels
    }
}

/// A hierarchical level taken from an enclosing foreground style (see
/// ``ForegroundStyleModifier``).
struct OuterLevelStyle: ShapeStyle, ResolvableShapeStyle {
    let level: Int
    let primary: AnyShapeStyle?
    let levels: [AnyShapeStyle]
    func resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
        var outer = environment
        outer.foregroundStyle = primary
        outer.foregroundLevels = levels
        return HierarchicalShapeStyle(level: level).resolvePaint(in: outer, bounds: bounds)
    }
}

struct TintModifier: ViewModifier, EnvironmentModifier {
    typealias Body = Never
    let style: AnyShapeStyle?
    func update(_ environment: inout EnvironmentValues) { environment.tint = style }
}

extension View {
    /// The colour of text, symbols and shapes inside (SwiftUI's `foregroundColor`).
    public func foregroundColor(_ color: Color?) -> some View {
        modifier(ForegroundStyleModifier(style: color.map { AnyShapeStyle($0) }))
    }
    /// The style of text, symbols and shapes inside.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(ForegroundStyleModifier(style: AnyShapeStyle(style)))
    }
    /// Primary and secondary styles: text and shapes use the primary, `.secondary` the
    /// second, and symbols draw their layers in them (palette rendering).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        modifier(ForegroundStyleModifier(style: AnyShapeStyle(primary), levels: [AnyShapeStyle(secondary)]))
    }
    /// Primary, secondary and tertiary styles (see ``foregroundStyle(_:_:)``).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        modifier(ForegroundStyleModifier(style: AnyShapeStyle(primary), levels: [AnyShapeStyle(secondary), AnyShapeStyle(tertiary)]))
    }
    /// The accent tint of controls inside.
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        modifier(TintModifier(style: tint.map { AnyShapeStyle($0) }))
    }
    public func tint(_ tint: Color?) -> some View {
        modifier(TintModifier(style: tint.map { AnyShapeStyle($0) }))
    }
}
