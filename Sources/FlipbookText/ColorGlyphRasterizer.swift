import CFreeType
import FlipbookRaster

/// Colour emoji from a CBDT bitmap font (Noto Color Emoji) through FreeType, resampled to
/// the size they are drawn at.
///
/// FreeType hands out the strike's premultiplied BGRA bitmap (109 px per em in Noto); it is
/// resampled with a separable triangle filter whose support widens with the reduction
/// (area-weighted, like Pillow's antialiased bilinear), so a 128-pixel emoji drawn 51 pixels
/// tall keeps its detail without aliasing, and one drawn larger than the strike is
/// interpolated smoothly.
public enum ColorGlyphRasterizer {
    // FreeType's FT_LOAD_COLOR (a macro Swift does not import), from freetype.h.
    static let loadColor: Int32 = 1 << 20
    /// The largest strike bitmap side accepted (Noto's is 136 px; Apple's largest 160 px).
    static let maxStrikePixels = 1024

    /// A colour glyph bitmap in device pixels with its placement.
    public struct Bitmap: Sendable, Equatable {
        /// Premultiplied RGBA, `width × height`.
        public var pixels: PixelBuffer
        /// Left and top edges in device pixels relative to the pen position on the baseline
        /// (y down).
        public var left: Int
        public var top: Int
    }

    /// The strike's bitmap of `glyph`: BGRA converted to premultiplied RGBA, with its
    /// bearings and the strike's ascender and descender (pixels, y up).
    struct Strike {
        var pixels: PixelBuffer
        var left: Int, top: Int
        var ascender: Int, descender: Int
    }

    static func strike(face: FontFace, glyph: UInt32) -> Strike? {
        face.freeType.withLock { ft -> Strike? in
            let f = ft.face
            guard f.pointee.num_fixed_sizes > 0, FT_Select_Size(f, 0) == 0,
                  FT_Load_Glyph(f, glyph, loadColor) == 0, let slot = f.pointee.glyph else { return nil }
            let bm = slot.pointee.bitmap
            let w = Int(bm.width), h = Int(bm.rows), pitch = Int(bm.pitch)
            // A damaged font may claim an enormous strike: emoji strikes are ~136 px.
            guard w > 0, h > 0, w <= maxStrikePixels, h <= maxStrikePixels, let src = bm.buffer,
                  bm.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue) else { return nil }
            var bytes = [UInt8](repeating: 0, count: w * h * 4)
            for row in 0..<h {
                let srcRow = pitch >= 0 ? src + row * pitch : src + (h - 1 - row) * (-pitch)
                for col in 0..<w {
                    let s = srcRow + col * 4, o = (row * w + col) * 4
                    bytes[o] = s[2]; bytes[o + 1] = s[1]; bytes[o + 2] = s[0]; bytes[o + 3] = s[3]
                }
            }
            let metrics = f.pointee.size.pointee.metrics
            return Strike(pixels: PixelBuffer(width: w, height: h, bytes: bytes),
                          left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top),
                          ascender: Int(metrics.ascender >> 6), descender: Int(metrics.descender >> 6))
        }
    }

    /// `glyph` of the colour `face` drawn so that the strike's line box (ascender to
    /// descender) becomes `boxPixels` tall, its bottom on the baseline, centred in an
    /// advance of `advancePixels`. `nil` when the face has no colour bitmap for the glyph.
    public static func render(face: FontFace, glyph: UInt32, boxPixels: Double, advancePixels: Double) -> Bitmap? {
        guard boxPixels > 0, let s = strike(face: face, glyph: glyph) else { return nil }
        guard s.ascender > s.descender else { return nil }
        let f = boxPixels / Double(s.ascender - s.descender)
        // Output beyond 4096 px a side is not an emoji in a line of text.
        guard Double(s.pixels.width) * f <= 4096, Double(s.pixels.height) * f <= 4096 else { return nil }
        let w = max(1, Int((Double(s.pixels.width) * f).rounded()))
        let h = max(1, Int((Double(s.pixels.height) * f).rounded()))
        let pixels = resample(s.pixels, width: w, height: h)
        let left = Int(((advancePixels - Double(w)) / 2).rounded())
        let top = -Int((Double(s.top - s.descender) * f).rounded())
        return Bitmap(pixels: pixels, left: left, top: top)
    }

    /// Resamples premultiplied pixels to `width × height` with a separable triangle filter of
    /// radius max(1, source/destination) source pixels: bilinear when enlarging, an
    /// area-weighted average when reducing.
    public static func resample(_ image: PixelBuffer, width: Int, height: Int) -> PixelBuffer {
        let horizontal = weights(from: image.width, to: width)
        let vertical = weights(from: image.height, to: height)
        let sw = image.width, sh = image.height
        // Rows first (sh × width), in Float to keep the two passes exact to rounding.
        var mid = [Float](repeating: 0, count: sh * width * 4)
        image.withUnsafeBytes { src in
            for y in 0..<sh {
                for x in 0..<width {
                    var acc = SIMD4<Float>.zero
                    for (i, w) in horizontal[x] {
                        let o = (y * sw + i) * 4
                        acc += SIMD4(Float(src[o]), Float(src[o + 1]), Float(src[o + 2]), Float(src[o + 3])) * w
                    }
                    let o = (y * width + x) * 4
                    mid[o] = acc.x; mid[o + 1] = acc.y; mid[o + 2] = acc.z; mid[o + 3] = acc.w
                }
            }
        }
        var out = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                var acc = SIMD4<Float>.zero
                for (j, w) in vertical[y] {
                    let o = (j * width + x) * 4
                    acc += SIMD4(mid[o], mid[o + 1], mid[o + 2], mid[o + 3]) * w
                }
                let a = min(255, max(0, acc.w.rounded()))
                let o = (y * width + x) * 4
                // Premultiplied: no channel may exceed alpha.
                out[o] = UInt8(min(a, max(0, acc.x.rounded())))
                out[o + 1] = UInt8(min(a, max(0, acc.y.rounded())))
                out[o + 2] = UInt8(min(a, max(0, acc.z.rounded())))
                out[o + 3] = UInt8(a)
            }
        }
        return PixelBuffer(width: width, height: height, bytes: out)
    }

    /// Per destination index: the source indices and normalised weights of the triangle
    /// filter centred on the destination pixel's centre mapped into the source.
    static func weights(from source: Int, to destination: Int) -> [[(Int, Float)]] {
        let ratio = Double(source) / Double(destination)
        let radius = max(1, ratio)
        return (0..<destination).map { d in
            let centre = (Double(d) + 0.5) * ratio
            let lo = max(0, Int((centre - radius).rounded(.down)))
            let hi = min(source - 1, Int((centre + radius).rounded(.up)))
            var taps: [(Int, Double)] = []
            var total = 0.0
            for s in lo...max(lo, hi) {
                let w = max(0, 1 - abs(Double(s) + 0.5 - centre) / radius)
                if w > 0 { taps.append((s, w)); total += w }
            }
            if total == 0 {
                let nearest = min(source - 1, max(0, Int(centre)))
                return [(nearest, 1)]
            }
            return taps.map { ($0.0, Float($0.1 / total)) }
        }
    }
}
