#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One piece of a path ready to be stroked: distinct consecutive points, a smooth flag per
/// vertex (inside a flattened curve: no join needed), and a direction for a lone point.
struct StrokePiece {
    var points: [Point]
    var smooth: [Bool]
    var isClosed: Bool
    /// The direction of travel at a one-point piece (a zero-length subpath or dash), for its cap.
    var dotDirection = Point(1, 0)
}

/// Builds stroke outlines the way Skia's stroker does: each piece becomes one contour that
/// runs along one side, round the end cap, back along the other side and round the start cap
/// (a closed piece becomes two contours, one per side). Outer corners get the join; inner
/// corners end where the two offset lines cross, or, when the segments are too short for
/// that, go through the vertex itself, which leaves small loops of the same orientation, so
/// filling with non-zero still gives the union (only pixels on such a loop's edge can be
/// over-counted by area accumulation). Every contour winds the same way (negative,
/// counter-clockwise on a y-down screen), so overlapping pieces and dashes never cancel.
struct Stroker {
    let style: Stroke
    let tolerance: Double
    let half: Double
    var out = BezierPath()
    /// Where the stroke can be seen, in the path's space (the clip mapped back, grown by what a
    /// join or cap can add): curves and dashes wholly outside it are not built.
    var visible: Rect?

    init(style: Stroke, tolerance: Double, visible: Rect? = nil) {
        self.style = style
        if let v = visible {
            let grow = style.lineWidth / 2 * max(1, style.miterLimit) + 2
            self.visible = v.insetBy(dx: -grow, dy: -grow)
        }
        self.tolerance = tolerance.isFinite && tolerance > 0 ? tolerance : BezierPath.defaultStrokeTolerance
        half = style.lineWidth / 2
    }

    mutating func stroke(_ path: BezierPath) -> BezierPath {
        guard half > 0, half.isFinite else { return BezierPath() }
        // Bound the turn between flattened vertices so the offset sides (radius up to the half
        // width beyond the centre line) also stay within tolerance: h·(1 − cos(θ/2)) ≤ tol.
        let maxTurn = half > tolerance ? 2 * acos(1 - tolerance / half) : Double.pi / 4
        let subpaths = path.flattenedSubpaths(tolerance: tolerance, maxTurnPerStep: min(maxTurn, Double.pi / 4), areaCorrected: true,
                                              visible: visible)
        for sp in subpaths {
            guard let piece = Self.clean(sp) else { continue }
            if let pattern = DashPattern(style.dash, phase: style.dashPhase) {
                for dash in pattern.split(piece, visible: visible) { emit(dash) }
            } else {
                emit(piece)
            }
        }
        return out
    }

    /// Drops coincident consecutive points (a corner flag survives a merge) and non-finite
    /// subpaths. A subpath that collapses to one point stays as a one-point piece.
    ///
    /// Raw pointers instead of `Array` calls: every stroke passes here, and at -Onone (where
    /// snapshot tests run) each generic `Array` call is a runtime call.
    static func clean(_ sp: FlatSubpath) -> StrokePiece? {
        let n = sp.points.count
        guard n > 0, sp.smooth.count == n else { return nil }
        var smooth = [Bool](repeating: false, count: n)
        var finite = true
        var pts = sp.points.withUnsafeBufferPointer { srcP in
            sp.smooth.withUnsafeBufferPointer { srcS in
                smooth.withUnsafeMutableBufferPointer { dstS in
                    [Point](unsafeUninitializedCapacity: n) { dstP, count in
                        let src = srcP.baseAddress!, ss = srcS.baseAddress!
                        let dp = dstP.baseAddress!, ds = dstS.baseAddress!
                        var k = 0, i = 0
                        while i < n {
                            let p = src[i]
                            if !(p.x.isFinite && p.y.isFinite) { finite = false; break }
                            if k > 0 && isSame(dp[k - 1], p) {
                                ds[k - 1] = ds[k - 1] && ss[i]
                            } else {
                                dp[k] = p; ds[k] = ss[i]
                                k += 1
                            }
                            i += 1
                        }
                        count = k
                    }
                }
            }
        }
        guard finite else { return nil }
        smooth.removeLast(n - pts.count)
        var closed = sp.isClosed
        if closed, pts.count > 1, isSame(pts[0], pts[pts.count - 1]) {
            smooth[0] = smooth[0] && smooth[smooth.count - 1]
            pts.removeLast(); smooth.removeLast()
        }
        if pts.count < 2 { closed = false }
        guard !pts.isEmpty else { return nil }
        return StrokePiece(points: pts, smooth: smooth, isClosed: closed)
    }

    static func isSame(_ a: Point, _ b: Point) -> Bool {
        // `max(1, abs(a.x), abs(a.y))` spelled as the standard library defines it (max(x, y) is
        // `y >= x ? y : x`, folded left; abs of a Double is its magnitude): the same bits, but
        // no generic calls or variadic array per point at -Onone, where snapshot tests run.
        let ax = a.x.magnitude, ay = a.y.magnitude
        let m = ax >= 1 ? ax : 1
        let scale = ay >= m ? ay : m
        return (a.x - b.x).magnitude <= 1e-12 * scale && (a.y - b.y).magnitude <= 1e-12 * scale
    }

    // MARK: Contours

    mutating func emit(_ piece: StrokePiece) {
        let n = piece.points.count
        if n == 1 {
            emitDot(piece.points[0], direction: piece.dotDirection)
            return
        }
        piece.points.withUnsafeBufferPointer { pb in
            piece.smooth.withUnsafeBufferPointer { sb in
                let p = pb.baseAddress!, sm = sb.baseAddress!
                if piece.isClosed {
                    emitSide(p, sm, n, reversed: false, closed: true, move: true)
                    out.close()
                    emitSide(p, sm, n, reversed: true, closed: true, move: true)
                    out.close()
                } else {
                    emitSide(p, sm, n, reversed: false, closed: false, move: true)
                    emitCap(at: p[n - 1], direction: unit(p[n - 1] - p[n - 2]))
                    emitSide(p, sm, n, reversed: true, closed: false, move: false)
                    emitCap(at: p[0], direction: unit(p[0] - p[1]))
                    out.close()
                }
            }
        }
    }

    /// The offset line on the +n side (n = d rotated a quarter turn towards +y) of a polyline,
    /// with joins. An open side starts at `p₀ + n₀·h` (moving there, or lining from the current
    /// point) and ends at the last point's offset; a closed side starts and ends at `p₀ + n_last·h`.
    /// The polyline is the `m` points at `p` (and their smooth flags at `sm`), last to first
    /// when `reversed`. Raw pointers, not arrays: see ``clean(_:)``.
    private mutating func emitSide(_ p: UnsafePointer<Point>, _ sm: UnsafePointer<Bool>, _ m: Int,
                                   reversed: Bool, closed: Bool, move: Bool) {
        let segs = closed ? m : m - 1
        let last = m - 1
        let dirs = UnsafeMutablePointer<Point>.allocate(capacity: segs)
        let lens = UnsafeMutablePointer<Double>.allocate(capacity: segs)
        defer { dirs.deallocate(); lens.deallocate() }
        var i = 0
        while i < segs {
            let j = (i + 1) % m
            let d = p[reversed ? last - j : j] - p[reversed ? last - i : i]
            dirs[i] = unit(d); lens[i] = d.length
            i += 1
        }
        // `lens` becomes what is left of each segment's offset line after inner-corner trims.
        let p0 = p[reversed ? last : 0]
        if closed {
            out.move(to: p0 + Self.normal(dirs[segs - 1]) * half)
            let t = join(at: p0, dirs[segs - 1], dirs[0], smooth: sm[reversed ? last : 0], availA: lens[segs - 1], availB: lens[0])
            lens[segs - 1] -= t; lens[0] -= t
        } else {
            let start = p0 + Self.normal(dirs[0]) * half
            if move { out.move(to: start) } else { lineIfNeeded(start) }
        }
        let end = closed ? m : m - 1
        i = 1
        while i < end {
            let k = reversed ? last - i : i
            let v = p[k]
            lineIfNeeded(v + Self.normal(dirs[i - 1]) * half)
            let t = join(at: v, dirs[i - 1], dirs[i], smooth: sm[k], availA: lens[i - 1], availB: lens[i])
            lens[i - 1] -= t; lens[i] -= t
            i += 1
        }
        if !closed {
            lineIfNeeded(p[reversed ? 0 : last] + Self.normal(dirs[segs - 1]) * half)
        }
    }

    /// From `v + na·h` (the current point) to `v + nb·h`; `availA`, `availB` are how much of
    /// the segments before and after `v` is still untrimmed. Returns the length trimmed off
    /// both (0 unless an inner corner was cut at the crossing).
    @discardableResult
    private mutating func join(at v: Point, _ da: Point, _ db: Point, smooth: Bool, availA: Double, availB: Double) -> Double {
        let na = Self.normal(da), nb = Self.normal(db)
        let end = v + nb * half
        let cross = da.cross(db), dot = da.dot(db)
        if cross.magnitude < 1e-12 && dot > 0 {
            lineIfNeeded(end)
            return 0
        }
        if cross > 0 {
            // Inner side. When both segments are long enough, end the offset lines where they
            // cross: the outline stays simple there, so edge pixels are not counted twice.
            // The crossing lies h·tan(turn/2) back along each segment, which must not pass what
            // is left of either segment. Otherwise go through the vertex, Skia's robust
            // fallback (see the type's comment).
            let trim = half * cross / (1 + dot)
            if dot > -1 + 1e-9, trim <= availA, trim <= availB {
                let cosHalf = ((1 + dot) / 2).squareRoot()
                out.replaceLastPoint(v + unit(na + nb) * (half / cosHalf))
                return trim
            }
            lineIfNeeded(v)
            lineIfNeeded(end)
            return 0
        }
        if smooth {
            // Inside a flattened curve the turn is small enough that a bevel is within tolerance.
            lineIfNeeded(end)
            return 0
        }
        switch style.lineJoin {
        case .bevel:
            lineIfNeeded(end)
        case .miter:
            // Miter length / line width = 1 / sin(φ/2) with φ the angle between the segments,
            // = 1 / cos(turn/2) = 1 / √((1 + d_a·d_b) / 2).
            let cosHalf = ((1 + dot) / 2).squareRoot()
            if cosHalf > 1e-12, 1 / cosHalf <= style.miterLimit {
                let bis = unit(na + nb)
                lineIfNeeded(v + bis * (half / cosHalf))
            }
            lineIfNeeded(end)
        case .round:
            arc(center: v, from: na, to: nb, bulge: dot < 0 && cross.magnitude < 1e-12 ? da : na + nb)
        }
        return 0
    }

    /// The cap at `e`, where travel arrives with unit direction `d`: from `e + n·h` (the current
    /// point) to `e − n·h`.
    private mutating func emitCap(at e: Point, direction d: Point) {
        let n = Self.normal(d)
        switch style.lineCap {
        case .butt:
            lineIfNeeded(e - n * half)
        case .square:
            lineIfNeeded(e + n * half + d * half)
            lineIfNeeded(e - n * half + d * half)
            lineIfNeeded(e - n * half)
        case .round:
            arc(center: e, from: n, to: -n, bulge: d)
        }
    }

    /// A zero-length piece: a disc for round caps, a square along `direction` for square
    /// caps, nothing for butt caps (as SVG and CoreGraphics do). Wound like the other contours.
    private mutating func emitDot(_ p: Point, direction d: Point) {
        let n = Self.normal(d)
        switch style.lineCap {
        case .butt:
            return
        case .square:
            out.move(to: p + (n + d) * half)
            out.line(to: p + (-n + d) * half)
            out.line(to: p + (-n - d) * half)
            out.line(to: p + (n - d) * half)
            out.close()
        case .round:
            out.move(to: p + n * half)
            arc(center: p, from: n, to: -n, bulge: d)
            arc(center: p, from: -n, to: n, bulge: -d)
            out.close()
        }
    }

    /// A circular arc of radius h around `center` from direction `u` to `v` (unit vectors),
    /// the way whose midpoint lies towards `bulge`.
    private mutating func arc(center: Point, from u: Point, to v: Point, bulge: Point) {
        let start = atan2(u.y, u.x)
        var sweep = atan2(u.cross(v), u.dot(v))
        let mid = start + sweep / 2
        if cos(mid) * bulge.x + sin(mid) * bulge.y < 0 {
            sweep += sweep > 0 ? -2 * Double.pi : 2 * Double.pi
        }
        out.appendArcCurves(center: center, radius: half, startAngle: start, sweep: sweep)
    }

    private mutating func lineIfNeeded(_ p: Point) {
        if let c = out.currentPoint, c == p { return }
        out.line(to: p)
    }

    /// Static, not an instance method: at -Onone a non-mutating method called from a mutating
    /// one gets a copy of the whole stroker (its outline and dash arrays retained), per vertex.
    private static func normal(_ d: Point) -> Point { Point(-d.y, d.x) }
}

/// `v` scaled to length 1 (v must not be zero: pieces have distinct consecutive points).
@inline(__always) func unit(_ v: Point) -> Point {
    let l = v.length
    return l > 0 ? v / l : Point(1, 0)
}
