import FlipbookRaster

/// A background material, as SwiftUI's `Material`: not a colour but the content behind the
/// view, blurred, saturated and tinted (`.background(.ultraThinMaterial)`,
/// `.background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))`).
///
/// Drawn as iOS draws its system materials (`UIBlurEffect.Style.systemUltraThinMaterial` …
/// `systemThickMaterial`, and `systemChromeMaterial` for `.bar`): what was drawn before the
/// material, under its shape, is blurred with a Gaussian of σ = ``blurRadius`` points,
/// saturated ×1.8, and covered with a translucent tint, white-ish in light appearance and
/// near-black in dark. Thicker materials tint more and blur more.
///
/// *Unconfirmed numbers*: Apple publishes no material parameters. The blur radii, tint
/// colours and opacities here are estimates of iOS 17 screenshots and of the values quoted for
/// `CABackdropLayer` (`gaussianBlur` and `colorSaturate` 1.8); see ``backdropLayers(in:)``.
/// The backdrop is what the same render drew before the material (inside a
/// `compositingGroup` or `drawingGroup`, what that group drew), clamped at the screen's edges.
public struct Material: Sendable, Hashable, ShapeStyle {
    enum Kind: Sendable, Hashable { case ultraThin, thin, regular, thick, ultraThick, bar }
    let kind: Kind

    /// A mostly translucent material.
    public static let ultraThin = Material(kind: .ultraThin)
    /// A more translucent than opaque material.
    public static let thin = Material(kind: .thin)
    /// A material between thin and thick.
    public static let regular = Material(kind: .regular)
    /// A more opaque than translucent material.
    public static let thick = Material(kind: .thick)
    /// A mostly opaque material.
    public static let ultraThick = Material(kind: .ultraThick)
    /// The material of bars (toolbars, tab bars): iOS's chrome material.
    public static let bar = Material(kind: .bar)

    /// σ of the backdrop blur, in points.
    var blurRadius: CGFloat {
        switch kind {
        case .ultraThin: 10
        case .thin: 14
        case .regular: 20
        case .thick: 24
        case .ultraThick: 28
        case .bar: 20
        }
    }

    /// The tint laid over the blurred backdrop: (white level, opacity) for light and dark.
    var tint: (light: (white: Float, opacity: Float), dark: (white: Float, opacity: Float)) {
        switch kind {
        case .ultraThin: ((1, 0.30), (0.11, 0.40))
        case .thin: ((1, 0.48), (0.11, 0.58))
        case .regular: ((1, 0.64), (0.11, 0.72))
        case .thick: ((1, 0.80), (0.11, 0.84))
        case .ultraThick: ((1, 0.90), (0.11, 0.92))
        case .bar: ((0.98, 0.82), (0.09, 0.82))
        }
    }

    /// Backdrop saturation (iOS's `colorSaturate` on material backdrops).
    static let saturation = 1.8
}

extension Material: BackdropShapeStyle, ResolvableShapeStyle {
    func backdropLayers(in environment: EnvironmentValues) -> BackdropLayers {
        let t = environment.colorScheme == .dark ? tint.dark : tint.light
        return BackdropLayers(filter: BackdropFilter(blurRadius: blurRadius, colorMatrix: .backdrop(saturation: Self.saturation)),
                              tints: [.solid(RGBA(t.white, t.white, t.white, t.opacity))])
    }

    /// Where a material cannot sample a backdrop (text, strokes), its tint colour.
    package func resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
        backdropLayers(in: environment).tints[0]
    }
}

extension ShapeStyle where Self == Material {
    /// A mostly translucent material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A more translucent than opaque material.
    public static var thinMaterial: Material { .thin }
    /// A material between thin and thick.
    public static var regularMaterial: Material { .regular }
    /// A more opaque than translucent material.
    public static var thickMaterial: Material { .thick }
    /// A mostly opaque material.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// The material bars use.
    public static var bar: Material { .bar }
}
