import Testing
import FlipbookText
@testable import Flipbook
@testable import FlipbookCore

/// Font designs and tabular digits through the view layer: sizes are FlipbookText's own
/// measurement of the design's face, rounded up to the pixel grid.
@Suite @MainActor struct FontDesignViewTests {
    func width<V: View>(_ view: V) -> CGFloat {
        let r = ImageRenderer(content: view)
        return r.layout().frame.width
    }

    func faceWidth(_ s: String, _ spec: FontSpec) -> CGFloat {
        let font = try! FontRegistry.bundled().resolve(spec.resolved())
        return CGFloat((TextLayout(s, font: font).size.width - 1e-7).rounded(.up))
    }

    @Test func eachDesignMeasuresWithItsFace() {
        for (design, spec) in [(Font.Design.serif, FontSpec.system(.body, design: .serif)),
                               (.rounded, .system(.body, design: .rounded)), (.monospaced, .system(.body, design: .monospaced))] {
            #expect(width(Text("Agile 0123").font(.system(.body, design: design))) == faceWidth("Agile 0123", spec))
        }
        // Mono and serif differ from the default (Inter) by whole points, not rounding.
        #expect(abs(width(Text("Agile 0123").font(.body.monospaced())) - width(Text("Agile 0123"))) > 5)
    }

    @Test func fontDesignAppliesToTextWithoutADesign() {
        let serif = faceWidth("Agile", .system(.body, design: .serif))
        #expect(width(VStack { Text("Agile") }.fontDesign(.serif)) == serif)
        // A font that names a design keeps it.
        let mono = faceWidth("Agile", .system(.body, design: .monospaced))
        #expect(width(Text("Agile").font(.system(.body, design: .monospaced)).fontDesign(.serif)) == mono)
    }

    @Test func monospacedDigitGivesEqualDigitWidths() {
        #expect(width(Text("1111").monospacedDigit()) == width(Text("0000").monospacedDigit()))
        #expect(width(Text("1111")) < width(Text("0000")))
        #expect(width(VStack { Text("1111") }.monospacedDigit()) == width(Text("0000").font(.body.monospacedDigit())))
    }
}
