import Foundation
import Testing
import FlipbookRaster
import FlipbookText
import FlipbookPNG
@testable import Flipbook
@testable import FlipbookCore

/// Markdown, attributed strings, inline images and the run-level text modifiers (#25 item 1
/// and 3): which runs a text has, and their pixels.
@Suite @MainActor struct RichTextTests {
    func render<V: View>(_ view: V, scale: CGFloat = 1) -> PixelBuffer {
        let r = ImageRenderer(content: view)
        r.scale = scale
        return r.pixelBuffer
    }

    func ink(_ p: PixelBuffer) -> Int { stride(from: 3, to: p.bytes.count, by: 4).reduce(0) { $0 + Int(p.bytes[$1]) } }

    /// Rows with ink.
    func rows(_ p: PixelBuffer) -> [Int] { (0..<p.height).filter { y in (0..<p.width).contains { p[$0, y].w > 0 } } }

    /// Columns with ink.
    func columns(_ p: PixelBuffer) -> [Int] { (0..<p.width).filter { x in (0..<p.height).contains { p[x, $0].w > 0 } } }

    @Test func markdownInALiteralBecomesStyledRuns() {
        let runs = Text("Plain **bold** *it* `code` ~~gone~~ [link](https://apple.com)").runs
        let byText = Dictionary(runs.map { ($0.string, $0.style) }, uniquingKeysWith: { a, _ in a })
        #expect(runs.map(\.string).joined() == "Plain bold it code gone link")
        #expect(byText["bold"]?.bold == true)
        #expect(byText["it"]?.italic == true)
        #expect(byText["code"]?.monospaced == true)
        #expect(byText["gone"]?.strikethrough == .some(nil))
        #expect(byText["link"]?.link == URL(string: "https://apple.com"))
        // Not Markdown: intraword underscores, lone stars, escapes, verbatim text and strings.
        #expect(Text("snake_case_name").runs.map(\.string) == ["snake_case_name"])
        #expect(Text("2 * 3 * 4").runs.map(\.string) == ["2 * 3 * 4"])
        #expect(Text("\\*not\\*").runs.map(\.string) == ["*not*"])
        #expect(Text(verbatim: "**x**").runs.map(\.string) == ["**x**"])
        let s = "**x**"
        #expect(Text(s).runs.map(\.string) == ["**x**"])
        // An interpolated value is an argument, never Markdown; the literal's bold covers it.
        let name = "*Ann*"
        let greeting = Text("Hi **\(name)**!").runs
        #expect(greeting.map(\.string) == ["Hi ", "*Ann*", "!"])
        #expect(greeting[1].style.bold)
    }

    @Test func boldItalicAndCodeRunsDrawInTheirOwnFonts() {
        let plain = render(Text("Some words here"), scale: 2)
        let bold = render(Text("Some **words** here"), scale: 2)
        let code = render(Text("Some `words` here"), scale: 2)
        // A bold middle word: more ink and a wider line; monospaced: a different width again.
        #expect(ink(bold) > ink(plain))
        #expect(bold.width > plain.width)
        #expect(code.width != plain.width)
        // Concatenated texts keep their own fonts too (not only the first piece's).
        let joined = render(Text("Some ") + Text("words").bold() + Text(" here"), scale: 2)
        #expect(joined.bytes == bold.bytes, "concatenation draws as the Markdown")
    }

    @Test func linksDrawInTheTintAndAttributedRunsInTheirColours() {
        let link = render(Text("[Tap](https://apple.com)").font(.largeTitle).tint(.red))
        #expect(link.bytes.indices.filter { $0 % 4 == 0 }.contains { link.bytes[$0] > 200 && link.bytes[$0 + 1] < 60 && link.bytes[$0 + 3] > 200 })
        var a = AttributedString("Red")
        a.foregroundColor = .red
        var b = AttributedString(" on yellow")
        b.backgroundColor = .yellow
        b.font = .headline
        let attributed = Text(a + b)
        #expect(attributed.runs.map(\.string) == ["Red", " on yellow"])
        #expect(attributed.runs.first?.style.color == .red)
        #expect(attributed.runs.last?.style.backgroundColor == .yellow)
        let p = render(attributed, scale: 1)
        // Red glyph pixels, and a yellow band behind the second run.
        #expect((0..<p.width).contains { x in (0..<p.height).contains { y in p[x, y].x > 200 && p[x, y].y < 90 && p[x, y].w > 200 } })
        // System red is (255, 59, 48) and system yellow (255, 204, 0) in light mode.
        #expect(p[p.width - 2, 2].x > 240 && p[p.width - 2, 2].y > 190 && p[p.width - 2, 2].z < 20)
    }

    @Test func anInlineSymbolSitsInTheLineAtTheTextsSize() {
        let text = render(Text("Favourites"), scale: 2)
        let withStar = render(Text(Image(systemName: "star.fill")) + Text(" Favourites"), scale: 2)
        #expect(withStar.height == text.height)
        #expect(withStar.width > text.width + 30)
        // The star's ink is in the first columns, about a cap height tall, on the text's rows.
        let starColumns = (0..<30).filter { x in (0..<withStar.height).contains { withStar[x, $0].w > 128 } }
        #expect(starColumns.count > 20)
        let starRows = (0..<withStar.height).filter { y in (0..<30).contains { withStar[$0, y].w > 128 } }
        let textRows = rows(text)
        #expect(starRows.count > 20 && starRows.count < 40)
        #expect(abs(Double(starRows.min()! + starRows.max()!) / 2 - Double(textRows.min()! + textRows.max()!) / 2) < 6)
        // Interpolated in a literal, as `"\(Image(systemName:)) Favourites"`.
        let interpolated = render(Text("\(Image(systemName: "star.fill")) Favourites"), scale: 2)
        #expect(interpolated.bytes == withStar.bytes)
    }

    @Test func lineSpacingAddsPointsBetweenLinesOnly() {
        let text = Text("One\nTwo\nThree")
        let tight = render(text)
        let spaced = render(text.lineSpacing(10))
        #expect(spaced.height == tight.height + 20)
        let single = render(Text("One"))
        #expect(render(Text("One").lineSpacing(10)).bytes == single.bytes)
    }

    @Test func baselineOffsetRaisesTheRun() {
        let flat = render(Text("x") + Text("2"), scale: 1)
        let raised = render(Text("x") + Text("2").baselineOffset(6), scale: 1)
        // The line grows by the raise, and the raised run's top moves up by it.
        #expect(raised.height == flat.height + 6)
        let flatTop = rows(flat).min()!, raisedTop = rows(raised).min()!
        #expect(raisedTop == flatTop)
        let xBottom = (0..<flat.height).filter { y in (0..<4).contains { flat[$0, y].w > 0 } }.max()!
        let xBottomRaised = (0..<raised.height).filter { y in (0..<4).contains { raised[$0, y].w > 0 } }.max()!
        #expect(xBottomRaised == xBottom + 6)
    }

    @Test func patternedUnderlinesAreDashed() {
        let solid = render(Text("Underlined text").underline(), scale: 2)
        let dashed = render(Text("Underlined text").underline(pattern: .dash), scale: 2)
        let dotted = render(Text("Underlined text").underline(pattern: .dot), scale: 2)
        #expect(ink(solid) > ink(dashed) && ink(dashed) > ink(dotted))
        // The View modifier underlines every text inside.
        #expect(render(Text("Underlined text").underline(pattern: .dash), scale: 2).bytes
                == render(VStack { Text("Underlined text") }.underline(pattern: .dash), scale: 2).bytes)
    }

    @Test func modifiersWithNoPixelsChangeNothing() {
        let field = TextField("Email", text: .constant("a@b.c")).frame(width: 200)
        let plain = render(field, scale: 2)
        let configured = render(field.keyboardType(.emailAddress).textInputAutocapitalization(.never)
            .textContentType(.emailAddress).submitLabel(.go).autocorrectionDisabled().disableAutocorrection(true)
            .onSubmit { }.onSubmit(of: .search) { }.submitScope().scrollDismissesKeyboard(.interactively)
            .autocapitalization(.none), scale: 2)
        #expect(configured.bytes == plain.bytes)
        let text = Text("Selectable").frame(width: 120)
        #expect(render(text.textSelection(.enabled).textSelectionAffinity(.upstream).allowsTightening(true)
            .typesettingLanguage(.init(identifier: "en")), scale: 2).bytes == render(text, scale: 2).bytes)
        #expect(render(Text("Hi").speechAlwaysIncludesPunctuation().typesettingLanguage(.automatic)
            .customAttribute(Marker())).bytes == render(Text("Hi")).bytes)
        // The values are kept for tests to read.
        var environment = EnvironmentValues()
        environment.textInputTraits.keyboardType = .decimalPad
        #expect(environment.textInputTraits.keyboardType.rawValue == 8)
    }

    @Test func textFieldsShowFormattedValues() {
        let price = render(TextField("Price", value: .constant(3.5), format: .currency(code: "USD")).frame(width: 120), scale: 2)
        let typed = render(TextField("Price", text: .constant("$3.50")).frame(width: 120), scale: 2)
        #expect(price.bytes == typed.bytes)
        let none: Int? = nil
        let empty = render(TextField("Age", value: .constant(none), format: .number, prompt: Text("Age")).frame(width: 120), scale: 2)
        #expect(empty.bytes == render(TextField("Age", text: .constant("")).frame(width: 120), scale: 2).bytes)
    }

    struct Marker: TextAttribute {}

    /// The sheet of rich text (Snapshots/rich-text-sheet.png, 2×), looked at beside iOS:
    /// Markdown runs, an attributed string, inline symbols, formatted values and dates.
    static var sheet: some View {
        var attributed = AttributedString("Attributed ")
        attributed.foregroundColor = .purple
        var highlight = AttributedString("highlight")
        highlight.backgroundColor = .yellow
        highlight.font = .body.bold()
        let date = Date(timeIntervalSinceReferenceDate: 86_400 * 200 + 3_600 * 15 + 60 * 42)
        return VStack(alignment: .leading, spacing: 6) {
            Text("Plain, **bold**, *italic*, `code`, ~~struck~~ and a [link](https://apple.com).")
            Text(attributed + highlight)
            Text("\(Image(systemName: "star.fill")) Favourites  \(Image(systemName: "heart.fill")) Likes")
            Text(Image(systemName: "bell")).foregroundColor(.orange) + Text(" 3 new").font(.headline)
            Text(1234.5, format: .currency(code: "USD")) + Text("  ") + Text(0.256, format: .percent)
            Text(date, format: .dateTime.weekday(.wide).day().month(.wide).hour().minute())
            Text(date, style: .date) + Text(" · ") + Text(date, style: .time)
            Text("H") + Text("2").baselineOffset(-4).font(.caption) + Text("O and x") + Text("2").baselineOffset(6).font(.caption)
            Text("Dashed underline").underline(pattern: .dash, color: .red) + Text("  ") + Text("dotted").underline(pattern: .dot)
            Text("Two lines with\nten points between").lineSpacing(10)
        }
        .padding(8)
        .frame(width: 340, alignment: .leading)
        .background(Color.white)
    }

    @Test func theRichTextSheetMatchesItsGolden() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let path = root.appendingPathComponent("Snapshots/rich-text-sheet.png").path
        let r = ImageRenderer(content: Self.sheet)
        r.scale = 2
        let image = r.pixelBuffer
        if ProcessInfo.processInfo.environment["FLIPBOOK_RECORD"] == "1" {
            try PNGCodec.write(image, to: path)
            return
        }
        let golden = try PNGCodec.read(contentsOf: path)
        try #require(golden.width == image.width && golden.height == image.height, "golden \(golden.width)×\(golden.height)")
        let diff = zip(image.bytes, golden.pixels).filter { $0 != $1 }.count
        #expect(diff == 0, "\(diff) channels differ from Snapshots/rich-text-sheet.png; if deliberate, FLIPBOOK_RECORD=1 and look at it")
    }
}

/// `TextRenderer` and `Text.Layout` (iOS 18): the renderer sees the real lines, runs and
/// glyph slices and draws them through the context.
@Suite @MainActor struct TextRendererTests {
    struct Plain: TextRenderer {
        func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
            for line in layout { ctx.draw(line) }
        }
    }

    /// Moves every line down by `dy` and hides runs marked `Hidden`.
    struct Shifted: TextRenderer {
        var dy: CGFloat
        var animatableData: CGFloat {
            get { dy }
            set { dy = newValue }
        }
        func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
            for line in layout {
                for run in line where run[Hidden.self] == nil {
                    var copy = ctx
                    copy.translateBy(x: 0, y: dy)
                    copy.draw(run)
                }
            }
        }
    }

    struct Hidden: TextAttribute {}

    /// Records the layout it was given.
    final class Probe: @unchecked Sendable {
        var lines: [[Int]] = []
        var sliceWidths: [CGFloat] = []
        var truncated = false
    }

    struct Recording: TextRenderer {
        let probe: Probe
        func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
            probe.truncated = layout.isTruncated
            probe.lines = layout.map { line in line.map(\.count) }
            probe.sliceWidths = layout.flatMap { $0 }.flatMap { $0 }.map(\.typographicBounds.width)
            for line in layout {
                for run in line {
                    for slice in run { ctx.draw(slice) }
                }
            }
        }
    }

    func render<V: View>(_ view: V) -> PixelBuffer {
        let r = ImageRenderer(content: view)
        r.scale = 2
        return r.pixelBuffer
    }

    @Test func aRendererThatDrawsEveryLineDrawsTheTextAsItIs() {
        let text = Text("Hello ") + Text("world").bold().foregroundColor(.blue)
        #expect(render(text.textRenderer(Plain())).bytes == render(text).bytes)
        // Slice by slice too.
        let probe = Probe()
        #expect(render(text.textRenderer(Recording(probe: probe))).bytes == render(text).bytes)
        // One line of two runs ("Hello " and "world": 6 and 5 glyphs), one slice per glyph.
        #expect(probe.lines == [[6, 5]])
        #expect(probe.sliceWidths.count == 11 && probe.sliceWidths.allSatisfy { $0 >= 0 })
        #expect(!probe.truncated)
    }

    @Test func aRendererMovesAndHidesRuns() {
        let text = Text("Hi") + Text(" there").customAttribute(Hidden())
        let plain = render(Text("Hi").frame(width: 100, height: 60, alignment: .topLeading))
        let moved = render(text.textRenderer(Shifted(dy: 10)).frame(width: 100, height: 60, alignment: .topLeading))
        // "Hi" drawn 10 pt (20 px) lower, " there" not at all.
        func rows(_ p: PixelBuffer) -> [Int] { (0..<p.height).filter { y in (0..<p.width).contains { p[$0, y].w > 0 } } }
        #expect(rows(moved).min()! == rows(plain).min()! + 20)
        #expect(rows(moved).max()! == rows(plain).max()! + 20)
        let inkColumns = (0..<moved.width).filter { x in (0..<moved.height).contains { moved[x, $0].w > 0 } }
        let plainColumns = (0..<plain.width).filter { x in (0..<plain.height).contains { plain[x, $0].w > 0 } }
        #expect(inkColumns == plainColumns)
    }
}

/// `truncationMode(_:)`: where "…" replaces what does not fit.
@Suite @MainActor struct TruncationModeTests {
    @Test func headMiddleAndTailCutDifferentEnds() {
        var environment = EnvironmentValues()
        environment.lineLimit = 1
        func layout(_ mode: Text.TruncationMode) -> TextLayout {
            var e = environment
            e.truncationMode = mode
            return ResolvedText(Text("Alpha Beta Gamma Delta Epsilon"), e).layout(ProposedViewSize(width: 120, height: nil))!
        }
        let ellipsis = TextLayout("…", font: layout(.tail).font).glyphs[0].glyph
        let chars = Array("Alpha Beta Gamma Delta Epsilon")
        func drawn(_ l: TextLayout) -> String {
            String(l.glyphs.map { $0.glyph == ellipsis ? "…" : chars[$0.characterIndex] })
        }
        let tail = drawn(layout(.tail)), head = drawn(layout(.head)), middle = drawn(layout(.middle))
        #expect(tail.hasPrefix("Alpha") && tail.hasSuffix("…"))
        #expect(head.hasPrefix("…") && head.hasSuffix("Epsilon"))
        #expect(middle.hasPrefix("Alp") && middle.hasSuffix("lon") && middle.contains("…"), "\(middle)")
        // Both ends get about the same share of the width.
        let parts = middle.split(separator: "…")
        #expect(parts.count == 2 && abs(parts[0].count - parts[1].count) <= 3, "\(middle)")
        for l in [layout(.tail), layout(.head), layout(.middle)] {
            #expect(l.isTruncated && l.size.width <= 120)
            #expect(l.glyphs.filter { $0.glyph == ellipsis }.count == 1)
        }
        // Glyphs run left to right without overlapping the ellipsis.
        let xs = layout(.middle).glyphs.map(\.x)
        #expect(xs == xs.sorted())
    }
}

/// System text features a still has nothing of, and the right-to-left flip.
@Suite @MainActor struct TextSystemFeatureTests {
    func render<V: View>(_ view: V) -> PixelBuffer {
        let r = ImageRenderer(content: view)
        r.scale = 2
        return r.pixelBuffer
    }

    @Test func writingToolsDictationAndTypeSelectChangeNothing() {
        let field = TextField("Search", text: .constant("tea")).frame(width: 160)
        let configured = field.writingToolsBehavior(.limited).writingToolsAffordanceVisibility(.hidden)
            .searchDictationBehavior(.inline(activation: .onSelect))
            .textInputFormattingControlVisibility(.hidden, for: .all)
            .typeSelectEquivalent("Tea").typeSelectEquivalent(Text("Tea")).typeSelectEquivalent(verbatimTitle)
        #expect(render(configured).bytes == render(field).bytes)
    }

    let verbatimTitle: String = "Tea"

    @Test func flipsOnlyRightToLeft() {
        let arrow = Image(systemName: "arrow.right").frame(width: 30, height: 30)
        let plain = render(arrow)
        #expect(render(arrow.flipsForRightToLeftLayoutDirection(true)).bytes == plain.bytes)
        let rtl = render(arrow.flipsForRightToLeftLayoutDirection(true).environment(\.layoutDirection, .rightToLeft))
        // Right to left, the arrow is the left-to-right one mirrored column for column.
        var mirrored = true
        for y in 0..<plain.height {
            for x in 0..<plain.width where plain[x, y] != rtl[plain.width - 1 - x, y] { mirrored = false }
        }
        #expect(mirrored)
        #expect(rtl.bytes != plain.bytes)
    }
}

extension TextSystemFeatureTests {
    @Test func aBoundSelectionDrawsAsAnUnfocusedField() {
        let text = "Hello"
        let selection = Binding<TextSelection?>.constant(TextSelection(range: text.startIndex..<text.index(after: text.startIndex)))
        #expect(render(TextField("Name", text: .constant(text), selection: selection).frame(width: 120)).bytes
                == render(TextField("Name", text: .constant(text)).frame(width: 120)).bytes)
        #expect(render(TextEditor(text: .constant(text), selection: selection).frame(width: 120, height: 60)).bytes
                == render(TextEditor(text: .constant(text)).frame(width: 120, height: 60)).bytes)
        #expect(TextSelection(insertionPoint: text.endIndex).isInsertion)
        #expect(!(selection.wrappedValue?.isInsertion ?? true))
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// An interpolation written the old way, appending to the plain text directly.
    mutating func appendInterpolation(legacy value: String) { output += value }
}

extension RichTextTests {
    @Test func anInterpolationAppendingToThePlainTextStillDraws() {
        #expect(Text("a \(legacy: "**b**") c").runs.map(\.string) == ["a ", "**b**", " c"])
    }
}

extension RichTextTests {
    @Test func fontLeadingChangesTheSpaceBetweenLinesByTwoPoints() {
        let text = Text("One\nTwo\nThree")
        let standard = render(text.font(.body))
        #expect(render(text.font(.body.leading(.tight))).height == standard.height - 4)
        #expect(render(text.font(.body.leading(.loose))).height == standard.height + 4)
        #expect(render(text.font(.body.leading(.standard))).bytes == standard.bytes)
        // One line has no spacing to change.
        #expect(render(Text("One").font(.body.leading(.loose))).bytes == render(Text("One").font(.body)).bytes)
    }
}
