import FlipbookRaster
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension Path {
    /// Adds rectangles, each its own closed subpath, as SwiftUI's `addRects(_:transform:)`.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }

    /// Adds an arc tangent to the line from the current point to `tangent1End` and to the
    /// line from `tangent1End` to `tangent2End`, as SwiftUI's (and CoreGraphics')
    /// `addArc(tangent1End:tangent2End:radius:transform:)`: a straight line joins the current
    /// point to the arc's start; the arc ends on the second tangent. The rounded corner of
    /// hand-drawn shapes (speech bubbles, tabs) is made this way.
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                                transform: CGAffineTransform = .identity) {
        // Work in the path's untransformed space: the current point maps back through the inverse.
        let inverse = transform.inverted()
        guard let current = currentPoint.map({ $0.applying(inverse) }) else {
            move(to: tangent1End.applying(transform))
            return
        }
        let p0 = current, p1 = tangent1End, p2 = tangent2End
        func unit(_ a: CGPoint, _ b: CGPoint) -> CGPoint? {
            let dx = b.x - a.x, dy = b.y - a.y, l = (dx * dx + dy * dy).squareRoot()
            return l > 1e-9 ? CGPoint(x: dx / l, y: dy / l) : nil
        }
        guard radius > 0, let v1 = unit(p1, p0), let v2 = unit(p1, p2) else {
            addLine(to: p1.applying(transform))
            return
        }
        let cosTheta = max(-1, min(1, v1.x * v2.x + v1.y * v2.y))
        let theta = acos(cosTheta)
        // Collinear tangents: no arc fits, a line to the corner (as CoreGraphics).
        guard theta > 1e-9, abs(theta - .pi) > 1e-9 else {
            addLine(to: p1.applying(transform))
            return
        }
        let d = radius / tan(theta / 2)
        let a = CGPoint(x: p1.x + v1.x * d, y: p1.y + v1.y * d)
        let b = CGPoint(x: p1.x + v2.x * d, y: p1.y + v2.y * d)
        let bisector = unit(.zero, CGPoint(x: v1.x + v2.x, y: v1.y + v2.y)) ?? .zero
        let h = radius / sin(theta / 2)
        let c = CGPoint(x: p1.x + bisector.x * h, y: p1.y + bisector.y * h)
        let start = atan2(a.y - c.y, a.x - c.x), end = atan2(b.y - c.y, b.x - c.x)
        var sweep = end - start
        while sweep > .pi { sweep -= 2 * .pi }
        while sweep <= -.pi { sweep += 2 * .pi }
        var arc = BezierPath()
        arc.addArc(center: Point(c), radius: radius, startAngle: start, endAngle: end, clockwise: sweep < 0)
        appendContinuing(arc, transform: transform)
    }

    /// Appends `piece` (which starts with a move) transformed, joining it to an open subpath
    /// with a line from the current point, as the arc builders do.
    mutating func appendContinuing(_ piece: BezierPath, transform: CGAffineTransform) {
        let moved = transform == .identity ? piece : piece.applying(Transform2D(transform))
        for (i, element) in moved.elements.enumerated() {
            switch element {
            case .move(let p) where i == 0:
                if storage.currentPoint == nil || storage.elements.last == .close { storage.move(to: p) } else { storage.line(to: p) }
            case .move(let p): storage.move(to: p)
            case .line(let p): storage.line(to: p)
            case .quad(let c, let p): storage.quadCurve(to: p, control: c)
            case .cubic(let c1, let c2, let p): storage.curve(to: p, control1: c1, control2: c2)
            case .close: storage.close()
            }
        }
    }
}
