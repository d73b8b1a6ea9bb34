import CFreeType

/// Turns glyph outlines into coverage with FreeType's anti-aliasing rasteriser.
///
/// Unhinted (`FT_LOAD_NO_HINTING`): outlines keep their designed shapes and advances, which is
/// what Apple's text looks like; hinting would snap stems to the pixel grid. Horizontal
/// subpixel positioning: the outline is moved right by `phase / GlyphRasterizer.phases` of a
/// pixel before rendering, so a glyph at x = 10.25 differs from one at 10.0.
public enum GlyphRasterizer {
    /// Horizontal subpixel phases per pixel.
    public static let phases = 4
    /// Slant of a synthesised oblique: x += 0.2·y (about 11.3°).
    public static let obliqueSlant = 0.2

    // FreeType's flags are macros Swift does not import; values from freetype.h.
    static let loadNoHinting: Int32 = 1 << 1
    static let loadNoBitmap: Int32 = 1 << 3

    /// The widest or tallest glyph drawn, in pixels, at an em of `pixelSize64` / 64 pixels:
    /// eight ems (the most flourished real glyphs span about three), at least 256 pixels.
    /// A glyph beyond it draws nothing.
    public static func maxGlyphSide(pixelSize64: Int) -> Int {
        max(256, 8 * pixelSize64 / 64)
    }

    /// Drops every contour of `outline` not in `keep`, compacting its points in place (the
    /// slot owns the arrays; only the counts shrink).
    static func keepContours(_ keep: Set<Int>, of outline: inout FT_Outline) {
        guard let pts = outline.points, let tags = outline.tags, let ends = outline.contours else { return }
        var start = 0, writtenPoints = 0, writtenContours = 0
        for c in 0..<Int(outline.n_contours) {
            let end = Int(ends[c])
            defer { start = end + 1 }
            guard keep.contains(c), end >= start else { continue }
            for i in start...end {
                pts[writtenPoints] = pts[i]
                tags[writtenPoints] = tags[i]
                writtenPoints += 1
            }
            ends[writtenContours] = numericCast(writtenPoints - 1)
            writtenContours += 1
        }
        outline.n_points = numericCast(writtenPoints)
        outline.n_contours = numericCast(writtenContours)
    }

    /// Renders `glyph` of `face` at `pixelSize64` (the em in device pixels, in 1/64 px),
    /// slanted when `oblique`, with strokes widened by `embolden64` 1/64 px in total
    /// (negative thins; used to give single-weight icons the text's weight).
    ///
    /// `contours`, when given, keeps only those contours of the outline (indices in outline
    /// order, ``GlyphContours``): one layer of a symbol drawn as several.
    public static func render(face: FontFace, glyph: UInt32, pixelSize64: Int, phase: Int, oblique: Bool,
                              embolden64: Int = 0, contours: Set<Int>? = nil) -> GlyphMask {
        face.freeType.withLock { ft -> GlyphMask in
            let f = ft.face
            guard FT_Set_Char_Size(f, 0, FT_F26Dot6(pixelSize64), 72, 72) == 0,
                  FT_Load_Glyph(f, glyph, loadNoHinting | loadNoBitmap) == 0,
                  let slot = f.pointee.glyph,
                  slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE
            else { return .empty }
            if let contours { keepContours(contours, of: &slot.pointee.outline) }
            if oblique {
                var m = FT_Matrix(xx: 0x10000, xy: FT_Fixed(obliqueSlant * 65536), yx: 0, yy: 0x10000)
                FT_Outline_Transform(&slot.pointee.outline, &m)
            }
            if embolden64 != 0 {
                FT_Outline_EmboldenXY(&slot.pointee.outline, FT_Pos(embolden64), FT_Pos(embolden64))
            }
            if phase != 0 {
                FT_Outline_Translate(&slot.pointee.outline, FT_Pos(phase * 64 / phases), 0)
            }
            // A damaged or hostile font can give a glyph an outline thousands of ems wide, and
            // FreeType would allocate and fill that whole bitmap: refuse it from the outline's
            // bounding box first (found by fuzzing; HostileFontTests).
            var box = FT_BBox()
            FT_Outline_Get_CBox(&slot.pointee.outline, &box)
            let limit = maxGlyphSide(pixelSize64: pixelSize64)
            guard (box.xMax - box.xMin) / 64 <= limit, (box.yMax - box.yMin) / 64 <= limit else { return .empty }
            guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return .empty }
            let bm = slot.pointee.bitmap
            let w = Int(bm.width), h = Int(bm.rows), pitch = Int(bm.pitch)
            guard w > 0, h > 0, let src = bm.buffer, bm.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue) else {
                return .empty
            }
            let bytes = [UInt8](unsafeUninitializedCapacity: w * h) { out, n in
                for row in 0..<h {
                    // A negative pitch means the rows run bottom-up in memory.
                    let srcRow = pitch >= 0 ? src + row * pitch : src + (h - 1 - row) * (-pitch)
                    for col in 0..<w { out[row * w + col] = srcRow[col] }
                }
                n = w * h
            }
            return GlyphMask(left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top),
                             width: w, height: h, coverage: bytes)
        }
    }
}
