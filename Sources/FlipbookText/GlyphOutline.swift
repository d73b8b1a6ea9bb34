import CFreeType
import FlipbookRaster
import Synchronization

/// A glyph's outline as a path, in ems (1 = the font size), y down, the pen at the origin on
/// the baseline: what glyph runs draw through a rotation, a non-uniform or other scale, or
/// a skew, filled by Flipbook's own rasteriser at the final device transform instead of
/// resampling a bitmap made at the display scale.
public struct GlyphOutline: Sendable, Equatable {
    public var path: BezierPath
    /// The outline's bounding box of control points, in ems (y down); `.zero` when empty.
    public var bounds: Rect

    public static let empty = GlyphOutline(path: BezierPath(), bounds: .zero)
    public var isEmpty: Bool { path.isEmpty }

    /// The em size outlines are loaded at, in pixels: FreeType returns 26.6 fixed point, so
    /// 2048 px per em keeps 1/131072 em, far below any visible difference. The outline is
    /// unhinted, so loading it scaled only multiplies it (variable fonts' deltas included).
    static let loadPixels = 2048

    /// Reads the outline of `glyph`, slanted by ``GlyphRasterizer/obliqueSlant`` when
    /// `oblique` (as the bitmap path does). Empty for a blank glyph, a bitmap glyph, or an
    /// outline wider or taller than eight ems (a damaged font's; as ``GlyphRasterizer``).
    public static func read(face: FontFace, glyph: UInt32, oblique: Bool) -> GlyphOutline {
        read(face: face, glyph: glyph, oblique: oblique, embolden64: 0, contours: nil)
    }

    /// The outline widened by `embolden64` / (64 · ``loadPixels``) em in total, as
    /// `FT_Outline_EmboldenXY` widens a symbol's mask (``GlyphRasterizer/render(face:glyph:pixelSize64:phase:oblique:embolden64:contours:)``),
    /// keeping only the contours in `contours` (outline order) when given. The contours are
    /// picked after widening, so a subset of holes widens as the holes of the whole glyph do
    /// (FreeType widens each contour by the whole outline's orientation; for subsets that keep
    /// outer contours, picking before or after gives the same points).
    public static func read(face: FontFace, glyph: UInt32, oblique: Bool, embolden64: Int, contours: [Int]?) -> GlyphOutline {
        face.freeType.withLock { ft -> GlyphOutline in
            let f = ft.face
            guard FT_Set_Char_Size(f, 0, FT_F26Dot6(loadPixels * 64), 72, 72) == 0,
                  FT_Load_Glyph(f, glyph, GlyphRasterizer.loadNoHinting | GlyphRasterizer.loadNoBitmap) == 0,
                  let slot = f.pointee.glyph,
                  slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE,
                  slot.pointee.outline.n_points > 0
            else { return .empty }
            if oblique {
                var m = FT_Matrix(xx: 0x10000, xy: FT_Fixed(GlyphRasterizer.obliqueSlant * 65536), yx: 0, yy: 0x10000)
                FT_Outline_Transform(&slot.pointee.outline, &m)
            }
            if embolden64 != 0 {
                FT_Outline_EmboldenXY(&slot.pointee.outline, FT_Pos(embolden64), FT_Pos(embolden64))
            }
            if let contours { GlyphRasterizer.keepContours(Set(contours), of: &slot.pointee.outline) }
            guard slot.pointee.outline.n_points > 0 else { return .empty }
            var box = FT_BBox()
            FT_Outline_Get_CBox(&slot.pointee.outline, &box)
            let unit = Double(loadPixels * 64)
            guard Double(box.xMax - box.xMin) / unit <= 8, Double(box.yMax - box.yMin) / unit <= 8 else { return .empty }
            let builder = OutlineBuilder(unit: unit)
            var funcs = FT_Outline_Funcs(
                move_to: { to, user in OutlineBuilder.from(user).move(to!.pointee); return 0 },
                line_to: { to, user in OutlineBuilder.from(user).line(to!.pointee); return 0 },
                conic_to: { c, to, user in OutlineBuilder.from(user).conic(c!.pointee, to!.pointee); return 0 },
                cubic_to: { c1, c2, to, user in OutlineBuilder.from(user).cubic(c1!.pointee, c2!.pointee, to!.pointee); return 0 },
                shift: 0, delta: 0)
            let status = withExtendedLifetime(builder) {
                FT_Outline_Decompose(&slot.pointee.outline, &funcs, Unmanaged.passUnretained(builder).toOpaque())
            }
            guard status == 0 else { return .empty }
            builder.path.close()
            let bounds = Rect(x: Double(box.xMin) / unit, y: -Double(box.yMax) / unit,
                              width: Double(box.xMax - box.xMin) / unit, height: Double(box.yMax - box.yMin) / unit)
            return GlyphOutline(path: builder.path, bounds: bounds)
        }
    }
}

/// Collects FreeType's decomposition callbacks into a path (ems, y down).
private final class OutlineBuilder {
    var path = BezierPath()
    let unit: Double
    init(unit: Double) { self.unit = unit }

    static func from(_ user: UnsafeMutableRawPointer?) -> OutlineBuilder {
        Unmanaged<OutlineBuilder>.fromOpaque(user!).takeUnretainedValue()
    }
    func p(_ v: FT_Vector) -> Point { Point(Double(v.x) / unit, -Double(v.y) / unit) }
    func move(_ v: FT_Vector) { path.close(); path.move(to: p(v)) }
    func line(_ v: FT_Vector) { path.line(to: p(v)) }
    func conic(_ c: FT_Vector, _ v: FT_Vector) { path.quadCurve(to: p(v), control: p(c)) }
    func cubic(_ c1: FT_Vector, _ c2: FT_Vector, _ v: FT_Vector) { path.curve(to: p(v), control1: p(c1), control2: p(c2)) }
}

/// Glyph outlines keyed by face, glyph and slant; safe to use from several threads. A miss
/// reads the outline outside the cache lock (under the face's own), as ``GlyphCache``.
public final class GlyphOutlineCache: Sendable {
    /// The process-wide cache glyph runs use.
    public static let shared = GlyphOutlineCache()

    struct Key: Hashable {
        var face: Int
        var glyph: UInt32
        var oblique: Bool
        var embolden64 = 0
        var contours: [Int]? = nil
    }

    /// Beyond this many outlines the cache starts over (an outline is a few hundred bytes).
    public let capacity: Int
    private let entries = Mutex([Key: GlyphOutline]())

    public init(capacity: Int = 20_000) { self.capacity = capacity }

    public func outline(face: FontFace, glyph: UInt32, oblique: Bool) -> GlyphOutline {
        outline(face: face, glyph: glyph, oblique: oblique, embolden64: 0, contours: nil)
    }

    /// The outline widened and cut to `contours` (``GlyphOutline/read(face:glyph:oblique:embolden64:contours:)``).
    public func outline(face: FontFace, glyph: UInt32, oblique: Bool, embolden64: Int, contours: [Int]?) -> GlyphOutline {
        let key = Key(face: face.id, glyph: glyph, oblique: oblique, embolden64: embolden64, contours: contours)
        if let hit = entries.withLock({ $0[key] }) { return hit }
        let outline = GlyphOutline.read(face: face, glyph: glyph, oblique: oblique, embolden64: embolden64, contours: contours)
        entries.withLock { e in
            if e.count >= capacity { e.removeAll(keepingCapacity: true) }
            e[key] = outline
        }
        return outline
    }
}
