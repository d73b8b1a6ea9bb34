private struct BackgroundStyleKey: EnvironmentKey { static var defaultValue: AnyShapeStyle? { nil } }

extension EnvironmentValues {
    /// The style `.background` resolves to below a `backgroundStyle(_:)` (`nil`: the system
    /// background), as SwiftUI's `EnvironmentValues.backgroundStyle`.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style `.background` (and `background(in:)`) draws with in this view, as
    /// SwiftUI's `backgroundStyle(_:)`.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.backgroundStyle, AnyShapeStyle(style))
    }
}
