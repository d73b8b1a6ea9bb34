/// The per-pixel formulas of every ``CompositeMode`` except `normal` (which has its own
/// integer kernel, ``SourceOverKernel``), on premultiplied colours in 0…1, four pixels at a
/// time: each ``Quad`` lane is one pixel (structure of arrays).
///
/// Separable and non-separable blend modes follow W3C Compositing and Blending Level 1:
///
///     αo = αs + αb·(1 − αs)
///     co = cs·(1 − αb) + cb·(1 − αs) + αs·αb·B(Cb, Cs)
///
/// with cs, cb premultiplied and Cs = cs/αs, Cb = cb/αb straight inside B. Coverage and
/// opacity scale the source before the formula (coverage as alpha); for these modes that is
/// the same as mixing destination and result by the coverage.
///
/// Min, max and branches are written as lane selects (`replacing(with:where:)`), which inline;
/// the standard library's `pointwiseMin`/`pointwiseMax` stay out-of-line calls.
protocol PixelBlend {
    /// Premultiplied source and destination → premultiplied result.
    static func blend(_ s: Quad, _ d: Quad) -> Quad
}

typealias F4 = SIMD4<Float>

/// Four pixels' channels, one pixel per lane.
struct Quad {
    var r: F4, g: F4, b: F4, a: F4
}

/// Three colour channels of four pixels.
struct RGB4 {
    var r: F4, g: F4, b: F4
    @inline(__always) init(_ r: F4, _ g: F4, _ b: F4) { self.r = r; self.g = g; self.b = b }
    @inline(__always) init(_ q: Quad) { r = q.r; g = q.g; b = q.b }
    @inline(__always) static func + (x: RGB4, y: RGB4) -> RGB4 { RGB4(x.r + y.r, x.g + y.g, x.b + y.b) }
    @inline(__always) static func - (x: RGB4, y: RGB4) -> RGB4 { RGB4(x.r - y.r, x.g - y.g, x.b - y.b) }
    @inline(__always) static func * (x: RGB4, k: F4) -> RGB4 { RGB4(x.r * k, x.g * k, x.b * k) }
    @inline(__always) static func + (x: RGB4, k: F4) -> RGB4 { RGB4(x.r + k, x.g + k, x.b + k) }
    @inline(__always) static func - (x: RGB4, k: F4) -> RGB4 { RGB4(x.r - k, x.g - k, x.b - k) }
    @inline(__always) func select(_ o: RGB4, where m: SIMDMask<SIMD4<Int32>>) -> RGB4 {
        RGB4(r.replacing(with: o.r, where: m), g.replacing(with: o.g, where: m), b.replacing(with: o.b, where: m))
    }
}

@inline(__always) func vmin(_ x: F4, _ y: F4) -> F4 { x.replacing(with: y, where: y .< x) }
@inline(__always) func vmax(_ x: F4, _ y: F4) -> F4 { x.replacing(with: y, where: y .> x) }
@inline(__always) func vabs(_ x: F4) -> F4 { x.replacing(with: -x, where: x .< 0) }

/// A W3C blend function B(Cb, Cs) on straight colours.
protocol BlendFunction {
    static func mix(_ cb: RGB4, _ cs: RGB4) -> RGB4
    /// αs·αb·B(cb/αb, cs/αs) from premultiplied colours. The default divides; modes whose
    /// B is a product or a min/max override it without division (as Skia does).
    static func term(_ cb: RGB4, _ cs: RGB4, _ ab: F4, _ sa: F4) -> RGB4
}
extension BlendFunction {
    @inline(__always) static func term(_ cb: RGB4, _ cs: RGB4, _ ab: F4, _ sa: F4) -> RGB4 {
        // Straight colours; where an alpha is 0 the term is multiplied by 0 anyway (and the
        // select removes the 0/0 NaN first).
        let zero = F4()
        let Cs = (cs * (1 / sa)).select(RGB4(zero, zero, zero), where: sa .<= 0)
        let Cb = (cb * (1 / ab)).select(RGB4(zero, zero, zero), where: ab .<= 0)
        return mix(Cb, Cs) * (sa * ab)
    }
}

/// A separable W3C blend function, applied to each colour channel alone.
protocol SeparableBlendFunction: BlendFunction {
    static func channel(_ cb: F4, _ cs: F4) -> F4
}
extension SeparableBlendFunction {
    @inline(__always) static func mix(_ cb: RGB4, _ cs: RGB4) -> RGB4 {
        RGB4(channel(cb.r, cs.r), channel(cb.g, cs.g), channel(cb.b, cs.b))
    }
}

/// Source-over compositing of a W3C blend function: the general formula above.
enum W3CBlend<B: BlendFunction>: PixelBlend {
    @inline(__always) static func blend(_ s: Quad, _ d: Quad) -> Quad {
        let cs = RGB4(s), cb = RGB4(d)
        let co = cs * (1 - d.a) + cb * (1 - s.a) + B.term(cb, cs, d.a, s.a)
        return Quad(r: co.r, g: co.g, b: co.b, a: s.a + d.a * (1 - s.a))
    }
}

// MARK: Separable (W3C §9.1)

enum ScreenBlend: SeparableBlendFunction {
    @inline(__always) static func channel(_ b: F4, _ s: F4) -> F4 { b + s - b * s }
    @inline(__always) static func term(_ cb: RGB4, _ cs: RGB4, _ ab: F4, _ sa: F4) -> RGB4 {
        cb * sa + cs * ab - RGB4(cb.r * cs.r, cb.g * cs.g, cb.b * cs.b)
    }
}
enum OverlayBlend: SeparableBlendFunction {
    /// HardLight with the arguments swapped.
    @inline(__always) static func channel(_ b: F4, _ s: F4) -> F4 { HardLightBlend.channel(s, b) }
}
enum DarkenBlend: SeparableBlendFunction {
    @inline(__always) static func channel(_ b: F4, _ s: F4) -> F4 { vmin(b, s) }
    @inline(__always) static func term(_ cb: RGB4, _ cs: RGB4, _ ab: F4, _ sa: F4) -> RGB4 {
        let x = cb * sa, y = cs * ab
        return RGB4(vmin(x.r, y.r), vmin(x.g, y.g), vmin(x.b, y.b))
    }
}
enum LightenBlend: SeparableBlendFunction {
    @inline(__always) static func channel(_ b: F4, _ s: F4) -> F4 { vmax(b, s) }
    @inline(__always) static func term(_ cb: RGB4, _ cs: RGB4, _ ab: F4, _ sa: F4) -> RGB4 {
        let x = cb * sa, y = cs * ab
        return RGB4(vmax(x.r, y.r), vmax(x.g, y.g), vmax(x.b, y.b))
    }
}
enum ColorDodgeBlend: SeparableBlendFunction {
    /// b = 0 → 0; s = 1 → 1; else min(1, b/(1 − s)). (s = 1 gives b/0 = ∞ → 1; 0/0 → the b = 0 case.)
    @inline(__always) static func channel(_ b: F4, _ s: F4) -> F4 {
        let x = b / (1 - s)
        return x.replacing(with: 1, where: x .> 1).replacing(with: 0, where: b .<= 0)
    }
}
enum ColorBurnBlend: SeparableBlendFunction {
    /// b = 1 → 1; s = 0 → 0; else 1 − min(1, (1 − b)/s).
    @inline(__always) static func channel(_ b: F4, _ s: F4) -> F4 {
        let x = (1 - b) / s
        return (1 - x.replacing(with: 1, where: x .> 1)).replacing(with: 1, where: b .>= 1)
    }
}
enum HardLightBlend: SeparableBlendFunction {
    @inline(__always) static func channel(_ b: F4, _ s: F4) -> F4 {
        let s2 = s + s
        return ScreenBlend.channel(b, s2 - 1).replacing(with: b * s2, where: s .<= 0.5)
    }
}
enum SoftLightBlend: SeparableBlendFunction {
    @inline(__always) static func channel(_ b: F4, _ s: F4) -> F4 {
        let low = b - (1 - 2 * s) * b * (1 - b)
        let root = F4(b.x.squareRoot(), b.y.squareRoot(), b.z.squareRoot(), b.w.squareRoot())
        let d = root.replacing(with: ((16 * b - 12) * b + 4) * b, where: b .<= 0.25)
        let high = b + (2 * s - 1) * (d - b)
        return high.replacing(with: low, where: s .<= 0.5)
    }
}
enum DifferenceBlend: SeparableBlendFunction {
    @inline(__always) static func channel(_ b: F4, _ s: F4) -> F4 { vabs(b - s) }
    @inline(__always) static func term(_ cb: RGB4, _ cs: RGB4, _ ab: F4, _ sa: F4) -> RGB4 {
        let x = cb * sa - cs * ab
        return RGB4(vabs(x.r), vabs(x.g), vabs(x.b))
    }
}
enum ExclusionBlend: SeparableBlendFunction {
    @inline(__always) static func channel(_ b: F4, _ s: F4) -> F4 { b + s - 2 * b * s }
    @inline(__always) static func term(_ cb: RGB4, _ cs: RGB4, _ ab: F4, _ sa: F4) -> RGB4 {
        cb * sa + cs * ab - RGB4(cb.r * cs.r, cb.g * cs.g, cb.b * cs.b) * F4(repeating: 2)
    }
}

// MARK: Non-separable (W3C §9.2)

/// The W3C helper functions Lum, ClipColor, SetLum, Sat and SetSat.
enum NonSeparable {
    @inline(__always) static func lum(_ c: RGB4) -> F4 { 0.3 * c.r + 0.59 * c.g + 0.11 * c.b }
    @inline(__always) static func minimum(_ c: RGB4) -> F4 { vmin(vmin(c.r, c.g), c.b) }
    @inline(__always) static func maximum(_ c: RGB4) -> F4 { vmax(vmax(c.r, c.g), c.b) }
    /// Pulls out-of-range colours back along the line to their luminosity. Both limits are
    /// tested against the original extremes, as the spec writes it.
    @inline(__always) static func clipColor(_ c: RGB4) -> RGB4 {
        let l = lum(c), n = minimum(c), x = maximum(c)
        let under = n .< 0, over = x .> 1
        var c = c
        c = c.select((c - l) * (l / (l - n)) + l, where: under)
        c = c.select((c - l) * ((1 - l) / (x - l)) + l, where: over)
        return c
    }
    @inline(__always) static func setLum(_ c: RGB4, _ l: F4) -> RGB4 { clipColor(c + (l - lum(c))) }
    @inline(__always) static func sat(_ c: RGB4) -> F4 { maximum(c) - minimum(c) }
    /// Stretches `c` so its smallest component is 0 and its largest `s` (all 0 if grey).
    @inline(__always) static func setSat(_ c: RGB4, _ s: F4) -> RGB4 {
        let n = minimum(c), x = maximum(c)
        let k = (s / (x - n)).replacing(with: 0, where: x .<= n)
        return (c - n) * k
    }
}
enum HueBlend: BlendFunction {
    @inline(__always) static func mix(_ cb: RGB4, _ cs: RGB4) -> RGB4 {
        NonSeparable.setLum(NonSeparable.setSat(cs, NonSeparable.sat(cb)), NonSeparable.lum(cb))
    }
}
enum SaturationBlend: BlendFunction {
    @inline(__always) static func mix(_ cb: RGB4, _ cs: RGB4) -> RGB4 {
        NonSeparable.setLum(NonSeparable.setSat(cb, NonSeparable.sat(cs)), NonSeparable.lum(cb))
    }
}
enum ColorBlend: BlendFunction {
    @inline(__always) static func mix(_ cb: RGB4, _ cs: RGB4) -> RGB4 {
        NonSeparable.setLum(cs, NonSeparable.lum(cb))
    }
}
enum LuminosityBlend: BlendFunction {
    @inline(__always) static func mix(_ cb: RGB4, _ cs: RGB4) -> RGB4 {
        NonSeparable.setLum(cb, NonSeparable.lum(cs))
    }
}

// MARK: Porter–Duff and plus operators

/// Source drawn only where the destination is: s·αb + d·(1 − αs); alpha stays αb.
enum SourceAtopBlend: PixelBlend {
    @inline(__always) static func blend(_ s: Quad, _ d: Quad) -> Quad {
        let k = 1 - s.a
        return Quad(r: s.r * d.a + d.r * k, g: s.g * d.a + d.g * k, b: s.b * d.a + d.b * k, a: d.a)
    }
}
/// Source drawn behind the destination: d + s·(1 − αb).
enum DestinationOverBlend: PixelBlend {
    @inline(__always) static func blend(_ s: Quad, _ d: Quad) -> Quad {
        let k = 1 - d.a
        return Quad(r: d.r + s.r * k, g: d.g + s.g * k, b: d.b + s.b * k, a: d.a + s.a * k)
    }
}
/// Destination erased by the source's alpha: d·(1 − αs).
enum DestinationOutBlend: PixelBlend {
    @inline(__always) static func blend(_ s: Quad, _ d: Quad) -> Quad {
        let k = 1 - s.a
        return Quad(r: d.r * k, g: d.g * k, b: d.b * k, a: d.a * k)
    }
}
/// Apple's plus-lighter: min(1, S + D) on premultiplied components, alpha included.
enum PlusLighterBlend: PixelBlend {
    @inline(__always) static func blend(_ s: Quad, _ d: Quad) -> Quad {
        let one = F4(repeating: 1)
        return Quad(r: vmin(s.r + d.r, one), g: vmin(s.g + d.g, one), b: vmin(s.b + d.b, one), a: vmin(s.a + d.a, one))
    }
}
/// Apple's plus-darker. Opaque, Apple documents R = max(0, 1 − ((1 − D) + (1 − S))).
///
/// Partial alpha (Apple does not document it; this is the one place the choice is made):
/// add the *premultiplied complements* (α − c), "how much darker than its own alpha each
/// layer is", and subtract them from the result alpha:
///
///     αr = min(1, αs + αb)
///     cr = max(0, αr − ((αb − cb) + (αs − cs)))
///
/// It reduces to Apple's formula when both are opaque, leaves the destination unchanged
/// under a transparent source and gives the source over a transparent destination (the
/// form with a literal 1 instead of αr does neither), and keeps cr ≤ αr.
enum PlusDarkerBlend: PixelBlend {
    @inline(__always) static func blend(_ s: Quad, _ d: Quad) -> Quad {
        let a = vmin(s.a + d.a, F4(repeating: 1)), zero = F4()
        @inline(__always) func channel(_ sc: F4, _ dc: F4) -> F4 { vmax(a - ((d.a - dc) + (s.a - sc)), zero) }
        return Quad(r: channel(s.r, d.r), g: channel(s.g, d.g), b: channel(s.b, d.b), a: a)
    }
}
