import Foundation
import Testing
import Flipbook
import FlipbookPNG
@testable import FlipbookScene

/// The flagship scenes' timelines (issue 12), played from JSON: the like toggle and the flip
/// toggle tapped on and off. Goldens in Snapshots/sequences/ (`<name>-json-sheet.png`, every
/// frame labelled, and `<name>-json.png`, the APNG), recorded with SNAPSHOT_TESTING_RECORD=failed
/// and looked at frame by frame.
@Suite @MainActor struct SceneTimelineTests {
    nonisolated static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// SNAPSHOT_TESTING_RECORD as FlipbookTesting reads it: "all" re-records, "failed" records
    /// what differs, "missing" (the default) records only absent goldens.
    static let recordMode = ProcessInfo.processInfo.environment["SNAPSHOT_TESTING_RECORD"] ?? "missing"

    func sequence(_ name: String) throws -> FrameSequence<SceneRoot> {
        let url = Self.root.appendingPathComponent("Examples/\(name).json")
        let doc = try SceneDocument.decode(Array(try Data(contentsOf: url)), baseDirectory: url.deletingLastPathComponent().path)
        return try SceneRenderer.frameSequence(doc)
    }

    func checkGolden(_ frames: RenderedFrames, _ name: String, scale: CGFloat) throws {
        let dir = Self.root.appendingPathComponent("Snapshots/sequences")
        let sheet = frames.contactSheet(scale: scale)
        let sheetPath = dir.appendingPathComponent("\(name)-sheet.png").path
        let apngPath = dir.appendingPathComponent("\(name).png")
        let apng = try frames.apngData()
        let goldenSheet = try? PNGCodec.read(contentsOf: sheetPath)
        let goldenAPNG = try? [UInt8](Data(contentsOf: apngPath))
        // The APNG is checked by what it shows (frame count, default image = frame 0), not its
        // bytes; the sheet holds every frame's pixels.
        let same = goldenSheet == sheet
            && goldenAPNG.map { Self.apngShows($0, frames) } == true
        let absent = goldenSheet == nil || goldenAPNG == nil
        if Self.recordMode == "all" || (Self.recordMode == "failed" && !same) || (Self.recordMode == "missing" && absent) {
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            try PNGCodec.write(sheet, to: sheetPath)
            try Data(apng).write(to: apngPath)
            if !same { Issue.record("\(name): recorded new goldens; look at them before committing") }
            return
        }
        #expect(same, "\(name)-sheet.png or \(name).png differs from the render; if deliberate, re-record with SNAPSHOT_TESTING_RECORD=failed and look")
    }

    @Test func likeToggleFromJSON() async throws {
        let seq = try sequence("like-toggle")
        let frames = try await seq.render()
        #expect(frames.frames.count == 46, "1.5 s at 30 fps")
        try checkGolden(frames, "like-toggle-json", scale: 3)
    }

    @Test func flipToggleFromJSONSwitchesFaceAtNinetyDegrees() async throws {
        let seq = try sequence("flip-toggle")
        let model = seq.host.content.model
        var flippedAt: [Bool] = []
        let lists = try seq.displayFrames { _ in flippedAt.append(model.bool("flipped")) }
        // Animation.default: a critically damped spring, ω = 2π / 0.55, tapped at t = 0.1; the
        // back shows from the first frame whose angle 180·(1 − e^(−ωτ)(1 + ωτ)) reaches 90°,
        // until the second tap (t = 1.0) turns it back below 90°.
        let w = 2 * Double.pi / 0.55
        func angle(_ tau: Double) -> Double { tau <= 0 ? 0 : 180 * (1 - exp(-w * tau) * (1 + w * tau)) }
        for (k, flipped) in flippedAt.enumerated() {
            let t = Double(k) / 30
            let shown = t < 1.0 ? angle(t - 0.1) : 180 - angle(t - 1.0)
            #expect(flipped == (shown >= 90), "frame \(k) at \(t) s: angle \(shown)°, flipped \(flipped)")
        }
        #expect(flippedAt.contains(true) && flippedAt.last == false)
        let frames = RenderedFrames(fps: seq.fps, frames: await RenderedFrames.rasterize(lists))
        try checkGolden(frames, "flip-toggle-json", scale: 3)
    }

    static func apngShows(_ golden: [UInt8], _ frames: RenderedFrames) -> Bool {
        var i = 8, count = -1
        while i + 12 <= golden.count {
            let length = Int(golden[i]) << 24 | Int(golden[i + 1]) << 16 | Int(golden[i + 2]) << 8 | Int(golden[i + 3])
            if golden[(i + 4)..<(i + 8)].elementsEqual("acTL".utf8) {
                count = Int(golden[i + 8]) << 24 | Int(golden[i + 9]) << 16 | Int(golden[i + 10]) << 8 | Int(golden[i + 11])
            }
            i += 12 + length
        }
        guard count == frames.frames.count, let first = frames.frames.first, let still = try? PNGCodec.decode(golden) else { return false }
        return still == first
    }
}
