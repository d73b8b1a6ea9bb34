import CFlipbookKernels
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
    /// The outline being built, in StrokeEmit.c's buffers (see ``emit(_:)``).
    var outline = FlipbookStrokeOutline()
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
        outline = FlipbookStrokeOutline()
        outline.half = half
        outline.miterLimit = style.miterLimit
        outline.join = style.lineJoin == .miter ? 0 : style.lineJoin == .round ? 1 : 2
        outline.cap = style.lineCap == .butt ? 0 : style.lineCap == .round ? 1 : 2
        defer { flipbook_stroke_outline_free(&outline) }
        for sp in subpaths {
            guard let piece = Self.clean(sp) else { continue }
            if let pattern = DashPattern(style.dash, phase: style.dashPhase) {
                for dash in pattern.split(piece, visible: visible) { emit(dash) }
            } else {
                emit(piece)
            }
        }
        return BezierPath(outline)
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

    /// Appends the piece's contour(s) to ``outline``: one side, the end cap, the other side
    /// back, the start cap (a closed piece: one contour per side); outer corners get the join,
    /// inner corners end where the offset lines cross (see the type's comment). In C
    /// (StrokeEmit.c), the same operations in the same order: at -Onone every Point operation
    /// and path append of the Swift it replaced was a call (~8 % of a debug stroke).
    mutating func emit(_ piece: StrokePiece) {
        let n = piece.points.count
        piece.points.withUnsafeBytes { pb in
            piece.smooth.withUnsafeBytes { sb in
                flipbook_stroke_piece(&outline, pb.baseAddress!.assumingMemoryBound(to: Double.self),
                                      sb.baseAddress!.assumingMemoryBound(to: UInt8.self), n, piece.isClosed ? 1 : 0,
                                      piece.dotDirection.x, piece.dotDirection.y)
            }
        }
    }
}

/// `v` scaled to length 1 (v must not be zero: pieces have distinct consecutive points).
@inline(__always) func unit(_ v: Point) -> Point {
    let l = v.length
    return l > 0 ? v / l : Point(1, 0)
}
