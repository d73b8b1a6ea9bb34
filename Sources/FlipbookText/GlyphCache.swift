import Synchronization

/// Rendered glyphs keyed by face, pixel size, glyph, subpixel phase and slant; safe to use
/// from several threads.
///
/// A miss renders outside the cache lock (under the face's own lock), so threads drawing
/// different faces do not wait on each other; two threads missing the same key both render
/// the same bytes and one insert wins, which changes nothing.
public final class GlyphCache: Sendable {
    /// The process-wide cache text drawing uses by default.
    public static let shared = GlyphCache()

    struct Key: Hashable {
        var face: Int
        var pixelSize64: Int
        var glyph: UInt32
        var phase: UInt8
        var oblique: Bool
        var embolden64: Int
    }

    /// Beyond this many glyphs the cache starts over, bounding memory for long runs.
    public let capacity: Int
    private let entries = Mutex<[Key: GlyphMask]>([:])

    public init(capacity: Int = 20_000) {
        self.capacity = capacity
    }

    /// The glyph's mask at `pixelSize` device pixels per em, subpixel `phase`
    /// (0 ..< ``GlyphRasterizer/phases``), optionally slanted and emboldened by `embolden`
    /// device pixels (see ``GlyphRasterizer/render(face:glyph:pixelSize64:phase:oblique:embolden64:)``).
    public func mask(face: FontFace, glyph: UInt32, pixelSize: Double, phase: Int, oblique: Bool = false,
                     embolden: Double = 0) -> GlyphMask {
        let key = Key(face: face.id, pixelSize64: Int((pixelSize * 64).rounded()), glyph: glyph,
                      phase: UInt8(clamping: phase), oblique: oblique, embolden64: Int((embolden * 64).rounded()))
        if let hit = entries.withLock({ $0[key] }) { return hit }
        let mask = GlyphRasterizer.render(face: face, glyph: glyph, pixelSize64: key.pixelSize64,
                                          phase: Int(key.phase), oblique: oblique, embolden64: key.embolden64)
        entries.withLock { e in
            if e.count >= capacity { e.removeAll(keepingCapacity: true) }
            e[key] = mask
        }
        return mask
    }

    /// Number of cached glyphs.
    public var count: Int { entries.withLock { $0.count } }
}
