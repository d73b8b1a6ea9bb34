import Foundation
import FlipbookRaster
import Testing
@testable import FlipbookText

/// Renders every text style, weight, italic, CJK sample and the seed/common symbols into one
/// picture. With `FLIPBOOK_CONTACT_SHEET=/path/sheet.rgba` set it also writes the raw RGBA
/// (width and height in the first 8 bytes, little-endian UInt32) for
/// `scripts/rgba-to-png.py`, which made Snapshots/text-contact-sheet.png.
@Suite("Contact sheet")
struct ContactSheetTests {
    static let scale = 2.0
    static let width = 800.0

    struct Sheet {
        var buffer: PixelBuffer
        var glyphCount = 0
        var notdefCount = 0
        var y = 12.0

        mutating func text(_ s: String, _ spec: FontSpec, x: Double = 12, width: Double? = nil, lineLimit: Int? = nil,
                           alignment: TextAlignment = .leading, color: RGBA = .black, advance: Bool = true) throws -> TextLayout {
            let layout = TextLayout(s, font: try resolved(spec), width: width, lineLimit: lineLimit, alignment: alignment)
            glyphCount += layout.glyphs.count
            notdefCount += layout.glyphs.filter { $0.glyph == 0 }.count
            composite(layout.coverageMask(origin: Point(x, y), scale: scale), color: color, over: &buffer)
            if advance { y += layout.size.height + 4 }
            return layout
        }
    }

    static func render() throws -> Sheet {
        var sheet = Sheet(buffer: PixelBuffer(width: Int(width * scale), height: 1500 * Int(scale), color: .white))
        let grey = RGBA(0.45, 0.45, 0.47)
        for style in TextStyle.allCases {
            _ = try sheet.text(".\(style.rawValue) \(Int(style.pointSize)) — Hamburgefonstiv AVATAR 列表", .system(style))
        }
        sheet.y += 6
        for weight in FontWeight.allCases {
            _ = try sheet.text("\(weight) Quick fox 17 是否开启", .system(size: 17, weight: weight), advance: false)
            _ = try sheet.text("\(weight) italic Quick fox 列表", FontSpec.system(size: 17, weight: weight).italic(), x: 330)
        }
        sheet.y += 6
        for s in ["是否开启AR功能：", "你的名字：Zoë，生日啦，现在几岁: 30", "列表 · 地图 · 关闭 · 「父 View」"] {
            _ = try sheet.text(s, .body)
        }
        _ = try sheet.text("粗体中文 Bold mixed 列表", FontSpec.body.bold())
        _ = try sheet.text("斜体中文 Italic mixed 地图", FontSpec.body.italic())
        _ = try sheet.text("Crème brûlée, naïve façade — “quotes” ‘single’ … 1/2 ½ €42", .callout)
        sheet.y += 4
        _ = try sheet.text("Centred in 300 pt: The quick brown fox jumps over the lazy dog. 中文也会在汉字之间换行，但不会在标点之前。",
                           .body, x: 12, width: 300, alignment: .center)
        _ = try sheet.text("Trailing: The quick brown fox jumps over the lazy dog.", .footnote, x: 12, width: 200, alignment: .trailing)
        _ = try sheet.text("lineLimit(2): The quick brown fox jumps over the lazy dog and keeps running far away.",
                           .body, x: 12, width: 300, lineLimit: 2, color: RGBA(hex: 0x007AFF))
        sheet.y += 8

        // Symbols: seed symbols first, then common ones, each with its name below.
        let names = ["heart", "heart.fill", "checkmark.circle.fill", "circle", "folder.fill", "map.fill", "arkit",
                     "star", "star.fill", "chevron.left", "chevron.right", "chevron.up", "chevron.down", "plus", "minus",
                     "xmark", "gear", "person", "person.fill", "bell", "bell.fill", "trash", "pencil", "magnifyingglass",
                     "house.fill", "info.circle", "square.and.arrow.up", "lock.fill", "envelope", "camera.fill",
                     "play.fill", "ellipsis", "calendar", "clock", "cloud.fill", "bookmark", "plus.circle.fill",
                     "xmark.circle.fill", "exclamationmark.triangle.fill", "arrow.clockwise", "no.such.name"]
        let font = try resolved(.title2)
        let registry = try bundledRegistry()
        let cell = 88.0, perRow = 8
        for (i, name) in names.enumerated() {
            let cx = 12 + Double(i % perRow) * cell
            let cy = sheet.y + Double(i / perRow) * 58
            let symbol = try SymbolImage(systemNameOrPlaceholder: name, font: font, registry: registry)
            let color: RGBA = symbol.isPlaceholder ? RGBA(hex: 0xFF3B30) : RGBA(hex: 0x007AFF)
            composite(symbol.coverageMask(origin: Point(cx + (cell - symbol.size.width) / 2, cy), scale: scale), color: color, over: &sheet.buffer)
            // Centre the label in its cell as a parent view would.
            let label = TextLayout(name, font: try resolved(.caption2), width: cell - 4, lineLimit: 1)
            let saved = sheet.y
            sheet.y = cy + 26
            _ = try sheet.text(name, .caption2, x: cx + (cell - label.size.width) / 2, width: cell - 4, lineLimit: 1, color: grey, advance: false)
            sheet.y = saved
        }
        sheet.y += Double((names.count + perRow - 1) / perRow) * 58
        // Text with an inline symbol on the same baseline (symbol centred on the cap height).
        let body = try resolved(.body)
        let label = try sheet.text("Favourite", .body, x: 12, advance: false)
        let heart = try SymbolImage(systemName: "heart.fill", font: body, registry: registry)
        let top = sheet.y + label.lines[0].baseline - heart.baselineFromTop
        composite(heart.coverageMask(origin: Point(12 + label.size.width + 4, top), scale: scale), color: RGBA(hex: 0xFF2D55), over: &sheet.buffer)
        sheet.y += label.size.height + 8
        // Symbol weights follow the font: ultraLight … black.
        for (i, w) in FontWeight.allCases.enumerated() {
            let f = try resolved(.system(size: 22, weight: w))
            for (j, name) in ["heart", "star.fill", "gear", "checkmark.circle.fill"].enumerated() {
                let s = try SymbolImage(systemName: name, font: f, registry: registry)
                composite(s.coverageMask(origin: Point(12 + Double(i) * 84 + Double(j % 2) * 30, sheet.y + Double(j / 2) * 28), scale: scale),
                          color: .black, over: &sheet.buffer)
            }
        }
        sheet.y += 60
        return sheet
    }

    @Test("renders every style, weight, CJK sample and symbol without missing glyphs")
    func contactSheet() throws {
        let sheet = try Self.render()
        #expect(sheet.notdefCount == 0)
        #expect(sheet.glyphCount > 1000)
        #expect(sheet.y * Self.scale < Double(sheet.buffer.height))
        let rows = Int((sheet.y * Self.scale).rounded(.up))
        let cropped = PixelBuffer(width: sheet.buffer.width, height: rows,
                                  bytes: Array(sheet.buffer.bytes[0..<(rows * sheet.buffer.width * 4)]))
        #expect(!cropped.bytes.allSatisfy { $0 == 255 })
        if let path = ProcessInfo.processInfo.environment["FLIPBOOK_CONTACT_SHEET"] {
            var data = Data()
            for v in [UInt32(cropped.width), UInt32(cropped.height)] { withUnsafeBytes(of: v.littleEndian) { data.append(contentsOf: $0) } }
            data.append(contentsOf: cropped.bytes)
            try data.write(to: URL(fileURLWithPath: path))
        }
    }
}
