/// Sutherland–Hodgman clipping and exact areas for the small convex polygons of a perspective
/// warp (a quad after near-plane and clip-rect clipping has at most 9 vertices, a row slab of
/// it 11, a column of that 13). Works on caller-provided buffers so per-row and per-pixel
/// work never allocates.
enum PolygonClipping {
    /// Keeps the part of `src[0..<n]` where `a·x + b·y + c ≥ 0`, written to `dst`; returns the
    /// new vertex count (0 when nothing is left). `dst` needs room for `n + 1` points.
    @inline(__always)
    static func clip(_ src: UnsafePointer<Point>, _ n: Int, into dst: UnsafeMutablePointer<Point>,
                     a: Double, b: Double, c: Double) -> Int {
        guard n > 0 else { return 0 }
        var out = 0
        var p = src[n - 1]
        var dp = a * p.x + b * p.y + c
        for i in 0..<n {
            let q = src[i]
            let dq = a * q.x + b * q.y + c
            if dq >= 0 {
                if dp < 0 { dst[out] = crossing(p, dp, q, dq); out += 1 }
                dst[out] = q; out += 1
            } else if dp >= 0 {
                dst[out] = crossing(p, dp, q, dq); out += 1
            }
            p = q; dp = dq
        }
        return out
    }

    /// The point where the segment p→q crosses the line (signed distances dp, dq of opposite
    /// sign). Interpolating from the inside end keeps the result exact when that end is on the line.
    @inline(__always)
    private static func crossing(_ p: Point, _ dp: Double, _ q: Point, _ dq: Double) -> Point {
        let t = dp / (dp - dq)
        return Point(p.x + (q.x - p.x) * t, p.y + (q.y - p.y) * t)
    }

    /// Unsigned area (shoelace).
    @inline(__always)
    static func area(_ p: UnsafePointer<Point>, _ n: Int) -> Double {
        guard n >= 3 else { return 0 }
        var s = 0.0
        var prev = p[n - 1]
        for i in 0..<n {
            let q = p[i]
            s += prev.x * q.y - q.x * prev.y
            prev = q
        }
        return abs(s) * 0.5
    }

    /// The x-extent where the horizontal line at `y` meets the convex polygon, or nil.
    @inline(__always)
    static func chord(_ p: UnsafePointer<Point>, _ n: Int, y: Double) -> (lo: Double, hi: Double)? {
        var lo = Double.infinity, hi = -Double.infinity
        var prev = p[n - 1]
        for i in 0..<n {
            let q = p[i]
            if (prev.y <= y && q.y >= y) || (prev.y >= y && q.y <= y) {
                if prev.y == q.y {
                    lo = min(lo, prev.x, q.x); hi = max(hi, prev.x, q.x)
                } else {
                    let x = prev.x + (q.x - prev.x) * ((y - prev.y) / (q.y - prev.y))
                    lo = min(lo, x); hi = max(hi, x)
                }
            }
            prev = q
        }
        return lo <= hi ? (lo, hi) : nil
    }

    /// Clips a homogeneous polygon (X, Y, W) to `W ≥ epsilon` and projects what is left to
    /// (X/W, Y/W). The clip happens before the division, so edges that pass behind the eye are
    /// cut where they cross the near plane instead of wrapping through infinity.
    static func projectInFront(_ v: [(x: Double, y: Double, w: Double)], epsilon: Double) -> [Point] {
        var out: [Point] = []
        guard let last = v.last else { return out }
        var p = last
        for q in v {
            let dp = p.w - epsilon, dq = q.w - epsilon
            if dq >= 0 {
                if dp < 0 { out.append(project(p, dp, q, dq)) }
                out.append(Point(q.x / q.w, q.y / q.w))
            } else if dp >= 0 {
                out.append(project(p, dp, q, dq))
            }
            p = q
        }
        return out
    }

    private static func project(_ p: (x: Double, y: Double, w: Double), _ dp: Double,
                                _ q: (x: Double, y: Double, w: Double), _ dq: Double) -> Point {
        let t = dp / (dp - dq)
        let x = p.x + (q.x - p.x) * t, y = p.y + (q.y - p.y) * t, w = p.w + (q.w - p.w) * t
        return Point(x / w, y / w)
    }
}
