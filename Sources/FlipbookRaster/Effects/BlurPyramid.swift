#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CFlipbookKernels

/// Gaussian blur of large σ on a pyramid: the image is low-passed and halved (per axis) while
/// σ is large, blurred with ``RecursiveGaussian`` at the smallest size, then doubled back.
///
/// Each halving filters with the binomial [1 4 6 4 1]/16 and keeps the even samples; each
/// doubling interpolates with the same binomial (even outputs [1 6 1]/8, odd outputs [4 4]/8).
/// Both have variance 1 px², so one level turns σ into σ′ = √(σ² − 2) / 2 at half size and the
/// whole chain has exactly the requested variance. A Gaussian of σ ≥ 4.5 px has nothing left
/// near the half-size Nyquist frequency, and the binomials suppress what would alias or image
/// to < 0.3% there: measured against the exact sampled Gaussian (steps, squares, impulses,
/// noise) one level adds ≤ 0.06/255 at σ = 4.5 and ≤ 0.004/255 at σ ≥ 8, far inside the
/// 0.75/255 the tests demand. The cost: two 5-tap passes at full size, the recursive filter on
/// a quarter (σ ≥ 4.5), a sixteenth (σ ≥ 9.5) … of the pixels, and two interpolation passes.
///
/// Grid: level l + 1 sample i sits on level l sample 2(i − 1), so it spans one sample beyond
/// the content on each side (the binomial's reach); a level of n samples has (n + 5) / 2 above
/// it. Outside each level everything is zero, as the blur assumes.
///
/// Values are Float in 0…255 units (one `SIMD4<Float>` per premultiplied RGBA pixel) on every
/// level but the image itself; one rounding at the end.
package enum BlurPyramid {
    /// Halve while σ (both axes) is at least this.
    static let minimumSigma = 4.5

    /// How many halvings for (σx, σy), and the σ left for the smallest level.
    static func plan(sigmaX: Double, sigmaY: Double) -> (levels: Int, sigmaX: Double, sigmaY: Double) {
        var sx = sigmaX, sy = sigmaY, n = 0
        while sx >= minimumSigma && sy >= minimumSigma {
            sx = (sx * sx - 2).squareRoot() / 2
            sy = (sy * sy - 2).squareRoot() / 2
            n += 1
        }
        return (n, sx, sy)
    }

    /// Width and height of level 0 (the image) through level `levels`: each halving keeps
    /// the 5-tap filter's reach, so a level is ⌊(n + 5) / 2⌋ of the one above.
    static func levelSizes(width: Int, height: Int, levels: Int) -> [(Int, Int)] {
        var sizes = [(width, height)]
        for _ in 0..<levels { let (a, b) = sizes.last!; sizes.append(((a + 5) / 2, (b + 5) / 2)) }
        return sizes
    }

    /// A Float RGBA image on one level.
    struct Plane {
        var width: Int
        var height: Int
        var pixels: UnsafeMutablePointer<SIMD4<Float>>
        @inline(__always) func row(_ y: Int) -> UnsafeMutablePointer<SIMD4<Float>> { pixels + y * width }
    }

    /// A level in 16-bit fixed point for the doublings: per pixel four UInt16 lanes (value · 64,
    /// ≥ 0, colour ≤ alpha) packed in a UInt64; rows `stride` pixels apart with a zero tail.
    struct FixedPlane {
        var width: Int
        var height: Int
        var stride: Int
        var pixels: UnsafeMutablePointer<UInt64>
        @inline(__always) func row(_ y: Int) -> UnsafeMutablePointer<UInt64> { pixels + y * stride }
    }

    /// Blurs premultiplied RGBA8 in place when σ is large enough for a pyramid; returns false
    /// (touching nothing) otherwise. Runs the C port (CFlipbookKernels, BlurPyramid.c), which
    /// gives the same bytes as ``referenceBlurRGBA(_:width:height:sigmaX:sigmaY:)`` and stays
    /// fast in debug builds. `avx2` picks its AVX2 build where the CPU has it (same bytes).
    package static func blurRGBA(_ bytes: UnsafeMutableBufferPointer<UInt8>, width w: Int, height h: Int,
                                 sigmaX: Double, sigmaY: Double, avx2: Bool = DirectBlur.useAVX2) -> Bool {
        let p = plan(sigmaX: sigmaX, sigmaY: sigmaY)
        guard p.levels > 0, w > 0, h > 0 else { return false }
        var gx = RecursiveGaussian(sigma: p.sigmaX).kernel, gy = RecursiveGaussian(sigma: p.sigmaY).kernel
        guard flipbook_pyramid_blur_rgba(bytes.baseAddress!, w, h, p.levels, &gx, &gy, avx2 ? 1 : 0) != 0 else {
            fatalError("out of memory blurring a \(w)×\(h) image")
        }
        return true
    }

    /// The Swift implementation the C port follows (the tests compare the two).
    package static func referenceBlurRGBA(_ bytes: UnsafeMutableBufferPointer<UInt8>, width w: Int, height h: Int,
                                          sigmaX: Double, sigmaY: Double) -> Bool {
        let p = plan(sigmaX: sigmaX, sigmaY: sigmaY)
        guard p.levels > 0, w > 0, h > 0 else { return false }
        // Level sizes; fixed-point planes for levels 1 … L (value · 256 on the way down, reused
        // as value · 64 on the way up); Float plane, scratch and filter state for level L.
        let sizes = levelSizes(width: w, height: h, levels: p.levels)
        let (lw, lh) = sizes[p.levels]
        let floatArena = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: 3 * lw * lh + 4 * max(lw, lh))
        defer { floatArena.deallocate() }
        var fixedTotal = 0
        for l in 1...p.levels { fixedTotal += (sizes[l].0 + 8) * sizes[l].1 }
        let fixedArena = UnsafeMutablePointer<UInt64>.allocate(capacity: fixedTotal)
        defer { fixedArena.deallocate() }
        var fixed: [FixedPlane] = []
        var fc = fixedArena
        for l in 1...p.levels {
            fixed.append(FixedPlane(width: sizes[l].0, height: sizes[l].1, stride: sizes[l].0 + 8, pixels: fc))
            fc += (sizes[l].0 + 8) * sizes[l].1
        }

        let px = bytes.baseAddress!
        // Levels that are halved again are stored rounded to value · 16 (what the next
        // halving reads); the smallest keeps value · 256.
        halve(bytes: px, width: w, height: h, into: fixed[0], rounded: p.levels > 1)
        for l in 1..<p.levels { halve(fixed[l - 1], into: fixed[l], rounded: l < p.levels - 1) }
        let smallest = Plane(width: lw, height: lh, pixels: floatArena)
        floats(fixed[p.levels - 1], into: smallest)
        recursiveBlur(smallest, scratch: floatArena + lw * lh, state: floatArena + 3 * lw * lh,
                      into: fixed[p.levels - 1], RecursiveGaussian(sigma: p.sigmaX), RecursiveGaussian(sigma: p.sigmaY))
        var l = p.levels - 1
        while l > 0 { interpolate(fixed[l], into: fixed[l - 1]); l -= 1 }
        interpolate(fixed[0], intoBytes: px, width: w, height: h)
        return true
    }

    // MARK: Halving

    /// One halving in 16-bit integers, into `dst` as value · 256 (see ``FixedPlane``; the
    /// binomial's weights total 256). Each output row sums five input rows (`rowSum` gives four
    /// pixels of that sum at a pixel offset, at most 4080 per lane: value · 16), deals the sums
    /// into even and odd pixels, and filters across with whole-vector shifted adds:
    /// out[i] = (E[i−2] + E[i]) + 4 (O[i−2] + O[i−1]) + 6 E[i−1], E[j] = t[2j], O[j] = t[2j+1].
    @inline(__always)
    static func halve<Source: HalvingSource>(_ source: inout Source, width w: Int, into dst: FixedPlane, rounded: Bool) {
        // Even and odd pixels with two zero pixels before and a zero tail.
        let half = dst.width + 8
        let eo = UnsafeMutablePointer<UInt64>.allocate(capacity: 2 * half)
        defer { eo.deallocate() }
        eo.initialize(repeating: 0, count: 2 * half)
        let even = eo + 2, odd = eo + half + 2
        let octets = w / 8
        for j in 0..<dst.height {
            source.select(outputRow: j)
            for o in 0..<octets {
                let s0 = unsafeBitCast(source.sum(8 * o), to: SIMD4<UInt64>.self)
                let s1 = unsafeBitCast(source.sum(8 * o + 4), to: SIMD4<UInt64>.self)
                UnsafeMutableRawPointer(even + 4 * o).storeBytes(of: SIMD4<UInt64>(s0[0], s0[2], s1[0], s1[2]), as: SIMD4<UInt64>.self)
                UnsafeMutableRawPointer(odd + 4 * o).storeBytes(of: SIMD4<UInt64>(s0[1], s0[3], s1[1], s1[3]), as: SIMD4<UInt64>.self)
            }
            for x in (8 * octets)..<w {
                (x & 1 == 0 ? even : odd)[x / 2] = unsafeBitCast(source.tailSum(x), to: UInt64.self)
            }
            // The zero tail the filter reads (even: from (w+1)/2, odd: from w/2).
            for k in ((w + 1) / 2)..<(half - 2) { even[k] = 0 }
            for k in (w / 2)..<(half - 2) { odd[k] = 0 }
            let out = dst.row(j)
            var i = 0
            while i < dst.width {
                let em1 = load(even + i - 1)
                let s = (load(even + i - 2) &+ load(even + i)) &+ ((load(odd + i - 2) &+ load(odd + i - 1)) &<< 2)
                    &+ (em1 &<< 2) &+ (em1 &<< 1)
                // The stride's tail has room for a whole vector; it is re-zeroed below.
                UnsafeMutableRawPointer(out + i).storeBytes(of: rounded ? (s &+ 8) &>> 4 : s, as: SIMD16<UInt16>.self)
                i += 4
            }
            for x in dst.width..<dst.stride { out[x] = 0 }
        }
    }

    /// The first halving, from bytes.
    static func halve(bytes px: UnsafeMutablePointer<UInt8>, width w: Int, height h: Int, into dst: FixedPlane, rounded: Bool) {
        var source = ByteRows(pixels: px, width: w, height: h)
        defer { source.zero.deallocate() }
        if rounded { halve(&source, width: w, into: dst, rounded: true) } else { halve(&source, width: w, into: dst, rounded: false) }
    }

    /// A further halving, from value · 16.
    static func halve(_ src: FixedPlane, into dst: FixedPlane, rounded: Bool) {
        var source = FixedRows(plane: src)
        defer { source.zero.deallocate() }
        if rounded { halve(&source, width: src.width, into: dst, rounded: true) } else { halve(&source, width: src.width, into: dst, rounded: false) }
    }

    /// value · 256 to Float values, for the recursive filter.
    static func floats(_ src: FixedPlane, into dst: Plane) {
        let f: Float = 1 / 256
        for y in 0..<src.height {
            let s = src.row(y), d = dst.row(y)
            for x in 0..<src.width { d[x] = SIMDConversions.floats(unsafeBitCast(s[x], to: SIMD4<UInt16>.self)) * f }
        }
    }

    // MARK: Doubling

    /// Two pixels as fixed point (see ``FixedPlane``): negative lobes of the recursive filter
    /// clamped to 0 and colour to alpha, so every positive-weighted mix of these pixels (all
    /// the doublings are) is validly premultiplied too.
    @inline(__always)
    static func fixed(_ p: SIMD4<Float>, _ q: SIMD4<Float>) -> SIMD8<UInt16> {
        // max(x, 0) as integer ops on the bit pattern (clears negatives), which vectorises;
        // mask selects and pointwise min/max do not here. min(c, a) = a − max(a − c, 0).
        @inline(__always) func relu(_ x: SIMD8<Float>) -> SIMD8<Float> {
            let b = unsafeBitCast(x, to: SIMD8<Int32>.self)
            return unsafeBitCast(b & ~(b &>> 31), to: SIMD8<Float>.self)
        }
        let c = relu(SIMD8(lowHalf: p, highHalf: q))
        // Alpha of each pixel in all its lanes, at most 255.
        var a = SIMD8(lowHalf: SIMD4(repeating: c.lowHalf.w), highHalf: SIMD4(repeating: c.highHalf.w))
        a = 255 - relu(255 - a)
        let r = unsafeBitCast((a - relu(a - c)) * 64 + 12_582_912, to: SIMD8<UInt32>.self)
        var out = SIMD8<UInt16>()
        for i in 0..<8 { out[i] = UInt16(truncatingIfNeeded: r[i]) }
        return out
    }

    @inline(__always)
    static func load(_ p: UnsafePointer<UInt64>) -> SIMD16<UInt16> {
        UnsafeRawPointer(p).loadUnaligned(as: SIMD16<UInt16>.self)
    }

    /// One row doubled across, still fixed point: out[2(i−1)] = [1 6 1]/8 around src[i],
    /// out[2(i−1)+1] = [4 4]/8 of src[i], src[i+1]; `width` outputs (rounded up to 8 written).
    @inline(__always)
    static func doubleAcross(_ src: UnsafePointer<UInt64>, into dst: UnsafeMutablePointer<UInt64>, width w: Int) {
        var i = 1
        while 2 * (i - 1) < w {
            let l = load(src + i - 1), c = load(src + i), r = load(src + i + 1)
            // (l + r + 6c) / 8 as ((l + r)/2 + 3c)/4: no intermediate exceeds 16 bits.
            let e = unsafeBitCast((((l &+ r) &>> 1) &+ c &+ (c &<< 1) &+ 2) &>> 2, to: SIMD4<UInt64>.self)
            let o = unsafeBitCast((c &+ r &+ 1) &>> 1, to: SIMD4<UInt64>.self)
            let d = UnsafeMutableRawPointer(dst + 2 * (i - 1))
            d.storeBytes(of: SIMD4<UInt64>(e[0], o[0], e[1], o[1]), as: SIMD4<UInt64>.self)
            d.storeBytes(of: SIMD4<UInt64>(e[2], o[2], e[3], o[3]), toByteOffset: 32, as: SIMD4<UInt64>.self)
            i += 4
        }
    }

    /// Rows of a level doubled across, computed once each into a ring of three.
    struct AcrossRing {
        let src: FixedPlane
        let width: Int
        let cap: Int
        let slots: UnsafeMutablePointer<UInt64>
        var ready = -1

        init(_ src: FixedPlane, width: Int) {
            self.src = src
            self.width = width
            cap = (width + 15) / 8 * 8
            slots = .allocate(capacity: 3 * cap)
        }
        func free() { slots.deallocate() }

        /// Level row j doubled across (j − 1 … j + 1 stay available after asking for j + 1).
        @inline(__always)
        mutating func row(_ j: Int) -> UnsafeMutablePointer<UInt64> {
            while ready < j {
                ready += 1
                BlurPyramid.doubleAcross(src.row(ready), into: slots + (ready % 3) * cap, width: width)
            }
            return slots + (j % 3) * cap
        }
    }

    /// Level l + 1 doubled into level l, both fixed point.
    static func interpolate(_ src: FixedPlane, into dst: FixedPlane) {
        var ring = AcrossRing(src, width: dst.width)
        defer { ring.free() }
        let quads = dst.width / 4
        for y in 0..<dst.height {
            let j = y / 2 + 1
            let c = ring.row(j + 1), b = ring.row(j)
            let out = dst.row(y)
            let a = ring.slots + ((j + 2) % 3) * ring.cap
            @inline(__always) func even(_ k: Int) -> SIMD16<UInt16> {
                let m = load(b + k)
                return (((load(a + k) &+ load(c + k)) &>> 1) &+ m &+ (m &<< 1) &+ 2) &>> 2
            }
            @inline(__always) func odd(_ k: Int) -> SIMD16<UInt16> {
                (load(b + k) &+ load(c + k) &+ 1) &>> 1
            }
            if y & 1 == 0 {
                for k in 0..<quads { UnsafeMutableRawPointer(out + 4 * k).storeBytes(of: even(4 * k), as: SIMD16<UInt16>.self) }
            } else {
                for k in 0..<quads { UnsafeMutableRawPointer(out + 4 * k).storeBytes(of: odd(4 * k), as: SIMD16<UInt16>.self) }
            }
            if quads * 4 < dst.width {
                let last = unsafeBitCast(y & 1 == 0 ? even(4 * quads) : odd(4 * quads), to: SIMD4<UInt64>.self)
                for n in 0..<(dst.width - 4 * quads) { out[4 * quads + n] = last[n] }
            }
            for x in dst.width..<dst.stride { out[x] = 0 }
        }
    }

    /// The last doubling, into bytes, with one rounding.
    static func interpolate(_ src: FixedPlane, intoBytes px: UnsafeMutablePointer<UInt8>, width w: Int, height h: Int) {
        var ring = AcrossRing(src, width: w)
        defer { ring.free() }
        let quads = w / 4
        for y in 0..<h {
            let j = y / 2 + 1
            let c = ring.row(j + 1), b = ring.row(j)
            let out = UnsafeMutableRawPointer(px + y * w * 4)
            // Even and odd rows in separate loops (constant shifts and rounding terms).
            let a = ring.slots + ((j + 2) % 3) * ring.cap
            @inline(__always) func even(_ k: Int) -> SIMD16<UInt8> {
                let m = load(b + k)
                return PixelPacking.narrow((((load(a + k) &+ load(c + k)) &>> 1) &+ m &+ (m &<< 1) &+ 128) &>> 8)
            }
            @inline(__always) func odd(_ k: Int) -> SIMD16<UInt8> {
                PixelPacking.narrow((load(b + k) &+ load(c + k) &+ 64) &>> 7)
            }
            if y & 1 == 0 {
                for k in 0..<quads { out.storeBytes(of: even(4 * k), toByteOffset: 16 * k, as: SIMD16<UInt8>.self) }
            } else {
                for k in 0..<quads { out.storeBytes(of: odd(4 * k), toByteOffset: 16 * k, as: SIMD16<UInt8>.self) }
            }
            if quads * 4 < w {
                let last = y & 1 == 0 ? even(4 * quads) : odd(4 * quads)
                for n in 0..<((w - 4 * quads) * 4) { out.storeBytes(of: last[n], toByteOffset: 16 * quads + n, as: UInt8.self) }
            }
        }
    }

    // MARK: The smallest level

    /// ``RecursiveGaussian`` down the columns, then (transposed, so that pass too runs over
    /// whole rows of independent columns instead of one latency-bound recursion per row)
    /// down the former rows, into `result` in fixed point; `scratch` is twice as large as `plane`.
    static func recursiveBlur(_ plane: Plane, scratch: UnsafeMutablePointer<SIMD4<Float>>,
                              state: UnsafeMutablePointer<SIMD4<Float>>, into result: FixedPlane,
                              _ gx: RecursiveGaussian, _ gy: RecursiveGaussian) {
        let w = plane.width, h = plane.height
        let transposed = scratch + w * h
        columns(plane.pixels, into: scratch, width: w, height: h, state: state, gy, transposedInto: transposed)
        columns(transposed, into: scratch, width: h, height: w, state: state, gx)
        transpose(scratch, intoFixed: result, width: h, height: w)
    }

    /// Transposes `src` (`width` × `height`) back into `dst` (`height` × `width`), converting to
    /// fixed point (``fixed(_:_:)``) on the way; four source columns (two pixel pairs of two
    /// destination rows) at a time.
    static func transpose(_ src: UnsafeMutablePointer<SIMD4<Float>>, intoFixed dst: FixedPlane,
                          width w: Int, height h: Int) {
        dst.pixels.initialize(repeating: 0, count: dst.stride * dst.height)
        // dst row y = src column y (w of them); dst pixel x = src row x (h of them).
        for y in 0..<w {
            let d = UnsafeMutableRawPointer(dst.row(y))
            var x = 0
            while x + 1 < h {
                d.storeBytes(of: fixed(src[x * w + y], src[(x + 1) * w + y]), toByteOffset: 8 * x, as: SIMD8<UInt16>.self)
                x += 2
            }
            // The stride's zero tail has room for the pair; its second pixel stays zero.
            if x < h { d.storeBytes(of: fixed(src[x * w + y], .zero), toByteOffset: 8 * x, as: SIMD8<UInt16>.self) }
        }
    }

    /// The recursive filter down every column of `src` (`width` × `height`), into `dst`; all
    /// columns advance together a row at a time, their states in four rows of `state`.
    static func columns(_ src: UnsafeMutablePointer<SIMD4<Float>>, into dst: UnsafeMutablePointer<SIMD4<Float>>,
                        width w: Int, height h: Int, state: UnsafeMutablePointer<SIMD4<Float>>,
                        _ g: RecursiveGaussian, transposedInto t: UnsafeMutablePointer<SIMD4<Float>>? = nil) {
        let a = g.first, b = g.second
        var p1 = state, q1 = state + w, p2 = state + 2 * w, q2 = state + 3 * w
        state.initialize(repeating: .zero, count: 4 * w)
        // Down: causal half.
        for y in 0..<h {
            let x0 = src + y * w, out = dst + y * w
            if y > 0 {
                let xp = x0 - w
                for i in 0..<w {
                    let xi = x0[i], xq = xp[i]
                    let y1 = (a.b0 * xi + a.b1 * xq + a.d2 * q1[i]) + a.d1 * p1[i]
                    let y2 = (b.b0 * xi + b.b1 * xq + b.d2 * q2[i]) + b.d1 * p2[i]
                    q1[i] = y1; q2[i] = y2; out[i] = y1 + y2
                }
            } else {
                for i in 0..<w {
                    let xi = x0[i]
                    let y1 = a.b0 * xi, y2 = b.b0 * xi
                    q1[i] = y1; q2[i] = y2; out[i] = y1 + y2
                }
            }
            swap(&p1, &q1); swap(&p2, &q2)
        }
        // Up: anticausal half, added on; input rows y + 1 and y + 2 (zero beyond the bottom).
        state.update(repeating: .zero, count: 4 * w)
        var y = h - 1
        while y >= 0 {
            let out = dst + y * w
            if y + 2 < h {
                let u1 = src + (y + 1) * w, u2 = u1 + w
                if let t {
                    // Finished values go straight to their transposed place (no second pass).
                    for i in 0..<w {
                        let x1 = u1[i], x2 = u2[i]
                        let y1 = (a.c1 * x1 + a.c2 * x2 + a.d2 * q1[i]) + a.d1 * p1[i]
                        let y2 = (b.c1 * x1 + b.c2 * x2 + b.d2 * q2[i]) + b.d1 * p2[i]
                        q1[i] = y1; q2[i] = y2; t[i * h + y] = out[i] + (y1 + y2)
                    }
                } else {
                    for i in 0..<w {
                        let x1 = u1[i], x2 = u2[i]
                        let y1 = (a.c1 * x1 + a.c2 * x2 + a.d2 * q1[i]) + a.d1 * p1[i]
                        let y2 = (b.c1 * x1 + b.c2 * x2 + b.d2 * q2[i]) + b.d1 * p2[i]
                        q1[i] = y1; q2[i] = y2; out[i] += y1 + y2
                    }
                }
            } else {
                let u1: UnsafeMutablePointer<SIMD4<Float>>? = y + 1 < h ? src + (y + 1) * w : nil
                for i in 0..<w {
                    let x1 = u1?[i] ?? .zero
                    let y1 = (a.c1 * x1 + a.d2 * q1[i]) + a.d1 * p1[i]
                    let y2 = (b.c1 * x1 + b.d2 * q2[i]) + b.d1 * p2[i]
                    q1[i] = y1; q2[i] = y2; out[i] += y1 + y2
                    if let t { t[i * h + y] = out[i] }
                }
            }
            swap(&p1, &q1); swap(&p2, &q2)
            y -= 1
        }
    }
}

/// The five input rows of one output row of a halving, summed with the binomial's weights
/// (at most 4080 per lane, value · 16).
protocol HalvingSource {
    /// Picks input rows 2j − 4 … 2j (zero outside the input).
    mutating func select(outputRow j: Int)
    /// Four pixels of the weighted row sum from pixel `x`.
    func sum(_ x: Int) -> SIMD16<UInt16>
    /// One pixel of it (the last pixels of a row).
    func tailSum(_ x: Int) -> SIMD4<UInt16>
}

/// Premultiplied RGBA8 rows.
struct ByteRows: HalvingSource {
    let pixels: UnsafeMutablePointer<UInt8>
    let width: Int
    let height: Int
    let zero: UnsafeMutablePointer<UInt8>
    var r0, r1, r2, r3, r4: UnsafeRawPointer

    init(pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int) {
        self.pixels = pixels; self.width = width; self.height = height
        zero = .allocate(capacity: width * 4 + 16)
        zero.initialize(repeating: 0, count: width * 4 + 16)
        r0 = UnsafeRawPointer(zero); r1 = r0; r2 = r0; r3 = r0; r4 = r0
    }

    mutating func select(outputRow j: Int) {
        func r(_ k: Int) -> UnsafeRawPointer {
            let y = 2 * j - 4 + k
            return UnsafeRawPointer(y >= 0 && y < height ? pixels + y * width * 4 : zero)
        }
        r0 = r(0); r1 = r(1); r2 = r(2); r3 = r(3); r4 = r(4)
    }

    @inline(__always) func sum(_ x: Int) -> SIMD16<UInt16> {
        @inline(__always) func l(_ p: UnsafeRawPointer) -> SIMD16<UInt16> {
            PixelPacking.widen(p.loadUnaligned(fromByteOffset: 4 * x, as: SIMD16<UInt8>.self))
        }
        let a = l(r0) &+ l(r4), b = l(r1) &+ l(r3), c = l(r2)
        return a &+ (b &<< 2) &+ (c &<< 2) &+ (c &<< 1)
    }

    @inline(__always) func tailSum(_ x: Int) -> SIMD4<UInt16> {
        @inline(__always) func f(_ p: UnsafeRawPointer) -> SIMD4<UInt16> {
            let b = p.loadUnaligned(fromByteOffset: 4 * x, as: SIMD4<UInt8>.self)
            return SIMD4(UInt16(b.x), UInt16(b.y), UInt16(b.z), UInt16(b.w))
        }
        return (f(r0) &+ f(r4)) &+ 4 &* (f(r1) &+ f(r3)) &+ 6 &* f(r2)
    }
}

/// Rows of a level stored rounded to value · 16 (`halve(…rounded: true)`), the row sum rounded
/// back to value · 16, so every sum stays within 16 bits (two roundings of ±1/32 of a unit,
/// unbiased, before further blurring).
struct FixedRows: HalvingSource {
    let plane: BlurPyramid.FixedPlane
    let zero: UnsafeMutablePointer<UInt64>
    var r0, r1, r2, r3, r4: UnsafeMutablePointer<UInt64>

    init(plane: BlurPyramid.FixedPlane) {
        self.plane = plane
        zero = .allocate(capacity: plane.stride)
        zero.initialize(repeating: 0, count: plane.stride)
        r0 = zero; r1 = zero; r2 = zero; r3 = zero; r4 = zero
    }

    mutating func select(outputRow j: Int) {
        func r(_ k: Int) -> UnsafeMutablePointer<UInt64> {
            let y = 2 * j - 4 + k
            return y >= 0 && y < plane.height ? plane.row(y) : zero
        }
        r0 = r(0); r1 = r(1); r2 = r(2); r3 = r(3); r4 = r(4)
    }

    @inline(__always) func sum(_ x: Int) -> SIMD16<UInt16> {
        @inline(__always) func l(_ p: UnsafeMutablePointer<UInt64>) -> SIMD16<UInt16> { BlurPyramid.load(p + x) }
        let a = l(r0) &+ l(r4), b = l(r1) &+ l(r3), c = l(r2)
        return (a &+ (b &<< 2) &+ (c &<< 2) &+ (c &<< 1) &+ 8) &>> 4
    }

    @inline(__always) func tailSum(_ x: Int) -> SIMD4<UInt16> {
        @inline(__always) func f(_ p: UnsafeMutablePointer<UInt64>) -> SIMD4<UInt16> { unsafeBitCast(p[x], to: SIMD4<UInt16>.self) }
        return ((f(r0) &+ f(r4)) &+ 4 &* (f(r1) &+ f(r3)) &+ 6 &* f(r2) &+ 8) &>> 4
    }
}
