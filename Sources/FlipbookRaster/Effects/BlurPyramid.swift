#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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
enum BlurPyramid {
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
    /// (touching nothing) otherwise.
    static func blurRGBA(_ bytes: UnsafeMutableBufferPointer<UInt8>, width w: Int, height h: Int,
                         sigmaX: Double, sigmaY: Double) -> Bool {
        let p = plan(sigmaX: sigmaX, sigmaY: sigmaY)
        guard p.levels > 0, w > 0, h > 0 else { return false }
        // Level sizes; Float planes for the halvings (level 1 … L), the smallest level's scratch,
        // a row buffer; fixed-point planes for the doublings (level L … 1).
        var sizes: [(Int, Int)] = [(w, h)]
        for _ in 0..<p.levels { let (a, b) = sizes.last!; sizes.append(((a + 5) / 2, (b + 5) / 2)) }
        var total = 0
        for l in 1...p.levels { total += sizes[l].0 * sizes[l].1 }
        let (lw, lh) = sizes[p.levels]
        let rowCap = w + 8
        total += lw * lh + 4 * max(lw, lh) + rowCap
        let arena = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: total)
        defer { arena.deallocate() }
        var planes: [Plane] = []
        var cursor = arena
        for l in 1...p.levels {
            planes.append(Plane(width: sizes[l].0, height: sizes[l].1, pixels: cursor))
            cursor += sizes[l].0 * sizes[l].1
        }
        let scratch = cursor; cursor += lw * lh
        let state = cursor; cursor += 4 * max(lw, lh)
        let row = cursor
        // Zero padding of four pixels each side of the row buffer (the binomial's reach).
        row.initialize(repeating: .zero, count: rowCap)
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
        decimate(bytes: px, width: w, height: h, into: planes[0])
        for l in 1..<p.levels { decimate(planes[l - 1], into: planes[l], row: row + 4) }
        let smallest = planes[p.levels - 1]
        recursiveBlur(smallest, scratch: scratch, state: state,
                      RecursiveGaussian(sigma: p.sigmaX), RecursiveGaussian(sigma: p.sigmaY))
        fixedPoint(smallest, into: fixed[p.levels - 1])
        var l = p.levels - 1
        while l > 0 { interpolate(fixed[l], into: fixed[l - 1]); l -= 1 }
        interpolate(fixed[0], intoBytes: px, width: w, height: h)
        return true
    }

    // MARK: Halving

    /// dst[i] = Σₖ hₖ · src[2i + k − 4] over rows then columns, h = [1 4 6 4 1] / 16.
    static func decimate(_ src: Plane, into dst: Plane, row t: UnsafeMutablePointer<SIMD4<Float>>) {
        let w = src.width
        for j in 0..<dst.height {
            let y0 = 2 * j - 4
            @inline(__always) func r(_ k: Int) -> UnsafeMutablePointer<SIMD4<Float>>? {
                let y = y0 + k
                return y >= 0 && y < src.height ? src.row(y) : nil
            }
            let r0 = r(0), r1 = r(1), r2 = r(2), r3 = r(3), r4 = r(4)
            if let r0, let r1, let r2, let r3, let r4 {
                for x in 0..<w { t[x] = (r0[x] + r4[x]) + 4 * (r1[x] + r3[x]) + 6 * r2[x] }
            } else {
                for x in 0..<w {
                    var v = SIMD4<Float>.zero
                    if let r0 { v += r0[x] }
                    if let r1 { v += 4 * r1[x] }
                    if let r2 { v += 6 * r2[x] }
                    if let r3 { v += 4 * r3[x] }
                    if let r4 { v += r4[x] }
                    t[x] = v
                }
            }
            horizontalHalf(t, width: w, into: dst.row(j), count: dst.width)
        }
    }

    /// The first halving, in 16-bit integers (exact: the binomial's weights total 256 and
    /// 256 · 255 < 2¹⁶). Rows are summed four pixels per step and dealt into even and odd
    /// pixels, so the horizontal filter is shifted adds over whole vectors:
    /// out[i] = (E[i−2] + E[i]) + 4 (O[i−2] + O[i−1]) + 6 E[i−1], with E[j] = t[2j], O[j] = t[2j+1].
    static func decimate(bytes px: UnsafeMutablePointer<UInt8>, width w: Int, height h: Int, into dst: Plane) {
        let rowBytes = w * 4
        let zero = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes)
        // Even and odd pixels (4 × UInt16 each) with two zero pixels before and a zero tail.
        let half = dst.width + 8
        let eo = UnsafeMutablePointer<UInt64>.allocate(capacity: 2 * half)
        defer { zero.deallocate(); eo.deallocate() }
        zero.initialize(repeating: 0, count: rowBytes)
        eo.initialize(repeating: 0, count: 2 * half)
        let even = eo + 2, odd = eo + half + 2
        let octets = w / 8
        for j in 0..<dst.height {
            let y0 = 2 * j - 4
            @inline(__always) func r(_ k: Int) -> UnsafeRawPointer {
                let y = y0 + k
                return UnsafeRawPointer(y >= 0 && y < h ? px + y * rowBytes : zero)
            }
            let r0 = r(0), r1 = r(1), r2 = r(2), r3 = r(3), r4 = r(4)
            @inline(__always) func sum(_ off: Int) -> SIMD4<UInt64> {
                @inline(__always) func load(_ p: UnsafeRawPointer) -> SIMD16<UInt16> {
                    PixelPacking.widen(p.loadUnaligned(fromByteOffset: off, as: SIMD16<UInt8>.self))
                }
                let a = load(r0) &+ load(r4), b = load(r1) &+ load(r3), c = load(r2)
                return unsafeBitCast(a &+ (b &<< 2) &+ (c &<< 2) &+ (c &<< 1), to: SIMD4<UInt64>.self)
            }
            for o in 0..<octets {
                let s0 = sum(32 * o), s1 = sum(32 * o + 16)
                UnsafeMutableRawPointer(even + 4 * o).storeBytes(of: SIMD4<UInt64>(s0[0], s0[2], s1[0], s1[2]), as: SIMD4<UInt64>.self)
                UnsafeMutableRawPointer(odd + 4 * o).storeBytes(of: SIMD4<UInt64>(s0[1], s0[3], s1[1], s1[3]), as: SIMD4<UInt64>.self)
            }
            for x in (8 * octets)..<w {
                @inline(__always) func f(_ p: UnsafeRawPointer) -> SIMD4<UInt16> {
                    SIMD4<UInt16>(truncatingIfNeeded: SIMD4<UInt32>(truncatingIfNeeded: p.loadUnaligned(fromByteOffset: 4 * x, as: SIMD4<UInt8>.self)))
                }
                let v = (f(r0) &+ f(r4)) &+ 4 &* (f(r1) &+ f(r3)) &+ 6 &* f(r2)
                (x & 1 == 0 ? even : odd)[x / 2] = unsafeBitCast(v, to: UInt64.self)
            }
            // The zero tail the horizontal filter reads (even: from (w+1)/2, odd: from w/2).
            for k in ((w + 1) / 2)..<(half - 2) { even[k] = 0 }
            for k in (w / 2)..<(half - 2) { odd[k] = 0 }
            let out = dst.row(j)
            var i = 0
            while i < dst.width {
                @inline(__always) func v(_ p: UnsafeMutablePointer<UInt64>) -> SIMD16<UInt16> {
                    UnsafeRawPointer(p).loadUnaligned(as: SIMD16<UInt16>.self)
                }
                let em1 = v(even + i - 1)
                let s = (v(even + i - 2) &+ v(even + i)) &+ ((v(odd + i - 2) &+ v(odd + i - 1)) &<< 2)
                    &+ (em1 &<< 2) &+ (em1 &<< 1)
                let f: Float = 1 / 256
                let n = min(4, dst.width - i)
                let lo = s.lowHalf, hi = s.highHalf
                out[i] = SIMDConversions.floats(lo.lowHalf) * f
                if n > 1 { out[i + 1] = SIMDConversions.floats(lo.highHalf) * f }
                if n > 2 { out[i + 2] = SIMDConversions.floats(hi.lowHalf) * f }
                if n > 3 { out[i + 3] = SIMDConversions.floats(hi.highHalf) * f }
                i += 4
            }
        }
    }

    /// out[i] = Σₖ hₖ · t[2i + k − 4] / 256 (the rows' 1/16 too); `t` has four zero pixels
    /// before index 0 and at least four after `width`.
    @inline(__always)
    static func horizontalHalf(_ t: UnsafeMutablePointer<SIMD4<Float>>, width w: Int,
                               into out: UnsafeMutablePointer<SIMD4<Float>>, count n: Int) {
        for k in 0..<4 { t[w + k] = .zero }
        let s: Float = 1 / 256
        for i in 0..<n {
            let c = t + (2 * i - 4)
            out[i] = ((c[0] + c[4]) + 4 * (c[1] + c[3]) + 6 * c[2]) * s
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
        var a = SIMD8<Float>(c[3], c[3], c[3], c[3], c[7], c[7], c[7], c[7])
        a = 255 - relu(255 - a)
        let r = unsafeBitCast((a - relu(a - c)) * 64 + 12_582_912, to: SIMD8<UInt32>.self)
        var out = SIMD8<UInt16>()
        for i in 0..<8 { out[i] = UInt16(truncatingIfNeeded: r[i]) }
        return out
    }

    /// The smallest level in fixed point.
    static func fixedPoint(_ src: Plane, into q: FixedPlane) {
        q.pixels.initialize(repeating: 0, count: q.stride * q.height)
        for y in 0..<src.height {
            let s = src.row(y), d = UnsafeMutableRawPointer(q.row(y))
            var x = 0
            while x + 1 < src.width {
                d.storeBytes(of: fixed(s[x], s[x + 1]), toByteOffset: 8 * x, as: SIMD8<UInt16>.self)
                x += 2
            }
            // The stride's zero tail has room for the pair; its second pixel stays zero.
            if x < src.width { d.storeBytes(of: fixed(s[x], .zero), toByteOffset: 8 * x, as: SIMD8<UInt16>.self) }
        }
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
    /// down the former rows. `plane` ends blurred; `scratch` is as large.
    static func recursiveBlur(_ plane: Plane, scratch: UnsafeMutablePointer<SIMD4<Float>>,
                              state: UnsafeMutablePointer<SIMD4<Float>>,
                              _ gx: RecursiveGaussian, _ gy: RecursiveGaussian) {
        let w = plane.width, h = plane.height
        columns(plane.pixels, into: scratch, width: w, height: h, state: state, gy)
        transpose(scratch, into: plane.pixels, width: w, height: h)
        columns(plane.pixels, into: scratch, width: h, height: w, state: state, gx)
        transpose(scratch, into: plane.pixels, width: h, height: w)
    }

    /// dst[x·h + y] = src[y·w + x], in 8 × 8 blocks.
    static func transpose(_ src: UnsafeMutablePointer<SIMD4<Float>>, into dst: UnsafeMutablePointer<SIMD4<Float>>,
                          width w: Int, height h: Int) {
        var y0 = 0
        while y0 < h {
            let y1 = min(y0 + 8, h)
            var x0 = 0
            while x0 < w {
                let x1 = min(x0 + 8, w)
                for y in y0..<y1 { for x in x0..<x1 { dst[x * h + y] = src[y * w + x] } }
                x0 = x1
            }
            y0 = y1
        }
    }

    /// The recursive filter down every column of `src` (`width` × `height`), into `dst`; all
    /// columns advance together a row at a time, their states in four rows of `state`.
    static func columns(_ src: UnsafeMutablePointer<SIMD4<Float>>, into dst: UnsafeMutablePointer<SIMD4<Float>>,
                        width w: Int, height h: Int, state: UnsafeMutablePointer<SIMD4<Float>>,
                        _ g: RecursiveGaussian) {
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
                for i in 0..<w {
                    let x1 = u1[i], x2 = u2[i]
                    let y1 = (a.c1 * x1 + a.c2 * x2 + a.d2 * q1[i]) + a.d1 * p1[i]
                    let y2 = (b.c1 * x1 + b.c2 * x2 + b.d2 * q2[i]) + b.d1 * p2[i]
                    q1[i] = y1; q2[i] = y2; out[i] += y1 + y2
                }
            } else {
                let u1: UnsafeMutablePointer<SIMD4<Float>>? = y + 1 < h ? src + (y + 1) * w : nil
                for i in 0..<w {
                    let x1 = u1?[i] ?? .zero
                    let y1 = (a.c1 * x1 + a.d2 * q1[i]) + a.d1 * p1[i]
                    let y2 = (b.c1 * x1 + b.d2 * q2[i]) + b.d1 * p2[i]
                    q1[i] = y1; q2[i] = y2; out[i] += y1 + y2
                }
            }
            swap(&p1, &q1); swap(&p2, &q2)
            y -= 1
        }
    }
}
