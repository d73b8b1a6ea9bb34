/// The 8×8 Bayer matrix gradients add before quantising to 8 bits, so a slow gradient shows
/// a fine regular pattern instead of visible bands.
///
/// Thresholds are `(b + 0.5) / 64` for the Bayer index `b`, so the 64 values average exactly
/// 0.5: adding one and truncating rounds to nearest *on average* over any 8×8 block, and a
/// value that is already a whole number (a flat colour) passes through unchanged. The pattern
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

    /// The eight thresholds of device row `y`, indexed by `x & 7`.
    @inline(__always) static func row(_ y: Int) -> SIMD8<Float> {
        let t = thresholds, o = (y & 7) * 8
        return SIMD8(t[o], t[o + 1], t[o + 2], t[o + 3], t[o + 4], t[o + 5], t[o + 6], t[o + 7])
    }
}
