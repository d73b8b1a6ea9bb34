extension BezierPath {
    /// The tight bounding box of everything the path draws: curve extrema, not control points
    /// (like CoreGraphics' `boundingBoxOfPath`). Move points count. An empty path has ``Rect/zero``,
    /// and so has a path with a NaN coordinate (control points included): it draws nothing,
    /// and the rasteriser, which trusts these bounds to keep coordinates in range, never sees it.
    public var bounds: Rect {
        // Written for -Onone as well (every fill asks): a raw pointer over the elements and no
        // capturing closures or generic min/max, which are runtime calls there. `min(a, b)` is
        // spelled `b < a ? b : a` and `max(a, b)` `b >= a ? b : a`, as the standard library
        // defines them, so the result is the same to the bit.
        elements.withUnsafeBufferPointer { buf in
            guard let e = buf.baseAddress else { return .zero }
            return Self.bounds(of: e, count: buf.count)
        }
    }

    /// ``bounds`` of the `n` elements at `e` (the rasteriser's fused pass maps a path into a
    /// scratch buffer and asks this without building a path).
    static func bounds(of e: UnsafePointer<Element>, count n: Int) -> Rect {
        var b = BoundsAccumulator()
        do {
            var last = Point.zero, start = Point.zero
            var i = 0
            while i < n {
                switch e[i] {
                case .move(let p): b.add(p); last = p; start = p
                case .line(let p): b.add(p); last = p
                case .quad(let c, let p):
                    b.check(c)
                    b.add(p)
                    for t in quadExtrema(last.x, c.x, p.x) + quadExtrema(last.y, c.y, p.y) {
                        let u = 1 - t
                        b.add(last * (u * u) + c * (2 * u * t) + p * (t * t))
                    }
                    last = p
                case .cubic(let c1, let c2, let p):
                    b.check(c1); b.check(c2)
                    b.add(p)
                    for t in cubicExtrema(last.x, c1.x, c2.x, p.x) + cubicExtrema(last.y, c1.y, c2.y, p.y) {
                        let u = 1 - t
                        b.add(last * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p * (t * t * t))
                    }
                    last = p
                case .close: last = start
                }
                i += 1
            }
        }
        guard !b.nan, b.minX <= b.maxX, b.minY <= b.maxY else { return .zero }
        return Rect(x: b.minX, y: b.minY, width: b.maxX - b.minX, height: b.maxY - b.minY)
    }
}

/// The running box of ``BezierPath/bounds``.
private struct BoundsAccumulator {
    var minX = Double.infinity, minY = Double.infinity
    var maxX = -Double.infinity, maxY = -Double.infinity
    var nan = false

    mutating func check(_ p: Point) { if p.x.isNaN || p.y.isNaN { nan = true } }

    mutating func add(_ p: Point) {
        if p.x.isNaN || p.y.isNaN { nan = true }
        minX = p.x < minX ? p.x : minX; maxX = p.x >= maxX ? p.x : maxX
        minY = p.y < minY ? p.y : minY; maxY = p.y >= maxY ? p.y : maxY
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
