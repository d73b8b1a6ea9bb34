import Foundation
import FlipbookRaster
import Testing
@testable import FlipbookText

@Suite("SF Symbols")
struct SymbolTests {
    static let seedSymbols = ["heart", "heart.fill", "checkmark.circle.fill", "circle", "folder.fill", "map.fill", "arkit"]

    @Test("every seed symbol maps to the expected Material glyph")
    func seeds() throws {
        let expected = ["favorite_border", "favorite", "check_circle", "radio_button_unchecked", "folder", "map", "view_in_ar"]
        for (sf, material) in zip(Self.seedSymbols, expected) {
            #expect(try SymbolMap.lookup(sf).materialName == material)
        }
    }

    @Test("common SF Symbols are all present")
    func common() throws {
        let names = ["star", "star.fill", "chevron.left", "chevron.right", "chevron.up", "chevron.down", "plus", "minus",
                     "xmark", "gear", "person", "person.fill", "bell", "bell.fill", "trash", "pencil", "magnifyingglass",
                     "house.fill", "info.circle", "square.and.arrow.up", "lock.fill", "envelope", "camera.fill",
                     "play.fill", "pause.fill", "ellipsis", "calendar", "clock", "cloud.fill", "bookmark.fill",
                     "plus.circle.fill", "xmark.circle.fill", "exclamationmark.triangle.fill", "arrow.clockwise"]
        for n in names { #expect(throws: Never.self) { try SymbolMap.lookup(n) } }
        #expect(SymbolMap.systemNames.count >= 300)
    }

    @Test("the table agrees with the font's codepoints file and the font's cmap")
    func tableMatchesFont() throws {
        let dir = try FontLocator.fontsDirectory()
        let text = try String(contentsOf: dir.appendingPathComponent("MaterialIcons-Regular.codepoints"), encoding: .utf8)
        var codepoints: [String: UInt32] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ")
            codepoints[String(parts[0])] = UInt32(parts[1], radix: 16)
        }
        let face = try bundledRegistry().symbolFace()
        for name in SymbolMap.systemNames {
            let e = try SymbolMap.lookup(name)
            #expect(codepoints[e.materialName] == e.codepoint, "\(name)")
            #expect(face.glyph(for: Unicode.Scalar(e.codepoint)!) != nil, "\(name)")
        }
        #expect(codepoints["broken_image"] == SymbolMap.placeholder.codepoint)
    }

    @Test("an unknown name is an error suggesting near names")
    func unknown() {
        // Edit distance 1 each, ties alphabetical, among the drawn names.
        #expect(throws: SymbolError.unknownName("hart.fill", suggestions: ["cart.fill", "hare.fill", "heart.fill"])) {
            try SymbolMap.lookup("hart.fill")
        }
        let message = SymbolError.unknownName("hart.fill", suggestions: ["heart.fill"]).description
        #expect(message == "Unknown SF Symbol name \"hart.fill\": Flipbook's symbol table (SymbolMap, scripts/make-symbol-table.py) has no Material Icons glyph for it. Did you mean \"heart.fill\"?")
        #expect(SymbolMap.entryOrPlaceholder("no.such.symbol") == SymbolMap.placeholder)
    }

    @Test("a symbol is a point-size square centred on the cap height, inked inside its frame")
    func sizing() throws {
        let font = try inter(17)
        let symbol = try SymbolImage(systemName: "heart.fill", font: font, registry: bundledRegistry())
        #expect(symbol.size == Size(width: 17, height: 17))
        #expect(abs(symbol.baselineFromTop - (8.5 + 2048.0 / 2816 * 17 / 2)) < 1e-9)
        let mask = symbol.coverageMask(origin: Point(10, 10), scale: 2)
        // Material's heart spans x 2…22 and y 3…21.35 of its 24 grid, so at 2× in a 34 px
        // frame at (20, 20): columns 20…54, rows about 21.4…51.
        #expect(mask.bounds.x >= 19 && mask.bounds.maxX <= 55)
        #expect(mask.bounds.y >= 20 && mask.bounds.maxY <= 54)
        #expect(mask[37, 36] == 255)
        let placeholder = try SymbolImage(systemNameOrPlaceholder: "bogus", font: font, registry: bundledRegistry())
        #expect(placeholder.isPlaceholder)
        #expect(placeholder.coverageMask(origin: .zero, scale: 2).coverage.contains(255))
    }

    @Test("symbols follow the font's weight: black inks more than regular, ultraLight less")
    func weights() throws {
        func ink(_ w: FontWeight) throws -> Int {
            let font = try inter(17, weight: w)
            let s = try SymbolImage(systemName: "circle", font: font, registry: bundledRegistry())
            return s.coverageMask(origin: .zero, scale: 2).coverage.reduce(0) { $0 + Int($1) }
        }
        let light = try ink(.ultraLight), regular = try ink(.regular), black = try ink(.black)
        // The ring's stroke is 2/24 em; ±0.03 em changes it by about ±36 %.
        #expect(Double(black) > Double(regular) * 1.2)
        #expect(Double(light) < Double(regular) * 0.8)
    }
}
