import Flipbook
import FlipbookPNG
import Foundation
import Testing
@testable import FlipbookTesting

/// `assertSnapshot(of: FrameSequence)` end to end: a tap fades a square over 0.2 s on the
/// virtual clock; frames are recorded, verified, and a different animation fails.
@Suite @MainActor struct SequenceSnapshotTests {
    let goldens = temporaryFolder("sequenceGoldens")

    struct Fader: View {
        var duration: Double
        @State private var lit = false
        var body: some View {
            // The frame comes first so `opacity` is the view modifier, not `Color.opacity(_:)`.
            Color.white
                .frame(width: 4, height: 4)
                .opacity(lit ? 1 : 0)
                .background(Color.black)
                .onTapGesture { withAnimation(.linear(duration: duration)) { lit = true } }
                .id("square")
        }
    }

    func tap(_ duration: Double) -> FrameSequence<Fader> {
        FrameSequence(Fader(duration: duration), fps: 10, length: .duration(0.3), scale: 1,
                      events: [.tap("square", at: 0)])
    }

    @Test func recordsVerifiesAndCatchesAChangedAnimation() throws {
        withKnownIssue {
            assertSnapshot(of: tap(0.2), frames: .times([0, 0.1, 0.3]), named: "fade", record: .all, snapshotDirectory: goldens)
        }
        // The frame at 0.1 s is half way: grey 128 ± 1 over black.
        let middle = try PNGCodec.read(contentsOf: goldens + "/recordsVerifiesAndCatchesAChangedAnimation.fade-t0-100.png")
        #expect(abs(Int(middle.pixels[0]) - 128) <= 1)
        let end = try PNGCodec.read(contentsOf: goldens + "/recordsVerifiesAndCatchesAChangedAnimation.fade-t0-300.png")
        #expect(end.pixels[0] == 255)
        assertSnapshot(of: tap(0.2), frames: .times([0, 0.1, 0.3]), named: "fade", record: .never, snapshotDirectory: goldens)
        // A slower fade differs at 0.1 s only: the other frames still match.
        withKnownIssue {
            assertSnapshot(of: tap(0.4), frames: .times([0, 0.1, 0.3]), named: "fade", record: .never, snapshotDirectory: goldens)
        } matching: { issue in
            (issue.comments.first?.rawValue ?? "\(issue)").contains("frames of fade do not match")
        }
    }

    @Test func everyFrameIsLabelledByIndex() {
        #expect(chosenFrames(.every, count: 4, fps: 10).map(\.label) == ["f000", "f001", "f002", "f003"])
        #expect(chosenFrames(.times([0, 0.15, 9]), count: 4, fps: 10).map(\.index) == [0, 1, 3])
        #expect(chosenFrames(.times([0.25]), count: 4, fps: 10).map(\.label) == ["t0.250"])
    }
}
