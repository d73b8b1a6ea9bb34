import CFlipbookKernels

/// Drop shadows: the content's alpha, blurred, tinted and offset (SwiftUI's
/// `shadow(color:radius:x:y:)`, CALayer's shadow).
public enum DropShadow {
    /// The shadow of `layer`: its alpha, blurred with σ = `sigma`, tinted with `color`
    /// (straight RGBA; its alpha scales the shadow), moved by (`dx`, `dy`) device pixels.
    /// Sized to its own bounds (the bounds of the layer's nonzero alpha, grown by
    /// ``GaussianBlur/extent(sigma:)``, moved, one pixel wider/taller for a fractional offset;
    /// empty for a transparent layer). The caller composites it beneath the layer.
    ///
    /// SwiftUI's `shadow(radius:)` is a Gaussian with σ = radius, so the
    /// caller passes σ = radius × scale.
    ///
    /// Fractional offsets: the alpha is first shifted by the fractional part with linear
    /// interpolation (weights 1 − f and f), which is a two-tap kernel of mean f and variance
    /// f(1 − f). The blur then uses σ′ = √(σ² − f(1 − f)) on that axis, so the total kernel has
    /// exactly the requested mean and variance and the shadow moves smoothly as the offset
    /// animates. (When σ² < f(1 − f), i.e. σ < 0.5, σ′ = 0 and the result is slightly softer
    /// than asked.) The integer part only moves the image's origin.
    ///
    /// `keep`: the pixels wanted (the canvas beneath). When the shadow would spread far wider
    /// than that (``GaussianBlur/shouldBound(_:to:)``), only `keep` and the content within
    /// the blur's reach of it are computed.
    public static func make(from layer: PlacedImage, color: RGBA, sigma: Double, dx: Double, dy: Double,
                            keeping keep: PixelRect? = nil) -> PlacedImage {
        let s = GaussianBlur.sanitized(sigma)
        let e = GaussianBlur.extent(sigma: s)
        // An offset beyond any canvas (a huge scale) casts nothing that can be seen.
        guard dx.isFinite, dy.isFinite, abs(dx) < 1e9, abs(dy) < 1e9 else {
            return PlacedImage(image: PixelBuffer(width: 0, height: 0), x: 0, y: 0)
        }
        let (ix, fx) = split(dx), (iy, fy) = split(dy)
        let sx = (max(0, s * s - fx * (1 - fx))).squareRoot()
        let sy = (max(0, s * s - fy * (1 - fy))).squareRoot()
        // Only the pixels with alpha cast a shadow: a layer is often far larger than what was
        // drawn in it. The crop keeps the pyramid's grid phase (its left/top edge moves by a
        // multiple of 2^levels), so the blur computes the very same values.
        var content = croppedToAlpha(layer, grid: 1 << BlurPyramid.plan(sigmaX: sx, sigmaY: sy).levels)
        var cw = content.image.width, ch = content.image.height
        var maskRect = PixelRect(x: content.x + ix - e, y: content.y + iy - e,
                                 width: cw + 2 * e + (fx > 0 ? 1 : 0), height: ch + 2 * e + (fy > 0 ? 1 : 0))
        var wanted: PixelRect?
        if let keep, cw > 0, ch > 0, GaussianBlur.shouldBound(maskRect, to: keep) {
            let target = maskRect.intersection(keep)
            // Only content whose shadow lands within the blur's reach of the target (one more
            // pixel for the fractional offset) is kept, and the mask spans only that and the
            // target: the blur treats what lies beyond as transparent, which it is.
            let source = PixelRect(x: target.x - ix - e - 1, y: target.y - iy - e - 1,
                                   width: target.width + 2 * e + 2, height: target.height + 2 * e + 2)
            let needed = content.bounds.intersection(source)
            guard !target.isEmpty, !needed.isEmpty else {
                return PlacedImage(image: PixelBuffer(width: 0, height: 0), x: keep.x, y: keep.y)
            }
            content = Canvas.crop(content, to: needed)
            cw = needed.width
            ch = needed.height
            maskRect = target.union(PixelRect(x: needed.x + ix, y: needed.y + iy, width: cw + 1, height: ch + 1))
            wanted = target
        }
        let mw = maskRect.width, mh = maskRect.height
        var mask = CoverageMask(bounds: maskRect)
        guard mw > 0, mh > 0, cw > 0, ch > 0 else { return PlacedImage(image: PixelBuffer(width: 0, height: 0), x: mask.bounds.x, y: mask.bounds.y) }
        let ox = content.x + ix - maskRect.x, oy = content.y + iy - maskRect.y

        // Shifted alpha: mask pixel (ox + cx, oy + cy) receives content alpha (cx, cy) with
        // weight (1 − fx)(1 − fy), its right neighbour fx(1 − fy), and so on. 8.8 fixed-point weights.
        let wx1 = UInt32((fx * 256).rounded())
        let wy1 = UInt32((fy * 256).rounded())
        content.image.withUnsafeBytes { src in
            mask.coverage.withUnsafeMutableBufferPointer { m in
                shiftedAlpha(src.baseAddress!, width: cw, height: ch, into: m.baseAddress! + oy * mw + ox, rowStride: mw,
                             wx1: wx1, wy1: wy1)
            }
        }

        GaussianBlur.blur(&mask, sigmaX: sx, sigmaY: sy)
        if let wanted { mask = Clip.crop(mask, to: wanted) }
        return PlacedImage(image: mask.tinted(color), x: mask.bounds.x, y: mask.bounds.y)
    }

    /// The pixel grid the shadow's blur works on, relative to the layer's origin: the shadow
    /// is the same for any layer holding the same pixels whose origin moves by multiples of it
    /// (``Canvas/beginLayer(_:)`` keeps a narrowed layer on it).
    package static func grid(sigma: Double, dx: Double, dy: Double) -> Int {
        let s = GaussianBlur.sanitized(sigma)
        let fx = split(dx).1, fy = split(dy).1
        let sx = (max(0, s * s - fx * (1 - fx))).squareRoot()
        let sy = (max(0, s * s - fy * (1 - fy))).squareRoot()
        return 1 << BlurPyramid.plan(sigmaX: sx, sigmaY: sy).levels
    }

    /// `image` cut down to the smallest rectangle holding all its nonzero alpha, with the left
    /// and top edges moved only by multiples of `grid`; `image` itself when that saves nothing.
    static func croppedToAlpha(_ image: PlacedImage, grid: Int) -> PlacedImage {
        let w = image.image.width, h = image.image.height
        guard w > 0, h > 0 else { return image }
        var minX = w, maxX = -1, minY = h, maxY = -1
        image.image.withUnsafeBytes { bytes in
            let base = UnsafeRawPointer(bytes.baseAddress!)
            let pairs = w / 2
            let alphas: UInt64 = 0xFF00_0000_FF00_0000
            for y in 0..<h {
                let row = base + y * w * 4
                // Zero bytes at both ends first (memcmp), then pixels with zero alpha.
                let lead = ZeroRuns.leading(row, count: 4 * w) / 4
                guard lead < w else { continue }
                // Leftmost pixel with alpha, two pixels per test.
                var p = lead / 2
                while p < pairs && row.loadUnaligned(fromByteOffset: 8 * p, as: UInt64.self) & alphas == 0 { p += 1 }
                var x = 2 * p
                while x < w && row.load(fromByteOffset: 4 * x + 3, as: UInt8.self) == 0 { x += 1 }
                guard x < w else { continue }
                if y < minY { minY = y }
                maxY = y
                if x < minX { minX = x }
                // Rightmost, only where it could widen the box.
                var r = w - 1 - ZeroRuns.trailing(row, count: 4 * w) / 4
                while r > maxX && row.load(fromByteOffset: 4 * r + 3, as: UInt8.self) == 0 { r -= 1 }
                if r > maxX { maxX = r }
            }
        }
        guard maxX >= 0 else { return PlacedImage(image: PixelBuffer(width: 0, height: 0), x: image.x, y: image.y) }
        let x0 = minX / grid * grid, y0 = minY / grid * grid
        guard x0 > 0 || y0 > 0 || maxX < w - 1 || maxY < h - 1 else { return image }
        return Canvas.crop(image, to: PixelRect(x: image.x + x0, y: image.y + y0, width: maxX + 1 - x0, height: maxY + 1 - y0))
    }

    /// Writes the content's alpha, shifted right/down by wx1/256 and wy1/256 of a pixel, to
    /// `dst` (rows `rowStride` apart; one column/row more when the shift is fractional).
    /// A row at a time: each content row is shifted across once (8.8 fixed point, kept for the
    /// next output row), then two of them are mixed down, rounding once.
    /// Runs MaskTint.c's twin of ``referenceShiftedAlpha(_:width:height:into:rowStride:wx1:wy1:)``
    /// (both builds: the Swift byte loop is a quarter of a small shadow's debug time).
    static func shiftedAlpha(_ px: UnsafePointer<UInt8>, width cw: Int, height ch: Int,
                             into dst: UnsafeMutablePointer<UInt8>, rowStride: Int, wx1: UInt32, wy1: UInt32) {
        let buffer = UnsafeMutablePointer<UInt32>.allocate(capacity: 2 * (cw + 1))
        defer { buffer.deallocate() }
        flipbook_shadow_alpha(px, cw, ch, dst, rowStride, wx1, wy1, buffer)
    }

    /// The Swift form the C follows (DropShadowTests compare the bytes).
    static func referenceShiftedAlpha(_ px: UnsafePointer<UInt8>, width cw: Int, height ch: Int,
                                      into dst: UnsafeMutablePointer<UInt8>, rowStride: Int, wx1: UInt32, wy1: UInt32) {
        if wx1 == 0 && wy1 == 0 {
            // Whole-pixel offset: the alpha bytes themselves.
            for y in 0..<ch {
                let s = px + y * cw * 4 + 3, d = dst + y * rowStride
                for x in 0..<cw { d[x] = s[4 * x] }
            }
            return
        }
        let wx0 = 256 - wx1, wy0 = 256 - wy1
        let cols = cw + (wx1 > 0 ? 1 : 0), rows = ch + (wy1 > 0 ? 1 : 0)
        let buffer = UnsafeMutablePointer<UInt32>.allocate(capacity: 2 * cols)
        defer { buffer.deallocate() }
        buffer.initialize(repeating: 0, count: 2 * cols)
        var above = buffer, current = buffer + cols  // rows cy − 1 and cy shifted across
        for cy in 0..<rows {
            if cy < ch {
                let s = px + cy * cw * 4 + 3
                var left: UInt32 = 0
                for x in 0..<cw {
                    let a = UInt32(s[4 * x])
                    current[x] = a * wx0 + left * wx1
                    left = a
                }
                if cols > cw { current[cw] = left * wx1 }
            } else {
                current.update(repeating: 0, count: cols)
            }
            let d = dst + cy * rowStride
            for x in 0..<cols { d[x] = UInt8(truncatingIfNeeded: (current[x] * wy0 + above[x] * wy1 + 32768) >> 16) }
            swap(&above, &current)
        }
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
        // One table entry per coverage value keeps the pixel loop to a load and a store (in C:
        // MaskTint.c; an unoptimised Swift loop makes a generic call per pixel).
        var table = [UInt32](repeating: 0, count: 256)
        for m in 0..<256 {
            let v = p * (Float(m) / 255) + 0.5
            table[m] = UInt32(UInt8(v.x)) | UInt32(UInt8(v.y)) << 8 | UInt32(UInt8(v.z)) << 16 | UInt32(UInt8(v.w)) << 24
            table[m] = table[m].littleEndian  // the bytes in memory are R, G, B, A
        }
        var out = PixelBuffer(width: bounds.width, height: bounds.height)
        out.withUnsafeMutableBytes { dst in
            coverage.withUnsafeBufferPointer { cov in
                table.withUnsafeBufferPointer { t in
                    flipbook_tint_mask(cov.baseAddress!, cov.count, t.baseAddress!, dst.baseAddress!)
                }
            }
        }
        return out
    }
}
