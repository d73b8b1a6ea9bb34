import Flipbook
import FlipbookRaster
import Testing

/// A grouped list's first section without a header starts 35 pt down (UIKit's grouped-table
/// spacing). SkeletonUI's iOS goldens (issue 24 item 8) snapshot a `List` in a 100×25-pt frame
/// and show only the grouped background, light and dark: no card inside the frame. (A first
/// section with a header keeps its header text 20 pt down: ContainerMetricsTests.)
@Suite @MainActor struct ListTopSpacingTests {
    func render(_ scheme: ColorScheme) -> PixelBuffer {
        let r = ImageRenderer(content: List { Text("testDefaultSkeletonList()") }.frame(width: 100, height: 25))
        r.scale = 3
        r.colorScheme = scheme
        return r.pixelBuffer
    }

    @Test(arguments: [ColorScheme.light, .dark]) func aListInA25PointFrameShowsOnlyTheGroupedBackground(_ scheme: ColorScheme) {
        let px = render(scheme)
        #expect(px.width == 300 && px.height == 75)
        let background: SIMD4<UInt8> = scheme == .light ? SIMD4(0xF2, 0xF2, 0xF7, 255) : SIMD4(0, 0, 0, 255)
        var off = 0
        for y in 0..<px.height { for x in 0..<px.width where px[x, y] != background { off += 1 } }
        #expect(off == 0, "\(off) pixels are not the grouped background")
    }
}
