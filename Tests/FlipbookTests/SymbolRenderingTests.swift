import Foundation
import Testing
import FlipbookPNG
import FlipbookRaster
import FlipbookText
@testable import Flipbook
@testable import FlipbookCore

/// Symbols through the view layer: names that are not SF Symbols draw nothing and log, real
/// ones Flipbook cannot draw show the placeholder, and rendering modes paint the layers.
@Suite @MainActor struct SymbolRenderingTests {
    func render<V: View>(_ view: V) -> PixelBuffer {
        let r = ImageRenderer(content: view.background(Color.white))
        r.scale = 1
        return r.pixelBuffer
    }

    @Test func aNameThatIsNotASymbolDrawsNothingAndLogs() {
        let r = ImageRenderer(content: Image(systemName: "hart.fill.nope").font(.system(size: 40)))
        #expect(r.layout().frame.size == .zero)
        #expect(SymbolDiagnostics.messages.contains { $0.contains("\"hart.fill.nope\"") && $0.contains("nothing is drawn") })
        #expect(Image.suggestionsIfNotASymbol("hart.fill") != nil)
        #expect(Image.suggestionsIfNotASymbol("heart.fill") == nil)
    }

    @Test func aRealSymbolWithoutAStandInDrawsThePlaceholderAndWarns() {
        let name = "car.top.door.front.left.open"
        let placeholder = render(Image(systemName: name).font(.system(size: 40)))
        // Same pixels as the placeholder entry, and visibly not blank.
        let other = render(Color.clear.frame(width: 40, height: 40))
        #expect(placeholder.width == 40 && placeholder != other)
        #expect(SymbolDiagnostics.messages.contains { $0.contains("\"\(name)\"") && $0.contains("placeholder") })
    }

    /// The colour at the middle of the symbol's square and on its rim.
    func centreAndRim(_ view: some View) -> (SIMD4<UInt8>, SIMD4<UInt8>) {
        let p = render(view.font(.system(size: 40)))
        return (p[20, 21], p[20, 5])
    }

    @Test func paletteAndHierarchicalPaintTheTwoLayers() {
        let (mc, mr) = centreAndRim(Image(systemName: "heart.circle.fill").foregroundStyle(Color.red))
        #expect(mc == SIMD4(255, 255, 255, 255))            // monochrome: the heart is a hole
        #expect(mr.x > 240 && mr.y < 80)                     // in a red disc
        let (pc, pr) = centreAndRim(Image(systemName: "heart.circle.fill").foregroundStyle(Color.red, Color.blue))
        #expect(pc.x > 240 && pc.z < 80)                     // palette: red heart
        #expect(pr.z > 200 && pr.x < 80)                     // on a blue disc
        let (hc, hr) = centreAndRim(Image(systemName: "heart.circle.fill").foregroundStyle(Color.red)
                                        .symbolRenderingMode(.hierarchical))
        #expect(hc.x > 240 && hc.y < 80)                     // hierarchical: full red heart
        // The disc is red at the secondary level (60 %) over white.
        // Red's green channel (sRGB 0x3B) at 60 % over white: 0.4 · 255 + 0.6 · 59.
        let pureRed = render(Color.red.frame(width: 4, height: 4))[1, 1]
        let expectedG: Int = Int((0.4 * 255.0 + 0.6 * Double(pureRed.y)).rounded())
        #expect(abs(Int(hr.y) - expectedG) <= 3, "\(hr) vs g \(expectedG)")
    }

    @Test func handMappedEnclosedSymbolsGainLayersInPalette() {
        // checkmark.circle.fill is Material's one-glyph check_circle, which palette would
        // paint all white; composed from checkmark + circle it is a white check (white
        // pixels inside the disc) on a blue disc (a blue rim).
        let (_, pr) = centreAndRim(Image(systemName: "checkmark.circle.fill").foregroundStyle(Color.white, Color.blue))
        #expect(pr.z > 200 && pr.x < 80, "\(pr)")
        let centre = render(Image(systemName: "checkmark.circle.fill").foregroundStyle(Color.white, Color.blue).font(.system(size: 40)))
        let whiteInDisc = (14..<26).contains { x in (14..<26).contains { y in centre[x, y] == SIMD4(255, 255, 255, 255) } }
        #expect(whiteInDisc)
    }

    @Test func severalForegroundStylesAlsoGiveSecondaryLevels() {
        let p = render(Rectangle().foregroundStyle(.secondary).frame(width: 10, height: 10).foregroundStyle(Color.red, Color.blue))
        #expect(p[5, 5] == render(Color.blue.frame(width: 10, height: 10))[5, 5])
    }

    /// Variants, enclosures, weights, scales and rendering modes on one sheet (looked at).
    @Test func symbolSheetMatchesTheGolden() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let path = root.appendingPathComponent("Snapshots/symbols-sheet.png").path
        let sheet = VStack(spacing: 10) {
            HStack(spacing: 12) {
                ForEach(["heart", "heart.fill", "heart.circle", "heart.circle.fill", "heart.square", "heart.square.fill"], id: \.self) {
                    Image(systemName: $0)
                }
            }
            HStack(spacing: 12) {
                Image(systemName: "star.circle.fill").foregroundColor(.orange)
                Image(systemName: "bell.slash")
                Image(systemName: "wifi.slash")
                Image(systemName: "person.crop.circle")
                Image(systemName: "trash.circle.fill").foregroundColor(.red)
                Image(systemName: "car.top.door.front.left.open")  // real, no stand-in: placeholder
            }
            HStack(spacing: 12) {
                Image(systemName: "heart.circle.fill").symbolRenderingMode(.hierarchical).foregroundColor(.red)
                Image(systemName: "bell.circle").symbolRenderingMode(.hierarchical).foregroundColor(.green)
                Image(systemName: "star.square.fill").foregroundStyle(Color.yellow, Color.blue)
                Image(systemName: "bell.circle.fill").foregroundStyle(Color.white, Color.green)
                Image(systemName: "checkmark.circle.fill").foregroundStyle(Color.white, Color.blue)
            }
            HStack(spacing: 12) {
                Image(systemName: "heart").fontWeight(.ultraLight)
                Image(systemName: "heart")
                Image(systemName: "heart").fontWeight(.black)
                Image(systemName: "heart").imageScale(.small)
                Image(systemName: "heart").imageScale(.large)
            }
        }
        .font(.system(size: 28))
        .padding(12)
        .background(Color.white)
        let r = ImageRenderer(content: sheet)
        r.scale = 2
        let image = r.pixelBuffer
        if ProcessInfo.processInfo.environment["FLIPBOOK_RECORD"] == "1" {
            try PNGCodec.write(premultipliedRGBA: image.bytes, width: image.width, height: image.height, to: path)
            return
        }
        let golden = try PNGCodec.read(contentsOf: path)
        try #require(golden.width == image.width && golden.height == image.height, "golden \(golden.width)×\(golden.height)")
        let diff = zip(image.bytes, golden.pixels).filter { $0 != $1 }.count
        #expect(diff == 0, "\(diff) channels differ from Snapshots/symbols-sheet.png; if deliberate, FLIPBOOK_RECORD=1 and look at it")
    }

}
