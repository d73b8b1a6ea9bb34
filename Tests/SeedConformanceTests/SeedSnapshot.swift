import Foundation
import Testing
import Flipbook
import FlipbookPNG
import FlipbookTesting

/// Golden images of the seed documents' views in `Snapshots/seeds/`, through FlipbookTesting:
/// exact (the renderer is deterministic). A mismatch writes expected/actual/diff images and
/// prints the command that accepts the new one; re-record deliberately with
///
///     SNAPSHOT_TESTING_RECORD=failed swift test --filter SeedConformanceTests
///
/// and look at every image it wrote before committing.
enum SeedSnapshot {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Snapshots/seeds")

    @MainActor
    static func check(_ image: PixelBuffer, _ name: String, fileID: StaticString = #fileID, file: StaticString = #filePath,
                      line: UInt = #line, column: UInt = #column) {
        assertSnapshot(of: image, goldenPath: directory.appendingPathComponent(name + ".png").path,
                       fileID: fileID, file: file, line: line, column: column)
    }
}

extension ViewHost {
    /// The centre of the current layout (for single-control views).
    var centre: CGPoint {
        let f = layout().frame
        return CGPoint(x: f.midX, y: f.midY)
    }
}
