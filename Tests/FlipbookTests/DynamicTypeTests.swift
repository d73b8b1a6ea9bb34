import Flipbook
import FlipbookRaster
import Testing

/// Text styles scale by Apple's Dynamic Type tables; measured text heights follow.
@MainActor
@Suite struct DynamicTypeTests {
    /// The HIG's body sizes, xSmall … accessibility5.
    static let bodySizes: [CGFloat] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]

    func height(_ view: some View) -> CGFloat { ImageRenderer(content: view).layout().frame.height }

    @Test func bodyTextGrowsAsTheTableSays() {
        // A single line's height is proportional to the point size (same face, same metrics):
        // the ratio to the 17 pt line at .large follows the table within a pixel's rounding.
        let base = height(Text("Hgpq").font(.body))
        var previous: CGFloat = 0
        for (size, points) in zip(DynamicTypeSize.allCases, Self.bodySizes) {
            #expect(Font.TextStyle.body.pointSize(at: size) == points)
            let h = height(Text("Hgpq").font(.body).dynamicTypeSize(size))
            // Exactly the line of the system font at the table's size…
            #expect(h == height(Text("Hgpq").font(.system(size: points))), "\(size)")
            // …which is the 17 pt line scaled, within the two heights' pixel rounding.
            #expect(abs(h - base * points / 17) <= 1 + points / 17, "\(size): \(h) vs \(base * points / 17)")
            #expect(h >= previous)
            previous = h
        }
        // A fixed size does not scale.
        #expect(height(Text("Hgpq").font(.system(size: 17)).dynamicTypeSize(.accessibility5)) == base)
        // Text with no font is body.
        #expect(height(Text("Hgpq").dynamicTypeSize(.accessibility3)) == height(Text("Hgpq").font(.system(size: 40))))
    }

    @Test func rangesClampTheInheritedSize() {
        let ax5 = height(Text("Hgpq").font(.body).dynamicTypeSize(...DynamicTypeSize.xxxLarge).dynamicTypeSize(.accessibility5))
        #expect(ax5 == height(Text("Hgpq").font(.system(size: 23))))
        let xs = height(Text("Hgpq").font(.body).dynamicTypeSize(DynamicTypeSize.large...).dynamicTypeSize(.xSmall))
        #expect(xs == height(Text("Hgpq").font(.system(size: 17))))
        // Inside the range: unchanged.
        let mid = height(Text("Hgpq").font(.body).dynamicTypeSize(.small ... .xLarge).dynamicTypeSize(.medium))
        #expect(mid == height(Text("Hgpq").font(.system(size: 16))))
    }

    @Test func sizeCategoryIsTheSameSetting() {
        var env = EnvironmentValues()
        env.sizeCategory = .accessibilityExtraLarge
        #expect(env.dynamicTypeSize == .accessibility3)
        #expect(env.sizeCategory.isAccessibilityCategory)
        #expect(!DynamicTypeSize.xxxLarge.isAccessibilitySize)
    }

    @Test func customFontsRelativeToAStyleAndScaledMetricsScale() {
        // 20 pt relative to .title3 (20 at large, 26 at xxxLarge) is 26 pt at xxxLarge.
        let relative = height(Text("Hgpq").font(.custom("Inter", size: 20, relativeTo: .title3)).dynamicTypeSize(.xxxLarge))
        #expect(relative == height(Text("Hgpq").font(.system(size: 26))))
        struct Padded: View {
            @ScaledMetric var side: CGFloat = 10
            var body: some View { Color.red.frame(width: side, height: side) }
        }
        // Body is 33 pt at accessibility2, so 10 × 33 / 17 (laid out at scale 100, so the
        // frame snaps to hundredths).
        let r = ImageRenderer(content: Padded().dynamicTypeSize(.accessibility2))
        r.scale = 100
        let w = r.layout().frame.width
        #expect(abs(w - 10 * 33 / 17) < 0.01)
    }

    @Test func boldTextDrawsHeavier() {
        func ink(_ view: some View) -> Int {
            let r = ImageRenderer(content: view)
            r.scale = 2
            let px = r.pixelBuffer
            return stride(from: 3, to: px.bytes.count, by: 4).reduce(0) { $0 + Int(px.bytes[$1]) }
        }
        let regular = ink(Text("Bold text").font(.body))
        let bold = ink(Text("Bold text").font(.body).environment(\.legibilityWeight, .bold))
        let semibold = ink(Text("Bold text").font(.body.weight(.semibold)))
        #expect(bold > regular)
        #expect(bold == semibold)
    }
}
