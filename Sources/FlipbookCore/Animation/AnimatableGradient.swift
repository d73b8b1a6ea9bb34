import Foundation

/// The gradient styles whose stops animate.
protocol GradientStyle: ShapeStyle {
    var gradient: Gradient { get set }
}
extension LinearGradient: GradientStyle {}
extension RadialGradient: GradientStyle {}
extension AngularGradient: GradientStyle {}

/// A gradient as a vector: each stop's colour (as ``AnimatableColor``) and location, then
/// the style's geometry (start and end points, centre and radii, centre and angles).
/// Gradients animate stop by stop when the number of stops stays the same.
struct AnimatableGradient: VectorArithmetic, Sendable {
    var values: [Double]

    init(values: [Double]) { self.values = values }

    init(_ gradient: Gradient, geometry: [CGFloat]) {
        var v: [Double] = []
        v.reserveCapacity(gradient.stops.count * 9 + geometry.count)
        for stop in gradient.stops {
            let c = AnimatableColor(stop.color)
            for i in 0..<4 { v.append(Double(c.light[i])) }
            for i in 0..<4 { v.append(Double(c.dark[i])) }
            v.append(Double(stop.location))
        }
        v += geometry.map(Double.init)
        values = v
    }

    /// The stops these values describe, in the colour space of `template`.
    func gradient(like template: Gradient) -> Gradient {
        var stops: [Gradient.Stop] = []
        for s in 0..<template.stops.count {
            let b = s * 9
            let light = SIMD4<Float>((0..<4).map { Float(values[b + $0]) })
            let dark = SIMD4<Float>((4..<8).map { Float(values[b + $0]) })
            stops.append(Gradient.Stop(color: AnimatableColor(light: light, dark: dark).color, location: CGFloat(values[b + 8])))
        }
        var g = template
        g.stops = stops
        return g
    }

    /// The last `count` values: the geometry.
    func geometry(count: Int) -> [CGFloat] { values.suffix(count).map { CGFloat($0) } }

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
