import FuzzDriver
import FlipbookRaster
import FlipbookText
import Glibc

/// One libFuzzer input: any bytes as a font file a user points Flipbook at. Loading must either
/// throw or give a face whose glyphs shape and rasterise without trapping.
func fuzzFont(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let data else { return 0 }
    // Fonts are given by path: write the input where FreeType and HarfBuzz read it from.
    let fd = open(fontPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    precondition(fd >= 0, "cannot write \(fontPath)")
    var written = 0
    while written < count {
        let n = write(fd, data + written, count - written)
        precondition(n > 0, "cannot write \(fontPath)")
        written += n
    }
    close(fd)

    let registry = FontRegistry()
    guard let face = (try? registry.register(fileAt: fontPath))?.first else { return 0 }
    for scalar in "Ag fi✓你".unicodeScalars {
        guard let glyph = face.glyph(for: scalar) else { continue }
        _ = face.advance(of: glyph)
        _ = GlyphRasterizer.render(face: face, glyph: glyph, pixelSize64: 34 * 64, phase: 1, oblique: true, embolden64: 40)
    }
    for glyph in UInt32(0)..<4 {
        _ = GlyphRasterizer.render(face: face, glyph: glyph, pixelSize64: 12 * 64, phase: 0, oblique: false)
    }
    if let font = try? registry.resolve(FontDescriptor(family: face.family, size: 17)) {
        let layout = TextLayout("Hello, wörld! fi ffl 你好 ☺︎", font: font, width: 80, lineLimit: 2)
        _ = layout.size
    }
    return 0
}

private let fontPath = "/tmp/flipbook-fuzz-font-\(getpid()).otf"

exit(runLibFuzzer { fuzzFont($0, $1) })
