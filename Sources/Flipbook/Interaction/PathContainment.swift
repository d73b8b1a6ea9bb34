import FlipbookRaster

extension BezierPath {
    /// Whether `p` is inside the path under `rule` (curves flattened to 0.05 pt; a point on
    /// an edge may go either way).
    func contains(_ p: Point, rule: FillRule) -> Bool {
        var winding = 0
        for line in flattened(tolerance: 0.05) {
            let pts = line.points
            guard pts.count > 1 else { continue }
            // Every subpath counts as closed for filling.
            for i in pts.indices {
                let a = pts[i], b = pts[(i + 1) % pts.count]
                if a.y <= p.y {
                    if b.y > p.y && cross(a, b, p) > 0 { winding += 1 }
                } else if b.y <= p.y && cross(a, b, p) < 0 {
                    winding -= 1
                }
            }
        }
        return rule == .evenOdd ? winding % 2 != 0 : winding != 0
    }

    /// Whether `p` lies within `distance` of the path's outline (every subpath closed, as a
    /// stroke of a closed shape is; curves flattened to 0.05 pt).
    func isWithin(_ distance: Double, of p: Point) -> Bool {
        let d2 = distance * distance
        for line in flattened(tolerance: 0.05) {
            let pts = line.points
            guard let first = pts.first else { continue }
            if pts.count == 1 { if squaredDistance(p, first, first) <= d2 { return true }; continue }
            let count = line.isClosed ? pts.count : pts.count - 1
            for i in 0..<count where squaredDistance(p, pts[i], pts[(i + 1) % pts.count]) <= d2 { return true }
        }
        return false
    }

    /// The squared distance from `p` to the segment `a`–`b`.
    private func squaredDistance(_ p: Point, _ a: Point, _ b: Point) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        let len2 = dx * dx + dy * dy
        let t = len2 > 0 ? max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2)) : 0
        let ex = a.x + t * dx - p.x, ey = a.y + t * dy - p.y
        return ex * ex + ey * ey
    }

    private func cross(_ a: Point, _ b: Point, _ p: Point) -> Double {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }
}

extension Path {
    /// Whether the path contains `point` (non-zero winding, or even-odd with `eoFill`).
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        storage.contains(Point(point), rule: eoFill ? .evenOdd : .nonZero)
    }
}
