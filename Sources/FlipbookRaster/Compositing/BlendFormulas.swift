/// The per-pixel formulas of every ``CompositeMode`` except `normal` (which has its own
/// integer kernel, ``SourceOverKernel``), on premultiplied colours in 0…1.
///
/// Separable and non-separable blend modes follow W3C Compositing and Blending Level 1:
///
///     αo = αs + αb·(1 − αs)
///     co = cs·(1 − αb) + cb·(1 − αs) + αs·αb·B(Cb, Cs)
///
/// with cs, cb premultiplied and Cs = cs/αs, Cb = cb/αb straight inside B. Coverage and
/// opacity scale the source before the formula (coverage as alpha); for these modes that is
/// the same as mixing destination and result by the coverage.
protocol PixelBlend {
    /// Premultiplied source and destination in 0…1 → premultiplied result.
    static func blend(_ s: SIMD4<Float>, _ d: SIMD4<Float>) -> SIMD4<Float>
}

/// A W3C blend function B(Cb, Cs) on straight colours.
protocol BlendFunction {
    static func mix(_ cb: SIMD3<Float>, _ cs: SIMD3<Float>) -> SIMD3<Float>
}

/// A separable W3C blend function, applied to each colour channel alone.
protocol SeparableBlendFunction: BlendFunction {
    static func channel(_ cb: Float, _ cs: Float) -> Float
}
extension SeparableBlendFunction {
    @inline(__always) static func mix(_ cb: SIMD3<Float>, _ cs: SIMD3<Float>) -> SIMD3<Float> {
        SIMD3(channel(cb.x, cs.x), channel(cb.y, cs.y), channel(cb.z, cs.z))
    }
}

/// Source-over compositing of a W3C blend function: the general formula above.
enum W3CBlend<B: BlendFunction>: PixelBlend {
    @inline(__always) static func blend(_ s: SIMD4<Float>, _ d: SIMD4<Float>) -> SIMD4<Float> {
        let sa = s.w, da = d.w
        let cs = SIMD3(s.x, s.y, s.z), cb = SIMD3(d.x, d.y, d.z)
        // Straight colours; when an alpha is 0 the B term is multiplied by 0 anyway.
        let Cs = sa > 0 ? cs / sa : .zero
        let Cb = da > 0 ? cb / da : .zero
        let co = cs * (1 - da) + cb * (1 - sa) + (sa * da) * B.mix(Cb, Cs)
        return SIMD4(co, sa + da * (1 - sa))
    }
}

// MARK: Separable (W3C §9.1)

enum MultiplyBlend: SeparableBlendFunction {
    @inline(__always) static func channel(_ b: Float, _ s: Float) -> Float { b * s }
}
enum ScreenBlend: SeparableBlendFunction {
    @inline(__always) static func channel(_ b: Float, _ s: Float) -> Float { b + s - b * s }
}
enum OverlayBlend: SeparableBlendFunction {
    /// HardLight with the arguments swapped.
    @inline(__always) static func channel(_ b: Float, _ s: Float) -> Float { HardLightBlend.channel(s, b) }
}
enum DarkenBlend: SeparableBlendFunction {
    @inline(__always) static func channel(_ b: Float, _ s: Float) -> Float { min(b, s) }
}
enum LightenBlend: SeparableBlendFunction {
    @inline(__always) static func channel(_ b: Float, _ s: Float) -> Float { max(b, s) }
}
enum ColorDodgeBlend: SeparableBlendFunction {
    @inline(__always) static func channel(_ b: Float, _ s: Float) -> Float {
        if b == 0 { return 0 }
        if s >= 1 { return 1 }
        return min(1, b / (1 - s))
    }
}
enum ColorBurnBlend: SeparableBlendFunction {
    @inline(__always) static func channel(_ b: Float, _ s: Float) -> Float {
        if b >= 1 { return 1 }
        if s == 0 { return 0 }
        return 1 - min(1, (1 - b) / s)
    }
}
enum HardLightBlend: SeparableBlendFunction {
    @inline(__always) static func channel(_ b: Float, _ s: Float) -> Float {
        s <= 0.5 ? b * 2 * s : ScreenBlend.channel(b, 2 * s - 1)
    }
}
enum SoftLightBlend: SeparableBlendFunction {
    @inline(__always) static func channel(_ b: Float, _ s: Float) -> Float {
        if s <= 0.5 { return b - (1 - 2 * s) * b * (1 - b) }
        let d = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : b.squareRoot()
        return b + (2 * s - 1) * (d - b)
    }
}
enum DifferenceBlend: SeparableBlendFunction {
    @inline(__always) static func channel(_ b: Float, _ s: Float) -> Float { abs(b - s) }
}
enum ExclusionBlend: SeparableBlendFunction {
    @inline(__always) static func channel(_ b: Float, _ s: Float) -> Float { b + s - 2 * b * s }
}

// MARK: Non-separable (W3C §9.2)

/// The W3C helper functions Lum, ClipColor, SetLum, Sat and SetSat.
enum NonSeparable {
    @inline(__always) static func lum(_ c: SIMD3<Float>) -> Float { 0.3 * c.x + 0.59 * c.y + 0.11 * c.z }
    @inline(__always) static func clipColor(_ c: SIMD3<Float>) -> SIMD3<Float> {
        let l = lum(c), n = c.min(), x = c.max()
        var c = c
        if n < 0 { c = l + (c - l) * (l / (l - n)) }
        if x > 1 { c = l + (c - l) * ((1 - l) / (x - l)) }
        return c
    }
    @inline(__always) static func setLum(_ c: SIMD3<Float>, _ l: Float) -> SIMD3<Float> {
        clipColor(c + (l - lum(c)))
    }
    @inline(__always) static func sat(_ c: SIMD3<Float>) -> Float { c.max() - c.min() }
    /// Stretches `c` so its smallest component is 0 and its largest `s` (all 0 if grey).
    @inline(__always) static func setSat(_ c: SIMD3<Float>, _ s: Float) -> SIMD3<Float> {
        let n = c.min(), x = c.max()
        return x > n ? (c - n) * (s / (x - n)) : .zero
    }
}
enum HueBlend: BlendFunction {
    @inline(__always) static func mix(_ cb: SIMD3<Float>, _ cs: SIMD3<Float>) -> SIMD3<Float> {
        NonSeparable.setLum(NonSeparable.setSat(cs, NonSeparable.sat(cb)), NonSeparable.lum(cb))
    }
}
enum SaturationBlend: BlendFunction {
    @inline(__always) static func mix(_ cb: SIMD3<Float>, _ cs: SIMD3<Float>) -> SIMD3<Float> {
        NonSeparable.setLum(NonSeparable.setSat(cb, NonSeparable.sat(cs)), NonSeparable.lum(cb))
    }
}
enum ColorBlend: BlendFunction {
    @inline(__always) static func mix(_ cb: SIMD3<Float>, _ cs: SIMD3<Float>) -> SIMD3<Float> {
        NonSeparable.setLum(cs, NonSeparable.lum(cb))
    }
}
enum LuminosityBlend: BlendFunction {
    @inline(__always) static func mix(_ cb: SIMD3<Float>, _ cs: SIMD3<Float>) -> SIMD3<Float> {
        NonSeparable.setLum(cb, NonSeparable.lum(cs))
    }
}

// MARK: Porter–Duff and plus operators

/// Source drawn only where the destination is: s·αb + d·(1 − αs); alpha stays αb.
enum SourceAtopBlend: PixelBlend {
    @inline(__always) static func blend(_ s: SIMD4<Float>, _ d: SIMD4<Float>) -> SIMD4<Float> {
        s * d.w + d * (1 - s.w)
    }
}
/// Source drawn behind the destination: d + s·(1 − αb).
enum DestinationOverBlend: PixelBlend {
    @inline(__always) static func blend(_ s: SIMD4<Float>, _ d: SIMD4<Float>) -> SIMD4<Float> {
        d + s * (1 - d.w)
    }
}
/// Destination erased by the source's alpha: d·(1 − αs).
enum DestinationOutBlend: PixelBlend {
    @inline(__always) static func blend(_ s: SIMD4<Float>, _ d: SIMD4<Float>) -> SIMD4<Float> {
        d * (1 - s.w)
    }
}
/// Apple's plus-lighter: min(1, S + D) on premultiplied components, alpha included.
enum PlusLighterBlend: PixelBlend {
    @inline(__always) static func blend(_ s: SIMD4<Float>, _ d: SIMD4<Float>) -> SIMD4<Float> {
        (s + d).clamped(lowerBound: .zero, upperBound: .one)
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
    @inline(__always) static func blend(_ s: SIMD4<Float>, _ d: SIMD4<Float>) -> SIMD4<Float> {
        let a = min(1, s.w + d.w)
        let c = a - ((d.w - SIMD3(d.x, d.y, d.z)) + (s.w - SIMD3(s.x, s.y, s.z)))
        return SIMD4(c.clamped(lowerBound: .zero, upperBound: SIMD3(repeating: a)), a)
    }
}
