import FlipbookRaster

/// A colour or pattern to fill or stroke with, as SwiftUI's `ShapeStyle`: ``Color``,
/// gradients, ``ForegroundStyle`` (`.foreground`), `.tint`, `.primary`/`.secondary`.
public protocol ShapeStyle {}

/// Shape styles Flipbook knows how to turn into pixels' paint.
package protocol ResolvableShapeStyle {
    /// The paint for a shape with the given bounds (root coordinates, points).
    func resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> Paint
}

/// Resolves any shape style; unknown custom styles fall back to the foreground style.
package func resolvePaint(_ style: any ShapeStyle, in environment: EnvironmentValues, bounds: CGRect) -> Paint {
    if let r = style as? any ResolvableShapeStyle { return r.resolvePaint(in: environment, bounds: bounds) }
    return ForegroundStyle().resolvePaint(in: environment, bounds: bounds)
}

extension Color: ShapeStyle, ResolvableShapeStyle {
    package func resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
        .solid(resolve(in: environment).rgba)
    }
}

extension ShapeStyle where Self == Color {
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var clear: Color { Color.clear }
    public static var blue: Color { Color.blue }
    public static var green: Color { Color.green }
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var pink: Color { Color.pink }
    public static var purple: Color { Color.purple }
    public static var teal: Color { Color.teal }
    public static var indigo: Color { Color.indigo }
    public static var mint: Color { Color.mint }
    public static var cyan: Color { Color.cyan }
    public static var brown: Color { Color.brown }
    public static var gray: Color { Color.gray }
}

/// A type-erased shape style, as SwiftUI's `AnyShapeStyle`.
public struct AnyShapeStyle: ShapeStyle, ResolvableShapeStyle {
    package let style: any ShapeStyle
    /// Erases `style`; an `AnyShapeStyle` is not wrapped twice, so the colour or gradient
    /// inside stays visible to animation (`isOn ? tint : AnyShapeStyle(gray)` interpolates).
    public init<S: ShapeStyle>(_ style: S) { self.style = (style as? AnyShapeStyle)?.style ?? style }
    package func resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
        FlipbookCore.resolvePaint(style, in: environment, bounds: bounds)
    }
}

/// A style drawn at reduced opacity (`style.opacity(0.5)`).
public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle, ResolvableShapeStyle {
    let base: Base
    let opacity: Double
    package func resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
        resolvePaint(FlipbookCore.resolvePaint(base, in: environment, bounds: bounds).withOpacity(Float(opacity)))
    }
    private func resolvePaint(_ p: Paint) -> Paint { p }
}

extension ShapeStyle {
    /// This style at `opacity` (0…1).
    public func opacity(_ opacity: Double) -> some ShapeStyle { _OpacityShapeStyle(base: self, opacity: opacity) }
}

extension Paint {
    /// The paint with every colour's alpha multiplied by `opacity`.
    package func withOpacity(_ opacity: Float) -> Paint {
        func fade(_ g: FlipbookRaster.Gradient) -> FlipbookRaster.Gradient {
            var g = g
            g.stops = g.stops.map { GradientStop(color: $0.color.withOpacity(opacity), location: $0.location) }
            return g
        }
        switch self {
        case .solid(let c): return .solid(c.withOpacity(opacity))
        case .linearGradient(var l): l.gradient = fade(l.gradient); return .linearGradient(l)
        case .radialGradient(var r): r.gradient = fade(r.gradient); return .radialGradient(r)
        case .angularGradient(var a): a.gradient = fade(a.gradient); return .angularGradient(a)
        case .image: return self
        }
    }
}
