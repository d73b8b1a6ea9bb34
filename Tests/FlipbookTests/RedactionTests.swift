import Flipbook
import FlipbookRaster
import Testing

/// `.redacted(reason: .placeholder)`: text as bars per line, images as rounded rectangles.
@MainActor
@Suite struct RedactionTests {
    func render(_ view: some View) -> PixelBuffer {
        let r = ImageRenderer(content: view)
        r.scale = 1
        r.background = .white
        return r.pixelBuffer
    }
    func pixel(_ p: PixelBuffer, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * p.width + x) * 4
        return Array(p.bytes[i..<i + 4])
    }

    @Test func textBecomesOneBarPerLineInItsColourAtLowOpacity() {
        let text = Text("Redacted words\nsecond line here").font(.system(size: 20)).foregroundColor(.black)
        let plain = render(text)
        let redacted = render(text.redacted(reason: .placeholder))
        // Same layout.
        #expect(plain.width == redacted.width && plain.height == redacted.height)
        // Each row is either white or the bar's grey: black at 16 % over white = 214.
        let grey = UInt8((255 * (1 - 0.16)).rounded())
        var rowsWithBar: [Int] = []
        for y in 0..<redacted.height {
            let mid = pixel(redacted, 5, y)
            if mid[0] == grey && mid[1] == grey && mid[2] == grey { rowsWithBar.append(y) }
        }
        // Two bars, with white between them.
        #expect(!rowsWithBar.isEmpty)
        let runs = zip(rowsWithBar, rowsWithBar.dropFirst()).filter { $1 != $0 + 1 }.count + 1
        #expect(runs == 2)
        // No glyph's ink is left: nothing darker than the bar anywhere.
        #expect(stride(from: 0, to: redacted.bytes.count, by: 4).allSatisfy { redacted.bytes[$0] >= grey - 1 })
        // A coloured text gives a bar tinted by its colour.
        let red = render(Text("Red").font(.system(size: 20)).foregroundColor(Color(red: 1, green: 0, blue: 0)).redacted(reason: .placeholder))
        let c = pixel(red, red.width / 2, red.height / 2)
        #expect(c[0] == 255 && c[1] == grey && c[2] == grey)
    }

    @Test func unredactedAndOtherReasonsDrawAsTheyAre() {
        let text = Text("Shown").font(.system(size: 20)).foregroundColor(.black)
        #expect(render(text.unredacted().redacted(reason: .placeholder)).bytes == render(text).bytes)
        #expect(render(text.redacted(reason: .invalidated)).bytes == render(text).bytes)
        #expect(render(text.redacted(reason: .privacy)).bytes == render(text).bytes)
        #expect(render(text.privacySensitive().redacted(reason: .privacy)).bytes
                == render(text.redacted(reason: .placeholder)).bytes)
    }

    @Test func imagesBecomeRoundedRectangles() {
        let symbol = Image(systemName: "star.fill").font(.system(size: 40)).foregroundColor(.black)
        let p = render(symbol.redacted(reason: .placeholder))
        let grey = UInt8((255 * (1 - 0.16)).rounded())
        // Filled in the middle, where a star has points cut away the rectangle is still filled.
        #expect(pixel(p, p.width / 2, p.height / 2)[0] == grey)
        #expect(pixel(p, p.width / 2, 3)[0] == grey)
        // The corner is rounded: white.
        #expect(pixel(p, 0, 0)[0] == 255)
    }
}
