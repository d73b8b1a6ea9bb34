import Foundation
import Testing
import FlipbookPNG
import FlipbookRaster
import FlipbookTesting
@testable import Flipbook
@testable import FlipbookCore

/// Builds the container contact sheets: a grid of cells, each a view rendered at a fixed
/// size in one colour scheme, blitted into one atlas.
@MainActor enum ContainerSheet {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let scale: CGFloat = 2

    struct Cell {
        let view: AnyView
        let scheme: ColorScheme
    }

    static func render(_ view: AnyView, size: CGSize, scheme: ColorScheme) -> PixelBuffer {
        let host = ViewHost(view.frame(width: size.width, height: size.height), scale: scale)
        host.colorScheme = scheme
        host.background = scheme == .light ? .white : .black
        return host.pixelBuffer
    }

    /// Cells in rows of `columns`, each `size` points, 2 px grey gutters.
    static func sheet(_ cells: [Cell], columns: Int, size: CGSize) -> PixelBuffer {
        let cw = Int(size.width * scale), ch = Int(size.height * scale), gutter = 4
        let rows = (cells.count + columns - 1) / columns
        var atlas = PixelBuffer(width: columns * (cw + gutter) + gutter, height: rows * (ch + gutter) + gutter,
                                fill: SIMD4(128, 128, 128, 255))
        for (i, cell) in cells.enumerated() {
            let img = render(cell.view, size: size, scheme: cell.scheme)
            blit(img, into: &atlas, x: gutter + (i % columns) * (cw + gutter), y: gutter + (i / columns) * (ch + gutter))
        }
        return atlas
    }

    /// Equal-size screen shots in rows of `columns` (one row by default) on a grey ground with
    /// `gutter`-pixel gaps: the iOS 26 design sheets.
    static func atlas(_ shots: [PixelBuffer], columns: Int? = nil, gutter: Int = 8) -> PixelBuffer {
        let columns = columns ?? shots.count
        let w = shots[0].width, h = shots[0].height, rows = (shots.count + columns - 1) / columns
        var atlas = PixelBuffer(width: columns * (w + gutter) + gutter, height: rows * (h + gutter) + gutter,
                                fill: SIMD4(128, 128, 128, 255))
        for (i, shot) in shots.enumerated() {
            blit(shot, into: &atlas, x: gutter + (i % columns) * (w + gutter), y: gutter + (i / columns) * (h + gutter))
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

    /// Compares with the golden at `Snapshots/<name>.png` (exact); `FLIPBOOK_SHEET_DIR` also
    /// writes the sheet there for looking at.
    static func check(_ sheet: PixelBuffer, name: String) throws {
        if let dir = ProcessInfo.processInfo.environment["FLIPBOOK_SHEET_DIR"] {
            try PNGCodec.write(sheet, to: dir + "/\(name).png")
        }
        assertSnapshot(of: sheet, goldenPath: root.appendingPathComponent("Snapshots/\(name).png").path)
    }
}
