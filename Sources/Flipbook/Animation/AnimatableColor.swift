import Foundation

/// A colour as a vector, so colour changes animate per component: its light and dark
/// appearances, each premultiplied (interpolating toward or from a clear colour fades
/// without darkening) in gamma-encoded sRGB, as SwiftUI blends colours on screen.
struct AnimatableColor: VectorArithmetic, Sendable {
    var light: SIMD4<Float>
    var dark: SIMD4<Float>

    init(light: SIMD4<Float>, dark: SIMD4<Float>) {
        self.light = light
        self.dark = dark
    }

    init(_ color: Color) {
        func vector(_ r: Color.Resolved) -> SIMD4<Float> {
            SIMD4(r.red * r.opacity, r.green * r.opacity, r.blue * r.opacity, r.opacity)
        }
        self.init(light: vector(color.resolve(in: .light)), dark: vector(color.resolve(in: .dark)))
    }

    /// The colour shown for `scheme`.
    func resolved(in scheme: ColorScheme) -> Color.Resolved {
        let v = scheme == .dark ? dark : light
        let a = min(max(v.w, 0), 1)
        guard a > 0 else { return Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0) }
        func c(_ x: Float) -> Float { min(max(x / a, 0), 1) }
        return Color.Resolved(red: c(v.x), green: c(v.y), blue: c(v.z), opacity: a)
    }

    /// The colour, adapting to the colour scheme as the original did.
    var color: Color { Color(provider: .adaptive(light: resolved(in: .light), dark: resolved(in: .dark))) }

    static var zero: AnimatableColor { AnimatableColor(light: .zero, dark: .zero) }
    static func + (l: Self, r: Self) -> Self { Self(light: l.light + r.light, dark: l.dark + r.dark) }
    static func - (l: Self, r: Self) -> Self { Self(light: l.light - r.light, dark: l.dark - r.dark) }
    mutating func scale(by rhs: Double) {
        light *= Float(rhs)
        dark *= Float(rhs)
    }
    var magnitudeSquared: Double { Double((light * light).sum() + (dark * dark).sum()) }
}

extension CGFloat: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

extension ResolveContext {
    /// `style` as shown now: a colour animates per component; other styles change at once.
    @MainActor func animated(style: AnyShapeStyle?, key: String) -> AnyShapeStyle? {
        guard graph != nil, let color = style?.style as? Color else { return style }
        let target = AnimatableColor(color)
        let shown = animated(target, key: key)
        return shown == target ? style : AnyShapeStyle(shown.color)
    }
}
