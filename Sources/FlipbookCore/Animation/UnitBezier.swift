/// A cubic Bézier timing curve from (0, 0) to (1, 1), solved for y at a given x the way
/// WebKit's `UnitBezier` does: a few Newton steps on x(t), then bisection if Newton fails.
struct UnitBezier: Hashable, Sendable {
    let ax, bx, cx, ay, by, cy: Double

    init(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double) {
        // Polynomial coefficients of B(t) = 3(1−t)²t·P1 + 3(1−t)t²·P2 + t³.
        cx = 3 * p1x
        bx = 3 * (p2x - p1x) - cx
        ax = 1 - cx - bx
        cy = 3 * p1y
        by = 3 * (p2y - p1y) - cy
        ay = 1 - cy - by
    }

    func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    func sampleDerivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// The curve parameter t whose x is `x` (x in 0…1).
    func solveX(_ x: Double, epsilon: Double = 1e-7) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = sampleX(t) - x
            if abs(error) < epsilon { return t }
            let d = sampleDerivativeX(t)
            if abs(d) < 1e-6 { break }
            t -= error / d
        }
        // Bisection: x(t) is monotonic for control x in 0…1.
        var lo = 0.0, hi = 1.0
        t = x
        if t < lo { return lo }
        if t > hi { return hi }
        while lo < hi {
            let v = sampleX(t)
            if abs(v - x) < epsilon { return t }
            if x > v { lo = t } else { hi = t }
            t = (hi - lo) / 2 + lo
            if hi - lo < 1e-12 { break }
        }
        return t
    }

    /// The curve's y (progress) at x (time fraction), clamped to 0…1 in x.
    func value(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        // Control points on the diagonal make y = x: skip the solver's rounding.
        if ax == ay && bx == by && cx == cy { return x }
        return sampleY(solveX(x))
    }
}
