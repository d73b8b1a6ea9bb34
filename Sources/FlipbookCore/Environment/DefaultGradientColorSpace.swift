private struct DefaultGradientColorSpaceKey: EnvironmentKey {
    static let defaultValue = Gradient.ColorSpace.perceptual
}

extension EnvironmentValues {
    /// The space gradients mix their stops in when they do not say (no
    /// `Gradient.colorSpace(_:)`): `.perceptual` by default, as iOS 18 and later draw.
    ///
    /// A Flipbook addition (SwiftUI has no such value): set it to `.device` on a root view to
    /// render the whole tree with the gamma-encoded sRGB mixing of iOS 17 and earlier, e.g. to
    /// keep goldens recorded on those systems:
    ///
    /// ```swift
    /// ImageRenderer(content: card.environment(\.defaultGradientColorSpace, .device))
    /// ```
    ///
    /// A gradient that names its space keeps it whatever this says.
    public var defaultGradientColorSpace: Gradient.ColorSpace {
        get { self[DefaultGradientColorSpaceKey.self] }
        set { self[DefaultGradientColorSpaceKey.self] = newValue }
    }
}
