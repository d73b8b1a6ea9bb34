/// A line height set independently of the fonts' metrics (baseline to baseline), as
/// iOS 26's `AttributedString.LineHeight`.
public enum LineHeightRule: Hashable, Sendable {
    /// The largest point size on the line times a factor.
    case multiple(Double)
    /// The largest point size on the line plus points.
    case leading(Double)
    /// A fixed number of points.
    case exact(Double)

    /// The line's height when its largest font is `pointSize` points.
    public func height(pointSize: Double) -> Double {
        switch self {
        case .multiple(let k): return pointSize * (k.isFinite ? k : 1)
        case .leading(let d): return pointSize + (d.isFinite ? d : 0)
        case .exact(let h): return h.isFinite ? h : pointSize
        }
    }
}
