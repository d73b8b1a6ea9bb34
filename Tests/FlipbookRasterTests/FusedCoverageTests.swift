import Testing
@testable import FlipbookRaster

/// `Rasterizer.coverage` runs the fused pass (Rasterizer+Fused.swift: elements mapped into a
/// scratch buffer, flattened into a reused point buffer, each subpath straight to the C scan
/// converter). These compare it byte for byte with `referenceCoverage`, the path → `applying`
/// → `flattenedSubpaths` → scan pipeline it replaced, on paths that exercise every branch of
/// the flattening: lone moves, closes followed by drawing, quads and cubics inside, across and
/// wholly outside the visible area, huge curves that are split, NaN and infinite points.
@Suite struct FusedCoverageTests {
    struct Random {
        var state: UInt64 = 0x243F6A8885A308D3
        mutating func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        mutating func int(_ n: Int) -> Int { Int(next() * Double(n)) }
        mutating func point(_ spread: Double) -> Point {
            if int(8) == 0 { return Point(40, 40) }
            return Point(next() * spread - spread / 4, next() * spread - spread / 4)
        }
    }

    static func same(_ a: CoverageMask, _ b: CoverageMask) -> Bool {
        a.bounds == b.bounds && a.coverage == b.coverage
    }

    @Test func randomFillsMatchTheReferencePipeline() {
        var r = Random()
        var mismatches = 0, drawn = 0
        for iter in 0..<1500 {
            // Mostly on-canvas, sometimes far beyond it (curves become chords or get split).
            let spread = iter % 7 == 0 ? 4000.0 : 120
            var p = BezierPath()
            for _ in 0..<(1 + r.int(10)) {
                switch r.int(9) {
                case 0: p.move(to: r.point(spread))
                case 1, 2: p.line(to: r.point(spread))
                case 3: p.quadCurve(to: r.point(spread), control: r.point(spread))
                case 4, 5: p.curve(to: r.point(spread), control1: r.point(spread), control2: r.point(spread))
                case 6: p.close()
                case 7: p.addArc(center: r.point(spread), radius: r.next() * (iter % 13 == 0 ? 1e6 : 60),
                                 startAngle: r.next() * 6, endAngle: r.next() * 6 - 3, clockwise: r.int(2) == 0)
                default: p.line(to: p.currentPoint ?? r.point(spread))
                }
            }
            let t: Transform2D = r.int(4) == 0 ? .identity
                : Transform2D(a: 0.5 + r.next() * 2, b: r.next() - 0.5, c: r.next() - 0.5, d: 0.5 + r.next() * 2,
                              tx: r.next() * 20 - 10, ty: r.next() * 20 - 10)
            let clip = r.int(3) == 0 ? PixelRect(x: 7, y: 3, width: 61, height: 90) : PixelRect(x: 0, y: 0, width: 180, height: 160)
            let rule: FillRule = r.int(2) == 0 ? .nonZero : .evenOdd
            let fused = Rasterizer.coverage(of: p, transform: t, fillRule: rule, clip: clip)
            let reference = Rasterizer.referenceCoverage(of: p, transform: t, fillRule: rule, clip: clip)
            if !Self.same(fused, reference) { mismatches += 1 }
            if !fused.bounds.isEmpty { drawn += 1 }
        }
        #expect(mismatches == 0)
        // The comparison means something only if most paths cover pixels.
        #expect(drawn > 700)
    }

    @Test func strokeOutlinesMatchTheReferencePipeline() {
        var r = Random(state: 7)
        let caps: [LineCap] = [.butt, .round, .square], joins: [LineJoin] = [.miter, .round, .bevel]
        var mismatches = 0
        for _ in 0..<400 {
            var p = BezierPath()
            p.move(to: r.point(100))
            for _ in 0..<(1 + r.int(6)) {
                if r.int(2) == 0 { p.line(to: r.point(100)) } else { p.curve(to: r.point(100), control1: r.point(100), control2: r.point(100)) }
            }
            if r.int(3) == 0 { p.close() }
            let outline = p.stroked(Stroke(lineWidth: 0.5 + r.next() * 8, lineCap: caps[r.int(3)], lineJoin: joins[r.int(3)],
                                           dash: r.int(4) == 0 ? [4, 2] : []), tolerance: 0.04 / 3)
            let t = Transform2D.scale(3, 3)
            let clip = PixelRect(x: 0, y: 0, width: 300, height: 300)
            if !Self.same(Rasterizer.coverage(of: outline, transform: t, clip: clip),
                          Rasterizer.referenceCoverage(of: outline, transform: t, clip: clip)) { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }

    /// Non-finite points draw nothing in both (the bounds guard), and an empty path or clip too.
    @Test func degenerateInputDrawsNothing() {
        var p = BezierPath()
        p.move(to: Point(1, 1)); p.line(to: Point(Double.nan, 4)); p.line(to: Point(9, 9)); p.close()
        let clip = PixelRect(x: 0, y: 0, width: 20, height: 20)
        #expect(Rasterizer.coverage(of: p, clip: clip).bounds.isEmpty)
        var q = BezierPath()
        q.move(to: Point(1, 1)); q.line(to: Point(Double.infinity, 4)); q.line(to: Point(9, 9)); q.close()
        #expect(Rasterizer.coverage(of: q, transform: .scale(2, 2), clip: clip).bounds.isEmpty)
        #expect(Rasterizer.coverage(of: BezierPath(), clip: clip).bounds.isEmpty)
        var square = BezierPath()
        square.move(to: Point(2, 2)); square.line(to: Point(6, 2)); square.line(to: Point(6, 6)); square.line(to: Point(2, 6)); square.close()
        #expect(Rasterizer.coverage(of: square, clip: PixelRect(x: 0, y: 0, width: 0, height: 0)).bounds.isEmpty)
        // And the square itself: 16 full pixels at (2…5, 2…5).
        let m = Rasterizer.coverage(of: square, clip: clip)
        #expect(m.bounds == PixelRect(x: 2, y: 2, width: 4, height: 4))
        #expect(m.coverage.allSatisfy { $0 == 255 })
    }
}
