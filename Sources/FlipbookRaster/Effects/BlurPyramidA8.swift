import CFlipbookKernels

/// ``BlurPyramid`` for single-channel 8-bit masks (drop shadows): the same grid, binomials and
/// σ plan as the RGBA pyramid, so the same accuracy (≤ 0.6/255 against the exact Gaussian).
///
/// Only the full-size passes are vector code, in 16-bit integers: the first halving reads two
/// mask bytes as one `UInt16` (even pixel in the low byte, odd in the high), so splitting a row
/// into even and odd pixels is a mask and a shift; the last doubling writes an even and an odd
/// output pixel as one `UInt16` the same way. The levels in between (a quarter of the pixels
/// and less) are plain Float loops.
extension BlurPyramid {
    /// One level of a mask in Float, 0…255 units; rows `stride` values apart.
    struct MaskPlane {
        var width: Int
        var height: Int
        var stride: Int
        var values: UnsafeMutablePointer<Float>
        @inline(__always) func row(_ y: Int) -> UnsafeMutablePointer<Float> { values + y * stride }
    }

    /// Blurs an A8 mask in place when σ is large enough for a pyramid; returns false (touching
    /// nothing) otherwise. Runs the C port (BlurPyramid.c), the same bytes as
    /// ``referenceBlurA8(_:width:height:sigmaX:sigmaY:)``.
    package static func blurA8(_ bytes: UnsafeMutableBufferPointer<UInt8>, width w: Int, height h: Int,
                               sigmaX: Double, sigmaY: Double, avx2: Bool = DirectBlur.useAVX2) -> Bool {
        let p = plan(sigmaX: sigmaX, sigmaY: sigmaY)
        guard p.levels > 0, w > 0, h > 0 else { return false }
        var gx = RecursiveGaussian(sigma: p.sigmaX).kernel, gy = RecursiveGaussian(sigma: p.sigmaY).kernel
        guard flipbook_pyramid_blur_a8(bytes.baseAddress!, w, h, p.levels, &gx, &gy, avx2 ? 1 : 0) != 0 else {
            fatalError("out of memory blurring a \(w)×\(h) mask")
        }
        return true
    }

    /// The Swift implementation the C port follows (the tests compare the two).
    package static func referenceBlurA8(_ bytes: UnsafeMutableBufferPointer<UInt8>, width w: Int, height h: Int,
                                        sigmaX: Double, sigmaY: Double) -> Bool {
        let p = plan(sigmaX: sigmaX, sigmaY: sigmaY)
        guard p.levels > 0, w > 0, h > 0 else { return false }
        let sizes = levelSizes(width: w, height: h, levels: p.levels)
        // Strides a multiple of 4 (the recursive filter's vectors) with room for a zero tail.
        var total = 0
        for l in 1...p.levels { total += ((sizes[l].0 + 3) / 4 * 4) * sizes[l].1 }
        let arena = UnsafeMutablePointer<Float>.allocate(capacity: total)
        arena.initialize(repeating: 0, count: total)
        defer { arena.deallocate() }
        var planes: [MaskPlane] = []
        var cursor = arena
        for l in 1...p.levels {
            let stride = (sizes[l].0 + 3) / 4 * 4
            planes.append(MaskPlane(width: sizes[l].0, height: sizes[l].1, stride: stride, values: cursor))
            cursor += stride * sizes[l].1
        }
        let px = bytes.baseAddress!
        halveMask(bytes: px, width: w, height: h, into: planes[0])
        for l in 1..<p.levels { halveMask(planes[l - 1], into: planes[l]) }
        recursiveBlurMask(planes[p.levels - 1], RecursiveGaussian(sigma: p.sigmaX), RecursiveGaussian(sigma: p.sigmaY))
        var l = p.levels - 1
        while l > 0 { interpolateMask(planes[l], into: planes[l - 1]); l -= 1 }
        interpolateMask(planes[0], intoBytes: px, width: w, height: h)
        return true
    }

    // MARK: Halving

    /// The first halving, from bytes, exact: out[i] = Σ binomial · t[2i − 4 … 2i] over rows
    /// 2j − 4 … 2j, as value · 256 (the weights total 256, so at most 65280).
    static func halveMask(bytes px: UnsafeMutablePointer<UInt8>, width w: Int, height h: Int, into dst: MaskPlane) {
        // Rows copied to a zero-padded stride of 32 bytes (16 pixel pairs per vector), plus a zero row.
        let chunks = (w + 31) / 32
        let rowBytes = chunks * 32
        let padded = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes * (h + 1))
        defer { padded.deallocate() }
        padded.initialize(repeating: 0, count: rowBytes * (h + 1))
        for y in 0..<h { (padded + y * rowBytes).update(from: px + y * w, count: w) }
        let zeroRow = UnsafeRawPointer(padded + h * rowBytes)
        // Even and odd column sums, two zero entries before and a zero tail.
        let cap = 2 + max(dst.width, chunks * 16) + 32
        let eo = UnsafeMutablePointer<UInt16>.allocate(capacity: 2 * cap)
        defer { eo.deallocate() }
        eo.initialize(repeating: 0, count: 2 * cap)
        let even = eo + 2, odd = eo + cap + 2
        let sums = UnsafeMutablePointer<UInt16>.allocate(capacity: dst.width + 16)
        defer { sums.deallocate() }
        let four = SIMD16<UInt16>(repeating: 4), six = SIMD16<UInt16>(repeating: 6)
        for j in 0..<dst.height {
            @inline(__always) func source(_ k: Int) -> UnsafeRawPointer {
                let y = 2 * j - 4 + k
                return y >= 0 && y < h ? UnsafeRawPointer(padded + y * rowBytes) : zeroRow
            }
            let r0 = source(0), r1 = source(1), r2 = source(2), r3 = source(3), r4 = source(4)
            #if DEBUG
            evenOddSumsScalar(r0, r1, r2, r3, r4, even: even, odd: odd, chunks: chunks)
            #else
            evenOddSumsVector(r0, r1, r2, r3, r4, even: even, odd: odd, chunks: chunks)
            #endif
            // Across: out[i] = E[i−2] + E[i] + 4 (O[i−2] + O[i−1]) + 6 E[i−1].
            var i = 0
            while i < dst.width {
                @inline(__always) func l(_ p: UnsafeMutablePointer<UInt16>) -> SIMD16<UInt16> {
                    UnsafeRawPointer(p).loadUnaligned(as: SIMD16<UInt16>.self)
                }
                let s = (l(even + i - 2) &+ l(even + i)) &+ (l(odd + i - 2) &+ l(odd + i - 1)) &* four &+ l(even + i - 1) &* six
                UnsafeMutableRawPointer(sums + i).storeBytes(of: s, as: SIMD16<UInt16>.self)
                i += 16
            }
            let out = dst.row(j)
            for x in 0..<dst.width { out[x] = Float(sums[x]) * (1 / 256) }
        }
    }

    /// Weighted sums (1 4 6 4 1) of five rows of bytes, split into even and odd pixels,
    /// `chunks` × 16 of each (≤ 4080). The two variants give the same integers: release builds
    /// run the vector one; debug builds the 64-bit scalar one (four lanes per word), since
    /// unoptimised SIMD16 masks and shifts are generic calls per lane.
    static func evenOddSumsVector(_ r0: UnsafeRawPointer, _ r1: UnsafeRawPointer, _ r2: UnsafeRawPointer,
                                  _ r3: UnsafeRawPointer, _ r4: UnsafeRawPointer,
                                  even: UnsafeMutablePointer<UInt16>, odd: UnsafeMutablePointer<UInt16>, chunks: Int) {
        let low = SIMD16<UInt16>(repeating: 0xFF), eight = SIMD16<UInt16>(repeating: 8)
        let four = SIMD16<UInt16>(repeating: 4), six = SIMD16<UInt16>(repeating: 6)
        for c in 0..<chunks {
            let o = 32 * c
            let v0 = r0.loadUnaligned(fromByteOffset: o, as: SIMD16<UInt16>.self)
            let v1 = r1.loadUnaligned(fromByteOffset: o, as: SIMD16<UInt16>.self)
            let v2 = r2.loadUnaligned(fromByteOffset: o, as: SIMD16<UInt16>.self)
            let v3 = r3.loadUnaligned(fromByteOffset: o, as: SIMD16<UInt16>.self)
            let v4 = r4.loadUnaligned(fromByteOffset: o, as: SIMD16<UInt16>.self)
            // Split first: a low byte's sum would carry into the high byte.
            let e = ((v0 & low) &+ (v4 & low)) &+ ((v1 & low) &+ (v3 & low)) &* four &+ (v2 & low) &* six
            let d = ((v0 &>> eight) &+ (v4 &>> eight)) &+ ((v1 &>> eight) &+ (v3 &>> eight)) &* four &+ (v2 &>> eight) &* six
            UnsafeMutableRawPointer(even + 16 * c).storeBytes(of: e, as: SIMD16<UInt16>.self)
            UnsafeMutableRawPointer(odd + 16 * c).storeBytes(of: d, as: SIMD16<UInt16>.self)
        }
    }

    static func evenOddSumsScalar(_ r0: UnsafeRawPointer, _ r1: UnsafeRawPointer, _ r2: UnsafeRawPointer,
                                  _ r3: UnsafeRawPointer, _ r4: UnsafeRawPointer,
                                  even: UnsafeMutablePointer<UInt16>, odd: UnsafeMutablePointer<UInt16>, chunks: Int) {
        let low: UInt64 = 0x00FF_00FF_00FF_00FF
        for q in 0..<(4 * chunks) {
            let x0 = r0.loadUnaligned(fromByteOffset: 8 * q, as: UInt64.self)
            let x1 = r1.loadUnaligned(fromByteOffset: 8 * q, as: UInt64.self)
            let x2 = r2.loadUnaligned(fromByteOffset: 8 * q, as: UInt64.self)
            let x3 = r3.loadUnaligned(fromByteOffset: 8 * q, as: UInt64.self)
            let x4 = r4.loadUnaligned(fromByteOffset: 8 * q, as: UInt64.self)
            let e = ((x0 & low) &+ (x4 & low)) &+ ((x1 & low) &+ (x3 & low)) &* 4 &+ (x2 & low) &* 6
            let d = ((x0 >> 8 & low) &+ (x4 >> 8 & low)) &+ ((x1 >> 8 & low) &+ (x3 >> 8 & low)) &* 4 &+ (x2 >> 8 & low) &* 6
            UnsafeMutableRawPointer(even + 4 * q).storeBytes(of: UInt64(littleEndian: e), as: UInt64.self)
            UnsafeMutableRawPointer(odd + 4 * q).storeBytes(of: UInt64(littleEndian: d), as: UInt64.self)
        }
    }

    /// A further halving, Float to Float.
    static func halveMask(_ src: MaskPlane, into dst: MaskPlane) {
        let w = src.width
        // One weighted row sum with four zeros on each side.
        let t = UnsafeMutablePointer<Float>.allocate(capacity: w + 8)
        defer { t.deallocate() }
        t.initialize(repeating: 0, count: w + 8)
        let sum = t + 4
        for j in 0..<dst.height {
            for x in 0..<w { sum[x] = 0 }
            for k in 0..<5 {
                let y = 2 * j - 4 + k
                guard y >= 0 && y < src.height else { continue }
                let weight: Float = k == 2 ? 6 : (k == 1 || k == 3) ? 4 : 1
                let r = src.row(y)
                for x in 0..<w { sum[x] += weight * r[x] }
            }
            let out = dst.row(j)
            for i in 0..<dst.width {
                let b = sum + 2 * i - 4
                out[i] = ((b[0] + b[4]) + 4 * (b[1] + b[3]) + 6 * b[2]) * (1 / 256)
            }
        }
    }

    // MARK: The smallest level

    /// ``RecursiveGaussian`` down the columns (four per vector) and along the rows (four rows
    /// per vector, one per lane), in place.
    static func recursiveBlurMask(_ plane: MaskPlane, _ gx: RecursiveGaussian, _ gy: RecursiveGaussian) {
        let w = plane.width, h = plane.height, quads = plane.stride / 4
        let scratch = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: quads * h + 4 * quads + 2 * w)
        defer { scratch.deallocate() }
        let state = scratch + quads * h
        UnsafeMutableRawPointer(plane.values).withMemoryRebound(to: SIMD4<Float>.self, capacity: quads * h) { v in
            columns(v, into: scratch, width: quads, height: h, state: state, gy)
            v.update(from: scratch, count: quads * h)
        }
        let packed = state, out = state + w
        var y0 = 0
        while y0 < h {
            let n = min(4, h - y0)
            for x in 0..<w {
                var v = SIMD4<Float>.zero
                for k in 0..<n { v[k] = plane.row(y0 + k)[x] }
                packed[x] = v
            }
            gx.filter(packed, out, count: w)
            for k in 0..<n {
                let r = plane.row(y0 + k)
                for x in 0..<w { r[x] = out[x][k] }
            }
            y0 += 4
        }
    }

    // MARK: Doubling

    /// Level l + 1 doubled into level l, Float: rows, then columns, each with even outputs
    /// [1 6 1]/8 around sample i and odd outputs [4 4]/8 of samples i, i + 1 (i = x/2 + 1).
    static func interpolateMask(_ src: MaskPlane, into dst: MaskPlane) {
        let sw = src.width
        let v = UnsafeMutablePointer<Float>.allocate(capacity: sw + 2)
        defer { v.deallocate() }
        v[sw] = 0; v[sw + 1] = 0
        for y in 0..<dst.height {
            let j = y / 2 + 1
            @inline(__always) func s(_ r: Int, _ i: Int) -> Float { r >= 0 && r < src.height ? src.row(r)[i] : 0 }
            if y & 1 == 0 {
                for i in 0..<sw { v[i] = (s(j - 1, i) + s(j + 1, i)) * 0.125 + s(j, i) * 0.75 }
            } else {
                for i in 0..<sw { v[i] = (s(j, i) + s(j + 1, i)) * 0.5 }
            }
            let out = dst.row(y)
            for x in 0..<dst.width {
                let i = x / 2 + 1
                out[x] = x & 1 == 0 ? (v[i - 1] + v[i + 1]) * 0.125 + v[i] * 0.75 : (v[i] + v[i + 1]) * 0.5
            }
        }
    }

    /// The last doubling, into bytes with one rounding: level 1 as value · 64 in 16 bits (≥ 0,
    /// ≤ 255), rows doubled down to value · 64, then columns doubled to bytes, an even and an
    /// odd pixel per `UInt16` lane.
    static func interpolateMask(_ src: MaskPlane, intoBytes px: UnsafeMutablePointer<UInt8>, width w: Int, height h: Int) {
        let sw = src.width, sh = src.height
        let cap = sw + 48
        // Level 1 in fixed point, rows cap apart with a zero row above and below.
        let fixed = UnsafeMutablePointer<UInt16>.allocate(capacity: cap * (sh + 2) + cap + 64)
        defer { fixed.deallocate() }
        fixed.initialize(repeating: 0, count: cap * (sh + 2) + cap + 64)
        @inline(__always) func frow(_ r: Int) -> UnsafeMutablePointer<UInt16> { fixed + (r + 1) * cap }
        for r in 0..<sh {
            let s = src.row(r), d = frow(r)
            for i in 0..<sw { d[i] = UInt16(min(max(s[i], 0), 255) * 64 + 0.5) }
        }
        let vrow = fixed + cap * (sh + 2)  // one vertically doubled row, value · 64
        let outPairs = UnsafeMutablePointer<UInt16>.allocate(capacity: (w + 1) / 2 + 16)
        defer { outPairs.deallocate() }
        let pairs = (w + 1) / 2
        for y in 0..<h {
            let j = y / 2 + 1
            #if DEBUG
            doubleMaskRowScalar(frow(j - 1), frow(j), frow(j + 1), evenRow: y & 1 == 0, width: sw, into: vrow, pairs: outPairs, count: pairs)
            #else
            doubleMaskRowVector(frow(j - 1), frow(j), frow(j + 1), evenRow: y & 1 == 0, width: sw, into: vrow, pairs: outPairs, count: pairs)
            #endif
            (px + y * w).update(from: UnsafeRawPointer(outPairs).assumingMemoryBound(to: UInt8.self), count: w)
        }
    }

    /// One output row of the last doubling: level-1 rows `a`, `b`, `c` (value · 64, zero tail
    /// of 32) doubled down into `v` (even output rows [1 6 1]/8, odd rows [4 4]/8 of b, c),
    /// then across into `count` UInt16 pairs of output bytes (even pixel low, odd pixel high).
    /// Two variants with the same integers, as for ``evenOddSumsVector``.
    static func doubleMaskRowVector(_ a: UnsafeMutablePointer<UInt16>, _ b: UnsafeMutablePointer<UInt16>,
                                    _ c: UnsafeMutablePointer<UInt16>, evenRow: Bool, width sw: Int,
                                    into v: UnsafeMutablePointer<UInt16>, pairs out: UnsafeMutablePointer<UInt16>, count: Int) {
        let two = SIMD16<UInt16>(repeating: 2), three = SIMD16<UInt16>(repeating: 3), one = SIMD16<UInt16>(repeating: 1)
        let s7 = SIMD16<UInt16>(repeating: 7), s8 = SIMD16<UInt16>(repeating: 8)
        let r64 = SIMD16<UInt16>(repeating: 64), r128 = SIMD16<UInt16>(repeating: 128), m256 = SIMD16<UInt16>(repeating: 256)
        @inline(__always) func l(_ p: UnsafeMutablePointer<UInt16>) -> SIMD16<UInt16> {
            UnsafeRawPointer(p).loadUnaligned(as: SIMD16<UInt16>.self)
        }
        var i = 0
        while i < sw {
            let m = l(b + i)
            let x = evenRow ? ((((l(a + i) &+ l(c + i)) &>> one) &+ m &* three) &+ two) &>> two : (m &+ l(c + i) &+ one) &>> one
            UnsafeMutableRawPointer(v + i).storeBytes(of: x, as: SIMD16<UInt16>.self)
            i += 16
        }
        for k in sw..<(sw + 32) { v[k] = 0 }
        // Pair k holds output pixels 2k (from sample k + 1, even) and 2k + 1 (odd).
        var k = 0
        while k < count {
            let lft = l(v + k), mid = l(v + k + 1), r = l(v + k + 2)
            let e = ((((lft &+ r) &>> one) &+ mid &* three) &+ r128) &>> s8
            let o = (mid &+ r &+ r64) &>> s7
            UnsafeMutableRawPointer(out + k).storeBytes(of: e &+ o &* m256, as: SIMD16<UInt16>.self)
            k += 16
        }
    }

    static func doubleMaskRowScalar(_ a: UnsafeMutablePointer<UInt16>, _ b: UnsafeMutablePointer<UInt16>,
                                    _ c: UnsafeMutablePointer<UInt16>, evenRow: Bool, width sw: Int,
                                    into v: UnsafeMutablePointer<UInt16>, pairs out: UnsafeMutablePointer<UInt16>, count: Int) {
        // Four 16-bit lanes per word; after each right shift the bits shifted in from the next
        // lane are masked off. No lane sum exceeds 65 282.
        let m15: UInt64 = 0x7FFF_7FFF_7FFF_7FFF, m14: UInt64 = 0x3FFF_3FFF_3FFF_3FFF, m8: UInt64 = 0x00FF_00FF_00FF_00FF
        let ones: UInt64 = 0x0001_0001_0001_0001
        @inline(__always) func l(_ p: UnsafeMutablePointer<UInt16>) -> UInt64 {
            UInt64(littleEndian: UnsafeRawPointer(p).loadUnaligned(as: UInt64.self))
        }
        @inline(__always) func st(_ x: UInt64, _ p: UnsafeMutablePointer<UInt16>) {
            UnsafeMutableRawPointer(p).storeBytes(of: x.littleEndian, as: UInt64.self)
        }
        var i = 0
        while i < sw {
            let m = l(b + i)
            let x = evenRow ? ((((l(a + i) &+ l(c + i)) >> 1 & m15) &+ m &* 3 &+ 2 &* ones) >> 2) & m14
                : ((m &+ l(c + i) &+ ones) >> 1) & m15
            st(x, v + i)
            i += 4
        }
        for k in sw..<(sw + 32) { v[k] = 0 }
        var k = 0
        while k < count {
            let lft = l(v + k), mid = l(v + k + 1), r = l(v + k + 2)
            let e = ((((lft &+ r) >> 1 & m15) &+ mid &* 3 &+ 128 &* ones) >> 8) & m8
            let o = ((mid &+ r &+ 64 &* ones) >> 7) & m8
            st(e | o << 8, out + k)
            k += 4
        }
    }
}
