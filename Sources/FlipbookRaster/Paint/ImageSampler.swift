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
                    let fx0 = p.x.rounded(.down), fy0 = p.y.rounded(.down)
                    let x0 = Int(fx0), y0 = Int(fy0)
                    let fx = Float(p.x - fx0), fy = Float(p.y - fy0)
                    var c = texel(src, w, h, x0, y0) * ((1 - fx) * (1 - fy))
                    c += texel(src, w, h, x0 + 1, y0) * (fx * (1 - fy))
                    c += texel(src, w, h, x0, y0 + 1) * ((1 - fx) * fy)
                    c += texel(src, w, h, x0 + 1, y0 + 1) * (fx * fy)
                    c += 0.5
                    // A weighted mean of premultiplied texels stays premultiplied and ≤ 255.
                    o[0] = UInt8(truncatingIfNeeded: Int32(c.x))
                    o[1] = UInt8(truncatingIfNeeded: Int32(c.y))
                    o[2] = UInt8(truncatingIfNeeded: Int32(c.z))
                    o[3] = UInt8(truncatingIfNeeded: Int32(c.w))
                }
            }
        }
    }

    @inline(__always)
    private static func texel(_ src: UnsafePointer<UInt8>, _ w: Int, _ h: Int, _ x: Int, _ y: Int) -> SIMD4<Float> {
        guard x >= 0, y >= 0, x < w, y < h else { return .zero }
        let t = src + (y * w + x) * 4
        return SIMD4(Float(t[0]), Float(t[1]), Float(t[2]), Float(t[3]))
    }
}
