/// The 2D blur behind ``GaussianBlur``: a horizontal then a vertical ``RecursiveGaussian``
/// pass over a Float copy of the pixels, with transparent (zero) pixels assumed outside.
///
/// Cropping between the passes is exact: every row outside the image is zero, so its
/// horizontal blur is zero too. Each direction may have its own σ (drop shadows use that to
/// absorb a sub-pixel shift, see ``DropShadow``).
///
/// Layout: 4-channel images keep one `SIMD4<Float>` per pixel. 1-channel masks are blurred
/// horizontally four rows at a time (one row per lane), and vertically as rows of
/// `SIMD4<Float>` holding four neighbouring pixels; so both kinds run the same vector code.
enum SeparableBlur {
    /// Blurs premultiplied RGBA8 pixels in place.
    static func blurRGBA(_ bytes: UnsafeMutableBufferPointer<UInt8>, width w: Int, height h: Int,
                         sigmaX: Double, sigmaY: Double) {
        guard w > 0, h > 0, sigmaX > 0 || sigmaY > 0 else { return }
        var planes = [SIMD4<Float>](repeating: .zero, count: w * h)
        planes.withUnsafeMutableBufferPointer { f in
            let px = UnsafeMutableRawPointer(bytes.baseAddress!).assumingMemoryBound(to: UInt8.self)
            if sigmaX > 0 {
                let g = RecursiveGaussian(sigma: sigmaX)
                let row = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: w)
                defer { row.deallocate() }
                for y in 0..<h {
                    loadRGBA(px + y * w * 4, into: row, count: w)
                    g.filter(row, f.baseAddress! + y * w, count: w)
                }
            } else {
                for y in 0..<h { loadRGBA(px + y * w * 4, into: f.baseAddress! + y * w, count: w) }
            }
            if sigmaY > 0 {
                vertical(f.baseAddress!, rowLength: w, height: h, RecursiveGaussian(sigma: sigmaY)) { y, row in
                    storeRGBA(row, into: px + y * w * 4, count: w)
                }
            } else {
                for y in 0..<h { storeRGBA(f.baseAddress! + y * w, into: px + y * w * 4, count: w) }
            }
        }
    }

    /// Blurs an 8-bit single-channel mask in place.
    static func blurA8(_ bytes: UnsafeMutableBufferPointer<UInt8>, width w: Int, height h: Int,
                       sigmaX: Double, sigmaY: Double) {
        guard w > 0, h > 0, sigmaX > 0 || sigmaY > 0 else { return }
        let quads = (w + 3) / 4  // SIMD4 vectors per row in the vertical layout
        var planes = [SIMD4<Float>](repeating: .zero, count: quads * h)
        planes.withUnsafeMutableBufferPointer { f in
            let m = bytes.baseAddress!
            let floats = UnsafeMutableRawPointer(f.baseAddress!).assumingMemoryBound(to: Float.self)
            let rowFloats = quads * 4
            if sigmaX > 0 {
                let g = RecursiveGaussian(sigma: sigmaX)
                let packed = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: 2 * w)
                defer { packed.deallocate() }
                let out = packed + w
                var y0 = 0
                while y0 < h {
                    // Lane k carries row y0 + k (zero past the bottom).
                    let rows = min(4, h - y0)
                    for x in 0..<w {
                        var v = SIMD4<Float>.zero
                        for k in 0..<rows { v[k] = Float(m[(y0 + k) * w + x]) }
                        packed[x] = v
                    }
                    g.filter(packed, out, count: w)
                    for k in 0..<rows {
                        let dst = floats + (y0 + k) * rowFloats
                        for x in 0..<w { dst[x] = out[x][k] }
                    }
                    y0 += 4
                }
            } else {
                for y in 0..<h {
                    for x in 0..<w { floats[y * rowFloats + x] = Float(m[y * w + x]) }
                }
            }
            if sigmaY > 0 {
                vertical(f.baseAddress!, rowLength: quads, height: h, RecursiveGaussian(sigma: sigmaY)) { y, row in
                    storeA8(row, into: m + y * w, count: w)
                }
            } else {
                for y in 0..<h { storeA8(f.baseAddress! + y * quads, into: m + y * w, count: w) }
            }
        }
    }

    /// The vertical pass over `height` rows of `rowLength` vectors, all columns at once
    /// (each column's recursion state lives in per-column arrays, so memory is walked row by
    /// row). Hands each finished row to `emit` (called once per row, not per pixel).
    @inline(__always)
    private static func vertical(_ f: UnsafeMutablePointer<SIMD4<Float>>, rowLength n: Int, height h: Int,
                                 _ g: RecursiveGaussian,
                                 emit: (Int, UnsafePointer<SIMD4<Float>>) -> Void) {
        let a = g.first, b = g.second
        // Causal results for every row, then state rows p1 q1 p2 q2, a zero row and a scratch row.
        let causal = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: n * h)
        let work = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: n * 6)
        defer { causal.deallocate(); work.deallocate() }
        let p1 = work, q1 = work + n, p2 = work + 2 * n, q2 = work + 3 * n, zero = work + 4 * n, out = work + 5 * n
        work.initialize(repeating: .zero, count: n * 6)

        for y in 0..<h {
            let x0 = f + y * n, xm1 = y > 0 ? UnsafePointer(f + (y - 1) * n) : UnsafePointer(zero)
            let c = causal + y * n
            for i in 0..<n {
                let xi = x0[i], xp = xm1[i]
                let y1 = a.b0 * xi + a.b1 * xp + a.d1 * p1[i] + a.d2 * q1[i]
                let y2 = b.b0 * xi + b.b1 * xp + b.d1 * p2[i] + b.d2 * q2[i]
                c[i] = y1 + y2
                q1[i] = p1[i]; p1[i] = y1; q2[i] = p2[i]; p2[i] = y2
            }
        }
        p1.update(repeating: .zero, count: 4 * n)
        var y = h - 1
        while y >= 0 {
            let x1 = y + 1 < h ? UnsafePointer(f + (y + 1) * n) : UnsafePointer(zero)
            let x2 = y + 2 < h ? UnsafePointer(f + (y + 2) * n) : UnsafePointer(zero)
            let c = causal + y * n
            for i in 0..<n {
                let u1 = x1[i], u2 = x2[i]
                let y1 = a.c1 * u1 + a.c2 * u2 + a.d1 * p1[i] + a.d2 * q1[i]
                let y2 = b.c1 * u1 + b.c2 * u2 + b.d1 * p2[i] + b.d2 * q2[i]
                out[i] = c[i] + y1 + y2
                q1[i] = p1[i]; p1[i] = y1; q2[i] = p2[i]; p2[i] = y2
            }
            emit(y, out)
            y -= 1
        }
    }

    @inline(__always)
    private static func loadRGBA(_ src: UnsafeMutablePointer<UInt8>, into dst: UnsafeMutablePointer<SIMD4<Float>>, count: Int) {
        for i in 0..<count {
            let s = src + 4 * i
            dst[i] = SIMD4(Float(s[0]), Float(s[1]), Float(s[2]), Float(s[3]))
        }
    }

    /// Rounds to 8 bits; colour is kept ≤ alpha so the result stays validly premultiplied
    /// (the filter's small negative lobes and rounding could otherwise break that by 1).
    @inline(__always)
    private static func storeRGBA(_ src: UnsafePointer<SIMD4<Float>>, into dst: UnsafeMutablePointer<UInt8>, count: Int) {
        for i in 0..<count {
            let v = (src[i].clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 255)) + 0.5)
            let a = UInt8(v.w)
            let d = dst + 4 * i
            d[0] = min(UInt8(v.x), a); d[1] = min(UInt8(v.y), a); d[2] = min(UInt8(v.z), a); d[3] = a
        }
    }

    @inline(__always)
    private static func storeA8(_ src: UnsafePointer<SIMD4<Float>>, into dst: UnsafeMutablePointer<UInt8>, count: Int) {
        let floats = UnsafeRawPointer(src).assumingMemoryBound(to: Float.self)
        for i in 0..<count {
            dst[i] = UInt8(min(max(floats[i], 0), 255) + 0.5)
        }
    }
}
