import Foundation
import Testing
import Flipbook
import FlipbookRaster

/// A small view blurred on a huge canvas gets a layer of its own size, not the canvas's (issue
/// 28: a 16000² canvas with one blurred 100-point view peaked at 4.45 GB, 2.4 GB of it the
/// blur's canvas-sized layer and its scratch). The narrowed layer keeps its origin on the
/// blur's grid and the dither's period, so the pixels are exactly those of the same view on a
/// canvas small enough to keep the whole layer: compared here pixel for pixel, for each blur
/// kind (direct σ 1, halved σ 3.5, pyramid of one and of three levels) over a dithered gradient.
@MainActor @Suite struct HugeCanvasBlurTests {
    func render(canvas: CGFloat, radius: CGFloat) -> PixelBuffer {
        let view = ZStack(alignment: .topLeading) {
            LinearGradient(colors: [.red, .blue.opacity(0.6)], startPoint: .topLeading, endPoint: .bottomTrailing)
                .frame(width: 41, height: 27)
                .padding(.leading, 37).padding(.top, 29)
                .blur(radius: radius)
        }
        .frame(width: canvas, height: canvas, alignment: .topLeading)
        let host = ViewHost(view, scale: 1)
        host.background = .white
        return host.pixelBuffer
    }

    @Test(arguments: [1.0, 3.5, 8.0, 40.0])
    func blurOnAHugeCanvasIsTheBlurOnASmallOne(radius: CGFloat) {
        let small = render(canvas: 240, radius: radius)
        let huge = render(canvas: 2400, radius: radius)  // 5.8 Mpx: the layer is narrowed
        #expect(huge.width == 2400 && small.width == 240)
        var differing = 0, blurred = 0
        for y in 0..<240 {
            for x in 0..<240 {
                let a = small[x, y], b = huge[x, y]
                if a != b { differing += 1 }
                if a != SIMD4(255, 255, 255, 255) { blurred += 1 }
            }
        }
        #expect(differing == 0, "σ \(radius): \(differing) pixels differ")
        #expect(blurred > 41 * 27, "σ \(radius): the blur spread the view (\(blurred) pixels touched)")
        // Nothing beyond the blur's reach was drawn on the huge canvas.
        #expect(huge[2000, 2000] == SIMD4(255, 255, 255, 255))
    }
}
