import Foundation
import Testing
import FlipbookPNG
import FlipbookRaster
import FlipbookTesting
import FlipbookDiff
@testable import Flipbook
@testable import FlipbookCore

private enum Flavour: String, CaseIterable, Identifiable {
    case vanilla, chocolate, strawberry
    var id: Self { self }
}

/// A picker in a list row, as List/Form set it (List itself is built elsewhere).
private struct InRow<Content: View>: View {
    let content: Content
    init(@ViewBuilder _ content: () -> Content) { self.content = content() }
    var body: some View { content.environment(\.listRowContext, ListRowContext(isGrouped: true)) }
}

/// Every input control, light and dark, enabled and disabled. Must match
/// Snapshots/controls-inputs.png exactly. To accept a deliberate change:
/// `SNAPSHOT_TESTING_RECORD=failed swift test --filter InputsContactSheetTests`, then LOOK at it.
@Suite @MainActor struct InputsContactSheetTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var sheet: InputControlSheet {
        typealias Row = InputControlSheet.Row
        let flavours = Picker("Flavour", selection: .constant(Flavour.chocolate)) {
            ForEach(Flavour.allCases) { Text($0.rawValue.capitalized) }
        }
        return InputControlSheet(rows: [
            Row("slider 0", Slider(value: .constant(0.0))),
            Row("slider 0.5", Slider(value: .constant(0.5))),
            Row("slider 1", Slider(value: .constant(1.0))),
            Row("slider value labels, step, orange", Slider(value: .constant(7.0), in: 0...10, step: 1) { Text("Volume") }
                minimumValueLabel: { Image(systemName: "speaker.fill") } maximumValueLabel: { Image(systemName: "speaker.wave.3.fill") }
                .tint(.orange)),
            Row("stepper", Stepper("Quantity: 3", value: .constant(3), in: 0...10)),
            Row("stepper at minimum", Stepper("Quantity: 0", value: .constant(0), in: 0...10)),
            Row("picker segmented", flavours.pickerStyle(.segmented)),
            Row("picker segmented tags", Picker("Size", selection: .constant(2)) {
                Text("S").tag(1); Text("M").tag(2); Text("L").tag(3); Text("XL").tag(4)
            }.pickerStyle(.segmented)),
            Row("picker menu (closed)", flavours.pickerStyle(.menu)),
            Row("picker automatic in a row", InRow { flavours }),
            Row("picker navigationLink", InRow { flavours.pickerStyle(.navigationLink) }),
            Row("picker inline in a row", height: 150, InRow { flavours.pickerStyle(.inline) }),
            Row("picker wheel", height: 226, Picker("Number", selection: .constant(5)) {
                ForEach(0..<12, id: \.self) { Text("\($0)") }
            }.pickerStyle(.wheel)),
            Row("date compact", DatePicker("Start", selection: .constant(inputSampleDate))),
            Row("date compact, date only", DatePicker("Day", selection: .constant(inputSampleDate), displayedComponents: .date)),
            Row("date graphical", height: 400, DatePicker("When", selection: .constant(inputSampleDate)).datePickerStyle(.graphical)),
            Row("date wheel", height: 226, DatePicker("When", selection: .constant(inputSampleDate), displayedComponents: .date)
                .datePickerStyle(.wheel)),
            Row("color picker", ColorPicker("Accent", selection: .constant(Color.purple))),
            Row("text field placeholder", TextField("Name", text: .constant(""))),
            Row("text field text", TextField("Name", text: .constant("Ada Lovelace"))),
            Row("rounded, prompt", TextField("Email", text: .constant(""), prompt: Text("you@example.com")).textFieldStyle(.roundedBorder)),
            Row("rounded, focused", TextField("Email", text: .constant("ada@example.com")).textFieldStyle(.roundedBorder).flipbookFocused()),
            Row("secure field", SecureField("Password", text: .constant("hunter22")).textFieldStyle(.roundedBorder)),
            Row("vertical axis, 3 lines", height: 80, TextField("Bio", text: .constant("Wrote the first program for the Analytical Engine, and notes longer than the paper they annotated."), axis: .vertical).lineLimit(3)),
            Row("text editor, focused", height: 90, TextEditor(text: .constant("Dear diary,\nToday the engine ran.")).flipbookFocused()),
            Row("menu (closed)", Menu("Options") { Button("Rename") {}; Button("Delete", role: .destructive) {} }),
            Row("link", Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)),
            Row("share link", ShareLink(item: URL(string: "https://example.com")!)),
        ])
    }

    @Test func sheetMatchesTheGolden() throws {
        let (a, ranges) = Self.sheet.render()
        let path = Self.root.appendingPathComponent("Snapshots/controls-inputs.png").path
        if let out = ProcessInfo.processInfo.environment["FLIPBOOK_SHEET_OUT"] {
            try PNGCodec.write(a, to: out + "/controls-inputs.png")
        }
        assertSnapshot(of: a, goldenPath: path)
        reportChangedInputSheetRows(a, ranges, Self.sheet.rows.map(\.name), goldenPath: path)
    }
}

/// Names the rows that differ from the golden (exact), so a failure says what moved.
@MainActor func reportChangedInputSheetRows(_ a: PixelBuffer, _ ranges: [Range<Int>], _ names: [String], goldenPath: String) {
    guard let golden = try? PNGCodec.read(contentsOf: goldenPath), golden.width == a.width, golden.height == a.height,
          golden.pixels != a.bytes else { return }
    var changed: [String] = []
    for (r, range) in ranges.enumerated() {
        let bytes = (range.lowerBound * a.width * 4)..<(range.upperBound * a.width * 4)
        let d = ImageComparison.compare(expected: PNGImage(width: a.width, height: range.count, pixels: Array(golden.pixels[bytes])),
                                        actual: PNGImage(width: a.width, height: range.count, pixels: Array(a.bytes[bytes])))
        if !d.matches { changed.append("\(names[r]): \(d.summary)") }
    }
    Issue.record("The contact sheet changed in these rows (exact):\n\(changed.joined(separator: "\n"))")
}
