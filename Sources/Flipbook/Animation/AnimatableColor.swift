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
    /// `style` as shown now: a colour animates per component, a linear gradient per stop;
    /// other styles change at once.
    @MainActor func animated(style: AnyShapeStyle?, key: String) -> AnyShapeStyle? {
        if graph != nil, let g = style?.style as? LinearGradient {
            let target = AnimatableGradient(g)
            let shown = animated(target, key: key + ".linearGradient\(g.gradient.stops.count)")
            return shown == target ? style : AnyShapeStyle(shown.gradient(like: g))
        }
        guard graph != nil, let color = style?.style as? Color else { return style }
        let target = AnimatableColor(color)
        let shown = animated(target, key: key)
        return shown == target ? style : AnyShapeStyle(shown.color)
    }
}

/// A linear gradient as a vector: each stop's colour (as ``AnimatableColor``) and location,
/// then the start and end points. Gradients animate stop by stop when the number of stops
/// stays the same (otherwise the new gradient shows at once, as the key names the count).
struct AnimatableGradient: VectorArithmetic, Sendable {
    var values: [Double]

    init(values: [Double]) { self.values = values }

    init(_ g: LinearGradient) {
        var v: [Double] = []
        for stop in g.gradient.stops {
            let c = AnimatableColor(stop.color)
            for i in 0..<4 { v.append(Double(c.light[i])) }
            for i in 0..<4 { v.append(Double(c.dark[i])) }
            v.append(Double(stop.location))
        }
        v += [Double(g.startPoint.x), Double(g.startPoint.y), Double(g.endPoint.x), Double(g.endPoint.y)]
        values = v
    }

    /// The gradient these values describe, in the colour space of `template`.
    func gradient(like template: LinearGradient) -> LinearGradient {
        var stops: [Gradient.Stop] = []
        for s in 0..<template.gradient.stops.count {
            let b = s * 9
            let light = SIMD4<Float>((0..<4).map { Float(values[b + $0]) })
            let dark = SIMD4<Float>((4..<8).map { Float(values[b + $0]) })
            stops.append(Gradient.Stop(color: AnimatableColor(light: light, dark: dark).color, location: CGFloat(values[b + 8])))
        }
        var g = template
        g.gradient.stops = stops
        let e = values.count - 4
        g.startPoint = UnitPoint(x: CGFloat(values[e]), y: CGFloat(values[e + 1]))
        g.endPoint = UnitPoint(x: CGFloat(values[e + 2]), y: CGFloat(values[e + 3]))
        return g
    }

    static var zero: AnimatableGradient { AnimatableGradient(values: []) }
    private static func combine(_ l: Self, _ r: Self, _ op: (Double, Double) -> Double) -> Self {
        let n = max(l.values.count, r.values.count)
        return Self(values: (0..<n).map { op($0 < l.values.count ? l.values[$0] : 0, $0 < r.values.count ? r.values[$0] : 0) })
    }
    static func + (l: Self, r: Self) -> Self { combine(l, r, +) }
    static func - (l: Self, r: Self) -> Self { combine(l, r, -) }
    mutating func scale(by rhs: Double) { values = values.map { $0 * rhs } }
    var magnitudeSquared: Double { values.reduce(0) { $0 + $1 * $1 } }
    static func == (l: Self, r: Self) -> Bool { (l - r).values.allSatisfy { $0 == 0 } }
}
