import Foundation

/// A colour as a vector, so colour changes animate per component: its light and dark
/// appearances, each premultiplied (interpolating toward or from a clear colour fades
/// without darkening) in gamma-encoded sRGB, as SwiftUI blends colours on screen.
package struct AnimatableColor: VectorArithmetic, Sendable {
    var light: SIMD4<Float>
    var dark: SIMD4<Float>

    init(light: SIMD4<Float>, dark: SIMD4<Float>) {
        self.light = light
        self.dark = dark
    }

    package init(_ color: Color) {
        func vector(_ r: Color.Resolved) -> SIMD4<Float> {
            SIMD4(r.red * r.opacity, r.green * r.opacity, r.blue * r.opacity, r.opacity)
        }
        self.init(light: vector(color.resolve(in: .light)), dark: vector(color.resolve(in: .dark)))
    }

    /// The colour shown for `scheme`.
    package func resolved(in scheme: ColorScheme) -> Color.Resolved {
        let v = scheme == .dark ? dark : light
        let a = min(max(v.w, 0), 1)
        guard a > 0 else { return Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0) }
        func c(_ x: Float) -> Float { min(max(x / a, 0), 1) }
        return Color.Resolved(red: c(v.x), green: c(v.y), blue: c(v.z), opacity: a)
    }

    /// The colour, adapting to the colour scheme as the original did.
    var color: Color { Color(provider: .adaptive(light: resolved(in: .light), dark: resolved(in: .dark))) }

    static package var zero: AnimatableColor { AnimatableColor(light: .zero, dark: .zero) }
    static package func + (l: Self, r: Self) -> Self { Self(light: l.light + r.light, dark: l.dark + r.dark) }
    static package func - (l: Self, r: Self) -> Self { Self(light: l.light - r.light, dark: l.dark - r.dark) }
    mutating package func scale(by rhs: Double) {
        light *= Float(rhs)
        dark *= Float(rhs)
    }
    package var magnitudeSquared: Double { Double((light * light).sum() + (dark * dark).sum()) }
}

extension CGFloat: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

extension ResolveContext {
    /// `style` as shown now: a colour animates per component, a linear, radial or angular
    /// gradient per stop and by its geometry; other styles change at once.
    @MainActor package func animated(style: AnyShapeStyle?, key: String) -> AnyShapeStyle? {
        guard graph != nil, let style else { return style }
        switch style.style {
        case let color as Color:
            let target = AnimatableColor(color)
            let shown = animated(target, key: key)
            return shown == target ? style : AnyShapeStyle(shown.color)
        case let g as LinearGradient:
            return animated(gradient: g, style: style, key: key + ".linearGradient",
                            geometry: [g.startPoint.x, g.startPoint.y, g.endPoint.x, g.endPoint.y]) { g, v in
                var g = g
                g.startPoint = UnitPoint(x: v[0], y: v[1])
                g.endPoint = UnitPoint(x: v[2], y: v[3])
                return g
            }
        case let g as RadialGradient:
            return animated(gradient: g, style: style, key: key + ".radialGradient",
                            geometry: [g.center.x, g.center.y, g.startRadius, g.endRadius]) { g, v in
                var g = g
                g.center = UnitPoint(x: v[0], y: v[1])
                g.startRadius = v[2]
                g.endRadius = v[3]
                return g
            }
        case let g as AngularGradient:
            return animated(gradient: g, style: style, key: key + ".angularGradient",
                            geometry: [g.center.x, g.center.y, CGFloat(g.startAngle.radians), CGFloat(g.endAngle.radians)]) { g, v in
                var g = g
                g.center = UnitPoint(x: v[0], y: v[1])
                g.startAngle = .radians(Double(v[2]))
                g.endAngle = .radians(Double(v[3]))
                return g
            }
        default:
            return style
        }
    }

    /// A gradient style's stops and `geometry` (points, radii, angles) as shown now; `rebuild`
    /// puts shown geometry back into a copy of the gradient. The key names the stop count, so a
    /// gradient whose number of stops changes shows the new one at once.
    @MainActor private func animated<G: GradientStyle>(gradient g: G, style: AnyShapeStyle, key: String, geometry: [CGFloat],
                                                       rebuild: (G, [CGFloat]) -> G) -> AnyShapeStyle {
        let target = AnimatableGradient(g.gradient, geometry: geometry)
        let shown = animated(target, key: key + "\(g.gradient.stops.count)")
        guard shown != target else { return style }
        var copy = rebuild(g, shown.geometry(count: geometry.count))
        copy.gradient = shown.gradient(like: g.gradient)
        return AnyShapeStyle(copy)
    }
}
