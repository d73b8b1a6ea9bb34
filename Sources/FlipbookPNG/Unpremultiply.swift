/// Premultiplied → straight alpha, exactly: `c' = min(255, round(c × 255 / a))` with
/// halves rounded up, and `a = 0 → 0, 0, 0, 0`.
///
/// A 64 KiB table indexed by `a << 8 | c` replaces the division; it is built once and
/// stays in cache, so translucent pixels cost three loads.
enum Unpremultiply {
    /// `straight[a << 8 | c]`; row `a = 0` is all zeros.
    static let table: [UInt8] = {
        var t = [UInt8](repeating: 0, count: 256 * 256)
        for a in 1...255 {
            for c in 0...255 {
                t[a << 8 | c] = UInt8(min(255, (c * 255 + a / 2) / a))
            }
        }
        return t
    }()

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

    /// Whether every pixel of a premultiplied RGBA8 region has alpha 255.
    static func isOpaque(_ base: UnsafePointer<UInt8>, rowStride: Int, width: Int, height: Int) -> Bool {
        let raw = UnsafeRawPointer(base)
        let alphaMask = UInt32(0xFF00_0000).littleEndian
        for y in 0..<height {
            let row = raw + y * rowStride
            var all = UInt32.max
            for x in 0..<width {
                all &= row.loadUnaligned(fromByteOffset: 4 * x, as: UInt32.self)
            }
            if all & alphaMask != alphaMask { return false }
        }
        return true
    }
}
