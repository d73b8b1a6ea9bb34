import Foundation
import Testing
import FlipbookPNG
import FlipbookRaster
import FlipbookText
@testable import Flipbook
@testable import FlipbookCore

/// Image (symbols, PNG files, pixels), its modifiers, aspectRatio and Label: frames from the
/// font's point size and the image's pixel size, pixels from fixtures written here.
@Suite @MainActor struct ImageViewTests {
    static let red = SIMD4<UInt8>(0xFF, 0x3B, 0x30, 255)

    func layout<V: View>(_ view: V, scale: CGFloat = 1) -> ViewNode {
        let r = ImageRenderer(content: view)
        r.scale = scale
        return r.layout()
    }

    func render<V: View>(_ view: V, scale: CGFloat = 1) -> PixelBuffer {
        let r = ImageRenderer(content: view)
        r.scale = scale
        return r.pixelBuffer
    }

    func nodes(_ node: ViewNode, where match: (ViewNode) -> Bool) -> [ViewNode] {
        (match(node) ? [node] : []) + node.children.flatMap { nodes($0, where: match) }
    }

    func images(_ node: ViewNode) -> [ViewNode] {
        nodes(node) { $0.behavior is SymbolImageBehavior || $0.behavior is BitmapImageBehavior }
    }

    /// The bounding box of pixels with alpha > 0: (minX, minY, maxX, maxY).
    func inkBounds(_ p: PixelBuffer) -> (Int, Int, Int, Int)? {
        var x0 = Int.max, y0 = Int.max, x1 = -1, y1 = -1
        for y in 0..<p.height { for x in 0..<p.width where p[x, y].w > 0 {
            x0 = min(x0, x); y0 = min(y0, y); x1 = max(x1, x); y1 = max(y1, y)
        } }
        return x1 < 0 ? nil : (x0, y0, x1, y1)
    }

    /// Writes premultiplied RGBA pixels as a PNG in a fresh temporary directory.
    func fixture(_ name: String, width: Int, height: Int, _ pixels: [SIMD4<UInt8>]) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-imageviews-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let path = dir.appendingPathComponent(name).path
        try PNGCodec.write(premultipliedRGBA: pixels.flatMap { [$0.x, $0.y, $0.z, $0.w] }, width: width, height: height, to: path)
        return path
    }

    static let r = SIMD4<UInt8>(255, 0, 0, 255), b = SIMD4<UInt8>(0, 0, 255, 255), clear = SIMD4<UInt8>(0, 0, 0, 0)

    // MARK: Symbols

    @Test func symbolIsTintedAndScalesWithTheFont() {
        let body = layout(Image(systemName: "heart.fill"))
        #expect(body.frame.size == CGSize(width: 17, height: 17), "a square of the body size")
        #expect(layout(Image(systemName: "heart.fill").font(.largeTitle)).frame.size == CGSize(width: 34, height: 34))
        let small = render(Image(systemName: "heart.fill").foregroundColor(.red), scale: 2)
        let big = render(Image(systemName: "heart.fill").foregroundColor(.red).font(.largeTitle), scale: 2)
        #expect(small[17, 17] == Self.red, "the heart's middle")
        let s = inkBounds(small)!, l = inkBounds(big)!
        let ratio = Double(l.2 - l.0 + 1) / Double(s.2 - s.0 + 1)
        #expect(ratio > 1.85 && ratio < 2.15, "ink width ratio \(ratio)")
        // imageScale: large ≈ 1.29 × the font size (21.93 pt, a 22-pixel frame at 1×).
        #expect(layout(Image(systemName: "heart.fill").imageScale(.large)).frame.width == 22)
        #expect(layout(Image(systemName: "heart.fill").imageScale(.large), scale: 100).frame.width == 21.93)
    }

    @Test func unknownSymbolDrawsThePlaceholder() throws {
        // A real SF Symbol Flipbook has no stand-in for draws the visible placeholder; a name
        // that is not an SF Symbol at all draws nothing (SymbolRenderingTests).
        let name = "car.top.door.front.left.open"
        let list = ImageRenderer(content: Image(systemName: name)).displayList
        guard case .mask(let m) = list.items.first else { Issue.record("no mask: \(list)"); return }
        let registry = try FontRegistry.bundled()
        let font = try registry.resolve(FontSpec.body.resolved())
        let expected = try SymbolImage(systemNameOrPlaceholder: name, font: font, registry: registry)
        #expect(expected.isPlaceholder)
        #expect(m.mask == expected.coverageMask(origin: Point(0, 0), scale: 1))
        #expect(m.mask.coverage.contains { $0 > 200 }, "visible")
        #expect(ImageRenderer(content: Image(systemName: "no.such.symbol")).displayList.items.isEmpty)
        let heart = ImageRenderer(content: Image(systemName: "heart.fill")).displayList
        #expect(heart != list)
    }

    @Test func symbolSitsOnTheTextBaselineInABaselineStack() {
        // The symbol's baseline guide is its cap-height centre line: its middle is at
        // baseline − capHeight / 2.
        let node = layout(HStack(alignment: .firstTextBaseline) { Image(systemName: "heart.fill"); Text("Hi") })
        let image = images(node)[0]
        let text = nodes(node) { $0.behavior is TextBehavior }[0]
        let font = TextViewTests.font(.body)
        let baseline = text.frame.minY + CGFloat(font.ascent)
        #expect(abs(image.frame.midY - (baseline - CGFloat(font.capHeight) / 2)) <= 0.5)
    }

    @Test func resizableSymbolFillsItsSquareFrame() {
        let img = render(Image(systemName: "heart.fill").resizable().frame(width: 60, height: 60))
        let b = inkBounds(img)!
        // Material's live area is 20 of 24 units: the heart spans most of the 60-pt frame.
        #expect(b.2 - b.0 + 1 > 45, "ink \(b)")
    }

    // MARK: Bitmaps

    @Test func pngFileResizableScaledToFitLandsCentred() throws {
        // 4 × 2: the left half red, the right half blue.
        let path = try fixture("halves.png", width: 4, height: 2, [Self.r, Self.r, Self.b, Self.b, Self.r, Self.r, Self.b, Self.b])
        let view = Image(contentsOfFile: path).resizable().scaledToFit().frame(width: 40, height: 40)
        #expect(images(layout(view))[0].frame == CGRect(x: 0, y: 10, width: 40, height: 20))
        let img = render(view)
        #expect(img.width == 40 && img.height == 40)
        #expect(img[5, 15] == Self.r && img[34, 25] == Self.b)
        #expect(img[20, 5] == Self.clear && img[20, 35] == Self.clear, "letterbox above and below")
        // Fill: 80 × 40 centred, overflowing the frame sideways.
        let fill = Image(contentsOfFile: path).resizable().scaledToFill().frame(width: 40, height: 40)
        #expect(images(layout(fill))[0].frame == CGRect(x: -20, y: 0, width: 80, height: 40))
        // Not resizable: the natural size, pixels ÷ scale, whatever the frame (centred at
        // y = 49.5, snapped half up to the pixel grid).
        let fixed = Image(contentsOfFile: path, scale: 2).frame(width: 100, height: 100)
        #expect(images(layout(fixed))[0].frame == CGRect(x: 49, y: 50, width: 2, height: 1))
        let ratio = Image(contentsOfFile: path).resizable().aspectRatio(1, contentMode: .fit).frame(width: 40, height: 30)
        #expect(images(layout(ratio))[0].frame == CGRect(x: 5, y: 0, width: 30, height: 30))
    }

    @Test func templateRenderingTintsTheAlphaWithTheForegroundStyle() throws {
        let white = SIMD4<UInt8>(255, 255, 255, 255), black = SIMD4<UInt8>(0, 0, 0, 255)
        let path = try fixture("template.png", width: 2, height: 2, [white, Self.clear, black, white])
        func scene(_ mode: Image.TemplateRenderingMode) -> some View {
            Image(contentsOfFile: path).renderingMode(mode).resizable().interpolation(.none)
                .frame(width: 20, height: 20).foregroundColor(.red)
        }
        let template = render(scene(.template)), original = render(scene(.original))
        #expect(template[5, 5] == Self.red && template[5, 15] == Self.red && template[15, 15] == Self.red)
        #expect(template[15, 5] == Self.clear)
        #expect(original[5, 5] == white && original[5, 15] == black && original[15, 5] == Self.clear)
    }

    @Test func pixelsImageDrawsItsPixelsAtItsScale() {
        var px = PixelBuffer(width: 2, height: 2, fill: SIMD4(0, 0, 255, 255))
        px[1, 1] = SIMD4(255, 0, 0, 255)
        let img = render(Image(pixels: px, scale: 1), scale: 3)
        #expect(img.width == 6 && img.height == 6)
        #expect(img[1, 1] == Self.b && img[4, 4] == Self.r)
    }

    @Test func missingOrCorruptFilesDrawThePlaceholderAndKeepTheError() throws {
        let missing = Image(contentsOfFile: "/nonexistent/flipbook.png")
        #expect(missing.loadError?.contains("/nonexistent/flipbook.png") == true)
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-imageviews-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let corrupt = dir.appendingPathComponent("corrupt.png").path
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: corrupt))
        let bad = Image(contentsOfFile: corrupt)
        #expect(bad.loadError != nil)
        #expect(Image("no-such-asset").loadError?.contains("no-such-asset") == true)
        let placeholder = ImageRenderer(content: Image(systemName: "no.such.symbol")).displayList
        #expect(ImageRenderer(content: missing).displayList == placeholder)
        #expect(ImageRenderer(content: bad).displayList == placeholder)
        #expect(Image(contentsOfFile: try fixture("ok.png", width: 1, height: 1, [Self.r])).loadError == nil)
    }

    // MARK: aspectRatio on any view, Label

    @Test func aspectRatioFitsAndFillsAnyView() {
        let fit = layout(Color.red.aspectRatio(2, contentMode: .fit).frame(width: 100, height: 100))
        #expect(fit.children[0].frame == CGRect(x: 0, y: 25, width: 100, height: 50))
        let fill = layout(Color.red.aspectRatio(CGSize(width: 2, height: 1), contentMode: .fill).frame(width: 100, height: 100))
        #expect(fill.children[0].frame == CGRect(x: -50, y: 0, width: 200, height: 100))
    }

    @Test func labelIsTheIconThenTheTitleInARow() {
        let node = layout(Label("Favourites", systemImage: "heart.fill"))
        let icon = images(node)[0], title = nodes(node) { $0.behavior is TextBehavior }[0]
        #expect(icon.frame == CGRect(x: 0, y: 2, width: 17, height: 17), "centred on the 21-pt text line")
        #expect(title.frame.minX == 17 + 8 && title.frame.minY == 0)
        let custom = layout(Label { Text("A") } icon: { Color.red.frame(width: 10, height: 10) })
        #expect(nodes(custom) { $0.behavior is TextBehavior }[0].frame.minX == 18)
    }
}
