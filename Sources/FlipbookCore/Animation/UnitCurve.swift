import Foundation

/// A function from 0…1 to 0…1 (usually), as SwiftUI's `UnitCurve` (iOS 17): the shape of a
/// timing curve, a keyframe's easing.
public struct UnitCurve: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case bezier(UnitBezier, start: UnitPoint, end: UnitPoint)
        case linear
        case circularEaseIn, circularEaseOut, circularEaseInOut
        indirect case inverse(Kind)
    }
    let kind: Kind

    /// A cubic Bézier from (0, 0) to (1, 1) with the two control points.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(kind: .bezier(UnitBezier(Double(startControlPoint.x), Double(startControlPoint.y), Double(endControlPoint.x), Double(endControlPoint.y)),
                                start: startControlPoint, end: endControlPoint))
    }
    public static let linear = UnitCurve(kind: .linear)
    public static let easeIn = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    public static let easeOut = bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    public static let easeInOut = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// 1 − √(1 − x²).
    public static let circularEaseIn = UnitCurve(kind: .circularEaseIn)
    /// √(1 − (1 − x)²).
    public static let circularEaseOut = UnitCurve(kind: .circularEaseOut)
    /// The ease-in half then the ease-out half.
    public static let circularEaseInOut = UnitCurve(kind: .circularEaseInOut)

    /// The curve's value at `progress` (clamped to 0…1).
    public func value(at progress: Double) -> Double { kind.value(min(max(progress, 0), 1)) }

    /// The curve's slope at `progress`.
    public func velocity(at progress: Double) -> Double {
        let p = min(max(progress, 0), 1), h = 1e-5
        let a = max(p - h, 0), b = min(p + h, 1)
        return (kind.value(b) - kind.value(a)) / (b - a)
    }

    /// The curve mirrored across y = x (its inverse function).
    public var inverse: UnitCurve {
        if case .inverse(let k) = kind { return UnitCurve(kind: k) }
        return UnitCurve(kind: .inverse(kind))
    }
}

extension UnitCurve.Kind {
    func value(_ x: Double) -> Double {
        switch self {
        case .linear: return x
        case .bezier(let b, _, _): return b.value(at: x)
        case .circularEaseIn: return 1 - (1 - x * x).squareRoot()
        case .circularEaseOut: return (1 - (1 - x) * (1 - x)).squareRoot()
        case .circularEaseInOut:
            return x < 0.5 ? (1 - (1 - 4 * x * x).squareRoot()) / 2 : ((1 - pow(-2 * x + 2, 2)).squareRoot() + 1) / 2
        case .inverse(let k):
            // Bisection: the curves are monotonic on 0…1.
            var lo = 0.0, hi = 1.0
            for _ in 0..<60 {
                let mid = (lo + hi) / 2
                if k.value(mid) < x { lo = mid } else { hi = mid }
            }
            return (lo + hi) / 2
        }
    }
}

extension Animation {
    /// An animation along `curve` over `duration`, as SwiftUI's `timingCurve(_:duration:)`.
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
        switch curve.kind {
        case .bezier(_, let s, let e): return timingCurve(Double(s.x), Double(s.y), Double(e.x), Double(e.y), duration: duration)
        case .linear: return linear(duration: duration)
        default:
            // Approximated by the Bézier through its quarter points (circular curves are not Béziers).
            let a = curve.value(at: 1.0 / 3), b = curve.value(at: 2.0 / 3)
            let p1 = (18 * a - 9 * b + 2) / 6, p2 = (-9 * a + 18 * b - 5) / 6
            return timingCurve(1.0 / 3, p1, 2.0 / 3, p2, duration: duration)
        }
    }
}
