import Foundation
import Testing
import Flipbook
import FlipbookCore
import FlipbookPNG
import FlipbookRaster

/// Image sets holding a single-scale vector PDF ("Preserve Vector Data") are drawn as vectors
/// (issue 24 item 8), compared with poppler's rendering of the same files (`pdftoppm -r 216`,
/// committed beside Tests/Fixtures/Vector/make-pdf-fixtures.py, which makes both): one file
/// written by cairo (FlateDecode, a transparency-group form, ExtGState alpha, a clip) and two by
/// hand (an ICC-based space, CMYK, `v`/`y`, a dash, an offset MediaBox, a form with /Matrix;
/// the second rotated a quarter turn). Hostile files are refused with the fault named.
@MainActor @Suite struct PDFImageSetTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Vector").path

    /// The set at 3×, over white (poppler draws on white paper).
    func renderOverWhite(_ name: String) -> PixelBuffer {
        let r = ImageRenderer(content: Image(name, bundle: .module))
        r.scale = 3
        var pixels = r.pixelBuffer
        for i in stride(from: 0, to: pixels.bytes.count, by: 4) {
            let clear = 255 - Int(pixels.bytes[i + 3])
            for c in 0..<3 { pixels.bytes[i + c] = UInt8(min(255, Int(pixels.bytes[i + c]) + clear)) }
            pixels.bytes[i + 3] = 255
        }
        return pixels
    }

    /// Mean absolute difference (per channel, /255) and the pixels off by more than 24/255.
    func compare(_ name: String, _ reference: String) throws -> (ours: PixelBuffer, mean: Double, far: Int) {
        let ours = renderOverWhite(name)
        let theirs = try PNGCodec.read(contentsOf: Self.fixtures + "/" + reference)
        if let dump = ProcessInfo.processInfo.environment["FLIPBOOK_VECTOR_DUMP"] {
            try PNGCodec.write(premultipliedRGBA: ours.bytes, width: ours.width, height: ours.height,
                               to: dump + "/" + reference.replacingOccurrences(of: "poppler", with: "flipbook"))
        }
        try #require(ours.width == theirs.width && ours.height == theirs.height,
                     "\(ours.width)×\(ours.height) against poppler's \(theirs.width)×\(theirs.height)")
        var sum = 0, far = 0
        for i in stride(from: 0, to: ours.bytes.count, by: 4) {
            var worst = 0
            for c in 0..<3 {
                let d = abs(Int(ours.bytes[i + c]) - Int(theirs.pixels[i + c]))
                sum += d
                worst = max(worst, d)
            }
            if worst > 24 { far += 1 }
        }
        return (ours, Double(sum) / Double(ours.width * ours.height * 3), far)
    }

    @Test("a cairo-written PDF set matches poppler's rendering within a stated tolerance")
    func cairoFile() throws {
        let (ours, mean, far) = try compare("PDFGlyph", "pdfglyph@3x-poppler.png")
        #expect(ours.width == 120 && ours.height == 90, "40×30 pt at 3×")
        // Anti-aliasing differs along edges (exact coverage vs poppler's); interiors match.
        #expect(mean < 1, "mean absolute difference \(mean)/255")
        #expect(far < ours.width * ours.height * 4 / 100, "\(far) pixels differ by more than 24/255 (edges)")
        #expect(ours[60, 80] == SIMD4(0x1E, 0x90, 0xFF, 255), "the card")
        #expect(ours[36, 36] == SIMD4(0x1E, 0x90, 0xFF, 255), "the even-odd hole shows the card")
        #expect(ours[24, 24] == SIMD4(0x33, 0x33, 0x33, 255), "the square")
        // Half-transparent green (0, 204, 0) over the card: (15, 174, 128) ± rounding.
        let green = ours[78, 30]
        #expect(abs(Int(green.x) - 15) <= 1 && abs(Int(green.y) - 174) <= 1 && abs(Int(green.z) - 128) <= 1, "\(green)")
        #expect(ours[78, 60] == SIMD4(255, 0, 0, 255), "inside the clip circle")
        #expect(ours[62, 50] == SIMD4(0x1E, 0x90, 0xFF, 255), "the red square's corner, outside the clip")
    }

    @Test("a hand-written PDF (ICC space, CMYK, v/y, clip, form, offset box) matches poppler", arguments: [
        ("PDFHandmade", "handmade@3x-poppler.png", 90, 60), ("PDFRotated", "rotated@3x-poppler.png", 60, 90),
    ])
    func handWritten(_ input: (String, String, Int, Int)) throws {
        let (ours, mean, far) = try compare(input.0, input.1)
        #expect(ours.width == input.2 && ours.height == input.3)
        #expect(mean < 1.5, "mean absolute difference \(mean)/255")
        #expect(far < ours.width * ours.height * 4 / 100, "\(far) pixels differ by more than 24/255 (edges)")
    }

    @Test("inside shapes the hand-written file has exact colours")
    func handWrittenColours() {
        let ours = renderOverWhite("PDFHandmade")
        // The page is 30×20 pt from (10, 10); y runs down from the box's top (30).
        #expect(ours[1, 1] == SIMD4(230, 230, 204, 255), "ICC-based background 0.9 0.9 0.8")
        #expect(ours[3 * 4, 3 * 15] == SIMD4(26, 51, 179, 255), "the v/y shape, 0.1 0.2 0.7")
        #expect(ours[3 * 14, 3 * 6] == SIMD4(255, 0, 0, 255), "inside the clip")
        #expect(ours[3 * 11, 3 * 10 + 1] == SIMD4(230, 230, 204, 255), "the red square outside the clip")
        #expect(ours[72, 45] == SIMD4(0, 0, 255, 255), "the form's triangle, /Matrix 2×")
        // The dash in CMYK (0.5, 0, 1, 0), converted as poppler does.
        #expect(ours[36, 51] == SIMD4(128, 204, 40, 255))
    }

    @Test("what a PDF holds that is not drawn is named")
    func notDrawn() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Assets.xcassets/PDFHandmade.imageset/handmade.pdf").path
        let drawing = try PDFParser.parse(Array(FileManager.default.contents(atPath: path) ?? Data()))
        #expect(drawing.notDrawn.isEmpty, "\(drawing.notDrawn)")
        #expect(drawing.elements.count == 6)
        let shading = "%PDF-1.4\n1 0 obj << /Type /Page /MediaBox [0 0 10 10] /Contents 2 0 R >> endobj\n2 0 obj << /Length 40 >> stream\n/Sh0 sh /Im0 Do BI /W 1 /H 1 ID \u{1} EI BT /F1 9 Tf (hi) Tj ET 0 0 5 5 re f\nendstream endobj"
        let d2 = try PDFParser.parse(Array(shading.utf8))
        #expect(d2.notDrawn == ["shadings", "images", "text"], "\(d2.notDrawn)")
        #expect(d2.elements.count == 1, "the rectangle after them is drawn")
    }

    @Test("hostile PDF files are refused with the fault named", arguments: [
        ("hello", "no %PDF- header"),
        ("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj", "no page"),
        ("%PDF-1.4\n1 0 obj << /Type /Page /MediaBox [0 0 100000000 10] >> endobj", "at most 10000"),
        ("%PDF-1.4\n1 0 obj << /Type /Page /MediaBox [0 0 10 10] /Contents 2 0 R >> endobj 2 0 obj << /Filter /LZWDecode /Length 1 >> stream\nx\nendstream endobj", "LZWDecode filter"),
        ("%PDF-1.4\n1 0 obj << /Type /Page /MediaBox [0 0 10 10] /Contents 2 0 R >> endobj 2 0 obj << /Filter /FlateDecode /Length 4 >> stream\nabcd\nendstream endobj", "corrupt"),
        ("%PDF-1.4\n1 0 obj << /Type /Page /MediaBox [0 0 10 10] /Contents 2 0 R >> endobj 2 0 obj << /Length 9999 >> stream\n" + String(repeating: "q ", count: 300) + "\nendstream endobj", "q nests deeper than 256"),
        ("%PDF-1.4\n1 0 obj << /Type /Page /MediaBox [0 0 10 10] /Resources << /XObject << /X 2 0 R >> >> /Contents 2 0 R >> endobj 2 0 obj << /Subtype /Form /Length 4 >> stream\n/X Do\nendstream endobj", "form XObjects nest deeper than 8"),
    ])
    func hostile(_ input: (String, String)) {
        do {
            _ = try PDFParser.parse(Array(input.0.utf8))
            Issue.record("accepted: \(input.0.prefix(60))")
        } catch {
            #expect(error.description.contains(input.1), "\(error.description)")
        }
    }

    @Test("reference loops, nesting bombs and a stream that inflates past the limit end cleanly")
    func bombs() throws {
        // A page whose Parent, Kids and Contents point at themselves.
        let loop = "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj 2 0 obj << /Kids [2 0 R] /Count 1 /MediaBox [0 0 5 5] /Contents 3 0 R >> endobj 3 0 obj 3 0 R endobj trailer << /Root 1 0 R >>"
        #expect(throws: (any Error).self) { try PDFParser.parse(Array(loop.utf8)) }
        let nested = "%PDF-1.4\n1 0 obj " + String(repeating: "[", count: 100_000) + " endobj"
        #expect(throws: VectorImageError.self) { try PDFParser.parse(Array(nested.utf8)) }
        // inflate-bomb.pdf: 64 MiB of zeros deflated to 64 KB; the reader stops at its 16 MiB limit.
        let bomb = try #require(FileManager.default.contents(atPath: Self.fixtures + "/inflate-bomb.pdf"))
        do {
            _ = try PDFParser.parse(Array(bomb))
            Issue.record("a 64 MiB stream was inflated")
        } catch {
            #expect(error.description.contains("inflates to more than"), "\(error.description)")
        }
    }

    /// fuzz-pdf's first finding (a 40-digit number where an object number is read) and the two
    /// other places that turned a PDF number into an `Int`: each ends as an answer, not a trap.
    @Test("numbers beyond Int where object numbers, colour components and predictors are read")
    func numbersBeyondInt() {
        let huge = String(repeating: "5", count: 40)
        let page = "1 0 obj << /Type /Page /MediaBox [0 0 10 10] /Resources << /ColorSpace << /C [/ICCBased 3 0 R] >> >> /Contents 2 0 R >> endobj "
        let inputs = [
            // The fuzzer's input, reduced: an object number of 40 digits before another number.
            "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj /Count 2 \(huge) 0 R 2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj",
            "%PDF-1.4\n" + page + "2 0 obj << /Length 14 >> stream\n/C cs 0.5 sc f\nendstream endobj 3 0 obj << /N \(huge) >> endobj",
            "%PDF-1.4\n1 0 obj << /Type /Page /MediaBox [0 0 10 10] /Contents 2 0 R >> endobj 2 0 obj << /Filter /FlateDecode /DecodeParms << /Predictor \(huge) >> /Length 1 >> stream\nx\nendstream endobj",
        ]
        for input in inputs {
            // Drawn or refused with a message; either way the process is still here.
            do { _ = try PDFParser.parse(Array(input.utf8)) } catch { #expect(!error.description.isEmpty) }
        }
        // The fuzzer's own input, byte for byte.
        if let crash = FileManager.default.contents(atPath: Self.fixtures + "/fuzz-number-beyond-int.pdf") {
            do { _ = try PDFParser.parse(Array(crash)) } catch { #expect(!error.description.isEmpty) }
        } else {
            Issue.record("fixture fuzz-number-beyond-int.pdf missing")
        }
    }
}
