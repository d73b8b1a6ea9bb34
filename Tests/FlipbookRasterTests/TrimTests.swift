import Testing
@testable import FlipbookRaster

/// `BezierPath.trimmed(from:to:)`: cut by arc-length fraction, checked against lengths and
/// end points worked out by hand.
@Suite struct TrimTests {
    func close(_ a: Point, _ b: Point, _ tol: Double = 1e-6) -> Bool { (a - b).length < tol }

    func endPoints(_ p: BezierPath) -> (Point, Point)? {
        guard case .move(let s)? = p.elements.first else { return nil }
        switch p.elements.last {
        case .line(let e)?, .quad(_, let e)?, .cubic(_, _, let e)?: return (s, e)
        default: return nil
        }
    }

    @Test func lengthOfACircleAndARectangle() {
        // Four-cubic circles deviate from the true circle by 2.7e-4 r at most: the length agrees
        // with 2πr to better than 1e-3 relative.
        let circle = BezierPath.ellipse(in: Rect(x: 0, y: 0, width: 20, height: 20))
        #expect(abs(circle.length - 2 * .pi * 10) < 2 * .pi * 10 * 1e-3)
        #expect(abs(BezierPath.rect(Rect(x: 0, y: 0, width: 10, height: 30)).length - 80) < 1e-12)
    }

    @Test func halfACircleRunsFromTheRightThroughTheBottomToTheLeft() {
        let circle = BezierPath.ellipse(in: Rect(x: 0, y: 0, width: 20, height: 20))
        let half = circle.trimmed(from: 0, to: 0.5)
        guard let (s, e) = endPoints(half) else { Issue.record("\(half.elements)"); return }
        #expect(close(s, Point(20, 10)) && close(e, Point(0, 10)))
        #expect(half.bounds.minY > 10 - 1e-9, "only the lower half (y-down) remains")
        #expect(abs(half.bounds.maxY - 20) < 1e-6)
        #expect(abs(half.length - circle.length / 2) < 1e-6)
    }

    @Test func cutInsideACurveLandsAtTheArcLengthFraction() {
        // A quarter of the circle's length from 1/8 on: the cut points sit at 45° and 135°.
        let circle = BezierPath.ellipse(in: Rect(x: -10, y: -10, width: 20, height: 20))
        let arc = circle.trimmed(from: 0.125, to: 0.375)
        guard let (s, e) = endPoints(arc) else { Issue.record("\(arc.elements)"); return }
        let r = 10 / 2.0.squareRoot()
        // The cubic approximation is not exactly a circle: positions agree to its 2.7e-4 r error.
        #expect(close(s, Point(r, r), 5e-3) && close(e, Point(-r, r), 5e-3))
        #expect(abs(arc.length - circle.length / 4) < 1e-6)
        #expect(arc.elements.allSatisfy { if case .line = $0 { false } else { true } }, "curves stay curves")
    }

    @Test func rectangleTrimFollowsItsEdgesAndOpensTheOutline() {
        // Perimeter 40 from its top-left corner, clockwise: 5…25 runs (5,0) → (10,0) → (10,10) → (5,10).
        let rect = BezierPath.rect(Rect(x: 0, y: 0, width: 10, height: 10))
        let piece = rect.trimmed(from: 0.125, to: 0.625)
        #expect(piece.elements == [.move(Point(5, 0)), .line(Point(10, 0)), .line(Point(10, 10)), .line(Point(5, 10))])
    }

    @Test func wholeClosedSubpathsStayClosedAndLengthRunsAcrossSubpaths() {
        var two = BezierPath.rect(Rect(x: 0, y: 0, width: 10, height: 10))
        two.addPath(.rect(Rect(x: 20, y: 0, width: 10, height: 10)))
        // Total 80: the first half is exactly the first square, still closed.
        #expect(two.trimmed(from: 0, to: 0.5) == BezierPath.rect(Rect(x: 0, y: 0, width: 10, height: 10)))
        // 35…45 straddles the two: the first square's closing edge end, then the second's top edge.
        let straddle = two.trimmed(from: 35.0 / 80, to: 45.0 / 80)
        #expect(straddle.elements == [.move(Point(0, 5)), .line(Point(0, 0)), .move(Point(20, 0)), .line(Point(25, 0))])
    }

    @Test func emptyAndFullRangesAndClamping() {
        let circle = BezierPath.ellipse(in: Rect(x: 0, y: 0, width: 20, height: 20))
        #expect(circle.trimmed(from: 0.6, to: 0.4).isEmpty)
        #expect(circle.trimmed(from: 0.5, to: 0.5).isEmpty)
        #expect(circle.trimmed(from: -1, to: 2) == circle)
        #expect(BezierPath().trimmed(from: 0, to: 0.5).isEmpty)
        #expect(circle.trimmed(from: .nan, to: 0.5).length > 0, "NaN bounds fall back to the ends")
    }
}
