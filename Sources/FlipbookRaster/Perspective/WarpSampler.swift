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
    private var levelInfo: [LevelInfo] = []

    /// Where a pyramid level starts in `levels`, and its size.
    struct LevelInfo: Sendable {
        var offset: Int, width: Int, height: Int
    }

    init(_ image: PixelBuffer) {
        width = image.width; height = image.height; pixels = image.bytes
    }

    /// The built pyramid (levels and their places), to keep for the next draw of the same
    /// image (``WarpPyramidCache``); setting one skips ``buildPyramid()``.
    var pyramid: (levels: [SIMD4<Float>], info: [LevelInfo]) {
        get { (levels, levelInfo) }
        set { levels = newValue.levels; levelInfo = newValue.info }
    }

    /// Levels 1…n exist after this, down to 1×1.
    var hasPyramid: Bool { !levelInfo.isEmpty || max(width, height) <= 1 }
    var maxLevel: Int { levelInfo.count }

    /// Builds the mip pyramid: each texel the mean of the 2×2 texels above it (edge texels
    /// repeat for odd sizes).
    mutating func buildPyramid() {
        guard levelInfo.isEmpty, max(width, height) > 1 else { return }
        // Sizes first, so the whole pyramid is one allocation filled through raw pointers.
        var w = width, h = height, total = 0
        var info: [LevelInfo] = []
        while w > 1 || h > 1 {
            let nw = (w + 1) / 2, nh = (h + 1) / 2
            info.append(LevelInfo(offset: total, width: nw, height: nh))
            total += nw * nh
            w = nw; h = nh
        }
        var out = [SIMD4<Float>](repeating: .zero, count: total)
        let srcW = width, srcH = height
        pixels.withUnsafeBytes { px in
            out.withUnsafeMutableBufferPointer { lv in
                let base = lv.baseAddress!
                var prevW = srcW, prevH = srcH
                for (k, level) in info.enumerated() {
                    let dst = base + level.offset
                    let prev: UnsafePointer<SIMD4<Float>>? = k == 0 ? nil : UnsafePointer(base + info[k - 1].offset)
                    @inline(__always) func texel(_ x: Int, _ y: Int) -> SIMD4<Float> {
                        if let prev { return prev[y * prevW + x] }
                        return SIMDConversions.floats(px.loadUnaligned(fromByteOffset: 4 * (y * prevW + x), as: SIMD4<UInt8>.self))
                    }
                    for y in 0..<level.height {
                        let y0 = 2 * y, y1 = min(2 * y + 1, prevH - 1)
                        for x in 0..<level.width {
                            let x0 = 2 * x, x1 = min(2 * x + 1, prevW - 1)
                            dst[y * level.width + x] = (texel(x0, y0) + texel(x1, y0) + texel(x0, y1) + texel(x1, y1)) * 0.25
                        }
                    }
                    prevW = level.width; prevH = level.height
                }
            }
        }
        levels = out
        levelInfo = info
    }

    /// Runs `body` with raw access for the pixel loop (one closure call per warp, not per pixel).
    func withAccess<R>(_ body: (Access) -> R) -> R {
        pixels.withUnsafeBufferPointer { px in
            levels.withUnsafeBufferPointer { lv in
                levelInfo.withUnsafeBufferPointer { info in
                    body(Access(pixels: px.baseAddress, width: width, height: height,
                                levels: lv.baseAddress, levelInfo: info.baseAddress, levelCount: info.count))
                }
            }
        }
    }

    struct Access {
        let pixels: UnsafePointer<UInt8>?
        let width: Int
        let height: Int
        let levels: UnsafePointer<SIMD4<Float>>?
        let levelInfo: UnsafePointer<LevelInfo>?
        let levelCount: Int

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
                (p00, p10) = SIMDConversions.floatPair(raw)
                (p01, p11) = SIMDConversions.floatPair(raw + 4 * width)
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
            let info = levelInfo![k - 1]
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

        /// The mip level for a tap as wide as `width` texels: log2(width) − ½, ≤ 0 meaning
        /// level 0 alone. The −½ is Skia's (`SkMipmap::ComputeLevel`, "to emulate GPU's sharpen
        /// mipmap option", as Ganesh's `fSharpenMipmappedTextures`): a box-filtered level as
        /// wide as the footprint, read bilinearly, blurs more than the footprint's own average.
        /// WarpSample.c's `WS_LEVEL` is the same expression (both call libm's log2).
        @inline(__always)
        static func level(width: Double) -> Double {
            width > 1 ? log2(width) - 0.5 : 0
        }

        /// The mean of the image over the footprint of a device pixel, whose inverse-map
        /// Jacobian has columns `ju` = ∂(u,v)/∂x and `jv` = ∂(u,v)/∂y and singular values
        /// `major` ≥ `minor`: the ellipse those span in image space.
        ///
        /// N = ⌈major / minor⌉ bilinear taps (at most 16) spaced along the major axis
        /// (EXT_texture_filter_anisotropic), each an isotropic filter as wide as the footprint
        /// is thin: the mip level comes from max(minor, major / N) — the minor axis, as PBRT's
        /// EWA lookup chooses it, or the per-tap length when 16 taps cannot cover the major
        /// axis — less half a level (``level(width:)``). Levels are blended linearly
        /// (trilinear), so nothing jumps where the level changes. A mildly minified pixel
        /// (width ≤ √2) samples level 0 only. `taps`, the axis (`du`, `dv`, of length
        /// `major`), `major` and `minor` come from a ``FootprintBatch``.
        ///
        /// Measured against Skia's 16×16-sample draws of the same images (ProjectedPaintTests):
        /// the GPU rule (level from major / N, no bias) blurred an image drawn at 0.4× and an
        /// emoji at 0.45× well beyond Skia's own one-sample mipmapped draw; the −½ on major / N
        /// alone fixed those but aliased an image squeezed 2.4 × 3.4 (N = 2 taps, each 1.7
        /// texels wide across a footprint 2.4 texels thin).
        @inline(__always)
        func footprint(_ u: Double, _ v: Double, taps: Int, major: Double, minor: Double, du: Double, dv: Double) -> SIMD4<Float> {
            let perTap = major / Double(taps)
            let step = 1 / Double(taps)
            var lod = Self.level(width: max(minor, perTap))
            if !(lod > 0) {
                // Level 0 only (mild minification, the common case).
                var acc = SIMD4<Float>.zero
                for i in 0..<taps {
                    let f = (Double(i) + 0.5) * step - 0.5
                    acc += bilinear(u + f * du, v + f * dv)
                }
                return acc * (1 / Float(taps))
            }
            lod = min(lod, Double(levelCount))
            let k0 = Int(lod), k1 = min(k0 + 1, levelCount)
            let t = Float(lod - Double(k0))
            var acc = SIMD4<Float>.zero
            for i in 0..<taps {
                let f = (Double(i) + 0.5) * step - 0.5
                let su = u + f * du, sv = v + f * dv
                var s = bilinear(level: k0, su, sv)
                if t > 0 && k1 > k0 { s = s * (1 - t) + bilinear(level: k1, su, sv) * t }
                acc += s
            }
            return acc * (1 / Float(taps))
        }
    }
}
