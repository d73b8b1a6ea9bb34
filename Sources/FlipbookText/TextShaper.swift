import CHarfBuzz

/// One glyph out of HarfBuzz, in font units.
struct ShapedGlyph {
    var glyph: UInt32
    /// Byte offset in the shaped UTF-8 text of the cluster this glyph belongs to.
    var cluster: Int
    var xAdvance: Int32
    var xOffset: Int32
    var yOffset: Int32
}

/// Shaping with HarfBuzz: glyph choice (ligatures, contextual forms) and positions including
/// GPOS kerning — Inter keeps its kerning only in GPOS, which `FT_Get_Kerning` cannot read.
enum TextShaper {
    /// Shapes `utf8` (one run in one face) left to right with the font's default features,
    /// plus tabular figures (`tnum`) when `tabularDigits`.
    static func shape(_ utf8: [UInt8], face: FontFace, tabularDigits: Bool = false) -> [ShapedGlyph] {
        guard !utf8.isEmpty, let buffer = hb_buffer_create() else { return [] }
        defer { hb_buffer_destroy(buffer) }
        utf8.withUnsafeBufferPointer { p in
            p.withMemoryRebound(to: CChar.self) { c in
                hb_buffer_add_utf8(buffer, c.baseAddress, Int32(c.count), 0, Int32(c.count))
            }
        }
        hb_buffer_guess_segment_properties(buffer)
        hb_buffer_set_direction(buffer, HB_DIRECTION_LTR)
        if tabularDigits {
            var tnum = hb_feature_t(tag: hb_tag_from_string("tnum", 4), value: 1, start: 0, end: UInt32.max)
            hb_shape(face.harfBuzz.font, buffer, &tnum, 1)
        } else {
            hb_shape(face.harfBuzz.font, buffer, nil, 0)
        }
        var n: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &n),
              let positions = hb_buffer_get_glyph_positions(buffer, &n) else { return [] }
        var out: [ShapedGlyph] = []
        out.reserveCapacity(Int(n))
        for i in 0..<Int(n) {
            out.append(ShapedGlyph(glyph: infos[i].codepoint, cluster: Int(infos[i].cluster),
                                   xAdvance: positions[i].x_advance, xOffset: positions[i].x_offset,
                                   yOffset: positions[i].y_offset))
        }
        return out
    }
}
