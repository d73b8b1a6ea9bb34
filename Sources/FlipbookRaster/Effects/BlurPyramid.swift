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

    /// Blurs premultiplied RGBA8 in place when σ is large enough for a pyramid; returns false
    /// (touching nothing) otherwise.
    static func blurRGBA(_ bytes: UnsafeMutableBufferPointer<UInt8>, width w: Int, height h: Int,
                         sigmaX: Double, sigmaY: Double) -> Bool {
        let p = plan(sigmaX: sigmaX, sigmaY: sigmaY)
        guard p.levels > 0, w > 0, h > 0 else { return false }
        // Level sizes and one arena for all of them, the smallest level's scratch and two rows.
        var sizes: [(Int, Int)] = [(w, h)]
        for _ in 0..<p.levels { let (a, b) = sizes.last!; sizes.append(((a + 5) / 2, (b + 5) / 2)) }
        var total = 0
        for l in 1...p.levels { total += sizes[l].0 * sizes[l].1 }
        let (lw, lh) = sizes[p.levels]
        let rowCap = w + 8
        total += lw * lh + 4 * lw + 2 * rowCap
        let arena = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: total)
        defer { arena.deallocate() }
        var planes: [Plane] = []
        var cursor = arena
        for l in 1...p.levels {
            planes.append(Plane(width: sizes[l].0, height: sizes[l].1, pixels: cursor))
            cursor += sizes[l].0 * sizes[l].1
        }
        let scratch = Plane(width: lw, height: lh, pixels: cursor); cursor += lw * lh
        let state = cursor; cursor += 4 * lw
        let rowA = cursor, rowB = cursor + rowCap
        // Zero padding of four pixels each side of the row buffers (the binomial's reach).
        rowA.initialize(repeating: .zero, count: 2 * rowCap)

        let px = bytes.baseAddress!
        decimate(bytes: px, width: w, height: h, into: planes[0])
        for l in 1..<p.levels { decimate(planes[l - 1], into: planes[l], row: rowA + 4) }
        recursiveBlur(planes[p.levels - 1], scratch: scratch, state: state,
                      RecursiveGaussian(sigma: p.sigmaX), RecursiveGaussian(sigma: p.sigmaY))
        var l = p.levels - 1
        while l > 1 { interpolate(planes[l], into: planes[l - 1], row: rowB); l -= 1 }
        let stride = planes[0].width + 8
        let fixed = UnsafeMutablePointer<UInt64>.allocate(capacity: stride * planes[0].height)
        defer { fixed.deallocate() }
        if p.levels > 1 {
            interpolate(planes[1], intoFixed: fixed, stride: stride, width: planes[0].width, height: planes[0].height, row: rowB)
        } else {
            fixedPoint(planes[0], into: fixed, stride: stride)
        }
        interpolate(fixed, stride: stride, rows: planes[0].height, intoBytes: px, width: w, height: h)
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

    /// The vertical half of a doubling: row y of the level below, times 8.
    @inline(__always)
    static func verticalDouble(_ src: Plane, _ y: Int, into u: UnsafeMutablePointer<SIMD4<Float>>) {
        let j = y / 2 + 1, w = src.width
        let b = src.row(j), c = src.row(j + 1)
        if y & 1 == 0 {
            let a = src.row(j - 1)
            for i in 0..<w { u[i] = (a[i] + c[i]) + 6 * b[i] }
        } else {
            for i in 0..<w { u[i] = 4 * (b[i] + c[i]) }
        }
    }

    /// Level l + 1 back to level l (Float).
    static func interpolate(_ src: Plane, into dst: Plane, row u: UnsafeMutablePointer<SIMD4<Float>>) {
        let s: Float = 1 / 64
        for y in 0..<dst.height {
            verticalDouble(src, y, into: u)
            let out = dst.row(y)
            var x = 0, i = 1
            while x + 1 < dst.width {
                out[x] = ((u[i - 1] + u[i + 1]) + 6 * u[i]) * s
                out[x + 1] = (u[i] + u[i + 1]) * (4 * s)
                x += 2; i += 1
            }
            if x < dst.width { out[x] = ((u[i - 1] + u[i + 1]) + 6 * u[i]) * s }
        }
    }

    /// Two level-1 pixels as 16-bit fixed point for the last doubling: value · 64, negative
    /// lobes clamped to 0 and colour to alpha (so every positive-weighted mix of these pixels
    /// is validly premultiplied too), four UInt16 lanes each.
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

    @inline(__always)
    static func store(_ v: SIMD8<UInt16>, _ p: UnsafeMutablePointer<UInt64>) {
        UnsafeMutableRawPointer(p).storeBytes(of: v, as: SIMD8<UInt16>.self)
    }

    /// Level 1 (the smallest level) in fixed point, rows `stride` pixels apart, zero beyond.
    static func fixedPoint(_ src: Plane, into q: UnsafeMutablePointer<UInt64>, stride: Int) {
        q.initialize(repeating: 0, count: stride * src.height)
        for y in 0..<src.height {
            let s = src.row(y), d = q + y * stride
            var x = 0
            while x + 1 < src.width { store(fixed(s[x], s[x + 1]), d + x); x += 2 }
            if x < src.width { store(fixed(s[x], .zero), d + x) }  // the stride's zero tail has room
        }
    }

    /// Level 2 doubled back to level 1 (`width` × `height`), written in fixed point.
    static func interpolate(_ src: Plane, intoFixed q: UnsafeMutablePointer<UInt64>, stride: Int,
                            width: Int, height: Int, row u: UnsafeMutablePointer<SIMD4<Float>>) {
        q.initialize(repeating: 0, count: stride * height)
        let s: Float = 1 / 64
        for y in 0..<height {
            verticalDouble(src, y, into: u)
            let out = q + y * stride
            var x = 0, i = 1
            while x + 1 < width {
                store(fixed(((u[i - 1] + u[i + 1]) + 6 * u[i]) * s, (u[i] + u[i + 1]) * (4 * s)), out + x)
                x += 2; i += 1
            }
            if x < width { store(fixed(((u[i - 1] + u[i + 1]) + 6 * u[i]) * s, .zero), out + x) }
        }
    }

    /// The last doubling, from 16-bit fixed point (value · 64, see ``fixedPoint(_:into:stride:)``)
    /// to bytes, in 16-bit integers: each level-1 row is doubled across once (into a ring of
    /// three, still · 64), then pairs or triples of those rows down, with one rounding.
    static func interpolate(_ q: UnsafeMutablePointer<UInt64>, stride: Int, rows: Int,
                            intoBytes px: UnsafeMutablePointer<UInt8>, width w: Int, height h: Int) {
        let cap = (w + 15) / 8 * 8
        let ring = UnsafeMutablePointer<UInt64>.allocate(capacity: 3 * cap)
        defer { ring.deallocate() }
        @inline(__always) func v(_ p: UnsafePointer<UInt64>) -> SIMD16<UInt16> {
            UnsafeRawPointer(p).loadUnaligned(as: SIMD16<UInt16>.self)
        }
        /// Level-1 row j doubled across into ring slot j % 3.
        func across(_ j: Int) {
            let src = q + j * stride, dst = ring + (j % 3) * cap
            var i = 1
            while 2 * (i - 1) < w {
                let l = v(src + i - 1), c = v(src + i), r = v(src + i + 1)
                let e = unsafeBitCast((((l &+ r) &>> 1) &+ c &+ (c &<< 1) &+ 2) &>> 2, to: SIMD4<UInt64>.self)
                let o = unsafeBitCast((c &+ r &+ 1) &>> 1, to: SIMD4<UInt64>.self)
                let d = UnsafeMutableRawPointer(dst + 2 * (i - 1))
                d.storeBytes(of: SIMD4<UInt64>(e[0], o[0], e[1], o[1]), as: SIMD4<UInt64>.self)
                d.storeBytes(of: SIMD4<UInt64>(e[2], o[2], e[3], o[3]), toByteOffset: 32, as: SIMD4<UInt64>.self)
                i += 4
            }
        }
        across(0); across(1)
        var ready = 1  // highest level-1 row doubled across
        let quads = w / 4
        for y in 0..<h {
            let j = y / 2 + 1
            if ready < j + 1 { across(j + 1); ready = j + 1 }
            let b = ring + (j % 3) * cap, c = ring + ((j + 1) % 3) * cap
            let out = UnsafeMutableRawPointer(px + y * w * 4)
            @inline(__always) func pixels(_ k: Int) -> SIMD16<UInt8> {
                if y & 1 == 0 {
                    let a = ring + ((j + 2) % 3) * cap  // row j − 1
                    let m = v(b + k)
                    return PixelPacking.narrow((((v(a + k) &+ v(c + k)) &>> 1) &+ m &+ (m &<< 1) &+ 128) &>> 8)
                } else {
                    return PixelPacking.narrow((v(b + k) &+ v(c + k) &+ 64) &>> 7)
                }
            }
            for k in 0..<quads {
                out.storeBytes(of: pixels(4 * k), toByteOffset: 16 * k, as: SIMD16<UInt8>.self)
            }
            if quads * 4 < w {
                let last = pixels(4 * quads)
                for n in 0..<((w - 4 * quads) * 4) { out.storeBytes(of: last[n], toByteOffset: 16 * quads + n, as: UInt8.self) }
            }
        }
    }

    // MARK: The smallest level

    /// ``RecursiveGaussian`` down the columns (all at once, row by row) into `scratch`, then
    /// along the rows back into `plane`.
    static func recursiveBlur(_ plane: Plane, scratch: Plane, state: UnsafeMutablePointer<SIMD4<Float>>,
                              _ gx: RecursiveGaussian, _ gy: RecursiveGaussian) {
        let w = plane.width, h = plane.height
        let a = gy.first, b = gy.second
        var p1 = state, q1 = state + w, p2 = state + 2 * w, q2 = state + 3 * w
        state.initialize(repeating: .zero, count: 4 * w)
        for y in 0..<h {
            let x0 = plane.row(y), out = scratch.row(y)
            if y > 0 {
                let xp = plane.row(y - 1)
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
        state.update(repeating: .zero, count: 4 * w)
        var y = h - 1
        while y >= 0 {
            let out = scratch.row(y)
            // Input rows y + 1 and y + 2 (zero beyond the bottom).
            if y + 2 < h {
                let u1 = plane.row(y + 1), u2 = plane.row(y + 2)
                for i in 0..<w {
                    let x1 = u1[i], x2 = u2[i]
                    let y1 = (a.c1 * x1 + a.c2 * x2 + a.d2 * q1[i]) + a.d1 * p1[i]
                    let y2 = (b.c1 * x1 + b.c2 * x2 + b.d2 * q2[i]) + b.d1 * p2[i]
                    q1[i] = y1; q2[i] = y2; out[i] += y1 + y2
                }
            } else {
                let u1 = y + 1 < h ? plane.row(y + 1) : nil
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
        var r = 0
        while r + 1 < h {
            gx.filterPair(scratch.row(r), plane.row(r), scratch.row(r + 1), plane.row(r + 1), count: w)
            r += 2
        }
        if r < h { gx.filter(scratch.row(r), plane.row(r), count: w) }
    }
}
