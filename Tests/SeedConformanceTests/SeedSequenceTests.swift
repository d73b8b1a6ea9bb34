import Foundation
import Testing
import Flipbook
import FlipbookPNG
import FlipbookRaster

/// The flagship sequences (issue 12): the seeds' like toggle and flip toggle, tapped on and
/// off, played on the virtual clock. Goldens: `Snapshots/sequences/<name>-sheet.png` (every
/// frame, labelled) and `<name>.png` (the APNG), recorded with SNAPSHOT_TESTING_RECORD=failed
/// and looked at frame by frame.
@MainActor
@Suite struct SeedSequenceTests {
    static let directory = SeedSnapshot.directory.deletingLastPathComponent().appendingPathComponent("sequences")
    init() { MomentsColors.register() }

    static func likeSequence(_ scheme: ColorScheme) -> FrameSequence<some View> {
        let view = LikeToggleDemo().padding(8)
        let probe = ViewHost(view, scale: 3)
        let f = probe.layout().frame
        let centre = CGPoint(x: f.midX, y: f.midY)
        return FrameSequence(view, fps: 30, length: .duration(1.5), scale: 3, colorScheme: scheme,
                             background: Color("background"),
                             events: [.tap(at: centre, time: 0.1), .tap(at: centre, time: 0.8)])
    }

    static func flipSequence() -> FrameSequence<some View> {
        let view = Example2().padding(8)
        let probe = ViewHost(view, scale: 3)
        let f = probe.layout().frame
        // The map symbol (the label's top half).
        let symbol = CGPoint(x: f.midX, y: f.midY - 12)
        return FrameSequence(view, fps: 30, length: .duration(2.0), scale: 3, background: Color.white,
                             events: [.tap(at: symbol, time: 0.1), .tap(at: symbol, time: 1.0)])
    }

    static func record(_ frames: RenderedFrames, _ name: String, scale: CGFloat) throws {
        if let dir = ProcessInfo.processInfo.environment["FLIPBOOK_SEQUENCE_DUMP"] {
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            for i in frames.frames.indices {
                try FileManager.default.createDirectory(atPath: dir + "/" + name, withIntermediateDirectories: true)
                try Data(frames.pngData(frame: i)).write(to: URL(fileURLWithPath: dir + "/" + name + "/" + RenderedFrames.frameFileName(i)))
            }
        }
        let sheet = frames.contactSheet(scale: scale)
        SeedSnapshot.check(sheet, "../sequences/\(name)-sheet")
        // The APNG (the README's picture) is checked by what it shows: its frame count and its
        // default image (frame 0); the sheet above holds every frame's pixels. Bytes are not
        // compared, so a change of compressor does not fail it. Recorded under the same
        // SNAPSHOT_TESTING_RECORD modes as the images.
        let apngPath = directory.appendingPathComponent(name + ".png").path
        let apng = try frames.apngData()
        let golden = try? [UInt8](Data(contentsOf: URL(fileURLWithPath: apngPath)))
        let same = golden.map { APNGGolden.matches($0, frames) } ?? false
        let mode = ProcessInfo.processInfo.environment["SNAPSHOT_TESTING_RECORD"] ?? "missing"
        if mode == "all" || (mode == "failed" && !same) || (mode == "missing" && golden == nil) {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(apng).write(to: URL(fileURLWithPath: apngPath))
            if !same && golden != nil { Issue.record("\(name).png (APNG) re-recorded; look at it") }
        } else {
            #expect(same, "\(name).png (APNG) shows other frames than the render; re-record with SNAPSHOT_TESTING_RECORD=failed and look")
        }
    }

    @Test func likeToggleTappedOnAndOff() async throws {
        let frames = try await Self.likeSequence(.light).render()
        #expect(frames.frames.count == 46)
        try Self.record(frames, "like-toggle", scale: 3)
    }

    @Test func flipToggleTappedOnAndOff() async throws {
        let frames = try await Self.flipSequence().render()
        #expect(frames.frames.count == 61)
        try Self.record(frames, "flip-toggle", scale: 3)
    }
}

/// The seed's AnimatableModifier-based completion observer (SwiftLee's
/// `onAnimationCompleted(for:)`), played on the virtual clock.
@MainActor
@Suite struct SeedCompletionObserverTests {
    final class Log { var fired: [Double?] = [] }

    struct Fader: View {
        @State private var opacity = 0.0
        let log: Log
        let graph: () -> ViewGraph?
        var body: some View {
            Color.red.frame(width: 4, height: 4)
                .opacity(opacity)
                .onAnimationCompleted(for: opacity) { log.fired.append(graph()?.time) }
                .onAppear { withAnimation(.easeIn(duration: 1.0)) { opacity = 1 } }
        }
    }

    @Test func theObserverFiresOnceAtTheFrameTheFadeEnds() throws {
        let log = Log()
        var graph: ViewGraph?
        let seq = FrameSequence(Fader(log: log, graph: { graph }), fps: 10, length: .duration(2))
        graph = seq.host.graph
        let frames = try seq.displayFrames()
        #expect(frames.count == 21)
        // The fade runs from t = 0 to 1.0; the observer's DispatchQueue.main.async runs before
        // the next pass, still at the clock time of the frame that drew the end value.
        #expect(log.fired == [1.0], "\(log.fired)")
    }
}

/// What an APNG golden shows, read back: the frame count of its `acTL` chunk and its default
/// image (frame 0).
enum APNGGolden {
    static func frameCount(_ bytes: [UInt8]) -> Int {
        var i = 8
        while i + 12 <= bytes.count {
            let length = Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
            if bytes[(i + 4)..<(i + 8)].elementsEqual("acTL".utf8) {
                return Int(bytes[i + 8]) << 24 | Int(bytes[i + 9]) << 16 | Int(bytes[i + 10]) << 8 | Int(bytes[i + 11])
            }
            i += 12 + length
        }
        return 0
    }

    static func matches(_ golden: [UInt8], _ frames: RenderedFrames) -> Bool {
        guard frameCount(golden) == frames.frames.count, let first = frames.frames.first,
              let still = try? PNGCodec.decode(golden) else { return false }
        return still == first
    }
}
