import Testing
import FlipbookRaster
@testable import FlipbookText

/// SF Symbols names: the list of real names (SF Symbols 1–7, scripts/sf-symbol-names/),
/// the widened table with derived variants, and the layers of enclosed symbols.
@Suite("SF Symbols names and layers")
struct SymbolNamesTests {
    @Test("the real-name list holds every release's names and legacy names")
    func realNames() {
        #expect(SymbolMap.realNames.count >= 7000)
        for n in ["square.and.arrow.up", "heart.fill", "document", "microphone", "apple.intelligence", "mic.fill",
                  "doc.text", "arrow.triangle.2.circlepath", "eraser.badge.xmark"] {
            #expect(SymbolMap.isRealName(n), "\(n)")
        }
        for n in ["hart.fill", "heart.filled", "star.circle.fil", "", "Heart"] { #expect(!SymbolMap.isRealName(n), "\(n)") }
    }

    @Test("every table name is a real SF Symbol, and the table is well beyond 441 names")
    func tableIsReal() {
        #expect(SymbolMap.table.count >= 1000)
        #expect(SymbolMap.table.allSatisfy { SymbolMap.realNames.contains($0.0) })
    }

    @Test("classification: drawn, real but not drawn, not a symbol")
    func classify() throws {
        guard case .mapped(let e) = SymbolMap.classify("heart.circle.fill") else { Issue.record("not mapped"); return }
        #expect(e.enclosure == .filledCircle && e.materialName == "favorite")
        #expect(SymbolMap.classify("car.top.door.front.left.open") == .unmapped)
        guard case .unknown(let s) = SymbolMap.classify("hart.fill") else { Issue.record("not unknown"); return }
        #expect(s.contains("heart.fill"), "\(s)")
    }

    @Test("derived variants: .fill, .slash from Material's _off glyphs, enclosures")
    func variants() throws {
        #expect(try SymbolMap.lookup("bell.slash").materialName == "notifications_off")
        #expect(try SymbolMap.lookup("star.square").enclosure == .square)
        #expect(try SymbolMap.lookup("star.square.fill").enclosure == .filledSquare)
        #expect(try SymbolMap.lookup("bell.circle").enclosure == .circle)
        // Hand-mapped names keep their own glyph (Material's check_circle, no composition).
        #expect(try SymbolMap.lookup("checkmark.circle.fill").enclosure == nil)
    }

    func symbol(_ name: String, size: Double = 40) throws -> SymbolImage {
        let font = try inter(size)
        return try SymbolImage(systemName: name, font: font, registry: bundledRegistry())
    }

    @Test("a filled enclosure knocks the symbol out; the layers never overlap")
    func knockout() throws {
        let s = try symbol("heart.circle.fill")
        let l = s.layers(origin: Point(0, 0), scale: 1)
        let secondary = try #require(l.secondary)
        // The heart's centre (the middle of the square) is a hole in the monochrome mask…
        let mono = s.coverageMask(origin: Point(0, 0), scale: 1)
        #expect(mono[20, 21] < 40)
        #expect(l.primary[20, 21] > 200)
        // …while the disc between heart and rim is solid.
        #expect(mono[20, 5] > 200)
        for y in 0..<40 { for x in 0..<40 { #expect(Int(l.primary[x, y]) + Int(secondary[x, y]) <= 256) } }
    }

    @Test("an outline enclosure is the union of ring and symbol")
    func outlineEnclosure() throws {
        let s = try symbol("heart.circle")
        let l = s.layers(origin: Point(0, 0), scale: 1)
        let mono = s.coverageMask(origin: Point(0, 0), scale: 1)
        let ring = try #require(l.secondary)
        // Ring pixels and heart pixels both show; the space between them is empty.
        #expect(ring[20, 2] > 150 && mono[20, 2] > 150)
        #expect(mono[20, 8] < 30)
        #expect(mono.coverage.reduce(0) { $0 + Int($1) } > ring.coverage.reduce(0) { $0 + Int($1) })
    }
}
