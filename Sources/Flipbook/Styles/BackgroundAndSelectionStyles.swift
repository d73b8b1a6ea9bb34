import FlipbookRaster

/// The background style, as SwiftUI's `BackgroundStyle` (`.background`): the system
/// background, white in light appearance and black in dark (iOS's `systemBackground`).
public struct BackgroundStyle: ShapeStyle, ResolvableShapeStyle, Sendable {
    public init() {}
    static let systemBackground = Color(light: .white, dark: .black)
    package func resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
        if let style = environment.backgroundStyle {
            // `backgroundStyle(_:)`; resolved without itself, so `.backgroundStyle(.background)` ends.
            var outer = environment
            outer.backgroundStyle = nil
            return style.resolvePaint(in: outer, bounds: bounds)
        }
        return Self.systemBackground.resolvePaint(in: environment, bounds: bounds)
    }
}

/// The style of selected content, as SwiftUI's `SelectionShapeStyle` (`.selection`). iOS draws
/// selection in the accent tint; Flipbook uses the current tint (*unconfirmed*: Apple does not
/// document the iOS value).
public struct SelectionShapeStyle: ShapeStyle, ResolvableShapeStyle, Sendable {
    public init() {}
    package func resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
        TintShapeStyle().resolvePaint(in: environment, bounds: bounds)
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The system background (`.fill(.background)`).
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == SelectionShapeStyle {
    /// The selection style (`.foregroundStyle(.selection)`).
    public static var selection: SelectionShapeStyle { SelectionShapeStyle() }
}
