import FlipbookRaster

/// One glyph of a layout rendered in device pixels.
public struct PlacedGlyphMask: Sendable, Equatable {
    /// Index into ``TextLayout/glyphs``.
    public var glyphIndex: Int
    public var mask: CoverageMask
}

extension TextLayout {
    /// Device placement of a glyph: the integer pen column, its subpixel phase and the
    /// integer baseline row. x snaps to the nearest 1/``GlyphRasterizer/phases`` pixel; the
    /// baseline snaps to the nearest whole pixel (horizontal text keeps crisp baselines).
    @inlinable static func devicePlacement(x: Double, y: Double) -> (penX: Int, phase: Int, baseline: Int) {
        let phases = GlyphRasterizer.phases
        let q = Int((x * Double(phases)).rounded())
        let ix = q >= 0 ? q / phases : -((-q + phases - 1) / phases)
        return (ix, q - ix * phases, Int(y.rounded()))
    }

    /// Every glyph as a coverage mask in device pixels, for a layout whose top-left corner
    /// is at `origin` (points) on a canvas of `scale` pixels per point. Blank glyphs (spaces)
    /// are left out; ``PlacedGlyphMask/glyphIndex`` says which glyph each one is.
    public func glyphMasks(origin: Point, scale: Double, cache: GlyphCache = .shared) -> [PlacedGlyphMask] {
        var out: [PlacedGlyphMask] = []
        out.reserveCapacity(glyphs.count)
        for (i, g) in glyphs.enumerated() where g.faceIndex != fonts[g.fontIndex].emojiFaceIndex {
            let font = fonts[g.fontIndex]
            let p = Self.devicePlacement(x: (origin.x + g.x) * scale, y: (origin.y + g.y) * scale)
            let m = cache.mask(face: font.faces[g.faceIndex], glyph: g.glyph, pixelSize: font.size * scale,
                               phase: p.phase, oblique: font.synthesizeOblique[g.faceIndex])
            guard m.width > 0 && m.height > 0 else { continue }
            out.append(PlacedGlyphMask(glyphIndex: i, mask: m.placed(penX: p.penX, baselineY: p.baseline)))
        }
        return out
    }

    /// All the text as one coverage mask in device pixels (see
    /// ``glyphMasks(origin:scale:cache:)``). Overlapping glyphs combine as if each were
    /// drawn source-over in one colour: c = a + b − a·b.
    public func coverageMask(origin: Point, scale: Double, cache: GlyphCache = .shared) -> CoverageMask {
        CoverageMask.union(glyphMasks(origin: origin, scale: scale, cache: cache).map(\.mask))
    }

    /// The colour (emoji) glyphs in device pixels, each placed at whole pixels (a bitmap
    /// moved by a fraction of a pixel would only blur): the pictures to draw over or beside
    /// the coverage masks. ``PlacedColorGlyph/glyphIndex`` says which glyph each one is.
    public func colorGlyphs(origin: Point, scale: Double) -> [PlacedColorGlyph] {
        var out: [PlacedColorGlyph] = []
        for (i, g) in glyphs.enumerated() {
            let font = fonts[g.fontIndex]
            guard let e = font.emojiFaceIndex, g.faceIndex == e else { continue }
            let box = font.size * ResolvedFont.emojiBoxEm * scale
            let advance = font.size * ResolvedFont.emojiAdvanceEm * scale
            guard let bitmap = ColorGlyphCache.shared.bitmap(face: font.faces[e], glyph: g.glyph, box: box, advance: advance)
            else { continue }
            let x = Int(((origin.x + g.x) * scale).rounded()) + bitmap.left
            let y = Int(((origin.y + g.y) * scale).rounded()) + bitmap.top
            out.append(PlacedColorGlyph(glyphIndex: i, pixels: bitmap.pixels, x: x, y: y))
        }
        return out
    }

}

/// One colour glyph of a layout in device pixels: premultiplied RGBA with its top-left corner.
public struct PlacedColorGlyph: Sendable, Equatable {
    public var glyphIndex: Int
    public var pixels: PixelBuffer
    public var x: Int, y: Int
}
