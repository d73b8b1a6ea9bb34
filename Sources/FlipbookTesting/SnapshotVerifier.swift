import FlipbookDiff
import FlipbookPNG
import Foundation

/// What one snapshot assertion concluded.
struct SnapshotOutcome: Sendable {
    enum Kind: Sendable, Equatable {
        /// The image matched its golden (or, under `.all`, was identical to it).
        case matched
        /// A golden was written; the assertion fails so that someone looks at it.
        case recorded
        /// The image does not match, or its golden is missing and may not be written.
        case failed
    }
    var kind: Kind
    /// The failure message (empty when matched).
    var message: String
    /// Images to attach to the failure: (file name, path).
    var attachments: [(name: String, path: String)] = []
}

/// Compares an image with its golden and records as the mode allows: the framework-free
/// heart of `assertSnapshot`, so the decision table is tested directly.
struct SnapshotVerifier: Sendable {
    var files: SnapshotFiles
    var mode: SnapshotRecordMode
    var isCI: Bool
    var tolerance: ImageTolerance
    var options: PNGEncodingOptions = .default

    func verify(_ actual: PNGImage) -> SnapshotOutcome {
        if let problem = tolerance.problem { return SnapshotOutcome(kind: .failed, message: "Snapshot \(files.stem): \(problem)") }
        let golden = files.golden
        guard FileManager.default.fileExists(atPath: golden) else {
            // Default mode on CI: a missing golden is an error, never a silent recording.
            if mode == .never || (mode == .missing && isCI) {
                let why = mode == .never ? "record mode is never" : "CI is set, so missing goldens are not recorded"
                var out = SnapshotOutcome(kind: .failed, message: "No golden image for snapshot \(files.stem) at \(golden) (\(why)).")
                if let actualPath = writeArtifact(actual, "actual", &out) {
                    out.message += "\n  actual: \(actualPath)\nAccept it (after looking at it): mkdir -p '\(Self.directory(of: golden))' && cp '\(actualPath)' '\(golden)'"
                }
                return out
            }
            return record(actual, reason: "No golden image was found; recorded")
        }
        let expected: PNGImage
        do {
            expected = try PNGCodec.read(contentsOf: golden)
        } catch {
            if mode == .all || mode == .failed { return record(actual, reason: "The golden could not be read (\(error)); recorded over it") }
            return SnapshotOutcome(kind: .failed, message: "Snapshot \(files.stem): cannot read the golden \(golden): \(error). Re-record with SNAPSHOT_TESTING_RECORD=failed.")
        }
        let difference = ImageComparison.compare(expected: expected, actual: actual, tolerance: tolerance)
        if difference.matches {
            // `.all` re-records anything not byte-identical; an identical golden is left alone
            // so that recording everything does not touch files that did not change.
            if mode == .all && difference.differingPixels > 0 {
                return record(actual, reason: "Record mode is all; within the tolerance (\(difference.summary)) but re-recorded")
            }
            return SnapshotOutcome(kind: .matched, message: "")
        }
        var out = SnapshotOutcome(kind: .failed, message: "")
        let expectedPath = writeArtifact(expected, "expected", &out)
        let actualPath = writeArtifact(actual, "actual", &out)
        let diffPath = writeArtifact(ImageComparison.diffImage(expected: expected, actual: actual, tolerance: tolerance), "diff", &out)
        var lines = ["Snapshot \(files.stem) does not match \(golden): \(difference.summary)."]
        let actualProvenance = Dictionary(options.text.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 })
        if let fonts = DiffRunner.fontsExplanation(DiffRunner.provenance(golden), actualProvenance) {
            lines = ["Snapshot \(files.stem) does not match \(golden): \(fonts) (\(difference.summary))."]
        }
        if let expectedPath { lines.append("  expected: \(expectedPath)") }
        if let actualPath { lines.append("  actual:   \(actualPath)") }
        if let diffPath { lines.append("  diff:     \(diffPath) (red: beyond the tolerance, yellow: within it, blue: anti-aliasing)") }
        if mode == .all || mode == .failed {
            let recorded = record(actual, reason: "Recorded over the golden (record mode \(mode))")
            lines.append(recorded.message)
            out.message = lines.joined(separator: "\n")
            out.kind = recorded.kind
            return out
        }
        if let actualPath { lines.append("Accept the new image (after looking at it): cp '\(actualPath)' '\(golden)'") }
        out.message = (out.message.isEmpty ? "" : out.message + "\n") + lines.joined(separator: "\n")
        return out
    }

    /// Writes the golden (atomically) and says so.
    private func record(_ actual: PNGImage, reason: String) -> SnapshotOutcome {
        let golden = files.golden
        do {
            try FileManager.default.createDirectory(atPath: Self.directory(of: golden), withIntermediateDirectories: true)
            try PNGCodec.write(actual, options: options, to: golden)
        } catch {
            return SnapshotOutcome(kind: .failed, message: "Snapshot \(files.stem): could not record \(golden): \(error)")
        }
        return SnapshotOutcome(kind: .recorded, message: """
            \(reason): \(golden) (\(actual.width)×\(actual.height)). Look at it, then run the test again \
            without record mode to verify against it.
            """, attachments: [(files.stem + ".png", golden)])
    }

    /// Writes a failure image; on error the problem joins the message and nil is returned.
    private func writeArtifact(_ image: PNGImage, _ kind: String, _ out: inout SnapshotOutcome) -> String? {
        let path = files.artifact(kind)
        do {
            try FileManager.default.createDirectory(atPath: files.artifactsDirectory, withIntermediateDirectories: true)
            try PNGCodec.write(premultipliedRGBA: image.pixels, width: image.width, height: image.height,
                               options: kind == "actual" ? options : .default, to: path)
            out.attachments.append(("\(files.stem).\(kind).png", path))
            return path
        } catch {
            out.message += "(could not write the \(kind) image \(path): \(error))\n"
            return nil
        }
    }

    static func directory(of path: String) -> String {
        URL(fileURLWithPath: path).deletingLastPathComponent().path
    }
}
