/// Drop shadows: the content's alpha, blurred, tinted and offset (SwiftUI's
/// `shadow(color:radius:x:y:)`, CALayer's shadow).
public enum DropShadow {
    /// The shadow of `content`: its alpha, blurred with σ = `sigma`, tinted with `color`
    /// (straight RGBA; its alpha scales the shadow), moved by (`dx`, `dy`) device pixels.
    /// Sized to its own bounds (the content's bounds grown by ``GaussianBlur/extent(sigma:)``,
    /// moved, one pixel wider/taller for a fractional offset). The caller composites it
    /// beneath the content.
    ///
    /// SwiftUI's `shadow(radius:)` is a Gaussian with σ = radius (REFERENCE.md), so the
    /// caller passes σ = radius × scale.
    ///
    /// Fractional offsets: the alpha is first shifted by the fractional part with linear
    /// interpolation (weights 1 − f and f), which is a two-tap kernel of mean f and variance
    /// f(1 − f). The blur then uses σ′ = √(σ² − f(1 − f)) on that axis, so the total kernel has
    /// exactly the requested mean and variance and the shadow moves smoothly as the offset
    /// animates. (When σ² < f(1 − f), i.e. σ < 0.5, σ′ = 0 and the result is slightly softer
    /// than asked.) The integer part only moves the image's origin.
    public static func make(from content: PlacedImage, color: RGBA, sigma: Double, dx: Double, dy: Double) -> PlacedImage {
        let s = GaussianBlur.sanitized(sigma)
        let e = GaussianBlur.extent(sigma: s)
        let (ix, fx) = split(dx), (iy, fy) = split(dy)
        let cw = content.image.width, ch = content.image.height
        let mw = cw + 2 * e + (fx > 0 ? 1 : 0), mh = ch + 2 * e + (fy > 0 ? 1 : 0)
        var mask = CoverageMask(bounds: PixelRect(x: content.x + ix - e, y: content.y + iy - e, width: mw, height: mh))
        guard mw > 0, mh > 0, cw > 0, ch > 0 else { return PlacedImage(image: PixelBuffer(width: 0, height: 0), x: mask.bounds.x, y: mask.bounds.y) }

        // Shifted alpha: mask pixel (e + cx, e + cy) receives content alpha (cx, cy) with weight
        // (1 − fx)(1 − fy), its right neighbour fx(1 − fy), and so on. 8.8 fixed-point weights.
        let wx1 = UInt32((fx * 256).rounded()), wx0 = 256 - wx1
        let wy1 = UInt32((fy * 256).rounded()), wy0 = 256 - wy1
        content.image.withUnsafeBytes { src in
            mask.coverage.withUnsafeMutableBufferPointer { m in
                let px = src.baseAddress!, dst = m.baseAddress!
                for my in e..<(e + ch + (wy1 > 0 ? 1 : 0)) {
                    let cy = my - e
                    for mx in e..<(e + cw + (wx1 > 0 ? 1 : 0)) {
                        let cx = mx - e
                        // Alpha at content (x, y), 0 outside.
                        @inline(__always) func a(_ x: Int, _ y: Int) -> UInt32 {
                            x >= 0 && x < cw && y >= 0 && y < ch ? UInt32(px[(y * cw + x) * 4 + 3]) : 0
                        }
                        let top = a(cx, cy) * wx0 + a(cx - 1, cy) * wx1
                        let bottom = a(cx, cy - 1) * wx0 + a(cx - 1, cy - 1) * wx1
                        dst[my * mw + mx] = UInt8((top * wy0 + bottom * wy1 + 32768) >> 16)
                    }
                }
            }
        }

        let sx = (max(0, s * s - fx * (1 - fx))).squareRoot()
        let sy = (max(0, s * s - fy * (1 - fy))).squareRoot()
        GaussianBlur.blur(&mask, sigmaX: sx, sigmaY: sy)
        return PlacedImage(image: mask.tinted(color), x: mask.bounds.x, y: mask.bounds.y)
    }

    /// `v` as an integer part and a fraction in [0, 1).
    private static func split(_ v: Double) -> (Int, Double) {
        guard v.isFinite else { return (0, 0) }
        let i = v.rounded(.down)
        let f = v - i
        return (Int(i), f < 1 / 512 ? 0 : f)  // below the 8.8 weights' resolution: no shift
    }
}

extension CoverageMask {
    /// A premultiplied image of `color` (straight alpha) with its alpha scaled by the coverage.
    func tinted(_ color: RGBA) -> PixelBuffer {
        let p = color.premultiplied * 255
        // One table entry per coverage value keeps the pixel loop to a load and a store.
        var table = [SIMD4<UInt8>](repeating: .zero, count: 256)
        for m in 0..<256 {
            let v = p * (Float(m) / 255) + 0.5
            table[m] = SIMD4(UInt8(v.x), UInt8(v.y), UInt8(v.z), UInt8(v.w))
        }
        var out = PixelBuffer(width: bounds.width, height: bounds.height)
        out.withUnsafeMutableBytes { dst in
            coverage.withUnsafeBufferPointer { cov in
                table.withUnsafeBufferPointer { t in
                    let d = UnsafeMutableRawPointer(dst.baseAddress!)
                    for i in 0..<cov.count {
                        d.storeBytes(of: t[Int(cov[i])], toByteOffset: 4 * i, as: SIMD4<UInt8>.self)
                    }
                }
            }
        }
        return out
    }
}
