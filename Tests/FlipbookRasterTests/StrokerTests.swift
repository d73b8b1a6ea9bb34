import Foundation
import Testing
@testable import FlipbookRaster

@Suite struct StrokerTests {
    let clip = PixelRect(x: 0, y: 0, width: 200, height: 200)

    private func line(_ a: Point, _ b: Point) -> BezierPath {
        var p = BezierPath(); p.move(to: a); p.line(to: b); return p
    }
    private func polyline(_ pts: [Point]) -> BezierPath {
        var p = BezierPath(); p.move(to: pts[0]); for q in pts.dropFirst() { p.line(to: q) }; return p
    }

    @Test func buttLineCoversExactlyItsRectangle() {
        let s = line(Point(10, 20), Point(30, 20)).stroked(Stroke(lineWidth: 4))
        let m = Rasterizer.coverage(of: s, clip: clip)
        #expect(m.bounds == PixelRect(x: 10, y: 18, width: 20, height: 4))
        #expect(m.coverage.allSatisfy { $0 == 255 })
    }

    @Test func roundAndSquareCapsExtendByHalfTheWidth() {
        let l = line(Point(10, 20), Point(30, 20))
        let sq = l.stroked(Stroke(lineWidth: 4, lineCap: .square))
        #expect(sq.bounds == Rect(x: 8, y: 18, width: 24, height: 4))
        let sqm = Rasterizer.coverage(of: sq, clip: clip)
        #expect(sqm[8, 18] == 255 && sqm[31, 21] == 255 && sqm.coverage.count == 24 * 4)
        let rd = l.stroked(Stroke(lineWidth: 4, lineCap: .round))
        let b = rd.bounds
        #expect(abs(b.minX - 8) < 1e-9 && abs(b.maxX - 32) < 1e-9 && abs(b.minY - 18) < 1e-9 && abs(b.maxY - 22) < 1e-9)
        // Area: the rectangle plus one disc of radius 2.
        let m = Rasterizer.coverage(of: rd, clip: clip)
        #expect(abs(coveredArea(m) - (80 + Double.pi * 4)) < 0.05)
        // Pixel [8,9]×[18,19] inside the disc of radius 2 about (10, 20): ∫₁^√3 (√(4−x²) − 1) dx = 0.3151.
        #expect(abs(Double(m[8, 18]) - 0.3151 * 255) < 1.5)
    }

    @Test func miterAndBevelAtARightAngle() {
        let p = polyline([Point(10, 10), Point(30, 10), Point(30, 30)])
        let miter = Rasterizer.coverage(of: p.stroked(Stroke(lineWidth: 4, lineJoin: .miter)), clip: clip)
        let bevel = Rasterizer.coverage(of: p.stroked(Stroke(lineWidth: 4, lineJoin: .bevel)), clip: clip)
        let round = Rasterizer.coverage(of: p.stroked(Stroke(lineWidth: 4, lineJoin: .round)), clip: clip)
        // Miter: the outer corner square [30, 32] × [8, 10] is full.
        #expect(miter[31, 8] == 255 && miter[30, 8] == 255 && miter[31, 9] == 255)
        // Bevel: the cut from (30, 8) to (32, 10) halves pixel (30, 8) and misses (31, 8).
        #expect(bevel[31, 8] == 0 && abs(Double(bevel[30, 8]) - 127.5) <= 0.5)
        #expect(abs(coveredArea(miter) - coveredArea(bevel) - 2) < 0.01, "the miter adds a 2-px² triangle")
        #expect(abs(coveredArea(round) - coveredArea(bevel) - (Double.pi - 2)) < 0.02, "a quarter disc minus the triangle")
        // Inner corner and arms are solid in every style.
        for m in [miter, bevel, round] { #expect(m[29, 11] == 255 && m[20, 9] == 255 && m[31, 20] == 255) }
    }

    @Test func miterLimitSwitchesToBevelAtAcuteAngles() {
        // Arms meeting at about 7.6°: miter length / width = 1 / sin(φ/2) ≈ 15.
        let p = polyline([Point(10, 30), Point(40, 30), Point(10, 26)])
        let phi = atan2(4.0, 30.0)
        let ratio = 1 / sin(phi / 2)
        let limited = p.stroked(Stroke(lineWidth: 2, lineJoin: .miter, miterLimit: 10))
        let allowed = p.stroked(Stroke(lineWidth: 2, lineJoin: .miter, miterLimit: 20))
        #expect(ratio > 10 && ratio < 20)
        #expect(limited.bounds.maxX < 41, "bevelled: \(limited.bounds)")
        // The miter tip lies ratio · h beyond the vertex along the bisector.
        let bisector = Point(1, 0).rotatedLike(by: -phi / 2)
        let tipX = 40 + bisector.x * ratio * 1
        #expect(abs(allowed.bounds.maxX - tipX) < 1e-6, "\(allowed.bounds.maxX) vs \(tipX)")
    }

    @Test func dashLengthsFollowThePatternAndPhase() {
        let l = line(Point(0, 10), Point(100, 10))
        let d = l.stroked(Stroke(lineWidth: 2, dash: [10, 5]))
        let m = Rasterizer.coverage(of: d, clip: clip)
        #expect(subpathCount(d) == 7)
        // On: [0,10] [15,25] … [90,100].
        #expect(m[9, 9] == 255 && m[10, 9] == 0 && m[14, 9] == 0 && m[15, 9] == 255 && m[99, 10] == 255)
        #expect(abs(coveredArea(m) - 2 * 70) < 0.01)
        let shifted = Rasterizer.coverage(of: l.stroked(Stroke(lineWidth: 2, dash: [10, 5], dashPhase: 3)), clip: clip)
        // Phase 3: on [0,7], off [7,12], on [12,22] …
        #expect(shifted[6, 9] == 255 && shifted[7, 9] == 0 && shifted[11, 9] == 0 && shifted[12, 9] == 255)
        // An odd pattern repeats: [10] = 10 on, 10 off.
        let odd = Rasterizer.coverage(of: l.stroked(Stroke(lineWidth: 2, dash: [10])), clip: clip)
        #expect(abs(coveredArea(odd) - 2 * 50) < 0.01)
    }

    @Test func dashesFollowArcLengthAcrossCurves() {
        // Circumference 100 → [10, 10] gives 5 dashes covering half the ring.
        let r = 50 / Double.pi
        let circle = BezierPath.circle(center: Point(60, 60), radius: r)
        let s = Stroke(lineWidth: 4, dash: [10, 10])
        let dashed = Rasterizer.coverage(of: circle.stroked(s), clip: clip)
        let full = Rasterizer.coverage(of: circle.stroked(Stroke(lineWidth: 4)), clip: clip)
        #expect(subpathCount(circle.stroked(s)) == 5)
        #expect(abs(coveredArea(full) - 100 * 4) < 0.5)
        #expect(abs(coveredArea(dashed) / coveredArea(full) - 0.5) < 0.005)
    }

    @Test func closedSubpathsGetJoinsNotCaps() {
        let sq = BezierPath.rect(Rect(x: 20, y: 20, width: 40, height: 40))
        let m = Rasterizer.coverage(of: sq.stroked(Stroke(lineWidth: 4, lineCap: .round, lineJoin: .miter)), clip: clip)
        #expect(m.bounds == PixelRect(x: 18, y: 18, width: 44, height: 44))
        #expect(m[18, 18] == 255 && m[40, 40] == 0 && m[21, 40] == 255)
        #expect(abs(coveredArea(m) - (44 * 44 - 36 * 36)) < 0.01)
    }

    @Test func degenerateSegmentsMakeNoNaN() {
        var p = BezierPath()
        p.move(to: Point(10, 10)); p.line(to: Point(10, 10)); p.line(to: Point(30, 10)); p.line(to: Point(30, 10))
        p.curve(to: Point(30, 10), control1: Point(30, 10), control2: Point(30, 10))
        p.line(to: Point(30, 30))
        for join in [LineJoin.miter, .round, .bevel] {
            for cap in [LineCap.butt, .round, .square] {
                let s = p.stroked(Stroke(lineWidth: 3, lineCap: cap, lineJoin: join, dash: [5, 0, 3, 2]))
                #expect(isFinite(s))
                #expect(isFinite(p.stroked(Stroke(lineWidth: 3, lineCap: cap, lineJoin: join))))
            }
        }
        // A zero-length subpath is a dot with round or square caps, nothing with butt caps.
        let dot = line(Point(50, 50), Point(50, 50))
        let disc = Rasterizer.coverage(of: dot.stroked(Stroke(lineWidth: 10, lineCap: .round)), clip: clip)
        #expect(abs(coveredArea(disc) - 25 * Double.pi) < 0.1)
        let square = Rasterizer.coverage(of: dot.stroked(Stroke(lineWidth: 10, lineCap: .square)), clip: clip)
        #expect(abs(coveredArea(square) - 100) < 0.01)
        #expect(dot.stroked(Stroke(lineWidth: 10)).isEmpty)
        // A U-turn, zero width and NaN input.
        let back = polyline([Point(10, 10), Point(40, 10), Point(10, 10)])
        #expect(isFinite(back.stroked(Stroke(lineWidth: 4, lineJoin: .miter))))
        #expect(isFinite(back.stroked(Stroke(lineWidth: 4, lineJoin: .round))))
        #expect(line(Point(0, 0), Point(10, 0)).stroked(Stroke(lineWidth: 0)).isEmpty)
        #expect(line(Point(0, 0), Point(.nan, 0)).stroked(Stroke(lineWidth: 2)).isEmpty)
    }

    @Test func strokeIsBuiltInUserSpaceSoTransformsStretchIt() {
        // A width-2 vertical line stretched 3× horizontally covers 6 px across, as in SwiftUI.
        let s = line(Point(10, 0), Point(10, 20)).stroked(Stroke(lineWidth: 2))
        let m = Rasterizer.coverage(of: s, transform: .scale(3, 1), clip: clip)
        #expect(m.bounds == PixelRect(x: 27, y: 0, width: 6, height: 20))
        #expect(m.coverage.allSatisfy { $0 == 255 })
    }

    @Test func selfOverlappingStrokeStaysSolid() {
        // A figure eight: where the stroke crosses itself the overlap must not cancel.
        let p = polyline([Point(10, 10), Point(50, 50), Point(50, 10), Point(10, 50)])
        let m = Rasterizer.coverage(of: p.stroked(Stroke(lineWidth: 6, dash: [30, 3])), clip: clip)
        #expect(m[30, 30] == 255)
        let u = Rasterizer.coverage(of: p.stroked(Stroke(lineWidth: 6)), clip: clip)
        #expect(u[30, 30] == 255 && u[50, 30] == 255)
    }
}

private extension Point {
    func rotatedLike(by a: Double) -> Point { Point(x * cos(a) - y * sin(a), x * sin(a) + y * cos(a)) }
}
