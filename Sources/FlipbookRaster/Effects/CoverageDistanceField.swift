/// The signed distance to a shape's edge at every device pixel of an area, derived from the
/// shape's anti-aliased coverage mask — for shapes with no closed-form distance (ellipses,
/// custom paths), so Liquid Glass can lens and melt them like rounded rectangles.
///
/// Seeds are the edge pixels: those with fractional coverage, and fully covered (or empty)
/// pixels next to an empty (or fully covered) 4-neighbour (a pixel-aligned edge). A seed's own
/// signed distance is `½ − coverage` pixels (exact for an edge along a pixel axis). Every
/// other pixel takes its nearest seed `s` — found by the two-pass exact Euclidean distance
/// transform of Felzenszwalb and Huttenlocher (a nearest-seed scan down each column, then the
/// lower envelope of parabolas along each row), tracking which seed wins — and its distance is
/// `d(s) ± |p − s|` (+ outside, − inside), the smallest in magnitude over its own nearest seed
/// and its eight neighbours' (each bounds the distance; on a staircase of edge pixels the
/// nearest centre is not always the best). Work and memory are linear in the area.
///
/// Accuracy (a rounded rectangle's field against its closed form, within 20 px of the edge, at
/// 1× and 3×): under 0.6 px everywhere, about 0.02 px on average.
public struct CoverageDistanceField: Sendable {
    /// The pixels covered, device coordinates.
    public let bounds: PixelRect
    /// Signed distance in device pixels at each pixel centre, row-major; negative inside.
    public private(set) var values: [Double]

    /// The field of `path` mapped to device pixels by `transform`, over `area`.
    public init(path: BezierPath, transform: Transform2D, over area: PixelRect, fillRule: FillRule = .nonZero) {
        self.init(mask: Rasterizer.coverage(of: path, transform: transform, fillRule: fillRule, clip: area), over: area)
    }

    /// The field of the shape whose coverage is `mask`, over `area` (pixels outside the mask
    /// are empty). With no edge in the area every value is ±(width + height), by the pixel's side.
    public init(mask: CoverageMask, over area: PixelRect) {
        bounds = area.isEmpty ? PixelRect(x: area.x, y: area.y, width: 0, height: 0) : area
        let w = bounds.width, h = bounds.height, n = w * h
        values = [Double](repeating: Double(w + h), count: n)
        guard n > 0 else { return }
        // Coverage over the area (0 … 1).
        var cov = [Double](repeating: 0, count: n)
        let mb = mask.bounds.intersection(bounds)
        if !mb.isEmpty {
            mask.coverage.withUnsafeBufferPointer { m in
                cov.withUnsafeMutableBufferPointer { c in
                    for y in mb.y..<mb.maxY {
                        let mo = (y - mask.bounds.y) * mask.bounds.width - mask.bounds.x
                        let co = (y - bounds.y) * w - bounds.x
                        for x in mb.x..<mb.maxX { c[co + x] = Double(m[mo + x]) / 255 }
                    }
                }
            }
        }
        var seedRow = [Int32](repeating: -1, count: n)   // nearest seed in the column: its row
        var seedColumn = [Int32](repeating: -1, count: n) // nearest seed: its column (row: seedRow there)
        var column = [Double](repeating: 0, count: max(w, h))
        var envelope = [Int](repeating: 0, count: max(w, h))
        var breaks = [Double](repeating: 0, count: max(w, h) + 1)
        cov.withUnsafeBufferPointer { c in
            seedRow.withUnsafeMutableBufferPointer { row in
              seedColumn.withUnsafeMutableBufferPointer { col in
                values.withUnsafeMutableBufferPointer { out in
                    column.withUnsafeMutableBufferPointer { f in
                        envelope.withUnsafeMutableBufferPointer { v in
                            breaks.withUnsafeMutableBufferPointer { z in
                                func isSeed(_ x: Int, _ y: Int) -> Bool {
                                    let a = c[y * w + x]
                                    if a > 0 && a < 1 { return true }
                                    // A pixel-aligned edge: full next to empty (a full pixel next to a
                                    // partial one is not on the edge — the partial one is).
                                    let inside = a >= 1
                                    func opposite(_ b: Double) -> Bool { inside ? b <= 0 : b >= 1 }
                                    if x > 0, opposite(c[y * w + x - 1]) { return true }
                                    if x + 1 < w, opposite(c[y * w + x + 1]) { return true }
                                    if y > 0, opposite(c[(y - 1) * w + x]) { return true }
                                    if y + 1 < h, opposite(c[(y + 1) * w + x]) { return true }
                                    return false
                                }
                                // 1. Down each column: the nearest seed's row (two scans).
                                for x in 0..<w {
                                    var last = -1
                                    for y in 0..<h {
                                        if isSeed(x, y) { last = y }
                                        row[y * w + x] = Int32(last)
                                    }
                                    last = -1
                                    for y in stride(from: h - 1, through: 0, by: -1) {
                                        if row[y * w + x] == Int32(y) { last = y }
                                        let up = Int(row[y * w + x])
                                        if last >= 0, up < 0 || last - y < y - up { row[y * w + x] = Int32(last) }
                                    }
                                }
                                // 2. Along each row: the lower envelope of the parabolas (x − q)² + g(q).
                                for y in 0..<h {
                                    var k = -1
                                    for q in 0..<w {
                                        let r = Int(row[y * w + q])
                                        guard r >= 0 else { continue }
                                        let dy = Double(r - y)
                                        f[q] = dy * dy
                                        let fq = f[q] + Double(q * q)
                                        var s = -Double.infinity
                                        while k >= 0 {
                                            let p = v[k]
                                            s = (fq - (f[p] + Double(p * p))) / Double(2 * (q - p))
                                            if s <= z[k] { k -= 1 } else { break }
                                        }
                                        k += 1
                                        v[k] = q
                                        z[k] = k == 0 ? -Double.infinity : s
                                    }
                                    guard k >= 0 else { continue }
                                    z[k + 1] = .infinity
                                    var j = 0
                                    for x in 0..<w {
                                        while z[j + 1] < Double(x) { j += 1 }
                                        col[y * w + x] = Int32(v[j])
                                    }
                                }
                                // 3. Each pixel's distance through its own nearest seed and its eight
                                // neighbours': every one bounds it (the triangle inequality), the
                                // nearest-centre seed is not always the best (ties along a staircase).
                                for y in 0..<h {
                                    for x in 0..<w {
                                        let inside = c[y * w + x] >= 0.5
                                        // No edge in the area: far inside or far outside.
                                        var best = Double.infinity, value = inside ? -Double(w + h) : Double(w + h)
                                        for ny in max(0, y - 1)...min(h - 1, y + 1) {
                                            for nx in max(0, x - 1)...min(w - 1, x + 1) {
                                                let sx = Int(col[ny * w + nx])
                                                guard sx >= 0 else { continue }
                                                let sy = Int(row[ny * w + sx])
                                                let ex = Double(x - sx), ey = Double(y - sy)
                                                let l = (ex * ex + ey * ey).squareRoot()
                                                let own = 0.5 - c[sy * w + sx]
                                                let d = inside ? own - l : own + l
                                                if abs(d) < best { best = abs(d); value = d }
                                            }
                                        }
                                        out[y * w + x] = value
                                    }
                                }
                            }
                        }
                    }
                }
              }
            }
        }
    }

    /// The distance (device pixels) at device point (x, y) — pixel centres at +½ — bilinear,
    /// clamped to the area's edge.
    @inlinable public func sample(_ x: Double, _ y: Double) -> Double {
        let w = bounds.width, h = bounds.height
        guard w > 0, h > 0 else { return .infinity }
        let u = min(max(x - 0.5 - Double(bounds.x), 0), Double(w - 1))
        let v = min(max(y - 0.5 - Double(bounds.y), 0), Double(h - 1))
        let x0 = Int(u), y0 = Int(v)
        let x1 = min(x0 + 1, w - 1), y1 = min(y0 + 1, h - 1)
        let fx = u - Double(x0), fy = v - Double(y0)
        return values.withUnsafeBufferPointer { d in
            let top = d[y0 * w + x0] * (1 - fx) + d[y0 * w + x1] * fx
            let bottom = d[y1 * w + x0] * (1 - fx) + d[y1 * w + x1] * fx
            return top * (1 - fy) + bottom * fy
        }
    }
}
