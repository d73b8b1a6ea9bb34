import Foundation
import Testing
import Flipbook
import FlipbookCore
import FlipbookPNG
import FlipbookRaster

/// Image sets holding an SVG ("Preserve Vector Data") are drawn as vectors (issue 24 item 8):
/// compared with librsvg's rendering of the same file (`rsvg-convert -w 120 -h 90`, committed as
/// Tests/Fixtures/Vector/glyph@3x-rsvg.png), sharp at any size, tinted as templates, and hostile
/// files are refused with a message naming the fault.
@MainActor @Suite struct VectorImageSetTests {
    static let reference = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Vector/glyph@3x-rsvg.png").path

    func render<V: View>(_ view: V, scale: CGFloat = 3) -> PixelBuffer {
        let r = ImageRenderer(content: view)
        r.scale = scale
        return r.pixelBuffer
    }

    @Test("the SVG image set matches librsvg's rendering within a stated tolerance")
    func matchesLibrsvg() throws {
        let ours = render(Image("Glyph", bundle: .module))
        let theirs = try PNGCodec.read(contentsOf: Self.reference)
        // FLIPBOOK_VECTOR_DUMP=<folder> keeps the pictures to look at beside the reference.
        if let dump = ProcessInfo.processInfo.environment["FLIPBOOK_VECTOR_DUMP"] {
            try PNGCodec.write(premultipliedRGBA: ours.bytes, width: ours.width, height: ours.height, to: dump + "/glyph@3x-flipbook.png")
            let big = render(Image("Glyph", bundle: .module).resizable().frame(width: 400, height: 300), scale: 1)
            try PNGCodec.write(premultipliedRGBA: big.bytes, width: big.width, height: big.height, to: dump + "/glyph-400-flipbook.png")
            let tinted = render(Image("Glyph", bundle: .module).renderingMode(.template).foregroundStyle(.purple), scale: 3)
            try PNGCodec.write(premultipliedRGBA: tinted.bytes, width: tinted.width, height: tinted.height, to: dump + "/glyph-template-flipbook.png")
        }
        #expect(ours.width == 120 && ours.height == 90, "40×30 pt at 3×")
        #expect(theirs.width == 120 && theirs.height == 90)
        // Anti-aliasing differs along edges (coverage vs librsvg's cairo); interiors match.
        var sum = 0, far = 0
        for y in 0..<90 {
            for x in 0..<120 {
                let i = (y * 120 + x) * 4
                var worst = 0
                for c in 0..<4 {
                    let d = abs(Int(ours.bytes[i + c]) - Int(theirs.pixels[i + c]))
                    sum += d
                    worst = max(worst, d)
                }
                if worst > 24 { far += 1 }
            }
        }
        let mean = Double(sum) / Double(120 * 90 * 4)
        #expect(mean < 1.5, "mean absolute difference \(mean)/255")
        #expect(far < 120 * 90 / 100, "\(far) pixels differ by more than 24/255 in a channel")
        // Spot checks inside shapes: the blue card, the white circle's centre region (navy
        // ellipse), the green triangle, the dark square's hole (blue shows through).
        #expect(ours[6, 45] == SIMD4(0x1E, 0x90, 0xFF, 255))
        #expect(ours[60, 45] == SIMD4(0, 0, 0x80, 255))
        #expect(ours[18, 18] == SIMD4(0x1E, 0x90, 0xFF, 255), "even-odd hole")
        #expect(ours[13, 13].x == 0x33)
    }

    @Test("a resizable vector image is drawn sharp at its frame, not a scaled-up bitmap")
    func sharpWhenResized() {
        // 10× the natural size: the card's straight top edge stays one pixel of transition.
        let big = render(Image("Glyph", bundle: .module).resizable().frame(width: 400, height: 300), scale: 1)
        #expect(big.width == 400)
        // The card starts at y = 4/60 × 300 = 20 exactly: pixel 19 is clear, 20 is blue.
        #expect(big[200, 19].w == 0)
        #expect(big[200, 20] == SIMD4(0x1E, 0x90, 0xFF, 255))
    }

    @Test("template rendering keeps the drawing's coverage in the foreground colour")
    func template() {
        let tinted = render(Image("Glyph", bundle: .module).renderingMode(.template).foregroundStyle(Color(red: 1, green: 0, blue: 0)), scale: 1)
        #expect(tinted[20, 15] == SIMD4(255, 0, 0, 255))  // inside the card: opaque red
        #expect(tinted[0, 0].w == 0)  // outside the card's rounded corner: clear
    }

    @Test("hostile SVG files are refused with the fault named", arguments: [
        (#"<!DOCTYPE svg [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]><svg width="10" height="10"/>"#, "entity"),
        (#"<svg width="10" height="10"><path d="M0 0" fill="&xxe;"/></svg>"#, "entity &xxe;"),
        (#"<svg width="1e6" height="10"/>"#, "at most 10000"),
        (#"<svg><rect width="5" height="5"/></svg>"#, "no usable width and height"),
        (#"<svg width="10" height="10"><g>"#, "ends before </g>"),
        (#"<svg width="10" height="10"><path d="M1e300 0 L0 0"/></svg>"#, "within ±1e9"),
        (String(repeating: "<g>", count: 300), "nested more than 256"),
    ])
    func hostile(_ input: (String, String)) {
        do {
            _ = try SVGParser.parse(Array(input.0.utf8))
            Issue.record("accepted: \(input.0.prefix(60))")
        } catch {
            #expect(error.description.contains(input.1), "\(error.description)")
        }
    }

    @Test("external references are never followed: <image> and <use> are reported, not drawn")
    func noExternalReferences() throws {
        let svg = ##"<svg width="10" height="10"><image href="file:///etc/passwd" width="10" height="10"/><use href="#a"/><rect width="4" height="4" fill="url(#g)"/></svg>"##
        let drawing = try SVGParser.parse(Array(svg.utf8))
        #expect(drawing.elements.isEmpty)
        #expect(drawing.notDrawn.contains("<image>") && drawing.notDrawn.contains("<use>"))
        #expect(drawing.notDrawn.contains("gradient or pattern paint"))
    }

    @Test("path data: shorthands, relative commands and arcs")
    func pathData() throws {
        // "1.5.5" is two numbers, "-1-2" two, arc flags without separators.
        let svg = #"<svg width="20" height="20"><path d="M1.5.5l10-0L11.5 10.5h-10zM2 12a3 3 0 1010 0"/></svg>"#
        let drawing = try SVGParser.parse(Array(svg.utf8))
        #expect(drawing.elements.count == 1)
        let p = drawing.elements[0].path
        #expect(p.elements.count >= 6)
    }
}
