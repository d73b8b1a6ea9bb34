import Foundation
import FlipbookPNG
import FlipbookRaster
import Testing
@testable import Flipbook

/// Issue 29, "nothing silent": what iOS draws is drawn (a list row's badge), an event
/// addressed to no view is an error, a frame sequence never clips a frame, and a call Flipbook
/// cannot draw as iOS does is reported once, naming the view and the call.
@Suite @MainActor struct NothingSilentTests {
    func nodes(_ root: ViewNode, where match: (ViewNode) -> Bool) -> [ViewNode] {
        var out: [ViewNode] = []
        func walk(_ n: ViewNode) { if match(n) { out.append(n) }; n.children.forEach(walk) }
        walk(root)
        return out
    }

    /// The darkest pixel of a rectangle (by its red channel), to tell black text from grey.
    func darkest(_ p: PixelBuffer, _ r: CGRect) -> SIMD4<UInt8> {
        var best = SIMD4<UInt8>(255, 255, 255, 255)
        for y in Int(r.minY)..<Int(r.maxY.rounded(.up)) {
            for x in Int(r.minX)..<Int(r.maxX.rounded(.up)) where p[x, y][0] < best[0] { best = p[x, y] }
        }
        return best
    }

    // MARK: Badges on list rows

    /// The outermost node of each row's badge.
    func badgeNodes(_ root: ViewNode) -> [ViewNode] {
        let key = ViewIdentity.Component.explicit(AnyHashable("list-row-badge"))
        var out: [ViewNode] = []
        func walk(_ n: ViewNode) {
            if n.identity.path.contains(key) { out.append(n); return }
            n.children.forEach(walk)
        }
        walk(root)
        return out
    }

    @Test func aListRowBadgeDrawsTheCountAtTheRowsTrailingEdgeInTheSecondaryColour() throws {
        let host = whiteHost(List {
            Text("Inbox").badge(3)
            Text("Sent")
            Text("Drafts").badge(0)
            Text("Flagged").badge("New")
        }.frame(width: 390, height: 300))
        let root = host.layout()
        let rows = nodes(root) { $0.behavior is ListRowBehavior }
        #expect(rows.count == 4)
        let badges = badgeNodes(root)
        // Rows 0 and 3 only: `.badge(0)` is no badge, as on iOS.
        try #require(badges.count == 2, "\(root.treeDescription)")
        let three = badges[0].frame
        // Inset grouped: the card spans x 16…374 and text insets 20 pt, so the badge ends at 354.
        #expect(abs(three.maxX - 354) < 0.5, "\(three)")
        #expect(three.width > 5 && three.width < 15)
        #expect(abs(three.midY - rows[0].frame.midY) <= 0.5)
        #expect(rows[0].frame.height == 44, "a badge does not make the row taller")
        let new = badges[1].frame
        #expect(abs(new.maxX - 354) < 0.5 && abs(new.midY - rows[3].frame.midY) <= 0.5)

        let px = host.pixelBuffer
        // The count in the secondary style (as LabeledContent's value: the primary colour at
        // 60 %, 102 on white at its darkest), the title in the primary colour (near black).
        let badgeInk = darkest(px, three)
        let value = darkest(whiteHost(List { LabeledContent("Inbox", value: "3") }.frame(width: 390, height: 300)).pixelBuffer,
                            CGRect(x: 330, y: three.minY, width: 24, height: three.height))
        #expect(badgeInk == value && badgeInk[0] > 90 && badgeInk[0] < 150, "\(badgeInk) \(value)")
        let inbox = nodes(root) { $0.treeDescription.hasPrefix("Text(\"Inbox\")") }[0].frame
        #expect(darkest(px, inbox)[0] < 60)
        // Nothing is drawn at the trailing edge of the rows without a badge.
        let sentRow = rows[1].frame
        #expect(darkest(px, CGRect(x: 330, y: sentRow.minY + 4, width: 24, height: sentRow.height - 8))[0] == 255)
    }

    @Test func aLongRowTextMakesRoomForTheBadge() throws {
        let long = String(repeating: "Very long title ", count: 6)
        let root = whiteHost(List { Text(long).badge(12) }.frame(width: 390, height: 400)).layout()
        let text = nodes(root) { $0.treeDescription.hasPrefix("Text(\"Very") }[0].frame
        let badge = try #require(badgeNodes(root).first).frame
        #expect(text.maxX <= badge.minX - 8 + 0.5, "\(text) \(badge)")
        #expect(text.height > 40, "the title wraps beside the badge")
    }

    // MARK: Frame sequences

    struct GrowingCard: View {
        @State var open = false
        var body: some View {
            Color.red.frame(width: 50, height: open ? 100 : 40)
                .onTapGesture { open.toggle() }
                .id("card")
        }
    }

    @Test func aTapOnAMisspeltIDIsAnErrorThatSuggestsTheNearestID() {
        let seq = FrameSequence(GrowingCard(), fps: 10, length: .duration(0.3), events: [.tap("crad", at: 0.1)])
        #expect(throws: FrameSequenceError.noView(id: "\"crad\"", event: ".tap(\"crad\", at: 0.1)", time: 0.1, suggestion: "\"card\"")) {
            try seq.displayFrames()
        }
        do { _ = try seq.displayFrames() } catch {
            #expect(error.description == ".tap(\"crad\", at: 0.1): no view has the id \"crad\" at t = 0.1 s; did you mean \"card\"?")
        }
    }

    @Test func anIDNoViewHasSaysHowToTagAView() {
        let seq = FrameSequence(GrowingCard(), fps: 10, length: .duration(0.3), events: [.longPress("settings", at: 0.1)])
        do {
            _ = try seq.displayFrames()
            Issue.record("a press on no view played")
        } catch {
            #expect(error.description.hasPrefix(".longPress(\"settings\", at: 0.1, duration: 0.5): no view has the id \"settings\" at t = 0.1 s; mark the view with .id(\"settings\")"), "\(error)")
        }
    }

    @Test func theCanvasFitsEveryFrameSoAGrowingViewIsNeverClipped() throws {
        let seq = FrameSequence(GrowingCard(), fps: 10, length: .duration(0.3), events: [.tap("card", at: 0.15)])
        let frames = try seq.displayFrames()
        #expect(frames.count == 4)
        #expect(frames.allSatisfy { $0.pixelWidth == 50 && $0.pixelHeight == 100 })
        let first = frames[0].rasterize(), last = frames[3].rasterize()
        // Frame 0 (40 pt tall) sits at the top of the canvas over the clear background.
        #expect(first[25, 20] == SIMD4(255, 0, 0, 255) || near(first[25, 20], SIMD4(255, 59, 48, 255), 2))
        #expect(first[25, 70] == SIMD4(0, 0, 0, 0))
        // The opened card fills it: its bottom is drawn, not clipped at frame 0's height.
        #expect(last[25, 90] == first[25, 20])
    }

    @Test func aViewOfFixedFrameKeepsItsCanvas() throws {
        let seq = FrameSequence(GrowingCard().frame(width: 80, height: 120, alignment: .top), fps: 10, length: .duration(0.3),
                                events: [.tap("card", at: 0.15)])
        let frames = try seq.displayFrames()
        #expect(frames.allSatisfy { $0.pixelWidth == 80 && $0.pixelHeight == 120 })
    }

    // MARK: Diagnostics

    @Test func aCallNotDrawnAsOnIOSIsReportedOnceNamingTheViewAndTheCall() {
        let host = whiteHost(VStack {
            Image(systemName: "star").resizable(resizingMode: .tile).frame(width: 20, height: 20)
            Image(systemName: "star").resizable(resizingMode: .tile).frame(width: 30, height: 30)
            Image(systemName: "heart").antialiased(false)
        })
        _ = host.pixelBuffer
        _ = host.pixelBuffer
        let tiles = RenderDiagnostics.reported.filter { $0.view == "Image(systemName: \"star\")" && $0.call == ".resizable(resizingMode: .tile)" }
        #expect(tiles.count == 1)
        #expect(RenderDiagnostics.messages.contains(
            "Flipbook: Image(systemName: \"star\").resizable(resizingMode: .tile): tiling is not drawn yet; the image is stretched over its frame instead"))
        #expect(RenderDiagnostics.reported.contains { $0.view == "Image(systemName: \"heart\")" && $0.call == ".antialiased(false)" })
        // `.antialiased(true)` is what Flipbook does: nothing to report.
        _ = Image(systemName: "bolt").antialiased(true)
        #expect(!RenderDiagnostics.reported.contains { $0.view == "Image(systemName: \"bolt\")" })
        // Reported when rendered, not when written: an image never drawn says nothing.
        let hare = Image(systemName: "hare").antialiased(false)
        #expect(!RenderDiagnostics.reported.contains { $0.view == "Image(systemName: \"hare\")" })
        _ = whiteHost(hare).pixelBuffer
        #expect(RenderDiagnostics.reported.contains { $0.view == "Image(systemName: \"hare\")" })
    }

    @Test func rightToLeftLayoutIsReported() {
        _ = whiteHost(Text("שלום").environment(\.layoutDirection, .rightToLeft)).pixelBuffer
        #expect(RenderDiagnostics.reported.contains { $0.call == ".environment(\\.layoutDirection, .rightToLeft)" })
    }

    // MARK: PNG data

    @Test func pngDataIsDataThatWritesItselfAndBytesStillCompile() throws {
        let host = ViewHost(Color.red.frame(width: 2, height: 3))
        let png = try host.pngData()
        #expect(type(of: png) == Data.self)
        let bytes: [UInt8] = try host.pngData()
        #expect([UInt8](png) == bytes)
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("pngdata-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent("still.png")
        try png.write(to: url)
        let read = try PNGCodec.read(contentsOf: url.path)
        #expect(read.width == 2 && read.height == 3 && Array(read.pixels[0..<4]) == [255, 59, 48, 255])
        #expect(type(of: try ImageRenderer(content: Color.red).pngData()) == Data.self)
    }

    @Test func aContactSheetOrAnyPixelBufferIsAPNGWithoutAnImageView() async throws {
        let frames = try await FrameSequence(GrowingCard(), fps: 10, length: .duration(0.1)).render()
        let apng = try frames.apngData()
        #expect(type(of: apng) == Data.self)
        #expect(Array(apng.prefix(8)) == [137, 80, 78, 71, 13, 10, 26, 10])
        let sheet = frames.contactSheet(scale: 1)
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("pngdata-\(UUID().uuidString)")
        let path = dir.appendingPathComponent("nested/sheet.png").path
        try sheet.writePNG(to: path)
        let read = try PNGCodec.read(contentsOf: path)
        #expect(read.width == sheet.width && read.height == sheet.height)
        #expect(try sheet.pngData() == (try Data(contentsOf: URL(fileURLWithPath: path))))
        let animated = dir.appendingPathComponent("card.png").path
        try frames.writeAPNG(to: animated)
        #expect(try Data(contentsOf: URL(fileURLWithPath: animated)) == apng)
        #expect(type(of: try frames.pngData(frame: 0)) == Data.self)
    }
}
