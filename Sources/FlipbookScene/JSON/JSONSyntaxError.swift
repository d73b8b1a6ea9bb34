/// Text that is not well-formed JSON, or that exceeds the parser's limits.
public struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, phrased for a person fixing the file.
    public var message: String
    public var location: SourceLocation

    public init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }

    public var description: String { "line \(location.line), column \(location.column): \(message)" }
}
