/// How a change plays out over time, as SwiftUI's `Animation`: a timing curve or spring,
/// optionally delayed, sped up or repeated.
///
/// Changes made inside ``withAnimation(_:_:)`` or under ``View/animation(_:value:)`` play
/// along the curve on a ``FrameSequence``'s virtual clock (a still shows their end state);
/// ``progress(at:)`` gives the curve's value at any time.
///
/// `Animation.default` follows iOS 17 and later: a spring with response 0.55 and damping
/// fraction 1 (before iOS 17 it was easeInOut over 0.35 s).
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    indirect enum Kind: Hashable, Sendable {
        case bezier(UnitBezier, duration: Double, name: String)
        case spring(SpringCurve, blendDuration: Double)
        case delay(Double, Kind)
        case speed(Double, Kind)
        case `repeat`(count: Int?, autoreverses: Bool, Kind)
        case custom(AnyCustomAnimation)
    }

    let kind: Kind

    init(_ kind: Kind) { self.kind = kind }

    // MARK: Timing curves

    /// The duration of the timing curves when none is given (SwiftUI's).
    @usableFromInline package static let defaultDuration = 0.35
    /// A spring's response (its perceived duration) when none is given (SwiftUI's).
    @usableFromInline package static let defaultSpringResponse = 0.5
    /// ``spring``'s damping fraction when none is given (SwiftUI's).
    @usableFromInline package static let defaultDampingFraction = 0.825

    /// iOS 17+: a critically damped spring, response 0.55.
    public static let `default` = Animation.spring(response: 0.55, dampingFraction: 1, blendDuration: 0)

    public static func linear(duration: Double) -> Animation { bezier(0, 0, 1, 1, duration, "linear") }
    public static var linear: Animation { linear(duration: defaultDuration) }
    public static func easeIn(duration: Double) -> Animation { bezier(0.42, 0, 1, 1, duration, "easeIn") }
    public static var easeIn: Animation { easeIn(duration: defaultDuration) }
    public static func easeOut(duration: Double) -> Animation { bezier(0, 0, 0.58, 1, duration, "easeOut") }
    public static var easeOut: Animation { easeOut(duration: defaultDuration) }
    public static func easeInOut(duration: Double) -> Animation { bezier(0.42, 0, 0.58, 1, duration, "easeInOut") }
    public static var easeInOut: Animation { easeInOut(duration: defaultDuration) }

    /// A cubic Bézier from (0, 0) to (1, 1) with control points (c0x, c0y) and (c1x, c1y).
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double,
                                   duration: Double = defaultDuration) -> Animation {
        bezier(c0x, c0y, c1x, c1y, duration, "timingCurve")
    }

    private static func bezier(_ a: Double, _ b: Double, _ c: Double, _ d: Double, _ duration: Double, _ name: String) -> Animation {
        // Control x outside 0…1 would make time run backwards; clamp as CoreAnimation does.
        Animation(.bezier(UnitBezier(min(max(a, 0), 1), b, min(max(c, 0), 1), d), duration: max(duration, 0), name: name))
    }

    // MARK: Springs

    /// A spring with response 0.5 s and damping fraction 0.825.
    public static var spring: Animation { spring(response: defaultSpringResponse, dampingFraction: defaultDampingFraction, blendDuration: 0) }

    /// A spring by its response (period of the undamped oscillation, seconds) and damping
    /// fraction (1: no overshoot; smaller: bouncier).
    public static func spring(response: Double = defaultSpringResponse, dampingFraction: Double = defaultDampingFraction, blendDuration: Double = 0) -> Animation {
        Animation(.spring(SpringCurve(response: response, dampingFraction: dampingFraction), blendDuration: blendDuration))
    }

    /// A spring by perceived duration and bounce: response = duration; damping fraction
    /// 1 − bounce for bounce ≥ 0, 1 / (1 + bounce) for a negative (overdamped) bounce.
    @_disfavoredOverload
    public static func spring(duration: Double = defaultSpringResponse, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        spring(response: duration, dampingFraction: dampingFraction(bounce: bounce), blendDuration: blendDuration)
    }

    static func dampingFraction(bounce: Double) -> Double { bounce >= 0 ? 1 - bounce : 1 / max(1 + bounce, 1e-6) }

    /// A stiffer spring for interactive changes: response 0.15, damping fraction 0.86,
    /// blend 0.25 (SwiftUI's defaults).
    public static var interactiveSpring: Animation { interactiveSpring(response: 0.15) }
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }
    @_disfavoredOverload
    public static func interactiveSpring(duration: Double = 0.15, extraBounce: Double = 0, blendDuration: Double = 0.25) -> Animation {
        spring(response: duration, dampingFraction: dampingFraction(bounce: extraBounce), blendDuration: blendDuration)
    }

    /// A spring given by its physical constants (unit mass unless told), in closed form.
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        Animation(.spring(SpringCurve(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity), blendDuration: 0))
    }
    public static var interpolatingSpring: Animation { interpolatingSpring(duration: defaultSpringResponse, bounce: 0, initialVelocity: 0) }
    @_disfavoredOverload
    public static func interpolatingSpring(duration: Double = defaultSpringResponse, bounce: Double = 0, initialVelocity: Double = 0) -> Animation {
        let fraction = dampingFraction(bounce: bounce)
        return Animation(.spring(SpringCurve(response: duration, dampingFraction: fraction, initialVelocity: initialVelocity), blendDuration: 0))
    }

    /// No bounce, duration 0.5.
    public static var smooth: Animation { smooth(duration: defaultSpringResponse, extraBounce: 0) }
    public static func smooth(duration: Double = defaultSpringResponse, extraBounce: Double = 0) -> Animation { spring(response: duration, dampingFraction: dampingFraction(bounce: extraBounce), blendDuration: 0) }
    /// A little bounce (0.15), duration 0.5.
    public static var snappy: Animation { snappy(duration: defaultSpringResponse, extraBounce: 0) }
    public static func snappy(duration: Double = defaultSpringResponse, extraBounce: Double = 0) -> Animation { spring(response: duration, dampingFraction: dampingFraction(bounce: 0.15 + extraBounce), blendDuration: 0) }
    /// Visible bounce (0.3), duration 0.5.
    public static var bouncy: Animation { bouncy(duration: defaultSpringResponse, extraBounce: 0) }
    public static func bouncy(duration: Double = defaultSpringResponse, extraBounce: Double = 0) -> Animation { spring(response: duration, dampingFraction: dampingFraction(bounce: 0.3 + extraBounce), blendDuration: 0) }

    // MARK: Modifiers

    /// Starts `delay` seconds later (every repetition, if repeated afterwards).
    public func delay(_ delay: Double) -> Animation { Animation(.delay(max(delay, 0), kind)) }
    /// Plays `speed` times as fast (delays included).
    public func speed(_ speed: Double) -> Animation { Animation(.speed(max(speed, 1e-9), kind)) }
    /// Plays `repeatCount` times; with `autoreverses` every other play runs backwards.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation(.repeat(count: max(repeatCount, 0), autoreverses: autoreverses, kind))
    }
    /// Repeats without end.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(.repeat(count: nil, autoreverses: autoreverses, kind))
    }

    // MARK: Evaluation

    /// The fraction of the change shown `time` seconds after the animation starts: 0 at the
    /// start, 1 when done (springs may overshoot 1 on the way).
    public func progress(at time: Double) -> Double { kind.progress(at: time) }

    /// How long one run takes, in seconds (delays and speed included; for springs the time
    /// they take to settle within 0.1 % of the change); `nil` if it repeats forever.
    public var duration: Double? { kind.duration }

    /// Whether the animation has finished `time` seconds after it starts.
    public func isComplete(at time: Double) -> Bool { duration.map { time >= $0 } ?? false }

    public var description: String { kind.description }
}

extension Animation.Kind: CustomStringConvertible {
    var duration: Double? {
        switch self {
        case .bezier(_, let d, _): return d
        case .spring(let s, _): return s.settlingDuration
        case .delay(let d, let k): return k.duration.map { $0 + d }
        case .speed(let s, let k): return k.duration.map { $0 / s }
        case .repeat(let n, _, let k): return n.flatMap { n in k.duration.map { $0 * Double(n) } }
        case .custom(let c): return c.duration
        }
    }

    func progress(at t: Double) -> Double {
        switch self {
        case .bezier(let curve, let d, _):
            guard d > 0 else { return t >= 0 ? 1 : 0 }
            return curve.value(at: t / d)
        case .spring(let s, _):
            return s.value(at: t)
        case .delay(let d, let k):
            return t <= d ? 0 : k.progress(at: t - d)
        case .speed(let s, let k):
            return k.progress(at: t * s)
        case .repeat(let n, let autoreverses, let k):
            guard t > 0 else { return 0 }
            guard let d = k.duration, d > 0 else { return 1 }
            let iteration = Int((t / d).rounded(.down))
            // Once all plays are done the view shows its new value.
            if let n, iteration >= n { return 1 }
            let local = t - Double(iteration) * d
            let p = k.progress(at: local)
            return autoreverses && iteration % 2 == 1 ? 1 - p : p
        case .custom(let c):
            guard t > 0 else { return 0 }
            return c.progress(t) ?? 1
        }
    }

    var description: String {
        switch self {
        case .bezier(_, let d, let name): return "\(name)(duration: \(d))"
        case .spring(let s, _): return "spring(stiffness: \(s.stiffness), damping: \(s.damping))"
        case .delay(let d, let k): return "\(k).delay(\(d))"
        case .speed(let s, let k): return "\(k).speed(\(s))"
        case .repeat(let n, let r, let k):
            return n.map { "\(k).repeatCount(\($0), autoreverses: \(r))" } ?? "\(k).repeatForever(autoreverses: \(r))"
        case .custom(let c): return "Animation(\(c.base.base))"
        }
    }
}
