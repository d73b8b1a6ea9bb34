import FlipbookRaster

/// The Liquid Glass material of iOS 26, as SwiftUI's `Glass`: `.regular`, `.clear` (for
/// glass over media), `.identity` (no glass), with an optional `tint` and `interactive()`.
///
/// Drawn as iOS 26 draws it, from what lies behind the glass: the backdrop blurred a little
/// (σ 3 points for regular glass, 1 for clear) and saturated, a translucent frost (or the tint)
/// over it, and a specular rim — a 1-point highlight along the edge, brightest at the
/// top-leading and bottom-trailing sides where iOS's light catches the glass. *Not drawn*: the
/// lensing that bends the backdrop at the edges, the soft shadow under the glass, and the
/// merging of neighbouring glass shapes in a ``GlassEffectContainer``. *Unconfirmed numbers*:
/// Apple publishes no glass parameters; these are estimates from iOS 26 screenshots.
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
            var tints: [Paint] = [.solid(dark ? RGBA(0.14, 0.14, 0.15, 0.40) : RGBA(1, 1, 1, 0.38))]
            if let tintColor { tints.append(.solid(tintColor.resolve(in: environment.colorScheme).rgba.withOpacity(0.72))) }
            return BackdropLayers(filter: BackdropFilter(blurRadius: 3, colorMatrix: .backdrop(saturation: 1.5)), tints: tints)
        case .clear:
            var tints: [Paint] = [.solid(dark ? RGBA(0, 0, 0, 0.12) : RGBA(1, 1, 1, 0.08))]
            if let tintColor { tints.append(.solid(tintColor.resolve(in: environment.colorScheme).rgba.withOpacity(0.5))) }
            return BackdropLayers(filter: BackdropFilter(blurRadius: 1, colorMatrix: .backdrop(saturation: 1.2)), tints: tints)
        }
    }

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
