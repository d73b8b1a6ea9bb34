/// Straight → premultiplied alpha in place, exactly: `c' = round(c × a / 255)`.
enum Premultiply {
    /// Premultiplies `count` straight RGBA8 pixels in place.
    static func inPlace(_ pixels: UnsafeMutablePointer<UInt8>, count: Int) {
        for i in 0..<count {
            let p = pixels + 4 * i
            let a = UInt32(p[3])
            if a == 255 { continue }
            if a == 0 { p[0] = 0; p[1] = 0; p[2] = 0; continue }
            p[0] = scale(p[0], a); p[1] = scale(p[1], a); p[2] = scale(p[2], a)
        }
    }

    /// `round(c × a / 255)` without division: exact for all 8-bit `c` and `a`.
    @inline(__always)
    static func scale(_ c: UInt8, _ a: UInt32) -> UInt8 {
        let x = UInt32(c) * a + 128
        return UInt8(truncatingIfNeeded: (x + (x >> 8)) >> 8)
    }
}
