import FlipbookDiff
import FlipbookPNG
import Foundation
@preconcurrency @_spi(Internals) import SnapshotTesting
import Synchronization

/// A failure's pictures and numbers, handed from the strategy's diff (which knows the images
/// and the tolerance) to the diff tool swift-snapshot-testing calls right after it on the same
/// thread (which knows the files).
struct PendingFailure: Sendable {
    var summary: String
    var expected: PNGImage
    var actual: PNGImage
    var diff: PNGImage
}

/// swift-snapshot-testing's failure output, made the same as FlipbookTesting's: the pixel
/// summary first, then expected, actual and diff written side by side into
/// `$SNAPSHOT_ARTIFACTS/<TestFile>/` (default: the temporary directory's
/// `FlipbookSnapshotFailures/<TestFile>/`), then the `cp` that accepts the change.
///
/// swift-snapshot-testing builds the message as "Snapshot does not match reference.", its
/// diff tool's text, then the strategy's text, and writes only the actual image (to a folder
/// named after the test file at the top of the temporary directory). Flipbook's diff tool is
/// installed when a Flipbook strategy is first made, unless a tool is chosen with
/// `withSnapshotTesting(diffTool:)` or a test trait, which still win.
enum FailureArtifacts {
    private static let pending = Mutex<[UInt: PendingFailure]>([:])
    private static let probe = "\u{0}flipbook-diff-tool-probe"

    private static var thread: UInt { UInt(pthread_self()) }

    /// Installs Flipbook's diff tool as the default, once per process.
    static let install: Void = {
        __diffTool = tool
    }()

    /// Whether the diff tool swift-snapshot-testing will call is Flipbook's.
    static var toolIsActive: Bool {
        (SnapshotTestingConfiguration.current?.diffTool ?? _diffTool)(currentFilePath: probe, failedFilePath: "") == probe
    }

    static func stash(_ failure: PendingFailure) {
        let key = thread
        pending.withLock { $0[key] = failure }
    }

    private static func take() -> PendingFailure? {
        let key = thread
        return pending.withLock { $0.removeValue(forKey: key) }
    }

    static let tool = SnapshotTestingConfiguration.DiffTool { golden, failed in
        if golden == probe { return probe }
        guard let f = take() else {
            // Not a Flipbook image (another strategy failed): swift-snapshot-testing's own text.
            return SnapshotTestingConfiguration.DiffTool.default(currentFilePath: golden, failedFilePath: failed)
        }
        return write(f, golden: golden, failed: failed)
    }

    /// Writes the three images and returns the message.
    static func write(_ f: PendingFailure, golden: String, failed: String,
                      environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let testFile = URL(fileURLWithPath: failed).deletingLastPathComponent().lastPathComponent
        let stem = URL(fileURLWithPath: golden).deletingPathExtension().lastPathComponent
        let configured = environment["SNAPSHOT_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 }
        let root = configured ?? FileManager.default.temporaryDirectory.appendingPathComponent("FlipbookSnapshotFailures").path
        let folder = URL(fileURLWithPath: root).appendingPathComponent(testFile)
        var lines = ["\(f.summary)."]
        var actualPath: String?
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (kind, image) in [("expected", f.expected), ("actual", f.actual), ("diff", f.diff)] {
                let path = folder.appendingPathComponent("\(stem).\(kind).png").path
                try PNGCodec.write(image, to: path)
                let label = (kind + ":").padding(toLength: 10, withPad: " ", startingAt: 0)
                lines.append("  \(label)\(path)" + (kind == "diff" ? " (red: beyond the tolerance, yellow: within it, blue: anti-aliasing)" : ""))
                if kind == "actual" { actualPath = path }
            }
        } catch {
            lines.append("  (could not write the failure images into \(folder.path): \(error))")
        }
        // swift-snapshot-testing's own copy of the actual image, at the top of the temporary
        // directory: the actual above replaces it. With SNAPSHOT_ARTIFACTS set it is kept,
        // beside ours, where the user asked for artifacts.
        if configured == nil, actualPath != nil {
            try? FileManager.default.removeItem(atPath: failed)
            let parent = URL(fileURLWithPath: failed).deletingLastPathComponent().path
            if (try? FileManager.default.contentsOfDirectory(atPath: parent))?.isEmpty == true {
                try? FileManager.default.removeItem(atPath: parent)
            }
        }
        if let actualPath { lines.append("Accept the new image (after looking at it): cp '\(actualPath)' '\(golden)'") }
        return lines.joined(separator: "\n")
    }
}
