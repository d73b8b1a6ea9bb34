import Flipbook
import Foundation
import Testing
@testable import FlipbookTesting

/// The accessibility dump as a text snapshot beside the picture (issue 15, item 8).
@Suite @MainActor struct AccessibilitySnapshotTests {
    struct Row: View {
        var body: some View {
            HStack(spacing: 8) {
                Image(systemName: "star.fill")
                Text("Favourites").accessibilityAddTraits(.isHeader)
                Button("Edit") {}.accessibilityIdentifier("edit")
            }
            .padding(4)
        }
    }

    /// The committed golden `__Snapshots__/AccessibilitySnapshotTests/rowReads.1.accessibility.txt`.
    @Test func rowReads() {
        assertAccessibilitySnapshot(of: Row())
    }

    @Test func recordsMatchesAndReportsTheFirstDifferingLine() throws {
        let folder = temporaryFolder("accessibility")
        let golden = folder + "/t.1.accessibility.txt"
        let verifier = AccessibilitySnapshotVerifier(golden: golden, artifactsDirectory: folder + "/artifacts", mode: .missing, isCI: false)
        #expect(verifier.verify("\"a\" [button]\n").kind == .recorded)
        #expect(try String(contentsOfFile: golden, encoding: .utf8) == "\"a\" [button]\n")
        #expect(verifier.verify("\"a\" [button]\n").kind == .matched)
        let changed = verifier.verify("\"b\" [button]\n")
        #expect(changed.kind == .failed)
        #expect(changed.message.contains("line 1"))
        #expect(changed.message.contains("expected: \"a\" [button]"))
        #expect(changed.message.contains("actual:   \"b\" [button]"))
        #expect(FileManager.default.fileExists(atPath: folder + "/artifacts/t.1.accessibility.txt"))
        let ci = AccessibilitySnapshotVerifier(golden: folder + "/missing.txt", artifactsDirectory: folder, mode: .missing, isCI: true)
        #expect(ci.verify("x\n").kind == .failed)
        #expect(!FileManager.default.fileExists(atPath: folder + "/missing.txt"))
    }
}
