import Flipbook
import FlipbookRaster
import Testing

/// A clip makes one layer: a shadow declared outside it shadows the clipped content once,
/// as SwiftUI draws `.cornerRadius(5).shadow(radius: 0, x: 4, y: 4)` on a filled label (issue
/// 24 item 8: Flipbook drew a second, offset copy of the label's text over the button).
@Suite @MainActor struct ShadowThroughClipTests {
    /// A 40×20 blue "button" with a 10×10 white "label" in its middle (x 15…25, y 5…15), on
    /// a white canvas with room for the shadow.
    func button(clipped: Bool) -> some View {
        let content = ZStack {
            Color.blue.frame(width: 40, height: 20)
            Color.white.frame(width: 10, height: 10)
        }
        return Group {
            if clipped { content.cornerRadius(5) } else { content }
        }
        .shadow(color: .black, radius: 0, x: 4, y: 4)
        .padding(10)
        .background(Color.white)
    }

    func render(_ view: some View) -> PixelBuffer { ImageRenderer(content: view).pixelBuffer }

    @Test func theClippedButtonCastsOneShadowAndTheLabelNone() {
        let img = render(button(clipped: true))
        let blue = render(Color.blue.frame(width: 1, height: 1))[0, 0]
        // Where the label's own shadow would fall (label + 4 pt), inside the button: blue.
        #expect(img[10 + 27, 10 + 17] == blue)
        // The label stays white; the button's shadow shows below and right of it, black.
        #expect(img[10 + 20, 10 + 10] == SIMD4(255, 255, 255, 255))
        #expect(img[10 + 40, 10 + 22] == SIMD4(0, 0, 0, 255))
        // The shadow is clipped too: the button's rounded corner at (44, 24) casts nothing.
        #expect(img[10 + 43, 10 + 23] == SIMD4(255, 255, 255, 255))
    }

    /// Without a clip SwiftUI shadows each drawn part: the label's shadow lands on the button.
    @Test func withoutAClipEachPartCastsItsOwnShadow() {
        let img = render(button(clipped: false))
        #expect(img[10 + 27, 10 + 17] == SIMD4(0, 0, 0, 255))
        #expect(img[10 + 42, 10 + 22] == SIMD4(0, 0, 0, 255))
    }
}
