import CFlipbookKernels

/// Premultiplied → straight alpha, exactly: `c' = min(255, round(c × 255 / a))` with
/// halves rounded up, and `a = 0 → 0, 0, 0, 0`.
///
/// A 64 KiB table indexed by `a << 8 | c` replaces the division; it is built once and
/// stays in cache, so translucent pixels cost three loads.
enum Unpremultiply {
    /// `straight[a << 8 | c]`; row `a = 0` is all zeros.
    static let table: [UInt8] = [UInt8](unsafeUninitializedCapacity: 256 * 256) { t, n in
        flipbook_png_unpremultiply_table(t.baseAddress!)  // C: 65 536 divisions are slow in an unoptimised Swift loop
        n = 256 * 256
    }

    /// Converts `count` premultiplied RGBA8 pixels at `source` into straight RGBA8
    /// (`keepAlpha`) or straight RGB8 (alpha dropped; the caller has checked opacity).
    @inline(__always)
    static func row(_ source: UnsafePointer<UInt8>, into destination: UnsafeMutablePointer<UInt8>,
                    count: Int, keepAlpha: Bool, table: UnsafePointer<UInt8>) {
        if keepAlpha {
            for i in 0..<count {
                let s = source + 4 * i, d = destination + 4 * i
                let a = s[3]
                if a == 255 {
                    d[0] = s[0]; d[1] = s[1]; d[2] = s[2]; d[3] = 255
                } else {
                    let base = Int(a) << 8
                    d[0] = table[base | Int(s[0])]
                    d[1] = table[base | Int(s[1])]
                    d[2] = table[base | Int(s[2])]
                    d[3] = a
                }
            }
        } else {
            // Opaque: straight equals premultiplied, only the alpha byte goes.
            for i in 0..<count {
                let s = source + 4 * i, d = destination + 3 * i
                d[0] = s[0]; d[1] = s[1]; d[2] = s[2]
            }
        }
    }

    /// Whether every pixel of a premultiplied RGBA8 region has alpha 255 (in C, sixteen pixels a step).
    static func isOpaque(_ base: UnsafePointer<UInt8>, rowStride: Int, width: Int, height: Int) -> Bool {
        flipbook_rgba_is_opaque(base, rowStride, width, height) != 0
    }
}
