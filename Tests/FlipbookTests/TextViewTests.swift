import Foundation
import Testing
import FlipbookRaster
import FlipbookText
@testable import Flipbook
@testable import FlipbookCore

/// Text, Font and the text modifiers: sizes from FlipbookText's own measurements (rounded up
/// to the pixel grid as SwiftUI does), pixels from the rendered glyphs.
@Suite @MainActor struct TextViewTests {
    static let registry = try! FontRegistry.bundled()

    static func font(_ spec: FontSpec) -> ResolvedFont { try! registry.resolve(spec.resolved()) }

    /// FlipbookText's single-line width of `s` in `spec`.
    static func width(_ s: String, _ spec: FontSpec = .body) -> Double {
        TextLayout(s, font: font(spec)).size.width
    }

    static func ceil(_ v: Double, scale: Double) -> CGFloat { CGFloat((v * scale).rounded(.up) / scale) }

    func layout<V: View>(_ view: V, scale: CGFloat = 1) -> ViewNode {
        let r = ImageRenderer(content: view)
        r.scale = scale
        return r.layout()
    }

    func render<V: View>(_ view: V, scale: CGFloat = 1) -> PixelBuffer {
        let r = ImageRenderer(content: view)
        r.scale = scale
        return r.pixelBuffer
    }

    /// Text nodes of a laid-out tree, in order.
    func texts(_ node: ViewNode) -> [ViewNode] {
        (node.behavior is TextBehavior ? [node] : []) + node.children.flatMap(texts)
    }

    /// Total alpha of a buffer (how much ink).
    func ink(_ p: PixelBuffer) -> Int { stride(from: 3, to: p.bytes.count, by: 4).reduce(0) { $0 + Int(p.bytes[$1]) } }

    /// Inked rows (alpha > 0) within columns `xs`.
    func inkedRows(_ p: PixelBuffer, columns xs: Range<Int>) -> [Int] {
        (0..<p.height).filter { y in xs.contains { p[$0, y].w > 0 } }
    }

    @Test func idealWidthIsTheMeasuredWidthRoundedUpToThePixelGrid() {
        let s = "Hello, world"
        let measured = TextLayout(s, font: Self.font(.body)).size
        for scale in [1.0, 2.0, 3.0] {
            let size = layout(Text(s), scale: CGFloat(scale)).frame.size
            #expect(size.width == Self.ceil(measured.width, scale: scale), "scale \(scale)")
            #expect(size.height == Self.ceil(measured.height, scale: scale), "scale \(scale)")
        }
        // Inter standing in for SF Pro takes SF Pro's line: (1950 + 494) / 2048 × 17 = 20.29 pt
        // (Inter's own hhea would give 3408 / 2816 × 17 = 20.57).
        #expect(abs(measured.height - 20.29) < 0.01)
        #expect(measured.width > 80 && measured.width < 110)
    }

    /// Text laid out at its own ideal width keeps one line whatever the tracking: SF Pro's
    /// positive tracking at 34 pt (+0.40 pt, largeTitle), a view's positive and negative
    /// tracking. The last letter's tracking counts neither in the width nor in the fit (it
    /// did in the fit: "Launch 🚀🔥✨" in largeTitle truncated in its own ideal width).
    @Test func textAtItsOwnIdealWidthKeepsOneLineWhateverTheTracking() {
        let s = "Launch party"
        for (spec, extra) in [(FontSpec.largeTitle, 0.0), (.body, 3.0), (.body, -1.0)] {
            let f = Self.font(spec)
            let ideal = TextLayout(s, font: f, tracking: extra).size.width
            #expect(TextLayout(s, font: f, width: ideal, tracking: extra).lines.count == 1, "\(spec) \(extra)")
            #expect(TextLayout(s, font: f, width: ideal - 0.5, tracking: extra).lines.count == 2, "\(spec) \(extra)")
        }
        #expect(Self.font(.largeTitle).tracking > 0)
    }

    @Test func aFiniteWidthWrapsAtWordsAndTheHeightCountsTheLines() {
        let w = Self.width("Hello world")
        let line = Self.font(.body).lineHeight
        // Room for "Hello world" but not "Hello world again": two lines.
        let node = texts(layout(Text("Hello world again").frame(width: CGFloat(w) + 1), scale: 2))[0]
        #expect(node.frame.width == Self.ceil(w, scale: 2))
        #expect(node.frame.height == Self.ceil(2 * line, scale: 2))
        // Room for the widest word only: one word per line.
        let widest = ["Hello", "world", "again"].map { Self.width($0) }.max()!
        let narrow = texts(layout(Text("Hello world again").frame(width: CGFloat(widest) + 1), scale: 2))[0]
        #expect(narrow.frame.height == Self.ceil(3 * line, scale: 2))
    }

    @Test func lineLimitAndAShortHeightTruncateWithAnEllipsis() {
        let w = CGFloat(Self.width("Hello world")) + 1
        let line = Self.font(.body).lineHeight
        let s = "Hello world again and again"
        let limited = texts(layout(Text(s).lineLimit(1).frame(width: w)))[0]
        #expect(limited.frame.height == Self.ceil(line, scale: 1))
        #expect(limited.frame.width <= w)
        // The last glyph drawn is the ellipsis.
        let expected = TextLayout(s, font: Self.font(.body), width: Double(w), lineLimit: 1)
        #expect(expected.isTruncated && expected.lines.count == 1)
        #expect(limited.frame.width == Self.ceil(expected.size.width, scale: 1))
        // A height of one and a half lines keeps one line, as SwiftUI does.
        let short = texts(layout(Text(s).frame(width: w, height: CGFloat(line * 1.5))))[0]
        #expect(short.frame.height == Self.ceil(line, scale: 1))
        // Nothing is drawn below the first line.
        let img = render(Text(s).lineLimit(1).frame(width: w).background(Color.clear))
        #expect(inkedRows(img, columns: 0..<img.width).max()! < Int(line.rounded(.up)))
    }

    @Test func foregroundColorReachesTheGlyphStem() {
        // A 100-pt "I" is a vertical bar about 10 pt wide: its middle pixel is solid ink.
        let list = ImageRenderer(content: Text("I").font(.system(size: 100)).foregroundColor(.red)).displayList
        guard case .glyphRun(let m) = list.items.first else { Issue.record("no glyph run item: \(list)"); return }
        #expect(m.paint == .solid(Color.red.resolve(in: .light).rgba))
        let b = m.coverageMask.bounds
        let img = render(Text("I").font(.system(size: 100)).foregroundColor(.red))
        #expect(img[b.x + b.width / 2, b.y + b.height / 2] == SIMD4(0xFF, 0x3B, 0x30, 255))
        #expect(img[0, 0].w == 0, "outside the glyph")
        // Default colour: primary, black in light and white in dark.
        let dark = ImageRenderer(content: Text("I").font(.system(size: 100)))
        dark.colorScheme = .dark
        #expect(dark.pixelBuffer[b.x + b.width / 2, b.y + b.height / 2] == SIMD4(255, 255, 255, 255))
    }

    @Test func largeTitleIsTallerThanBodyByItsPointSize() {
        let body = layout(Text("Title")).frame.size
        let large = layout(Text("Title").font(.largeTitle)).frame.size
        #expect(body.height == Self.ceil(Self.font(.body).lineHeight, scale: 1))
        #expect(large.height == Self.ceil(Self.font(.largeTitle).lineHeight, scale: 1))
        #expect(large.height > body.height * 1.9, "34 pt against 17 pt")
        #expect(large.width == Self.ceil(Self.width("Title", .largeTitle), scale: 1))
    }

    @Test func boldInksMoreThanRegular() {
        let s = "Hamburgefonstiv"
        let regular = ink(render(Text(s), scale: 2))
        let bold = ink(render(Text(s).bold(), scale: 2))
        let containerBold = ink(render(VStack { Text(s) }.bold(), scale: 2))
        let heavy = ink(render(Text(s).fontWeight(.heavy), scale: 2))
        #expect(Double(bold) > Double(regular) * 1.2, "regular \(regular), bold \(bold)")
        #expect(containerBold == bold, "View.bold() reaches the text")
        #expect(heavy > bold)
        // Font-level forms map to the same weights.
        #expect(ink(render(Text(s).font(.body.bold()), scale: 2)) == bold)
        #expect(ink(render(Text(s).font(.system(size: 17, weight: .bold)), scale: 2)) == bold)
    }

    @Test func firstTextBaselinesOfTwoFontsLineUp() {
        let view = HStack(alignment: .firstTextBaseline, spacing: 4) {
            Text("H").font(.caption)
            Text("H").font(.largeTitle)
        }
        let scale: CGFloat = 2
        let t = texts(layout(view, scale: scale))
        let small = Self.font(.caption), large = Self.font(.largeTitle)
        // The taller ascent sits at the top; the small text is lowered by the difference.
        #expect(t[1].frame.minY == 0)
        #expect(abs(t[0].frame.minY - CGFloat(large.ascent - small.ascent)) <= 0.5 / scale)
        // In pixels: the flat bottoms of both H's end on the same row.
        let img = render(view, scale: scale)
        let leftCols = Int(t[0].frame.minX * scale)..<Int(t[0].frame.maxX * scale)
        let rightCols = Int(t[1].frame.minX * scale)..<Int(t[1].frame.maxX * scale)
        #expect(inkedRows(img, columns: leftCols).max() == inkedRows(img, columns: rightCols).max())
        // Centre alignment would not line them up.
        let centred = render(HStack(spacing: 4) { Text("H").font(.caption); Text("H").font(.largeTitle) }, scale: scale)
        #expect(inkedRows(centred, columns: leftCols).max() != inkedRows(centred, columns: rightCols).max())
    }

    @Test func lastTextBaselineIsTheLastLinesBaseline() {
        let node = texts(layout(Text("One\nTwo")))[0]
        let f = Self.font(.body)
        let first = node.dimension(node.frame.size, vertical: .firstTextBaseline)
        let last = node.dimension(node.frame.size, vertical: .lastTextBaseline)
        #expect(abs(first - CGFloat(f.ascent)) < 1e-9)
        #expect(abs(last - CGFloat(f.ascent + f.lineHeight)) < 1e-9)
    }

    @Test func cjkRendersWithRealGlyphsNotMissingGlyphBoxes() {
        let l = TextLayout("列表", font: Self.font(.caption))
        #expect(l.glyphs.count == 2)
        #expect(l.glyphs.allSatisfy { $0.glyph != 0 }, "glyph 0 is .notdef, the box")
        #expect(l.font.faces[l.glyphs[0].faceIndex].family == FontRegistry.cjkFamily)
        // The two characters draw differently (two boxes would be the same).
        let img = render(Text("列表").font(.system(size: 40)))
        let half = img.width / 2
        var differs = false
        for y in 0..<img.height { for x in 0..<half where img[x, y] != img[x + half, y] { differs = true } }
        #expect(differs && ink(img) > 0)
        #expect(layout(Text("列表").font(.system(size: 40))).frame.width == Self.ceil(Self.width("列表", .system(size: 40)), scale: 1))
    }

    @Test func interpolationConcatenationAndTextModifiersStayText() {
        let n = 42
        #expect(Text("Count: \(n)").string == "Count: 42")
        #expect(Text("\(3.14159, specifier: "%.2f")").string == "3.14")
        #expect(Text(verbatim: "a\\(b)").string == "a\\(b)")
        let name: Substring = "Ada"
        #expect(Text(name).string == "Ada")
        // The seed's check: modifiers on Text return Text.
        let t: Text = Text("Hello").font(.largeTitle).foregroundColor(.purple)
        #expect(t.runs[0].style.font == .largeTitle)
        // Each piece keeps its colour.
        let joined = Text("Black ") + Text("Red").foregroundColor(.red)
        let list = ImageRenderer(content: joined).displayList
        let paints = list.items.compactMap { item -> Paint? in if case .glyphRun(let m) = item { m.paint } else { nil } }
        #expect(paints == [.solid(Color.black.resolve(in: .light).rgba), .solid(Color.red.resolve(in: .light).rgba)])
        #expect(layout(joined).frame.width == Self.ceil(Self.width("Black Red"), scale: 1))
    }

    @Test func multilineTextAlignmentPlacesShortLines() {
        func inkColumns(_ alignment: Flipbook.TextAlignment) -> (lo: Int, hi: Int, width: Int) {
            let img = render(Text("I\nIIIIIIII").font(.system(size: 40)).multilineTextAlignment(alignment))
            // The first line only: rows above the second line's top.
            let rows = 0..<Int(Self.font(.system(size: 40)).lineHeight)
            let cols = (0..<img.width).filter { x in rows.contains { img[x, $0].w > 0 } }
            return (cols.min()!, cols.max()!, img.width)
        }
        let leading = inkColumns(.leading), centre = inkColumns(.center), trailing = inkColumns(.trailing)
        #expect(leading.lo < 8)
        let middle = (centre.lo + centre.hi) / 2
        #expect(abs(middle - centre.width / 2) <= 1)
        #expect(trailing.hi > trailing.width - 8)
    }

    @Test func trackingWidensTheText() {
        // Tracking follows every character but the last: 3 × 10 pt more.
        #expect(layout(Text("abcd").tracking(10)).frame.width == Self.ceil(Self.width("abcd") + 30, scale: 1))
        #expect(layout(Text("abcd").kerning(10)).frame.width == Self.ceil(Self.width("abcd") + 30, scale: 1))
        #expect(layout(VStack { Text("abcd") }.tracking(10)).frame.width == Self.ceil(Self.width("abcd") + 30, scale: 1))
    }

    @Test func glyphsFollowScaleAndRotationEffects() {
        func inkBox(_ p: PixelBuffer) -> (w: Int, h: Int) {
            let rows = inkedRows(p, columns: 0..<p.width)
            let cols = (0..<p.width).filter { x in (0..<p.height).contains { p[x, $0].w > 0 } }
            return (cols.max()! - cols.min()! + 1, rows.max()! - rows.min()! + 1)
        }
        func scene<V: View>(_ v: V) -> some View { v.frame(width: 120, height: 120) }
        let plain = inkBox(render(scene(Text("II").font(.system(size: 30)))))
        let scaled = inkBox(render(scene(Text("II").font(.system(size: 30)).scaleEffect(2))))
        let turned = inkBox(render(scene(Text("II").font(.system(size: 30)).rotationEffect(.degrees(90)))))
        #expect(abs(scaled.w - 2 * plain.w) <= 2 && abs(scaled.h - 2 * plain.h) <= 2, "plain \(plain), scaled \(scaled)")
        #expect(abs(turned.w - plain.h) <= 2 && abs(turned.h - plain.w) <= 2, "plain \(plain), turned \(turned)")
    }

    @Test func emptyTextTakesNoSpaceAndTextCaseChangesTheCharacters() {
        #expect(layout(Text("")).frame.size == .zero)
        #expect(ImageRenderer(content: Text("")).displayList.items.isEmpty)
        let upper = layout(Text("Tap me").textCase(.uppercase)).frame.width
        #expect(upper == Self.ceil(Self.width("TAP ME"), scale: 1))
    }

    @Test func minimumScaleFactorShrinksTheFontBeforeTruncating() {
        let s = "Hello world again"
        let full = Self.width(s)
        let w = CGFloat((full * 0.75).rounded())
        // Enough room at 0.5: the largest size that fits, on one line, untruncated.
        let shrunk = texts(layout(Text(s).lineLimit(1).minimumScaleFactor(0.5).frame(width: w)))[0]
        #expect(shrunk.frame.width <= w && shrunk.frame.width >= w - 1, "\(shrunk.frame)")
        let shrunkHeight = shrunk.frame.height
        // SF Pro's tracking tightens less at smaller sizes (−0.43 pt at 17 pt, 0 at 12 pt), so
        // the text shrinks a little more than the 0.75 its width alone would ask.
        #expect(shrunkHeight < 21 && shrunkHeight >= Self.ceil(Self.font(.system(size: 17 * 0.70)).lineHeight, scale: 1))
        // Not enough room at 0.9: drawn at 0.9 × 17 pt and truncated.
        let size = 17 * 0.9
        let truncated = texts(layout(Text(s).lineLimit(1).minimumScaleFactor(0.9).frame(width: w)))[0]
        let expected = TextLayout(s, font: Self.font(.system(size: size)), width: Double(w), lineLimit: 1)
        #expect(expected.isTruncated)
        #expect(truncated.frame.size == CGSize(width: Self.ceil(expected.size.width, scale: 1), height: Self.ceil(expected.size.height, scale: 1)))
        // Without the modifier: truncated at full size.
        #expect(texts(layout(Text(s).lineLimit(1).frame(width: w)))[0].frame.height == 21)
    }

    @Test func underlineAndStrikethroughDrawBarsAtTheFontsPositions() {
        let f = Self.font(.body)
        let list = ImageRenderer(content: Text("Under").underline(color: .red) + Text(" strike").strikethrough()).displayList
        let bars = list.items.compactMap { item -> ShapeItem? in if case .shape(let s) = item { s } else { nil } }
        #expect(bars.count == 2)
        let under = bars[0].path.bounds, strike = bars[1].path.bounds
        #expect(bars[0].paint == .solid(Color.red.resolve(in: .light).rgba))
        #expect(bars[1].paint == .solid(Color.black.resolve(in: .light).rgba), "the text's own colour")
        // Centred 464/2816 em below the baseline and 826/2816 em above it, 1 px thick at 17 pt.
        #expect(abs(under.midY - (f.ascent + 17 * 464 / 2816)) <= 0.5 && under.height == 1)
        #expect(abs(strike.midY - (f.ascent - 17 * 826 / 2816)) <= 0.5)
        // Up to the next run's first glyph: the tracking after "r" included (a line's own width
        // leaves its last letter's tracking out).
        #expect(under.minX == 0 && abs(under.width - (Self.width("Under") + f.tracking)) < 0.01, "up to the next run's first glyph")
        #expect(abs(strike.maxX - Self.width("Under strike")) < 0.01)
        let img = render(Text("Under").underline(color: .red))
        #expect(img[3, Int(under.minY)] == SIMD4(0xFF, 0x3B, 0x30, 255))
    }
}

/// Text at fractional positions draws its whole string: pixel snapping may move a frame's
/// edges to different pixels than its size was measured at, and the text must still draw
/// the layout that sized it rather than a narrower one that truncates or wraps.
@Suite @MainActor struct TextAtFractionalPositionsTests {
    /// Total alpha in columns `xs` (clamped to the buffer).
    static func ink(_ p: PixelBuffer, columns xs: Range<Int>) -> Int {
        var sum = 0
        for y in 0..<p.height { for x in max(0, xs.lowerBound)..<min(p.width, xs.upperBound) { sum += Int(p[x, y].w) } }
        return sum
    }

    @Test(arguments: ["#4  0.167 s", "#37  1.542 s"])
    func everyGlyphDrawsWhereverTheTextSits(_ s: String) {
        let font = TextViewTests.font(.system(size: 9))
        let measured = TextLayout(s, font: font)
        let last = measured.glyphs.last!
        for scale in [1.0, 2.0, 3.0] {
            func render<V: View>(_ v: V) -> PixelBuffer {
                let r = ImageRenderer(content: v)
                r.scale = CGFloat(scale)
                return r.pixelBuffer
            }
            func label() -> some View { Text(s).font(.system(size: 9)) }
            let whole = TextViewTests().ink(render(label()))
            // Left edges at fractional points, and centred in cells of fractional widths.
            var placements: [(x: Double, view: AnyView)] = []
            for x in [0.16, 0.5, 0.84, 1.0 / 3, 2.0 / 3, 0.25, 0.75] {
                placements.append((x, AnyView(HStack(spacing: 0) { Color.clear.frame(width: x, height: 1); label() })))
            }
            let ideal = Double(TextViewTests.ceil(measured.size.width, scale: scale))
            // Centred under a picture of a third-point width, as a contact sheet's labels are:
            // at 3× some of these put both edges on half pixels, which snapping rounds apart.
            for third in 222..<267 {
                let picture = Double(third) / 3
                placements.append((8 + (picture - ideal) / 2, AnyView(VStack(spacing: 3) {
                    Color.clear.frame(width: picture, height: 1)
                    label()
                }.padding(8))))
            }
            for (x, view) in placements {
                let p = render(view)
                let context = "x \(x) at \(scale)x"
                #expect(abs(TextViewTests().ink(p) - whole) <= whole / 20, "the whole string's ink, \(context)")
                // Ink inside the last glyph's box (its left half-point trimmed for neighbours' overhang).
                let lo = Int(((x + last.x + 0.5) * scale).rounded(.up))
                let hi = Int(((x + measured.size.width) * scale).rounded(.down)) + 1
                #expect(Self.ink(p, columns: lo..<hi) > 0, "ink in the last glyph, \(context)")
                // The frame shows the one-line layout it measured, not a truncated one.
                let node = TextViewTests().texts({ let r = ImageRenderer(content: view); r.scale = CGFloat(scale); return r.layout() }())[0]
                let shown = (node.behavior as! TextBehavior).text.layout(forFrame: node.frame.size)
                #expect(shown?.lines.count == 1 && shown?.isTruncated == false, "one whole line, \(context)")
                // Nothing drawn past where the string ends.
                #expect(Self.ink(p, columns: min(hi + 1, p.width)..<p.width) == 0, "no ink past the end, \(context)")
            }
        }
    }
}
