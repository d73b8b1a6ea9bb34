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
    /// Beyond this many bytes of masks the cache starts over too: a count alone does not bound
    /// memory, because a glyph's mask grows with the square of its size (one run of 200 scenes
    /// of 300–500 pt text kept 670 MB of masks). A mask larger than a sixteenth of this is drawn
    /// but not kept: such sizes are rare and would empty the cache for one glyph.
    public let byteBudget: Int
    private struct Entries {
        var masks: [Key: GlyphMask] = [:]
        var bytes = 0
    }
    private let entries = Mutex(Entries())

    public init(capacity: Int = 20_000, byteBudget: Int = 64 << 20) {
        self.capacity = capacity
        self.byteBudget = byteBudget
    }

    /// The glyph's mask at `pixelSize` device pixels per em, subpixel `phase`
    /// (0 ..< ``GlyphRasterizer/phases``), optionally slanted and emboldened by `embolden`
    /// device pixels (see ``GlyphRasterizer/render(face:glyph:pixelSize64:phase:oblique:embolden64:)``).
    public func mask(face: FontFace, glyph: UInt32, pixelSize: Double, phase: Int, oblique: Bool = false,
                     embolden: Double = 0) -> GlyphMask {
        let key = Key(face: face.id, pixelSize64: Int((pixelSize * 64).rounded()), glyph: glyph,
                      phase: UInt8(clamping: phase), oblique: oblique, embolden64: Int((embolden * 64).rounded()))
        if let hit = entries.withLock({ $0.masks[key] }) { return hit }
        let mask = GlyphRasterizer.render(face: face, glyph: glyph, pixelSize64: key.pixelSize64,
                                          phase: Int(key.phase), oblique: oblique, embolden64: key.embolden64)
        let size = mask.coverage.count
        guard size <= byteBudget / 16 else { return mask }
        entries.withLock { e in
            if e.masks.count >= capacity || e.bytes + size > byteBudget {
                e.masks.removeAll(keepingCapacity: true)
                e.bytes = 0
            }
            if e.masks.updateValue(mask, forKey: key) == nil { e.bytes += size }
        }
        return mask
    }

    /// Number of cached glyphs.
    public var count: Int { entries.withLock { $0.masks.count } }

    /// Bytes of cached masks.
    public var byteCount: Int { entries.withLock { $0.bytes } }
}
