import FlipbookRaster
import Testing
@testable import FlipbookText

@Suite("Glyph rendering")
struct GlyphRenderingTests {
    @Test("the same text gives identical masks across runs, caches and threads")
    func deterministic() async throws {
        let font = try inter(17)
        let layout = TextLayout("Hello, 世界 — 是否开启AR功能：\u{E87D}", font: font, width: 200)
        let reference = layout.coverageMask(origin: Point(3.3, 7.1), scale: 2, cache: GlyphCache())
        #expect(reference.coverage.contains { $0 == 255 })
        let shared = GlyphCache()
        let results = await withTaskGroup(of: CoverageMask.self) { group in
            for i in 0..<8 {
                group.addTask {
                    // Half the tasks share a cache, half start cold: both must agree.
                    layout.coverageMask(origin: Point(3.3, 7.1), scale: 2, cache: i % 2 == 0 ? shared : GlyphCache())
                }
            }
            var out: [CoverageMask] = []
            for await m in group { out.append(m) }
            return out
        }
        #expect(results.count == 8)
        for m in results { #expect(m == reference) }
        #expect(layout.coverageMask(origin: Point(3.3, 7.1), scale: 2) == reference)
    }

    @Test("four subpixel phases: x + 0.25 px changes the mask, x + 1 px only moves it")
    func subpixel() throws {
        let layout = TextLayout("l", font: try inter(17))
        let m0 = layout.coverageMask(origin: Point(10, 0), scale: 1)
        let m1 = layout.coverageMask(origin: Point(10.25, 0), scale: 1)
        let m2 = layout.coverageMask(origin: Point(10.5, 0), scale: 1)
        let m4 = layout.coverageMask(origin: Point(11, 0), scale: 1)
        #expect(m0.coverage != m1.coverage)
        #expect(m1.coverage != m2.coverage)
        #expect(m4.coverage == m0.coverage)
        #expect(m4.bounds.x == m0.bounds.x + 1)
        // Each mask holds the same ink: the stem's total coverage is shift-invariant (±2%).
        let ink0 = m0.coverage.reduce(0) { $0 + Int($1) }
        let ink1 = m1.coverage.reduce(0) { $0 + Int($1) }
        #expect(abs(ink0 - ink1) * 50 < ink0)
    }

    @Test("placement: the baseline row and pen column of a glyph")
    func placement() throws {
        let font = try inter(17)
        let layout = TextLayout("I", font: font)
        let mask = layout.coverageMask(origin: .zero, scale: 2)
        // "I" stands on the baseline (ascent 16.47 pt → row 32.9 → 33 at 2×) and is cap-height
        // tall: 2048/2816 × 34 px = 24.7 px, so 25 or 26 rows with anti-aliased edges.
        let baseline = Int((font.ascent * 2).rounded())
        #expect(mask.bounds.maxY == baseline)
        #expect((25...26).contains(mask.bounds.height))
        // The stem is solid in the middle row.
        let mid = mask.bounds.y + mask.bounds.height / 2
        let row = (mask.bounds.x..<mask.bounds.maxX).map { mask[$0, mid] }
        #expect(row.contains(255))
    }

    @Test("quarter-pixel snapping of pen positions")
    func devicePlacement() {
        #expect(TextLayout.devicePlacement(x: 10.0, y: 4.4) == (10, 0, 4))
        #expect(TextLayout.devicePlacement(x: 10.3, y: 4.6) == (10, 1, 5))
        #expect(TextLayout.devicePlacement(x: 10.9, y: 0) == (11, 0, 0))
        #expect(TextLayout.devicePlacement(x: -0.25, y: 0) == (-1, 3, 0))
    }

    @Test("synthetic oblique slants CJK for italic requests")
    func oblique() throws {
        let upright = TextLayout("列", font: try inter(17)).coverageMask(origin: .zero, scale: 2)
        let slanted = TextLayout("列", font: try inter(17, italic: true)).coverageMask(origin: .zero, scale: 2)
        #expect(slanted.bounds.width > upright.bounds.width)
    }

    @Test("the glyph cache stays within its byte budget; a mask too large for it is drawn, not kept")
    func cacheByteBudget() throws {
        let budget = 1 << 20
        let cache = GlyphCache(byteBudget: budget)
        let layout = TextLayout("abcdefghijklmnopqrstuvwxyz", font: try inter(17))
        var restarted = false, last = 0
        // 26 glyphs at 68 … 204 px per em: several megabytes of masks in all.
        for scale in stride(from: 4.0, through: 12.0, by: 0.5) {
            let masks = layout.glyphMasks(origin: .zero, scale: scale, cache: cache)
            #expect(cache.byteCount <= budget, "\(cache.byteCount) bytes kept at scale \(scale)")
            if cache.count < last { restarted = true }
            last = cache.count
            #expect(masks == layout.glyphMasks(origin: .zero, scale: scale, cache: GlyphCache()), "cached masks are the rendered ones")
        }
        #expect(restarted, "the budget made the cache start over")
        // 2040 px per em: each mask is over a sixteenth of the budget.
        let before = cache.count
        let huge = layout.glyphMasks(origin: .zero, scale: 120, cache: cache)
        #expect(huge.count == 26 && huge.allSatisfy { $0.mask.coverage.count > budget / 16 })
        #expect(cache.count == before)
    }
}
