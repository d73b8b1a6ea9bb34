/// One axis of a variable font (`fvar`): its four-letter tag and range, in the axis's own
/// units (`wght` 100…900 as weight classes, `opsz` in points, `wdth` in percent of normal).
public struct VariationAxis: Hashable, Sendable, CustomStringConvertible {
    public var tag: String
    public var minimum: Double
    public var defaultValue: Double
    public var maximum: Double

    public init(tag: String, minimum: Double, defaultValue: Double, maximum: Double) {
        self.tag = tag
        self.minimum = minimum
        self.defaultValue = defaultValue
        self.maximum = maximum
    }

    /// `value` clamped to the axis range.
    public func clamped(_ value: Double) -> Double { min(max(value, minimum), maximum) }

    public var description: String { "\(tag) \(minimum)…\(maximum) (default \(defaultValue))" }
}
