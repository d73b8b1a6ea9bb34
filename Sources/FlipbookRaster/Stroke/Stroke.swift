/// How a stroke ends an open subpath or a dash, as SwiftUI's `CGLineCap`.
public enum LineCap: Sendable {
    /// Ends flat at the end point.
    case butt
    /// Ends with a half circle of diameter `lineWidth` around the end point.
    case round
    /// Ends flat, `lineWidth / 2` beyond the end point.
    case square
}

/// How a stroke turns a corner, as SwiftUI's `CGLineJoin`.
public enum LineJoin: Sendable {
    /// Extends the outer edges to meet in a point, unless that is longer than `miterLimit`.
    case miter
    /// A circular arc around the corner.
    case round
    /// Cuts the corner with a straight line.
    case bevel
}

/// The parameters of a stroke, as SwiftUI's `StrokeStyle` (same names and defaults).
public struct Stroke: Sendable, Equatable {
    /// The width of the stroke, centred on the path.
    public var lineWidth: Double
    public var lineCap: LineCap
    public var lineJoin: LineJoin
    /// The largest ratio of miter length to line width before a miter join becomes a bevel.
    public var miterLimit: Double
    /// Alternating on and off lengths; empty for a solid stroke. An odd count repeats the
    /// pattern twice (as SVG and CoreGraphics do); negative, non-finite or all-zero patterns
    /// are ignored (solid stroke).
    public var dash: [Double]
    /// How far into the dash pattern each subpath starts.
    public var dashPhase: Double

    public init(lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
                miterLimit: Double = 10, dash: [Double] = [], dashPhase: Double = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}
