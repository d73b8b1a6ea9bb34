import Testing
import FlipbookRaster
@testable import Flipbook
@testable import FlipbookCore

/// `Color("name")` reads the process's colour catalogue when drawn, per colour scheme.
@Suite @MainActor struct ColorCatalogTests {
    func render<V: View>(_ view: V, scheme: ColorScheme) -> PixelBuffer {
        let r = ImageRenderer(content: view)
        r.colorScheme = scheme
        return r.pixelBuffer
    }

    @Test func namedColourResolvesPerSchemeAndAMissingOneIsClear() {
        ColorCatalog.shared.register("test.catalog.accent", light: Color(red: 1, green: 0, blue: 0), dark: Color(white: 1))
        let view = Color("test.catalog.accent").frame(width: 2, height: 2)
        #expect(render(view, scheme: .light)[1, 1] == SIMD4(255, 0, 0, 255))
        #expect(render(view, scheme: .dark)[1, 1] == SIMD4(255, 255, 255, 255))
        // Half opacity of a named colour: premultiplied (128, 0, 0, 128).
        #expect(render(Color("test.catalog.accent").opacity(0.5).frame(width: 2, height: 2), scheme: .light)[0, 0] == SIMD4(128, 0, 0, 128))
        let missing = render(Color("test.catalog.nowhere").frame(width: 2, height: 2), scheme: .light)
        #expect(missing[0, 0] == SIMD4(0, 0, 0, 0))
        #expect(ColorCatalog.shared.missingNames.contains("test.catalog.nowhere"))
    }
}
