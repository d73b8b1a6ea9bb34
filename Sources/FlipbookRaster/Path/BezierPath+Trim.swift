extension BezierPath {
    /// The total arc length of the path: every drawing segment, closing segments included.
    public var length: Double {
        Self.trimSegments(of: self).reduce(0) { $0 + $1.length }
    }

    /// The part of the path between two fractions of its total arc length, as SwiftUI's
    /// `Path.trimmedPath(from:to:)` and `Shape.trim(from:to:)`.
    ///
    /// Fractions are clamped to 0…1; `from ≥ to` gives an empty path (SwiftUI draws nothing).
    /// Length runs over all subpaths in order, closing segments included. Curves stay curves:
    /// each cut segment is split exactly (de Casteljau) at the parameter whose arc length
    /// matches, so the result is as smooth as the original at any scale. A closed subpath
    /// kept whole stays closed; a cut one becomes open.
    public func trimmed(from: Double, to: Double) -> BezierPath {
        let lo = from.isFinite ? Swift.min(1, Swift.max(0, from)) : 0
        let hi = to.isFinite ? Swift.min(1, Swift.max(0, to)) : 1
        guard lo < hi else { return BezierPath() }
        if lo == 0 && hi == 1 { return self }
        let segments = Self.trimSegments(of: self)
        let total = segments.reduce(0) { $0 + $1.length }
        guard total > 0 else { return BezierPath() }
        let a = lo * total, b = hi * total

        var out = BezierPath()
        var position = 0.0
        var i = 0
        while i < segments.count {
            // One subpath: segments i..<j, starting at arc length `position`.
            var j = i
            while j < segments.count && segments[j].subpath == segments[i].subpath { j += 1 }
            let subLength = segments[i..<j].reduce(0) { $0 + $1.length }
            if segments[i].closed && position >= a && position + subLength <= b {
                // Kept whole: stay closed so a stroke joins instead of capping.
                out.move(to: segments[i].start)
                for s in segments[i..<j] where !s.isClosing { s.append(to: &out) }
                out.close()
                position += subLength
            } else {
                var open = false
                for s in segments[i..<j] {
                    let s0 = position
                    position += s.length
                    let c0 = Swift.max(a, s0), c1 = Swift.min(b, position)
                    guard c1 > c0 else { continue }  // outside the range, or a zero-length segment
                    let piece = s.sub(fromLength: c0 - s0, toLength: c1 - s0)
                    if !open { out.move(to: piece.start) }
                    piece.append(to: &out)
                    open = true
                }
            }
            i = j
        }
        return out
    }

    /// The drawing segments of `path` (closing segments as lines), each with its length.
    static func trimSegments(of path: BezierPath) -> [TrimSegment] {
        var out: [TrimSegment] = []
        var start = Point.zero, last = Point.zero
        var subpath = 0
        var firstInSubpath = out.count
        func add(_ kind: TrimSegment.Kind, closing: Bool = false) {
            out.append(TrimSegment(kind: kind, subpath: subpath, isClosing: closing))
        }
        for e in path.elements {
            switch e {
            case .move(let p):
                subpath += 1
                firstInSubpath = out.count
                start = p; last = p
            case .line(let p): add(.line(last, p)); last = p
            case .quad(let c, let p): add(.quad(last, c, p)); last = p
            case .cubic(let c1, let c2, let p): add(.cubic(last, c1, c2, p)); last = p
            case .close:
                add(.line(last, start), closing: true)
                for k in firstInSubpath..<out.count { out[k].closed = true }
                last = start
                // Drawing after a close starts a new subpath at the same point.
                subpath += 1
                firstInSubpath = out.count
            }
        }
        return out
    }
}

/// One segment of a path as the trimmer sees it: its control points and arc length.
struct TrimSegment {
    enum Kind {
        case line(Point, Point)
        case quad(Point, Point, Point)
        case cubic(Point, Point, Point, Point)
    }

    var kind: Kind
    var subpath: Int
    /// The segment a `close` adds (not re-emitted when the subpath is kept closed).
    var isClosing: Bool
    /// Whether its subpath ends with `close`.
    var closed = false
    let length: Double

    init(kind: Kind, subpath: Int, isClosing: Bool) {
        self.kind = kind; self.subpath = subpath; self.isClosing = isClosing
        length = Self.arcLength(kind, to: 1)
    }

    var start: Point {
        switch kind {
        case .line(let a, _), .quad(let a, _, _), .cubic(let a, _, _, _): return a
        }
    }

    func append(to path: inout BezierPath) {
        switch kind {
        case .line(_, let b): path.line(to: b)
        case .quad(_, let c, let b): path.quadCurve(to: b, control: c)
        case .cubic(_, let c1, let c2, let b): path.curve(to: b, control1: c1, control2: c2)
        }
    }

    /// The piece between two arc lengths measured from the segment's start.
    func sub(fromLength l0: Double, toLength l1: Double) -> TrimSegment {
        let t0 = parameter(atLength: l0), t1 = parameter(atLength: l1)
        var s = TrimSegment(kind: Self.split(kind, t0, t1), subpath: subpath, isClosing: false)
        s.closed = false
        return s
    }

    /// The parameter where the arc length from the start reaches `target`: safeguarded
    /// Newton steps on the length function (monotonic), bisection when Newton leaves the bracket.
    func parameter(atLength target: Double) -> Double {
        if target <= 0 { return 0 }
        if target >= length { return 1 }
        if case .line = kind { return target / length }
        var lo = 0.0, hi = 1.0
        var t = target / length
        for _ in 0..<40 {
            let f = Self.arcLength(kind, to: t) - target
            if abs(f) <= 1e-10 * Swift.max(1, length) { break }
            if f > 0 { hi = t } else { lo = t }
            let d = Self.speed(kind, t)
            var next = d > 0 ? t - f / d : .nan
            if !(next > lo && next < hi) { next = (lo + hi) / 2 }
            t = next
        }
        return t
    }

    // 5-point Gauss–Legendre nodes and weights on [−1, 1].
    private static let nodes: [Double] = [0, -0.5384693101056831, 0.5384693101056831, -0.9061798459386640, 0.9061798459386640]
    private static let weights: [Double] = [0.5688888888888889, 0.4786286704993665, 0.4786286704993665, 0.2369268850561891, 0.2369268850561891]

    /// Arc length from parameter 0 to `t`: Gauss–Legendre on 16 equal pieces (curves of a
    /// path turn at most a few right angles per segment, where this is exact to ~1e-9).
    static func arcLength(_ kind: Kind, to t: Double) -> Double {
        if case .line(let a, let b) = kind { return (b - a).length * t }
        guard t > 0 else { return 0 }
        let pieces = 16
        let h = t / Double(pieces)
        var sum = 0.0
        for k in 0..<pieces {
            let mid = (Double(k) + 0.5) * h
            for n in 0..<5 { sum += weights[n] * speed(kind, mid + nodes[n] * h / 2) }
        }
        return sum * h / 2
    }

    /// |B′(t)|.
    static func speed(_ kind: Kind, _ t: Double) -> Double {
        let u = 1 - t
        switch kind {
        case .line(let a, let b): return (b - a).length
        case .quad(let a, let c, let b):
            return ((c - a) * (2 * u) + (b - c) * (2 * t)).length
        case .cubic(let a, let c1, let c2, let b):
            return ((c1 - a) * (3 * u * u) + (c2 - c1) * (6 * u * t) + (b - c2) * (3 * t * t)).length
        }
    }

    /// The segment restricted to parameters t0…t1 (de Casteljau: cut at t1, then the left
    /// part at t0 / t1).
    static func split(_ kind: Kind, _ t0: Double, _ t1: Double) -> Kind {
        switch kind {
        case .line(let a, let b): return .line(a.lerp(b, t0), a.lerp(b, t1))
        case .quad(let a, let c, let b):
            let left = splitQuad([a, c, b], at: t1).left
            let right = splitQuad(left, at: t1 > 0 ? t0 / t1 : 0).right
            return .quad(right[0], right[1], right[2])
        case .cubic(let a, let c1, let c2, let b):
            let left = splitCubic([a, c1, c2, b], at: t1).left
            let right = splitCubic(left, at: t1 > 0 ? t0 / t1 : 0).right
            return .cubic(right[0], right[1], right[2], right[3])
        }
    }

    static func splitQuad(_ p: [Point], at t: Double) -> (left: [Point], right: [Point]) {
        let ab = p[0].lerp(p[1], t), bc = p[1].lerp(p[2], t)
        let m = ab.lerp(bc, t)
        return ([p[0], ab, m], [m, bc, p[2]])
    }

    static func splitCubic(_ p: [Point], at t: Double) -> (left: [Point], right: [Point]) {
        let ab = p[0].lerp(p[1], t), bc = p[1].lerp(p[2], t), cd = p[2].lerp(p[3], t)
        let abc = ab.lerp(bc, t), bcd = bc.lerp(cd, t)
        let m = abc.lerp(bcd, t)
        return ([p[0], ab, abc, m], [m, bcd, cd, p[3]])
    }
}
