import FlipbookRaster
import FlipbookText

/// Text to draw: a run of glyphs in points and its paint. The renderer makes the pixels at
/// the final device transform: FreeType's masks on the pixel grid where the transform is the
/// display scale plus a translation (every unrotated, unscaled text), the glyph outlines filled
/// through the whole transform otherwise (rotated, scaled, skewed text), never a resampled
/// bitmap.
public struct GlyphRunItem: Equatable, Sendable {
    package init(run: GlyphRun, scale: CGFloat, paint: FlipbookRaster.Paint) { self.run = run; self.scale = scale; self.paint = paint }
    public var run: GlyphRun
    /// The display scale the text was laid out for: at exactly this scale (plus a
    /// translation) the glyphs are drawn as FreeType renders them, snapped to the pixel grid.
    public var scale: CGFloat
    /// The paint; gradient geometry is in root points, as the glyph positions.
    public var paint: Paint

    /// The run's coverage at the display scale with no transform effect, in device pixels.
    public var coverageMask: CoverageMask { run.coverageMask(scale: Double(scale)) }
}
