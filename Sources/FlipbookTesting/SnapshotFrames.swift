import FlipbookDiff
import FlipbookPNG

/// One image of a frame sequence and the label its golden is named by (`t0.250`, `f012`).
struct SnapshotFrame: Sendable {
    var label: String
    var image: PNGImage
}

extension SnapshotAssertion {
    /// Verifies each frame as a still named `<test>.<name>-<label>.png` and reports one issue
    /// that lists the frames that failed or were recorded (each with its own images).
    ///
    /// `assertSnapshot(of: sequence, frames: .every / .times([0, 0.25, 1]), …)` renders the
    /// chosen frames on the main actor and calls this; record modes, tolerances, failure
    /// images and the accept command then work per frame as they do for stills.
    static func runFrames(_ frames: [SnapshotFrame], tolerance: ImageTolerance, provenance: SnapshotProvenance,
                          name: String?, record: SnapshotRecordMode?, snapshotDirectory: String?,
                          site: SnapshotSite, environment: [String: String] = ProcessInfo.processInfo.environment) -> SnapshotOutcome {
        let base = name ?? "frames"
        var failed: [String] = [], recorded: [String] = []
        var attachments: [(name: String, path: String)] = []
        for frame in frames {
            let outcome = verify(frame.image, tolerance: tolerance, provenance: provenance, name: "\(base)-\(frame.label)",
                                 record: record, snapshotDirectory: snapshotDirectory, filePath: site.filePath,
                                 testName: site.testName, environment: environment)
            switch outcome.kind {
            case .matched: continue
            case .recorded: recorded.append("frame \(frame.label): " + outcome.message)
            case .failed: failed.append("frame \(frame.label): " + outcome.message)
            }
            attachments += outcome.attachments
        }
        if failed.isEmpty && recorded.isEmpty { return SnapshotOutcome(kind: .matched, message: "") }
        var message = "\(failed.count + recorded.count) of \(frames.count) frames of \(base) "
        message += failed.isEmpty ? "were recorded:\n" : "do not match:\n"
        message += (failed + recorded).joined(separator: "\n")
        return SnapshotOutcome(kind: failed.isEmpty ? .recorded : .failed, message: message, attachments: attachments)
    }
}

import Foundation
