import FlipbookRaster

/// iOS's semantic colours as SwiftUI's shape styles: `.separator`, `.placeholder`, `.link`,
/// `.fill` (with `.fill.secondary` …), `.windowBackground`, and the levels of the
/// background (`.background.secondary` is iOS's `secondarySystemBackground`). Values are
/// UIKit's published semantic colours (light / dark).
private func rgba(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> Color {
    Color(red: r / 255, green: g / 255, blue: b / 255, opacity: a)
}

/// The colour of separators between content (`UIColor.separator`), as SwiftUI's `SeparatorShapeStyle`.
public struct SeparatorShapeStyle: ShapeStyle, ResolvableShapeStyle, Sendable {
    public init() {}
    static let color = Color(light: rgba(60, 60, 67, 0.29), dark: rgba(84, 84, 88, 0.60))
    package func resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
        Self.color.resolvePaint(in: environment, bounds: bounds)
    }
}

/// The colour of placeholder text (`UIColor.placeholderText`), as SwiftUI's `PlaceholderTextShapeStyle`.
public struct PlaceholderTextShapeStyle: ShapeStyle, ResolvableShapeStyle, Sendable {
    public init() {}
    static let color = Color(light: rgba(60, 60, 67, 0.30), dark: rgba(235, 235, 245, 0.30))
    package func resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
        Self.color.resolvePaint(in: environment, bounds: bounds)
    }
}

/// The colour of links (`UIColor.link`), as SwiftUI's `LinkShapeStyle`.
public struct LinkShapeStyle: ShapeStyle, ResolvableShapeStyle, Sendable {
    public init() {}
    static let color = Color(light: rgba(0, 122, 255, 1), dark: rgba(9, 132, 255, 1))
    package func resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
        Self.color.resolvePaint(in: environment, bounds: bounds)
    }
}

/// The fill of thin and small shapes (`UIColor.systemFill`; its levels are the secondary,
/// tertiary and quaternary system fills), as SwiftUI's `FillShapeStyle`.
public struct FillShapeStyle: ShapeStyle, ResolvableShapeStyle, Sendable {
    public init() {}
    static let levels = [
        Color(light: rgba(120, 120, 128, 0.20), dark: rgba(120, 120, 128, 0.36)),
        Color(light: rgba(120, 120, 128, 0.16), dark: rgba(120, 120, 128, 0.32)),
        Color(light: rgba(118, 118, 128, 0.12), dark: rgba(118, 118, 128, 0.24)),
        Color(light: rgba(116, 116, 128, 0.08), dark: rgba(118, 118, 128, 0.18)),
    ]
    package func resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
        Self.levels[0].resolvePaint(in: environment, bounds: bounds)
    }
}

/// The background of a window (iOS: `systemBackground`), as SwiftUI's `WindowBackgroundShapeStyle`.
public struct WindowBackgroundShapeStyle: ShapeStyle, ResolvableShapeStyle, Sendable {
    public init() {}
    package func resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
        BackgroundStyle().resolvePaint(in: environment, bounds: bounds)
    }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// The separator colour.
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}
extension ShapeStyle where Self == PlaceholderTextShapeStyle {
    /// The placeholder-text colour.
    public static var placeholder: PlaceholderTextShapeStyle { PlaceholderTextShapeStyle() }
}
extension ShapeStyle where Self == LinkShapeStyle {
    /// The link colour.
    public static var link: LinkShapeStyle { LinkShapeStyle() }
}
extension ShapeStyle where Self == FillShapeStyle {
    /// The system fill (`.fill.secondary`, `.fill.tertiary` … for its levels).
    public static var fill: FillShapeStyle { FillShapeStyle() }
}
extension ShapeStyle where Self == WindowBackgroundShapeStyle {
    /// The window background.
    public static var windowBackground: WindowBackgroundShapeStyle { WindowBackgroundShapeStyle() }
}

/// A level of a style, as what SwiftUI's `ShapeStyle.secondary` … `.quinary` return: the
/// background's levels are iOS's secondary and tertiary system backgrounds, the fill's its
/// secondary … quaternary fills; any other style is drawn at the label hierarchy's opacity
/// (60 %, 30 %, 18 %, 10 %), as `.secondary` draws the foreground.
public struct _ShapeStyleLevel<Base: ShapeStyle>: ShapeStyle, ResolvableShapeStyle {
    let base: Base
    let level: Int
    static var backgroundLevels: [Color] {
        [BackgroundStyle.systemBackground,
         Color(light: rgba(242, 242, 247, 1), dark: rgba(28, 28, 30, 1)),
         Color(light: rgba(255, 255, 255, 1), dark: rgba(44, 44, 46, 1))]
    }
    static var opacities: [Float] { [1, 0.6, 0.3, 0.18, 0.1] }

    package func resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
        if base is BackgroundStyle || base is WindowBackgroundShapeStyle {
            let levels = Self.backgroundLevels
            return levels[min(level, levels.count - 1)].resolvePaint(in: environment, bounds: bounds)
        }
        if base is FillShapeStyle {
            return FillShapeStyle.levels[min(level, 3)].resolvePaint(in: environment, bounds: bounds)
        }
        return FlipbookCore.resolvePaint(base, in: environment, bounds: bounds).withOpacity(Self.opacities[min(level, 4)])
    }
}

extension ShapeStyle {
    /// The second level of this style.
    public var secondary: some ShapeStyle { _ShapeStyleLevel(base: self, level: 1) }
    /// The third level of this style.
    public var tertiary: some ShapeStyle { _ShapeStyleLevel(base: self, level: 2) }
    /// The fourth level of this style.
    public var quaternary: some ShapeStyle { _ShapeStyleLevel(base: self, level: 3) }
    /// The fifth level of this style.
    public var quinary: some ShapeStyle { _ShapeStyleLevel(base: self, level: 4) }
}
