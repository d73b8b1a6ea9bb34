import FlipbookRaster

/// Glyphs to draw, in points: which font (face, size, slant), which glyph, where its pen sits
/// on the baseline. Display lists carry runs rather than pixels; the raster step turns them
/// into coverage at the final device transform (``coverageMask(scale:offset:cache:)`` on the
/// pixel grid, ``path(outlines:)`` through anything else), on whichever thread draws.
public struct GlyphRun: Sendable, Equatable {
    /// A face at a size: shareable across threads (``FontFace`` locks its FreeType face).
    public struct Font: Sendable, Equatable {
        public let face: FontFace
        /// The em in points.
        public var size: Double
        /// Slanted synthetically (an italic asked of an upright face).
        public var oblique: Bool
        public init(face: FontFace, size: Double, oblique: Bool) {
            self.face = face
            self.size = size
            self.oblique = oblique
        }
        public static func == (l: Font, r: Font) -> Bool { l.face === r.face && l.size == r.size && l.oblique == r.oblique }
    }

    public struct Glyph: Sendable, Equatable {
        /// Index into ``GlyphRun/fonts``.
        public var font: Int
        public var id: UInt32
        /// The pen on the baseline, in points.
        public var position: Point
        public init(font: Int, id: UInt32, position: Point) {
            self.font = font
            self.id = id
            self.position = position
        }
    }

    public var fonts: [Font]
    public var glyphs: [Glyph]

    public init(fonts: [Font], glyphs: [Glyph]) {
        self.fonts = fonts
        self.glyphs = glyphs
    }

    /// Whether any glyph has ink (spaces and blank glyphs draw nothing).
    public func hasInk(outlines: GlyphOutlineCache = .shared) -> Bool {
        glyphs.contains { !outlines.outline(face: fonts[$0.font].face, glyph: $0.id, oblique: fonts[$0.font].oblique).isEmpty }
    }

    /// The glyphs rendered by FreeType at `scale` pixels per point, moved by `offset` device
    /// pixels: each pen snapped to 1/``GlyphRasterizer/phases`` pixel across and a whole pixel
    /// down (``TextLayout/devicePlacement(x:y:)``), as text has always been placed. One mask
    /// per inked glyph, in glyph order.
    public func glyphMasks(scale: Double, offset: Point = Point(0, 0), cache: GlyphCache = .shared) -> [CoverageMask] {
        var out: [CoverageMask] = []
        out.reserveCapacity(glyphs.count)
        for g in glyphs {
            let font = fonts[g.font]
            let p = TextLayout.devicePlacement(x: g.position.x * scale + offset.x, y: g.position.y * scale + offset.y)
            let m = cache.mask(face: font.face, glyph: g.id, pixelSize: font.size * scale, phase: p.phase, oblique: font.oblique)
            guard m.width > 0 && m.height > 0 else { continue }
            out.append(m.placed(penX: p.penX, baselineY: p.baseline))
        }
        return out
    }

    /// The run as one coverage mask on the pixel grid (see ``glyphMasks(scale:offset:cache:)``);
    /// overlapping glyphs combine as if each were drawn source-over in one colour.
    public func coverageMask(scale: Double, offset: Point = Point(0, 0), cache: GlyphCache = .shared) -> CoverageMask {
        CoverageMask.union(glyphMasks(scale: scale, offset: offset, cache: cache))
    }

    /// The device pixels ``coverageMask(scale:offset:cache:)`` spans, without combining masks.
    public func maskBounds(scale: Double, offset: Point = Point(0, 0), cache: GlyphCache = .shared) -> PixelRect {
        var r = PixelRect.empty
        for m in glyphMasks(scale: scale, offset: offset, cache: cache) { r = r.union(m.bounds) }
        return r
    }

    /// The outlines' box in points (control points, so it holds every curve); `.zero` when blank.
    public func outlineBounds(outlines: GlyphOutlineCache = .shared) -> Rect {
        var r = Rect.zero
        var first = true
        for g in glyphs {
            let font = fonts[g.font]
            let b = outlines.outline(face: font.face, glyph: g.id, oblique: font.oblique).bounds
            guard !b.isEmpty else { continue }
            let placed = Rect(x: g.position.x + b.minX * font.size, y: g.position.y + b.minY * font.size,
                              width: b.width * font.size, height: b.height * font.size)
            r = first ? placed : r.union(placed)
            first = false
        }
        return r
    }

    /// Every glyph's outline placed and sized, in points: one path to fill (non-zero) at any
    /// transform.
    public func path(outlines: GlyphOutlineCache = .shared) -> BezierPath {
        var path = BezierPath()
        for g in glyphs {
            let font = fonts[g.font]
            let o = outlines.outline(face: font.face, glyph: g.id, oblique: font.oblique)
            guard !o.isEmpty else { continue }
            path.addPath(o.path, transform: Transform2D(a: font.size, b: 0, c: 0, d: font.size, tx: g.position.x, ty: g.position.y))
        }
        return path
    }
}

extension TextLayout {
    /// The layout's outline glyphs (colour emoji are pictures, see ``colorGlyphs(origin:scale:)``)
    /// as a run whose top-left corner is at `origin` (points); only the glyphs `include` keeps.
    public func glyphRun(origin: Point, including include: (Int) -> Bool = { _ in true }) -> GlyphRun {
        var runFonts: [GlyphRun.Font] = []
        var index: [Int: Int] = [:]
        var out: [GlyphRun.Glyph] = []
        out.reserveCapacity(glyphs.count)
        for (i, g) in glyphs.enumerated() where g.faceIndex != fonts[g.fontIndex].emojiFaceIndex && include(i) {
            let font = fonts[g.fontIndex]
            let key = g.fontIndex << 16 | g.faceIndex
            let k: Int
            if let known = index[key] {
                k = known
            } else {
                k = runFonts.count
                index[key] = k
                runFonts.append(GlyphRun.Font(face: font.faces[g.faceIndex], size: font.size,
                                              oblique: font.synthesizeOblique[g.faceIndex]))
            }
            out.append(GlyphRun.Glyph(font: k, id: g.glyph, position: Point(origin.x + g.x, origin.y + g.y)))
        }
        return GlyphRun(fonts: runFonts, glyphs: out)
    }
}
