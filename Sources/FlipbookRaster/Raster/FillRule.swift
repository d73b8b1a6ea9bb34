/// Which points a path's outline encloses, as SwiftUI's `FillStyle(eoFill:)`.
public enum FillRule: Sendable {
    /// Inside where the winding number is not zero.
    case nonZero
    /// Inside where the winding number is odd.
    case evenOdd
}
