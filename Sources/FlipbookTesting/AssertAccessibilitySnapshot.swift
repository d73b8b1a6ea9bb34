import Flipbook
import Foundation
import Synchronization

/// Asserts that a view's accessibility tree reads as its golden text: the dump of
/// ``AccessibilityTree`` (elements in reading order with label, value, traits and frame),
/// kept next to the picture as `__Snapshots__/<TestFile>/<test>.<name>.accessibility.txt`.
///
/// ```swift
/// @Test @MainActor func player() {
///     assertSnapshot(of: Player())                // player.1.png
///     assertAccessibilitySnapshot(of: Player())   // player.1.accessibility.txt
/// }
/// ```
///
/// Unnamed text snapshots are numbered per test on their own, so the first one sits beside
/// the first picture. Record modes, CI and failure reporting are as ``assertSnapshot(of:layout:scale:colorScheme:background:precision:perceptualPrecision:ignoresAntialiasing:named:record:snapshotDirectory:goldenPath:fileID:file:testName:line:column:)``'s;
/// a mismatch reports the first differing line and writes the actual text to the failure
/// folder.
@MainActor
public func assertAccessibilitySnapshot<V: View>(
    of view: V,
    layout: SnapshotLayout = .sizeThatFits,
    colorScheme: ColorScheme = .light,
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
    // What this render reports, not what tests on other threads report meanwhile.
    site.collecting {
        let renderer = SnapshotStill(layout: layout, scale: 1, colorScheme: colorScheme, background: nil).makeRenderer(view)
        let text = renderer.accessibilityTree.description + "\n"
        let identifier = name ?? String(AccessibilitySnapshotCounter.next("\(filePath)\u{0}\(testName)"))
        let files = SnapshotFiles(filePath: "\(filePath)", testName: testName, name: identifier, snapshotDirectory: snapshotDirectory)
        let golden = String(files.golden.dropLast(".png".count)) + ".accessibility.txt"
        var mode = record ?? SnapshotRecordMode.scoped
        if mode == nil {
            switch SnapshotRecordMode.fromEnvironment() {
            case .success(let m): mode = m
            case .failure(let e): return SnapshotReporter.report(problem: e.message, at: site)
            }
        }
        let outcome = AccessibilitySnapshotVerifier(golden: golden, artifactsDirectory: files.artifactsDirectory,
                                                    mode: mode ?? .missing, isCI: SnapshotRecordMode.isCI()).verify(text)
        SnapshotReporter.report(outcome, at: site)
    }
}

enum AccessibilitySnapshotCounter {
    private static let counters = Mutex([String: Int]())
    static func next(_ key: String) -> Int {
        counters.withLock { c in
            c[key, default: 0] += 1
            return c[key]!
        }
    }
}

/// Compares a dump with its golden text and records as the mode allows.
struct AccessibilitySnapshotVerifier {
    let golden: String
    let artifactsDirectory: String
    let mode: SnapshotRecordMode
    let isCI: Bool

    func verify(_ actual: String) -> SnapshotOutcome {
        guard let data = FileManager.default.contents(atPath: golden) else {
            if mode == .never || (mode == .missing && isCI) {
                let why = mode == .never ? "record mode is never" : "CI is set, so missing goldens are not recorded"
                return SnapshotOutcome(kind: .failed, message: "No accessibility golden at \(golden) (\(why)). Run the test locally with SNAPSHOT_TESTING_RECORD=missing to write it, read it, and commit it.")
            }
            return write(actual, reason: "Recorded a new accessibility golden")
        }
        let expected = String(decoding: data, as: UTF8.self)
        if expected == actual { return SnapshotOutcome(kind: .matched, message: "") }
        if mode == .all || mode == .failed { return write(actual, reason: "Recorded over the accessibility golden (record mode \(mode))") }
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let i = (0..<min(e.count, a.count)).first { e[$0] != a[$0] } ?? min(e.count, a.count)
        let want = i < e.count ? String(e[i]) : "(end)", got = i < a.count ? String(a[i]) : "(end)"
        let actualPath = URL(fileURLWithPath: artifactsDirectory)
            .appendingPathComponent(URL(fileURLWithPath: golden).lastPathComponent).path
        try? FileManager.default.createDirectory(atPath: artifactsDirectory, withIntermediateDirectories: true)
        try? Data(actual.utf8).write(to: URL(fileURLWithPath: actualPath))
        return SnapshotOutcome(kind: .failed, message: """
            Accessibility tree differs from \(golden) at line \(i + 1):
              expected: \(want)
              actual:   \(got)
            The whole actual dump is at \(actualPath); if the change is right, re-run with SNAPSHOT_TESTING_RECORD=failed.
            """)
    }

    private func write(_ text: String, reason: String) -> SnapshotOutcome {
        do {
            try FileManager.default.createDirectory(atPath: URL(fileURLWithPath: golden).deletingLastPathComponent().path,
                                                    withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: golden), options: .atomic)
        } catch {
            return SnapshotOutcome(kind: .failed, message: "Could not write the accessibility golden \(golden): \(error)")
        }
        return SnapshotOutcome(kind: .recorded, message: "\(reason) at \(golden); read it, then run again to verify against it.")
    }
}
