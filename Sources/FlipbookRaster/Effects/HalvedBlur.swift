#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CFlipbookKernels
import Synchronization

/// Gaussian blur of RGBA images with σ from ``minimumSigma`` to the pyramid's 4.5 on both axes:
/// halve, blur the quarter-size image with a short kernel, double back. Direct convolution
/// (``DirectBlur``) costs in proportion to σ and at σ = 3 took 1.7× Skia's (box-approximated)
/// time; this takes 0.73–0.82× of Skia's at σ = 3 and 0.80–0.91× at 4.4 (`flipbook-bench
/// raster`, 1080×400, same run; Zen 4, AVX2 build).
///
/// The three stages, per axis:
/// - **Halve** with the binomial `D` = [1 8 28 56 70 56 28 8 1] / 256, keeping every other
///   sample (variance 2 px²). It leaves < 0.01% of anything that would alias at σ ≥ 3.
/// - **Middle kernel** `M` on the half-size grid, designed for σ by least squares (see
///   ``middleKernel(sigma:)``) so that the whole chain matches the sampled Gaussian, not just
///   its variance: the binomials are not Gaussians, and `M` absorbs their difference.
/// - **Double** with the same binomial (× 2: even outputs [1 28 70 28 1] / 128, odd outputs
///   [8 56 56 8] / 128), which removes the images of the half-size spectrum.
///
/// Accuracy: the chain's worst case over all inputs (twice the L1 distance of its kernels
/// from the sampled Gaussian, times 255) is at most 0.08/255 at σ = 3 and falls quickly with σ
/// (0.015 at 3.5; the table is in the tests); below σ = 3 the Gaussian has content near the
/// half-size Nyquist frequency and the bound grows past 0.1 (0.157 at 2.8), so smaller σ stay
/// direct. Measured on the blur tests' images: at most 0.53/255 from the exact convolution,
/// 0.5 of it the one final rounding.
///
/// Fixed point as ``DirectBlur``'s (values · 128 in UInt16 lanes, products as the high half of
/// 16 × 16-bit multiplies, truncation centred by a bias, every weight ≥ 0 so colour ≤ alpha is
/// kept exactly). The kernels are C (`CFlipbookKernels`, HalvedBlur.c) written once in generic
/// vectors and built for AVX2 and for the baseline: the same bytes on every CPU. Rows stream
/// through small rings (the largest piece of scratch is six full-width rows), so it works in
/// place like the direct blur.
enum HalvedBlur {
    /// The smallest σ (both axes) taken this way: the design bound is 0.08/255 here.
    static let minimumSigma = 3.0

    /// The binomial's weights, `binomial[t]` for offsets t − 4 (they total 256).
    static let binomial: [Double] = [1, 8, 28, 56, 70, 56, 28, 8, 1]

    /// Blurs premultiplied RGBA8 in place; σ per axis in ``minimumSigma`` ..< 4.5. `avx2` picks
    /// the AVX2 build of the kernels (same bytes; tests compare them).
    static func blur(_ px: UnsafeMutablePointer<UInt8>, width w: Int, height h: Int,
                     sigmaX: Double, sigmaY: Double, avx2: Bool = DirectBlur.useAVX2) {
        guard w > 0, h > 0 else { return }
        let kx = kernel(sigma: sigmaX), ky = kernel(sigma: sigmaY)
        precondition(kx.radius <= Int(FLIPBOOK_BLUR_MAX_RADIUS) && ky.radius <= Int(FLIPBOOK_BLUR_MAX_RADIUS))
        let count = flipbook_blur_halved_scratch(w, h, kx.radius, ky.radius)
        let scratch = UnsafeMutablePointer<UInt16>.allocate(capacity: count)
        defer { scratch.deallocate() }
        kx.pairs.withUnsafeBufferPointer { pairsX in
            ky.pairs.withUnsafeBufferPointer { pairsY in
                var cx = FlipbookBlurKernel(radius: kx.radius, centre: kx.centre, bias: kx.bias, pairs: pairsX.baseAddress)
                var cy = FlipbookBlurKernel(radius: ky.radius, centre: ky.centre, bias: ky.bias, pairs: pairsY.baseAddress)
                flipbook_blur_halved(px, w, h, &cx, &cy, scratch, avx2 && flipbook_kernels_have_avx2() != 0 ? 1 : 0)
            }
        }
    }

    /// Middle kernels already designed, by σ's bit pattern: the least-squares design costs
    /// about a millisecond in a debug build (Swift arrays at -Onone), more than the blur itself
    /// now that it is C, and a screen's shadows and blurs repeat a few σ.
    private static let designed = Mutex<[UInt64: DirectBlur.Kernel]>([:])

    /// ``middleKernel(sigma:)`` in fixed point, designed once per σ.
    static func kernel(sigma: Double) -> DirectBlur.Kernel {
        if let k = designed.withLock({ $0[sigma.bitPattern] }) { return k }
        let k = DirectBlur.Kernel(halfKernel: middleKernel(sigma: sigma))
        designed.withLock { cache in
            if cache.count >= 256 { cache.removeAll() }
            cache[sigma.bitPattern] = k
        }
        return k
    }

    /// The middle kernel for σ (full-size pixels) as a half kernel on the half-size grid
    /// (`[0]` the centre, `[k]` the samples ±k), normalised.
    ///
    /// Its variance is what the binomials leave, (σ² − 4) / 4 in half-size pixels, and its
    /// reach 4 of those standard deviations. The weights minimise the squared distance
    /// between the sampled Gaussian and the chain's kernels (even and odd output pixels have
    /// different ones), which are linear in them: a least-squares problem of at most ten
    /// unknowns, solved from its normal equations.
    static func middleKernel(sigma: Double) -> [Double] {
        let spread = max(0, sigma * sigma - 4).squareRoot() / 2
        let reach = max(1, Int((4 * spread).rounded(.up)))
        let columns = chainColumns(reach: reach)
        let target = sampledGaussian(sigma: sigma, reach: chainReach(reach))
        let n = reach + 1
        // Normal equations: (KᵀK) m = Kᵀg over both phases' rows.
        var a = [Double](repeating: 0, count: n * n), b = [Double](repeating: 0, count: n)
        let size = columns.size, v = columns.values
        for phase in 0...1 {
            let base = phase * n * size
            for (row, g) in target.enumerated() {
                for i in 0..<n {
                    let ki = v[base + i * size + row]
                    guard ki != 0 else { continue }
                    b[i] += ki * g
                    for j in 0..<n { a[i * n + j] += ki * v[base + j * size + row] }
                }
            }
        }
        var m = solve(a, b, n)
        m = m.map { max(0, $0) }
        let total = m[0] + 2 * m[1...].reduce(0, +)
        return m.map { $0 / total }
    }

    /// How far (full-size pixels) the chain reaches with a middle kernel of this reach.
    static func chainReach(_ reach: Int) -> Int { 2 * reach + 8 }

    /// The sampled Gaussian over −reach … reach, normalised over that range.
    static func sampledGaussian(sigma: Double, reach: Int) -> [Double] {
        let g = (-reach...reach).map { t in exp(-Double(t * t) / (2 * sigma * sigma)) }
        let total = g.reduce(0, +)
        return g.map { $0 / total }
    }

    /// The chain's kernel as a linear function of the middle kernel's half weights, for even
    /// (phase 0) and odd (phase 1) output pixels: `weight(phase, k, t + T)` is what weight k
    /// contributes to the response of such a pixel to an impulse t pixels away
    /// (T = ``chainReach(_:)``).
    struct ChainColumns {
        let reach: Int, size: Int
        /// Flat: ((phase · (reach + 1)) + k) · size + t + T.
        var values: [Double]

        func weight(_ phase: Int, _ k: Int, _ i: Int) -> Double {
            values[(phase * (reach + 1) + k) * size + i]
        }
    }

    static func chainColumns(reach: Int) -> ChainColumns {
        let reachT = chainReach(reach), size = 2 * reachT + 1
        let d = binomial.map { $0 / 256 }, u = binomial.map { $0 / 128 }
        var values = [Double](repeating: 0, count: 2 * (reach + 1) * size)
        for phase in 0...1 {
            // Output pixel n = phase; half-size sample j sits on pixel 2j.
            for (iu, uw) in u.enumerated() {
                let o = iu - 4
                guard (phase - o) & 1 == 0 else { continue }
                let j = (phase - o) / 2
                for k in -reach...reach {
                    let q = j - k, base = (phase * (reach + 1) + abs(k)) * size + reachT
                    for (id, dw) in d.enumerated() {
                        let t = phase - (2 * q + (id - 4))
                        if abs(t) <= reachT { values[base + t] += uw * dw }
                    }
                }
            }
        }
        return ChainColumns(reach: reach, size: size, values: values)
    }

    /// Solves the n × n system a x = b (row-major a) by Gaussian elimination with partial
    /// pivoting; the normal equations here are symmetric positive definite and tiny.
    static func solve(_ a: [Double], _ b: [Double], _ n: Int) -> [Double] {
        var a = a, b = b
        for col in 0..<n {
            var pivot = col
            for r in (col + 1)..<max(col + 1, n) where abs(a[r * n + col]) > abs(a[pivot * n + col]) { pivot = r }
            if pivot != col {
                for c in 0..<n { a.swapAt(col * n + c, pivot * n + c) }
                b.swapAt(col, pivot)
            }
            let p = a[col * n + col]
            guard p != 0 else { continue }
            for r in (col + 1)..<max(col + 1, n) {
                let f = a[r * n + col] / p
                guard f != 0 else { continue }
                for c in col..<n { a[r * n + c] -= f * a[col * n + c] }
                b[r] -= f * b[col]
            }
        }
        var x = [Double](repeating: 0, count: n)
        for r in stride(from: n - 1, through: 0, by: -1) {
            var s = b[r]
            for c in (r + 1)..<max(r + 1, n) { s -= a[r * n + c] * x[c] }
            x[r] = a[r * n + r] != 0 ? s / a[r * n + r] : 0
        }
        return x
    }
}
