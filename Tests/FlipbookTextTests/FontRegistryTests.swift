import Testing
@testable import FlipbookText

@Suite("FontRegistry and FontSpec")
struct FontRegistryTests {
    @Test("bundled families")
    func families() throws {
        #expect(try bundledRegistry().families == ["Inter", "JetBrains Mono", "Material Icons", "Noto Color Emoji", "Noto Sans CJK SC", "Noto Serif", "Quicksand"])
    }

    @Test("SwiftUI weights land on Inter's nine designs", arguments: FontWeight.allCases)
    func interWeights(weight: FontWeight) throws {
        for italic in [false, true] {
            let face = try bundledRegistry().face(family: "Inter", weight: weight, italic: italic)
            #expect(face.weightClass == weight.rawValue)
            #expect(face.isItalic == italic)
        }
    }

    @Test("CJK takes the nearest of its two weights")
    func cjkWeights() throws {
        let r = try bundledRegistry()
        let expected: [FontWeight: Int] = [.ultraLight: 400, .light: 400, .regular: 400, .medium: 400,
                                           .semibold: 700, .bold: 700, .black: 700]
        for (w, cls) in expected {
            #expect(try r.face(family: FontRegistry.cjkFamily, weight: w, italic: false).weightClass == cls, "\(w)")
        }
    }

    @Test("unknown family names the registered ones")
    func unknownFamily() throws {
        #expect(throws: FontError.unknownFamily("Helvetica", available: ["Inter", "JetBrains Mono", "Material Icons", "Noto Color Emoji", "Noto Sans CJK SC", "Noto Serif", "Quicksand"])) {
            try bundledRegistry().face(family: "Helvetica", weight: .regular, italic: false)
        }
    }

    @Test("text styles resolve to REFERENCE sizes and weights")
    func textStyles() {
        let expected: [(FontSpec, Double, FontWeight)] = [
            (.largeTitle, 34, .regular), (.title, 28, .regular), (.title2, 22, .regular), (.title3, 20, .regular),
            (.headline, 17, .semibold), (.subheadline, 15, .regular), (.body, 17, .regular), (.callout, 16, .regular),
            (.footnote, 13, .regular), (.caption, 12, .regular), (.caption2, 11, .regular),
        ]
        for (spec, size, weight) in expected {
            let d = spec.resolved()
            #expect(d.size == size && d.weight == weight && d.family == "Inter" && !d.italic, "\(spec)")
        }
        #expect(FontSpec.body.bold().italic().resolved() == FontDescriptor(weight: .bold, italic: true, size: 17))
        #expect(FontSpec.system(size: 40, weight: .black).resolved() == FontDescriptor(weight: .black, size: 40))
        #expect(FontSpec.headline.weight(.light).resolved().weight == .light)
    }

    @Test("fallback: Latin and accents → Inter, Han and fullwidth punctuation → Noto CJK, PUA icons → Material")
    func fallback() throws {
        let font = try inter()
        #expect(font.faces.map(\.family) == ["Inter", "Noto Sans CJK SC", "Noto Color Emoji", "Material Icons"])
        #expect(font.symbolFaceIndex == 3)
        #expect(font.emojiFaceIndex == 2)
        let s = "是否开启AR功能："
        #expect(s.map(font.faceIndex(for:)) == [1, 1, 1, 1, 0, 0, 1, 1, 1])
        #expect("Crème brûlée Ωmega".map(font.faceIndex(for:)).allSatisfy { $0 == 0 })
        #expect("列表".map(font.faceIndex(for:)) == [1, 1])
        #expect(font.faceIndex(for: "\u{E87D}") == 3)
        // e + combining acute is covered by Inter as a cluster.
        #expect(font.faceIndex(for: "e\u{301}") == 0)
    }

    @Test("italic CJK is synthesised, italic Inter is real")
    func obliques() throws {
        let font = try inter(italic: true)
        #expect(font.primary.isItalic)
        #expect(font.synthesizeOblique == [false, true, false, false])
    }

    @Test("metrics of Inter at 17 pt")
    func metrics() throws {
        let font = try inter()
        #expect(abs(font.ascent - 2728.0 / 2816 * 17) < 1e-9)
        #expect(abs(font.descent - 680.0 / 2816 * 17) < 1e-9)
        #expect(abs(font.lineHeight - 3408.0 / 2816 * 17) < 1e-9)
        #expect(abs(font.capHeight - 2048.0 / 2816 * 17) < 1e-9)
    }

    @Test("a user font file registers as its own family; a bad path is a clear error")
    func userFiles() throws {
        let dir = try FontLocator.fontsDirectory()
        let r = FontRegistry()
        let faces = try r.register(fileAt: dir.appendingPathComponent("Inter-Black.otf").path)
        #expect(faces.count == 1 && faces[0].family == "Inter" && faces[0].weightClass == 900)
        // Only one face: every weight resolves to it.
        #expect(try r.face(family: "Inter", weight: .ultraLight, italic: false) === faces[0])
        #expect(throws: FontError.self) { try r.register(fileAt: "/nonexistent.otf") }
        do {
            try r.register(fileAt: dir.appendingPathComponent("README.md").path)
        } catch let e as FontError {
            #expect(e.description.contains("README.md"))
            #expect(e.description.contains("unknown file format"))
        }
    }
}
