import FlipbookRaster

/// An `Image(systemName:)` drawn with the icon font, sized by a font as SwiftUI sizes symbols.
///
/// Sizing (REFERENCE.md leaves Apple's exact factor unconfirmed): Material icons are drawn on
/// a 24-unit grid with a 20-unit live area, so the icon font is set at
/// ``emScale`` = 1.2 × the text's point size, which makes the live area exactly one point
/// size square. The frame is that square (`pointSize × pointSize`). Vertically the square is
/// centred on the middle of the text font's cap height, as SF Symbols centre on San
/// Francisco's cap height, so a symbol next to text sits where Apple's would.
///
/// Weight: SF Symbols follow the font's weight; Material Icons has one (regular) weight, so
/// strokes are widened or thinned by ``weightStrength`` × (weight class − 400) / 300 of
/// the icon em (bold: +0.03 em in total on a 0.083 em stroke; ultraLight: −0.03 em).
public struct SymbolImage: Sendable {
    /// Icon em = `emScale` × the font's point size.
    public static let emScale = 1.2
    /// Fraction of the icon em outside the live area on each side (2 of 24 units).
    public static let margin = 2.0 / 24.0
    /// Stroke change per 300 units of weight class, as a fraction of the icon em.
    public static let weightStrength = 0.03

    public let entry: SymbolMap.Entry
    public let isPlaceholder: Bool
    /// The text font the symbol is sized by (its primary face gives the cap height).
    public let font: ResolvedFont
    public let face: FontFace
    public let glyph: UInt32

    /// A mapped symbol; throws for an unknown name (scene decoding reports it).
    public init(systemName: String, font: ResolvedFont, registry: FontRegistry) throws {
        let entry = try SymbolMap.lookup(systemName)
        try self.init(entry: entry, placeholder: false, font: font, registry: registry)
    }

    /// A mapped symbol, or the visible placeholder for an unknown name (Swift API).
    public init(systemNameOrPlaceholder systemName: String, font: ResolvedFont, registry: FontRegistry) throws {
        let entry = SymbolMap.entryOrPlaceholder(systemName)
        try self.init(entry: entry, placeholder: entry == SymbolMap.placeholder, font: font, registry: registry)
    }

    private init(entry: SymbolMap.Entry, placeholder: Bool, font: ResolvedFont, registry: FontRegistry) throws {
        let face = try registry.symbolFace()
        self.entry = entry
        self.isPlaceholder = placeholder
        self.font = font
        self.face = face
        self.glyph = face.glyph(for: Unicode.Scalar(entry.codepoint)!) ?? 0
    }

    /// The frame in points: a square of the font's point size.
    public var size: Size { Size(width: font.size, height: font.size) }

    /// Distance in points from the top of the frame down to the text baseline it aligns with.
    public var baselineFromTop: Double { font.size / 2 + font.capHeight / 2 }

    /// The symbol's coverage in device pixels for a frame whose top-left corner is at
    /// `origin` (points) on a canvas of `scale` pixels per point.
    public func coverageMask(origin: Point, scale: Double, cache: GlyphCache = .shared) -> CoverageMask {
        let em = font.size * Self.emScale
        let penX = (origin.x - em * Self.margin) * scale
        let baseline = (origin.y + font.size + em * Self.margin) * scale
        let p = TextLayout.devicePlacement(x: penX, y: baseline)
        let embolden = em * scale * Self.weightStrength * Double(font.descriptor.weight.weightClass - 400) / 300
        return cache.mask(face: face, glyph: glyph, pixelSize: em * scale, phase: p.phase, embolden: embolden)
            .placed(penX: p.penX, baselineY: p.baseline)
    }
}
