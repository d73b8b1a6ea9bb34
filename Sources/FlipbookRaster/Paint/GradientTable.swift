/// A gradient's colours precomputed at ``size`` evenly spaced locations over 0…1, as
/// premultiplied components on a 0…255 scale (not yet rounded, so ordered dithering can
/// quantise them without banding).
///
/// Stops: non-finite locations are dropped; the rest are sorted by location *stably*, so
/// two stops at one location make a hard edge (the earlier one ends the segment before it,
/// the later one starts the segment after). Stops outside 0…1 take part in interpolation;
/// the table only covers 0…1 (the paints pad beyond it). No stops: transparent.
struct GradientTable {
    /// 1024 entries: a full-range black → white gradient changes by a quarter level per
    /// entry, fine enough for dithering to reproduce the true value on average.
    static let size = 1024

    /// Whether stops are mixed premultiplied (the one place this choice is made).
    ///
    /// `true`, as CSS Images 4 prescribes and as Skia does with
    /// `kInterpolateColorsInPremul_Flag` (Skia's own default is unpremultiplied mixing, and so
    /// is Core Graphics', which is why `CAGradientLayer` fading white to `clearColor` turns
    /// grey through the middle). UI code fades to `.clear` (transparent *black*) all the time;
    /// premultiplied mixing keeps such a fade the colour of the opaque stop, which is what a
    /// designer means and what SwiftUI renders. Set to `false` for straight-alpha mixing
    /// (then premultiply), which both colour spaces below also implement.
    static let interpolatesPremultiplied = true

    /// Premultiplied (r, g, b, a) × 255 at location `i / (size - 1)` in 8.8 fixed point, four
    /// `UInt16` lanes packed R G B A (low to high) in a `UInt64`: the form the shading loops
    /// gather four at a time and dither in 16-bit SIMD.
    let fixedPoint: [UInt64]

    init(_ gradient: Gradient) {
        let stops = gradient.stops.enumerated()
            .filter { $0.element.location.isFinite }
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
        let n = Self.size
        guard !stops.isEmpty else {
            fixedPoint = [UInt64](repeating: 0, count: n)
            return
        }
        let perceptual = gradient.interpolation == .perceptual
        let premul = Self.interpolatesPremultiplied
        // Each stop in the space it is mixed in: (c0, c1, c2, alpha).
        let mix: [SIMD4<Float>] = stops.map { s in
            let c = s.color
            let a = Self.unit(c.alpha)
            var v = SIMD3<Float>(Self.unit(c.red), Self.unit(c.green), Self.unit(c.blue))
            if perceptual { v = OKLab.fromSRGB(v) }
            if premul { v *= a }
            return SIMD4(v, a)
        }
        let locations = stops.map(\.location)
        var table = [UInt64](repeating: 0, count: n)
        var j = 0  // last stop at or before t
        for i in 0..<n {
            let t = Float(i) / Float(n - 1)
            while j + 1 < stops.count && locations[j + 1] <= t { j += 1 }
            let m: SIMD4<Float>
            if t < locations[0] {
                m = mix[0]
            } else if j + 1 >= stops.count {
                m = mix[stops.count - 1]
            } else {
                let u = (t - locations[j]) / (locations[j + 1] - locations[j])
                m = mix[j] + (mix[j + 1] - mix[j]) * u
            }
            // × 256 and rounded through the magic constant (values ≤ 65 280).
            let q = unsafeBitCast(Self.premultiplied255(m, perceptual: perceptual, premul: premul) * 256 + PixelPacking.magic,
                                  to: SIMD4<UInt32>.self) & 0xFFFF
            table[i] = UInt64(q.x) | UInt64(q.y) << 16 | UInt64(q.z) << 32 | UInt64(q.w) << 48
        }
        fixedPoint = table
    }

    /// A mixed value back to premultiplied sRGB on a 0…255 scale. (Scalar min/max throughout:
    /// SIMD `clamped` is an out-of-line call per use.)
    private static func premultiplied255(_ m: SIMD4<Float>, perceptual: Bool, premul: Bool) -> SIMD4<Float> {
        let a = unit(m.w)
        guard a > 0 else { return .zero }
        var c = SIMD3<Float>(m.x, m.y, m.z)
        if perceptual {
            if premul { c /= a }
            c = OKLab.toSRGB(c) * a  // toSRGB clips to the gamut
        } else if premul {
            c = SIMD3(max(0, min(c.x, a)), max(0, min(c.y, a)), max(0, min(c.z, a)))
        } else {
            c = SIMD3(unit(c.x), unit(c.y), unit(c.z)) * a
        }
        return SIMD4(c, a) * 255
    }

    /// A component clamped to 0…1, NaN as 0.
    private static func unit(_ x: Float) -> Float { x > 0 ? min(x, 1) : 0 }
}
