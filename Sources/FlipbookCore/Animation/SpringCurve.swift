import Foundation

/// A damped harmonic oscillator of unit mass pulled from 0 to 1, solved in closed form:
/// the displacement from the target x(t) = 1 − progress obeys x'' + c·x' + k·x = 0 with
/// x(0) = 1 and progress'(0) = `initialVelocity`.
struct SpringCurve: Hashable, Sendable {
    let mass: Double
    let stiffness: Double
    let damping: Double
    let initialVelocity: Double

    /// SwiftUI's `spring(response:dampingFraction:)`: stiffness (2π / response)², damping
    /// 4π · dampingFraction / response, unit mass.
    init(response: Double, dampingFraction: Double, initialVelocity: Double = 0) {
        let r = max(response, 1e-6)
        self.init(mass: 1, stiffness: pow(2 * .pi / r, 2), damping: 4 * .pi * dampingFraction / r, initialVelocity: initialVelocity)
    }

    init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        self.mass = max(mass, 1e-9)
        self.stiffness = max(stiffness, 1e-9)
        self.damping = max(damping, 0)
        self.initialVelocity = initialVelocity
    }

    var naturalFrequency: Double { (stiffness / mass).squareRoot() }
    var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// Progress toward the target at time `t` (seconds); may overshoot 1.
    func value(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        return 1 - displacement(at: t).x
    }

    /// Displacement from the target and its rate of change.
    func displacement(at t: Double) -> (x: Double, v: Double) {
        let w0 = naturalFrequency, zeta = dampingRatio
        let v0 = -initialVelocity   // x'(0): the displacement shrinks as progress grows
        if abs(zeta - 1) < 1e-9 {
            // Critically damped: x = e^(−ω₀t)(1 + (v₀ + ω₀)t).
            let b = v0 + w0
            let e = exp(-w0 * t)
            return (e * (1 + b * t), e * (b - w0 * (1 + b * t)))
        } else if zeta < 1 {
            // Under-damped: x = e^(−ζω₀t)(cos ω_d t + ((v₀ + ζω₀)/ω_d) sin ω_d t).
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let a = zeta * w0
            let b = (v0 + a) / wd
            let e = exp(-a * t)
            let c = cos(wd * t), s = sin(wd * t)
            let x = e * (c + b * s)
            let v = e * ((-a) * (c + b * s) + (-wd * s + b * wd * c))
            return (x, v)
        } else {
            // Over-damped: two real roots r₁, r₂ < 0.
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -w0 * (zeta - root), r2 = -w0 * (zeta + root)
            let c2 = (v0 - r1) / (r2 - r1)
            let c1 = 1 - c2
            let e1 = exp(r1 * t), e2 = exp(r2 * t)
            return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
        }
    }

    /// When the spring is considered at rest: the last time its displacement from the
    /// target is 0.001 of the change (after that it stays closer). Found by stepping at
    /// 1/600 s, then bisecting the last crossing; bounded at 60 s.
    var settlingDuration: Double {
        let threshold = 1e-3, step = 1.0 / 600
        // The slowest decay rate of the envelope bounds how far to look.
        let zeta = dampingRatio
        let decay = naturalFrequency * (zeta < 1 ? zeta : zeta - (zeta * zeta - 1).squareRoot())
        let horizon = min(60, decay > 0 ? 12 / decay + 1 : 60)
        var t = 0.0, lastUnsettled = 0.0
        while t < horizon {
            t += step
            if abs(displacement(at: t).x) > threshold { lastUnsettled = t }
        }
        var lo = lastUnsettled, hi = lastUnsettled + step
        for _ in 0..<50 {
            let mid = (lo + hi) / 2
            if abs(displacement(at: mid).x) > threshold { lo = mid } else { hi = mid }
        }
        return hi
    }
}
