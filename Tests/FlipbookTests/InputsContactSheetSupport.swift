import Foundation
import FlipbookRaster
@testable import Flipbook
@testable import FlipbookCore

/// A contact sheet of controls: one row per control state, four columns (light enabled, light
/// disabled, dark enabled, dark disabled), each row as tall as its control needs.
@MainActor struct InputControlSheet {
    struct Row {
        let name: String
        let height: CGFloat
        let view: AnyView
        init<V: View>(_ name: String, height: CGFloat = 50, _ view: V) {
            self.name = name
            self.height = height
            self.view = AnyView(view)
        }
    }

    static let scale: CGFloat = 2
    static let cellWidth: CGFloat = 280
    static let columns: [(ColorScheme, Bool)] = [(.light, true), (.light, false), (.dark, true), (.dark, false)]

    let rows: [Row]

    static func still(_ row: Row, scheme: ColorScheme, enabled: Bool) -> PixelBuffer {
        let host = ViewHost(row.view.disabled(!enabled)
                                .frame(width: cellWidth - 24, height: row.height - 10)
                                .frame(width: cellWidth, height: row.height),
                            scale: scale)
        host.colorScheme = scheme
        host.background = scheme == .light ? .white : .black
        return host.pixelBuffer
    }

    /// The rows stacked top to bottom, with a 2 px grey rule between rows.
    func render() -> (PixelBuffer, [Range<Int>]) {
        let cw = Int(Self.cellWidth * Self.scale)
        let heights = rows.map { Int($0.height * Self.scale) }
        let rule = 2
        var atlas = PixelBuffer(width: cw * 4, height: heights.reduce(0, +) + rule * rows.count, fill: SIMD4(128, 128, 128, 255))
        var y = 0
        var ranges: [Range<Int>] = []
        for (r, row) in rows.enumerated() {
            for (c, (scheme, enabled)) in Self.columns.enumerated() {
                Self.blit(Self.still(row, scheme: scheme, enabled: enabled), into: &atlas, x: c * cw, y: y)
            }
            ranges.append(y..<(y + heights[r]))
            y += heights[r] + rule
        }
        return (atlas, ranges)
    }

    static func blit(_ img: PixelBuffer, into atlas: inout PixelBuffer, x: Int, y: Int) {
        for row in 0..<img.height {
            let src = row * img.width * 4
            let dst = ((y + row) * atlas.width + x) * 4
            atlas.bytes.replaceSubrange(dst..<dst + img.width * 4, with: img.bytes[src..<src + img.width * 4])
        }
    }
}

/// The fixed date the date pickers show: 2024-03-15 09:41 UTC (a Friday).
let inputSampleDate: Date = {
    var c = Calendar(identifier: .gregorian)
    c.timeZone = TimeZone(identifier: "UTC")!
    return c.date(from: DateComponents(year: 2024, month: 3, day: 15, hour: 9, minute: 41))!
}()
