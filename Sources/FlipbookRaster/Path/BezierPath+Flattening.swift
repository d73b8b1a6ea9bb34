extension BezierPath {
    /// The path as chains of straight segments that stay within `tolerance` of the curves.
    ///
    /// Each curve is cut into equal parameter steps, as many as Wang's formula asks for the
    /// tolerance (a proven bound on the distance between a Bézier and its chord polygon).
    /// Flatten *after* transforming (`applying(_:)`) so the tolerance is in device pixels.
    /// Subpaths with no drawing element (a lone move) are left out.
    public func flattened(tolerance: Double = 0.25) -> [Polyline] {
        flattenedSubpaths(tolerance: tolerance, maxTurnPerStep: nil, areaCorrected: false).map {
            Polyline(points: $0.points, isClosed: $0.isClosed)
        }
    }

    /// Flattening shared by the public API, the rasteriser and the stroker. `maxTurnPerStep`
    /// (radians) additionally bounds how far a curve's tangent turns between two vertices, which
    /// the stroker needs so that offset curves stay within tolerance too.
    ///
    /// `areaCorrected` (for filling) moves each vertex inside a curve outwards by 1/12 of its
    /// second difference. Chords of a curve lose ⅔ of their sagitta s times their length in
    /// area; the second difference of equal parameter steps is ≈ 8s towards the concave side,
    /// so the shift adds back ⅔·s per chord: the area is right to first order and the largest
    /// deviation drops from s to ⅔·s.
    ///
    /// `visible`: where the result can be seen. A curve whose control points all lie outside it
    /// becomes its chord: the region between a curve and its chord lies inside the control
    /// points' hull, so the change cannot be seen. WHY: 9,999 arcs of radius 1,000,000 asked
    /// for 7.5 GB of points, nearly all off the canvas.
    func flattenedSubpaths(tolerance: Double, maxTurnPerStep: Double?, areaCorrected: Bool, visible: Rect? = nil) -> [FlatSubpath] {
        let tol = tolerance.isFinite && tolerance > 0 ? tolerance : 0.25
        // A struct with mutating methods and a raw pointer over the elements, not local
        // functions capturing the state: every fill and stroke passes here, and at -Onone
        // (where snapshot tests run) captured variables and generic `Array` calls are runtime calls.
        var f = Flattener(tol: tol, maxTurn: maxTurnPerStep, areaCorrected: areaCorrected, visible: visible)
        elements.withUnsafeBufferPointer { buf in
            guard let e = buf.baseAddress else { return }
            let n = buf.count
            var i = 0
            while i < n {
                f.add(e[i])
                i += 1
            }
        }
        f.finish(closed: false)
        return f.out
    }

    /// The state of ``flattenedSubpaths(tolerance:maxTurnPerStep:areaCorrected:visible:)``.
    private struct Flattener {
        let tol: Double
        let maxTurn: Double?
        let areaCorrected: Bool
        let visible: Rect?
        var out: [FlatSubpath] = []
        var cur = FlatSubpath()
        var last = Point.zero
        var hasSegment = false

        init(tol: Double, maxTurn: Double?, areaCorrected: Bool, visible: Rect?) {
            self.tol = tol
            self.maxTurn = maxTurn
            self.areaCorrected = areaCorrected
            self.visible = visible
        }

        /// Whether all four points lie beyond one side of `visible` (a quad passes its end twice).
        func outside(_ a: Point, _ b: Point, _ c: Point, _ d: Point) -> Bool {
            guard let v = visible else { return false }
            let x0 = v.minX, x1 = v.maxX, y0 = v.minY, y1 = v.maxY
            return (a.x < x0 && b.x < x0 && c.x < x0 && d.x < x0) || (a.x > x1 && b.x > x1 && c.x > x1 && d.x > x1)
                || (a.y < y0 && b.y < y0 && c.y < y0 && d.y < y0) || (a.y > y1 && b.y > y1 && c.y > y1 && d.y > y1)
        }

        mutating func finish(closed: Bool) {
            if hasSegment {
                cur.isClosed = closed
                out.append(cur)
            }
            cur = FlatSubpath()
            hasSegment = false
        }

        mutating func add(_ e: Element) {
            switch e {
            case .move(let p):
                finish(closed: false)
                cur.points.append(p); cur.smooth.append(false)
                last = p
            case .line(let p):
                cur.points.append(p); cur.smooth.append(false)
                hasSegment = true
                last = p
            case .quad(let c, let p) where outside(last, c, p, p):
                cur.points.append(p); cur.smooth.append(false)
                hasSegment = true
                last = p
            case .cubic(let c1, let c2, let p) where outside(last, c1, c2, p):
                cur.points.append(p); cur.smooth.append(false)
                hasSegment = true
                last = p
            case .quad(let c, let p):
                let dd = (last - c * 2 + p).length
                var n = BezierPath.segmentCount(0.25 * dd / tol)
                if let maxTurn {
                    n = max(n, BezierPath.turnSteps([last, c, p], maxTurn))
                }
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    let q = i == n ? p : last * (u * u) + c * (2 * u * t) + p * (t * t)
                    cur.points.append(q); cur.smooth.append(i != n)
                }
                if areaCorrected { BezierPath.correctArea(&cur.points, count: n, start: last) }
                hasSegment = true
                last = p
            case .cubic(let c1, let c2, let p):
                flatten(last, c1, c2, p, depth: 0)
                hasSegment = true
                last = p
            case .close:
                let start = cur.points.first ?? last
                finish(closed: true)
                cur.points.append(start); cur.smooth.append(false)
                last = start
            }
        }

        mutating func flatten(_ p0: Point, _ c1: Point, _ c2: Point, _ p: Point, depth: Int) {
            if outside(p0, c1, c2, p) {
                cur.points.append(p); cur.smooth.append(false)
                return
            }
            let dd = max((p0 - c1 * 2 + c2).length, (c1 - c2 * 2 + p).length)
            var n = BezierPath.segmentCount(0.75 * dd / tol)
            if let maxTurn {
                n = max(n, BezierPath.turnSteps([p0, c1, c2, p], maxTurn))
            }
            // A huge curve that crosses the visible area (an arc of radius 1,000,000
            // around the canvas) is halved until its parts outside become chords.
            if visible != nil, n > 256, depth < 40 {
                let a = (p0 + c1) * 0.5, b = (c1 + c2) * 0.5, c = (c2 + p) * 0.5
                let ab = (a + b) * 0.5, bc = (b + c) * 0.5, m = (ab + bc) * 0.5
                flatten(p0, a, ab, m, depth: depth + 1)
                flatten(m, bc, c, p, depth: depth + 1)
                return
            }
            for i in 1...n {
                let t = Double(i) / Double(n), u = 1 - t
                let q = i == n ? p : p0 * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p * (t * t * t)
                cur.points.append(q); cur.smooth.append(i != n)
            }
            if areaCorrected { BezierPath.correctArea(&cur.points, count: n, start: p0) }
        }
    }

    /// Shifts the interior vertices of the last `count` points (one curve; `start` precedes
    /// them) by −(second difference)/12, from the unshifted neighbours.
    fileprivate static func correctArea(_ pts: inout [Point], count n: Int, start: Point) {
        guard n > 1 else { return }
        pts.withUnsafeMutableBufferPointer { buf in
            let p = buf.baseAddress!
            var prev = start
            let end = buf.count - 1
            var i = buf.count - n
            while i < end {
                let orig = p[i]
                p[i] = orig - (prev - orig * 2 + p[i + 1]) / 12
                prev = orig
                i += 1
            }
        }
    }

    /// `ceil(sqrt(x))` steps, at least 1, capped so absurd coordinates cannot hang the caller.
    static func segmentCount(_ x: Double) -> Int {
        guard x.isFinite, x > 0 else { return 1 }
        return min(4096, max(1, Int(x.squareRoot().rounded(.up))))
    }

    /// Steps so that the control polygon's total turning is split into pieces of at most `maxTurn`
    /// (the polygon's turning bounds the curve's).
    fileprivate static func turnSteps(_ pts: [Point], _ maxTurn: Double) -> Int {
        var dirs: [Point] = []
        for i in 1..<pts.count {
            let d = pts[i] - pts[i - 1]
            if d.length > 1e-12 { dirs.append(d) }
        }
        guard dirs.count > 1, maxTurn > 0 else { return 1 }
        var turn = 0.0
        for i in 1..<dirs.count { turn += angleBetween(dirs[i - 1], dirs[i]) }
        guard turn.isFinite else { return 1 }
        return min(4096, max(1, Int((turn / maxTurn).rounded(.up))))
    }
}

/// A flattened subpath with a flag per vertex telling whether it lies inside a curve (a smooth
/// vertex, where the stroker needs no join) or at an element boundary (a real corner).
struct FlatSubpath {
    var points: [Point] = []
    var smooth: [Bool] = []
    var isClosed = false
}
