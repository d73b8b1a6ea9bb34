/// Vertical metrics of a face in font units (y up, baseline 0), from its `hhea` table as
/// FreeType reports them, plus cap and x heights from `OS/2`.
public struct FontMetrics: Hashable, Sendable {
    public var unitsPerEm: Int
    /// Distance from the baseline up to the top of the line box (positive).
    public var ascender: Int
    /// Distance from the baseline down to the bottom of the line box (positive).
    public var descender: Int
    /// Extra space between lines (`hhea.lineGap`).
    public var lineGap: Int
    public var capHeight: Int
    public var xHeight: Int

    /// Font units → points at `size` points.
    @inlinable public func points(_ units: Int, size: Double) -> Double {
        Double(units) * size / Double(unitsPerEm)
    }
    /// Ascent in points at `size`.
    @inlinable public func ascent(size: Double) -> Double { points(ascender, size: size) }
    /// Descent (positive) in points at `size`.
    @inlinable public func descent(size: Double) -> Double { points(descender, size: size) }
    /// Baseline-to-baseline distance in points at `size`: ascent + descent + line gap.
    @inlinable public func lineHeight(size: Double) -> Double { points(ascender + descender + lineGap, size: size) }
}
