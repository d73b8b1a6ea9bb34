/// Multiply and screen on premultiplied RGBA8 in 16-bit integer maths, four pixels (16
/// channels) per `SIMD16<UInt16>` step, like ``SourceOverKernel``. About twice as fast as
/// the general Float path of ``BlendRow`` for the two most used blend modes.
///
/// With s, d premultiplied and sa, da their alphas (all 0…255), the W3C formulas become
///
///     multiply:  out = ⌊(s·(255 − da) + d·(255 − sa) + s·d) / 255⌉
///     screen:    out = s + d − ⌊s·d / 255⌉
///
/// in every lane, alpha included (for alpha both reduce to sa + da − sa·da/255). Only the
/// one division rounds, so at full coverage the result is the real value rounded to nearest
/// (±0.5), and because s ≤ sa, d ≤ da the multiply numerator is at most 255² (inside 16
/// bits; colour above alpha, which premultiplied pixels never have, wraps instead of
/// crashing). Coverage m first scales the source, s' = ⌊s·m / 255⌉, which adds at most ±0.5.
///
/// Both builds run the C twin of ``row(_:dst:src:cov:count:)`` (IntegerBlend.c, through
/// ``BlendRow``); this Swift row is its reference (IntegerBlendKernelTests: the same bytes).
enum IntegerBlendKernel {
    typealias V = SIMD16<UInt16>

    enum Formula { case multiply, screen }

    @inline(__always) static func blend(_ f: Formula, _ s: V, _ d: V) -> V {
        switch f {
        case .multiply:
            // s·(255 − da) + d·(255 − sa + s): two products instead of three.
            let sa = alphas(s), da = alphas(d)
            return SourceOverKernel.div255(s &* (255 &- da) &+ d &* (255 &- sa &+ s))
        case .screen:
            return s &+ d &- SourceOverKernel.div255(s &* d)
        }
    }

    /// Each pixel's alpha in its four lanes, by 32-bit shifts and a lane shuffle (pshufd):
    /// the 64-bit shift-or form of ``SourceOverKernel/alphas(_:)`` becomes a 64-bit multiply,
    /// which SSE2 lacks.
    @inline(__always) static func alphas(_ v: V) -> V {
        let w = unsafeBitCast(v, to: SIMD8<UInt32>.self) &>> 16  // g, a of each pixel
        let a = SIMD8<UInt32>(w[1], w[1], w[3], w[3], w[5], w[5], w[7], w[7])
        return unsafeBitCast(a | (a &<< 16), to: V.self)
    }

    /// One row: `count` premultiplied source pixels through coverage `cov` (`nil` = 255
    /// everywhere) onto `dst`. Pixels with zero coverage are not written.
    @inline(__always)
    static func row(_ f: Formula, dst: UnsafeMutablePointer<UInt8>, src: UnsafePointer<UInt8>,
                    cov: UnsafePointer<UInt8>?, count: Int) {
        var i = 0
        while i + 4 <= count {
            let w: UInt32 = cov.map { SourceOverKernel.loadWord($0 + i) } ?? 0xFFFF_FFFF
            if w != 0 {
                let dp = dst + 4 * i
                var s = SourceOverKernel.load(src + 4 * i)
                let d = SourceOverKernel.load(dp)
                if w != 0xFFFF_FFFF { s = SourceOverKernel.div255(s &* SourceOverKernel.spread(w)) }
                var out = blend(f, s, d)
                if w != 0xFFFF_FFFF {
                    // Zero-coverage pixels keep their exact bytes.
                    out.replace(with: SourceOverKernel.load(dp), where: SourceOverKernel.spread(w) .== 0)
                }
                SourceOverKernel.store(out, dp)
            }
            i += 4
        }
        guard i < count else { return }
        // The last one to three pixels, staged through a four-pixel group with zero coverage
        // in the unused lanes.
        var sb = SIMD16<UInt8>(), db = SIMD16<UInt8>(), w: UInt32 = 0
        let n = count - i
        for k in 0..<n {
            for c in 0..<4 { sb[4 * k + c] = src[4 * (i + k) + c]; db[4 * k + c] = dst[4 * (i + k) + c] }
            w |= UInt32(cov?[i + k] ?? 255) << (8 * UInt32(k))
        }
        let m = SourceOverKernel.spread(w)
        let s = SourceOverKernel.div255(PixelPacking.widen(sb) &* m)
        let d = PixelPacking.widen(db)
        var out = blend(f, s, d)
        out.replace(with: d, where: m .== 0)
        let bytes = PixelPacking.narrow(out)
        for k in 0..<(4 * n) { dst[4 * i + k] = bytes[k] }
    }
}
