// `ImageRenderer(content:).uiImage` — the snapshot helper found most often by the code search
// (`renderer.scale = UIScreen.main.scale; return renderer.uiImage`). The pixels are checked
// against the view's own geometry: a 10 × 6-point red rectangle at 3× is 30 × 18 pixels of
// systemRed (#FF3B30).
import SwiftUI
import Testing
import UIKit

@MainActor
@Suite struct ImageRendererUIImageTests {
  @Test func aViewRendersToAUIImageAtTheScreensScale() throws {
    let renderer = ImageRenderer(content: Color(uiColor: .systemRed).frame(width: 10, height: 6))
    renderer.scale = UIScreen.main.scale
    let image = try #require(renderer.uiImage)
    #expect(image.size == CGSize(width: 10, height: 6))
    #expect(image.scale == 3)
    let cg = try #require(image.cgImage)
    #expect(cg.width == 30 && cg.height == 18)
    #expect(cg.pixels[15, 9] == SIMD4<UInt8>(0xFF, 0x3B, 0x30, 0xFF))
    // The same bitmap through SwiftUI's `cgImage` and back through `Image(uiImage:)`.
    #expect(try #require(renderer.cgImage).pixels == cg.pixels)
    let redrawn = ImageRenderer(content: Image(uiImage: image))
    redrawn.scale = 3
    #expect(redrawn.pixelBuffer == cg.pixels)
  }

  /// Nothing to rasterise gives `nil`, as on iOS, not a one-pixel image.
  @Test func emptyContentGivesNoImage() {
    #expect(ImageRenderer(content: EmptyView()).uiImage == nil)
    #expect(ImageRenderer(content: Color.red.frame(width: 0, height: 5)).cgImage == nil)
  }
}
