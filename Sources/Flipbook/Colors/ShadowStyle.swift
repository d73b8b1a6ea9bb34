import FlipbookRaster

/// A shadow a fill style carries, as SwiftUI's `ShadowStyle`: `.drop` casts the shape's
/// shadow outside it (as the `shadow` modifier does), `.inner` darkens the inside of the
/// shape along its edges, offset by (`x`, `y`) — the light coming from the opposite side.
/// Radii follow Flipbook's `shadow(radius:)` (the blur's σ in points).
public struct ShadowStyle: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case drop, inner }
    let kind: Kind
    let color: Color
    let radius: CGFloat
    let x: CGFloat
    let y: CGFloat

    /// A drop shadow (default colour: black at 33 %, as the `shadow` modifier).
    public static func drop(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .drop, color: color, radius: radius, x: x, y: y)
    }
    /// An inner shadow (default colour: black at 55 %).
    public static func inner(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .inner, color: color, radius: radius, x: x, y: y)
    }
}

/// A style with a shadow, as what SwiftUI's `ShapeStyle.shadow(_:)` returns. Shapes filled
/// with it draw the shadow; where a shadow cannot be drawn (text glyphs), the base style alone.
public struct _ShadowShapeStyle<Base: ShapeStyle>: ShapeStyle, ResolvableShapeStyle {
    let base: Base
    let shadow: ShadowStyle
    package func resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
        FlipbookCore.resolvePaint(base, in: environment, bounds: bounds)
    }
}

/// Lets the shape drawing find a style's shadow.
protocol ShadowedShapeStyle {
    var shadowStyle: ShadowStyle { get }
    var unshadowed: AnyShapeStyle { get }
}

extension _ShadowShapeStyle: ShadowedShapeStyle {
    var shadowStyle: ShadowStyle { shadow }
    var unshadowed: AnyShapeStyle { AnyShapeStyle(base) }
}

extension ShapeStyle {
    /// This style with a drop or inner shadow.
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle { _ShadowShapeStyle(base: self, shadow: style) }
}

extension ShapeStyle where Self == AnyShapeStyle {
    /// The foreground style with a shadow (`.foregroundStyle(.shadow(.drop(radius: 2)))`).
    public static func shadow(_ style: ShadowStyle) -> some ShapeStyle { _ShadowShapeStyle(base: ForegroundStyle(), shadow: style) }
}

extension DisplayListBuilder {
    /// Wraps what `body` draws for `path` (root points) in `shadow`.
    mutating func withShadowStyle(_ shadow: ShadowStyle, path: FlipbookRaster.BezierPath, environment: EnvironmentValues,
                                  _ body: (inout DisplayListBuilder) -> Void) {
        let color = shadow.color.resolve(in: environment.colorScheme).rgba
        switch shadow.kind {
        case .drop:
            withEffect(.shadow(color: color, radius: shadow.radius, x: shadow.x, y: shadow.y), body)
        case .inner:
            body(&self)
            // Inside the shape: everything but the shape (a frame far around it, even-odd),
            // offset and blurred, in the shadow's colour.
            let b = path.bounds
            let reach = Double(shadow.radius) * 3 + Double(abs(shadow.x) + abs(shadow.y)) + 2
            var outside = FlipbookRaster.BezierPath.rect(Rect(x: b.minX - reach, y: b.minY - reach,
                                                               width: b.width + 2 * reach, height: b.height + 2 * reach))
            outside.addPath(path)
            let offset = CGAffineTransform(translationX: shadow.x, y: shadow.y)
            withEffect(.clip(path, .nonZero)) { clipped in
                clipped.withEffect(.blur(radius: shadow.radius)) { blurred in
                    blurred.withEffect(.transform(offset)) {
                        $0.append(.shape(ShapeItem(path: outside, paint: .solid(color), fillRule: .evenOdd, stroke: nil)))
                    }
                }
            }
        }
    }
}

/// A style drawn with a blend mode, as what SwiftUI's `ShapeStyle.blendMode(_:)` returns:
/// a shape filled with it blends into what lies beneath as `blendMode(_:)` would.
public struct _BlendModeShapeStyle<Base: ShapeStyle>: ShapeStyle, ResolvableShapeStyle {
    let base: Base
    let mode: BlendMode
    package func resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
        FlipbookCore.resolvePaint(base, in: environment, bounds: bounds)
    }
}

/// Lets the shape drawing find a style's blend mode.
protocol BlendedShapeStyle {
    var blendMode: BlendMode { get }
    var unblended: AnyShapeStyle { get }
}

extension _BlendModeShapeStyle: BlendedShapeStyle {
    var blendMode: BlendMode { mode }
    var unblended: AnyShapeStyle { AnyShapeStyle(base) }
}

extension ShapeStyle {
    /// This style drawn with `mode`. Disfavoured: on a `Color`, which is also a view,
    /// `blendMode(_:)` means the view modifier unless a shape style is expected.
    @_disfavoredOverload
    public func blendMode(_ mode: BlendMode) -> some ShapeStyle { _BlendModeShapeStyle(base: self, mode: mode) }
}

extension ShapeStyle where Self == AnyShapeStyle {
    /// The foreground style drawn with `mode`.
    public static func blendMode(_ mode: BlendMode) -> some ShapeStyle { _BlendModeShapeStyle(base: ForegroundStyle(), mode: mode) }
}
