import Testing
@testable import FlipbookRaster
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The halved blur (σ 3 … 4.5, RGBA): against the exact convolution, on odd sizes, per axis,
/// on the input that maximises its design error, and the AVX2 build against the baseline one.
@Suite struct HalvedBlurTests {
    static func maxError(_ image: PixelBuffer, sigmaX: Double, sigmaY: Double) -> (PixelBuffer, Double) {
        var out = image
        GaussianBlur.blur(&out, sigmaX: sigmaX, sigmaY: sigmaY)
        let exact = trueGaussian(image.bytes, width: image.width, height: image.height, channels: 4, sigmaX: sigmaX, sigmaY: sigmaY)
        return (out, zip(exact, out.bytes).map { abs($0 - Double($1)) }.max() ?? 0)
    }

    static func isPremultiplied(_ b: PixelBuffer) -> Bool {
        for y in 0..<b.height { for x in 0..<b.width { let p = b[x, y]; if p.x > p.w || p.y > p.w || p.z > p.w { return false } } }
        return true
    }

    @Test(arguments: [3.0, 3.3, 3.7, 4.0, 4.4, 4.49])
    func matchesTrueGaussian(sigma: Double) {
        var images = BlurTestImage.allCases.map(\.buffer)
        images.append(DirectBlurTests.image(width: 83, height: 45, seed: 99))
        for image in images {
            let (out, d) = Self.maxError(image, sigmaX: sigma, sigmaY: sigma)
            #expect(d <= 0.6, "σ = \(sigma), \(image.width)×\(image.height): max |Δ| = \(d)/255 (0.5 is the final rounding)")
            #expect(Self.isPremultiplied(out))
        }
    }

    /// GaussianBlur takes this path for σ ≥ 3 on both axes and the direct one below.
    @Test func gaussianBlurDispatchesByBothAxes() {
        let src = DirectBlurTests.image(width: 37, height: 23, seed: 3)
        func halved(_ sx: Double, _ sy: Double) -> PixelBuffer {
            var b = src
            b.withUnsafeMutableBytes { HalvedBlur.blur($0.baseAddress!, width: 37, height: 23, sigmaX: sx, sigmaY: sy) }
            return b
        }
        func direct(_ sx: Double, _ sy: Double) -> PixelBuffer {
            var b = src
            b.withUnsafeMutableBytes { DirectBlur.blur($0.baseAddress!, width: 37, height: 23, channels: 4, sigmaX: sx, sigmaY: sy) }
            return b
        }
        func blurred(_ sx: Double, _ sy: Double) -> PixelBuffer {
            var b = src
            GaussianBlur.blur(&b, sigmaX: sx, sigmaY: sy)
            return b
        }
        #expect(blurred(3, 3) == halved(3, 3))
        #expect(blurred(4.4, 3.5) == halved(4.4, 3.5))
        #expect(blurred(2.99, 3) == direct(2.99, 3))
        #expect(blurred(3, 2.99) == direct(3, 2.99))
        #expect(halved(3, 3) != direct(3, 3), "the two paths are different arithmetic")
    }

    @Test(arguments: [(3.0, 4.4), (4.49, 3.2)])
    func separateAxesAndOddSizes(sigmaX: Double, sigmaY: Double) {
        for (w, h) in [(1, 1), (3, 7), (17, 2), (2, 19), (37, 23), (70, 51)] {
            let image = DirectBlurTests.image(width: w, height: h, seed: UInt32(w * 31 + h))
            let (out, d) = Self.maxError(image, sigmaX: sigmaX, sigmaY: sigmaY)
            #expect(d <= 0.6, "\(w)×\(h) σ = (\(sigmaX), \(sigmaY)): max |Δ| = \(d)/255")
            #expect(Self.isPremultiplied(out))
        }
    }

    /// The chain's worst case over all inputs, 2 · 255 · L1 distance of its kernels (even and
    /// odd output pixels) from the sampled Gaussian, with the designed middle kernel: the
    /// bound quoted in HalvedBlur's documentation, and why σ below 3 stays direct.
    static func designBound(sigma: Double) -> Double {
        let m = HalvedBlur.middleKernel(sigma: sigma)
        let columns = HalvedBlur.chainColumns(reach: m.count - 1)
        let t = HalvedBlur.chainReach(m.count - 1)
        let g = HalvedBlur.sampledGaussian(sigma: sigma, reach: t + 20)
        var worst = 0.0
        for phase in 0...1 {
            var l1 = 0.0
            for i in 0..<(2 * (t + 20) + 1) {
                let offset = i - 20
                var chain = 0.0
                if offset >= 0 && offset <= 2 * t { for k in 0..<m.count { chain += columns.weight(phase, k, offset) * m[k] } }
                l1 += abs(chain - g[i])
            }
            worst = max(worst, l1)
        }
        return 2 * 255 * worst
    }

    @Test func designBoundIsSmallFromSigma3AndNotBelow() {
        #expect(Self.designBound(sigma: 3.0) < 0.08)
        #expect(Self.designBound(sigma: 3.5) < 0.02)
        #expect(Self.designBound(sigma: 4.0) < 0.01)
        #expect(Self.designBound(sigma: 4.49) < 0.005)
        #expect(Self.designBound(sigma: 2.8) > 0.1, "below 3 the halving aliases: the direct blur is kept there")
        let m = HalvedBlur.middleKernel(sigma: 3)
        #expect(m.count == 6, "reach ⌈4 · √(9 − 4) / 2⌉ = 5")
        #expect(abs(m[0] + 2 * m[1...].reduce(0, +) - 1) < 1e-12)
        #expect(m.allSatisfy { $0 >= 0 })
    }

    /// The input that maximises the chain's error at one pixel: 255 where the chain's
    /// (even-pixel) kernel weighs more than the Gaussian, 0 elsewhere, along x, the same on
    /// every row (so the vertical pass, exact on a constant column, adds nothing there).
    @Test(arguments: [3.0, 3.6])
    func worstCaseInputStaysWithinBound(sigma: Double) {
        let m = HalvedBlur.middleKernel(sigma: sigma)
        let columns = HalvedBlur.chainColumns(reach: m.count - 1)
        let t = HalvedBlur.chainReach(m.count - 1)
        let g = HalvedBlur.sampledGaussian(sigma: sigma, reach: t)
        let w = 2 * t + 41, h = 61, cx = t + 20  // cx even: an even output pixel
        var image = PixelBuffer(width: w, height: h)
        for o in -t...t {
            var chain = 0.0
            for k in 0..<m.count { chain += columns.weight(0, k, o + t) * m[k] }
            if chain > g[o + t] { for y in 0..<h { image[cx - o, y] = SIMD4(255, 255, 255, 255) } }
        }
        let (_, d) = Self.maxError(image, sigmaX: sigma, sigmaY: sigma)
        #expect(d <= 0.6, "σ = \(sigma): max |Δ| = \(d)/255")
    }

    /// One C source built twice: the AVX2 build and the baseline build give the same bytes.
    @Test(.enabled(if: DirectBlur.useAVX2, "needs a CPU with AVX2"),
          arguments: [3.0, 3.6, 4.49])
    func avx2AndBaselineBuildsAgree(sigma: Double) {
        for (w, h) in [(1, 1), (5, 3), (97, 61), (200, 9)] {
            var a = PixelBuffer(width: w, height: h)
            var s: UInt32 = UInt32(w * h)
            for y in 0..<h { for x in 0..<w {
                s = s &* 1664525 &+ 1013904223
                let al = UInt8(truncatingIfNeeded: s >> 24)
                a[x, y] = SIMD4(al / 2, al, al / 3, al)
            } }
            var b = a
            a.withUnsafeMutableBytes { HalvedBlur.blur($0.baseAddress!, width: w, height: h, sigmaX: sigma, sigmaY: sigma * 0.9 + 0.4, avx2: true) }
            b.withUnsafeMutableBytes { HalvedBlur.blur($0.baseAddress!, width: w, height: h, sigmaX: sigma, sigmaY: sigma * 0.9 + 0.4, avx2: false) }
            #expect(a == b, "\(w)×\(h) σ = \(sigma)")
        }
    }
}
