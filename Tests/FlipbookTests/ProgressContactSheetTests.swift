import Foundation
import Testing
import FlipbookPNG
import FlipbookRaster
import FlipbookTesting
@testable import Flipbook
@testable import FlipbookCore

/// A style written against the public configuration: a ring trimmed to fractionCompleted.
private struct RingProgressStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        ZStack {
            Circle().stroke(Color.gray.opacity(0.3), lineWidth: 5)
            Circle().trim(from: 0, to: configuration.fractionCompleted ?? 0)
                .stroke(.tint, style: StrokeStyle(lineWidth: 5, lineCap: .round))
                .rotationEffect(.degrees(-90))
        }
        .frame(width: 36, height: 36)
    }
}

/// Progress views and gauges, light and dark, enabled and disabled. Must match
/// Snapshots/controls-progress.png exactly. To accept a deliberate change:
/// `SNAPSHOT_TESTING_RECORD=failed swift test --filter ProgressContactSheetTests`, then LOOK at it.
@Suite @MainActor struct ProgressContactSheetTests {
    static var sheet: InputControlSheet {
        typealias Row = InputControlSheet.Row
        return InputControlSheet(rows: [
            Row("linear 0", ProgressView(value: 0.0)),
            Row("linear 0.3", ProgressView(value: 0.3)),
            Row("linear 1", ProgressView(value: 1.0)),
            Row("linear labels", height: 70, ProgressView(value: 0.3) { Text("Downloading") } currentValueLabel: { Text("30%") }),
            Row("linear tint pink", ProgressView("Upload", value: 6, total: 10).tint(.pink)),
            Row("spinner", ProgressView()),
            Row("spinner large", height: 60, ProgressView().controlSize(.large)),
            Row("spinner label", height: 60, ProgressView("Loading")),
            Row("circular with value (spins on iOS)", ProgressView(value: 0.5).progressViewStyle(.circular)),
            Row("spinner tint", ProgressView().tint(.orange)),
            Row("custom style (fractionCompleted)", ProgressView(value: 0.7).progressViewStyle(RingProgressStyle())),
            Row("gauge linearCapacity", height: 80, Gauge(value: 0.62) { Text("Storage") } currentValueLabel: { Text("62%") }
                minimumValueLabel: { Text("0") } maximumValueLabel: { Text("100") }),
            Row("gauge accessoryLinearCapacity", height: 60, Gauge(value: 0.4) { Text("Steps") } currentValueLabel: { Text("4k") }
                minimumValueLabel: { Text("0") } maximumValueLabel: { Text("10k") }.gaugeStyle(.accessoryLinearCapacity)),
            Row("gauge accessoryCircularCapacity", height: 72, Gauge(value: 0.75) { Text("Battery") } currentValueLabel: { Text("75") }
                .gaugeStyle(.accessoryCircularCapacity)),
            Row("gauge accessoryCircular", height: 72, Gauge(value: 22, in: 0...40) { Text("°C") } currentValueLabel: { Text("22") }
                minimumValueLabel: { Text("0") } maximumValueLabel: { Text("40") }.gaugeStyle(.accessoryCircular).tint(.green)),
        ])
    }

    @Test func sheetMatchesTheGolden() throws {
        let (a, ranges) = Self.sheet.render()
        let path = InputsContactSheetTests.root.appendingPathComponent("Snapshots/controls-progress.png").path
        if let out = ProcessInfo.processInfo.environment["FLIPBOOK_SHEET_OUT"] {
            try PNGCodec.write(a, to: out + "/controls-progress.png")
        }
        assertSnapshot(of: a, goldenPath: path)
        reportChangedInputSheetRows(a, ranges, Self.sheet.rows.map(\.name), goldenPath: path)
    }
}
