/// Any number of animatable values animated together, as iOS 26's `AnimatableValues` (what
/// nested ``AnimatablePair``s did): `var animatableData: AnimatableValues<Double, CGFloat, Double>`.
@frozen public struct AnimatableValues<each Value: VectorArithmetic>: VectorArithmetic {
    /// The values.
    public var value: (repeat each Value)

    /// The values, in order.
    public init(_ value: repeat each Value) { self.value = (repeat each value) }

    public static var zero: AnimatableValues<repeat each Value> { Self(repeat (each Value).zero) }

    public static func + (lhs: Self, rhs: Self) -> Self { Self(repeat (each lhs.value) + (each rhs.value)) }
    public static func - (lhs: Self, rhs: Self) -> Self { Self(repeat (each lhs.value) - (each rhs.value)) }
    public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
    public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        for (a, b) in repeat (each lhs.value, each rhs.value) { if a != b { return false } }
        return true
    }

    public mutating func scale(by rhs: Double) { value = (repeat (each value).scaled(by: rhs)) }

    /// The sum of the values' squared magnitudes.
    public var magnitudeSquared: Double {
        var sum = 0.0
        for v in repeat each value { sum += v.magnitudeSquared }
        return sum
    }
}
