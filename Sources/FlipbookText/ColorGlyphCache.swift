import Synchronization

/// Resampled colour glyphs, shared by every render: decoding a strike's PNG and filtering it
/// costs far more than drawing it, and a frame repeats the same emoji at the same size.
/// Bounded: past ``limit`` entries the cache is emptied (emoji sets in UI are small).
public final class ColorGlyphCache: Sendable {
    public static let shared = ColorGlyphCache()
    static let limit = 512

    private struct Key: Hashable {
        var face: Int, glyph: UInt32, box64: Int, advance64: Int
    }
    private let entries = Mutex<[Key: ColorGlyphRasterizer.Bitmap?]>([:])

    public init() {}

    /// The glyph drawn in a box of `box` device pixels with an advance of `advance`.
    public func bitmap(face: FontFace, glyph: UInt32, box: Double, advance: Double) -> ColorGlyphRasterizer.Bitmap? {
        let key = Key(face: face.id, glyph: glyph, box64: Int((box * 64).rounded()), advance64: Int((advance * 64).rounded()))
        if let hit = entries.withLock({ $0[key] }) { return hit }
        let made = ColorGlyphRasterizer.render(face: face, glyph: glyph, boxPixels: box, advancePixels: advance)
        entries.withLock { e in
            if e.count >= Self.limit { e.removeAll() }
            e[key] = made
        }
        return made
    }
}
