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

    let freeType: Mutex<FreeTypeFace>
    let harfBuzz: HarfBuzzFont

    /// Opens face `index` of the font file at `path`.
    public init(path: String, index: Int = 0) throws {
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
        guard face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0 else {
            FT_Done_Face(face); FT_Done_FreeType(library)
            throw FontError.cannotLoad(path: path, reason: "not a scalable (outline) font")
        }
        guard let hb = HarfBuzzFont(path: path, index: index) else {
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
        self.metrics = FontMetrics(
            unitsPerEm: upem,
            ascender: Int(face.pointee.ascender),
            descender: -Int(face.pointee.descender),
            lineGap: max(0, Int(face.pointee.height) - Int(face.pointee.ascender) + Int(face.pointee.descender)),
            capHeight: cap > 0 ? cap : Int(face.pointee.ascender) * 7 / 10,
            xHeight: xh > 0 ? xh : Int(face.pointee.ascender) / 2)
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

    public var description: String { "\(family) \(styleName) (\(weightClass)\(isItalic ? ", italic" : ""))" }
}

/// The FreeType objects of one face; only touched under ``FontFace/freeType``'s lock.
struct FreeTypeFace {
    let library: FT_Library
    let face: FT_Face
}

extension Unicode.Scalar {
    /// Scalars a face need not have a glyph for: joiners, variation selectors, BOM.
    var isDefaultIgnorableForCoverage: Bool {
        switch value {
        case 0x200B...0x200F, 0x2060...0x2064, 0xFE00...0xFE0F, 0xFEFF, 0xE0100...0xE01EF: true
        default: properties.isDefaultIgnorableCodePoint
        }
    }
}
