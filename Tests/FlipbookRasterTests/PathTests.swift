import Testing
@testable import FlipbookRaster

@Suite struct PathTests {
    @Test func arcSweepsLikeSwiftUI() {
        // clockwise: false runs with increasing angle: from +x (angle 0) down to +y (angle π/2).
        var p = BezierPath()
        p.addArc(center: Point(0, 0), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        guard case .move(let s) = p.elements[0], case .cubic(_, _, let e) = p.elements[1] else {
            Issue.record("expected move + one cubic, got \(p.elements)"); return
        }
        #expect(abs(s.x - 10) < 1e-12 && abs(s.y) < 1e-12)
        #expect(abs(e.x) < 1e-12 && abs(e.y - 10) < 1e-12)
        #expect(p.elements.count == 2)
        // clockwise: true from 0 to π/2 goes the long way round (three quarters, through −y).
        var q = BezierPath()
        q.addArc(center: Point(0, 0), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(q.elements.count == 4)
        #expect(abs(q.bounds.minY + 10) < 1e-9 && abs(q.bounds.minX + 10) < 1e-9 && abs(q.bounds.maxY - 10) < 1e-9)
    }

    @Test func arcLinesFromCurrentPoint() {
        var p = BezierPath()
        p.move(to: Point(0, 0))
        p.addArc(center: Point(20, 0), radius: 5, startAngle: .pi, endAngle: 0, clockwise: false)
        guard case .line(let a) = p.elements[1] else { Issue.record("\(p.elements)"); return }
        #expect(abs(a.x - 15) < 1e-12 && abs(a.y) < 1e-12)
    }

    @Test func boundsAreTightAroundCurvesNotControlPoints() {
        var p = BezierPath()
        p.move(to: Point(0, 0))
        p.curve(to: Point(10, 0), control1: Point(0, 10), control2: Point(10, 10))
        // The curve peaks at t = 1/2: y = 3/4 · 10.
        let b = p.bounds
        #expect(b.minX == 0 && b.maxX == 10 && b.minY == 0)
        #expect(abs(b.maxY - 7.5) < 1e-12)
        let c = BezierPath.circle(center: Point(5, 6), radius: 3).bounds
        #expect(abs(c.minX - 2) < 1e-12 && abs(c.maxY - 9) < 1e-12)
        #expect(BezierPath().bounds == .zero && BezierPath().isEmpty)
    }

    @Test func applyingTransformsEveryPoint() {
        let p = BezierPath.rect(Rect(x: 1, y: 2, width: 3, height: 4)).applying(.scale(2, 3).translatedBy(0, 0))
        #expect(p.bounds == Rect(x: 2, y: 6, width: 6, height: 12))
        var q = BezierPath()
        q.addPath(.rect(Rect(x: 0, y: 0, width: 1, height: 1)), transform: .translation(5, 5))
        #expect(q.bounds == Rect(x: 5, y: 5, width: 1, height: 1))
    }

    /// Flattening after the transform keeps every curve within 0.25 px of its polyline.
    @Test func flatteningStaysWithinTolerance() {
        var p = BezierPath()
        p.move(to: Point(0, 0))
        p.curve(to: Point(40, 0), control1: Point(80, 60), control2: Point(-40, 60))   // a loop
        p.quadCurve(to: Point(80, 10), control: Point(60, -50))
        p.addPath(.circle(center: Point(50, 50), radius: 30))
        let t = Transform2D.scale(3, 2).rotated(by: 0.3)
        let device = p.applying(t)
        let polys = device.flattened()
        let allSegs: [(Point, Point)] = polys.flatMap { pl in
            (0..<(pl.points.count - (pl.isClosed ? 0 : 1))).map { (pl.points[$0], pl.points[($0 + 1) % pl.points.count]) }
        }
        var worst = 0.0
        var last = Point.zero
        for e in device.elements {
            switch e {
            case .move(let a), .line(let a): last = a
            case .quad(let c, let a):
                for i in 0...400 {
                    let s = Double(i) / 400, u = 1 - s
                    let q = last * (u * u) + c * (2 * u * s) + a * (s * s)
                    worst = max(worst, allSegs.map { distance(q, $0.0, $0.1) }.min()!)
                }
                last = a
            case .cubic(let c1, let c2, let a):
                for i in 0...400 {
                    let q = cubicPoint(last, c1, c2, a, Double(i) / 400)
                    worst = max(worst, allSegs.map { distance(q, $0.0, $0.1) }.min()!)
                }
                last = a
            case .close: break
            }
        }
        #expect(worst <= 0.25, "max deviation \(worst) px")
        #expect(worst > 0.02, "tolerance should be used, not wasted: \(worst)")
        #expect(polys.count == 2 && polys[1].isClosed && !polys[0].isClosed)
    }
}
