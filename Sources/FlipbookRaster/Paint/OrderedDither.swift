/// The 8×8 Bayer matrix gradients add before quantising to 8 bits, so a slow gradient shows
/// a fine regular pattern instead of visible bands.
///
/// Thresholds are `(b + 0.5) / 64` for the Bayer index `b`, so the 64 values average exactly
/// 0.5: adding one and truncating rounds to nearest *on average* over any 8×8 block, and a
/// value that is already a whole number (a flat colour) passes through unchanged. The
/// shading loops work in 8.8 fixed point, where the thresholds are exactly 4b + 2. The pattern
/// is keyed to device pixels, so it is deterministic and seamless across draws.
enum OrderedDither {
    /// Row-major 8×8 thresholds in (0, 1).
    static let thresholds: [Float] = {
        let bayer: [Int] = [
             0, 32,  8, 40,  2, 34, 10, 42,
            48, 16, 56, 24, 50, 18, 58, 26,
            12, 44,  4, 36, 14, 46,  6, 38,
            60, 28, 52, 20, 62, 30, 54, 22,
             3, 35, 11, 43,  1, 33,  9, 41,
            51, 19, 59, 27, 49, 17, 57, 25,
            15, 47,  7, 39, 13, 45,  5, 37,
            63, 31, 55, 23, 61, 29, 53, 21,
        ]
        return bayer.map { (Float($0) + 0.5) / 64 }
    }()

    /// Thresholds in 8.8 fixed point: 256 · (b + 0.5)/64 = 4b + 2, row-major.
    static let fixedThresholds: [UInt16] = thresholds.map { UInt16($0 * 256) }

    /// The thresholds (8.8 fixed point) of four pixels of device row `y` starting at column
    /// `x`, each repeated in its pixel's four channel lanes.
    static func group(x: Int, y: Int) -> SIMD16<UInt16> {
        var v = SIMD16<UInt16>()
        for k in 0..<4 {
            let d = fixedThresholds[(y & 7) * 8 + ((x + k) & 7)]
            for c in 0..<4 { v[4 * k + c] = d }
        }
        return v
    }
}
