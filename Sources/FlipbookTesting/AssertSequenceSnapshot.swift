import Flipbook
import FlipbookDiff
import FlipbookPNG

/// Which frames of a ``FrameSequence`` a snapshot compares.
public enum SnapshotFrameSelection: Sendable, Equatable {
    /// Every frame, each golden labelled by its index (`f000`, `f001`, …).
    case every
    /// The frames showing these moments (the last frame at or before each, in seconds),
    /// labelled by time (`t0.250`): stable when the frame rate changes.
    case times([Double])
}

/// Asserts that a frame sequence (an animation played on the virtual clock, with its event
/// script) matches its goldens, frame by frame: each chosen frame is a still named
/// `<test>.<name>-<label>.png` (name defaults to `frames`), with the record modes,
/// tolerances, failure images and accept command of ``assertSnapshot(of:layout:scale:colorScheme:dynamicTypeSize:background:precision:perceptualPrecision:ignoresAntialiasing:named:record:snapshotDirectory:goldenPath:fileID:file:testName:line:column:)``;
/// one issue lists every frame that differs.
///
/// ```swift
/// @Test @MainActor func likeToggleAnimates() {
///     let tap = FrameSequence(LikeToggle(), fps: 30, length: .duration(0.5), scale: 3,
///                             events: [.tap("like", at: 0)])
///     assertSnapshot(of: tap, frames: .times([0, 0.1, 0.2, 0.5]))
/// }
/// ```
@MainActor
public func assertSnapshot<V: View>(
    of sequence: FrameSequence<V>,
    frames selection: SnapshotFrameSelection = .every,
    precision: Double = 1,
    perceptualPrecision: Double = 1,
    ignoresAntialiasing: Bool = false,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let site = SnapshotSite(fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    do {
        try sequence.validate()
    } catch {
        SnapshotReporter.report(problem: "The frame sequence of \(V.self) cannot play: \(error)", at: site)
        return
    }
    let lists: [DisplayFrame]
    do {
        lists = try sequence.displayFrames()
    } catch {
        SnapshotReporter.report(problem: "The frame sequence of \(V.self) cannot play: \(error)", at: site)
        return
    }
    let chosen = chosenFrames(selection, count: lists.count, fps: sequence.fps)
    let pixels = RenderedFrames.rasterizeSynchronously(chosen.map { lists[$0.index] })
    let frames = zip(chosen, pixels).map { choice, p in
        SnapshotFrame(label: choice.label, image: p)
    }
    let outcome = SnapshotAssertion.runFrames(
        frames, tolerance: ImageTolerance(precision: precision, perceptualPrecision: perceptualPrecision,
                                          ignoresAntialiasing: ignoresAntialiasing),
        provenance: SnapshotProvenance(scale: sequence.host.scale, colorScheme: sequence.host.colorScheme),
        name: name, record: record, snapshotDirectory: snapshotDirectory, site: site)
    SnapshotReporter.report(outcome, at: site)
}

/// The frame indices a selection picks from `count` frames at `fps`, with their labels; a
/// moment past the end shows the last frame, and two moments on one frame keep both labels.
func chosenFrames(_ selection: SnapshotFrameSelection, count: Int, fps: Double) -> [(index: Int, label: String)] {
    switch selection {
    case .every:
        let digits = max(3, String(count - 1).count)
        return (0..<count).map { i in
            let n = String(i)
            return (i, "f" + String(repeating: "0", count: digits - n.count) + n)
        }
    case .times(let times):
        return times.map { t in
            let index = min(max(Int((t * fps + 1e-9).rounded(.down)), 0), max(0, count - 1))
            return (index, "t" + String(format: "%.3f", t))
        }
    }
}
