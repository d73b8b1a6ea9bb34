import FlipbookRaster

/// One rendered glyph: an A8 coverage bitmap placed relative to the pen position on the
/// baseline. Immutable, so the cache can hand the same value to any thread.
public struct GlyphMask: Sendable, Equatable {
    /// Columns from the (integer) pen x to the bitmap's left edge.
    public let left: Int
    /// Rows from the baseline up to the bitmap's top row (y grows down on the canvas, so the
    /// top row sits at `baselineY - top`).
    public let top: Int
    public let width: Int
    public let height: Int
    /// `width × height` bytes, row-major, 0 = empty, 255 = covered.
    public let coverage: [UInt8]

    public static let empty = GlyphMask(left: 0, top: 0, width: 0, height: 0, coverage: [])

    /// The mask placed with its pen at device pixel (`penX`, `baselineY`).
    public func placed(penX: Int, baselineY: Int) -> CoverageMask {
        CoverageMask(bounds: PixelRect(x: penX + left, y: baselineY - top, width: width, height: height), coverage: coverage)
    }
}
