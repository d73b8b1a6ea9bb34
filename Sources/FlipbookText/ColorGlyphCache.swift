import Synchronization

/// Resampled colour glyphs, shared by every render: decoding a strike's PNG and filtering it
/// costs far more than drawing it, and a frame repeats the same emoji at the same size.
/// Bounded: past ``limit`` entries or ``byteBudget`` bytes of pixels the cache is emptied
/// (emoji sets in UI are small; a bitmap grows with the square of its size); a bitmap larger
/// than a sixteenth of the budget is drawn but not kept.
public final class ColorGlyphCache: Sendable {
    public static let shared = ColorGlyphCache()
    static let limit = 512
    static let byteBudget = 32 << 20

    private struct Key: Hashable {
        var face: Int, glyph: UInt32, box64: Int, advance64: Int
    }
    private struct Entries {
        var bitmaps: [Key: ColorGlyphRasterizer.Bitmap?] = [:]
        var bytes = 0
    }
    private let entries = Mutex(Entries())

    public init() {}

    /// The glyph drawn in a box of `box` device pixels with an advance of `advance`.
    public func bitmap(face: FontFace, glyph: UInt32, box: Double, advance: Double) -> ColorGlyphRasterizer.Bitmap? {
        let key = Key(face: face.id, glyph: glyph, box64: Int((box * 64).rounded()), advance64: Int((advance * 64).rounded()))
        if let hit = entries.withLock({ $0.bitmaps[key] }) { return hit }
        let made = ColorGlyphRasterizer.render(face: face, glyph: glyph, boxPixels: box, advancePixels: advance)
        let size = made.map { $0.pixels.width * $0.pixels.height * 4 } ?? 0
        guard size <= Self.byteBudget / 16 else { return made }
        entries.withLock { e in
            if e.bitmaps.count >= Self.limit || e.bytes + size > Self.byteBudget {
                e.bitmaps.removeAll()
                e.bytes = 0
            }
            if e.bitmaps.updateValue(made, forKey: key) == nil { e.bytes += size }
        }
        return made
    }
}
