@testable import FlipbookRaster

/// Total coverage of a mask in units of whole pixels.
func coveredArea(_ m: CoverageMask) -> Double {
    Double(m.coverage.reduce(0) { $0 + Int($1) }) / 255
}

/// Every coordinate of every element is finite.
func isFinite(_ p: BezierPath) -> Bool {
    p.elements.allSatisfy { e in
        switch e {
        case .move(let a), .line(let a): return a.x.isFinite && a.y.isFinite
        case .quad(let a, let b): return [a, b].allSatisfy { $0.x.isFinite && $0.y.isFinite }
        case .cubic(let a, let b, let c): return [a, b, c].allSatisfy { $0.x.isFinite && $0.y.isFinite }
        case .close: return true
        }
    }
}

/// Distance from `p` to the segment ab.
func distance(_ p: Point, _ a: Point, _ b: Point) -> Double {
    let d = b - a
    let l2 = d.dot(d)
    let t = l2 > 0 ? min(1, max(0, (p - a).dot(d) / l2)) : 0
    return (p - (a + d * t)).length
}

func cubicPoint(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Double) -> Point {
    let u = 1 - t
    return p0 * (u * u * u) + p1 * (3 * u * u * t) + p2 * (3 * u * t * t) + p3 * (t * t * t)
}

/// Number of subpaths (move elements).
func subpathCount(_ p: BezierPath) -> Int {
    p.elements.filter { if case .move = $0 { return true } else { return false } }.count
}
