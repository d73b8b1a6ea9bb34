import Flipbook
import FlipbookPNG
import Foundation
import Testing
@testable import FlipbookDiff
@testable import FlipbookTesting

/// The per-frame path a frame-sequence overload will use: each frame is a still with its own
/// golden, and one report names the frames that changed.
@Suite struct FrameSequenceTests {
    let goldens = temporaryFolder("frames")

    func frames(_ shades: [UInt8]) -> [SnapshotFrame] {
        shades.enumerated().map { i, g in
            let p = pixels(3, 3, SIMD4(g, g, g, 255))
            return SnapshotFrame(label: String(format: "f%03d", i), image: PNGImage(width: 3, height: 3, pixels: p.bytes))
        }
    }

    func run(_ f: [SnapshotFrame], record: SnapshotRecordMode?) -> SnapshotOutcome {
        SnapshotAssertion.runFrames(f, tolerance: .exact, provenance: SnapshotProvenance(), name: "fade", record: record,
                                    snapshotDirectory: goldens,
                                    site: SnapshotSite(fileID: #fileID, file: #filePath, testName: "fadeIn()", line: 1, column: 1),
                                    environment: ["SNAPSHOT_ARTIFACTS": goldens + "/artifacts"])
    }

    @Test func recordThenVerifyThenOneChangedFrameFails() throws {
        let recorded = run(frames([0, 128, 255]), record: .all)
        #expect(recorded.kind == .recorded)
        #expect(recorded.message.hasPrefix("3 of 3 frames of fade were recorded"))
        #expect(try PNGCodec.read(contentsOf: goldens + "/fadeIn.fade-f001.png").pixels[0] == 128)
        #expect(run(frames([0, 128, 255]), record: nil).kind == .matched)
        let changed = run(frames([0, 130, 255]), record: .never)
        #expect(changed.kind == .failed)
        #expect(changed.message.hasPrefix("1 of 3 frames of fade do not match:\nframe f001: Snapshot fadeIn.fade-f001 does not match"))
        #expect(changed.attachments.map(\.name) == ["fadeIn.fade-f001.expected.png", "fadeIn.fade-f001.actual.png", "fadeIn.fade-f001.diff.png"])
    }
}
