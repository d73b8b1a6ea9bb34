import Foundation
import Testing
import Flipbook
import FlipbookCore
import FlipbookRaster

/// A blur of huge σ over huge content is drawn at reduced resolution (issue 28:
/// `scaleEffect(10000)` then `blur(1000)` on a 100×100 canvas peaked at 2.17 GB). The reduced
/// blur is compared here with the exact one on a case small enough to compute both (the
/// renderer's area threshold lowered to 0), within 2/255 per channel.
@MainActor @Suite struct ReducedBlurTests {
    func displayList(radius: CGFloat) -> DisplayList {
        let view = ZStack(alignment: .topLeading) {
            ZStack {
                Color.red.frame(width: 60, height: 40)
                Circle().fill(Color.blue).frame(width: 50, height: 50).offset(x: 40, y: 30)
                Text("Hi").font(.system(size: 40)).foregroundStyle(.green).offset(x: -30, y: 40)
            }
            .padding(60)
            .blur(radius: radius)
        }
        .frame(width: 260, height: 220, alignment: .topLeading)
        let renderer = ImageRenderer(content: view)
        renderer.scale = 1
        return renderer.displayList
    }

    func draw(_ list: DisplayList, minimumArea: Int) -> PixelBuffer {
        var canvas = FlipbookRaster.Canvas(width: 260, height: 220, background: .white)
        var renderer = DisplayListRenderer(scale: 1)
        renderer.reducedBlurMinimumArea = minimumArea
        renderer.render(list, into: &canvas)
        return canvas.makeImage()
    }

    @Test("the reduced blur is within 2/255 of the exact blur", arguments: [32.0, 45.0, 90.0])
    func reducedMatchesExact(radius: CGFloat) {
        let list = displayList(radius: radius)
        let exact = draw(list, minimumArea: .max)
        let reduced = draw(list, minimumArea: 0)
        var worst: Int32 = 0, changed = 0
        for y in 0..<exact.height {
            for x in 0..<exact.width {
                let a = SIMD4<Int32>(truncatingIfNeeded: exact[x, y]), b = SIMD4<Int32>(truncatingIfNeeded: reduced[x, y])
                let d = a &- b
                worst = max(worst, max(abs(d.x), abs(d.y), abs(d.z), abs(d.w)))
                if a != SIMD4(255, 255, 255, 255) { changed += 1 }
            }
        }
        #expect(worst <= 2, "σ \(radius): worst channel difference \(worst)/255")
        // The blur really spread colour over most of the canvas (not a blank comparison).
        #expect(changed > exact.width * exact.height / 2)
        // The centre is a visible mix, far from white.
        #expect(exact[130, 110].x < 250 || exact[130, 110].y < 250)
    }

    @Test("only σ ≥ 32 px over more than 4096² pixels is reduced, to σ/f in [16, 32)")
    func factor() {
        let big = PixelRect(x: -3000, y: -3000, width: 6100, height: 6100)
        #expect(ReducedBlur.factor(sigma: 1000, layer: big) == 32)  // σ' = 31.25
        #expect(ReducedBlur.factor(sigma: 3000, layer: big) == 64)  // clamped to σ 2000: σ' = 31.25
        #expect(ReducedBlur.factor(sigma: 31, layer: big) == 1)
        #expect(ReducedBlur.factor(sigma: 1000, layer: PixelRect(x: 0, y: 0, width: 4096, height: 4096)) == 1)
        #expect(ReducedBlur.factor(sigma: .infinity, layer: big) == 1)
        for sigma in stride(from: 32.0, through: 2000, by: 7) {
            let f = Double(ReducedBlur.factor(sigma: sigma, layer: big))
            #expect((16..<32).contains(sigma / f), "σ \(sigma) → f \(f)")
        }
    }
}
