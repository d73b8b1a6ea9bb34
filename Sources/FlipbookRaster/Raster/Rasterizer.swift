import CFlipbookKernels

/// Turns paths into anti-aliased coverage masks.
public enum Rasterizer {
    /// Flattening tolerance for filling, in device pixels. Far below what the eye sees, because
    /// area matters here: the vertices are also shifted so chords neither lose nor gain area to
    /// first order (see `flattenedSubpaths(…, areaCorrected:)`).
    static let fillTolerance = 0.02

    /// Exact-area anti-aliased coverage of `path` mapped by `transform`, restricted to `clip`
    /// (device pixels).
    ///
    /// Each pixel's coverage is the exact area of the pixel square inside the flattened
    /// outline (within ``fillTolerance`` of the curves), computed FreeType-style from signed
    /// area and cover accumulated per cell. For ``FillRule/evenOdd`` the accumulated winding
    /// coverage is folded (|c| mod 2, mirrored above 1), which is exact wherever a pixel is
    /// crossed by edges of one winding level, like FreeType and stb_truetype.
    ///
    /// - Returns: a mask whose bounds are the path's device bounds ∩ `clip`, rounded out; an
    ///   empty mask (zero-size bounds) when no pixel is covered.
    public static func coverage(of path: BezierPath, transform: Transform2D = .identity,
                                fillRule: FillRule = .nonZero, clip: PixelRect) -> CoverageMask {
        fusedCoverage(of: path, transform: transform, fillRule: fillRule, clip: clip)
    }

    /// ``coverage(of:transform:fillRule:clip:)`` the long way: the path mapped into a new path,
    /// flattened into arrays, then scan-converted. `fusedCoverage` (Rasterizer+Fused.swift)
    /// does the same operations on scratch buffers; the tests compare the two byte for byte.
    static func referenceCoverage(of path: BezierPath, transform: Transform2D = .identity,
                                  fillRule: FillRule = .nonZero, clip: PixelRect) -> CoverageMask {
        let device = transform.isIdentity ? path : path.applying(transform)
        guard let area = coverageArea(bounds: device.bounds, clip: clip) else { return CoverageMask(bounds: .empty) }

        let polylines = device.flattenedSubpaths(tolerance: fillTolerance, maxTurnPerStep: nil, areaCorrected: true,
                                                 visible: Rect(x: Double(area.x) - 1, y: Double(area.y) - 1,
                                                               width: Double(area.width) + 2, height: Double(area.height) + 2))
        return scanConvert(polylines, area: area, fillRule: fillRule)
    }

    /// The pixels a path with device-space bounds `b` can cover inside `clip`; `nil` when none
    /// (or the bounds are not finite).
    static func coverageArea(bounds b: Rect, clip: PixelRect) -> PixelRect? {
        guard b.minX.isFinite, b.minY.isFinite, b.maxX.isFinite, b.maxY.isFinite, !clip.isEmpty else { return nil }
        // Intersect in real numbers first so huge coordinates never reach an Int conversion.
        let c = clip.rect
        let x0 = max(b.minX, c.minX), y0 = max(b.minY, c.minY)
        let x1 = min(b.maxX, c.maxX), y1 = min(b.maxY, c.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        let area = Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0).roundedOut.intersection(clip)
        return area.isEmpty ? nil : area
    }

    /// The flattened outline's coverage over `area`: the cells and the sweep run in C in
    /// both builds (ScanConvert.c; every fill and stroke passes here, and the Swift below costs
    /// about ten times its release time at -Onone). `reference` runs the Swift
    /// ``ScanConverter`` instead, which the C follows operation for operation (the tests
    /// compare the bytes).
    static func scanConvert(_ polylines: [FlatSubpath], area: PixelRect, fillRule: FillRule,
                            reference: Bool = false) -> CoverageMask {
        let acc = CellAccumulator.take()
        defer { CellAccumulator.give(acc) }
        var scan = ScanConverter(accumulator: acc, area: area)
        let ox = Double(area.x), oy = Double(area.y)
        var mask = CoverageMask(bounds: area)
        let any: Bool
        if reference {
            for poly in polylines {
                let pts = poly.points
                guard pts.count > 1 else { continue }
                // Every subpath is filled as closed, as CoreGraphics and SwiftUI fill open subpaths.
                var prev = Point(pts[pts.count - 1].x - ox, pts[pts.count - 1].y - oy)
                for p in pts {
                    let q = Point(p.x - ox, p.y - oy)
                    scan.addLine(prev, q)
                    prev = q
                }
            }
            any = mask.coverage.withUnsafeMutableBufferPointer { out in
                scan.sweep(into: out.baseAddress!, evenOdd: fillRule == .evenOdd)
            }
        } else {
            // Points are two Doubles (x, y), read by the C as such.
            precondition(MemoryLayout<Point>.stride == 16 && MemoryLayout<Point>.offset(of: \Point.y) == 8)
            var c = FlipbookScan(cells: scan.cells, bits: scan.bits, width: scan.width, height: scan.height,
                                 stride: scan.stride, wordsPerRow: scan.wordsPerRow, w: scan.w, h: scan.h)
            for poly in polylines where poly.points.count > 1 {
                poly.points.withUnsafeBufferPointer { p in
                    let xy = UnsafeRawPointer(p.baseAddress!).assumingMemoryBound(to: Double.self)
                    flipbook_scan_add_polygon(&c, xy, p.count, ox, oy)
                }
            }
            any = mask.coverage.withUnsafeMutableBufferPointer { out in
                flipbook_scan_sweep(&c, out.baseAddress!, fillRule == .evenOdd ? 1 : 0) != 0
            }
        }
        return any ? mask : CoverageMask(bounds: .empty)
    }
}

/// Cell-based exact-area scan conversion over one mask rectangle.
///
/// A line crossing a cell adds to the cell its signed height `dy` times the fraction of the
/// cell to the right of it, and the rest to the next cell. A running sum along the row then
/// gives each pixel's exact covered area (font-rs, Blend2D). Cells are Float; the per-piece
/// geometry is Double.
struct ScanConverter {
    let cells: UnsafeMutablePointer<Float>
    let bits: UnsafeMutablePointer<UInt64>
    let width: Int, height: Int
    let stride: Int, wordsPerRow: Int
    let w: Double, h: Double

    init(accumulator: CellAccumulator, area: PixelRect) {
        width = area.width; height = area.height
        stride = width + 2
        wordsPerRow = (stride + 63) >> 6
        accumulator.reserve(cells: stride * height, words: wordsPerRow * height)
        cells = accumulator.cells
        bits = accumulator.bits
        w = Double(width); h = Double(height)
    }

    /// Adds a directed line in mask coordinates. Parts left of the mask count as a vertical
    /// line on its left edge (they still cover the row); parts right of it on the right edge
    /// (cell `width`, never output).
    mutating func addLine(_ p: Point, _ q: Point) {
        guard p.y != q.y else { return }
        if (p.y <= 0 && q.y <= 0) || (p.y >= h && q.y >= h) { return }
        // Split where the line crosses x = 0 and x = w, then clamp each piece into [0, w].
        var t0 = -1.0, t1 = -1.0
        let dx = q.x - p.x
        if dx != 0 {
            let ta = (0 - p.x) / dx, tb = (w - p.x) / dx
            if ta > 0 && ta < 1 { t0 = ta }
            if tb > 0 && tb < 1 { t1 = tb }
            if t0 > t1 && t1 > 0 { swap(&t0, &t1) }
            if t0 < 0 && t1 > 0 { t0 = t1; t1 = -1 }
        }
        var a = p
        if t0 > 0 {
            let m = Point(p.x + dx * t0, p.y + (q.y - p.y) * t0)
            addClamped(a, m); a = m
            if t1 > 0 {
                let m2 = Point(p.x + dx * t1, p.y + (q.y - p.y) * t1)
                addClamped(a, m2); a = m2
            }
        }
        addClamped(a, q)
    }

    private mutating func addClamped(_ p: Point, _ q: Point) {
        let x0 = min(max(p.x, 0), w), x1 = min(max(q.x, 0), w)
        addInside(x0, p.y, x1, q.y)
    }

    /// A line with x in [0, w]: cut into rows, then each row piece into cells.
    private mutating func addInside(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        guard y0 != y1 else { return }
        let dir: Double = y1 > y0 ? 1 : -1
        // Walk downwards; `dir` keeps the winding.
        var xa = x0, ya = y0, xb = x1, yb = y1
        if y0 > y1 { xa = x1; ya = y1; xb = x0; yb = y0 }
        let dxdy = (xb - xa) / (yb - ya)
        let yStart = max(ya, 0), yEnd = min(yb, h)
        guard yStart < yEnd else { return }
        var row = Int(yStart.rounded(.down))
        var y = yStart
        var x = ya < 0 ? xa + (0 - ya) * dxdy : xa
        while y < yEnd {
            let yNext = min(Double(row + 1), yEnd)
            // Positions come from the start point every time, so errors never accumulate.
            let xNext = yNext == yb ? xb : min(max(xa + (yNext - ya) * dxdy, 0), w)
            addRowPiece(row, x, xNext, (yNext - y) * dir)
            x = xNext; y = yNext; row += 1
        }
    }

    /// One row's piece of a line, from x `xs` to `xe`, with signed height `dy`.
    @inline(__always)
    private mutating func addRowPiece(_ row: Int, _ xs: Double, _ xe: Double, _ dy: Double) {
        let lo = min(xs, xe), hi = max(xs, xe)
        var c = Int(lo)               // x ≥ 0, so truncation is floor
        let base = row * stride
        if hi <= Double(c + 1) {
            depositCell(row, base, c, dy, (lo + hi) * 0.5 - Double(c))
            return
        }
        // Spread `dy` across the cells the piece crosses, in proportion to its x extent there.
        let perX = dy / (hi - lo)
        var x = lo
        while x < hi {
            let nx = min(Double(c + 1), hi)
            depositCell(row, base, c, perX * (nx - x), (x + nx) * 0.5 - Double(c))
            x = nx; c += 1
        }
    }

    /// Adds `dy` of winding to cell `c` split by `f`, the piece's mean x within the cell.
    @inline(__always)
    private mutating func depositCell(_ row: Int, _ base: Int, _ c: Int, _ dy: Double, _ f: Double) {
        let i = base + c
        cells[i] += Float(dy * (1 - f))
        cells[i + 1] += Float(dy * f)
        let rowBits = row * wordsPerRow
        bits[rowBits + (c >> 6)] |= 1 &<< UInt64(c & 63)
        bits[rowBits + ((c + 1) >> 6)] |= 1 &<< UInt64((c + 1) & 63)
    }

    /// Integrates every row into `out` (width × height bytes, zeroed) and clears the cells and
    /// bits it read. Between touched cells the coverage is constant: runs of 0 are skipped,
    /// other runs are filled with one memset. Returns whether any pixel is non-zero.
    func sweep(into out: UnsafeMutablePointer<UInt8>, evenOdd: Bool) -> Bool {
        var any = false
        for row in 0..<height {
            let cellRow = cells + row * stride
            let bitRow = bits + row * wordsPerRow
            let outRow = out + row * width
            var sum: Float = 0
            var value: UInt8 = 0
            var pos = 0
            for wi in 0..<wordsPerRow {
                var word = bitRow[wi]
                if word == 0 { continue }
                bitRow[wi] = 0
                while word != 0 {
                    let c = wi << 6 | word.trailingZeroBitCount
                    word &= word &- 1
                    let end = min(c, width)
                    if value != 0 && end > pos {
                        (outRow + pos).update(repeating: value, count: end - pos)
                    }
                    sum += cellRow[c]
                    cellRow[c] = 0
                    if c < width {
                        value = Self.byte(sum, evenOdd)
                        outRow[c] = value
                        if value != 0 { any = true }
                        pos = c + 1
                    } else {
                        pos = width
                    }
                }
            }
            if value != 0 && pos < width {
                (outRow + pos).update(repeating: value, count: width - pos)
            }
        }
        return any
    }

    @inline(__always)
    static func byte(_ s: Float, _ evenOdd: Bool) -> UInt8 {
        var a = abs(s)
        if evenOdd {
            a -= 2 * (a * 0.5).rounded(.down)
            if a > 1 { a = 2 - a }
        } else if a > 1 {
            a = 1
        }
        return UInt8(a * 255 + 0.5)
    }
}
