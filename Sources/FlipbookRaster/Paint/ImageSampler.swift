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
                for i in 0..<count {
                    // Texel-centre space: texel (i, j) sits at integer (i, j).
                    let p = start + step * Double(i) - 0.5
                    let o = out + 4 * i
                    guard p.x > -1, p.y > -1, p.x < Double(w), p.y < Double(h) else {
                        o[0] = 0; o[1] = 0; o[2] = 0; o[3] = 0
                        continue
                    }
                    // p > −1, so truncating p + 1 floors it (no libm call).
                    let x0 = Int(p.x + 1) - 1, y0 = Int(p.y + 1) - 1
                    let fx = Float(p.x - Double(x0)), fy = Float(p.y - Double(y0))
                    let w00 = (1 - fx) * (1 - fy), w10 = fx * (1 - fy), w01 = (1 - fx) * fy, w11 = fx * fy
                    var c: SIMD4<Float>
                    if x0 >= 0, y0 >= 0, x0 + 1 < w, y0 + 1 < h {
                        let t = src + (y0 * w + x0) * 4
                        c = PixelPacking.load(t) * w00 + PixelPacking.load(t + 4) * w10
                        c += PixelPacking.load(t + 4 * w) * w01 + PixelPacking.load(t + 4 * w + 4) * w11
                    } else {
                        c = texel(src, w, h, x0, y0) * w00 + texel(src, w, h, x0 + 1, y0) * w10
                        c += texel(src, w, h, x0, y0 + 1) * w01 + texel(src, w, h, x0 + 1, y0 + 1) * w11
                    }
                    // A weighted mean of premultiplied texels stays premultiplied and ≤ 255.
                    PixelPacking.store(PixelPacking.pack(c), o)
                }
            }
        }
    }

    @inline(__always)
    private static func texel(_ src: UnsafePointer<UInt8>, _ w: Int, _ h: Int, _ x: Int, _ y: Int) -> SIMD4<Float> {
        guard x >= 0, y >= 0, x < w, y < h else { return .zero }
        return PixelPacking.load(src + (y * w + x) * 4)
    }
}
