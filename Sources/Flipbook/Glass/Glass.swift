import FlipbookRaster

/// The Liquid Glass material of iOS 26, as SwiftUI's `Glass`: `.regular`, `.clear` (for
/// glass over media), `.identity` (no glass), with an optional `tint` and `interactive()`.
///
/// Drawn as iOS 26 draws it, from what lies behind the glass: the backdrop blurred a little
/// (σ 2.5 points for regular glass, 1 for clear) and saturated; *lensed* near the edge — in a
/// rim band up to 12 points wide the backdrop is pulled outward from further inside and
/// magnified toward the edge, as through a thick convex lens (``GlassSurface`` gives the
/// formula); a translucent frost (or the tint) over it; a soft inner shadow along the edge and
/// a thin specular rim, brightest where the light from the top-leading corner meets the edge;
/// beneath, a faint soft shadow cast a little down (the glass lifts off the content).
/// Rectangles, rounded rectangles, capsules and circles are drawn through their exact distance
/// field; any other shape (ellipses, custom shapes) through a distance field derived from its
/// coverage mask, with the same lens. Inside a ``GlassEffectContainer``, shapes nearer than
/// its `spacing` melt into one surface. Glass over glass samples the glass beneath.
/// *Unconfirmed numbers*: Apple publishes no glass parameters; these are estimates from iOS
/// 26 screenshots.
public struct Glass: Equatable, Sendable {
    enum Variant: Equatable, Sendable { case regular, clear, identity }
    let variant: Variant
    let tintColor: Color?
    let isInteractive: Bool

    /// The standard glass of controls and bars.
    public static var regular: Glass { Glass(variant: .regular, tintColor: nil, isInteractive: false) }
    /// A more transparent glass, for controls over photos and video.
    public static var clear: Glass { Glass(variant: .clear, tintColor: nil, isInteractive: false) }
    /// No glass: the content is drawn as if the effect were not applied.
    public static var identity: Glass { Glass(variant: .identity, tintColor: nil, isInteractive: false) }

    /// This glass tinted with `color` (`nil` removes the tint).
    public func tint(_ color: Color?) -> Glass { Glass(variant: variant, tintColor: color, isInteractive: isInteractive) }

    /// This glass reacting to touches (scaling, shimmering while pressed). No pixels in a still:
    /// the resting glass is the same.
    public func interactive(_ isEnabled: Bool = true) -> Glass { Glass(variant: variant, tintColor: tintColor, isInteractive: isEnabled) }
}

extension Glass {
    /// The backdrop filter and the layers painted over it, in `environment`'s appearance.
    func layers(in environment: EnvironmentValues) -> BackdropLayers? {
        let dark = environment.colorScheme == .dark
        switch variant {
        case .identity:
            return nil
        case .regular:
            var tints: [Paint] = [.solid(dark ? RGBA(0.14, 0.14, 0.15, 0.36) : RGBA(1, 1, 1, 0.30))]
            if let tintColor { tints.append(.solid(tintColor.resolve(in: environment.colorScheme).rgba.withOpacity(0.72))) }
            return BackdropLayers(filter: BackdropFilter(blurRadius: 2.5, colorMatrix: .backdrop(saturation: 1.5)), tints: tints)
        case .clear:
            var tints: [Paint] = [.solid(dark ? RGBA(0, 0, 0, 0.12) : RGBA(1, 1, 1, 0.08))]
            if let tintColor { tints.append(.solid(tintColor.resolve(in: environment.colorScheme).rgba.withOpacity(0.5))) }
            return BackdropLayers(filter: BackdropFilter(blurRadius: 1, colorMatrix: .backdrop(saturation: 1.2)), tints: tints)
        }
    }

    /// The backdrop filter drawing this glass through `boxes` (root points) melted with blend
    /// radius `blend`, or `nil` for identity glass.
    func surfaceFilter(boxes: [GlassSurface.Box], blend: CGFloat, in environment: EnvironmentValues) -> BackdropFilter? {
        guard var layers = layers(in: environment), !boxes.isEmpty else { return nil }
        let dark = environment.colorScheme == .dark
        let tints: [RGBA] = layers.tints.compactMap { (paint: Paint) -> RGBA? in
            if case .solid(let c) = paint { return c }
            return nil
        }
        // The lens band: up to 12 points, and no deeper than 45 % of the narrowest box's half-side.
        let inscribed = boxes.map { min($0.rect.width, $0.rect.height) / 2 }.min() ?? 0
        let surface = GlassSurface(boxes: boxes, blendRadius: Double(blend), rimWidth: min(12, 0.45 * inscribed),
                                   refraction: variant == .clear ? 0.45 : 0.4, tints: tints,
                                   innerShadow: dark ? 0.14 : 0.06, innerShadowWidth: 3,
                                   highlight: dark ? 0.45 : 0.75, highlightWidth: 1.2,
                                   shadowOpacity: dark ? Self.darkShadowOpacity : Self.shadowOpacity,
                                   shadowRadius: Self.shadowRadius, shadowOffset: Self.shadowOffset)
        layers.filter.glass = surface
        return layers.filter
    }

    /// The drop shadow under glass (estimates from iOS 26 screenshots; Apple publishes none):
    /// a faint black, σ 4 points, cast 2 points down — the glass lifts off the content without
    /// a visible outline. Stronger in dark mode, where a faint shadow would vanish.
    static let shadowOpacity = 0.10
    static let darkShadowOpacity = 0.22
    static let shadowRadius = 4.0
    static let shadowOffset = 2.0

    /// The rim's highlight: white along the top-leading and bottom-trailing edges.
    static func rimPaint(in frame: CGRect, dark: Bool) -> Paint {
        let strong = dark ? 0.45 : 0.85, weak = dark ? 0.08 : 0.2
        let stops = [FlipbookCore.Gradient.Stop(color: .white.opacity(strong), location: 0),
                     FlipbookCore.Gradient.Stop(color: .white.opacity(weak), location: 0.4),
                     FlipbookCore.Gradient.Stop(color: .white.opacity(weak), location: 0.6),
                     FlipbookCore.Gradient.Stop(color: .white.opacity(strong * 0.7), location: 1)]
        return LinearGradient(stops: stops, startPoint: .topLeading, endPoint: .bottomTrailing)
            .resolvePaint(in: EnvironmentValues(), bounds: frame)
    }
}

/// The shape glass takes unless told otherwise, as SwiftUI's `DefaultGlassEffectShape`: a capsule.
public struct DefaultGlassEffectShape: InsettableShape {
    var insetAmount: CGFloat = 0
    public init() {}
    public func path(in rect: CGRect) -> Path { Capsule().inset(by: insetAmount).path(in: rect) }
    public func inset(by amount: CGFloat) -> DefaultGlassEffectShape { var c = self; c.insetAmount += amount; return c }
}
