import Flipbook
import FlipbookDiff
import FlipbookPNG

/// Snapshots every preview of a module — each `#Preview` and each view of each
/// `PreviewProvider` — in each colour scheme asked for: one line covers a component library.
///
/// ```swift
/// @Test @MainActor func previews() {
///     assertPreviewSnapshots(of: "MyComponents", colorSchemes: [.light, .dark])
/// }
/// ```
///
/// Each preview is drawn as the preview canvas shows it (``Preview/renderer(colorScheme:scale:)``:
/// its layout, device and orientation) and compared with
/// `__Snapshots__/<TestFile>/<test>.<preview name>-<scheme>.png`, recorded and reported as
/// ``assertSnapshot(of:layout:scale:colorScheme:dynamicTypeSize:background:precision:perceptualPrecision:ignoresAntialiasing:named:record:snapshotDirectory:goldenPath:fileID:file:testName:line:column:)``
/// does. A preview whose own `preferredColorScheme` fixes its scheme is snapshotted once, in
/// that scheme. A module with no previews fails: the module name is probably wrong.
///
/// - Parameters:
///   - module: the module whose previews to snapshot (it must be linked into the test).
///   - colorSchemes: the schemes to draw each preview in.
///   - dynamicTypeSize: the text size (default `.large`).
///   - scale: pixels per point; by default the device's for device layouts, else 2.
@MainActor
public func assertPreviewSnapshots(
    of module: String,
    colorSchemes: [ColorScheme] = [.light],
    dynamicTypeSize: DynamicTypeSize? = nil,
    scale: CGFloat? = nil,
    precision: Double = 1,
    perceptualPrecision: Double = 1,
    ignoresAntialiasing: Bool = false,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let site = SnapshotSite(fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    let previews = Previews.all(in: module)
    guard !previews.isEmpty else {
        SnapshotReporter.report(problem: "No previews found in module \"\(module)\": is it spelled as its target is named, and does the test target depend on it?", at: site)
        return
    }
    // What these renders report, not what tests on other threads report meanwhile.
    site.collecting {
        let tolerance = ImageTolerance(precision: precision, perceptualPrecision: perceptualPrecision, ignoresAntialiasing: ignoresAntialiasing)
        for preview in previews {
            let schemes = preview.colorScheme.map { [$0] } ?? colorSchemes
            for scheme in schemes {
                let name = PreviewSnapshotName.make(preview.name, scheme)
                do {
                    let renderer = try preview.renderer(colorScheme: scheme, scale: scale)
                    if let size = dynamicTypeSize {
                        renderer.content = AnyView(renderer.content.dynamicTypeSize(size))
                    }
                    let pixels = renderer.pixelBuffer
                    if let error = renderer.graph.errors.first { throw error }
                    SnapshotAssertion.run(pixels, tolerance: tolerance,
                                          provenance: SnapshotProvenance(scale: renderer.scale, colorScheme: scheme),
                                          name: name, record: record, snapshotDirectory: snapshotDirectory, goldenPath: nil, site: site)
                } catch {
                    SnapshotReporter.report(problem: "Preview \"\(preview.name)\" (\(preview.id)) could not render: \(error)", at: site)
                }
            }
        }
    }
}

enum PreviewSnapshotName {
    /// `Badge dark` in `.dark` → `Badge-dark-dark`: letters, digits, `-` and `_` only, so the
    /// name is a file name on every system.
    static func make(_ name: String, _ scheme: ColorScheme) -> String {
        let safe = String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
        return "\(safe)-\(scheme == .dark ? "dark" : "light")"
    }
}
