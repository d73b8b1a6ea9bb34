import Foundation

// Interpolated numbers format as SwiftUI's `LocalizedStringKey` formats them: each type has a
// printf specifier (`_FormatSpecifiable` in SwiftUI) and the key's string is formatted with
// it. So `Text("\(0.76 * 100)%")` reads "76.000000%" on iOS (`%lf`), not Swift's "76.0%";
// integers read as Swift writes them (`%lld`, `%d`, `%u`, `%llu`). Strings, `Text`, format
// styles and other values are unchanged (LocalizedStringKey.swift).
extension LocalizedStringKey.StringInterpolation {
    /// A `Double`, as `%lf`: six decimals ("76.000000").
    public mutating func appendInterpolation(_ value: Double) { appendArgument(String(format: "%lf", value)) }
    /// A `Float`, as `%f`: six decimals.
    public mutating func appendInterpolation(_ value: Float) { appendArgument(String(format: "%f", Double(value))) }
    /// A `CGFloat`, as `%lf`: six decimals.
    public mutating func appendInterpolation(_ value: CGFloat) { appendArgument(String(format: "%lf", Double(value))) }
    /// An `Int` (`%lld`).
    public mutating func appendInterpolation(_ value: Int) { appendArgument(String(value)) }
    /// An `Int8` (`%d`).
    public mutating func appendInterpolation(_ value: Int8) { appendArgument(String(value)) }
    /// An `Int16` (`%d`).
    public mutating func appendInterpolation(_ value: Int16) { appendArgument(String(value)) }
    /// An `Int32` (`%d`).
    public mutating func appendInterpolation(_ value: Int32) { appendArgument(String(value)) }
    /// An `Int64` (`%lld`).
    public mutating func appendInterpolation(_ value: Int64) { appendArgument(String(value)) }
    /// A `UInt` (`%llu`).
    public mutating func appendInterpolation(_ value: UInt) { appendArgument(String(value)) }
    /// A `UInt8` (`%u`).
    public mutating func appendInterpolation(_ value: UInt8) { appendArgument(String(value)) }
    /// A `UInt16` (`%u`).
    public mutating func appendInterpolation(_ value: UInt16) { appendArgument(String(value)) }
    /// A `UInt32` (`%u`).
    public mutating func appendInterpolation(_ value: UInt32) { appendArgument(String(value)) }
    /// A `UInt64` (`%llu`).
    public mutating func appendInterpolation(_ value: UInt64) { appendArgument(String(value)) }
}
