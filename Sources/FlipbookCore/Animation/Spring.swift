import Foundation

/// A spring's motion, as SwiftUI's `Spring` (iOS 17): converts between the ways of giving
/// a spring (duration and bounce, response and damping ratio, mass, stiffness and damping)
/// and evaluates its position and velocity in closed form.
///
/// As in SwiftUI, `Spring(duration: d, bounce: b)` has mass 1, stiffness (2π/d)² and
/// damping 4π(1 − b)/d (b ≥ 0) or 4π/(d(1 + b)) (b < 0):
///
/// ```swift
/// let spring = Spring(duration: 0.5, bounce: 0.3)
/// spring.stiffness        // 157.9
/// spring.damping          // 17.6
/// spring.value(target: 1.0, time: 0.25)
/// ```
public struct Spring: Hashable, Sendable {
    public let mass: Double
    public let stiffness: Double
    public let damping: Double

    /// A spring by its mass, stiffness and damping; without `allowOverDamping` the damping
    /// is clamped to critical, as SwiftUI does.
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let m = max(mass, 1e-9), k = max(stiffness, 1e-9)
        let critical = 2 * (k * m).squareRoot()
        self.mass = m
        self.stiffness = k
        self.damping = allowOverDamping ? max(damping, 0) : min(max(damping, 0), critical)
    }

    /// A spring by perceptual duration and bounce (−1…1; 0 is critically damped).
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
        let d = max(duration, 1e-6)
        let k = pow(2 * .pi / d, 2)
        let c = bounce >= 0 ? 4 * .pi * (1 - bounce) / d : 4 * .pi / (d * max(1 + bounce, 1e-6))
        self.init(mass: 1, stiffness: k, damping: c, allowOverDamping: true)
    }

    /// A spring by response (the period of its undamped oscillation) and damping ratio.
    public init(response: Double, dampingRatio: Double) {
        let r = max(response, 1e-6)
        self.init(mass: 1, stiffness: pow(2 * .pi / r, 2), damping: 4 * .pi * dampingRatio / r, allowOverDamping: true)
    }

    /// A spring that settles within `epsilon` of its target in about `settlingDuration`.
    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        // Find the response whose settling time is `settlingDuration` (settling time is
        // proportional to the response for a fixed damping ratio).
        let unit = Spring(response: 1, dampingRatio: dampingRatio)
        let s = unit.settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: epsilon)
        self.init(response: s > 0 ? max(settlingDuration, 1e-6) / s : 1, dampingRatio: dampingRatio)
    }

    /// The damping as a fraction of critical damping.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
    /// The period of the undamped oscillation.
    public var response: Double { 2 * .pi / (stiffness / mass).squareRoot() }
    /// The perceptual duration, which sets the spring's pace.
    public var duration: TimeInterval { response }
    /// How bouncy the spring is: 1 − damping ratio, or 1/ratio − 1 when over-damped.
    public var bounce: Double {
        let z = dampingRatio
        return z <= 1 ? 1 - z : 1 / z - 1
    }
    /// The time to settle within 0.001 of a change of 1 from rest.
    public var settlingDuration: TimeInterval { settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 0.001) }

    // MARK: Evaluation

    /// Displacement from the target and its velocity at `t`, starting at displacement `x0`
    /// with velocity `v0`, in closed form.
    func state(x0: Double, v0: Double, t: Double) -> (x: Double, v: Double) {
        let w0 = (stiffness / mass).squareRoot()
        let z = dampingRatio
        if abs(z - 1) < 1e-9 {
            let b = v0 + w0 * x0
            let e = exp(-w0 * t)
            return (e * (x0 + b * t), e * (b - w0 * (x0 + b * t)))
        } else if z < 1 {
            let wd = w0 * (1 - z * z).squareRoot()
            let a = z * w0
            let b = (v0 + a * x0) / wd
            let e = exp(-a * t), c = cos(wd * t), s = sin(wd * t)
            let x = e * (x0 * c + b * s)
            return (x, -a * x + e * (-x0 * wd * s + b * wd * c))
        } else {
            let root = (z * z - 1).squareRoot()
            let r1 = -w0 * (z - root), r2 = -w0 * (z + root)
            let c2 = (v0 - r1 * x0) / (r2 - r1)
            let c1 = x0 - c2
            let e1 = exp(r1 * t), e2 = exp(r2 * t)
            return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
        }
    }

    /// The value after `time` of a spring moving from zero toward `target`, starting with
    /// `initialVelocity`.
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        // Linear in the target and the velocity: x = target·(1 − u(t)) + v0·w(t).
        let u = state(x0: 1, v0: 0, t: time).x
        let w = state(x0: 0, v0: 1, t: time).x
        return target.scaled(by: 1 - u) + initialVelocity.scaled(by: w)
    }
    public func value(target: Double, initialVelocity: Double = 0, time: TimeInterval) -> Double {
        target + state(x0: -target, v0: initialVelocity, t: time).x
    }
    /// The same as ``value(target:initialVelocity:time:)-(Double,_,_)``.
    public func position(target: Double, initialVelocity: Double = 0, time: TimeInterval) -> Double {
        value(target: target, initialVelocity: initialVelocity, time: time)
    }
    public func position<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        value(target: target, initialVelocity: initialVelocity, time: time)
    }

    /// The velocity after `time` of a spring moving from zero toward `target`.
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let u = state(x0: 1, v0: 0, t: time).v
        let w = state(x0: 0, v0: 1, t: time).v
        return target.scaled(by: -u) + initialVelocity.scaled(by: w)
    }
    public func velocity(target: Double, initialVelocity: Double = 0, time: TimeInterval) -> Double {
        state(x0: -target, v0: initialVelocity, t: time).v
    }

    /// The force on the spring at `position` moving at `velocity`, toward `target`.
    public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
        (target - position).scaled(by: stiffness) - velocity.scaled(by: damping)
    }
    public func force(target: Double, position: Double, velocity: Double) -> Double {
        stiffness * (target - position) - damping * velocity
    }

    /// Advances `value` and `velocity` by `deltaTime` toward `target`.
    public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval) {
        let nextValue = value + self.value(target: target - value, initialVelocity: velocity, time: deltaTime)
        let nextVelocity = self.velocity(target: target - value, initialVelocity: velocity, time: deltaTime)
        value = nextValue
        velocity = nextVelocity
    }

    /// The time after which the spring stays within `epsilon` of `target`.
    public func settlingDuration<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, epsilon: Double) -> TimeInterval {
        let scale = target.magnitudeSquared.squareRoot()
        return settlingDuration(target: scale, initialVelocity: initialVelocity.magnitudeSquared.squareRoot(), epsilon: epsilon)
    }
    public func settlingDuration(target: Double, initialVelocity: Double = 0, epsilon: Double) -> TimeInterval {
        let step = 1.0 / 600
        let z = dampingRatio, w0 = (stiffness / mass).squareRoot()
        let decay = w0 * (z < 1 ? z : z - (z * z - 1).squareRoot())
        let horizon = min(120, decay > 0 ? 20 / decay + 1 : 120)
        let eps = max(epsilon, 1e-12)
        var t = 0.0, last = 0.0
        while t < horizon {
            t += step
            if abs(state(x0: -target, v0: initialVelocity, t: t).x) > eps { last = t }
        }
        var lo = last, hi = last + step
        for _ in 0..<50 {
            let mid = (lo + hi) / 2
            if abs(state(x0: -target, v0: initialVelocity, t: mid).x) > eps { lo = mid } else { hi = mid }
        }
        return hi
    }

    // MARK: Presets

    /// No bounce, duration 0.5.
    public static var smooth: Spring { smooth() }
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring { Spring(duration: duration, bounce: extraBounce) }
    /// A little bounce (0.15), duration 0.5.
    public static var snappy: Spring { snappy() }
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring { Spring(duration: duration, bounce: 0.15 + extraBounce) }
    /// Visible bounce (0.3), duration 0.5.
    public static var bouncy: Spring { bouncy() }
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring { Spring(duration: duration, bounce: 0.3 + extraBounce) }
}

extension Animation {
    /// An animation along `spring`, as SwiftUI's `spring(_:blendDuration:)`.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
        Animation(.spring(SpringCurve(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, initialVelocity: 0),
                          blendDuration: blendDuration))
    }
    /// An interpolating animation along `spring`, as SwiftUI's `interpolatingSpring(_:initialVelocity:)`.
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation {
        Animation(.spring(SpringCurve(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
                                      initialVelocity: initialVelocity), blendDuration: 0))
    }
}
