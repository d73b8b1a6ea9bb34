import CFlipbookKernels

extension Rasterizer {
    /// ``coverage(of:transform:fillRule:clip:)`` without the intermediate objects: the elements
    /// are mapped into one scratch buffer (no new `BezierPath`), bounded there, then flattened
    /// into a reused point buffer that goes to the C scan converter one subpath at a time (no
    /// `[FlatSubpath]` of arrays). Every fill and every stroke outline passes here, and at -Onone
    /// (where snapshot tests run) each generic `Array` call and each path copy is a runtime call.
    ///
    /// The operations and their order are ``referenceCoverage(of:transform:fillRule:clip:)``'s
    /// (``BezierPath/applying(_:)``, ``BezierPath/bounds``, the fill flattening of
    /// `flattenedSubpaths` with area correction, `scanConvert`), so the bytes are the same; the
    /// tests compare the two on random paths.
    static func fusedCoverage(of path: BezierPath, transform: Transform2D, fillRule: FillRule,
                              clip: PixelRect) -> CoverageMask {
        path.elements.withUnsafeBufferPointer { buf -> CoverageMask in
            guard let src = buf.baseAddress, !clip.isEmpty else { return CoverageMask(bounds: .empty) }
            let n = buf.count
            if transform.isIdentity {
                return fusedCoverage(src, n, fillRule: fillRule, clip: clip)
            }
            let device = UnsafeMutablePointer<BezierPath.Element>.allocate(capacity: n)
            defer { device.deallocate() }
            let t = transform
            var i = 0
            while i < n {
                switch src[i] {
                case .move(let a): (device + i).initialize(to: .move(t.apply(a)))
                case .line(let a): (device + i).initialize(to: .line(t.apply(a)))
                case .quad(let c, let a): (device + i).initialize(to: .quad(t.apply(c), t.apply(a)))
                case .cubic(let c1, let c2, let a): (device + i).initialize(to: .cubic(t.apply(c1), t.apply(c2), t.apply(a)))
                case .close: (device + i).initialize(to: .close)
                }
                i += 1
            }
            return fusedCoverage(device, n, fillRule: fillRule, clip: clip)
        }
    }

    /// The `n` device-space elements at `e`, as `referenceCoverage` treats `device`.
    private static func fusedCoverage(_ e: UnsafePointer<BezierPath.Element>, _ n: Int, fillRule: FillRule,
                                      clip: PixelRect) -> CoverageMask {
        guard let area = coverageArea(bounds: BezierPath.bounds(of: e, count: n), clip: clip)
        else { return CoverageMask(bounds: .empty) }
        let visible = Rect(x: Double(area.x) - 1, y: Double(area.y) - 1,
                           width: Double(area.width) + 2, height: Double(area.height) + 2)

        let acc = CellAccumulator.take()
        defer { CellAccumulator.give(acc) }
        let scan = ScanConverter(accumulator: acc, area: area)
        var f = FusedFlattener(tol: fillTolerance, visible: visible,
                               scan: FlipbookScan(cells: scan.cells, bits: scan.bits, width: scan.width, height: scan.height,
                                                  stride: scan.stride, wordsPerRow: scan.wordsPerRow, w: scan.w, h: scan.h),
                               ox: Double(area.x), oy: Double(area.y))
        defer { f.points.deallocate() }
        var i = 0
        while i < n {
            f.add(e[i])
            i += 1
        }
        f.finish()
        var mask = CoverageMask(bounds: area)
        let any = mask.coverage.withUnsafeMutableBufferPointer { out in
            flipbook_scan_sweep(&f.scan, out.baseAddress!, fillRule == .evenOdd ? 1 : 0) != 0
        }
        return any ? mask : CoverageMask(bounds: .empty)
    }
}

/// The fill case of `BezierPath.flattenedSubpaths` (area-corrected, no turn bound, a visible
/// rect) writing into one growable point buffer, each finished subpath handed to the scan
/// converter and the buffer reused. Every expression is the `Flattener`'s, in its order.
private struct FusedFlattener {
    let tol: Double
    let visible: Rect
    var scan: FlipbookScan
    let ox: Double, oy: Double
    var points: UnsafeMutablePointer<Point>
    var capacity = 64
    var count = 0
    var last = Point.zero
    var hasSegment = false

    init(tol: Double, visible: Rect, scan: FlipbookScan, ox: Double, oy: Double) {
        precondition(MemoryLayout<Point>.stride == 16 && MemoryLayout<Point>.offset(of: \Point.y) == 8)
        self.tol = tol
        self.visible = visible
        self.scan = scan
        self.ox = ox; self.oy = oy
        points = .allocate(capacity: capacity)
    }

    @inline(__always)
    mutating func append(_ p: Point) {
        if count == capacity {
            let bigger = UnsafeMutablePointer<Point>.allocate(capacity: capacity * 2)
            bigger.moveInitialize(from: points, count: count)
            points.deallocate()
            points = bigger
            capacity *= 2
        }
        (points + count).initialize(to: p)
        count += 1
    }

    /// Whether all four points lie beyond one side of `v` (static: at -Onone a non-mutating
    /// method called from a mutating one works on a copy of the whole state).
    static func outside(_ v: Rect, _ a: Point, _ b: Point, _ c: Point, _ d: Point) -> Bool {
        let x0 = v.minX, x1 = v.maxX, y0 = v.minY, y1 = v.maxY
        return (a.x < x0 && b.x < x0 && c.x < x0 && d.x < x0) || (a.x > x1 && b.x > x1 && c.x > x1 && d.x > x1)
            || (a.y < y0 && b.y < y0 && c.y < y0 && d.y < y0) || (a.y > y1 && b.y > y1 && c.y > y1 && d.y > y1)
    }

    /// Ends the current subpath: filled (as closed) when it has a segment and two points.
    mutating func finish() {
        if hasSegment && count > 1 {
            // Points are two Doubles (x, y), read by the C as such (checked in `init`).
            flipbook_scan_add_polygon(&scan, UnsafeRawPointer(points).assumingMemoryBound(to: Double.self), count, ox, oy)
        }
        count = 0
        hasSegment = false
    }

    mutating func add(_ e: BezierPath.Element) {
        switch e {
        case .move(let p):
            finish()
            append(p)
            last = p
        case .line(let p):
            append(p)
            hasSegment = true
            last = p
        case .quad(let c, let p) where Self.outside(visible, last, c, p, p):
            append(p)
            hasSegment = true
            last = p
        case .cubic(let c1, let c2, let p) where Self.outside(visible, last, c1, c2, p):
            append(p)
            hasSegment = true
            last = p
        case .quad(let c, let p):
            let dd = (last - c * 2 + p).length
            let n = BezierPath.segmentCount(0.25 * dd / tol)
            var i = 1
            while i <= n {
                let t = Double(i) / Double(n), u = 1 - t
                let q = i == n ? p : last * (u * u) + c * (2 * u * t) + p * (t * t)
                append(q)
                i += 1
            }
            correctArea(count: n, start: last)
            hasSegment = true
            last = p
        case .cubic(let c1, let c2, let p):
            flatten(last, c1, c2, p, depth: 0)
            hasSegment = true
            last = p
        case .close:
            let start = count > 0 ? points[0] : last
            finish()
            append(start)
            last = start
        }
    }

    mutating func flatten(_ p0: Point, _ c1: Point, _ c2: Point, _ p: Point, depth: Int) {
        if Self.outside(visible, p0, c1, c2, p) {
            append(p)
            return
        }
        let dd = max((p0 - c1 * 2 + c2).length, (c1 - c2 * 2 + p).length)
        let n = BezierPath.segmentCount(0.75 * dd / tol)
        if n > 256, depth < 40 {
            let a = (p0 + c1) * 0.5, b = (c1 + c2) * 0.5, c = (c2 + p) * 0.5
            let ab = (a + b) * 0.5, bc = (b + c) * 0.5, m = (ab + bc) * 0.5
            flatten(p0, a, ab, m, depth: depth + 1)
            flatten(m, bc, c, p, depth: depth + 1)
            return
        }
        var i = 1
        while i <= n {
            let t = Double(i) / Double(n), u = 1 - t
            let q = i == n ? p : p0 * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p * (t * t * t)
            append(q)
            i += 1
        }
        correctArea(count: n, start: p0)
    }

    /// `BezierPath.correctArea` over the last `n` points.
    mutating func correctArea(count n: Int, start: Point) {
        guard n > 1 else { return }
        let p = points
        var prev = start
        let end = count - 1
        var i = count - n
        while i < end {
            let orig = p[i]
            p[i] = orig - (prev - orig * 2 + p[i + 1]) / 12
            prev = orig
            i += 1
        }
    }
}
