import Flipbook
import FlipbookRaster
import Testing

/// A navigation bar over a grouped Form stands on the grouped background (iOS: the list runs
/// under the bars), large title included; over other content it stays the screen's background.
@Suite @MainActor struct NavigationGroupedBackgroundTests {
    func render(_ view: some View, _ scheme: ColorScheme = .light) -> PixelBuffer {
        let r = ImageRenderer(content: view.frame(width: 390, height: 400))
        r.colorScheme = scheme
        r.background = scheme == .light ? .white : .black
        return r.pixelBuffer
    }

    @Test func theLargeTitleAreaOverAFormIsTheGroupedBackground() {
        let form = NavigationStack { Form { Text("Row") }.navigationTitle("Settings") }
        // (4, 4): the bar row; (4, 70): beside the large title; (4, 200): the form's own background.
        for y in [4, 70, 200] { #expect(render(form)[4, y] == SIMD4(0xF2, 0xF2, 0xF7, 255), "y \(y)") }
        // The same bar over a plain VStack: the screen's white.
        let plain = NavigationStack { VStack { Text("Row") }.navigationTitle("Settings") }
        #expect(render(plain)[4, 70] == SIMD4(255, 255, 255, 255))
    }
}
