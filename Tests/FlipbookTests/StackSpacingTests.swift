import Testing
import FlipbookText
@testable import Flipbook
@testable import FlipbookCore

/// Default stack spacing negotiated between neighbours (REFERENCE.md, "Default spacing is
/// negotiated"): one test per case the reference lists. Expected gaps are derived here from
/// the bundled font's own metrics (FlipbookText), not read back from the layout code.
@Suite @MainActor struct StackSpacingTests {
    /// Inter Regular at the body size, the face `Text` draws with by default.
    static let body = try! FontRegistry.bundled().resolve(FontSpec.body.resolved())

    /// REFERENCE.md's formulas, written out again: (above text, below text, text to text).
    static func textGaps(_ f: ResolvedFont, scale: Double) -> (above: Double, below: Double, textToText: Double) {
        let a = f.ascent, d = f.descent, cap = f.capHeight, leading = f.lineHeight - f.ascent - f.descent
        let lineH = a + d
        let s = (0.1 * lineH * scale - 1e-7).rounded(.up) / scale
        return (lineH + s - a, max(lineH + s - cap, s + d), (leading * scale - 1e-7).rounded(.up) / scale)
    }

    /// Frames of the leaves (colours, texts, images) in declaration order, laid out at `scale`.
    func leaves<V: View>(_ view: V, scale: CGFloat = 3) -> [CGRect] {
        var env = EnvironmentValues()
        env.displayScale = scale
        let root = ViewLayout.layout(view, in: CGSize(width: 400, height: 600), environment: env)
        var out: [CGRect] = []
        func walk(_ n: ViewNode) {
            if n.children.isEmpty && !(n.behavior is SpacerBehavior) { out.append(n.frame) }
            n.children.forEach(walk)
        }
        walk(root)
        return out
    }

    /// The vertical gap between leaf `i` and leaf `i + 1`.
    func vGap(_ f: [CGRect], _ i: Int = 0) -> Double { Double(f[i + 1].minY - f[i].maxY) }
    func hGap(_ f: [CGRect], _ i: Int = 0) -> Double { Double(f[i + 1].minX - f[i].maxX) }

    /// Frames snap to the pixel grid, so a gap is exact to within one device pixel.
    func near(_ a: Double, _ b: Double, scale: Double = 3) -> Bool { abs(a - b) <= 1 / scale + 1e-9 }

    var rect: some View { Color.red.frame(width: 40, height: 10) }

    @Test func twoPlainViewsAreEightApartInBothStacks() {
        #expect(vGap(leaves(VStack { rect; rect })) == 8)
        #expect(hGap(leaves(HStack { rect; rect })) == 8)
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .vertical) == 8)
    }

    @Test func aSpacerContributesNoSpacingOnItsAxis() {
        // The spacer's minimum length (8) is the whole distance: no spacing either side of it.
        let f = leaves(VStack { rect; Spacer(); rect }.fixedSize())
        #expect(vGap(f) == 8)
        let g = leaves(VStack { Text("A"); Spacer(minLength: 0); rect }.fixedSize())
        #expect(vGap(g) == 0)
        #expect(ViewSpacing.zero.distance(to: ViewSpacing(), along: .vertical) == 0)
    }

    @Test func aPlainViewAboveTextIsLineHeightPlusSMinusAscentAway() {
        let expected = Self.textGaps(Self.body, scale: 3).above
        #expect(expected > 5 && expected < 8)  // closer than 8, as on iOS
        #expect(near(vGap(leaves(VStack { rect; Text("Title") })), expected))
    }

    @Test func textAbovePlainViewKeepsCapHeightOrDescentDistance() {
        let expected = Self.textGaps(Self.body, scale: 3).below
        #expect(expected > 8)
        #expect(near(vGap(leaves(VStack { Text("Title"); rect })), expected))
    }

    @Test func textAboveTextIsTheLowerTextsLeading() {
        // Inter has no hhea line gap, so two texts touch: no spacing beyond their line boxes.
        #expect(Self.textGaps(Self.body, scale: 3).textToText == 0)
        #expect(vGap(leaves(VStack { Text("One"); Text("Two") })) == 0)
        // The leading, rounded up to the pixel grid, when the lower font has one.
        let upper = ViewSpacing.text(ascent: 16, descent: 4, capHeight: 12, leading: 0, scale: 3)
        let lower = ViewSpacing.text(ascent: 16, descent: 4, capHeight: 12, leading: 1.2, scale: 3)
        #expect(abs(upper.distance(to: lower, along: .vertical) - 4.0 / 3) < 1e-9)
    }

    @Test func theWorkedExampleForSFPro17At3x() {
        // REFERENCE.md: SF Pro (2048 units/em: ascender 1950, descender −494, cap 1443) at 17 pt,
        // 3×: rect → Text 6.43 pt, Text → rect 10.64 pt.
        let em = 17.0 / 2048
        let sf = ViewSpacing.text(ascent: 1950 * em, descent: 494 * em, capHeight: 1443 * em, leading: 0, scale: 3)
        #expect(abs(ViewSpacing().distance(to: sf, along: .vertical) - 6.43) < 0.005)
        #expect(abs(sf.distance(to: ViewSpacing(), along: .vertical) - 10.64) < 0.005)
    }

    @Test func textInAnHStackIsEightFromItsNeighbours() {
        let f = leaves(HStack { rect; Text("Label"); Text("Other") })
        #expect(hGap(f, 0) == 8)
        #expect(hGap(f, 1) == 8)
    }

    @Test func paddingResetsTheEdgesItPads() {
        // Padded on top: the text's top edge is a plain view's again (rect → padding = 8).
        let f = leaves(VStack { rect; Text("Title").padding(.top, 4) })
        #expect(near(vGap(f), 8 + 4))
        // Padded only horizontally: the text keeps its vertical preferences.
        let g = leaves(VStack { rect; Text("Title").padding(.horizontal, 10) })
        #expect(near(vGap(g), Self.textGaps(Self.body, scale: 3).above))
        // Zero padding changes nothing.
        let h = leaves(VStack { rect; Text("Title").padding(0) })
        #expect(near(vGap(h), Self.textGaps(Self.body, scale: 3).above))
    }

    @Test func framesResetTheEdgesTheySize() {
        // A height frame (exactly the text's height) resets the vertical edges: 8 pt.
        let textHeight = leaves(Text("Title"))[0].height
        let f = leaves(VStack { rect; Text("Title").frame(height: textHeight) })
        #expect(vGap(f) == 8)
        // A width frame leaves the vertical edges alone: `.frame(maxWidth: .infinity)` texts
        // keep their metrics.
        let g = leaves(VStack { rect; Text("Title").frame(maxWidth: .infinity) })
        #expect(near(vGap(g), Self.textGaps(Self.body, scale: 3).above))
    }

    @Test func explicitSpacingOverridesPreferences() {
        #expect(vGap(leaves(VStack(spacing: 3) { Text("One"); Text("Two") })) == 3)
        #expect(vGap(leaves(VStack(spacing: 3) { rect; Text("Two") })) == 3)
    }

    @Test func stacksAndWrappersPassTheirEdgeChildrensPreferencesOut() {
        // A VStack ending in text behaves as text below; a background does not change that.
        let expected = Self.textGaps(Self.body, scale: 3).below
        let f = leaves(VStack { VStack { rect; Text("Caption") }; rect })
        #expect(near(vGap(f, 1), expected))
        let g = leaves(VStack { Text("Caption").background(Color.blue).opacity(0.5); rect })
        // Leaves: text, its background colour, then the rect.
        #expect(near(Double(g[2].minY - g[0].maxY), expected))
        // An HStack holding text is text-like on its top and bottom edges (union across).
        let h = leaves(VStack { rect; HStack { rect; Text("Side") } })
        // Leaves: the outer rect, the row's rect, the row's text (the row's tallest child).
        #expect(near(Double(h[2].minY - h[0].maxY), Self.textGaps(Self.body, scale: 3).above))
    }
}
