import Flipbook
import FlipbookDiff
import FlipbookPNG
import Foundation

/// Asserts that a view renders as its golden image, in Swift Testing or XCTest.
///
/// ```swift
/// @Test @MainActor func card() {
///     assertSnapshot(of: Card(), layout: .fixed(width: 320, height: 200), colorScheme: .dark)
/// }
/// ```
///
/// The golden is `__Snapshots__/<TestFile>/<test>.<name>.png` beside the test file. A missing
/// golden is recorded (unless on CI or the record mode says not to; see ``SnapshotRecordMode``).
/// A mismatch fails with how many pixels differ and by how much, writes `expected`, `actual`
/// and `diff` images to the failure folder (`SNAPSHOT_ARTIFACTS`, else the temporary
/// directory), attaches them, and prints the command that accepts the new image.
///
/// - Parameters:
///   - layout: the view's ideal size (default), a fixed canvas, or a device's screen.
///   - scale: pixels per point; by default the device's scale, otherwise 2.
///   - colorScheme: light (default) or dark.
///   - dynamicTypeSize: the text size text styles are drawn at (default `.large`).
///   - background: the colour behind the view; by default white in light and black in dark,
///     as a screen's system background.
///   - precision: the share of pixels that must match (1: all).
///   - perceptualPrecision: how close a pixel's colour must be (1: identical bytes; a pixel
///     matches when its CIE ΔE94 is at most `(1 − perceptualPrecision) × 100`).
///   - ignoresAntialiasing: forgive edge pixels whose anti-aliasing moved.
///   - name: the snapshot's name in the file name; by default its number within the test.
///   - record: this assertion's record mode, over the trait, scope and environment.
///   - snapshotDirectory: a folder for the golden instead of `__Snapshots__/<TestFile>/`.
///   - goldenPath: the golden's exact path, for goldens kept in a central folder under names
///     of their own; overrides `snapshotDirectory` and the `<test>.<name>` file name.
///
@MainActor
public func assertSnapshot<V: View>(
    of view: V,
    layout: SnapshotLayout = .sizeThatFits,
    scale: CGFloat? = nil,
    colorScheme: ColorScheme = .light,
    dynamicTypeSize: DynamicTypeSize? = nil,
    background: Color? = nil,
    precision: Double = 1,
    perceptualPrecision: Double = 1,
    ignoresAntialiasing: Bool = false,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    goldenPath: String? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let site = SnapshotSite(fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    // What this render reports, not what tests on other threads report meanwhile.
    site.collecting {
        let still = SnapshotStill(layout: layout, scale: scale, colorScheme: colorScheme, background: background,
                                  dynamicTypeSize: dynamicTypeSize)
        let image: PNGImage
        do {
            image = try still.render(view)
        } catch {
            SnapshotReporter.report(problem: "Snapshot of \(V.self) could not render: \(error)", at: site)
            return
        }
        SnapshotAssertion.run(image, tolerance: ImageTolerance(precision: precision, perceptualPrecision: perceptualPrecision,
                                                               ignoresAntialiasing: ignoresAntialiasing),
                              provenance: still.provenance, name: name, record: record,
                              snapshotDirectory: snapshotDirectory, goldenPath: goldenPath, site: site)
    }
}

/// Asserts that rendered pixels match their golden image: for pictures built by hand (a
/// contact sheet, a ``ViewHost`` after a tap). Options as ``assertSnapshot(of:layout:scale:colorScheme:dynamicTypeSize:background:precision:perceptualPrecision:ignoresAntialiasing:named:record:snapshotDirectory:goldenPath:fileID:file:testName:line:column:)``.
@MainActor
public func assertSnapshot(
    of pixels: PixelBuffer,
    precision: Double = 1,
    perceptualPrecision: Double = 1,
    ignoresAntialiasing: Bool = false,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    goldenPath: String? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let site = SnapshotSite(fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    SnapshotAssertion.run(pixels,
                          tolerance: ImageTolerance(precision: precision, perceptualPrecision: perceptualPrecision,
                                                    ignoresAntialiasing: ignoresAntialiasing),
                          provenance: SnapshotProvenance(), name: name, record: record,
                          snapshotDirectory: snapshotDirectory, goldenPath: goldenPath, site: site)
}

/// Compares a rendered snapshot and, unless it matched, returns the failure message instead
/// of reporting it: for building your own assertions. Records as ``assertSnapshot(of:layout:scale:colorScheme:dynamicTypeSize:background:precision:perceptualPrecision:ignoresAntialiasing:named:record:snapshotDirectory:goldenPath:fileID:file:testName:line:column:)`` does.
@MainActor
public func verifySnapshot<V: View>(
    of view: V,
    layout: SnapshotLayout = .sizeThatFits,
    scale: CGFloat? = nil,
    colorScheme: ColorScheme = .light,
    dynamicTypeSize: DynamicTypeSize? = nil,
    background: Color? = nil,
    precision: Double = 1,
    perceptualPrecision: Double = 1,
    ignoresAntialiasing: Bool = false,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    goldenPath: String? = nil,
    file filePath: StaticString = #filePath,
    testName: String = #function
) -> String? {
    let still = SnapshotStill(layout: layout, scale: scale, colorScheme: colorScheme, background: background,
                              dynamicTypeSize: dynamicTypeSize)
    do {
        let image = try still.render(view)
        let outcome = SnapshotAssertion.verify(image, tolerance: ImageTolerance(precision: precision, perceptualPrecision: perceptualPrecision,
                                                                               ignoresAntialiasing: ignoresAntialiasing),
                                               provenance: still.provenance, name: name, record: record,
                                               snapshotDirectory: snapshotDirectory, goldenPath: goldenPath, filePath: "\(filePath)", testName: testName)
        return outcome.kind == .matched ? nil : outcome.message
    } catch {
        return "Snapshot of \(V.self) could not render: \(error)"
    }
}

/// The steps every overload shares: choose the record mode, verify, report.
enum SnapshotAssertion {
    static func verify(_ image: PNGImage, tolerance: ImageTolerance, provenance: SnapshotProvenance, name: String?,
                       record: SnapshotRecordMode?, snapshotDirectory: String?, goldenPath: String? = nil, filePath: String, testName: String,
                       environment: [String: String] = ProcessInfo.processInfo.environment) -> SnapshotOutcome {
        var mode = record ?? SnapshotRecordMode.scoped
        if mode == nil {
            switch SnapshotRecordMode.fromEnvironment(environment) {
            case .success(let m): mode = m
            case .failure(let e): return SnapshotOutcome(kind: .failed, message: e.message)
            }
        }
        let files = SnapshotFiles(filePath: filePath, testName: testName, name: name,
                                  snapshotDirectory: snapshotDirectory, goldenPath: goldenPath, environment: environment)
        let verifier = SnapshotVerifier(files: files, mode: mode ?? .missing, isCI: SnapshotRecordMode.isCI(environment),
                                        tolerance: tolerance, options: provenance.encodingOptions)
        return verifier.verify(image)
    }

    static func run(_ image: PNGImage, tolerance: ImageTolerance, provenance: SnapshotProvenance, name: String?,
                    record: SnapshotRecordMode?, snapshotDirectory: String?, goldenPath: String?, site: SnapshotSite) {
        let outcome = verify(image, tolerance: tolerance, provenance: provenance, name: name, record: record,
                             snapshotDirectory: snapshotDirectory, goldenPath: goldenPath, filePath: site.filePath, testName: site.testName)
        SnapshotReporter.report(outcome, at: site)
    }
}
