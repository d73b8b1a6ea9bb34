import CHarfBuzz
import Foundation

/// An immutable HarfBuzz font over a font file, scaled to font units (scale = units per em),
/// so advances and offsets come out in font units and layout scales them exactly.
///
/// `@unchecked Sendable`: the font is made immutable (`hb_font_make_immutable`) before it is
/// shared, and HarfBuzz guarantees immutable fonts can be used from several threads.
final class HarfBuzzFont: @unchecked Sendable {
    let font: OpaquePointer

    /// The font's variation axes in `fvar` order.
    let axes: [VariationAxis]

    init?(path: String, index: Int, variations: [String: Double] = [:]) {
        guard let blob = hb_blob_create_from_file_or_fail(path) else { return nil }
        defer { hb_blob_destroy(blob) }
        guard let face = hb_face_create(blob, UInt32(index)) else { return nil }
        defer { hb_face_destroy(face) }
        guard hb_face_get_glyph_count(face) > 0, let font = hb_font_create(face) else { return nil }
        let upem = Int32(hb_face_get_upem(face))
        hb_font_set_scale(font, upem, upem)
        axes = Self.readAxes(face)
        if !axes.isEmpty && !variations.isEmpty {
            var settings = variations.map { hb_variation_t(tag: hb_tag_from_string($0.key, -1), value: Float($0.value)) }
            hb_font_set_variations(font, &settings, UInt32(settings.count))
        }
        hb_font_make_immutable(font)
        self.font = font
    }

    deinit { hb_font_destroy(font) }

    private static func readAxes(_ face: OpaquePointer) -> [VariationAxis] {
        var count = hb_ot_var_get_axis_count(face)
        guard count > 0 else { return [] }
        var infos = [hb_ot_var_axis_info_t](repeating: hb_ot_var_axis_info_t(), count: Int(count))
        hb_ot_var_get_axis_infos(face, 0, &count, &infos)
        return infos.prefix(Int(count)).map { info in
            let t = info.tag
            let tag = String(decoding: [UInt8(t >> 24 & 0xFF), UInt8(t >> 16 & 0xFF), UInt8(t >> 8 & 0xFF), UInt8(t & 0xFF)], as: UTF8.self)
            return VariationAxis(tag: tag, minimum: Double(info.min_value), defaultValue: Double(info.default_value),
                                 maximum: Double(info.max_value))
        }
    }

    /// The `fvar` named instances: subfamily name (e.g. "Condensed Bold") and coordinates.
    var namedInstances: [(name: String, coordinates: [String: Double])] {
        let face = hb_font_get_face(font)
        let n = hb_ot_var_get_named_instance_count(face)
        guard n > 0, !axes.isEmpty else { return [] }
        var out: [(String, [String: Double])] = []
        for i in 0..<n {
            let nameID = hb_ot_var_named_instance_get_subfamily_name_id(face, i)
            var length = hb_ot_name_get_utf8(face, nameID, nil, nil, nil)
            var name = ""
            if length > 0 {
                var bytes = [CChar](repeating: 0, count: Int(length) + 1)
                length += 1
                hb_ot_name_get_utf8(face, nameID, nil, &length, &bytes)
                name = String(decoding: bytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
            var count = UInt32(axes.count)
            var coords = [Float](repeating: 0, count: axes.count)
            hb_ot_var_named_instance_get_design_coords(face, i, &count, &coords)
            var d: [String: Double] = [:]
            for (axis, v) in zip(axes, coords.prefix(Int(count))) { d[axis.tag] = Double(v) }
            out.append((name, d))
        }
        return out
    }

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

    /// The glyph the font names `name` (`post` or CFF glyph names), if any.
    func glyph(named name: String) -> UInt32? {
        var g: hb_codepoint_t = 0
        let found = name.withCString { hb_font_get_glyph_from_name(font, $0, Int32(strlen($0)), &g) }
        return found != 0 ? g : nil
    }

    func advance(_ glyph: UInt32) -> Int {
        Int(hb_font_get_glyph_h_advance(font, glyph))
    }
}
