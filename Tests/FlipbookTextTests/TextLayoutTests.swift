import FlipbookRaster
import Testing
@testable import FlipbookText

/// Widths are checked against references computed outside Flipbook:
/// - "minimum" has no kerning pairs, so its width is the sum of Inter Regular's `hmtx`
///   advances, read with fontTools: 2448+668+1648+668+2448+1636+2448 = 11964 units;
/// - kerned strings use `hb-shape` (HarfBuzz 6.0.0 command line, default features) on
///   Fonts/Inter-Regular.otf: "AVATAR Type" = 17724 units (unkerned hmtx sum 18748),
///   "The quick brown fox jumps over the lazy dog" = 59588 units;
/// - Noto Sans CJK SC's ideographs and fullwidth punctuation advance 1000/1000 em.
@Suite("TextLayout")
struct TextLayoutTests {
    static let interEm = 2816.0

    @Test("width of an unkerned string is the hmtx sum")
    func hmtxWidth() throws {
        let w = TextLayout("minimum", font: try inter(17)).size.width
        #expect(abs(w - 11964 / Self.interEm * 17) < 1e-9)
    }

    @Test("GPOS kerning through HarfBuzz: AVATAR Type")
    func kerning() throws {
        let w = TextLayout("AVATAR Type", font: try inter(17)).size.width
        #expect(abs(w - 17724 / Self.interEm * 17) < 1e-9)      // 107.00 pt, not 113.18 unkerned
        let pangram = TextLayout("The quick brown fox jumps over the lazy dog", font: try inter(17)).size.width
        #expect(abs(pangram - 59588 / Self.interEm * 17) < 1e-9)
    }

    @Test("mixed CJK and Latin width: 7 ideographs/fullwidth + kerned AR")
    func mixedWidth() throws {
        let w = TextLayout("是否开启AR功能：", font: try inter(17)).size.width
        #expect(abs(w - (7 * 17 + (1904 + 1800) / Self.interEm * 17)) < 1e-9)
    }

    @Test("tracking adds after every character but the last")
    func tracking() throws {
        let w = TextLayout("minimum", font: try inter(17), tracking: 1.5).size.width
        #expect(abs(w - (11964 / Self.interEm * 17 + 6 * 1.5)) < 1e-9)
    }

    @Test("line heights: Inter alone, and a line with CJK takes Noto's taller ascent and descent")
    func lineHeights() throws {
        let font = try inter(17)
        let latin = TextLayout("Hello\nworld", font: font)
        #expect(latin.lines.count == 2)
        #expect(abs(latin.size.height - 2 * 3408 / Self.interEm * 17) < 1e-9)
        #expect(abs(latin.lines[1].baseline - (3408 + 2728) / Self.interEm * 17) < 1e-9)
        let cjk = TextLayout("列表", font: font)
        #expect(abs(cjk.lines[0].ascent - 1.160 * 17) < 1e-9)
        #expect(abs(cjk.size.height - 1.448 * 17) < 1e-9)
    }

    @Test("Latin breaks at spaces; trailing spaces hang")
    func latinBreaks() throws {
        let font = try inter(17)
        let s = "The quick brown fox"
        // "The quick" is 78.65 pt, "The quick brown" 133.61 pt.
        let l = TextLayout(s, font: font, width: 100)
        #expect(l.lines.map(\.characters) == [0..<10, 10..<19])
        #expect(abs(l.lines[0].width - 13028 / Self.interEm * 17) < 1e-9)
        let exact = TextLayout(s, font: font, width: 22132 / Self.interEm * 17)
        #expect(exact.lines.map(\.characters) == [0..<16, 16..<19])
        // A word longer than the width breaks between letters rather than overflowing.
        let long = TextLayout("Supercalifragilistic", font: font, width: 40)
        #expect(long.lines.count > 1)
        #expect(long.lines.allSatisfy { $0.width <= 40 + 1e-9 })
    }

    @Test("CJK breaks between ideographs, never before closing nor after opening punctuation")
    func cjkBreaks() throws {
        let font = try inter(17)
        // 8 ideographs fill 136 pt exactly; the colon cannot start a line, so 图 goes with it.
        let colon = TextLayout("列表地图列表地图：", font: font, width: 136)
        #expect(colon.lines.map(\.characters) == [0..<7, 7..<9])
        // 「 cannot end a line, 」 cannot start one.
        let quotes = TextLayout("列表「地图」", font: font, width: 51)
        #expect(quotes.lines.map(\.characters) == [0..<2, 2..<4, 4..<6])
        // Ideograph next to Latin may break; inside "AR" may not.
        // 是否开 = 51 pt, +启 = 68 > 60; 启AR功 = 56.4, +能 > 60.
        let mixed = TextLayout("是否开启AR功能：", font: font, width: 60)
        #expect(mixed.lines.map(\.characters) == [0..<3, 3..<7, 7..<9])
    }

    @Test("lineLimit truncates the tail with …")
    func truncation() throws {
        let font = try inter(17)
        let s = "The quick brown fox jumps over the lazy dog"
        let one = TextLayout(s, font: font, width: 100, lineLimit: 1)
        #expect(one.isTruncated)
        #expect(one.lines.count == 1)
        #expect(one.lines[0].width <= 100)
        let ellipsis = font.primary.glyph(for: "…")!
        #expect(one.glyphs.last?.glyph == ellipsis)
        #expect(one.glyphs.filter { $0.glyph == ellipsis }.count == 1)
        // Tail truncation is by character, not word (as CoreText's): "The quick…" is kept
        // because "The quick b…" would not fit; the space before "…" is dropped.
        #expect(one.lines[0].characters == 0..<9)
        #expect(TextLayout("The quick b…", font: font).size.width > 100)
        #expect(abs(one.lines[0].width - TextLayout("The quick…", font: font).size.width) < 1e-9)
        let two = TextLayout(s, font: font, width: 100, lineLimit: 2)
        #expect(two.lines.count == 2 && two.isTruncated)
        #expect(two.lines[1].characters.lowerBound == 10)
        #expect(two.glyphs.last?.glyph == ellipsis && two.glyphs.last?.line == 1)
        let fits = TextLayout("Short", font: font, width: 100, lineLimit: 1)
        #expect(!fits.isTruncated && !fits.glyphs.contains { $0.glyph == ellipsis })
    }

    @Test("alignment places lines within the widest line")
    func alignment() throws {
        let font = try inter(17)
        let s = "a\nminimum"
        let wide = 11964 / Self.interEm * 17
        let a = TextLayout(s, font: font, alignment: .leading)
        let c = TextLayout(s, font: font, alignment: .center)
        let t = TextLayout(s, font: font, alignment: .trailing)
        let narrow = a.lines[0].width
        #expect(a.lines[0].x == 0)
        #expect(abs(c.lines[0].x - (wide - narrow) / 2) < 1e-9)
        #expect(abs(t.lines[0].x - (wide - narrow)) < 1e-9)
        #expect(c.lines[1].x == 0 && t.lines[1].x == 0)
        #expect(abs(t.size.width - wide) < 1e-9)
    }

    @Test("size that fits: ideal width for nil, the text's own width for a larger proposal")
    func sizeThatFits() throws {
        let font = try inter(17)
        let ideal = TextLayout.sizeThatFits("The quick brown fox", font: font, width: nil)
        let roomy = TextLayout.sizeThatFits("The quick brown fox", font: font, width: 1000)
        #expect(ideal == roomy)
        #expect(abs(ideal.height - 3408 / Self.interEm * 17) < 1e-9)
        let empty = TextLayout.sizeThatFits("", font: font, width: nil)
        #expect(empty.width == 0 && abs(empty.height - 3408 / Self.interEm * 17) < 1e-9)
    }

    @Test("no missing-glyph boxes in mixed strings")
    func noNotdef() throws {
        let font = try inter(17)
        for s in ["列表", "地图", "是否开启AR功能：", "你的名字：Zoë", "生日啦，现在几岁: 30", "Crème brûlée — “quoted” …", "「父 View」"] {
            let l = TextLayout(s, font: font)
            #expect(!l.glyphs.isEmpty)
            #expect(l.glyphs.allSatisfy { $0.glyph != 0 }, "\(s)")
        }
        // A tab has no glyph anywhere: it is drawn (and measured) as a space.
        let tab = TextLayout("a\tb", font: font)
        #expect(tab.glyphs.allSatisfy { $0.glyph != 0 })
        #expect(tab.size.width == TextLayout("a b", font: font).size.width)
    }
}
