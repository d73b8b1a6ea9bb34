/// The key a string literal becomes in `Text("…")`, as SwiftUI's `LocalizedStringKey`.
/// Linux has no string catalogues, so the key is the text shown: literals verbatim and
/// interpolated values formatted with `String(describing:)` (`Text("Count: \(n)")`).
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The text the key shows.
    let string: String

    public init(_ value: String) { string = value }
    public init(stringLiteral value: String) { string = value }
    public init(stringInterpolation: StringInterpolation) { string = stringInterpolation.output }

    /// Builds the text of an interpolated literal.
    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            output.reserveCapacity(literalCapacity + 8 * interpolationCount)
        }
        public mutating func appendLiteral(_ literal: String) { output += literal }
        public mutating func appendInterpolation<T>(_ value: T) { output += String(describing: value) }
        public mutating func appendInterpolation(_ string: String) { output += string }
        /// A number formatted with a printf-style specifier (`"\(value, specifier: "%.1f")"`).
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            output += String(format: specifier, value)
        }
        /// A value formatted with a format style (`"\(date, format: .dateTime.year())"`).
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            output += format.format(input)
        }
        /// A `Text` inside a key contributes its characters (its styling is not kept).
        public mutating func appendInterpolation(_ text: Text) { output += text.string }
    }
}
