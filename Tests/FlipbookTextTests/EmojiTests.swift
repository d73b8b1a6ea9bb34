import Testing
import FlipbookRaster
@testable import FlipbookText

/// Colour emoji: which face a character goes to, the one-em box and advance, and the
/// resampling filter.
@Suite("Colour emoji")
struct EmojiTests {
    @Test("emoji presentation goes to the colour face; digits and text stay in Inter")
    func faces() throws {
        let f = try inter()
        let e = try #require(f.emojiFaceIndex)
        #expect(f.faces[e].family == "Noto Color Emoji" && f.faces[e].isColorBitmap)
        for c: Character in ["😀", "❤️", "👍🏽", "🇫🇷", "1️⃣", "👨‍👩‍👧"] { #expect(f.faceIndex(for: c) == e, "\(c)") }
        for c: Character in ["1", "a", "#", "→"] { #expect(f.faceIndex(for: c) != e, "\(c)") }
    }

    @Test("an emoji advances one em and does not grow the line")
    func metrics() throws {
        let f = try inter(17)
        let plain = TextLayout("ab", font: f), mixed = TextLayout("a😀b", font: f)
        #expect(abs(mixed.size.width - plain.size.width - 17) < 1e-9)
        #expect(mixed.size.height == plain.size.height)
        // A ZWJ family and a skin-toned thumb are one picture each.
        #expect(abs(TextLayout("👨‍👩‍👧👍🏽", font: f).size.width - 34) < 1e-9)
        #expect(TextLayout("👨‍👩‍👧", font: f).glyphs.count == 1)
    }

    @Test("the picture fills a one-em box standing on the baseline, in its own colours")
    func picture() throws {
        let f = try inter(20)
        let layout = TextLayout("😀", font: f)
        let glyphs = layout.colorGlyphs(origin: Point(0, 0), scale: 2)
        let g = try #require(glyphs.first)
        // Noto's strike box is 128 px tall (101 up, 27 down) at 109 ppem: scaled to 40 px.
        let baseline = Int((layout.lines[0].baseline * 2).rounded())
        #expect(g.y == baseline - 40)
        #expect(g.pixels.height == 40)
        // Centred in the 40 px advance (Noto's canvas is 136 px wide: 42.5 → 43 px).
        #expect(g.pixels.width == 43)
        #expect(g.x == -2)  // round((40 − 43) / 2), halves away from zero
        // The face is yellow in the middle, whatever colour text is drawn in.
        let c = g.pixels[g.pixels.width / 2, g.pixels.height / 2 - 4]
        #expect(c.w == 255 && c.x > 200 && c.y > 150 && c.z < 100, "\(c)")
        // Outline glyph masks leave the emoji out (it is not drawn in the text colour).
        #expect(layout.glyphMasks(origin: Point(0, 0), scale: 2).isEmpty)
    }

    @Test("resampling: bilinear when enlarging, area-weighted when reducing, exact on flat colour")
    func resample() {
        // Black | white, 2 → 4 px: source centres at 0.25, 0.75, 1.25, 1.75.
        let bw = PixelBuffer(width: 2, height: 1, bytes: [0, 0, 0, 255, 255, 255, 255, 255])
        let up = ColorGlyphRasterizer.resample(bw, width: 4, height: 1)
        #expect((0..<4).map { up[$0, 0].x } == [0, 64, 191, 255])
        // Alternating columns reduced by 2 average to mid grey (weights ¼ ¾ ¾ ¼).
        var stripes = [UInt8]()
        for x in 0..<8 { let v: UInt8 = x % 2 == 0 ? 0 : 255; stripes += [v, v, v, 255] }
        let down = ColorGlyphRasterizer.resample(PixelBuffer(width: 8, height: 1, bytes: stripes), width: 4, height: 1)
        #expect((1..<3).allSatisfy { abs(Int(down[$0, 0].x) - 128) <= 1 })
        // Flat colour (premultiplied half-transparent red) stays exactly itself.
        let flat = PixelBuffer(width: 7, height: 5, fill: SIMD4(100, 0, 0, 128))
        let r = ColorGlyphRasterizer.resample(flat, width: 3, height: 11)
        #expect((0..<11).allSatisfy { y in (0..<3).allSatisfy { r[$0, y] == SIMD4(100, 0, 0, 128) } })
    }
}
