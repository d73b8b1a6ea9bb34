import CFlipbookKernels

/// Draws an image through a 3×3 homography (SwiftUI's `ProjectionTransform`,
/// `rotation3DEffect`, or any affine transform as a special case).
public enum PerspectiveWarp {
    /// The near plane, relative to the largest |W| of the image's corners: the part of the
    /// quad with W below it is behind (or at) the eye and is dropped.
    static let nearPlane = 1e-6

    /// Draws `image` (whose pixel (0,0)'s top-left corner is at image-space (0,0)) through
    /// `transform` (image space → device space, a true homography) into a new device-aligned
    /// image covering the warped quad's bounds ∩ `clip`. Returns nil when nothing is visible
    /// (empty image, singular transform, quad behind the eye or outside the clip).
    ///
    /// - Sampling is perspective-correct: every device pixel centre goes through the inverse
    ///   homography. With `.bilinear`, magnified and 1:1 areas are sampled bilinearly (clamped
    ///   to the edge pixels); where the inverse map's Jacobian says a device pixel covers more
    ///   than one image pixel, its footprint is averaged instead: N = ⌈major/minor⌉ (≤ 16) taps
    ///   along its major axis on the trilinear mip level log2(major/N) (anisotropic filtering
    ///   as GPUs do it, see `WarpSampler.Access.footprint`).
    /// - Edges are anti-aliased with exact coverage: the area of each pixel square inside the
    ///   warped quad (convex polygon clipping), multiplied into the sample.
    /// - The quad is clipped against the plane W = ε in homogeneous coordinates before the
    ///   perspective division (Sutherland–Hodgman), like Core Animation's near-plane clipping,
    ///   so parts behind the eye vanish without wrapping around.
    ///
    /// An integer translation reproduces the image exactly.
    public static func warp(_ image: PixelBuffer, transform: Homography, clip: PixelRect,
                            filter: SamplingFilter = .bilinear) -> PlacedImage? {
        var none = WarpPyramidCache(budget: 0)
        return warp(image, transform: transform, clip: clip, filter: filter, pyramids: &none)
    }

    /// ``warp(_:transform:clip:filter:)`` taking a built mip pyramid from `pyramids` and
    /// leaving one it builds there, so an image drawn small many times in one render is
    /// reduced once.
    static func warp(_ image: PixelBuffer, transform: Homography, clip: PixelRect,
                     filter: SamplingFilter, pyramids: inout WarpPyramidCache) -> PlacedImage? {
        // WarpSample.c in every build: eight pixels' filter parameters at once, it takes 0.91×
        // the Swift sampler's time at -O2 (warp-512, same run; one pixel at a time it took
        // 1.6×) and a few times its -O2 time at -O0, where the Swift costs ~150×.
        warped(image, transform: transform, clip: clip, filter: filter, reference: false, pyramids: &pyramids)
    }

    /// ``warped(_:transform:clip:filter:reference:pyramids:)`` without a pyramid cache (the
    /// kernel tests compare the two samplers through it).
    static func warped(_ image: PixelBuffer, transform: Homography, clip: PixelRect,
                       filter: SamplingFilter, reference: Bool) -> PlacedImage? {
        var none = WarpPyramidCache(budget: 0)
        return warped(image, transform: transform, clip: clip, filter: filter, reference: reference, pyramids: &none)
    }

    /// ``warp(_:transform:clip:filter:)``, its pixels sampled by WarpSample.c (every build) or,
    /// with `reference`, by the Swift
    /// ``referenceRender(_:mode:inverse:polygon:count:bounds:into:)`` the C follows (the tests
    /// compare the bytes).
    static func warped(_ image: PixelBuffer, transform: Homography, clip: PixelRect,
                       filter: SamplingFilter, reference: Bool,
                       pyramids: inout WarpPyramidCache) -> PlacedImage? {
        guard image.width > 0, image.height > 0, !clip.isEmpty,
              let inverse = transform.inverted else { return nil }
        let w = Double(image.width), h = Double(image.height)
        let corners = [Point(0, 0), Point(w, 0), Point(w, h), Point(0, h)].map { transform.applyHomogeneous($0) }
        let maxW = corners.map { abs($0.w) }.max()!
        guard maxW.isFinite, maxW > 0 else { return nil }
        var polygon = PolygonClipping.projectInFront(corners, epsilon: maxW * nearPlane)
        guard polygon.count >= 3 else { return nil }

        // Clip to the clip rectangle so every coordinate below is bounded.
        let c = clip.rect
        let capacity = polygon.count + 8
        var scratch = [Point](repeating: .zero, count: capacity)
        polygon.append(contentsOf: [Point](repeating: .zero, count: 8))
        var n = polygon.count - 8
        polygon.withUnsafeMutableBufferPointer { poly in
            scratch.withUnsafeMutableBufferPointer { tmp in
                let p = poly.baseAddress!, t = tmp.baseAddress!
                n = PolygonClipping.clip(p, n, into: t, a: 1, b: 0, c: -c.minX)
                n = PolygonClipping.clip(t, n, into: p, a: -1, b: 0, c: c.maxX)
                n = PolygonClipping.clip(p, n, into: t, a: 0, b: 1, c: -c.minY)
                n = PolygonClipping.clip(t, n, into: p, a: 0, b: -1, c: c.maxY)
            }
        }
        polygon.removeLast(polygon.count - n)
        guard n >= 3, polygon.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return nil }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for p in polygon { minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y) }
        let bounds = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY).roundedOut.intersection(clip)
        guard !bounds.isEmpty else { return nil }

        var sampler = WarpSampler(image)
        if let built = pyramids.pyramid(of: image) { sampler.pyramid = built }
        let minifies = filter == .bilinear && max(image.width, image.height) > 1 && needsMinification(inverse, polygon)
        let mode: SampleMode = filter == .nearest ? .nearest : (minifies ? .filtered : .bilinear)
        // The mip pyramid is built on demand: the first render stops at the first pixel that
        // needs it, and the second, with it, repeats the first's work exactly.
        while true {
            var out = PixelBuffer(width: bounds.width, height: bounds.height)
            let complete = sampler.withAccess { access in
                polygon.withUnsafeBufferPointer { poly in
                    out.withUnsafeMutableBytes { dst in
                        reference
                            ? referenceRender(access, mode: mode, inverse: inverse, polygon: poly.baseAddress!, count: n,
                                              bounds: bounds, into: dst.baseAddress!)
                            : render(access, mode: mode, inverse: inverse, polygon: poly.baseAddress!, count: n,
                                     bounds: bounds, into: dst.baseAddress!)
                    }
                }
            }
            if complete || sampler.maxLevel > 0 { return PlacedImage(image: out, x: bounds.x, y: bounds.y) }
            sampler.buildPyramid()
            pyramids.keep(sampler.pyramid, of: image)
        }
    }

    enum SampleMode { case nearest, bilinear, filtered }

    /// True when some part of the quad shrinks the image (largest singular value of the
    /// inverse map's Jacobian above 1). Checked at the visible polygon's vertices and centre:
    /// the scale of a homography varies monotonically along lines, so the extremes over a
    /// convex region sit at its corners.
    static func needsMinification(_ inv: Homography, _ polygon: [Point]) -> Bool {
        var probe = polygon
        let centre = polygon.reduce(Point.zero, +) / Double(polygon.count)
        probe.append(centre)
        for p in probe {
            let j = jacobian(inv, p.x, p.y)
            if j.major > 1.001 { return true }
        }
        return false
    }

    /// (u, v) and the Jacobian ∂(u, v)/∂(x, y) of the inverse map at device point (x, y),
    /// with its singular values.
    @inline(__always)
    static func jacobian(_ i: Homography, _ x: Double, _ y: Double)
        -> (u: Double, v: Double, ju: (Double, Double), jv: (Double, Double), major: Double, minor: Double) {
        let U = x * i.m11 + y * i.m21 + i.m31, V = x * i.m12 + y * i.m22 + i.m32, W = x * i.m13 + y * i.m23 + i.m33
        let r = 1 / W
        let u = U * r, v = V * r
        return withJacobian(i, u, v, r)
    }

    @inline(__always)
    static func withJacobian(_ i: Homography, _ u: Double, _ v: Double, _ r: Double)
        -> (u: Double, v: Double, ju: (Double, Double), jv: (Double, Double), major: Double, minor: Double) {
        let ju = ((i.m11 - u * i.m13) * r, (i.m12 - v * i.m13) * r)
        let jv = ((i.m21 - u * i.m23) * r, (i.m22 - v * i.m23) * r)
        // Singular values of [ju jv] from the sum of squares and the determinant.
        let e = ju.0 * ju.0 + ju.1 * ju.1 + jv.0 * jv.0 + jv.1 * jv.1
        let d = abs(ju.0 * jv.1 - ju.1 * jv.0)
        let root = max(e * e - 4 * d * d, 0).squareRoot()
        let major = ((e + root) * 0.5).squareRoot()
        let minor = major > 0 ? d / major : 0
        return (u, v, ju, jv, major, minor)
    }

    /// The pixel loop: per row, the polygon's slab gives full-coverage columns (where both
    /// horizontal chords span the pixel) and partial columns, whose exact area comes from the
    /// running area of the slab left of each column boundary. The samples come from
    /// WarpSample.c: a run of full-coverage pixels in one call, a partial pixel in one call.
    private static func render(_ s: WarpSampler.Access, mode: SampleMode, inverse inv: Homography,
                               polygon: UnsafePointer<Point>, count n: Int,
                               bounds: PixelRect, into dst: UnsafeMutablePointer<UInt8>) -> Bool {
        let cap = n + 8
        let buf = UnsafeMutablePointer<Point>.allocate(capacity: 3 * cap)
        defer { buf.deallocate() }
        let t1 = buf, slab = buf + cap, left = buf + 2 * cap
        let ow = bounds.width
        // An affine map (no perspective) has one Jacobian everywhere: its filter parameters
        // are computed once.
        let affine = inv.m13 == 0 && inv.m23 == 0 && inv.m33 != 0
        var warp = FlipbookWarp(
            pixels: s.pixels, width: s.width, height: s.height,
            levels: UnsafeRawPointer(s.levels)?.assumingMemoryBound(to: Float.self),
            levelInfo: UnsafeRawPointer(s.levelInfo)?.assumingMemoryBound(to: Int.self), levelCount: s.levelCount,
            m11: inv.m11, m12: inv.m12, m13: inv.m13, m21: inv.m21, m22: inv.m22, m23: inv.m23,
            m31: inv.m31, m32: inv.m32, m33: inv.m33,
            mode: mode == .nearest ? 0 : mode == .bilinear ? 1 : 2, affine: affine ? 1 : 0,
            affineMajor: 0, affineTaps: 0, affineDu: 0, affineDv: 0, affineMinor: 0)
        if affine { flipbook_warp_affine_batch(&warp) }

        for row in 0..<bounds.height {
            let y = Double(bounds.y + row)
            var k = PolygonClipping.clip(polygon, n, into: t1, a: 0, b: 1, c: -y)
            k = PolygonClipping.clip(t1, k, into: slab, a: 0, b: -1, c: y + 1)
            guard k >= 3 else { continue }
            var lo = Double.infinity, hi = -Double.infinity
            for i in 0..<k { lo = min(lo, slab[i].x); hi = max(hi, slab[i].x) }
            // Columns fully inside: both chords (top and bottom line of the row) span them.
            var fullStart = Int.max, fullEnd = Int.min
            if let top = PolygonClipping.chord(polygon, n, y: y), let bottom = PolygonClipping.chord(polygon, n, y: y + 1) {
                fullStart = Int(max(top.lo, bottom.lo).rounded(.up))
                fullEnd = Int(min(top.hi, bottom.hi).rounded(.down))  // exclusive
            }
            let x0 = max(Int(lo.rounded(.down)), bounds.x), x1 = min(Int(hi.rounded(.up)), bounds.maxX)
            guard x0 < x1 else { continue }
            // Area of the slab left of x = t.
            @inline(__always) func areaLeft(_ t: Double) -> Double {
                if t <= lo { return 0 }
                let m = PolygonClipping.clip(UnsafePointer(slab), k, into: left, a: -1, b: 0, c: t)
                return PolygonClipping.area(left, m)
            }
            var prevArea = areaLeft(Double(x0))
            let rowOut = dst + row * ow * 4
            // The inverse map of pixel centres: the y terms are constant along the row.
            let cy = y + 0.5
            let rowU = cy * inv.m21 + inv.m31, rowV = cy * inv.m22 + inv.m32, rowW = cy * inv.m23 + inv.m33
            var x = x0
            while x < x1 {
                if x >= fullStart && x + 1 <= fullEnd {
                    let end = min(fullEnd, x1)
                    guard flipbook_warp_span(&warp, rowU, rowV, rowW, x, end - x, 1, rowOut + 4 * (x - bounds.x)) < 0 else { return false }
                    if end == fullEnd { prevArea = areaLeft(Double(end)) }
                    x = end
                    continue
                }
                let a = areaLeft(Double(x + 1))
                let coverage = min(max(a - prevArea, 0), 1)
                prevArea = a
                if coverage > 0 {
                    // A tap wider than √2 texels needs the mip pyramid, built only
                    // when some pixel gets here (the caller then renders again).
                    guard flipbook_warp_span(&warp, rowU, rowV, rowW, x, 1, Float(coverage), rowOut + 4 * (x - bounds.x)) < 0 else {
                        return false
                    }
                }
                x += 1
            }
        }
        return true
    }

    /// The Swift pixel loop ``render(_:mode:inverse:polygon:count:bounds:into:)`` follows (kept
    /// as the tests' reference).
    static func referenceRender(_ s: WarpSampler.Access, mode: SampleMode, inverse inv: Homography,
                               polygon: UnsafePointer<Point>, count n: Int,
                               bounds: PixelRect, into dst: UnsafeMutablePointer<UInt8>) -> Bool {
        let cap = n + 8
        let buf = UnsafeMutablePointer<Point>.allocate(capacity: 3 * cap)
        defer { buf.deallocate() }
        let t1 = buf, slab = buf + cap, left = buf + 2 * cap
        let ow = bounds.width
        // An affine map (no perspective) has one Jacobian everywhere: its filter parameters
        // are computed once instead of per four pixels.
        var affineBatch: FootprintBatch?
        if inv.m13 == 0 && inv.m23 == 0 && inv.m33 != 0 {
            let r = SIMD4<Float>(repeating: Float(1 / inv.m33))
            affineBatch = FootprintBatch(inv, u: .zero, v: .zero, r: r)
        }

        for row in 0..<bounds.height {
            let y = Double(bounds.y + row)
            var k = PolygonClipping.clip(polygon, n, into: t1, a: 0, b: 1, c: -y)
            k = PolygonClipping.clip(t1, k, into: slab, a: 0, b: -1, c: y + 1)
            guard k >= 3 else { continue }
            var lo = Double.infinity, hi = -Double.infinity
            for i in 0..<k { lo = min(lo, slab[i].x); hi = max(hi, slab[i].x) }
            // Columns fully inside: both chords (top and bottom line of the row) span them.
            var fullStart = Int.max, fullEnd = Int.min
            if let top = PolygonClipping.chord(polygon, n, y: y), let bottom = PolygonClipping.chord(polygon, n, y: y + 1) {
                fullStart = Int(max(top.lo, bottom.lo).rounded(.up))
                fullEnd = Int(min(top.hi, bottom.hi).rounded(.down))  // exclusive
            }
            let x0 = max(Int(lo.rounded(.down)), bounds.x), x1 = min(Int(hi.rounded(.up)), bounds.maxX)
            guard x0 < x1 else { continue }
            // Area of the slab left of x = t.
            @inline(__always) func areaLeft(_ t: Double) -> Double {
                if t <= lo { return 0 }
                let m = PolygonClipping.clip(UnsafePointer(slab), k, into: left, a: -1, b: 0, c: t)
                return PolygonClipping.area(left, m)
            }
            var prevArea = areaLeft(Double(x0))
            let rowOut = dst + row * ow * 4
            // The inverse map of pixel centres: the y terms are constant along the row.
            let cy = y + 0.5
            let rowU = cy * inv.m21 + inv.m31, rowV = cy * inv.m22 + inv.m32, rowW = cy * inv.m23 + inv.m33
            var x = x0
            var batchStart = Int.min / 2
            // Eight pixels' parameters: two independent batches of four, so their long
            // square-root and division chains overlap.
            var batches = (affineBatch ?? FootprintBatch(inv, u: .zero, v: .zero, r: .zero),
                           affineBatch ?? FootprintBatch(inv, u: .zero, v: .zero, r: .zero))
            var positions = (SIMD4<Double>(), SIMD4<Double>(), SIMD4<Double>(), SIMD4<Double>())
            while x < x1 {
                let coverage: Double
                if x >= fullStart && x + 1 <= fullEnd {
                    coverage = 1
                    if x + 1 == fullEnd { prevArea = areaLeft(Double(x + 1)) }
                } else {
                    let a = areaLeft(Double(x + 1))
                    coverage = min(max(a - prevArea, 0), 1)
                    prevArea = a
                }
                if coverage > 0 {
                    let cx = Double(x) + 0.5
                    let sample: SIMD4<Float>
                    switch mode {
                    case .nearest, .bilinear:
                        let U = cx * inv.m11 + rowU, V = cx * inv.m12 + rowV, W = cx * inv.m13 + rowW
                        let r = 1 / W
                        sample = mode == .nearest ? s.nearest(U * r, V * r) : s.bilinear(U * r, V * r)
                    case .filtered:
                        if x - batchStart >= 8 {
                            // Positions of pixels x … x+7 (vector divisions), and unless the
                            // map is affine (constant Jacobian), their filter parameters.
                            batchStart = x
                            let k0 = SIMD4<Double>(cx, cx + 1, cx + 2, cx + 3), k1 = k0 + 4
                            let r0 = 1 / (k0 * inv.m13 + rowW), r1 = 1 / (k1 * inv.m13 + rowW)
                            positions = ((k0 * inv.m11 + rowU) * r0, (k0 * inv.m12 + rowV) * r0,
                                         (k1 * inv.m11 + rowU) * r1, (k1 * inv.m12 + rowV) * r1)
                            if affineBatch == nil {
                                batches = (FootprintBatch(inv, u: SIMD4<Float>(positions.0), v: SIMD4<Float>(positions.1), r: SIMD4<Float>(r0)),
                                           FootprintBatch(inv, u: SIMD4<Float>(positions.2), v: SIMD4<Float>(positions.3), r: SIMD4<Float>(r1)))
                            }
                        }
                        let index = x - batchStart
                        let lane = index & 3
                        let batch = index < 4 ? batches.0 : batches.1
                        let u = index < 4 ? positions.0[lane] : positions.2[lane]
                        let v = index < 4 ? positions.1[lane] : positions.3[lane]
                        let major = batch.major[lane], minor = batch.minor[lane], taps = batch.taps[lane]
                        if !(major > 1.001) {
                            sample = s.bilinear(u, v)
                        } else if taps == 2 && major <= 2 && minor <= 1.4 {
                            // The common mildly anisotropic case, inline: two level-0 taps at
                            // ∓1/4 of the major axis (what `footprint` computes for it, exactly).
                            let du = 0.25 * Double(batch.du[lane]), dv = 0.25 * Double(batch.dv[lane])
                            sample = (s.bilinear(u - du, v - dv) + s.bilinear(u + du, v + dv)) * 0.5
                        } else {
                            // A tap wider than √2 texels needs the mip pyramid,
                            // built only when some pixel gets here (the caller then renders
                            // again): mild minification never pays for it.
                            if s.levelCount == 0 && WarpSampler.Access.level(width: max(Double(minor), Double(major) / Double(Int(taps)))) > 0 {
                                return false
                            }
                            sample = s.footprint(u, v, taps: Int(taps), major: Double(major), minor: Double(minor),
                                                 du: Double(batch.du[lane]), dv: Double(batch.dv[lane]))
                        }
                    }
                    UnsafeMutableRawPointer(rowOut).storeBytes(of: premultipliedBytes(sample * Float(coverage)),
                                                               toByteOffset: 4 * (x - bounds.x), as: SIMD4<UInt8>.self)
                }
                x += 1
            }
        }
        return true
    }

    /// A non-negative sample rounded to bytes with colour kept ≤ alpha (premultiplied) against
    /// rounding, and ≤ 255: the same bytes as min-then-round. min(x, m) is x − max(x − m, 0),
    /// with max(·, 0) as integer ops on the bit pattern: that stays in vector registers (mask
    /// selects on Float lanes compile to a branch per lane here) and is exact, since x exceeds
    /// m only by rounding error, where x − m is exact (Sterbenz).
    @inline(__always)
    static func premultipliedBytes(_ v: SIMD4<Float>) -> SIMD4<UInt8> {
        @inline(__always) func relu(_ x: SIMD4<Float>) -> SIMD4<Float> {
            let b = unsafeBitCast(x, to: SIMD4<Int32>.self)
            return unsafeBitCast(b & ~(b &>> 31), to: SIMD4<Float>.self)
        }
        var c = v - relu(v - SIMD4(repeating: v.w))
        c = c - relu(c - 255)
        let r = unsafeBitCast(c + 12_582_912, to: SIMD4<UInt32>.self)
        var out = SIMD4<UInt8>()
        for i in 0..<4 { out[i] = UInt8(truncatingIfNeeded: r[i]) }
        return out
    }
}
