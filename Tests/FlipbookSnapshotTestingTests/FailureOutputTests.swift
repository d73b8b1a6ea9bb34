import Flipbook
import FlipbookPNG
import FlipbookSnapshotTesting
import Foundation
import SnapshotTesting
import XCTest

/// Issue 29: a failure through swift-snapshot-testing reads as FlipbookTesting's — the pixel
/// summary first, expected, actual and diff side by side in one folder, the `cp` that accepts
/// the change — instead of only the actual in a new folder at the top of the temporary
/// directory and a diff-tool boilerplate before the numbers.
final class FailureOutputTests: XCTestCase {
    var artifactsRoot: URL {
        let configured = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 }
        return URL(fileURLWithPath: configured ?? FileManager.default.temporaryDirectory.appendingPathComponent("FlipbookSnapshotFailures").path)
    }

    @MainActor
    func testAFailureWritesExpectedActualAndDiffAndPutsTheSummaryFirst() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("fst-out-\(UUID().uuidString)").path
        let grey = Color(red: 120 / 255, green: 120 / 255, blue: 120 / 255).frame(width: 10, height: 10)
        let red = Color.red.frame(width: 10, height: 10)
        _ = verifySnapshot(of: grey, as: .image, named: "card", record: .all, snapshotDirectory: dir)
        let golden = dir + "/testAFailureWritesExpectedActualAndDiffAndPutsTheSummaryFirst.card.png"
        XCTAssertTrue(FileManager.default.fileExists(atPath: golden))

        let message = try XCTUnwrap(verifySnapshot(of: red, as: .image, named: "card",
                                                   record: .never, snapshotDirectory: dir))
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(lines.first, "Snapshot \"card\" does not match reference.", message)
        // The numbers come first, before any paths or tool text.
        XCTAssertTrue(lines.count > 2 && lines[2].contains(" pixels differ (100%)"), message)
        XCTAssertFalse(message.contains("withSnapshotTesting"), "no diff-tool boilerplate: \(message)")
        XCTAssertFalse(message.contains("file://"), message)

        let folder = artifactsRoot.appendingPathComponent("FailureOutputTests")
        let stem = "testAFailureWritesExpectedActualAndDiffAndPutsTheSummaryFirst.card"
        for kind in ["expected", "actual", "diff"] {
            let path = folder.appendingPathComponent("\(stem).\(kind).png").path
            XCTAssertTrue(message.contains("  \(kind):".padding(toLength: 12, withPad: " ", startingAt: 0) + path), "\(kind) in \(message)")
            XCTAssertTrue(FileManager.default.fileExists(atPath: path), path)
        }
        let expected = try PNGCodec.read(contentsOf: folder.appendingPathComponent("\(stem).expected.png").path)
        XCTAssertEqual(Array(expected.pixels[0..<4]), [120, 120, 120, 255])
        let actual = try PNGCodec.read(contentsOf: folder.appendingPathComponent("\(stem).actual.png").path)
        XCTAssertEqual(Array(actual.pixels[0..<3]), [255, 59, 48])
        XCTAssertTrue(message.contains("Accept the new image (after looking at it): cp '\(folder.path)/\(stem).actual.png' '\(golden)'"), message)
        // swift-snapshot-testing's own copy at the top of the temporary directory is gone
        // (kept only where SNAPSHOT_ARTIFACTS asks for artifacts).
        if ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] == nil {
            let stray = FileManager.default.temporaryDirectory.appendingPathComponent("FailureOutputTests/\(stem).png").path
            XCTAssertFalse(FileManager.default.fileExists(atPath: stray), stray)
        }
    }

    /// A diff tool the user chose still wins; Flipbook's summary then closes the message.
    @MainActor
    func testAChosenDiffToolStillWins() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("fst-out-\(UUID().uuidString)").path
        let grey = Color(red: 120 / 255, green: 120 / 255, blue: 120 / 255).frame(width: 10, height: 10)
        _ = verifySnapshot(of: grey, as: .image, named: "g", record: .all, snapshotDirectory: dir)
        let message = try XCTUnwrap(withSnapshotTesting(diffTool: .ksdiff) {
            verifySnapshot(of: Color.blue.frame(width: 10, height: 10), as: .image, named: "g", record: .never, snapshotDirectory: dir)
        })
        XCTAssertTrue(message.contains("ksdiff \""), message)
        let summary = try XCTUnwrap(message.range(of: " pixels differ (100%)"), message)
        XCTAssertTrue(message.range(of: "ksdiff")!.lowerBound < summary.lowerBound, message)
    }
}
