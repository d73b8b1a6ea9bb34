import Testing
import FlipbookRaster
@testable import Flipbook
@testable import FlipbookCore

/// ScrollView at rest and the lazy stacks: frames and pixels derived from SwiftUI's behaviour
/// (greedy scroll view, content proposed open along the scrolled axis, clipped, at its start).
@Suite @MainActor struct ScrollViewTests {
    @Test func verticalScrollViewFillsTheProposalAndStacksContentFromTheTop() {
        // Three 50-pt rows: 150 pt of content in a 100-pt-tall viewport, full width.
        let view = ScrollView {
            Color.red.frame(height: 50)
            Color.green.frame(height: 50)
            Color.blue.frame(height: 50)
        }
        #expect(colorFrames(view, 80, 100) == [CGRect(x: 0, y: 0, width: 80, height: 50),
                                          CGRect(x: 0, y: 58, width: 80, height: 50),
                                          CGRect(x: 0, y: 116, width: 80, height: 50)])
        let root = ViewLayout.layout(view, in: CGSize(width: 80, height: 100))
        #expect(root.frame.size == CGSize(width: 80, height: 100))
    }

    @Test func shortContentSitsAtTheTopAndIsCentredAcross() {
        let view = ScrollView { Color.red.frame(width: 20, height: 10) }
        #expect(colorFrames(view, 100, 100) == [CGRect(x: 40, y: 0, width: 20, height: 10)])
        let h = ScrollView(.horizontal) { Color.red.frame(width: 20, height: 10) }
        #expect(colorFrames(h, 100, 100) == [CGRect(x: 0, y: 45, width: 20, height: 10)])
    }

    @Test func contentIsClippedToTheViewport() {
        let view = VStack(spacing: 0) {
            ScrollView {
                Color.red.frame(height: 100)
            }.frame(height: 30)
            Color.blue.frame(height: 20)
        }.frame(width: 10)
        let r = ImageRenderer(content: view)
        let img = r.pixelBuffer
        #expect(img.height == 50)
        #expect(img[5, 29] == SIMD4(0xFF, 0x3B, 0x30, 255), "last row of the viewport shows content")
        #expect(img[5, 30] == SIMD4(0x00, 0x7A, 0xFF, 255), "content below the viewport is clipped")
    }

    @Test func unproposedScrollViewTakesItsContentsSize() {
        let view = ScrollView { Color.red.frame(width: 30, height: 40) }.fixedSize()
        let root = ViewLayout.layout(view, in: CGSize(width: 100, height: 100))
        #expect(colorFrames(view, 100, 100) == [CGRect(x: 35, y: 30, width: 30, height: 40)])
        #expect(root.frame.size == CGSize(width: 30, height: 40))
    }

    @Test func lazyVStackTakesTheOfferedWidthAndAlignsRowsToItsEdge() {
        // A VStack hugs its 20-pt child and is centred; a LazyVStack is 100 wide with the row leading.
        let eager = VStack(alignment: .leading) { Color.red.frame(width: 20, height: 10) }
        let lazy = LazyVStack(alignment: .leading) { Color.red.frame(width: 20, height: 10) }
        #expect(colorFrames(eager, 100, 50) == [CGRect(x: 40, y: 20, width: 20, height: 10)])
        #expect(colorFrames(lazy, 100, 50) == [CGRect(x: 0, y: 20, width: 20, height: 10)])
        let row = LazyHStack(alignment: .top, spacing: 4) {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 10, height: 20)
        }
        #expect(colorFrames(row, 100, 50) == [CGRect(x: 38, y: 0, width: 10, height: 10), CGRect(x: 52, y: 0, width: 10, height: 20)])
    }
}
