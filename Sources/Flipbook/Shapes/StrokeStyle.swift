import FlipbookRaster

/// Line end shapes, as Core Graphics' `CGLineCap` (absent on Linux).
public enum CGLineCap: Int32, Sendable { case butt, round, square }
/// Line corner shapes, as Core Graphics' `CGLineJoin` (absent on Linux).
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }

/// How a stroke is drawn, as SwiftUI's `StrokeStyle`.
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth; self.lineCap = lineCap; self.lineJoin = lineJoin
        self.miterLimit = miterLimit; self.dash = dash; self.dashPhase = dashPhase
    }

    var raster: Stroke {
        Stroke(lineWidth: lineWidth,
               lineCap: lineCap == .butt ? .butt : lineCap == .round ? .round : .square,
               lineJoin: lineJoin == .miter ? .miter : lineJoin == .round ? .round : .bevel,
               miterLimit: miterLimit, dash: dash.map { Double($0) }, dashPhase: dashPhase)
    }
}

/// How overlapping parts of a path are filled, as SwiftUI's `FillStyle`.
public struct FillStyle: Hashable, Sendable {
    /// Even-odd filling leaves holes where the path overlaps itself.
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) { isEOFilled = eoFill; isAntialiased = antialiased }

    var rule: FillRule { isEOFilled ? .evenOdd : .nonZero }
}
