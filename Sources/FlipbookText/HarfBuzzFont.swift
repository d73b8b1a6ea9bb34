import CHarfBuzz

/// An immutable HarfBuzz font over a font file, scaled to font units (scale = units per em),
/// so advances and offsets come out in font units and layout scales them exactly.
///
/// `@unchecked Sendable`: the font is made immutable (`hb_font_make_immutable`) before it is
/// shared, and HarfBuzz guarantees immutable fonts can be used from several threads.
final class HarfBuzzFont: @unchecked Sendable {
    let font: OpaquePointer

    init?(path: String, index: Int) {
        guard let blob = hb_blob_create_from_file_or_fail(path) else { return nil }
        defer { hb_blob_destroy(blob) }
        guard let face = hb_face_create(blob, UInt32(index)) else { return nil }
        defer { hb_face_destroy(face) }
        guard hb_face_get_glyph_count(face) > 0, let font = hb_font_create(face) else { return nil }
        let upem = Int32(hb_face_get_upem(face))
        hb_font_set_scale(font, upem, upem)
        hb_font_make_immutable(font)
        self.font = font
    }

    deinit { hb_font_destroy(font) }

    func nominalGlyph(_ codepoint: UInt32) -> UInt32? {
        var g: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, codepoint, &g) != 0 ? g : nil
    }

    /// The `name` table's typographic family (name ID 16), when the font has one: static
    /// instances such as "Quicksand Light" name their legacy family (ID 1) after the weight.
    var typographicFamily: String? {
        let face = hb_font_get_face(font)
        var length = hb_ot_name_get_utf8(face, hb_ot_name_id_t(HB_OT_NAME_ID_TYPOGRAPHIC_FAMILY), nil, nil, nil)
        guard length > 0 else { return nil }
        var bytes = [CChar](repeating: 0, count: Int(length) + 1)
        length += 1
        hb_ot_name_get_utf8(face, hb_ot_name_id_t(HB_OT_NAME_ID_TYPOGRAPHIC_FAMILY), nil, &length, &bytes)
        let name = String(decoding: bytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return name.isEmpty ? nil : name
    }

    func advance(_ glyph: UInt32) -> Int {
        Int(hb_font_get_glyph_h_advance(font, glyph))
    }
}
