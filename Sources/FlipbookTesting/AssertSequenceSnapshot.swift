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
    guard canPlay(sequence, at: site) else { return }
    // What its frames report, not what tests on other threads report meanwhile.
    site.collecting {
        let lists: [DisplayFrame]
        do {
            lists = try sequence.displayFrames()
        } catch {
            SnapshotReporter.report(problem: "The frame sequence of \(V.self) cannot play: \(error)", at: site)
            return
        }
        // `.task` work that sleeps runs on the main actor, which a synchronous test holds: its
        // sleeps cannot end here. Frames after a deadline would show a state iOS does not.
        let end = Double(max(lists.count - 1, 0)) / sequence.fps
        if let deadline = sequence.host.graph.tasks.nextDeadline, deadline <= end + 1e-9 {
            SnapshotReporter.report(problem: "A .task in \(V.self) sleeps until t = \(deadline) s, inside the sequence, and a "
                                        + "synchronous test cannot let it wake: make the test async and write "
                                        + "`await assertSnapshot(of: sequence, …)`", at: site)
            return
        }
        compareFrames(lists, of: sequence, selection: selection, precision: precision, perceptualPrecision: perceptualPrecision,
                      ignoresAntialiasing: ignoresAntialiasing, name: name, record: record, snapshotDirectory: snapshotDirectory, site: site)
    }
}

/// ``assertSnapshot(of:frames:precision:perceptualPrecision:ignoresAntialiasing:named:record:snapshotDirectory:fileID:file:testName:line:column:)``
/// from an `async` test, where `.task` work plays on the virtual clock: a task that sleeps
/// wakes at its deadline, and the frames from then on show what it set (as
/// ``FrameSequence/render(progress:)``).
///
/// ```swift
/// @Test @MainActor func loaderShowsItsResult() async {
///     let load = FrameSequence(Loader(), fps: 10, length: .duration(1))
///     await assertSnapshot(of: load, frames: .times([0, 0.5, 1]))
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
) async {
    let site = SnapshotSite(fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    guard canPlay(sequence, at: site) else { return }
    // Other tests render on the main actor while this one awaits: the messages its own frames
    // report (its task's, and those of the tasks it plays) are the ones its scope collects.
    await site.collecting {
        let lists: [DisplayFrame]
        do {
            lists = try await sequence.displayFramesPlayingTasks()
        } catch {
            SnapshotReporter.report(problem: "The frame sequence of \(V.self) cannot play: \(error)", at: site)
            return
        }
        compareFrames(lists, of: sequence, selection: selection, precision: precision, perceptualPrecision: perceptualPrecision,
                      ignoresAntialiasing: ignoresAntialiasing, name: name, record: record, snapshotDirectory: snapshotDirectory, site: site)
    }
}

@MainActor
private func canPlay<V: View>(_ sequence: FrameSequence<V>, at site: SnapshotSite) -> Bool {
    do {
        try sequence.validate()
        return true
    } catch {
        SnapshotReporter.report(problem: "The frame sequence of \(V.self) cannot play: \(error)", at: site)
        return false
    }
}

@MainActor
private func compareFrames<V: View>(_ lists: [DisplayFrame], of sequence: FrameSequence<V>, selection: SnapshotFrameSelection,
                                    precision: Double, perceptualPrecision: Double, ignoresAntialiasing: Bool,
                                    name: String?, record: SnapshotRecordMode?, snapshotDirectory: String?, site: SnapshotSite) {
    let chosen = chosenFrames(selection, count: lists.count, fps: sequence.fps)
    let pixels = RenderedFrames.rasterizeSynchronously(chosen.map { lists[$0.index] })
    let frames = zip(chosen, pixels).map { choice, p in SnapshotFrame(label: choice.label, image: p) }
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
