import Flipbook
import FlipbookPNG
import Foundation
import Testing
@testable import FlipbookTesting

/// Issue 25: `.task` work on the virtual clock in `assertSnapshot(of: FrameSequence)`. A task
/// that sleeps 0.5 s and then turns the square red shows red from the frame at 0.5 s on.
@Suite @MainActor struct SequenceTaskSnapshotTests {
    let goldens = temporaryFolder("sequenceTaskGoldens")

    struct Loader: View {
        @State private var loaded = false
        var body: some View {
            Rectangle().fill(loaded ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 0, blue: 1))
                .frame(width: 4, height: 4)
                .task {
                    try? await Task.sleep(for: .seconds(0.5))
                    loaded = true
                }
        }
    }

    func load() -> FrameSequence<Loader> { FrameSequence(Loader(), fps: 10, length: .duration(1)) }

    @Test func aTaskThatSleepsShowsItsStateFromItsDeadlineOn() async throws {
        await withKnownIssue {
            await assertSnapshot(of: load(), frames: .times([0, 0.4, 0.5, 1]), named: "load", record: .all, snapshotDirectory: goldens)
        }
        func centre(_ label: String) throws -> [UInt8] {
            let png = try PNGCodec.read(contentsOf: goldens + "/aTaskThatSleepsShowsItsStateFromItsDeadlineOn.load-\(label).png")
            return Array(png.pixels[(2 * 4 + 2) * 4 ..< (2 * 4 + 2) * 4 + 4])
        }
        #expect(try centre("t0-000") == [0, 0, 255, 255])
        #expect(try centre("t0-400") == [0, 0, 255, 255], "before the deadline")
        #expect(try centre("t0-500") == [255, 0, 0, 255], "at the deadline")
        #expect(try centre("t1-000") == [255, 0, 0, 255])
        // Played again, the frames match what was recorded.
        await assertSnapshot(of: load(), frames: .times([0, 0.4, 0.5, 1]), named: "load", record: .never, snapshotDirectory: goldens)
    }

    @Test func aSynchronousTestSaysItCannotWakeTheTask() {
        withKnownIssue {
            assertSnapshot(of: load(), frames: .times([0, 1]), named: "sync", record: .all, snapshotDirectory: goldens)
        } matching: { issue in
            (issue.comments.first?.rawValue ?? "\(issue)").contains("a synchronous test cannot let it wake")
        }
        // Nothing was recorded: the frames would not have shown what iOS shows.
        #expect(!FileManager.default.fileExists(atPath: goldens + "/aSynchronousTestSaysItCannotWakeTheTask.sync-t1-000.png"))
    }
}
