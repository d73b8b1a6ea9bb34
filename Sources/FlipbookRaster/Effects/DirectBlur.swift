#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CFlipbookKernels

/// Gaussian blur of small σ (both axes below ``BlurPyramid/minimumSigma``; for RGBA images with
/// both at least ``HalvedBlur/minimumSigma`` the halved blur is cheaper and is used instead) by
/// direct convolution with the sampled Gaussian truncated at ``radiusPerSigma`` σ, in 16-bit fixed
/// point: at these σ the kernel is short, and 16-bit lanes do twice the work per instruction
/// of the Float recursive filter (measured, release, 1080×400 RGBA at σ = 3: 5.7 ms with
/// ``RecursiveGaussian``, 2.3 ms this way).
///
/// Fixed point: values are value · 128 (≤ 32640) so that the two samples mirrored about the
/// centre can be added first in 16 bits (halving the multiplies); each product is the high
/// half of a 16 × 16-bit multiply (one instruction per eight lanes) and comes out as
/// value · 256: pair weights are w·2¹⁷, the centre's w·2¹⁶ (on the centre sample doubled),
/// and they total exactly 2¹⁶, so the sum is at most 255 · 256. Each product truncates (0…1
/// units of 1/256 low); adding half the number of products as a bias centres that error
/// (≤ 0.03/255 per pass at σ = 4.4). The vertical pass rounds to value · 128 (its output is
/// the horizontal pass's input), the horizontal one to bytes: one real rounding.
/// All weights are ≥ 0 and every step is monotonic, so colour ≤ alpha is kept exactly.
///
/// Accuracy budget, and why σ 2–3 costs more than Skia's box passes (measured, issue 27): the
/// blur tests hold |blur − true Gaussian| ≤ 0.6/255, the final rounding takes 0.5, which
/// leaves 0.1/255 over all inputs. This kernel spends, worst case over inputs, both axes,
/// 2 · 255 · L1(kernel − sampled Gaussian) = 0.034 (σ 2) / 0.043 (σ 2.9) plus ≈ 0.04 / 0.06 of
/// product truncation after the bias. Everything cheaper spends more: one pair fewer
/// (3.5σ) 0.16 at σ 2, the halved chain 0.108 at σ 2.9 (so it starts at 3), three box passes
/// 27–68. And the rows are at the floor for the exact sum (one add, one multiply, one
/// accumulate per 16 lanes per mirrored pair): not memory-bound (an L1-sized width costs the
/// same per pixel), and AVX-512 rows were no faster on Zen 4 (two 256-bit halves per op).
///
/// Rows: the vertical pass reads input rows widened once each into a ring of 2r + 1 rows
/// (which is what makes in-place work: output row y overwrites a row the ring already holds;
/// rows with only transparent input within reach are skipped);
/// its result, with zero margins, is convolved across with neighbours at ±k pixels, which
/// for interleaved RGBA are simply ±4k lanes away: no transposition.
///
/// Row kernels, three twins computing the same integers (tests check), so a blur is
/// bit-identical on every CPU: where ``useAVX2``, the C ones in CFlipbookKernels (16 lanes per
/// instruction where Swift, compiled for baseline x86-64, gets SSE2's 8; measured, release,
/// 1080×400 RGBA at σ = 3: 2.13 ms → 1.21 ms), in debug builds too (C intrinsics stay fast
/// unoptimised); otherwise the Swift SIMD ones, and in debug builds their scalar variants
/// (the Swift vector code is very slow unoptimised).
enum DirectBlur {
    /// Kernel half-width in σ: the Gaussian's mass beyond 4σ on one side is 3·10⁻⁵ (< 0.01/255
    /// on an opaque edge); at 3σ it would be 0.34/255, too much for the 0.6/255 bound.
    static let radiusPerSigma = 4.0

    /// Whether the AVX2 row kernels run: decided once from CPUID (false on other
    /// architectures); `FLIPBOOK_NO_AVX2` set in the environment forces the Swift kernels
    /// (to benchmark or check them on an AVX2 machine; the results are the same integers).
    static let useAVX2 = flipbook_kernels_have_avx2() != 0 && getenv("FLIPBOOK_NO_AVX2") == nil

    /// The truncated, normalised kernel in fixed point.
    struct Kernel {
        /// Taps reach ±radius samples.
        let radius: Int
        /// Weight of the centre sample · 2¹⁶ (applied to value · 256), at most 65535.
        let centre: UInt16
        /// `pairs[k − 1]`: weight of samples ±k · 2¹⁷ (applied to their sum, value · 128).
        let pairs: [UInt16]
        /// Half the products, in units of 1/256: centres the truncation error.
        let bias: UInt16

        /// σ ≥ 0 pixels (0: identity).
        init(sigma: Double) {
            let reach = sigma > 0 ? Int((DirectBlur.radiusPerSigma * sigma).rounded(.up)) : 0
            self.init(halfKernel: (0...reach).map { n in exp(-Double(n * n) / (2 * sigma * sigma)) })
        }

        /// Any symmetric kernel: `halfKernel[k]` weighs the samples ±k (normalised here;
        /// negative weights count as 0, so every step stays monotonic).
        init(halfKernel: [Double]) {
            let g = halfKernel.map { max(0, $0) }
            var p: [UInt32] = []
            if g.count > 1 {
                let total = g[0] + 2 * g[1...].reduce(0, +)
                p = (1..<g.count).map { UInt32((g[$0] / total * 131_072).rounded()) }
                while let last = p.last, last == 0 { p.removeLast() }
            }
            radius = p.count
            pairs = p.map { UInt16($0) }
            // 65536 (σ so small nothing spreads) is one unit too many: the bias restores it.
            centre = UInt16(min(65535, 65536 - p.reduce(0, +)))
            bias = UInt16((p.count + 2) / 2)
        }
    }

    /// Blurs `height` rows of `width` pixels of `channels` interleaved bytes in place, zero
    /// outside; σ per axis each in 0 ..< 4.5 (0: that axis untouched). Runs DirectBlur.c, which
    /// computes the same bytes as ``referenceBlur(_:width:height:channels:sigmaX:sigmaY:)``:
    /// at -O0 its own generic-vector rows (the Swift rows cost 100–200× their release time at
    /// -Onone, the C about 3×), optimised with AVX2 BlurAVX2.c's intrinsic rows (as fast as
    /// the Swift driver with them: 668/825/1143 µs against 698/838/1145 at σ 1.5/2/2.9,
    /// 1080×400 RGBA, same run). Only an optimised build without AVX2 keeps the Swift, whose
    /// SSE2/NEON rows there take 0.55–0.65× the C's baseline build's time (measured with
    /// `FLIPBOOK_NO_AVX2`). `avx2` false runs the baseline build.
    static func blur(_ px: UnsafeMutablePointer<UInt8>, width w: Int, height h: Int, channels c: Int,
                     sigmaX: Double, sigmaY: Double, avx2: Bool = useAVX2) {
        guard w > 0, h > 0 else { return }
        #if !DEBUG
        if !avx2 && !useAVX2 {
            referenceBlur(px, width: w, height: h, channels: c, sigmaX: sigmaX, sigmaY: sigmaY)
            return
        }
        #endif
        let kx = Kernel(sigma: sigmaX), ky = Kernel(sigma: sigmaY)
        let done = kx.pairs.withUnsafeBufferPointer { pairsX in
            ky.pairs.withUnsafeBufferPointer { pairsY in
                var cx = FlipbookBlurKernel(radius: kx.radius, centre: kx.centre, bias: kx.bias, pairs: pairsX.baseAddress)
                var cy = FlipbookBlurKernel(radius: ky.radius, centre: ky.centre, bias: ky.bias, pairs: pairsY.baseAddress)
                return flipbook_blur_direct(px, w, h, c, &cx, &cy, avx2 ? 1 : 0)
            }
        }
        // A few rows of scratch space (2r + 3 rows of 16-bit lanes) could not be allocated.
        precondition(done != 0, "DirectBlur: out of memory for \(2 * ky.radius + 3) rows of \(w * c) lanes")
    }

    /// The Swift form of ``blur(_:width:height:channels:sigmaX:sigmaY:avx2:)``, kept as the
    /// reference the C is tested against (DirectBlurKernelTests): the same integers.
    static func referenceBlur(_ px: UnsafeMutablePointer<UInt8>, width w: Int, height h: Int, channels c: Int,
                              sigmaX: Double, sigmaY: Double) {
        guard w > 0, h > 0 else { return }
        let kx = Kernel(sigma: sigmaX), ky = Kernel(sigma: sigmaY)
        let rowLanes = w * c, n = (rowLanes + 31) & ~31
        let ry = ky.radius, margin = c * kx.radius
        let slots = min(2 * ry + 2, h)
        // Ring rows, a zero row, two padded intermediate rows, weights, row pointers.
        let tempCount = margin + n + margin + 32
        let lanes = UnsafeMutablePointer<UInt16>.allocate(capacity: (slots + 1) * n + 2 * tempCount)
        defer { lanes.deallocate() }
        let ring = lanes, zero = ring + slots * n, temp = zero + n
        zero.initialize(repeating: 0, count: n + 2 * tempCount)
        let weights = UnsafeMutablePointer<SIMD16<UInt16>>.allocate(capacity: kx.radius + ry + 2)
        defer { weights.deallocate() }
        let wx = weights, wy = weights + kx.radius + 1
        for k in 0..<kx.radius { wx[k] = SIMD16(repeating: kx.pairs[k]) }
        for k in 0..<ry { wy[k] = SIMD16(repeating: ky.pairs[k]) }
        // The same weights as plain UInt16s for the C kernels.
        let pairs = UnsafeMutablePointer<UInt16>.allocate(capacity: kx.radius + ry + 2)
        defer { pairs.deallocate() }
        let px16 = pairs, py16 = pairs + kx.radius + 1
        px16.initialize(from: kx.pairs, count: kx.radius)
        py16.initialize(from: ky.pairs, count: ry)
        let avx2 = useAVX2
        let rows = UnsafeMutablePointer<UnsafePointer<UInt16>>.allocate(capacity: 2 * ry + 2)
        defer { rows.deallocate() }
        let mid0 = temp + margin, mid1 = temp + tempCount + margin

        // Per ring slot: is that input row entirely transparent?
        var empty = [Bool](repeating: false, count: slots)

        /// Input row y as value · 128 into its ring slot, with a zero tail to `n` lanes (a
        /// multiple of 32); notes whether the row is empty.
        func load(_ y: Int) {
            let src = UnsafeRawPointer(px + y * rowLanes), dst = ring + (y % slots) * n
            let full = rowLanes / 16
            var any = SIMD16<UInt8>()
            for i in 0..<full {
                let b = src.loadUnaligned(fromByteOffset: 16 * i, as: SIMD16<UInt8>.self)
                any |= b
                UnsafeMutableRawPointer(dst + 16 * i).storeBytes(of: PixelPacking.widen(b) &<< 7, as: SIMD16<UInt16>.self)
            }
            var tail: UInt8 = 0
            for i in (16 * full)..<n {
                let b: UInt8 = i < rowLanes ? src.load(fromByteOffset: i, as: UInt8.self) : 0
                tail |= b
                dst[i] = UInt16(b) << 7
            }
            empty[y % slots] = any == .zero && tail == 0
        }

        /// Row `mid` (vertically blurred) across into image row y.
        func across(_ mid: UnsafeMutablePointer<UInt16>, _ y: Int) {
            // Beyond the row is zero for the horizontal pass (the bias made it 1/256 there).
            for i in rowLanes..<n { mid[i] = 0 }
            if avx2 {
                horizontalAVX2(mid, step: c, radius: kx.radius, pairs: px16, centre: kx.centre, bias: kx.bias,
                               lanes: n, into: px + y * rowLanes, count: rowLanes)
                return
            }
            #if DEBUG
            horizontalScalar(mid, step: c, radius: kx.radius, weights: wx, centre: kx.centre, bias: kx.bias,
                             lanes: n, into: px + y * rowLanes, count: rowLanes)
            #else
            horizontalVector(mid, step: c, radius: kx.radius, weights: wx, centre: kx.centre, bias: kx.bias,
                             lanes: n, into: px + y * rowLanes, count: rowLanes)
            #endif
        }

        // Output rows two at a time (they share all but one input row: see verticalPairVector).
        var loaded = 0, y = 0
        while y < h {
            let pair = y + 1 < h
            let last = min(h - 1, y + (pair ? 1 : 0) + ry)
            while loaded <= last { load(loaded); loaded += 1 }
            // Nothing within reach (transparent surroundings): the rows are and stay zero.
            var reached = false
            for k in max(0, y - ry)...last where !empty[k % slots] { reached = true; break }
            if reached {
                for k in -ry...(ry + 1) {
                    let s = y + k
                    rows[k + ry] = UnsafePointer(s >= 0 && s < h ? ring + (s % slots) * n : zero)
                }
                if avx2 {
                    if pair {
                        verticalPairAVX2(rows, radius: ry, pairs: py16, centre: ky.centre, bias: ky.bias, lanes: n, into: mid0, mid1)
                    } else {
                        verticalAVX2(rows, radius: ry, pairs: py16, centre: ky.centre, bias: ky.bias, lanes: n, into: mid0)
                    }
                } else {
                    #if DEBUG
                    verticalScalar(rows, radius: ry, weights: wy, centre: ky.centre, bias: ky.bias, lanes: n, into: mid0)
                    if pair { verticalScalar(rows + 1, radius: ry, weights: wy, centre: ky.centre, bias: ky.bias, lanes: n, into: mid1) }
                    #else
                    if pair {
                        verticalPairVector(rows, radius: ry, weights: wy, centre: ky.centre, bias: ky.bias, lanes: n, into: mid0, mid1)
                    } else {
                        verticalVector(rows, radius: ry, weights: wy, centre: ky.centre, bias: ky.bias, lanes: n, into: mid0)
                    }
                    #endif
                }
                across(mid0, y)
                if pair { across(mid1, y + 1) }
            }
            y += 2
        }
    }

    // MARK: Row kernels (AVX2, vector and scalar give the same integers)

    /// ``verticalPairVector(_:radius:weights:centre:bias:lanes:into:_:)`` in C with AVX2 (only
    /// when ``useAVX2``); `pairs[k − 1]` is pair weight k.
    static func verticalPairAVX2(_ rows: UnsafePointer<UnsafePointer<UInt16>>, radius r: Int, pairs: UnsafePointer<UInt16>,
                                 centre: UInt16, bias: UInt16, lanes n: Int,
                                 into out0: UnsafeMutablePointer<UInt16>, _ out1: UnsafeMutablePointer<UInt16>) {
        let list = UnsafeRawPointer(rows).assumingMemoryBound(to: UnsafePointer<UInt16>?.self)
        flipbook_blur_vertical_pair_avx2(list, r, pairs, centre, bias, n, out0, out1)
    }

    /// ``verticalVector(_:radius:weights:centre:bias:lanes:into:)`` in C with AVX2.
    static func verticalAVX2(_ rows: UnsafePointer<UnsafePointer<UInt16>>, radius r: Int, pairs: UnsafePointer<UInt16>,
                             centre: UInt16, bias: UInt16, lanes n: Int, into out: UnsafeMutablePointer<UInt16>) {
        let list = UnsafeRawPointer(rows).assumingMemoryBound(to: UnsafePointer<UInt16>?.self)
        flipbook_blur_vertical_avx2(list, r, pairs, centre, bias, n, out)
    }

    /// ``horizontalVector(_:step:radius:weights:centre:bias:lanes:into:count:)`` in C with AVX2.
    static func horizontalAVX2(_ src: UnsafePointer<UInt16>, step: Int, radius r: Int, pairs: UnsafePointer<UInt16>,
                               centre: UInt16, bias: UInt16, lanes n: Int,
                               into out: UnsafeMutablePointer<UInt8>, count: Int) {
        flipbook_blur_horizontal_avx2(src, step, r, pairs, centre, bias, n, out, count)
    }

    /// High 16 bits of each lane's 32-bit product (one `pmulhuw` / `umull`+shift per 8 lanes).
    @inline(__always)
    static func mulhi(_ a: SIMD16<UInt16>, _ b: SIMD16<UInt16>) -> SIMD16<UInt16> {
        var r = SIMD16<UInt16>()
        for i in 0..<16 { r[i] = UInt16(truncatingIfNeeded: (UInt32(a[i]) &* UInt32(b[i])) &>> 16) }
        return r
    }

    @inline(__always)
    static func mulhi(_ a: UInt16, _ b: UInt16) -> UInt16 {
        UInt16(truncatingIfNeeded: (UInt32(a) &* UInt32(b)) &>> 16)
    }

    @inline(__always)
    static func load(_ p: UnsafePointer<UInt16>) -> SIMD16<UInt16> {
        UnsafeRawPointer(p).loadUnaligned(as: SIMD16<UInt16>.self)
    }

    /// One output row of the vertical pass, value · 128: `rows[radius + k]` is input row y + k;
    /// `weights[k − 1]` is pair weight k in every lane. `lanes` is a multiple of 32 (two
    /// vectors a step: the row pointers and weights are loaded once for both).
    static func verticalVector(_ rows: UnsafePointer<UnsafePointer<UInt16>>, radius r: Int,
                               weights: UnsafePointer<SIMD16<UInt16>>, centre: UInt16, bias: UInt16,
                               lanes n: Int, into out: UnsafeMutablePointer<UInt16>) {
        let c = rows[r], cw = SIMD16<UInt16>(repeating: centre), b = SIMD16<UInt16>(repeating: bias &+ 1)
        var i = 0
        while i < n {
            var a0 = mulhi(load(c + i) &<< 1, cw) &+ b
            var a1 = mulhi(load(c + i + 16) &<< 1, cw) &+ b
            var k = 1
            while k <= r {
                let lo = rows[r &- k] + i, hi = rows[r &+ k] + i, wk = weights[k &- 1]
                a0 &+= mulhi(load(lo) &+ load(hi), wk)
                a1 &+= mulhi(load(lo + 16) &+ load(hi + 16), wk)
                k &+= 1
            }
            let o = UnsafeMutableRawPointer(out + i)
            o.storeBytes(of: a0 &>> 1, as: SIMD16<UInt16>.self)
            o.storeBytes(of: a1 &>> 1, toByteOffset: 32, as: SIMD16<UInt16>.self)
            i &+= 32
        }
    }

    /// Output rows y and y + 1 of the vertical pass at once (`rows[radius + k]` is input row
    /// y + k, k = −radius … radius + 1): the same integers as ``verticalVector(_:radius:weights:centre:bias:lanes:into:)``
    /// on each, with every input row loaded once for both (2r + 2 loads instead of 4r + 2).
    /// Row y + 1's pair k − 1 is input rows y − (k − 2) and y + k, so each step pairs the row
    /// y + k just loaded with the one loaded two steps before.
    static func verticalPairVector(_ rows: UnsafePointer<UnsafePointer<UInt16>>, radius r: Int,
                                   weights: UnsafePointer<SIMD16<UInt16>>, centre: UInt16, bias: UInt16,
                                   lanes n: Int, into out0: UnsafeMutablePointer<UInt16>,
                                   _ out1: UnsafeMutablePointer<UInt16>) {
        let cw = SIMD16<UInt16>(repeating: centre), b = SIMD16<UInt16>(repeating: bias &+ 1)
        let row0 = rows[r], row1 = rows[r &+ 1]
        var i = 0
        while i < n {
            let c0 = load(row0 + i), c1 = load(row1 + i)
            var a0 = mulhi(c0 &<< 1, cw) &+ b
            var a1 = mulhi(c1 &<< 1, cw) &+ b
            if r > 0 {
                // k = 1: row y's pair is rows y − 1, y + 1; row y + 1 has only its centre so far.
                var back1 = load(rows[r &- 1] + i), back2 = c0
                a0 &+= mulhi(back1 &+ c1, weights[0])
                var k = 2
                while k <= r {
                    let l = load(rows[r &- k] + i), h = load(rows[r &+ k] + i)
                    a0 &+= mulhi(l &+ h, weights[k &- 1])
                    a1 &+= mulhi(back2 &+ h, weights[k &- 2])
                    back2 = back1; back1 = l
                    k &+= 1
                }
                a1 &+= mulhi(back2 &+ load(rows[r &+ r &+ 1] + i), weights[r &- 1])
            }
            UnsafeMutableRawPointer(out0 + i).storeBytes(of: a0 &>> 1, as: SIMD16<UInt16>.self)
            UnsafeMutableRawPointer(out1 + i).storeBytes(of: a1 &>> 1, as: SIMD16<UInt16>.self)
            i &+= 16
        }
    }

    static func verticalScalar(_ rows: UnsafePointer<UnsafePointer<UInt16>>, radius r: Int,
                               weights: UnsafePointer<SIMD16<UInt16>>, centre: UInt16, bias: UInt16,
                               lanes n: Int, into out: UnsafeMutablePointer<UInt16>) {
        let c = rows[r]
        for i in 0..<n {
            var acc = mulhi(c[i] << 1, centre) &+ bias &+ 1
            for k in stride(from: 1, through: r, by: 1) {
                acc &+= mulhi(rows[r - k][i] &+ rows[r + k][i], weights[k - 1][0])
            }
            out[i] = acc >> 1
        }
    }

    /// One row across, to bytes: `src` (value · 128) has zeros for `step · radius` lanes on
    /// each side of its `lanes` (a multiple of 32) and 32 beyond; `count` bytes are written.
    static func horizontalVector(_ src: UnsafePointer<UInt16>, step: Int, radius r: Int,
                                 weights: UnsafePointer<SIMD16<UInt16>>, centre: UInt16, bias: UInt16,
                                 lanes n: Int, into out: UnsafeMutablePointer<UInt8>, count: Int) {
        let cw = SIMD16<UInt16>(repeating: centre), b = SIMD16<UInt16>(repeating: bias &+ 128)
        let dst = UnsafeMutableRawPointer(out)
        @inline(__always) func pixels(_ i: Int) -> (SIMD16<UInt8>, SIMD16<UInt8>) {
            let s = src + i
            var a0 = mulhi(load(s) &<< 1, cw) &+ b
            var a1 = mulhi(load(s + 16) &<< 1, cw) &+ b
            var k = 1, d = step
            while k <= r {
                let lo = s - d, hi = s + d, wk = weights[k &- 1]
                a0 &+= mulhi(load(lo) &+ load(hi), wk)
                a1 &+= mulhi(load(lo + 16) &+ load(hi + 16), wk)
                k &+= 1; d &+= step
            }
            // The standard library's conversion compiles to packuswb here (PixelPacking.narrow's
            // lane-by-lane form does not); every lane is ≤ 255, so truncation is exact.
            return (SIMD16<UInt8>(truncatingIfNeeded: a0 &>> 8), SIMD16<UInt8>(truncatingIfNeeded: a1 &>> 8))
        }
        var i = 0
        while i + 32 <= count {
            let (p, q) = pixels(i)
            dst.storeBytes(of: p, toByteOffset: i, as: SIMD16<UInt8>.self)
            dst.storeBytes(of: q, toByteOffset: i + 16, as: SIMD16<UInt8>.self)
            i &+= 32
        }
        if i < count {
            let (p, q) = pixels(i)
            for j in 0..<(count - i) { dst.storeBytes(of: j < 16 ? p[j] : q[j - 16], toByteOffset: i + j, as: UInt8.self) }
        }
    }

    static func horizontalScalar(_ src: UnsafePointer<UInt16>, step: Int, radius r: Int,
                                 weights: UnsafePointer<SIMD16<UInt16>>, centre: UInt16, bias: UInt16,
                                 lanes n: Int, into out: UnsafeMutablePointer<UInt8>, count: Int) {
        for i in 0..<count {
            var acc = mulhi(src[i] << 1, centre) &+ bias &+ 128
            for k in stride(from: 1, through: r, by: 1) {
                acc &+= mulhi(src[i - step * k] &+ src[i + step * k], weights[k - 1][0])
            }
            out[i] = UInt8(truncatingIfNeeded: acc >> 8)
        }
    }
}
