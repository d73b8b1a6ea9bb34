private struct ReservedLinesKey: EnvironmentKey { static let defaultValue = 0 }

extension EnvironmentValues {
    /// Lines a vertical text field keeps room for even when its text is shorter
    /// (`lineLimit(_:)` with a range, or `lineLimit(_:reservesSpace:)`).
    var reservedLineCount: Int {
        get { self[ReservedLinesKey.self] }
        set { self[ReservedLinesKey.self] = newValue }
    }
}

extension View {
    /// Between `limit.lowerBound` and `limit.upperBound` lines, as SwiftUI's
    /// `lineLimit(_: ClosedRange<Int>)`: text stops at the upper bound; a vertical
    /// `TextField` keeps room for the lower bound.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        lineLimit(limit.upperBound).environment(\.reservedLineCount, max(limit.lowerBound, 0))
    }
    /// At least `limit.lowerBound` lines (a vertical `TextField` keeps room for them), no upper limit.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        lineLimit(nil).environment(\.reservedLineCount, max(limit.lowerBound, 0))
    }
    /// At most `limit.upperBound` lines.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        lineLimit(limit.upperBound)
    }
    /// At most `limit` lines; with `reservesSpace`, a vertical `TextField` keeps room for all of them.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        lineLimit(limit).environment(\.reservedLineCount, reservesSpace ? max(limit, 0) : 0)
    }
}
