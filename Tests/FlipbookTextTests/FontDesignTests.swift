import Testing
@testable import FlipbookText

/// SwiftUI's font designs and `monospacedDigit()` draw with real faces: Quicksand (rounded),
/// Noto Serif (serif), JetBrains Mono (monospaced), Inter's tabular figures.
@Suite("Font designs")
struct FontDesignTests {
    func font(_ design: FontDesign, _ weight: FontWeight = .regular, italic: Bool = false) throws -> ResolvedFont {
        var spec = FontSpec.system(size: 17, weight: weight, design: design)
        if italic { spec = spec.italic() }
        return try resolved(spec)
    }

    @Test("each design resolves to its own family", arguments: FontDesign.allCases)
    func families(design: FontDesign) throws {
        let expected: [FontDesign: String] = [.default: "Inter", .rounded: "Quicksand", .serif: "Noto Serif", .monospaced: "JetBrains Mono"]
        #expect(try font(design).primary.family == expected[design])
    }

    @Test("weights land on each family's nearest instance")
    func weights() throws {
        // Quicksand ships 300/400/500/700 and is asked one step heavier (its strokes run
        // light); Noto Serif ships 400/700; JetBrains Mono 100…800.
        #expect(try font(.rounded, .regular).primary.weightClass == 500)
        #expect(try font(.rounded, .medium).primary.weightClass == 700)
        #expect(try font(.rounded, .light).primary.weightClass == 400)
        #expect(try font(.rounded, .ultraLight).primary.weightClass == 300)
        #expect(try font(.serif, .bold).primary.weightClass == 700)
        #expect(try font(.monospaced, .medium).primary.weightClass == 500)
        #expect(try font(.monospaced, .black).primary.weightClass == 800)
        // Italic: a real italic for serif and mono; Quicksand has none, so it is slanted.
        #expect(try font(.serif, italic: true).primary.isItalic)
        #expect(try font(.monospaced, italic: true).primary.isItalic)
        let roundedItalic = try font(.rounded, italic: true)
        #expect(!roundedItalic.primary.isItalic && roundedItalic.synthesizeOblique[0])
    }

    @Test("monospaced text gives every character the same advance")
    func monospacedAdvances() throws {
        let mono = try font(.monospaced)
        let narrow = TextLayout("iiii", font: mono).size.width, wide = TextLayout("WWWW", font: mono).size.width
        #expect(abs(narrow - wide) < 1e-9)
        // JetBrains Mono's advance is 600/1000 em.
        #expect(abs(narrow - 4 * 0.6 * 17) < 1e-9)
        let inter = try font(.default)
        #expect(TextLayout("iiii", font: inter).size.width < TextLayout("WWWW", font: inter).size.width - 20)
    }

    @Test("monospacedDigit() makes Inter's digits one width; letters keep theirs")
    func tabularDigits() throws {
        let proportional = try resolved(.system(size: 17))
        let tabular = try resolved(FontSpec.system(size: 17).monospacedDigit())
        func w(_ s: String, _ f: ResolvedFont) -> Double { TextLayout(s, font: f).size.width }
        #expect(w("1111", proportional) < w("0000", proportional) - 1)
        #expect(abs(w("1111", tabular) - w("0000", tabular)) < 1e-9)
        #expect(abs(w("8888", tabular) - w("0000", tabular)) < 1e-9)
        #expect(abs(w("Label", tabular) - w("Label", proportional)) < 1e-9)
    }

    @Test("characters a design face lacks fall back to Inter, then CJK")
    func fallback() throws {
        let rounded = try font(.rounded)
        #expect(rounded.faces.map(\.family).prefix(3) == ["Quicksand", "Inter", "Noto Sans CJK SC"])
        #expect(rounded.faceIndex(for: "a") == 0)
        // Cyrillic is not in Quicksand; Inter draws it rather than a missing-glyph box.
        #expect(rounded.faceIndex(for: "Ж") == 1)
        #expect(rounded.faceIndex(for: "中") == 2)
        // The system font's chain is unchanged: Inter, CJK, symbols.
        #expect(try font(.default).faces.map(\.family) == ["Inter", "Noto Sans CJK SC", "Noto Color Emoji", "Material Icons"])
    }
}
