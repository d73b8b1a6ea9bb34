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
