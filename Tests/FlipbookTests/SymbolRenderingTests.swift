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

    /// Issue 29: `foregroundStyle(.white, .indigo)` on `person.crop.circle.fill` is a white
    /// person on an indigo disc (Material's account_circle split along its holes).
    @Test func personCropCircleFillInPaletteIsAWhitePersonOnAnIndigoDisc() {
        let view = Image(systemName: "person.crop.circle.fill").foregroundStyle(Color.white, Color.indigo).font(.system(size: 100))
        let p = render(view)
        let indigo = render(Color.indigo.frame(width: 4, height: 4))[1, 1]
        #expect(p.width == 100 && p.height == 100)
        // Head centre (Material units 256, 341 → 50, 30 pt) and body (256, 170 → 50, 70): white
        // on the white background, so check they are not indigo and the disc around them is.
        let white = SIMD4<UInt8>(255, 255, 255, 255)
        #expect(p[50, 30] == white && p[50, 70] == white)
        #expect(p[50, 95] == indigo, "\(p[50, 95]) vs \(indigo)")   // the disc below the body
        #expect(p[8, 50] == indigo)                                 // and beside it
        // On black, the person shows white: both layers are painted.
        let onBlack = ImageRenderer(content: view.background(Color.black))
        onBlack.scale = 1
        let b = onBlack.pixelBuffer
        #expect(b[50, 30] == white && b[50, 70] == white)
        // Hierarchical: the person at full strength, the disc at the secondary level.
        let h = render(Image(systemName: "person.crop.circle.fill").foregroundStyle(Color.black)
            .symbolRenderingMode(.hierarchical).font(.system(size: 100)))
        #expect(h[50, 30] == SIMD4(0, 0, 0, 255))
        #expect(abs(Int(h[50, 95].x) - Int((0.4 * 255).rounded())) <= 2, "\(h[50, 95])")
    }

    /// `Image(systemName:variableValue:)`: wifi's three parts (dot, middle arc, outer arc) at
    /// 0.5 light the first two (0 < 0.5, 1/3 < 0.5) and dim the outer arc (2/3 > 0.5).
    @Test func variableValueLightsPartsInOrder() {
        func darkest(_ p: PixelBuffer, rows: Range<Int>) -> Int {
            rows.flatMap { y in (0..<p.width).map { Int(p[$0, y].x) } }.min() ?? 255
        }
        let half = render(Image(systemName: "wifi", variableValue: 0.5).foregroundStyle(Color.black).font(.system(size: 100)))
        let full = render(Image(systemName: "wifi", variableValue: 1).foregroundStyle(Color.black).font(.system(size: 100)))
        let none = render(Image(systemName: "wifi", variableValue: 0).foregroundStyle(Color.black).font(.system(size: 100)))
        // Outer arc's top rows (Material y 417…400 units → 12…16 pt): only the outer arc.
        #expect(darkest(full, rows: 13..<16) < 10)
        let dimmed = 255 - Int((0.25 * 255).rounded())
        #expect(abs(darkest(half, rows: 13..<16) - dimmed) <= 3, "\(darkest(half, rows: 13..<16))")
        // The dot (Material y 85…176 → 69…90 pt) is lit at 0.5, dimmed at 0.
        #expect(darkest(half, rows: 75..<85) < 10)
        #expect(abs(darkest(none, rows: 75..<85) - dimmed) <= 3)
        // Without a value every part draws, as Image(systemName:).
        #expect(render(Image(systemName: "wifi", variableValue: nil).foregroundStyle(Color.black).font(.system(size: 100)))
                == render(Image(systemName: "wifi").foregroundStyle(Color.black).font(.system(size: 100))))
    }

    /// Multicolour: symbols with iOS colours of their own paint them; others the foreground.
    @Test func multicolorPaintsTheSymbolsOwnColours() {
        let plus = render(Image(systemName: "plus.circle.fill").symbolRenderingMode(.multicolor).foregroundStyle(Color.blue)
            .font(.system(size: 100)))
        #expect(plus[50, 50] == SIMD4(255, 255, 255, 255))          // white plus
        #expect(plus[50, 8] == SIMD4(0x34, 0xC7, 0x59, 255), "\(plus[50, 8])")   // on a green disc
        let flame = render(Image(systemName: "flame.fill").symbolRenderingMode(.multicolor).font(.system(size: 100)))
        #expect((0..<100).contains { y in flame[50, y] == SIMD4(0xFF, 0x95, 0x00, 255) })
        let house = render(Image(systemName: "house.fill").symbolRenderingMode(.multicolor).foregroundStyle(Color.blue)
            .font(.system(size: 100)))
        #expect(house == render(Image(systemName: "house.fill").foregroundStyle(Color.blue).font(.system(size: 100))))
    }

    /// Every symbol name the examples, the seeds, the spec and the docs use (scanned for
    /// `systemName`/`systemImage` strings), plus the layered ones.
    static let documentedNames: [String] = [
        "a", "airplane", "arkit", "at", "bell.circle", "bell.circle.fill", "bell.fill", "bell.slash", "bold",
        "bolt.fill", "books.vertical.fill", "calendar", "checkmark", "checkmark.circle.fill",
        "chevron.backward", "chevron.forward", "chevron.left", "chevron.right", "chevron.up.chevron.down",
        "circle", "cloud.fill", "doc.on.clipboard", "doc.on.doc", "drop.fill", "exclamationmark.triangle.fill",
        "flag", "flame.fill", "folder", "folder.fill", "gearshape.fill", "heart", "heart.circle.fill",
        "heart.fill", "house", "house.fill", "italic", "leaf.fill", "location", "magnifyingglass", "map.fill",
        "minus.circle.fill", "moon.fill", "music.note", "person.crop.circle", "person.crop.circle.fill",
        "person.fill", "photo", "play.circle.fill", "plus", "plus.circle.fill", "scissors", "speaker",
        "speaker.fill", "speaker.wave.3", "speaker.wave.3.fill", "square.and.arrow.up", "star",
        "star.circle.fill", "star.fill", "star.square.fill", "strikethrough", "tag", "trash",
        "trash.circle.fill", "tray.and.arrow.down", "underline", "wifi", "wifi.slash"
    ]

    /// Each documented symbol in monochrome, hierarchical, palette (blue, orange) and
    /// multicolour, then the variable symbols at 0, ⅓, ⅔ and 1 (Snapshots/symbol-layers-sheet.png,
    /// looked at).
    @Test func symbolLayersSheetMatchesTheGolden() throws {
        let names = Self.documentedNames
        let columns = 3
        let rows = (names.count + columns - 1) / columns
        func cell(_ name: String) -> some View {
            HStack(spacing: 6) {
                Image(systemName: name).foregroundStyle(Color.blue)
                Image(systemName: name).symbolRenderingMode(.hierarchical).foregroundStyle(Color.blue)
                Image(systemName: name).foregroundStyle(Color.blue, Color.orange)
                Image(systemName: name).symbolRenderingMode(.multicolor).foregroundStyle(Color.blue)
                Text(name).font(.system(size: 9)).foregroundStyle(Color.gray).frame(width: 132, alignment: .leading)
            }
        }
        let sheet = VStack(alignment: .leading, spacing: 8) {
            HStack(alignment: .top, spacing: 14) {
                ForEach(0..<columns, id: \.self) { c in
                    VStack(alignment: .leading, spacing: 5) {
                        ForEach(Array(names[(c * rows)..<min(names.count, (c + 1) * rows)]), id: \.self) { cell($0) }
                    }
                }
            }
            HStack(spacing: 14) {
                ForEach(["wifi", "speaker.wave.3.fill", "chart.bar.fill"], id: \.self) { name in
                    HStack(spacing: 6) {
                        ForEach([0.0, 1.0 / 3, 2.0 / 3, 1.0], id: \.self) { v in
                            Image(systemName: name, variableValue: v).foregroundStyle(Color.blue)
                        }
                    }
                }
            }
        }
        .font(.system(size: 17))
        .padding(10)
        .background(Color.white)
        try expectSheet(sheet, matches: "symbol-layers-sheet")
    }

    @Test func severalForegroundStylesAlsoGiveSecondaryLevels() {
        let p = render(Rectangle().foregroundStyle(.secondary).frame(width: 10, height: 10).foregroundStyle(Color.red, Color.blue))
        #expect(p[5, 5] == render(Color.blue.frame(width: 10, height: 10))[5, 5])
    }

    /// Variants, enclosures, weights, scales and rendering modes on one sheet (looked at).
    @Test func symbolSheetMatchesTheGolden() throws {
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
        try expectSheet(sheet, matches: "symbols-sheet")
    }

    /// Renders a sheet at 2× and compares it channel for channel with `Snapshots/<name>.png`
    /// (`FLIPBOOK_RECORD=1` writes it instead, to be looked at).
    func expectSheet(_ sheet: some View, matches name: String) throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let path = root.appendingPathComponent("Snapshots/\(name).png").path
        let r = ImageRenderer(content: sheet)
        r.scale = 2
        let image = r.pixelBuffer
        if ProcessInfo.processInfo.environment["FLIPBOOK_RECORD"] == "1" {
            try PNGCodec.write(image, to: path)
            return
        }
        let golden = try PNGCodec.read(contentsOf: path)
        try #require(golden.width == image.width && golden.height == image.height, "golden \(golden.width)×\(golden.height)")
        let diff = zip(image.bytes, golden.pixels).filter { $0 != $1 }.count
        #expect(diff == 0, "\(diff) channels differ from Snapshots/\(name).png; if deliberate, FLIPBOOK_RECORD=1 and look at it")
    }
}
