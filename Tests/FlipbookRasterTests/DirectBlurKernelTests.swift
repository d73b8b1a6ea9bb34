import CFlipbookKernels
import Testing
@testable import FlipbookRaster

/// Both builds blur small σ with DirectBlur.c (its AVX2 and its baseline build); the Swift
/// driver and rows it follows are the reference: the same bytes for RGBA images and A8 masks,
/// equal, unequal and one-axis σ, sizes from a pixel to wider than a vector step, random and
/// sparse content (transparent rows are skipped: the sparse case checks that skip).
@Suite struct DirectBlurKernelTests {
    static let sizes = [(1, 1), (2, 7), (9, 4), (17, 23), (40, 33), (64, 5), (101, 57)]
    static let sigmas: [(Double, Double)] = [(0.5, 0.5), (1.5, 1.5), (2, 2), (2.9, 2.9), (4.4, 4.4), (0, 3), (3.5, 0), (1, 4)]

    @Test(arguments: 0..<8)
    func rgbaMatchesSwift(sigmaIndex: Int) {
        let (sx, sy) = Self.sigmas[sigmaIndex]
        var noise = BlurPyramidKernelTests.Noise(seed: UInt32(sigmaIndex) &* 2654435761 &+ 5)
        for (w, h) in Self.sizes {
            for sparse in [false, true] {
                let input = noise.rgba(w, h, sparse: sparse)
                check(input, w, h, channels: 4, sx, sy, "RGBA \(w)×\(h), sparse \(sparse)")
            }
        }
    }

    @Test(arguments: 0..<8)
    func maskMatchesSwift(sigmaIndex: Int) {
        let (sx, sy) = Self.sigmas[sigmaIndex]
        var noise = BlurPyramidKernelTests.Noise(seed: UInt32(sigmaIndex) &* 40503 &+ 9)
        for (w, h) in Self.sizes + [(300, 31), (33, 70)] {
            for sparse in [false, true] {
                let input = noise.mask(w, h, sparse: sparse)
                check(input, w, h, channels: 1, sx, sy, "A8 \(w)×\(h), sparse \(sparse)")
            }
        }
    }

    func check(_ input: [UInt8], _ w: Int, _ h: Int, channels: Int, _ sx: Double, _ sy: Double, _ what: String) {
        var swift = input, base = input, avx2 = input
        swift.withUnsafeMutableBufferPointer {
            DirectBlur.referenceBlur($0.baseAddress!, width: w, height: h, channels: channels, sigmaX: sx, sigmaY: sy)
        }
        base.withUnsafeMutableBufferPointer {
            DirectBlur.blur($0.baseAddress!, width: w, height: h, channels: channels, sigmaX: sx, sigmaY: sy, avx2: false)
        }
        #expect(base == swift, "σ \(sx)×\(sy), \(what), baseline C: first difference at byte \(BlurPyramidKernelTests.firstDifference(base, swift))")
        if flipbook_kernels_have_avx2() != 0 {
            avx2.withUnsafeMutableBufferPointer {
                DirectBlur.blur($0.baseAddress!, width: w, height: h, channels: channels, sigmaX: sx, sigmaY: sy, avx2: true)
            }
            #expect(avx2 == swift, "σ \(sx)×\(sy), \(what), AVX2 C: first difference at byte \(BlurPyramidKernelTests.firstDifference(avx2, swift))")
        }
    }

    /// The blur did something: a single opaque pixel spreads to its neighbour by the kernel's
    /// first pair weight (the comparison above is not between untouched copies).
    @Test func blurSpreadsAPixel() {
        var mask = [UInt8](repeating: 0, count: 9 * 9)
        mask[4 * 9 + 4] = 255
        mask.withUnsafeMutableBufferPointer { DirectBlur.blur($0.baseAddress!, width: 9, height: 9, channels: 1, sigmaX: 1, sigmaY: 1) }
        #expect(mask[4 * 9 + 4] > 30 && mask[4 * 9 + 4] < 255)
        #expect(mask[4 * 9 + 5] > 10)
        #expect(mask[4 * 9 + 5] == mask[4 * 9 + 3] && mask[3 * 9 + 4] == mask[4 * 9 + 5])
    }
}
