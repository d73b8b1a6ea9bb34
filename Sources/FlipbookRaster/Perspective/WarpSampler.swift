#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a premultiplied image at real-valued positions for the perspective warp: nearest,
/// bilinear (clamped to the edge pixels: the warped quad's own anti-aliased edge is what fades
/// the border, as in Skia's clamp-tiled image draws), and minified through a box-filtered mip
/// pyramid built on first use.
///
/// Positions are in image space: pixel (i, j) covers [i, i+1) × [j, j+1), its centre is
/// (i + 0.5, j + 0.5). Samples are premultiplied channels in 0…255 as Float.
struct WarpSampler {
    let width: Int
    let height: Int
    private let pixels: [UInt8]
    /// Levels 1… of the pyramid, each half the previous (rounded up), concatenated.
    private var levels: [SIMD4<Float>] = []
    private var levelInfo: [(offset: Int, width: Int, height: Int)] = []

    init(_ image: PixelBuffer) {
        width = image.width; height = image.height; pixels = image.bytes
    }

    /// Levels 1…n exist after this, down to 1×1.
    var hasPyramid: Bool { !levelInfo.isEmpty || max(width, height) <= 1 }
    var maxLevel: Int { levelInfo.count }

    /// Builds the mip pyramid: each texel the mean of the 2×2 texels above it (edge texels
    /// repeat for odd sizes).
    mutating func buildPyramid() {
        guard levelInfo.isEmpty, max(width, height) > 1 else { return }
        var w = width, h = height
        var prev: [SIMD4<Float>] = []
        prev.reserveCapacity(w * h)
        for i in 0..<(w * h) {
            prev.append(SIMD4(Float(pixels[4 * i]), Float(pixels[4 * i + 1]), Float(pixels[4 * i + 2]), Float(pixels[4 * i + 3])))
        }
        while w > 1 || h > 1 {
            let nw = (w + 1) / 2, nh = (h + 1) / 2
            var next = [SIMD4<Float>](repeating: .zero, count: nw * nh)
            for y in 0..<nh {
                let y0 = 2 * y, y1 = min(2 * y + 1, h - 1)
                for x in 0..<nw {
                    let x0 = 2 * x, x1 = min(2 * x + 1, w - 1)
                    next[y * nw + x] = (prev[y0 * w + x0] + prev[y0 * w + x1] + prev[y1 * w + x0] + prev[y1 * w + x1]) * 0.25
                }
            }
            levelInfo.append((levels.count, nw, nh))
            levels.append(contentsOf: next)
            prev = next; w = nw; h = nh
        }
    }

    /// Runs `body` with raw access for the pixel loop (one closure call per warp, not per pixel).
    func withAccess<R>(_ body: (Access) -> R) -> R {
        pixels.withUnsafeBufferPointer { px in
            levels.withUnsafeBufferPointer { lv in
                body(Access(pixels: px.baseAddress, width: width, height: height,
                            levels: lv.baseAddress, levelInfo: levelInfo))
            }
        }
    }

    struct Access {
        let pixels: UnsafePointer<UInt8>?
        let width: Int
        let height: Int
        let levels: UnsafePointer<SIMD4<Float>>?
        let levelInfo: [(offset: Int, width: Int, height: Int)]

        @inline(__always)
        func texel(_ x: Int, _ y: Int) -> SIMD4<Float> {
            SIMDConversions.floats(UnsafeRawPointer(pixels!).loadUnaligned(fromByteOffset: 4 * (y * width + x), as: SIMD4<UInt8>.self))
        }

        /// ⌊x⌋ and x − ⌊x⌋ for x ≥ −1 (callers clamp first), without a libm call.
        @inline(__always)
        static func split(_ x: Double) -> (Int, Float) {
            let i = Int(x + 1) - 1
            return (i, Float(x - Double(i)))
        }

        @inline(__always)
        func nearest(_ u: Double, _ v: Double) -> SIMD4<Float> {
            let x = Int(min(max(u, 0), Double(width - 1)))
            let y = Int(min(max(v, 0), Double(height - 1)))
            return texel(x, y)
        }

        /// Bilinear at (u, v) on level 0, clamped to the edge. Exact (weights 1 and 0) at
        /// pixel centres.
        @inline(__always)
        func bilinear(_ u: Double, _ v: Double) -> SIMD4<Float> {
            // Clamp first: positions near the eye plane can be enormous.
            let (xi, tx) = Self.split(min(max(u - 0.5, -1), Double(width)))
            let (yi, ty) = Self.split(min(max(v - 0.5, -1), Double(height)))
            let p00: SIMD4<Float>, p10: SIMD4<Float>, p01: SIMD4<Float>, p11: SIMD4<Float>
            if xi >= 0 && yi >= 0 && xi + 1 < width && yi + 1 < height {
                // All four texels inside: no clamping (the common case away from the border).
                let raw = UnsafeRawPointer(pixels!) + 4 * (yi * width + xi)
                p00 = SIMDConversions.floats(raw.loadUnaligned(as: SIMD4<UInt8>.self))
                p10 = SIMDConversions.floats(raw.loadUnaligned(fromByteOffset: 4, as: SIMD4<UInt8>.self))
                p01 = SIMDConversions.floats(raw.loadUnaligned(fromByteOffset: 4 * width, as: SIMD4<UInt8>.self))
                p11 = SIMDConversions.floats(raw.loadUnaligned(fromByteOffset: 4 * width + 4, as: SIMD4<UInt8>.self))
            } else {
                let x0 = min(max(xi, 0), width - 1), x1 = min(max(xi + 1, 0), width - 1)
                let y0 = min(max(yi, 0), height - 1), y1 = min(max(yi + 1, 0), height - 1)
                p00 = texel(x0, y0); p10 = texel(x1, y0); p01 = texel(x0, y1); p11 = texel(x1, y1)
            }
            // a + (b − a)·t: exact (= a) at t = 0, so pixel centres reproduce the image.
            let top = p00 + (p10 - p00) * tx
            let bottom = p01 + (p11 - p01) * tx
            return top + (bottom - top) * ty
        }

        /// Bilinear on pyramid level `k` ≥ 1, at level-0 coordinates (u, v).
        @inline(__always)
        func bilinear(level k: Int, _ u: Double, _ v: Double) -> SIMD4<Float> {
            if k == 0 { return bilinear(u, v) }
            let info = levelInfo[k - 1]
            let s = 1 / Double(1 << k)
            let (xi, tx) = Self.split(min(max(u * s - 0.5, -1), Double(info.width)))
            let (yi, ty) = Self.split(min(max(v * s - 0.5, -1), Double(info.height)))
            let x0 = min(max(xi, 0), info.width - 1), x1 = min(max(xi + 1, 0), info.width - 1)
            let y0 = min(max(yi, 0), info.height - 1), y1 = min(max(yi + 1, 0), info.height - 1)
            let l = levels! + info.offset
            let top = l[y0 * info.width + x0] * (1 - tx) + l[y0 * info.width + x1] * tx
            let bottom = l[y1 * info.width + x0] * (1 - tx) + l[y1 * info.width + x1] * tx
            return top * (1 - ty) + bottom * ty
        }

        /// The mean of the image over the footprint of a device pixel, whose inverse-map
        /// Jacobian has columns `ju` = ∂(u,v)/∂x and `jv` = ∂(u,v)/∂y and singular values
        /// `major` ≥ `minor`: the ellipse those span in image space.
        ///
        /// Anisotropic filtering as GPUs do it: the mip level comes from the *minor* axis (so the
        /// thin direction is not over-blurred), and N = ⌈major / minor⌉ bilinear taps (at most 16,
        /// else the level rises) one texel of that level apart run along the major axis. Levels
        /// are blended linearly (trilinear), so nothing jumps where the level changes.
        @inline(__always)
        func footprint(_ u: Double, _ v: Double, ju: (Double, Double), jv: (Double, Double),
                       major: Double, minor: Double) -> SIMD4<Float> {
            let m = max(minor, 1)
            var taps = max(1, Int((major / m).rounded(.up)))
            var lod = log2(m)
            if taps > 16 { lod = log2(major / 16); taps = 16 }
            lod = min(max(lod, 0), Double(levelInfo.count))
            let k0 = Int(lod), k1 = min(k0 + 1, levelInfo.count)
            let t = Float(lod - Double(k0))
            // The major axis: eigenvector of J·Jᵀ = [[a, b], [b, c]] for the eigenvalue major².
            var du = 0.0, dv = 0.0
            if taps > 1 {
                let a = ju.0 * ju.0 + jv.0 * jv.0, b = ju.0 * ju.1 + jv.0 * jv.1, c = ju.1 * ju.1 + jv.1 * jv.1
                let l = major * major
                var e = (b, l - a)
                let e2 = (l - c, b)
                if e2.0 * e2.0 + e2.1 * e2.1 > e.0 * e.0 + e.1 * e.1 { e = e2 }
                let len = (e.0 * e.0 + e.1 * e.1).squareRoot()
                if len > 0 { du = e.0 / len * major; dv = e.1 / len * major }
            }
            var acc = SIMD4<Float>.zero
            for i in 0..<taps {
                let f = (Double(i) + 0.5) / Double(taps) - 0.5
                let su = u + f * du, sv = v + f * dv
                var s = bilinear(level: k0, su, sv)
                if t > 0 && k1 > k0 { s = s * (1 - t) + bilinear(level: k1, su, sv) * t }
                acc += s
            }
            return acc * (1 / Float(taps))
        }
    }
}
