import Testing
@testable import FlipbookRaster

/// The stroke pipeline's Swift (flattening, the stroker, `bounds`, `applying`) was rewritten for
/// -Onone speed (raw pointers, no capturing closures or generic `Array` calls), meant to give the
/// same bits. These lock that: random paths, degenerate segments included (repeated points,
/// zero-length lines, closes, lone moves, arcs), every cap and join, dashes, visible rects, then
/// the outline, its bounds and current point, the outline mapped by a random affine transform
/// (and extended after a close), its flattening, and its coverage mask, all hashed bit for bit.
/// The expected value is what the code before the rewrite printed for the same 2,000 paths
/// (a harness linking that commit's FlipbookRaster; it agreed on 20,000 paths too). A change
/// that moves any of these bits on purpose must re-derive it and say so.
@Suite struct StrokePipelineLockTests {
    struct Hasher64 {
        var h: UInt64 = 14695981039346656037
        mutating func mix(_ x: UInt64) { h = (h ^ x) &* 1099511628211 }
        mutating func mix(_ d: Double) { mix(d.bitPattern) }
        mutating func mix(_ p: BezierPath) {
            for e in p.elements {
                switch e {
                case .move(let a): mix(UInt64(1)); mix(a.x); mix(a.y)
                case .line(let a): mix(UInt64(2)); mix(a.x); mix(a.y)
                case .quad(let c, let a): mix(UInt64(3)); mix(c.x); mix(c.y); mix(a.x); mix(a.y)
                case .cubic(let c1, let c2, let a):
                    mix(UInt64(4)); mix(c1.x); mix(c1.y); mix(c2.x); mix(c2.y); mix(a.x); mix(a.y)
                case .close: mix(UInt64(5))
                }
            }
            let b = p.bounds
            mix(b.minX); mix(b.minY); mix(b.maxX); mix(b.maxY)
            if let c = p.currentPoint { mix(c.x); mix(c.y) } else { mix(UInt64(77)) }
        }
    }

    struct Random {
        var state: UInt64 = 0x9E3779B97F4A7C15
        mutating func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        mutating func int(_ n: Int) -> Int { Int(next() * Double(n)) }
        /// Integer or third-integer coordinates, and one point often repeated.
        mutating func point() -> Point {
            if int(6) == 0 { return Point(50, 50) }
            let x = (next() * 120 - 10).rounded() / (int(2) == 0 ? 1 : 3)
            let y = (next() * 120 - 10).rounded() / (int(2) == 0 ? 1 : 3)
            return Point(x, y)
        }
    }

    @Test func randomStrokesKeepTheirBitsAfterTheMinusOnoneRewrite() {
        var r = Random(), h = Hasher64()
        let caps: [LineCap] = [.butt, .round, .square], joins: [LineJoin] = [.miter, .round, .bevel]
        for iter in 0..<2000 {
            var p = BezierPath()
            for _ in 0..<(1 + r.int(9)) {
                switch r.int(8) {
                case 0: p.move(to: r.point())
                case 1, 2: p.line(to: r.point())
                case 3: p.quadCurve(to: r.point(), control: r.point())
                case 4, 5: p.curve(to: r.point(), control1: r.point(), control2: r.point())
                case 6: p.close()
                default: p.line(to: p.currentPoint ?? r.point())  // zero length
                }
            }
            if iter % 11 == 0 {
                p.addArc(center: r.point(), radius: r.next() * 40, startAngle: r.next() * 6, endAngle: r.next() * 6 - 3,
                         clockwise: r.int(2) == 0)
            }
            let dash: [Double] = r.int(4) == 0 ? [1 + r.next() * 9, r.next() * 6] : []
            let s = Stroke(lineWidth: r.int(10) == 0 ? 0.3 : r.next() * 12, lineCap: caps[r.int(3)], lineJoin: joins[r.int(3)],
                           miterLimit: 1 + r.next() * 10, dash: dash, dashPhase: r.next() * 5)
            let tol = [0.05, 0.02, 0.25, 0.0133][r.int(4)]
            let visible: Rect? = r.int(3) == 0 ? Rect(x: 10, y: 5, width: 60, height: 70) : nil
            let outline = p.stroked(s, tolerance: tol, visible: visible)
            h.mix(p); h.mix(outline)
            let t = Transform2D(a: 1 + r.next(), b: r.next() - 0.5, c: r.next() - 0.5, d: 1 + r.next(), tx: r.next() * 9, ty: r.next() * 9)
            let mapped = outline.applying(t)
            h.mix(mapped)
            var extended = mapped
            extended.line(to: r.point()); extended.close(); extended.line(to: r.point())
            h.mix(extended)
            for poly in outline.flattened(tolerance: 0.1) {
                for q in poly.points { h.mix(q.x); h.mix(q.y) }
                h.mix(UInt64(poly.isClosed ? 9 : 8))
            }
            let m = Rasterizer.coverage(of: outline, transform: t, fillRule: r.int(2) == 0 ? .nonZero : .evenOdd,
                                        clip: PixelRect(x: 0, y: 0, width: 200, height: 200))
            h.mix(UInt64(m.bounds.x)); h.mix(UInt64(m.bounds.width))
            for v in m.coverage { h.mix(UInt64(v)) }
        }
        #expect(h.h == 17109709560670783455)
    }

    /// MaskTint.c's store: zero coverage leaves the pixel alone, others get the tint scaled by
    /// coverage, each channel ⌊c·m/255 + ½⌋ of the premultiplied colour on 0…255.
    @Test func tintedMaskWritesScaledColourAndSkipsZeros() {
        let mask = CoverageMask(bounds: PixelRect(x: 3, y: 4, width: 3, height: 1), coverage: [0, 128, 255])
        let out = mask.tinted(RGBA(1, 0.5, 0, 0.5))
        #expect(out.width == 3 && out.height == 1)
        #expect(out[0, 0] == SIMD4<UInt8>(0, 0, 0, 0))
        // Premultiplied (127.5, 63.75, 0, 127.5) · 128/255, + ½, truncated.
        #expect(out[1, 0] == SIMD4<UInt8>(64, 32, 0, 64))
        #expect(out[2, 0] == SIMD4<UInt8>(128, 64, 0, 128))
    }
}
