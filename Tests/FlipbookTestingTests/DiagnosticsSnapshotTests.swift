import Flipbook
import Testing
@testable import FlipbookTesting

/// Issue 29: what a render could not draw as iOS does is shown on the assertion that rendered
/// it (a warning, which does not fail the test), once.
@Suite @MainActor struct DiagnosticsSnapshotTests {
    let goldens = temporaryFolder("diagnosticsGoldens")

    @Test func aCallNotDrawnAsOnIOSIsShownOnTheAssertionThatRenderedIt() {
        let message = "Flipbook: Image(systemName: \"tortoise\").antialiased(false): edges are drawn anti-aliased all the same; for hard pixel edges use .interpolation(.none)"
        #expect(!SnapshotDiagnostics.wasShown(message))
        withKnownIssue {
            // Recording fails the assertion (so that someone looks at the golden).
            assertSnapshot(of: Image(systemName: "tortoise").antialiased(false), named: "tortoise", record: .all, snapshotDirectory: goldens)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("recorded")
        }
        #expect(RenderDiagnostics.messages.contains(message))
        #expect(SnapshotDiagnostics.wasShown(message))
        // Not again: the next assertion meeting the same cause adds nothing to show.
        #expect(SnapshotDiagnostics.unshown([message]).isEmpty)
    }
}
