/// Samples a premultiplied image along a row of device pixels for ``ImagePaint``.
///
/// Image pixel (i, j) covers [i, i + 1) × [j, j + 1) of image space, its centre at
/// (i + 0.5, j + 0.5). Outside the image everything is transparent: nearest sampling returns
/// transparent for points outside, bilinear treats the texels beyond the border as
/// transparent, so edges fade over one pixel as Skia's decal tiling does.
enum ImageSampler {
    static func sampleRow(_ image: PixelBuffer, filter: SamplingFilter, start: SIMD2<Double>, step: SIMD2<Double>,
                          count: Int, into out: UnsafeMutablePointer<UInt8>) {
        let w = image.width, h = image.height
        image.withUnsafeBytes { px in
            guard let src = px.baseAddress else { out.initialize(repeating: 0, count: count * 4); return }
            switch filter {
            case .nearest:
                for i in 0..<count {
                    let p = start + step * Double(i)
                    let o = out + 4 * i
                    if p.x >= 0, p.y >= 0, p.x < Double(w), p.y < Double(h) {
                        let t = src + (Int(p.y) * w + Int(p.x)) * 4
                        o[0] = t[0]; o[1] = t[1]; o[2] = t[2]; o[3] = t[3]
                    } else {
                        o[0] = 0; o[1] = 0; o[2] = 0; o[3] = 0
                    }
                }
            case .bilinear:
                var i = 0
                // Four pixels at a time where all their 2×2 footprints lie inside the image;
                // the per-pixel path (transparent texels beyond the border) elsewhere.
                while i + 4 <= count {
                    let xs = F4(Float(i), Float(i + 1), Float(i + 2), Float(i + 3))
                    let u = F4(repeating: Float(start.x - 0.5)) + F4(repeating: Float(step.x)) * xs
                    let v = F4(repeating: Float(start.y - 0.5)) + F4(repeating: Float(step.y)) * xs
                    if all(u .>= 0), all(v .>= 0), all(u .< Float(w - 1)), all(v .< Float(h - 1)) {
                        bilinearQuad(src, w, u, v, out + 4 * i)
                    } else {
                        for k in i..<(i + 4) { bilinearPixel(src, w, h, start + step * Double(k), out + 4 * k) }
                    }
                    i += 4
                }
                for k in i..<count { bilinearPixel(src, w, h, start + step * Double(k), out + 4 * k) }
            }
        }
    }

    /// One bilinear sample at image point `p`, texels beyond the border transparent.
    @inline(__always)
    private static func bilinearPixel(_ src: UnsafePointer<UInt8>, _ w: Int, _ h: Int, _ p: SIMD2<Double>,
                                      _ o: UnsafeMutablePointer<UInt8>) {
        // Texel-centre space: texel (i, j) sits at integer (i, j).
        let p = p - 0.5
        guard p.x > -1, p.y > -1, p.x < Double(w), p.y < Double(h) else {
            PixelPacking.store(0, o)
            return
        }
        // p > −1, so truncating p + 1 floors it (no libm call).
        let x0 = Int(p.x + 1) - 1, y0 = Int(p.y + 1) - 1
        let fx = Float(p.x - Double(x0)), fy = Float(p.y - Double(y0))
        let w00 = (1 - fx) * (1 - fy), w10 = fx * (1 - fy), w01 = (1 - fx) * fy, w11 = fx * fy
        var c = texel(src, w, h, x0, y0) * w00 + texel(src, w, h, x0 + 1, y0) * w10
        c += texel(src, w, h, x0, y0 + 1) * w01 + texel(src, w, h, x0 + 1, y0 + 1) * w11
        // A weighted mean of premultiplied texels stays premultiplied and ≤ 255.
        PixelPacking.store(PixelPacking.pack(c), o)
    }

    /// Bilinear samples of four pixels whose footprints are inside the image, one pixel per
    /// lane: `u`, `v` in texel-centre space (≥ 0 and < size − 1).
    @inline(__always)
    private static func bilinearQuad(_ src: UnsafePointer<UInt8>, _ w: Int, _ u: F4, _ v: F4, _ out: UnsafeMutablePointer<UInt8>) {
        // floor without libm: round through the magic constant, step back where it rounded up.
        let magic = F4(repeating: PixelPacking.magic)
        var fu = (u + magic) - magic, fv = (v + magic) - magic
        fu = fu.replacing(with: fu - 1, where: fu .> u)
        fv = fv.replacing(with: fv - 1, where: fv .> v)
        let fx = u - fu, fy = v - fv
        let ix = unsafeBitCast(fu + magic, to: SIMD4<UInt32>.self) & 0x3F_FFFF
        let iy = unsafeBitCast(fv + magic, to: SIMD4<UInt32>.self) & 0x3F_FFFF
        let w00 = (1 - fx) * (1 - fy), w10 = fx * (1 - fy), w01 = (1 - fx) * fy, w11 = fx * fy
        let texels = UnsafeRawPointer(src)
        @inline(__always) func gather(_ dx: Int, _ dy: Int) -> SIMD4<UInt32> {
            @inline(__always) func at(_ k: Int) -> UInt32 {
                texels.loadUnaligned(fromByteOffset: ((Int(iy[k]) + dy) * w + Int(ix[k]) + dx) * 4, as: UInt32.self)
            }
            return SIMD4(at(0), at(1), at(2), at(3))
        }
        let t00 = gather(0, 0), t10 = gather(1, 0), t01 = gather(0, 1), t11 = gather(1, 1)
        @inline(__always) func channel(_ shift: UInt32) -> SIMD4<UInt32> {
            @inline(__always) func f(_ t: SIMD4<UInt32>) -> F4 { F4(SIMD4<Int32>(truncatingIfNeeded: (t &>> shift) & 0xFF)) }
            let c = f(t00) * w00 + f(t10) * w10 + f(t01) * w01 + f(t11) * w11
            return unsafeBitCast(c + magic, to: SIMD4<UInt32>.self) & 0xFF
        }
        let packed = channel(0) | channel(8) &<< 8 | channel(16) &<< 16 | channel(24) &<< 24
        UnsafeMutableRawPointer(out).storeBytes(of: packed, as: SIMD4<UInt32>.self)
    }

    @inline(__always)
    private static func texel(_ src: UnsafePointer<UInt8>, _ w: Int, _ h: Int, _ x: Int, _ y: Int) -> SIMD4<Float> {
        guard x >= 0, y >= 0, x < w, y < h else { return .zero }
        return PixelPacking.load(src + (y * w + x) * 4)
    }
}
