/// Boolean operations on filled paths (union, intersection, difference, exclusive or) and
/// on a path's line against another's area, as Core Graphics' and SwiftUI's path operations.
///
/// Both paths are flattened (within `tolerance`), every edge is split where it crosses any
/// other, and each piece is kept when the result is filled on exactly one of its sides: the
/// fill on each side is the operation applied to the two paths' fills (winding numbers under
/// each path's own fill rule) at points just off the piece. Kept pieces are turned so the
/// result lies on their right and chained into closed polygons, so the result fills the
/// same under either fill rule and strokes as the outline of the result. Edges the two
/// paths share are kept once (or dropped when the result lies on both sides).
///
/// The work is quadratic in the number of flattened edges — fine for interface shapes
/// (hundreds of edges), not meant for maps.
extension BezierPath {
    public enum BooleanOperation: Sendable {
        case union, intersection, subtraction, symmetricDifference
        func apply(_ a: Bool, _ b: Bool) -> Bool {
            switch self {
            case .union: return a || b
            case .intersection: return a && b
            case .subtraction: return a && !b
            case .symmetricDifference: return a != b
            }
        }
    }

    /// The area of `self` combined with the area of `other` by `operation`, each filled with its own rule.
    public func combined(with other: BezierPath, _ operation: BooleanOperation, rule: FillRule, otherRule: FillRule,
                         tolerance: Double = 0.02) -> BezierPath {
        let a = Self.edges(of: self, tolerance: tolerance), b = Self.edges(of: other, tolerance: tolerance)
        let pieces = Self.split(a + b)
        var kept: [(Point, Point)] = []
        for (p, q) in pieces {
            let d = q - p
            let len = (d.x * d.x + d.y * d.y).squareRoot()
            guard len > 1e-9 else { continue }
            let mid = Point((p.x + q.x) / 2, (p.y + q.y) / 2)
            // Screen space is y-down: (−dy, dx) points to the right of travel.
            let e = max(1e-7, 1e-6 * len)
            let right = Point(mid.x - d.y / len * e, mid.y + d.x / len * e)
            let left = Point(mid.x + d.y / len * e, mid.y - d.x / len * e)
            func filled(_ pt: Point) -> Bool {
                operation.apply(Self.inside(pt, a, rule), Self.inside(pt, b, otherRule))
            }
            let r = filled(right), l = filled(left)
            if r == l { continue }
            kept.append(r ? (p, q) : (q, p))
        }
        return Self.chain(Self.deduplicated(kept), closed: true)
    }

    /// The parts of this path's line inside (`keepInside`) or outside `other`'s area.
    public func line(against other: BezierPath, keepInside: Bool, otherRule: FillRule, tolerance: Double = 0.02) -> BezierPath {
        let lines = flattened(tolerance: tolerance)
        let b = Self.edges(of: other, tolerance: tolerance)
        var out = BezierPath()
        for line in lines {
            var pts = line.points
            if line.isClosed, let f = pts.first { pts.append(f) }
            guard pts.count > 1 else { continue }
            var run: [Point] = []
            func flush() {
                if run.count > 1 { out.move(to: run[0]); for p in run.dropFirst() { out.line(to: p) } }
                run = []
            }
            for i in 0..<(pts.count - 1) {
                for (p, q) in Self.split([(pts[i], pts[i + 1])], against: b) {
                    let mid = Point((p.x + q.x) / 2, (p.y + q.y) / 2)
                    if Self.inside(mid, b, otherRule) == keepInside {
                        if run.isEmpty { run = [p] } else if !Self.near(run.last!, p) { flush(); run = [p] }
                        run.append(q)
                    } else {
                        flush()
                    }
                }
            }
            flush()
        }
        return out
    }

    // MARK: Geometry

    typealias Edge = (Point, Point)

    /// Every edge of the path's fill: each subpath implicitly closed.
    static func edges(of path: BezierPath, tolerance: Double) -> [Edge] {
        var out: [Edge] = []
        for line in path.flattened(tolerance: tolerance) where line.points.count > 1 {
            let pts = line.points
            for i in 0..<pts.count {
                let p = pts[i], q = pts[(i + 1) % pts.count]
                if !near(p, q) { out.append((p, q)) }
            }
        }
        return out
    }

    /// Whether `pt` is filled by `edges` under `rule` (winding by upward/downward crossings).
    static func inside(_ pt: Point, _ edges: [Edge], _ rule: FillRule) -> Bool {
        var winding = 0
        for (p, q) in edges {
            if p.y <= pt.y {
                if q.y > pt.y && cross(p, q, pt) > 0 { winding += 1 }
            } else if q.y <= pt.y && cross(p, q, pt) < 0 {
                winding -= 1
            }
        }
        return rule == .evenOdd ? winding & 1 != 0 : winding != 0
    }

    @inline(__always) static func cross(_ a: Point, _ b: Point, _ c: Point) -> Double {
        (b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y)
    }

    @inline(__always) static func near(_ a: Point, _ b: Point) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

    /// The edges cut at every point where they cross or touch one another.
    static func split(_ edges: [Edge]) -> [Edge] { split(edges, against: edges) }

    /// `edges` cut where they meet any of `others`.
    static func split(_ edges: [Edge], against others: [Edge]) -> [Edge] {
        var out: [Edge] = []
        for (p, q) in edges {
            let d = q - p
            let dd = d.x * d.x + d.y * d.y
            guard dd > 0 else { continue }
            var ts: [Double] = [0, 1]
            for (r, s) in others {
                let e = s - r
                let den = d.x * e.y - d.y * e.x
                if abs(den) > 1e-12 * dd.squareRoot() * max(1e-12, (e.x * e.x + e.y * e.y).squareRoot()) {
                    let t = ((r.x - p.x) * e.y - (r.y - p.y) * e.x) / den
                    let u = ((r.x - p.x) * d.y - (r.y - p.y) * d.x) / den
                    if t > 1e-12 && t < 1 - 1e-12 && u >= -1e-12 && u <= 1 + 1e-12 { ts.append(t) }
                } else if abs(cross(p, q, r)) <= 1e-9 * dd.squareRoot() {
                    // Collinear: cut at the other edge's ends that lie inside this one.
                    for x in [r, s] {
                        let t = ((x.x - p.x) * d.x + (x.y - p.y) * d.y) / dd
                        if t > 1e-12 && t < 1 - 1e-12 { ts.append(t) }
                    }
                }
            }
            ts.sort()
            var last = p
            for t in ts.dropFirst() {
                let pt = t >= 1 ? q : Point(p.x + d.x * t, p.y + d.y * t)
                if !near(last, pt) { out.append((last, pt)); last = pt }
            }
        }
        return out
    }

    /// Directed edges with duplicates merged: the same edge twice is kept once, an edge and
    /// its reverse cancel (a shared boundary with the result on both sides).
    static func deduplicated(_ edges: [Edge]) -> [Edge] {
        struct Key: Hashable { let a: Int64, b: Int64, c: Int64, d: Int64 }
        func q(_ v: Double) -> Int64 { Int64((v * 1e6).rounded()) }
        func key(_ e: Edge) -> Key { Key(a: q(e.0.x), b: q(e.0.y), c: q(e.1.x), d: q(e.1.y)) }
        var count: [Key: Int] = [:]
        var first: [Key: Edge] = [:]
        var order: [Key] = []
        for e in edges {
            let k = key(e), rk = key((e.1, e.0))
            if let n = count[rk], n > 0 { count[rk] = n - 1; continue }
            if count[k] == nil { order.append(k); first[k] = e }
            count[k] = 1
        }
        return order.compactMap { count[$0] == 1 ? first[$0] : nil }
    }

    /// Directed edges joined end to start into polygons.
    static func chain(_ edges: [Edge], closed: Bool) -> BezierPath {
        func q(_ p: Point) -> SIMD2<Int64> { SIMD2(Int64((p.x * 1e6).rounded()), Int64((p.y * 1e6).rounded())) }
        var from: [SIMD2<Int64>: [Int]] = [:]
        for (i, e) in edges.enumerated() { from[q(e.0), default: []].append(i) }
        var used = [Bool](repeating: false, count: edges.count)
        var out = BezierPath()
        for start in edges.indices where !used[start] {
            used[start] = true
            out.move(to: edges[start].0)
            var cur = edges[start].1
            let origin = q(edges[start].0)
            while q(cur) != origin {
                guard let next = from[q(cur)]?.first(where: { !used[$0] }) else { break }
                used[next] = true
                out.line(to: edges[next].0)
                cur = edges[next].1
            }
            out.line(to: cur)
            if closed { out.close() }
        }
        return out
    }
}
