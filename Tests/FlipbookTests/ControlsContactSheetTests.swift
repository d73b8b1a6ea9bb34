import Foundation
import Testing
import FlipbookPNG
import FlipbookRaster
import FlipbookTesting
import FlipbookDiff
@testable import Flipbook
@testable import FlipbookCore

/// Every built-in button and toggle style, light (left half) and dark (right half), each
/// idle and pressed (buttons) or off and on (toggles), plus disabled. Must match
/// Snapshots/controls-contact-sheet.png exactly (rendering is deterministic).
///
/// To regenerate after a deliberate change: `SNAPSHOT_TESTING_RECORD=failed swift test --filter
/// ControlsContactSheetTests`, then LOOK at the PNG before committing.
@Suite @MainActor struct ControlsContactSheetTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let goldenPath = root.appendingPathComponent("Snapshots/controls-contact-sheet.png").path
    static let scale: CGFloat = 2
    static let cell = CGSize(width: 170, height: 50)

    /// One sheet row: a control and a name; `interact` turns the second cell's state on.
    struct Row {
        let name: String
        let view: AnyView
        /// Pressed for buttons; for toggles the view is built with the state instead.
        let secondIsPressed: Bool
        let second: AnyView?
    }

    static var rows: [Row] {
        func button<S: PrimitiveButtonStyle>(_ name: String, _ style: S, role: ButtonRole? = nil, disabled: Bool = false) -> Row {
            Row(name: name, view: AnyView(Button("Button", role: role) {}.buttonStyle(style).disabled(disabled)),
                secondIsPressed: true, second: nil)
        }
        func toggle<S: ToggleStyle>(_ name: String, _ style: S, disabled: Bool = false) -> Row {
            Row(name: name, view: AnyView(Toggle("Toggle", isOn: .constant(false)).toggleStyle(style).disabled(disabled)),
                secondIsPressed: false,
                second: AnyView(Toggle("Toggle", isOn: .constant(true)).toggleStyle(style).disabled(disabled)))
        }
        return [
            button("automatic", .automatic),
            button("borderless", .borderless),
            button("plain", .plain),
            button("bordered", .bordered),
            button("borderedProminent", .borderedProminent),
            button("bordered destructive", .bordered, role: .destructive),
            button("prominent destructive", .borderedProminent, role: .destructive),
            button("prominent disabled", .borderedProminent, disabled: true),
            button("borderless disabled", .borderless, disabled: true),
            Row(name: "bordered capsule small", view: AnyView(Button("Small") {}.buttonStyle(.bordered)
                .buttonBorderShape(.capsule).controlSize(.small)), secondIsPressed: true, second: nil),
            Row(name: "prominent large", view: AnyView(Button("Large", systemImage: "heart.fill") {}.buttonStyle(.borderedProminent)
                .controlSize(.large)), secondIsPressed: true, second: nil),
            toggle("switch", .switch),
            toggle("automatic (switch)", .automatic),
            toggle("button", .button),
            toggle("switch disabled", .switch, disabled: true),
            Row(name: "switch tint orange", view: AnyView(Toggle("Toggle", isOn: .constant(false)).tint(.orange)),
                secondIsPressed: false, second: AnyView(Toggle("Toggle", isOn: .constant(true)).tint(.orange))),
        ]
    }

    static func still(_ view: AnyView, scheme: ColorScheme, pressed: Bool) -> PixelBuffer {
        let host = ViewHost(view.frame(width: cell.width - 16, height: cell.height - 10)
                                .frame(width: cell.width, height: cell.height),
                            scale: scale)
        host.colorScheme = scheme
        host.background = scheme == .light ? .white : .black
        if pressed { host.press(at: CGPoint(x: cell.width / 2, y: cell.height / 2)) }
        return host.pixelBuffer
    }

    /// Columns: light idle/off, light pressed/on, dark idle/off, dark pressed/on.
    static func sheet() -> PixelBuffer {
        let rows = self.rows
        let cw = Int(cell.width * scale), ch = Int(cell.height * scale)
        var atlas = PixelBuffer(width: cw * 4, height: ch * rows.count, fill: SIMD4(128, 128, 128, 255))
        for (r, row) in rows.enumerated() {
            for (c, (scheme, second)) in [(ColorScheme.light, false), (.light, true), (.dark, false), (.dark, true)].enumerated() {
                let view = second ? (row.second ?? row.view) : row.view
                let img = still(view, scheme: scheme, pressed: second && row.secondIsPressed)
                blit(img, into: &atlas, x: c * cw, y: r * ch)
            }
        }
        return atlas
    }

    static func blit(_ img: PixelBuffer, into atlas: inout PixelBuffer, x: Int, y: Int) {
        for row in 0..<img.height {
            let src = row * img.width * 4
            let dst = ((y + row) * atlas.width + x) * 4
            atlas.bytes.replaceSubrange(dst..<dst + img.width * 4, with: img.bytes[src..<src + img.width * 4])
        }
    }

    /// Through FlipbookTesting (exact): a mismatch writes expected/actual/diff images and
    /// prints the command that accepts the new sheet; the list below names the rows that moved.
    @Test @MainActor func sheetMatchesTheGolden() throws {
        let a = Self.sheet()
        if let out = ProcessInfo.processInfo.environment["FLIPBOOK_SHEET_OUT"] {
            try PNGCodec.write(a, to: out)
        }
        assertSnapshot(of: a, goldenPath: Self.goldenPath)
        guard let golden = try? PNGCodec.read(contentsOf: Self.goldenPath), golden.width == a.width, golden.height == a.height,
              golden.pixels != a.bytes else { return }
        let ch = Int(Self.cell.height * Self.scale)
        var changed: [String] = []
        for (r, row) in Self.rows.enumerated() {
            let range = (r * ch * a.width * 4)..<((r + 1) * ch * a.width * 4)
            let d = ImageComparison.compare(expected: PNGImage(width: a.width, height: ch, pixels: Array(golden.pixels[range])),
                                            actual: PNGImage(width: a.width, height: ch, pixels: Array(a.bytes[range])))
            if !d.matches { changed.append("\(row.name): \(d.summary)") }
        }
        Issue.record("The controls contact sheet changed in these rows (exact):\n\(changed.joined(separator: "\n"))\nIf deliberate: SNAPSHOT_TESTING_RECORD=failed swift test --filter ControlsContactSheetTests and look at Snapshots/controls-contact-sheet.png.")
    }
}
