import Testing
@testable import FlipbookRaster

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The exact separable convolution with the sampled, normalised Gaussian exp(−n²/2σ²), in
/// Double, zero outside the image, over `channels` interleaved channels. Independent of the
/// recursive filter under test.
func trueGaussian(_ src: [UInt8], width w: Int, height h: Int, channels c: Int, sigma: Double) -> [Double] {
    trueGaussian(src, width: w, height: h, channels: c, sigmaX: sigma, sigmaY: sigma)
}

/// The same with a σ per axis; σ = 0 leaves that axis alone.
func trueGaussian(_ src: [UInt8], width w: Int, height h: Int, channels c: Int, sigmaX: Double, sigmaY: Double) -> [Double] {
    func kernel(_ sigma: Double) -> (Int, [Double]) {
        guard sigma > 0 else { return (0, [1]) }
        let r = Int((4 * sigma).rounded(.up)) + 1
        let k = (-r...r).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let sum = k.reduce(0, +)
        return (r, k.map { $0 / sum })
    }
    let (rx, kx) = kernel(sigmaX), (ry, ky) = kernel(sigmaY)
    var tmp = [Double](repeating: 0, count: src.count)
    for y in 0..<h { for x in 0..<w { for ch in 0..<c {
        var acc = 0.0
        for j in -rx...rx where x + j >= 0 && x + j < w { acc += kx[j + rx] * Double(src[(y * w + x + j) * c + ch]) }
        tmp[(y * w + x) * c + ch] = acc
    } } }
    var out = [Double](repeating: 0, count: src.count)
    for y in 0..<h { for x in 0..<w { for ch in 0..<c {
        var acc = 0.0
        for j in -ry...ry where y + j >= 0 && y + j < h { acc += ky[j + ry] * tmp[((y + j) * w + x) * c + ch] }
        out[(y * w + x) * c + ch] = acc
    } } }
    return out
}

/// Deterministic test images (premultiplied RGBA8), 64×64.
enum BlurTestImage: String, CaseIterable, CustomTestStringConvertible {
    case brightPixel, hardSquare, noise
    var testDescription: String { rawValue }
    static let size = 64

    var buffer: PixelBuffer {
        let n = Self.size
        var b = PixelBuffer(width: n, height: n)
        switch self {
        case .brightPixel:
            b[32, 31] = SIMD4(255, 255, 255, 255)
        case .hardSquare:
            for y in 20..<44 { for x in 18..<42 { b[x, y] = SIMD4(200, 40, 120, 255) } }
            for y in 26..<38 { for x in 26..<38 { b[x, y] = SIMD4(0, 64, 0, 128) } }  // translucent core
        case .noise:
            var s: UInt32 = 12345
            for y in 0..<n { for x in 0..<n {
                s = s &* 1664525 &+ 1013904223
                let a = UInt8(truncatingIfNeeded: s >> 24)
                s = s &* 1664525 &+ 1013904223
                let c = UInt8(UInt32(a) * (s >> 24) / 255)
                b[x, y] = SIMD4(c, a / 2, a - c / 2, a)
            } }
        }
        return b
    }
}

@Suite struct GaussianBlurTests {
    @Test(arguments: BlurTestImage.allCases, [0.5, 1, 2.5, 10, 30])
    func matchesTrueGaussianWithin2Over255(image: BlurTestImage, sigma: Double) {
        let src = image.buffer
        var blurred = src
        GaussianBlur.blur(&blurred, sigma: sigma)
        let exact = trueGaussian(src.bytes, width: src.width, height: src.height, channels: 4, sigma: sigma)
        var maxDiff = 0.0
        for i in 0..<exact.count { maxDiff = max(maxDiff, abs(exact[i] - Double(blurred.bytes[i]))) }
        // 0.5 of this is the final rounding to 8 bits.
        #expect(maxDiff <= 2, "max |blur − true Gaussian| = \(maxDiff)/255 at σ = \(sigma)")
        #expect(maxDiff <= 0.75, "the recursive filter is expected far inside the bound: \(maxDiff)/255")
    }

    @Test(arguments: [0.7, 4.0, 20.0])
    func maskBlurMatchesTrueGaussian(sigma: Double) {
        var mask = CoverageMask(bounds: PixelRect(x: 5, y: -3, width: 61, height: 47))  // width not a multiple of 4
        for y in 10..<30 { for x in 12..<50 { mask[x, y] = 255 } }
        mask[20, 0] = 255
        let src = mask.coverage
        GaussianBlur.blur(&mask, sigma: sigma)
        let exact = trueGaussian(src, width: 61, height: 47, channels: 1, sigma: sigma)
        var maxDiff = 0.0
        for i in 0..<exact.count { maxDiff = max(maxDiff, abs(exact[i] - Double(mask.coverage[i]))) }
        #expect(maxDiff <= 0.75, "mask: max |blur − true Gaussian| = \(maxDiff)/255 at σ = \(sigma)")
        #expect(mask.bounds == PixelRect(x: 5, y: -3, width: 61, height: 47))
    }

    @Test(arguments: [(3.0, 0.0), (0.0, 2.0), (5.0, 1.5)])
    func separateAxesMatchTrueGaussian(sigmaX: Double, sigmaY: Double) {
        // RGBA with an odd number of rows (the two-row horizontal pass has a leftover row).
        var image = PixelBuffer(width: 37, height: 23)
        for y in 5..<17 { for x in 9..<30 { image[x, y] = SIMD4(30, 200, 90, 220) } }
        let src = image
        GaussianBlur.blur(&image, sigmaX: sigmaX, sigmaY: sigmaY)
        let exact = trueGaussian(src.bytes, width: 37, height: 23, channels: 4, sigmaX: sigmaX, sigmaY: sigmaY)
        let d = zip(exact, image.bytes).map { abs($0 - Double($1)) }.max()!
        #expect(d <= 0.75, "RGBA σ = (\(sigmaX), \(sigmaY)): max |Δ| = \(d)/255")
        // A mask with a height that is not a multiple of 4 (the four-row horizontal batches).
        var mask = CoverageMask(bounds: PixelRect(x: 0, y: 0, width: 29, height: 18))
        for y in 3..<13 { for x in 6..<20 { mask[x, y] = 255 } }
        let m0 = mask.coverage
        GaussianBlur.blur(&mask, sigmaX: sigmaX, sigmaY: sigmaY)
        let exactMask = trueGaussian(m0, width: 29, height: 18, channels: 1, sigmaX: sigmaX, sigmaY: sigmaY)
        let dm = zip(exactMask, mask.coverage).map { abs($0 - Double($1)) }.max()!
        #expect(dm <= 0.75, "mask σ = (\(sigmaX), \(sigmaY)): max |Δ| = \(dm)/255")
    }

    @Test func blurKeepsTotalAlphaAwayFromEdges() {
        var b = PixelBuffer(width: 80, height: 80)
        for y in 30..<50 { for x in 28..<52 { b[x, y] = SIMD4(90, 0, 180, 180) } }
        let before = stride(from: 3, to: b.bytes.count, by: 4).reduce(0) { $0 + Int(b.bytes[$1]) }
        GaussianBlur.blur(&b, sigma: 6)  // 3σ = 18 px: nothing reaches the edges
        let after = stride(from: 3, to: b.bytes.count, by: 4).reduce(0) { $0 + Int(b.bytes[$1]) }
        // The filter itself keeps the mass (see recursiveFilterHasUnitGain); what moves it here
        // is 8-bit rounding, mostly the faint tails beyond ≈2.9σ (< 0.5) rounding to 0.
        #expect(abs(after - before) <= before / 200, "alpha mass \(before) → \(after)")
        #expect(b[40, 40].w < 180 && b[40, 40].w > 150, "centre of a 24×20 block at σ = 6 stays mostly opaque")
        #expect(b[5, 40] == .zero, "beyond 3σ nothing arrives")
    }

    @Test(arguments: [0.3, 2.0, 50.0])
    func recursiveFilterHasUnitGain(sigma: Double) {
        // A long 1D signal in Float: the sum of the output equals the sum of the input (to
        // Float accumulation error, ≈1e-4 at σ = 50).
        let n = 1000
        var x = [SIMD4<Float>](repeating: .zero, count: n)
        for i in 450..<510 { x[i] = SIMD4(255, 100, 1, 0) }
        x[550] = SIMD4(0, 0, 0, 255)
        var y = [SIMD4<Float>](repeating: .zero, count: n)
        let g = RecursiveGaussian(sigma: sigma)
        x.withUnsafeBufferPointer { xs in y.withUnsafeMutableBufferPointer { g.filter(xs.baseAddress!, $0.baseAddress!, count: n) } }
        let sx = x.reduce(SIMD4<Float>.zero, +), sy = y.reduce(SIMD4<Float>.zero, +)
        for k in 0..<4 { #expect(abs(sx[k] - sy[k]) <= 5e-4 * max(sx[k], 1), "lane \(k): \(sx[k]) → \(sy[k])") }
    }

    @Test func zeroAndInvalidSigmaAreNoOps() {
        let src = BlurTestImage.noise.buffer
        for s in [0, -3, Double.nan, -Double.infinity] {
            var b = src
            GaussianBlur.blur(&b, sigma: s)
            #expect(b == src)
            #expect(GaussianBlur.extent(sigma: s) == 0)
        }
        #expect(GaussianBlur.extent(sigma: 10) == 30)
        #expect(GaussianBlur.extent(sigma: 0.4) == 2)
        #expect(GaussianBlur.extent(sigma: .infinity) == 0)
    }

    @Test func blurredGrowsByExtentAndKeepsContentInPlace() {
        var src = PixelBuffer(width: 10, height: 6)
        for y in 0..<6 { for x in 0..<10 { src[x, y] = SIMD4(255, 0, 0, 255) } }
        let out = GaussianBlur.blurred(PlacedImage(image: src, x: 100, y: 50), sigma: 2)
        #expect(out.bounds == PixelRect(x: 94, y: 44, width: 22, height: 18))
        // Symmetric about the content's centre (device x 105, y 53).
        #expect(out.image[2, 9] == out.image[19, 8])
        #expect(out.image[2, 9].w > 0, "spread beyond the original bounds is kept")
        // First content column: Σ_{n≥0} g(n) = 0.5 + g(0)/2 ≈ 0.6 across, ≈ 0.95 down.
        let edge = out.image[6, 9]
        #expect(edge.w > 130 && edge.w < 160, "\(edge)")
    }
}

/// The pyramid path (σ ≥ 4.5: halve, blur small, double back) on sizes that exercise its
/// edges: widths and heights that are odd and not multiples of 8, σ at each level threshold.
@Suite struct BlurPyramidTests {
    @Test(arguments: [4.5, 5.0, 9.5, 12.0, 19.5])
    func pyramidMatchesTrueGaussian(sigma: Double) {
        #expect(BlurPyramid.plan(sigmaX: sigma, sigmaY: sigma).levels == (sigma < 9.5 ? 1 : sigma < 19.5 ? 2 : 3))
        var image = PixelBuffer(width: 83, height: 45)
        var s: UInt32 = 99
        for y in 0..<45 { for x in 0..<83 {
            s = s &* 1664525 &+ 1013904223
            let a: UInt8 = (x / 9 + y / 7) % 3 == 0 ? 0 : UInt8(truncatingIfNeeded: s >> 24) | 0x80
            image[x, y] = SIMD4(a / 3, a, a / 2, a)
        } }
        for y in 10..<30 { for x in 30..<60 { image[x, y] = SIMD4(255, 0, 40, 255) } }
        let src = image
        GaussianBlur.blur(&image, sigma: sigma)
        let exact = trueGaussian(src.bytes, width: 83, height: 45, channels: 4, sigma: sigma)
        let d = zip(exact, image.bytes).map { abs($0 - Double($1)) }.max()!
        #expect(d <= 0.6, "σ = \(sigma): max |Δ| = \(d)/255 (0.5 is the final rounding)")
        // Still validly premultiplied.
        for y in 0..<45 { for x in 0..<83 { let p = image[x, y]; #expect(p.x <= p.w && p.y <= p.w && p.z <= p.w) } }
    }

    @Test(arguments: [(1, 1), (2, 1), (3, 7), (9, 2)], [5.0, 50.0])
    func tinyImagesMatchTrueGaussian(size: (Int, Int), sigma: Double) {
        var image = PixelBuffer(width: size.0, height: size.1)
        for y in 0..<size.1 { for x in 0..<size.0 { image[x, y] = SIMD4(UInt8(40 * (x % 3)), 90, 10, 200) } }
        let src = image
        GaussianBlur.blur(&image, sigma: sigma)
        let exact = trueGaussian(src.bytes, width: size.0, height: size.1, channels: 4, sigma: sigma)
        let d = zip(exact, image.bytes).map { abs($0 - Double($1)) }.max()!
        #expect(d <= 0.6, "\(size.0)×\(size.1), σ = \(sigma): max |Δ| = \(d)/255")
    }

    @Test(arguments: [(6.0, 12.0), (12.0, 6.0), (4.0, 30.0)])
    func separateAxesOnThePyramid(sigmaX: Double, sigmaY: Double) {
        var image = PixelBuffer(width: 70, height: 51)
        for y in 12..<40 { for x in 20..<45 { image[x, y] = SIMD4(30, 200, 90, 220) } }
        image[5, 5] = SIMD4(255, 255, 255, 255)
        let src = image
        GaussianBlur.blur(&image, sigmaX: sigmaX, sigmaY: sigmaY)
        let exact = trueGaussian(src.bytes, width: 70, height: 51, channels: 4, sigmaX: sigmaX, sigmaY: sigmaY)
        let d = zip(exact, image.bytes).map { abs($0 - Double($1)) }.max()!
        #expect(d <= 0.6, "σ = (\(sigmaX), \(sigmaY)): max |Δ| = \(d)/255")
    }
}

/// The A8 pyramid (drop shadows): same grid and accuracy as the RGBA one, on masks whose sizes
/// are odd and not multiples of the 32-pixel vectors, at each level threshold.
@Suite struct BlurPyramidA8Tests {
    static func blurred(_ coverage: [UInt8], width w: Int, height h: Int, sigmaX: Double, sigmaY: Double) -> [UInt8] {
        var mask = CoverageMask(bounds: PixelRect(x: 0, y: 0, width: w, height: h), coverage: coverage)
        GaussianBlur.blur(&mask, sigmaX: sigmaX, sigmaY: sigmaY)
        return mask.coverage
    }

    @Test(arguments: [4.5, 5.0, 9.5, 12.0, 19.5, 40.0])
    func maskPyramidMatchesTrueGaussian(sigma: Double) {
        #expect(BlurPyramid.plan(sigmaX: sigma, sigmaY: sigma).levels >= 1)
        let w = 131, h = 77
        var m = [UInt8](repeating: 0, count: w * h)
        var s: UInt32 = 7
        for y in 0..<h { for x in 0..<w {
            s = s &* 1664525 &+ 1013904223
            m[y * w + x] = (x / 9 + y / 7) % 3 == 0 ? 0 : UInt8(truncatingIfNeeded: s >> 24) | 0x80
        } }
        for y in 20..<50 { for x in 40..<100 { m[y * w + x] = 255 } }
        let out = Self.blurred(m, width: w, height: h, sigmaX: sigma, sigmaY: sigma)
        let exact = trueGaussian(m, width: w, height: h, channels: 1, sigma: sigma)
        let d = zip(exact, out).map { abs($0 - Double($1)) }.max()!
        // Measured 0.51 … 0.56 (σ 40 … 4.5).
        #expect(d <= 0.6, "σ = \(sigma): max |Δ| = \(d)/255 (0.5 is the final rounding)")
    }

    @Test(arguments: [(1, 1), (2, 1), (3, 7), (33, 2), (64, 5)], [5.0, 50.0])
    func tinyMasksMatchTrueGaussian(size: (Int, Int), sigma: Double) {
        let m = (0..<(size.0 * size.1)).map { UInt8(100 + 50 * ($0 % 3)) }
        let out = Self.blurred(m, width: size.0, height: size.1, sigmaX: sigma, sigmaY: sigma)
        let exact = trueGaussian(m, width: size.0, height: size.1, channels: 1, sigma: sigma)
        let d = zip(exact, out).map { abs($0 - Double($1)) }.max()!
        #expect(d <= 0.6, "\(size.0)×\(size.1), σ = \(sigma): max |Δ| = \(d)/255")
    }

    /// Debug builds run the 64-bit scalar variants of the full-size passes, release builds the
    /// vector ones: same integers on random input at the extremes of the value ranges.
    @Test(arguments: [1, 2, 5])
    func scalarAndVectorHalvingSumsAgree(chunks: Int) {
        var seed: UInt32 = UInt32(chunks) &* 747796405
        func next() -> UInt8 { seed = seed &* 1664525 &+ 1013904223; return UInt8(truncatingIfNeeded: seed >> 24) }
        let rows = (0..<5).map { r in (0..<(32 * chunks)).map { _ in r == 2 ? 255 : next() } }
        func run(_ vector: Bool) -> [UInt16] {
            var eo = [UInt16](repeating: 0, count: 32 * chunks)
            let p = rows.map { UnsafeMutableRawPointer.allocate(byteCount: $0.count, alignment: 1) }
            defer { p.forEach { $0.deallocate() } }
            for (k, r) in rows.enumerated() { r.withUnsafeBytes { p[k].copyMemory(from: $0.baseAddress!, byteCount: r.count) } }
            eo.withUnsafeMutableBufferPointer { b in
                let e = b.baseAddress!, o = e + 16 * chunks
                if vector {
                    BlurPyramid.evenOddSumsVector(p[0], p[1], p[2], p[3], p[4], even: e, odd: o, chunks: chunks)
                } else {
                    BlurPyramid.evenOddSumsScalar(p[0], p[1], p[2], p[3], p[4], even: e, odd: o, chunks: chunks)
                }
            }
            return eo
        }
        let v = run(true), s = run(false)
        #expect(v == s)
        #expect(v[0] == UInt16(rows[0][0]) + UInt16(rows[4][0]) + 4 * (UInt16(rows[1][0]) + UInt16(rows[3][0])) + 6 * 255)
    }

    @Test(arguments: [1, 4, 17, 40], [true, false])
    func scalarAndVectorDoublingsAgree(width: Int, evenRow: Bool) {
        var seed: UInt32 = UInt32(width) &* 2891336453
        func next() -> UInt16 { seed = seed &* 1664525 &+ 1013904223; return UInt16(seed >> 16) % 16321 }
        let cap = width + 48, count = max(1, width - 2)
        var levels = [UInt16](repeating: 0, count: 3 * cap)
        for r in 0..<3 { for i in 0..<width { levels[r * cap + i] = i % 7 == 0 ? 16320 : next() } }
        func run(_ vector: Bool) -> [UInt16] {
            var l = levels
            var out = [UInt16](repeating: 0, count: cap + 16 + count + 16)
            l.withUnsafeMutableBufferPointer { lb in
                out.withUnsafeMutableBufferPointer { ob in
                    let a = lb.baseAddress!, v = ob.baseAddress!, pairs = v + cap + 16
                    if vector {
                        BlurPyramid.doubleMaskRowVector(a, a + cap, a + 2 * cap, evenRow: evenRow, width: width, into: v, pairs: pairs, count: count)
                    } else {
                        BlurPyramid.doubleMaskRowScalar(a, a + cap, a + 2 * cap, evenRow: evenRow, width: width, into: v, pairs: pairs, count: count)
                    }
                }
            }
            return Array(out[0..<width]) + Array(out[(cap + 16)...].prefix(count))
        }
        #expect(run(true) == run(false))
    }

    @Test(arguments: [(6.0, 12.0), (12.0, 6.0), (20.0, 19.9), (4.0, 30.0)])
    func separateAxesOnTheMaskPyramid(sigmaX: Double, sigmaY: Double) {
        let w = 90, h = 61
        var m = [UInt8](repeating: 0, count: w * h)
        for y in 12..<40 { for x in 20..<45 { m[y * w + x] = 220 } }
        m[5 * w + 5] = 255
        let out = Self.blurred(m, width: w, height: h, sigmaX: sigmaX, sigmaY: sigmaY)
        let exact = trueGaussian(m, width: w, height: h, channels: 1, sigmaX: sigmaX, sigmaY: sigmaY)
        let d = zip(exact, out).map { abs($0 - Double($1)) }.max()!
        #expect(d <= 0.6, "σ = (\(sigmaX), \(sigmaY)): max |Δ| = \(d)/255")
    }
}

/// The direct path (both σ below 4.5: truncated kernel in 16-bit fixed point) against the
/// exact convolution, on sizes that are odd and not multiples of the 16-lane vectors.
@Suite struct DirectBlurTests {
    static func image(width w: Int, height h: Int, seed: UInt32) -> PixelBuffer {
        var image = PixelBuffer(width: w, height: h)
        var s = seed
        for y in 0..<h { for x in 0..<w {
            s = s &* 1664525 &+ 1013904223
            let a: UInt8 = (x / 9 + y / 7) % 3 == 1 ? 0 : UInt8(truncatingIfNeeded: s >> 24) | 0x80
            image[x, y] = SIMD4(a / 3, a, a / 2, a)
        } }
        for y in 10..<30 { for x in 30..<60 where x < w && y < h { image[x, y] = SIMD4(255, 0, 40, 255) } }
        return image
    }

    @Test(arguments: [0.2, 0.5, 1.0, 2.0, 3.0, 4.4, 4.49])
    func directMatchesTrueGaussian(sigma: Double) {
        var image = Self.image(width: 83, height: 45, seed: 99)
        let src = image
        GaussianBlur.blur(&image, sigma: sigma)
        let exact = trueGaussian(src.bytes, width: 83, height: 45, channels: 4, sigma: sigma)
        let d = zip(exact, image.bytes).map { abs($0 - Double($1)) }.max()!
        #expect(d <= 0.6, "σ = \(sigma): max |Δ| = \(d)/255 (0.5 is the final rounding)")
        for y in 0..<45 { for x in 0..<83 { let p = image[x, y]; #expect(p.x <= p.w && p.y <= p.w && p.z <= p.w) } }
    }

    @Test(arguments: [(0.0, 3.0), (4.4, 0.0), (1.5, 4.0), (3, 7), (2, 1), (1, 1)])
    func separateAxesAndTinyImages(sigmaX: Double, sigmaY: Double) {
        for (w, h) in [(1, 1), (3, 7), (17, 2), (37, 23)] {
            var image = Self.image(width: w, height: h, seed: UInt32(w * h))
            let src = image
            GaussianBlur.blur(&image, sigmaX: sigmaX, sigmaY: sigmaY)
            let exact = trueGaussian(src.bytes, width: w, height: h, channels: 4, sigmaX: sigmaX, sigmaY: sigmaY)
            let d = zip(exact, image.bytes).map { abs($0 - Double($1)) }.max()!
            #expect(d <= 0.6, "\(w)×\(h) σ = (\(sigmaX), \(sigmaY)): max |Δ| = \(d)/255")
        }
    }

    @Test(arguments: [0.7, 2.5, 4.4])
    func directMaskMatchesTrueGaussian(sigma: Double) {
        let w = 61, h = 29
        var m = [UInt8](repeating: 0, count: w * h)
        var s: UInt32 = 5
        for i in 0..<(w * h) { s = s &* 1664525 &+ 1013904223; m[i] = (i / 7) % 3 == 0 ? 0 : UInt8(truncatingIfNeeded: s >> 24) }
        for y in 5..<20 { for x in 10..<40 { m[y * w + x] = 255 } }
        var mask = CoverageMask(bounds: PixelRect(x: 0, y: 0, width: w, height: h), coverage: m)
        GaussianBlur.blur(&mask, sigma: sigma)
        let exact = trueGaussian(m, width: w, height: h, channels: 1, sigma: sigma)
        let d = zip(exact, mask.coverage).map { abs($0 - Double($1)) }.max()!
        #expect(d <= 0.6, "mask σ = \(sigma): max |Δ| = \(d)/255")
    }

    /// Debug builds run the scalar row kernels, release builds the vector ones: the same
    /// integers on random input at the top of the value range.
    @Test(arguments: [0.0, 0.3, 1.0, 4.4])
    func scalarAndVectorRowsAgree(sigma: Double) {
        let k = DirectBlur.Kernel(sigma: sigma)
        let r = k.radius, n = 64, margin = 4 * r
        var seed: UInt32 = 17
        func next() -> UInt16 { seed = seed &* 1664525 &+ 1013904223; return UInt16(seed >> 16) % 32646 }
        let rows = (0..<(2 * r + 2)).map { j in (0..<n).map { i in i % 5 == 0 ? 32645 : j == r ? 32645 - next() / 2 : next() } }
        var weights = (k.pairs + [0]).map { SIMD16<UInt16>(repeating: $0) }
        func vertical(_ vector: Bool) -> [UInt16] {
            var out = [UInt16](repeating: 0, count: n)
            let ptrs = rows.map { r in
                let p = UnsafeMutablePointer<UInt16>.allocate(capacity: n)
                p.initialize(from: r, count: n)
                return UnsafePointer(p)
            }
            defer { ptrs.forEach { UnsafeMutablePointer(mutating: $0).deallocate() } }
            ptrs.withUnsafeBufferPointer { pb in
                weights.withUnsafeMutableBufferPointer { wb in
                    out.withUnsafeMutableBufferPointer { ob in
                        if vector {
                            DirectBlur.verticalVector(pb.baseAddress!, radius: r, weights: wb.baseAddress!, centre: k.centre, bias: k.bias, lanes: n, into: ob.baseAddress!)
                        } else {
                            DirectBlur.verticalScalar(pb.baseAddress!, radius: r, weights: wb.baseAddress!, centre: k.centre, bias: k.bias, lanes: n, into: ob.baseAddress!)
                        }
                    }
                }
            }
            return out
        }
        let v = vertical(true)
        #expect(v == vertical(false))
        // Two rows at once (input rows y − r … y + r + 1): the same as one at a time.
        do {
            var out = [UInt16](repeating: 0, count: 2 * n), single = [UInt16](repeating: 0, count: 2 * n)
            let ptrs = rows.map { r in
                let p = UnsafeMutablePointer<UInt16>.allocate(capacity: n)
                p.initialize(from: r, count: n)
                return UnsafePointer(p)
            }
            defer { ptrs.forEach { UnsafeMutablePointer(mutating: $0).deallocate() } }
            ptrs.withUnsafeBufferPointer { pb in
                weights.withUnsafeMutableBufferPointer { wb in
                    out.withUnsafeMutableBufferPointer { ob in
                        DirectBlur.verticalPairVector(pb.baseAddress!, radius: r, weights: wb.baseAddress!, centre: k.centre, bias: k.bias, lanes: n, into: ob.baseAddress!, ob.baseAddress! + n)
                    }
                    single.withUnsafeMutableBufferPointer { sb in
                        DirectBlur.verticalScalar(pb.baseAddress!, radius: r, weights: wb.baseAddress!, centre: k.centre, bias: k.bias, lanes: n, into: sb.baseAddress!)
                        DirectBlur.verticalScalar(pb.baseAddress! + 1, radius: r, weights: wb.baseAddress!, centre: k.centre, bias: k.bias, lanes: n, into: sb.baseAddress! + n)
                    }
                }
            }
            #expect(out == single)
            #expect(Array(out[0..<n]) == v)
        }
        #expect(v.max()! <= 32645)
        // Across: the vertical result between zero margins; 61 bytes (not a multiple of 16).
        var padded = [UInt16](repeating: 0, count: margin + n + margin + 32)
        for i in 0..<61 { padded[margin + i] = v[i] }
        func horizontal(_ vector: Bool) -> [UInt8] {
            var out = [UInt8](repeating: 7, count: 64)
            padded.withUnsafeBufferPointer { pb in
                weights.withUnsafeMutableBufferPointer { wb in
                    out.withUnsafeMutableBufferPointer { ob in
                        let src = pb.baseAddress! + margin
                        if vector {
                            DirectBlur.horizontalVector(src, step: 4, radius: r, weights: wb.baseAddress!, centre: k.centre, bias: k.bias, lanes: n, into: ob.baseAddress!, count: 61)
                        } else {
                            DirectBlur.horizontalScalar(src, step: 4, radius: r, weights: wb.baseAddress!, centre: k.centre, bias: k.bias, lanes: n, into: ob.baseAddress!, count: 61)
                        }
                    }
                }
            }
            return out
        }
        let hv = horizontal(true)
        #expect(hv == horizontal(false))
        #expect(hv[61...].allSatisfy { $0 == 7 }, "nothing written past count")
    }
}

/// The AVX2 row kernels (C, chosen at run time; what runs on this machine in debug and
/// release) against the scalar Swift ones: the same integers, so a blur is bit-identical on
/// CPUs with and without AVX2 and goldens do not depend on the machine.
@Suite(.enabled(if: DirectBlur.useAVX2, "needs a CPU with AVX2"))
struct DirectBlurAVX2Tests {
    /// Widths that exercise the 64-lane, 32-lane and partial tails; RGBA (step 4) and masks.
    @Test(arguments: [0.3, 1.0, 3.0, 4.49], [(4, 192, 183), (1, 96, 77), (4, 32, 5)])
    func avx2RowsMatchScalar(sigma: Double, shape: (Int, Int, Int)) {
        let (step, n, count) = shape
        let k = DirectBlur.Kernel(sigma: sigma)
        let r = k.radius, margin = step * r
        var seed: UInt32 = UInt32(n) &* 2654435761 &+ UInt32(r)
        func next() -> UInt16 { seed = seed &* 1664525 &+ 1013904223; return UInt16(seed >> 16) % 32646 }
        // 2r + 2 input rows (value · 128, at the top of the range in places).
        let rows = (0..<(2 * r + 2)).map { _ in (0..<n).map { i in i % 5 == 0 ? 32640 : next() } }
        let weights = (k.pairs + [0]).map { SIMD16<UInt16>(repeating: $0) }
        let pairs = k.pairs + [0]
        let ptrs = rows.map { row in
            let p = UnsafeMutablePointer<UInt16>.allocate(capacity: n)
            p.initialize(from: row, count: n)
            return UnsafePointer(p)
        }
        defer { ptrs.forEach { UnsafeMutablePointer(mutating: $0).deallocate() } }
        var scalar = [UInt16](repeating: 0, count: 2 * n), avx = [UInt16](repeating: 1, count: 2 * n)
        var single = [UInt16](repeating: 2, count: n)
        ptrs.withUnsafeBufferPointer { pb in
            weights.withUnsafeBufferPointer { wb in
                pairs.withUnsafeBufferPointer { p in
                    scalar.withUnsafeMutableBufferPointer { sb in
                        DirectBlur.verticalScalar(pb.baseAddress!, radius: r, weights: wb.baseAddress!, centre: k.centre, bias: k.bias, lanes: n, into: sb.baseAddress!)
                        DirectBlur.verticalScalar(pb.baseAddress! + 1, radius: r, weights: wb.baseAddress!, centre: k.centre, bias: k.bias, lanes: n, into: sb.baseAddress! + n)
                    }
                    avx.withUnsafeMutableBufferPointer { ab in
                        DirectBlur.verticalPairAVX2(pb.baseAddress!, radius: r, pairs: p.baseAddress!, centre: k.centre, bias: k.bias, lanes: n, into: ab.baseAddress!, ab.baseAddress! + n)
                    }
                    single.withUnsafeMutableBufferPointer { sb in
                        DirectBlur.verticalAVX2(pb.baseAddress!, radius: r, pairs: p.baseAddress!, centre: k.centre, bias: k.bias, lanes: n, into: sb.baseAddress!)
                    }
                }
            }
        }
        #expect(avx == scalar)
        #expect(single == Array(scalar[0..<n]))

        // Across: the first vertical row between zero margins, `count` bytes written.
        var padded = [UInt16](repeating: 0, count: margin + n + margin + 32)
        for i in 0..<count { padded[margin + i] = scalar[i] }
        func horizontal(_ avx2: Bool) -> [UInt8] {
            var out = [UInt8](repeating: 7, count: n + 8)
            padded.withUnsafeBufferPointer { pb in
                weights.withUnsafeBufferPointer { wb in
                    pairs.withUnsafeBufferPointer { p in
                        out.withUnsafeMutableBufferPointer { ob in
                            let src = pb.baseAddress! + margin
                            if avx2 {
                                DirectBlur.horizontalAVX2(src, step: step, radius: r, pairs: p.baseAddress!, centre: k.centre, bias: k.bias, lanes: n, into: ob.baseAddress!, count: count)
                            } else {
                                DirectBlur.horizontalScalar(src, step: step, radius: r, weights: wb.baseAddress!, centre: k.centre, bias: k.bias, lanes: n, into: ob.baseAddress!, count: count)
                            }
                        }
                    }
                }
            }
            return out
        }
        let h = horizontal(true)
        #expect(h == horizontal(false))
        #expect(h[count...].allSatisfy { $0 == 7 }, "nothing written past count")
        #expect(h[0..<count].contains { $0 > 0 }, "the row is not blank")
    }
}
