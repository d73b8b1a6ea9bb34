import Testing
@testable import FlipbookRaster

/// A drop shadow's shifted alpha comes from MaskTint.c in both builds; the Swift loop it
/// follows is the reference: the same mask bytes for whole-pixel and fractional offsets on
/// either axis, translucent and opaque content, into a wider mask (row stride) whose other
/// bytes stay untouched.
@Suite struct ShadowAlphaKernelTests {
    @Test(arguments: [(UInt32(0), UInt32(0)), (128, 0), (0, 77), (3, 250), (255, 1)])
    func cMatchesSwift(wx1: UInt32, wy1: UInt32) {
        var noise = BlurPyramidKernelTests.Noise(seed: wx1 &* 31 &+ wy1 &+ 1)
        for (cw, ch) in [(1, 1), (5, 3), (17, 9), (64, 2)] {
            let px = noise.rgba(cw, ch, sparse: cw > 5)
            let stride = cw + 3, rows = ch + 2
            var swift = [UInt8](repeating: 7, count: stride * rows), c = swift
            px.withUnsafeBufferPointer { p in
                swift.withUnsafeMutableBufferPointer {
                    DropShadow.referenceShiftedAlpha(p.baseAddress!, width: cw, height: ch, into: $0.baseAddress! + stride + 1,
                                                     rowStride: stride, wx1: wx1, wy1: wy1)
                }
                c.withUnsafeMutableBufferPointer {
                    DropShadow.shiftedAlpha(p.baseAddress!, width: cw, height: ch, into: $0.baseAddress! + stride + 1,
                                            rowStride: stride, wx1: wx1, wy1: wy1)
                }
            }
            #expect(c == swift, "\(cw)×\(ch), wx1 \(wx1), wy1 \(wy1)")
            // The alpha really was written (not two untouched copies).
            #expect(c.contains { $0 != 7 })
        }
    }
}
