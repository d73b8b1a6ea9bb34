import Foundation
import FlipbookText
import Testing

/// Font files found by fuzzing (Fuzz/Sources/fuzz-font), each once a crash or a hang.
struct HostileFontTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Fonts")

    /// A damaged 1.9 KB CFF font whose glyphs' outlines span far beyond the em: FreeType
    /// rendered a bitmap of tens of millions of pixels per glyph (libFuzzer timed out after 13 s
    /// on one input). Such glyphs are now refused from their outline's bounding box, before
    /// FreeType allocates the bitmap.
    @Test func aGlyphFarLargerThanTheEmIsNotRendered() throws {
        let face = try FontFace(path: Self.fixtures.appendingPathComponent("fuzz-timeout-huge-glyph.otf").path)
        // The fuzzer hung drawing glyph ids 0…3 at a 12 px em, as here.
        let limit = GlyphRasterizer.maxGlyphSide(pixelSize64: 12 * 64)
        for glyph in UInt32(0)..<4 {
            let mask = GlyphRasterizer.render(face: face, glyph: glyph, pixelSize64: 12 * 64, phase: 0, oblique: false)
            #expect(mask.width <= limit && mask.height <= limit, "glyph \(glyph): \(mask.width)×\(mask.height)")
        }
    }
}
