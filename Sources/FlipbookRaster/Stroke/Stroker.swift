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
    static func clean(_ sp: FlatSubpath) -> StrokePiece? {
        var pts: [Point] = [], smooth: [Bool] = []
        pts.reserveCapacity(sp.points.count)
        for (i, p) in sp.points.enumerated() {
            guard p.x.isFinite, p.y.isFinite else { return nil }
            if let last = pts.last, isSame(last, p) {
                smooth[smooth.count - 1] = smooth[smooth.count - 1] && sp.smooth[i]
                continue
            }
            pts.append(p); smooth.append(sp.smooth[i])
        }
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
        let scale = max(1, abs(a.x), abs(a.y))
        return abs(a.x - b.x) <= 1e-12 * scale && abs(a.y - b.y) <= 1e-12 * scale
    }

    // MARK: Contours

    mutating func emit(_ piece: StrokePiece) {
        let pts = piece.points
        if pts.count == 1 {
            emitDot(pts[0], direction: piece.dotDirection)
            return
        }
        if piece.isClosed {
            emitSide(pts, piece.smooth, closed: true, move: true)
            out.close()
            emitSide(pts.reversed(), piece.smooth.reversed(), closed: true, move: true)
            out.close()
        } else {
            emitSide(pts, piece.smooth, closed: false, move: true)
            let n = pts.count
            emitCap(at: pts[n - 1], direction: unit(pts[n - 1] - pts[n - 2]))
            emitSide(pts.reversed(), piece.smooth.reversed(), closed: false, move: false)
            emitCap(at: pts[0], direction: unit(pts[0] - pts[1]))
            out.close()
        }
    }

    /// The offset line on the +n side (n = d rotated a quarter turn towards +y) of a polyline,
    /// with joins. An open side starts at `p₀ + n₀·h` (moving there, or lining from the current
    /// point) and ends at the last point's offset; a closed side starts and ends at `p₀ + n_last·h`.
    private mutating func emitSide(_ pts: [Point], _ smooth: [Bool], closed: Bool, move: Bool) {
        let m = pts.count
        let segs = closed ? m : m - 1
        var dirs: [Point] = [], lens: [Double] = []
        dirs.reserveCapacity(segs); lens.reserveCapacity(segs)
        for i in 0..<segs {
            let d = pts[(i + 1) % m] - pts[i]
            dirs.append(unit(d)); lens.append(d.length)
        }
        // `lens` becomes what is left of each segment's offset line after inner-corner trims.
        if closed {
            out.move(to: pts[0] + normal(dirs[segs - 1]) * half)
            let t = join(at: pts[0], dirs[segs - 1], dirs[0], smooth: smooth[0], availA: lens[segs - 1], availB: lens[0])
            lens[segs - 1] -= t; lens[0] -= t
        } else {
            let start = pts[0] + normal(dirs[0]) * half
            if move { out.move(to: start) } else { lineIfNeeded(start) }
        }
        for i in 1..<m {
            if !closed && i == m - 1 { break }
            lineIfNeeded(pts[i] + normal(dirs[i - 1]) * half)
            let t = join(at: pts[i], dirs[i - 1], dirs[i], smooth: smooth[i], availA: lens[i - 1], availB: lens[i])
            lens[i - 1] -= t; lens[i] -= t
        }
        if !closed {
            lineIfNeeded(pts[m - 1] + normal(dirs[segs - 1]) * half)
        }
    }

    /// From `v + na·h` (the current point) to `v + nb·h`; `availA`, `availB` are how much of
    /// the segments before and after `v` is still untrimmed. Returns the length trimmed off
    /// both (0 unless an inner corner was cut at the crossing).
    @discardableResult
    private mutating func join(at v: Point, _ da: Point, _ db: Point, smooth: Bool, availA: Double, availB: Double) -> Double {
        let na = normal(da), nb = normal(db)
        let end = v + nb * half
        let cross = da.cross(db), dot = da.dot(db)
        if abs(cross) < 1e-12 && dot > 0 {
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
            arc(center: v, from: na, to: nb, bulge: dot < 0 && abs(cross) < 1e-12 ? da : na + nb)
        }
        return 0
    }

    /// The cap at `e`, where travel arrives with unit direction `d`: from `e + n·h` (the current
    /// point) to `e − n·h`.
    private mutating func emitCap(at e: Point, direction d: Point) {
        let n = normal(d)
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
        let n = normal(d)
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

    private func normal(_ d: Point) -> Point { Point(-d.y, d.x) }
}

/// `v` scaled to length 1 (v must not be zero: pieces have distinct consecutive points).
@inline(__always) func unit(_ v: Point) -> Point {
    let l = v.length
    return l > 0 ? v / l : Point(1, 0)
}
