import FlipbookRaster

/// An `Image(systemName:)` drawn with the icon font, sized by a font as SwiftUI sizes symbols.
///
/// Sizing (Apple's exact factor is unconfirmed): Material icons are drawn on
/// a 24-unit grid with a 20-unit live area, so the icon font is set at
/// ``emScale`` = 1.2 × the text's point size, which makes the live area exactly one point
/// size square. The frame is that square (`pointSize × pointSize`). Vertically the square is
/// centred on the middle of the text font's cap height, as SF Symbols centre on San
/// Francisco's cap height, so a symbol next to text sits where Apple's would.
///
/// Weight: SF Symbols follow the font's weight; Material Icons has one (regular) weight, so
/// strokes are widened or thinned by ``weightStrength`` × (weight class − 400) / 300 of
/// the icon em (bold: +0.03 em in total on a 0.083 em stroke; ultraLight: −0.03 em).
///
/// Enclosed symbols (`heart.circle`, `star.square.fill`) are two layers, as SF Symbols draws
/// them: the symbol at ``innerScale`` of the square (primary) and the enclosure (secondary);
/// in a filled enclosure the symbol is knocked out of it (``layers(origin:scale:cache:)``).
public struct SymbolImage: Sendable {
    /// The symbol's size inside an enclosure, as a fraction of the frame (SF's enclosed
    /// symbols sit in about the middle 55 % of the circle; chosen by eye, *unconfirmed*).
    public static let innerScale = 0.55
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
    /// The enclosure's glyph, for enclosed symbols.
    public let enclosureGlyph: UInt32?

    /// Drawn from Apple's fonts (a glyph named by the symbol in an installed SF font), not
    /// from the Material mapping.
    public let isAppleGlyph: Bool

    /// A mapped symbol; throws for an unknown name (scene decoding reports it). Drawn from
    /// Apple's fonts when an installed one carries the symbol.
    public init(systemName: String, font: ResolvedFont, registry: FontRegistry) throws {
        if let apple = Self.apple(systemName, font: font, registry: registry) { self = apple; return }
        let entry = try SymbolMap.lookup(systemName)
        try self.init(entry: entry, placeholder: false, font: font, registry: registry)
    }

    /// The symbol from Apple's fonts at the text's weight, when an installed font has it.
    static func apple(_ systemName: String, font: ResolvedFont, registry: FontRegistry) -> SymbolImage? {
        guard let found = registry.appleSymbol(named: systemName, weight: font.descriptor.weight) else { return nil }
        return SymbolImage(appleGlyph: found.glyph, face: found.face, systemName: systemName, font: font)
    }

    private init(appleGlyph: UInt32, face: FontFace, systemName: String, font: ResolvedFont) {
        entry = SymbolMap.Entry(systemName: systemName, materialName: "", codepoint: 0, isStandIn: false)
        isPlaceholder = false
        self.font = font
        self.face = face
        glyph = appleGlyph
        enclosureGlyph = nil
        isAppleGlyph = true
    }

    /// A mapped symbol, or the visible placeholder for a name the table cannot draw.
    public init(systemNameOrPlaceholder systemName: String, font: ResolvedFont, registry: FontRegistry) throws {
        let entry = SymbolMap.entryOrPlaceholder(systemName)
        try self.init(entry: entry, placeholder: entry == SymbolMap.placeholder, font: font, registry: registry)
    }

    /// The two-layer form of a hand-mapped enclosed symbol (``SymbolMap/layeredEntry(_:)``),
    /// for hierarchical and palette rendering; `nil` when it has none.
    public static func layered(_ systemName: String, font: ResolvedFont, registry: FontRegistry) throws -> SymbolImage? {
        guard let entry = SymbolMap.layeredEntry(systemName) else { return nil }
        return try SymbolImage(entry: entry, placeholder: false, font: font, registry: registry)
    }

    /// The symbol as SwiftUI's `Image(systemName:)` treats `systemName`: drawn when mapped;
    /// the placeholder with a warning for a real SF Symbol the table cannot draw; `nil` (draw
    /// nothing) with a diagnostic for a name that is not an SF Symbol at all.
    public static func forSwiftAPI(_ systemName: String, font: ResolvedFont, registry: FontRegistry) throws -> SymbolImage? {
        if let apple = apple(systemName, font: font, registry: registry) { return apple }
        switch SymbolMap.classify(systemName) {
        case .mapped(let entry):
            return try SymbolImage(entry: entry, placeholder: false, font: font, registry: registry)
        case .unmapped:
            SymbolDiagnostics.report(systemName, SymbolDiagnostics.unmappedMessage(systemName))
            return try SymbolImage(entry: SymbolMap.placeholder, placeholder: true, font: font, registry: registry)
        case .unknown(let suggestions):
            SymbolDiagnostics.report(systemName, SymbolDiagnostics.unknownMessage(systemName, suggestions: suggestions))
            return nil
        }
    }

    private init(entry: SymbolMap.Entry, placeholder: Bool, font: ResolvedFont, registry: FontRegistry) throws {
        let face = try registry.symbolFace()
        self.entry = entry
        self.isPlaceholder = placeholder
        self.font = font
        self.face = face
        self.glyph = face.glyph(for: Unicode.Scalar(entry.codepoint)!) ?? 0
        self.enclosureGlyph = entry.enclosure.flatMap { face.glyph(for: Unicode.Scalar($0.codepoint)!) }
        self.isAppleGlyph = false
    }

    /// The frame in points: a square of the font's point size.
    public var size: Size { Size(width: font.size, height: font.size) }

    /// Distance in points from the top of the frame down to the text baseline it aligns with.
    public var baselineFromTop: Double { font.size / 2 + font.capHeight / 2 }

    /// The symbol's coverage in device pixels for a frame whose top-left corner is at
    /// `origin` (points) on a canvas of `scale` pixels per point: every layer, as
    /// monochrome rendering draws it.
    public func coverageMask(origin: Point, scale: Double, cache: GlyphCache = .shared) -> CoverageMask {
        let l = layers(origin: origin, scale: scale, cache: cache)
        guard let secondary = l.secondary else { return l.primary }
        return enclosureGlyph != nil && entry.enclosure?.isFilled == true
            ? secondary : CoverageMask.union([l.primary, secondary])
    }

    /// The symbol's layers: `primary` the symbol itself, `secondary` the enclosure (minus
    /// the symbol when the enclosure is filled, so the two never overlap). Hierarchical and
    /// palette rendering paint them in different styles; monochrome paints the union (an
    /// outline enclosure) or the enclosure alone (a filled one, the symbol a hole in it).
    public func layers(origin: Point, scale: Double, cache: GlyphCache = .shared) -> (primary: CoverageMask, secondary: CoverageMask?) {
        guard let enclosureGlyph else { return (glyphMask(glyph, size: font.size, origin: origin, scale: scale, cache: cache), nil) }
        let enclosure = glyphMask(enclosureGlyph, size: font.size, origin: origin, scale: scale, cache: cache)
        let innerSize = font.size * Self.innerScale
        let inset = (font.size - innerSize) / 2
        let inner = glyphMask(glyph, size: innerSize, origin: Point(origin.x + inset, origin.y + inset), scale: scale, cache: cache)
        if entry.enclosure?.isFilled == true {
            return (inner, enclosure.subtracting(inner))
        }
        return (inner, enclosure)
    }

    /// One Material glyph drawn so its live area is a `size`-point square at `origin`; only
    /// the given contours of it when `contours` is set (a layer, not cached).
    func glyphMask(_ glyph: UInt32, size: Double, origin: Point, scale: Double, cache: GlyphCache,
                   contours: Set<Int>? = nil) -> CoverageMask {
        if isAppleGlyph {
            // SF Symbols glyphs are drawn like text: one em at the point size, centred across
            // the square by their advance, on the baseline that centres them on the cap height.
            let advance = Double(face.advance(of: glyph)) * size / Double(face.metrics.unitsPerEm)
            let baseline = origin.y + size / 2 + font.capHeight * (size / font.size) / 2
            let p = TextLayout.devicePlacement(x: (origin.x + (size - advance) / 2) * scale, y: baseline * scale)
            if let contours {
                return GlyphRasterizer.render(face: face, glyph: glyph, pixelSize64: Int((size * scale * 64).rounded()), phase: p.phase,
                                              oblique: false, contours: contours).placed(penX: p.penX, baselineY: p.baseline)
            }
            return cache.mask(face: face, glyph: glyph, pixelSize: size * scale, phase: p.phase).placed(penX: p.penX, baselineY: p.baseline)
        }
        let em = size * Self.emScale
        let penX = (origin.x - em * Self.margin) * scale
        let baseline = (origin.y + size + em * Self.margin) * scale
        let p = TextLayout.devicePlacement(x: penX, y: baseline)
        // Weight follows the font: strokes widen in proportion to the full symbol's em.
        let embolden = font.size * Self.emScale * scale * Self.weightStrength * Double(font.descriptor.weight.weightClass - 400) / 300
        if let contours {
            return GlyphRasterizer.render(face: face, glyph: glyph, pixelSize64: Int((em * scale * 64).rounded()), phase: p.phase,
                                          oblique: false, embolden64: Int((embolden * 64).rounded()), contours: contours)
                .placed(penX: p.penX, baselineY: p.baseline)
        }
        return cache.mask(face: face, glyph: glyph, pixelSize: em * scale, phase: p.phase, embolden: embolden)
            .placed(penX: p.penX, baselineY: p.baseline)
    }
}

extension SymbolImage {
    /// The outline twin of ``coverageMask(origin:scale:cache:)``: the same shape in points.
    public func outline(origin: Point) -> SymbolOutline {
        guard let enclosureGlyph else { return SymbolOutline(parts: [glyphPart(glyph, size: font.size, origin: origin)]) }
        let l = layerOutlines(origin: origin, enclosure: enclosureGlyph)
        if entry.enclosure?.isFilled == true { return l.secondary }
        return SymbolOutline(parts: l.primary.parts + l.secondary.parts)
    }

    /// The outline twins of ``layers(origin:scale:cache:)``.
    public func layerOutlines(origin: Point) -> (primary: SymbolOutline, secondary: SymbolOutline?) {
        guard let enclosureGlyph else { return (SymbolOutline(parts: [glyphPart(glyph, size: font.size, origin: origin)]), nil) }
        let l = layerOutlines(origin: origin, enclosure: enclosureGlyph)
        return (l.primary, l.secondary)
    }

    private func layerOutlines(origin: Point, enclosure enclosureGlyph: UInt32) -> (primary: SymbolOutline, secondary: SymbolOutline) {
        let enclosure = glyphPart(enclosureGlyph, size: font.size, origin: origin)
        let innerSize = font.size * Self.innerScale
        let inset = (font.size - innerSize) / 2
        let inner = glyphPart(glyph, size: innerSize, origin: Point(origin.x + inset, origin.y + inset))
        if entry.enclosure?.isFilled == true {
            return (SymbolOutline(parts: [inner]), SymbolOutline(parts: [enclosure], subtracted: [inner]))
        }
        return (SymbolOutline(parts: [inner]), SymbolOutline(parts: [enclosure]))
    }

    /// The outline twin of ``glyphMask(_:size:origin:scale:cache:contours:)``: the glyph placed
    /// without the mask's snapping of the pen to the pixel grid, widened by the same fraction of
    /// its em.
    func glyphPart(_ glyph: UInt32, size: Double, origin: Point, contours: [Int]? = nil) -> SymbolOutline.Part {
        if isAppleGlyph {
            let advance = Double(face.advance(of: glyph)) * size / Double(face.metrics.unitsPerEm)
            let baseline = origin.y + size / 2 + font.capHeight * (size / font.size) / 2
            return SymbolOutline.Part(face: face, glyph: glyph, embolden64: 0, contours: contours,
                                      transform: Transform2D(a: size, b: 0, c: 0, d: size, tx: origin.x + (size - advance) / 2, ty: baseline))
        }
        let em = size * Self.emScale
        // The mask widens by `font.size · emScale · k` points whatever the glyph's own size
        // (an enclosed symbol's inner glyph too): as a fraction of this glyph's em, at the
        // outlines' load size.
        let embolden = font.size * Self.emScale * Self.weightStrength * Double(font.descriptor.weight.weightClass - 400) / 300
        let embolden64 = Int((embolden / em * Double(GlyphOutline.loadPixels) * 64).rounded())
        return SymbolOutline.Part(face: face, glyph: glyph, embolden64: embolden64, contours: contours,
                                  transform: Transform2D(a: em, b: 0, c: 0, d: em, tx: origin.x - em * Self.margin,
                                                         ty: origin.y + size + em * Self.margin))
    }
}

extension CoverageMask {
    /// This mask with `other`'s coverage removed: a · (1 − b), per pixel.
    func subtracting(_ other: CoverageMask) -> CoverageMask {
        var out = self
        let b = bounds
        for y in b.y..<(b.y + b.height) {
            for x in b.x..<(b.x + b.width) {
                let o = Int(other[x, y])
                guard o > 0 else { continue }
                let i = (y - b.y) * b.width + (x - b.x)
                out.coverage[i] = UInt8((Int(out.coverage[i]) * (255 - o) + 127) / 255)
            }
        }
        return out
    }
}
