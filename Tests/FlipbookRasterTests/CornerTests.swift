import Testing
@testable import FlipbookRaster

@Suite struct CornerTests {
    /// The top-right corner of a continuous rounded rect uses Apple's continuous-corner constants.
    @Test func continuousCornerHitsTheDocumentedPoints() {
        let r = 10.0, x0 = 0.0, y0 = 0.0, w = 100.0
        let p = BezierPath.roundedRect(Rect(x: x0, y: y0, width: w, height: 80), cornerRadius: r, style: .continuous)
        func P(_ a: Double, _ b: Double) -> Point { Point(x0 + w - a * r, y0 + b * r) }
        #expect(p.elements[0] == .move(Point(x0 + 1.528665 * r, y0)))
        #expect(p.elements[1] == .line(P(1.528665, 0)))
        #expect(p.elements[2] == .cubic(P(1.08849296, 0), P(0.86840694, 0), P(0.63149379, 0.07491139)))
        #expect(p.elements[3] == .cubic(P(0.37282383, 0.16905956), P(0.16905956, 0.37282383), P(0.07491139, 0.63149379)))
        #expect(p.elements[4] == .cubic(P(0, 0.86840694), P(0, 1.08849296), P(0, 1.52866498)))
        #expect(p.bounds == Rect(x: 0, y: 0, width: 100, height: 80))
    }

    /// The continuous corner with radius r lies between the rectangle's corner and the circular
    /// corner of radius 1.528665·r (which starts where it does); it is *not* inside the circular
    /// corner of the same r: at the diagonal it reaches 0.2915·r from the corner vs 0.2929·r.
    @Test func continuousCornerLiesBetweenRectAndCircularCurve() {
        let r = 20.0
        let p = BezierPath.roundedRect(Rect(x: 0, y: 0, width: 200, height: 200), cornerRadius: r)
        let R = 1.528665 * r
        let centre = Point(200 - R, R)
        var last = Point.zero
        var minDiagonal = Double.infinity
        for e in p.elements.prefix(5) {
            switch e {
            case .move(let a), .line(let a): last = a
            case .cubic(let c1, let c2, let a):
                for i in 0...100 {
                    let q = cubicPoint(last, c1, c2, a, Double(i) / 100)
                    #expect(q.x <= 200 + 1e-9 && q.y >= -1e-9, "inside the rect corner")
                    #expect((q - centre).length >= R - 1e-6, "outside the circular corner of radius 1.528665 r: \(q)")
                    if abs((200 - q.x) - q.y) < 0.05 { minDiagonal = min(minDiagonal, 200 - q.x) }
                }
                last = a
            default: break
            }
        }
        #expect(abs(minDiagonal / r - 0.2915) < 0.001)
    }

    @Test func circularCornerIsAQuarterCircle() {
        let p = BezierPath.roundedRect(Rect(x: 10, y: 10, width: 50, height: 30), cornerRadius: 8, style: .circular)
        // Line to (52, 10), then a cubic ending at (60, 18) with the 0.5523 control distance.
        #expect(p.elements[1] == .line(Point(52, 10)))
        guard case .cubic(let c1, let c2, let e) = p.elements[2] else { Issue.record("\(p.elements)"); return }
        #expect(abs(c1.x - (52 + 8 * 0.5522847498)) < 1e-6 && c1.y == 10)
        #expect(c2.x == 60 && abs(c2.y - (18 - 8 * 0.5522847498)) < 1e-6)
        #expect(e == Point(60, 18))
    }

    /// Largest distance between corresponding points of two paths of equal structure.
    private func maxPointDistance(_ a: BezierPath, _ b: BezierPath) -> Double {
        func pts(_ p: BezierPath) -> [Point] {
            p.elements.flatMap { e -> [Point] in
                switch e {
                case .move(let x), .line(let x): return [x]
                case .quad(let x, let y): return [x, y]
                case .cubic(let x, let y, let z): return [x, y, z]
                case .close: return []
                }
            }
        }
        let pa = pts(a), pb = pts(b)
        guard pa.count == pb.count else { return .infinity }
        return zip(pa, pb).map { ($0 - $1).length }.max() ?? 0
    }

    @Test func largeRadiusFallbackIsContinuousAndEndsAsCapsule() {
        let rect = Rect(x: 0, y: 0, width: 120, height: 60)
        let threshold = 60 / 3.0573299
        let below = BezierPath.roundedRect(rect, cornerRadius: threshold - 1e-4)
        let above = BezierPath.roundedRect(rect, cornerRadius: threshold + 1e-4)
        #expect(maxPointDistance(below, above) < 1e-3)
        // Between the threshold and the half side the corner keeps within the rect and reaches
        // exactly the half side; at and beyond half the side it is the circular capsule.
        for r in stride(from: threshold, through: 30, by: 0.5) {
            let p = BezierPath.roundedRect(rect, cornerRadius: r)
            #expect(p.bounds.minX >= -1e-9 && p.bounds.maxX <= 120 + 1e-9 && p.bounds.maxY <= 60 + 1e-9)
            guard case .move(let s) = p.elements[0] else { return }
            #expect(abs(s.x - min(30, 1.528665 * r)) < 1e-6)
        }
        // Near the half side the shape converges on the circular capsule (the degenerate outer
        // cubics vanish there, so compare pixels rather than elements).
        let atHalf = BezierPath.roundedRect(rect, cornerRadius: 30)
        let nearHalf = BezierPath.roundedRect(rect, cornerRadius: 29.999)
        let clip = PixelRect(x: 0, y: 0, width: 200, height: 200)
        let m1 = Rasterizer.coverage(of: atHalf, clip: clip)
        let m2 = Rasterizer.coverage(of: nearHalf, clip: clip)
        #expect(zip(m1.coverage, m2.coverage).allSatisfy { abs(Int($0) - Int($1)) <= 1 })
        #expect(m1 == Rasterizer.coverage(of: .capsule(in: rect, style: .circular), clip: clip))
        #expect(BezierPath.roundedRect(rect, cornerRadius: 500) == BezierPath.capsule(in: rect))
    }

    /// Corners that overflow shrink by one factor (SkRRect::setRectXY, SwiftUI): 30 × 50 in a
    /// 100 × 40 rect scales by min(50/30, 20/50) = 0.4 to 12 × 20, keeping the corners' shape.
    @Test func oversizedCornerSizeShrinksUniformly() {
        let p = BezierPath.roundedRect(Rect(x: 0, y: 0, width: 100, height: 40), cornerSize: Size(30, 50), style: .circular)
        #expect(p.elements[0] == .move(Point(12, 0)))
        #expect(p.elements[1] == .line(Point(88, 0)))
        guard case .cubic(let c1, let c2, let e) = p.elements[2] else { Issue.record("\(p.elements)"); return }
        #expect(e == Point(100, 20))
        // The quarter ellipse's control points sit at 0.5523 of each radius.
        #expect(abs(c1.x - (88 + 12 * 0.5522847498)) < 1e-9 && abs(c2.y - (20 - 20 * 0.5522847498)) < 1e-9)
        // Radii that fit are left alone, whatever the other axis does.
        let fits = BezierPath.roundedRect(Rect(x: 0, y: 0, width: 100, height: 40), cornerSize: Size(30, 20), style: .circular)
        #expect(fits.elements[1] == .line(Point(70, 0)))
    }

    /// `RoundedRectangle(cornerRadius: 16)` in an 18-pt-tall frame is a capsule in SwiftUI, in
    /// both styles, whether the radius is given as a number or as an equal `cornerSize`.
    @Test(arguments: [CornerStyle.circular, .continuous])
    func radiusBeyondHalfTheHeightIsACapsule(_ style: CornerStyle) {
        let r = Rect(x: 3, y: 5, width: 120, height: 18)
        let capsule = BezierPath.capsule(in: r, style: style)
        #expect(BezierPath.roundedRect(r, cornerRadius: 16, style: style) == capsule)
        #expect(BezierPath.roundedRect(r, cornerSize: Size(16, 16), style: style) == capsule)
        // And its ends are semicircles: the left-most point is at mid-height, the right side
        // has no straight vertical run (the path's x extremes are single points).
        let clip = PixelRect(x: 0, y: 0, width: 130, height: 30)
        let m = Rasterizer.coverage(of: .roundedRect(r, cornerSize: Size(16, 16), style: style), transform: .identity, clip: clip)
        let c = Rasterizer.coverage(of: .circle(center: Point(3 + 9, 5 + 9), radius: 9), clip: clip)
        // Left end column by column matches a circle of radius 9 (within the cubic's 2.7e-4 r).
        for y in 5..<23 { for x in 3..<12 { #expect(abs(Int(m[x, y]) - Int(c[x, y])) <= 1, "(\(x), \(y))") } }
    }

    /// Elliptical corners that overflow stay elliptical with the same aspect ratio, in the
    /// continuous style too: 40 × 20 in a 60 × 20 rect scales by 0.5 to 20 × 10 — both at half
    /// their side, so the corner is the circular (elliptical) capsule end.
    @Test func continuousOversizedEllipticalCornersKeepTheirAspect() {
        let r = Rect(x: 0, y: 0, width: 60, height: 20)
        let p = BezierPath.roundedRect(r, cornerSize: Size(40, 20), style: .continuous)
        #expect(p == BezierPath.roundedRect(r, cornerSize: Size(20, 10), style: .continuous))
        #expect(p.elements[0] == .move(Point(20, 0)))
        #expect(p.bounds == r)
    }

    @Test func cornerSizeVariantKeepsFittingRadii() {
        let p = BezierPath.roundedRect(Rect(x: 0, y: 0, width: 100, height: 40), cornerSize: Size(30, 15), style: .circular)
        #expect(p.elements[1] == .line(Point(70, 0)))
        guard case .cubic(_, _, let e) = p.elements[2] else { Issue.record("\(p.elements)"); return }
        #expect(e == Point(100, 15))
    }
}
