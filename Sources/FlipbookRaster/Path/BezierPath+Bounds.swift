extension BezierPath {
    /// The tight bounding box of everything the path draws: curve extrema, not control points
    /// (like CoreGraphics' `boundingBoxOfPath`). Move points count. An empty path has ``Rect/zero``,
    /// and so has a path with a NaN coordinate (control points included): it draws nothing,
    /// and the rasteriser, which trusts these bounds to keep coordinates in range, never sees it.
    public var bounds: Rect {
        var minX = Double.infinity, minY = Double.infinity
        var maxX = -Double.infinity, maxY = -Double.infinity
        var nan = false
        func check(_ p: Point) { if p.x.isNaN || p.y.isNaN { nan = true } }
        func add(_ p: Point) {
            check(p)
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        var last = Point.zero, start = Point.zero
        for e in elements {
            switch e {
            case .move(let p): add(p); last = p; start = p
            case .line(let p): add(p); last = p
            case .quad(let c, let p):
                check(c)
                add(p)
                for t in quadExtrema(last.x, c.x, p.x) + quadExtrema(last.y, c.y, p.y) {
                    let u = 1 - t
                    add(last * (u * u) + c * (2 * u * t) + p * (t * t))
                }
                last = p
            case .cubic(let c1, let c2, let p):
                check(c1); check(c2)
                add(p)
                for t in cubicExtrema(last.x, c1.x, c2.x, p.x) + cubicExtrema(last.y, c1.y, c2.y, p.y) {
                    let u = 1 - t
                    add(last * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p * (t * t * t))
                }
                last = p
            case .close: last = start
            }
        }
        guard !nan, minX <= maxX, minY <= maxY else { return .zero }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// Parameters in (0, 1) where a quadratic's coordinate has a zero derivative.
private func quadExtrema(_ p0: Double, _ p1: Double, _ p2: Double) -> [Double] {
    let den = p0 - 2 * p1 + p2
    guard den != 0 else { return [] }
    let t = (p0 - p1) / den
    return t > 0 && t < 1 ? [t] : []
}

/// Parameters in (0, 1) where a cubic's coordinate has a zero derivative.
private func cubicExtrema(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double) -> [Double] {
    let a = p1 - p0, b = p2 - p1, c = p3 - p2
    let qa = a - 2 * b + c, qb = 2 * (b - a), qc = a
    var roots: [Double] = []
    if abs(qa) < 1e-12 * (abs(a) + abs(b) + abs(c) + 1e-300) {
        if qb != 0 { roots.append(-qc / qb) }
    } else {
        let disc = qb * qb - 4 * qa * qc
        if disc >= 0 {
            let s = disc.squareRoot()
            roots.append((-qb + s) / (2 * qa))
            roots.append((-qb - s) / (2 * qa))
        }
    }
    return roots.filter { $0 > 0 && $0 < 1 }
}
