import Foundation
import Testing
@testable import FlipbookRaster

@Suite struct RasterizerTests {
    let clip = PixelRect(x: 0, y: 0, width: 200, height: 200)

    @Test func verticalEdgeCoversTheFractionRightOfIt() {
        let m = Rasterizer.coverage(of: .rect(Rect(x: 10.3, y: 0, width: 9.7, height: 10)), clip: clip)
        // 0.7 · 255 = 178.5 sits exactly on a rounding tie; either neighbour is exact.
        #expect(abs(Double(m[10, 5]) - 0.7 * 255) <= 0.5)
        #expect(m[11, 5] == 255 && m[19, 5] == 255 && m[9, 5] == 0 && m[20, 5] == 0)
        #expect(m.bounds == PixelRect(x: 10, y: 0, width: 10, height: 10))
        let q = Rasterizer.coverage(of: .rect(Rect(x: 10.25, y: 0, width: 9.75, height: 10)), clip: clip)
        #expect(q[10, 5] == 191)   // 0.75 · 255 = 191.25
    }

    @Test func diagonalHalfPlaneThroughPixelCentreCoversHalf() {
        // x + y ≤ 11 passes through the centres of (5, 5), (4, 6) and (6, 4).
        var p = BezierPath()
        p.move(to: Point(0, 0)); p.line(to: Point(11, 0)); p.line(to: Point(0, 11)); p.close()
        let m = Rasterizer.coverage(of: p, clip: clip)
        for (x, y) in [(5, 5), (4, 6), (6, 4)] {
            #expect(abs(Double(m[x, y]) - 127.5) <= 0.5, "pixel \(x),\(y) = \(m[x, y])")
        }
        #expect(m[2, 2] == 255 && m[7, 7] == 0)
    }

    @Test func unitSquareAtHalfPixelOffsetSpreadsAQuarterIntoFourPixels() {
        let m = Rasterizer.coverage(of: .rect(Rect(x: 0.5, y: 0.5, width: 1, height: 1)), clip: clip)
        #expect(m.bounds == PixelRect(x: 0, y: 0, width: 2, height: 2))
        #expect(m.coverage == [64, 64, 64, 64])   // 0.25 · 255 = 63.75
    }

    @Test func interiorPixelsAreExactlyFull() {
        let m = Rasterizer.coverage(of: .rect(Rect(x: 2.3, y: 2.7, width: 48.4, height: 47.9)), clip: clip)
        for y in 3..<50 { for x in 3..<50 { #expect(m[x, y] == 255) } }
        #expect(m[2, 10] == 179 || m[2, 10] == 178)
        #expect(m.bounds == PixelRect(x: 2, y: 2, width: 49, height: 49))
    }

    @Test func circleAreaMatchesPiRSquared() {
        for (c, r) in [(Point(50.2, 49.7), 40.3), (Point(30.5, 30.25), 12.7), (Point(100, 100), 80)] {
            let m = Rasterizer.coverage(of: .circle(center: c, radius: r), clip: clip)
            let err = abs(coveredArea(m) - Double.pi * r * r) / (Double.pi * r * r)
            #expect(err < 0.001, "radius \(r): relative area error \(err)")
        }
    }

    @Test func transformIsAppliedBeforeFlattening() {
        let m = Rasterizer.coverage(of: .circle(center: Point(10, 10), radius: 5), transform: .scale(4, 4), clip: clip)
        #expect(abs(coveredArea(m) - Double.pi * 400) / (Double.pi * 400) < 0.001)
        #expect(m.bounds == PixelRect(x: 20, y: 20, width: 40, height: 40))
    }

    @Test func clipRestrictsTheMaskAndPathsLeftOfItStillCover() {
        let m = Rasterizer.coverage(of: .rect(Rect(x: -50.5, y: 5, width: 100, height: 10)),
                                    clip: PixelRect(x: 10, y: 0, width: 100, height: 100))
        #expect(m.bounds == PixelRect(x: 10, y: 5, width: 40, height: 10))
        #expect(m[10, 5] == 255 && m[48, 14] == 255)
        #expect(m[49, 5] == 128 || m[49, 5] == 127)
        let none = Rasterizer.coverage(of: .rect(Rect(x: 300, y: 0, width: 10, height: 10)), clip: clip)
        #expect(none.bounds.isEmpty && none.coverage.isEmpty)
        #expect(Rasterizer.coverage(of: BezierPath(), clip: clip).bounds.isEmpty)
        let huge = Rasterizer.coverage(of: .rect(Rect(x: -1e12, y: -1e12, width: 2e12, height: 2e12)), clip: PixelRect(x: 0, y: 0, width: 8, height: 8))
        #expect(huge.bounds == PixelRect(x: 0, y: 0, width: 8, height: 8) && huge.coverage.allSatisfy { $0 == 255 })
        var line = BezierPath(); line.move(to: Point(1, 1)); line.line(to: Point(50, 50))
        #expect(Rasterizer.coverage(of: line, clip: clip).bounds.isEmpty, "a path enclosing no area covers nothing")
    }

    @Test func negativeCoordinatesAndReuseOfScratchMemory() {
        let c = PixelRect(x: -20, y: -20, width: 40, height: 40)
        let m = Rasterizer.coverage(of: .rect(Rect(x: -10.5, y: -3, width: 5, height: 2)), clip: c)
        #expect(m.bounds == PixelRect(x: -11, y: -3, width: 6, height: 2))
        #expect(abs(Double(m[-11, -3]) - 127.5) <= 0.5 && abs(Double(m[-6, -3]) - 127.5) <= 0.5)
        #expect(m[-10, -2] == 255 && m[-7, -3] == 255)
        // The pooled accumulator must come back clean: the same path renders identically
        // before and after other paths.
        let star = pentagram(centre: Point(40.3, 41.7), radius: 30)
        let first = Rasterizer.coverage(of: star, fillRule: .evenOdd, clip: clip)
        _ = Rasterizer.coverage(of: .circle(center: Point(30, 30), radius: 29), clip: clip)
        _ = Rasterizer.coverage(of: .rect(Rect(x: -5, y: 3, width: 300, height: 7)), clip: clip)
        #expect(Rasterizer.coverage(of: star, fillRule: .evenOdd, clip: clip) == first)
    }

    /// A pentagram drawn as one self-crossing contour: the inner pentagon winds twice.
    private func pentagram(centre: Point, radius: Double) -> BezierPath {
        var p = BezierPath()
        for i in 0..<5 {
            let a = -Double.pi / 2 + Double(i * 2) * 2 * Double.pi / 5
            let q = Point(centre.x + radius * cos(a), centre.y + radius * sin(a))
            if i == 0 { p.move(to: q) } else { p.line(to: q) }
        }
        p.close()
        return p
    }

    @Test func evenOddLeavesTheStarsCentreEmpty() {
        let star = pentagram(centre: Point(50, 50), radius: 40)
        let nz = Rasterizer.coverage(of: star, fillRule: .nonZero, clip: clip)
        let eo = Rasterizer.coverage(of: star, fillRule: .evenOdd, clip: clip)
        #expect(nz[50, 50] == 255 && eo[50, 50] == 0)
        #expect(nz[49, 15] == 255 && eo[49, 15] == 255, "a tip winds once")
        // Areas: the inner pentagon (circumradius ρ = R·sin18°/sin54°... computed from the polygon)
        let inner = coveredArea(nz) - coveredArea(eo)
        let rInner = 40 * sin(Double.pi / 10) / sin(3 * Double.pi / 10)
        let pentagonArea = 2.5 * rInner * rInner * sin(2 * Double.pi / 5)
        // Exact except in the five pixels at the inner vertices, where winding 0 and 2 meet in
        // one pixel (a limit of every area-accumulating rasteriser, FreeType's included).
        #expect(abs(inner - pentagonArea) < 1, "inner pentagon area \(inner) vs \(pentagonArea)")
    }

    @Test func evenOddMakesOverlapOfTwoSquaresAHole() {
        var p = BezierPath.rect(Rect(x: 10, y: 10, width: 20, height: 20))
        p.addPath(.rect(Rect(x: 20.5, y: 20.5, width: 20, height: 20)))
        let nz = Rasterizer.coverage(of: p, fillRule: .nonZero, clip: clip)
        let eo = Rasterizer.coverage(of: p, fillRule: .evenOdd, clip: clip)
        #expect(nz[25, 25] == 255 && eo[25, 25] == 0)
        #expect(nz[15, 15] == 255 && eo[15, 15] == 255 && eo[35, 35] == 255)
        // Pixel (20, 25): left half winds once, right half twice.
        #expect(nz[20, 25] == 255)
        #expect(abs(Double(eo[20, 25]) - 127.5) <= 0.5)
        // Up to 0.5/255 per edge pixel of rounding (ties at half-covered pixels round up).
        #expect(abs(coveredArea(nz) - (800 - 9.5 * 9.5)) < 0.2)
        #expect(abs(coveredArea(eo) - (800 - 2 * 9.5 * 9.5)) < 0.2)
    }

    @Test func oppositeWindingsCancelUnderNonZero() {
        var p = BezierPath.rect(Rect(x: 0, y: 0, width: 40, height: 40))
        var hole = BezierPath()
        hole.move(to: Point(10, 10)); hole.line(to: Point(10, 30)); hole.line(to: Point(30, 30)); hole.line(to: Point(30, 10)); hole.close()
        p.addPath(hole)
        let m = Rasterizer.coverage(of: p, clip: clip)
        #expect(m[20, 20] == 0 && m[5, 5] == 255)
    }
}
