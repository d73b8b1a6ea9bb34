import CFreeType
import CHarfBuzz
import Synchronization

/// One loaded font face: a FreeType face for drawing glyphs and a HarfBuzz font for cmap
/// look-ups and shaping.
///
/// Thread safety: an `FT_Face` is not thread-safe, so it lives behind a `Mutex` together
/// with its own `FT_Library` (one library per face means no lock is shared between faces).
/// The HarfBuzz font is made immutable after creation; HarfBuzz documents immutable fonts as
/// safe to shape with from several threads, so cmap look-ups and shaping take no lock.
public final class FontFace: Sendable, CustomStringConvertible {
    /// Unique for the life of the process; the glyph cache keys on it.
    public let id: Int
    /// The file the face was loaded from.
    public let path: String
    /// Index of the face inside the file (0 for plain .otf/.ttf).
    public let faceIndex: Int
    /// Family name (typographic family when the font has one), e.g. "Inter".
    public let family: String
    /// Style name, e.g. "Bold Italic".
    public let styleName: String
    /// OpenType `usWeightClass` (100…900).
    public let weightClass: Int
    public let isItalic: Bool
    public let metrics: FontMetrics
    /// A colour bitmap font (CBDT, as Noto Color Emoji): glyphs are pictures drawn by
    /// ``ColorGlyphRasterizer``, not outlines.
    public let isColorBitmap: Bool
    /// The variation axes of a variable font (`fvar`), empty for a static one.
    public let axes: [VariationAxis]
    /// The axis coordinates this face was opened at (tag → value in the axis's units); empty
    /// is the font's default instance. See ``FontRegistry/instance(of:variations:)``.
    public let variations: [String: Double]

    let freeType: Mutex<FreeTypeFace>
    let harfBuzz: HarfBuzzFont

    /// Opens face `index` of the font file at `path`, at the given variation coordinates
    /// (axis tag → value, clamped to the axis; ignored for a static font).
    public init(path: String, index: Int = 0, variations: [String: Double] = [:]) throws {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else {
            throw FontError.cannotLoad(path: path, reason: "FreeType failed to initialise")
        }
        var face: FT_Face?
        let err = FT_New_Face(library, path, FT_Long(index), &face)
        guard err == 0, let face else {
            FT_Done_FreeType(library)
            throw FontError.cannotLoad(path: path, reason: "FreeType error \(err)\(err == 1 ? " (cannot open resource: missing file?)" : err == 2 ? " (unknown file format)" : "")")
        }
        // FT_FACE_FLAG_COLOR (1 << 14), a macro Swift does not import.
        let isColor = face.pointee.face_flags & FT_Long(1 << 14) != 0 && face.pointee.num_fixed_sizes > 0
        guard face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0 || isColor else {
            FT_Done_Face(face); FT_Done_FreeType(library)
            throw FontError.cannotLoad(path: path, reason: "not a scalable (outline) font")
        }
        guard let hb = HarfBuzzFont(path: path, index: index, variations: variations) else {
            FT_Done_Face(face); FT_Done_FreeType(library)
            throw FontError.cannotLoad(path: path, reason: "HarfBuzz could not read it")
        }

        self.id = FontFace.nextID.add(1, ordering: .relaxed).oldValue
        self.path = path
        self.faceIndex = index
        self.family = hb.typographicFamily ?? Self.familyWithoutWeight(face.pointee.family_name.map { String(cString: $0) } ?? "Unknown")
        self.styleName = face.pointee.style_name.map { String(cString: $0) } ?? ""
        self.isItalic = face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_ITALIC) != 0
        var weight = face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_BOLD) != 0 ? 700 : 400
        var cap = 0, xh = 0
        if let os2raw = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
            let os2 = os2raw.assumingMemoryBound(to: TT_OS2.self).pointee
            weight = Int(os2.usWeightClass)
            if os2.version >= 2 { cap = Int(os2.sCapHeight); xh = Int(os2.sxHeight) }
        }
        let upem = Int(face.pointee.units_per_EM)
        self.weightClass = weight
        self.isColorBitmap = isColor
        self.metrics = FontMetrics(
            unitsPerEm: upem,
            ascender: Int(face.pointee.ascender),
            descender: -Int(face.pointee.descender),
            lineGap: max(0, Int(face.pointee.height) - Int(face.pointee.ascender) + Int(face.pointee.descender)),
            capHeight: cap > 0 ? cap : Int(face.pointee.ascender) * 7 / 10,
            xHeight: xh > 0 ? xh : Int(face.pointee.ascender) / 2)
        self.axes = hb.axes
        var applied: [String: Double] = [:]
        if !hb.axes.isEmpty && !variations.isEmpty {
            // FreeType's design coordinates are in fvar axis order, 16.16 fixed point.
            var coords = hb.axes.map { axis -> FT_Fixed in
                let v = variations[axis.tag].map { min(max($0, axis.minimum), axis.maximum) } ?? axis.defaultValue
                if variations[axis.tag] != nil { applied[axis.tag] = v }
                return FT_Fixed((v * 65536).rounded())
            }
            FT_Set_Var_Design_Coordinates(face, FT_UInt(coords.count), &coords)
        }
        self.variations = applied
        self.freeType = Mutex(FreeTypeFace(library: library, face: face))
        self.harfBuzz = hb
    }

    deinit {
        freeType.withLock { ft in
            FT_Done_Face(ft.face)
            FT_Done_FreeType(ft.library)
        }
    }

    private static let nextID = Atomic<Int>(1)

    /// The glyph for a code point, or `nil` when the face has none (cmap look-up).
    public func glyph(for scalar: Unicode.Scalar) -> UInt32? {
        harfBuzz.nominalGlyph(scalar.value)
    }

    /// Whether the face can draw every visible scalar of `character` (default-ignorable
    /// scalars such as variation selectors and joiners do not count).
    public func covers(_ character: Character) -> Bool {
        for s in character.unicodeScalars where !s.isDefaultIgnorableForCoverage {
            if glyph(for: s) == nil { return false }
        }
        return true
    }

    /// Whether this colour face draws `character`, skin-tone modifiers aside: the bundled
    /// emoji subset leaves the tone variants out, so "👍🏽" draws as the default "👍".
    public func coversEmoji(_ character: Character) -> Bool {
        var any = false
        for s in character.unicodeScalars where !s.isDefaultIgnorableForCoverage && !s.isEmojiSkinTone {
            if glyph(for: s) == nil { return false }
            any = true
        }
        return any
    }

    /// The glyph named `name` in the font's glyph names (Apple's fonts name their SF Symbols
    /// glyphs by symbol name), if any.
    public func glyph(named name: String) -> UInt32? {
        harfBuzz.glyph(named: name)
    }

    /// Horizontal advance of a glyph in font units.
    public func advance(of glyph: UInt32) -> Int {
        harfBuzz.advance(glyph)
    }

    /// A legacy family name without the weight word static instances append to it
    /// ("Quicksand Light" → "Quicksand"), for fonts without a typographic family name, so
    /// every weight of a family is found under one name.
    static func familyWithoutWeight(_ name: String) -> String {
        let words = ["Thin", "ExtraLight", "UltraLight", "Light", "Medium", "SemiBold", "DemiBold", "Bold",
                     "ExtraBold", "UltraBold", "Black", "Heavy"]
        for w in words where name.hasSuffix(" " + w) { return String(name.dropLast(w.count + 1)) }
        return name
    }

    /// Whether the font has an axis tagged `tag` (`"opsz"`, `"wght"`, `"wdth"`).
    public func axis(_ tag: String) -> VariationAxis? { axes.first { $0.tag == tag } }

    public var description: String {
        let coords = variations.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        return "\(family) \(styleName) (\(weightClass)\(isItalic ? ", italic" : "")\(coords.isEmpty ? "" : "; " + coords))"
    }
}

/// The FreeType objects of one face; only touched under ``FontFace/freeType``'s lock.
struct FreeTypeFace {
    let library: FT_Library
    let face: FT_Face
}

extension Character {
    /// Whether the character asks for an emoji picture rather than a text glyph: its first
    /// scalar is emoji-presentation by default, or it carries U+FE0F, a zero-width joiner,
    /// a skin tone, a keycap (U+20E3) or regional indicators (a flag).
    var prefersEmojiPresentation: Bool {
        let scalars = unicodeScalars
        guard let first = scalars.first else { return false }
        if first.properties.isEmojiPresentation { return true }
        return scalars.contains { $0.value == 0xFE0F || $0.value == 0x200D || $0.value == 0x20E3 || $0.isEmojiSkinTone
                                  || (0x1F1E6...0x1F1FF).contains($0.value) }
    }
}

extension Unicode.Scalar {
    /// The five Fitzpatrick skin-tone modifiers, U+1F3FB–1F3FF.
    var isEmojiSkinTone: Bool { (0x1F3FB...0x1F3FF).contains(value) }

    /// Scalars a face need not have a glyph for: joiners, variation selectors, BOM.
    var isDefaultIgnorableForCoverage: Bool {
        switch value {
        case 0x200B...0x200F, 0x2060...0x2064, 0xFE00...0xFE0F, 0xFEFF, 0xE0100...0xE01EF: true
        default: properties.isDefaultIgnorableCodePoint
        }
    }
}
