import Testing
import FlipbookRaster
@testable import Flipbook
@testable import FlipbookCore

/// onAppear/onDisappear/onChange, Divider and custom alignment guides.
@Suite @MainActor struct LifecycleAndMiscViewTests {
    final class Log { var lines: [String] = [] }

    struct Screen: View {
        let show: Bool
        let value: Int
        let log: Log
        var body: some View {
            VStack {
                if show {
                    Color.red.frame(width: 1, height: 1)
                        .onAppear { log.lines.append("appear") }
                        .onDisappear { log.lines.append("disappear") }
                }
                Color.blue.frame(width: 1, height: 1)
                    .onChange(of: value) { old, new in log.lines.append("change \(old)→\(new)") }
                    .onChange(of: value, initial: true) { log.lines.append("initial-or-change") }
                    .onChange(of: value, perform: { new in log.lines.append("perform \(new)") })
            }
        }
    }

    @Test func lifecycleActionsRunOncePerIdentityAfterEachPass() {
        let log = Log()
        let graph = ViewGraph()
        func pass(_ show: Bool, _ value: Int) { _ = ViewLayout.layoutFitting(Screen(show: show, value: value, log: log), graph: graph) }
        pass(true, 1)
        #expect(log.lines == ["appear", "initial-or-change"])
        pass(true, 1)
        #expect(log.lines.count == 2, "nothing appears or changes twice")
        pass(true, 2)
        // Modifiers register outermost first, so the last-written onChange runs first.
        #expect(log.lines.suffix(3) == ["perform 2", "initial-or-change", "change 1→2"])
        pass(false, 2)
        #expect(log.lines.last == "disappear")
        pass(true, 2)
        #expect(log.lines.last == "appear", "a view that comes back appears again")
    }

    struct Rows: View {
        let ids: [Int]
        let log: Log
        var body: some View {
            VStack {
                ForEach(ids, id: \.self) { Color.red.frame(width: CGFloat($0), height: 1) }
                    .onAppear { log.lines.append("row") }
                    .onDisappear { log.lines.append("gone") }
            }
            .onAppear { log.lines.append("stack") }
        }
    }

    @Test func onAppearOnAForEachRunsPerRowAndParentsFirst() {
        let log = Log()
        let graph = ViewGraph()
        _ = ViewLayout.layoutFitting(Rows(ids: [], log: log), graph: graph)
        #expect(log.lines == ["stack"], "no rows, no row actions")
        _ = ViewLayout.layoutFitting(Rows(ids: [1, 2], log: log), graph: graph)
        #expect(log.lines == ["stack", "row", "row"])
        _ = ViewLayout.layoutFitting(Rows(ids: [2, 1], log: log), graph: graph)
        #expect(log.lines.count == 3, "rows that move keep their lifecycle")
        _ = ViewLayout.layoutFitting(Rows(ids: [2, 3], log: log), graph: graph)
        #expect(log.lines.suffix(2) == ["row", "gone"], "3 appears during the pass; 1 is found gone after it")
    }

    struct Loader: View {
        @State var loaded = false
        var body: some View {
            (loaded ? Color.green : Color.red).frame(width: 2, height: 2)
                .onAppear { loaded = true }
        }
    }

    @Test func stateChangedInOnAppearIsWhatTheStillShows() {
        let img = ImageRenderer(content: Loader()).pixelBuffer
        #expect(img[1, 1] == SIMD4(0x34, 0xC7, 0x59, 255))
    }

    @Test func dividerIsAOnePixelSeparatorAcrossItsStack() {
        let renderer = ImageRenderer(content: VStack(spacing: 0) {
            Color.white.frame(width: 20, height: 4)
            Divider()
            HStack(spacing: 0) { Color.white.frame(width: 4, height: 6); Divider(); Color.white.frame(width: 4, height: 6) }
        })
        renderer.scale = 2
        let root = renderer.layout()
        let line = root.children[1], vertical = root.children[2].children[1]
        #expect(line.frame == CGRect(x: 0, y: 4, width: 20, height: 0.5), "1 / displayScale thick, the stack's width long")
        #expect(vertical.frame.size == CGSize(width: 0.5, height: 6), "vertical in an HStack")
        let img = renderer.pixelBuffer
        // #3C3C43 at 29% over transparent: premultiplied round(0x3C·0.29) = 17, 17, round(0x43·0.29) = 19, alpha 74.
        #expect(img[10, 8] == SIMD4(17, 17, 19, 74))
        #expect(img[10, 7] == SIMD4(255, 255, 255, 255), "exactly one device row")
        // The HStack (8.5 pt) is centred: x 5.75 snaps to 6 pt; its divider is px column 20.
        #expect(vertical.frame.minX == 10)
        #expect(img[16, 9] == SIMD4(255, 255, 255, 255), "the row under the line is the HStack's")
        #expect(img[20, 14] == SIMD4(17, 17, 19, 74))
        #expect(img[19, 14] == SIMD4(255, 255, 255, 255) && img[21, 14] == SIMD4(255, 255, 255, 255))
    }

    enum Midline: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.top] + d.height / 4 }
    }
    enum Inset: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { 2 }
    }

    @Test func customAlignmentGuidesLineViewsUp() {
        let midline = VerticalAlignment(Midline.self)
        #expect(midline == VerticalAlignment(Midline.self) && midline != .center)
        // Default: a quarter down each view. 40-tall: 10; 20-tall: 5 → the short one starts 5 lower.
        var root = ViewLayout.layoutFitting(HStack(alignment: midline, spacing: 0) {
            Color.red.frame(width: 10, height: 40)
            Color.blue.frame(width: 10, height: 20)
        })
        #expect(root.children[1].frame.minY - root.children[0].frame.minY == 5)
        // An explicit guide on the second view: its bottom on the first one's quarter line.
        root = ViewLayout.layoutFitting(HStack(alignment: midline, spacing: 0) {
            Color.red.frame(width: 10, height: 40)
            Color.blue.frame(width: 10, height: 20).alignmentGuide(midline) { d in d[.bottom] }
        })
        #expect(root.children[1].frame.maxY - root.children[0].frame.minY == 10)
        let inset = HorizontalAlignment(Inset.self)
        root = ViewLayout.layoutFitting(VStack(alignment: inset, spacing: 0) {
            Color.red.frame(width: 10, height: 1)
            Color.blue.frame(width: 30, height: 1).alignmentGuide(inset) { _ in 12 }
        })
        #expect(root.children[0].frame.minX - root.children[1].frame.minX == 10, "2 in the first lines up with 12 in the second")
    }
}
