import Testing
import FlipbookRaster
@testable import Flipbook
@testable import FlipbookCore

/// Preferences, anchors, geometry changes and named coordinate spaces.
@Suite @MainActor struct PreferenceTests {
    private func layout<V: View>(_ v: V, graph: ViewGraph = ViewGraph()) -> [CGRect] { colorFramesWith(v, graph: graph) }

    @Test func equalWidthLabelsTakeTheWidestMeasuredWidth() {
        let titles = ["A", "Longer label", "Mid"]
        // Each label's own width, measured alone.
        let widths = titles.map { ViewLayout.layoutFitting(Text($0)).frame.width }
        let widest = widths.max()!
        #expect(widths[1] == widest && widest > widths[0] + 20)
        let frames = layout(EqualWidthLabels(titles: titles))
        // Colour leaves: the clear background of each label, then its blue bar.
        let bars = frames.filter { $0.width == 20 }
        #expect(bars.count == 3)
        for bar in bars { #expect(bar.minX == widest + 4, "bar at \(bar.minX), widest label \(widest)") }
    }

    @Test func withoutAGraphNoPreferenceActionRuns() {
        // A layout without state cannot apply the action: the labels keep their own widths.
        let root = ViewLayout.layoutFitting(EqualWidthLabels(titles: ["A", "Longer label"]))
        #expect(root.frame.width > 0)
    }

    @Test func anchorsResolveToExactRectsInTheReadersSpace() {
        let frames = layout(OutlinedViews())
        // The VStack is 60 wide (50 + 2 × 5); the red view is centred in it, inside 7 of padding.
        let outlines = frames.filter { $0.height == 2 }
        #expect(outlines.count == 2)
        #expect(outlines[0] == CGRect(x: 22, y: 7, width: 30, height: 2))
        #expect(outlines[1] == CGRect(x: 7, y: 27, width: 60, height: 2))
        // And in pixels: the outline over the red view is black, the red below it stays red.
        let r = ImageRenderer(content: OutlinedViews())
        let p = r.pixelBuffer
        #expect(p[30, 7] == SIMD4(0, 0, 0, 255))
        #expect(p[30, 10] == SIMD4(255, 59, 48, 255), "system red")
    }

    @Test func pointAnchorsAndTransformPreference() {
        struct PointKey: PreferenceKey {
            static let defaultValue: Anchor<CGPoint>? = nil
            static func reduce(value: inout Anchor<CGPoint>?, nextValue: () -> Anchor<CGPoint>?) { value = value ?? nextValue() }
        }
        final class Seen { var point: CGPoint?; var sum = 0 }
        let seen = Seen()
        let view = HStack(spacing: 0) {
            Color.gray.frame(width: 10, height: 10).preference(key: SumKey.self, value: 3)
            Color.red.frame(width: 20, height: 40)
                .anchorPreference(key: PointKey.self, value: .bottomTrailing) { $0 }
                .preference(key: SumKey.self, value: 4)
        }
        .transformPreference(SumKey.self) { $0 *= 10 }
        .padding(3)
        .overlayPreferenceValue(PointKey.self) { anchor in
            GeometryReader { proxy in
                let _ = (seen.point = anchor.map { proxy[$0] })
                Color.clear
            }
        }
        .overlayPreferenceValue(SumKey.self) { sum in
            let _ = (seen.sum = sum)
            Color.clear
        }
        _ = layout(view)
        // The reader fills the padded HStack: its origin is the view's, so the red view's
        // bottom-trailing corner is at (3 + 10 + 20, 3 + 40).
        #expect(seen.point == CGPoint(x: 33, y: 43))
        #expect(seen.sum == 70)
    }

    @Test func anOuterPreferenceReplacesTheContentsValue() {
        final class Seen { var sum = -1 }
        let seen = Seen()
        let view = VStack { Color.red.frame(width: 1, height: 1).preference(key: SumKey.self, value: 5) }
            .preference(key: SumKey.self, value: 2)
            .backgroundPreferenceValue(SumKey.self) { v in
                let _ = (seen.sum = v)
                Color.clear
            }
        _ = layout(view)
        #expect(seen.sum == 2)
    }

    @Test func onGeometryChangeFiresWithTheSettledSize() {
        let frames = layout(HalfWidthBar())
        #expect(frames.map(\.width) == [64, 32])
    }

    @Test func namedCoordinateSpacesMeasureFromTheNamedView() {
        let frames = layout(NamedSpaceReader())
        // The red view starts 9 + 25 into the named row.
        #expect(frames.last == CGRect(x: 0, y: 0, width: 34, height: 3))
    }

    @Test func aPreferenceThatNeverSettlesStopsAfterTheBoundedPasses() {
        struct Runaway: View {
            @State private var count = 0
            var body: some View {
                Color.red.frame(width: CGFloat(count + 1), height: 1)
                    .preference(key: SumKey.self, value: count)
                    .onPreferenceChange(SumKey.self) { _ in count += 1 }
            }
        }
        let frames = layout(Runaway())
        // One pass, then at most 8 more, each seeing a new value.
        #expect(frames.count == 1 && frames[0].width >= 2 && frames[0].width <= 10, "\(frames)")
    }
}

/// Colour frames of `view` laid out at its ideal size with `graph` (so state and preference
/// actions apply).
@MainActor func colorFramesWith<V: View>(_ view: V, graph: ViewGraph) -> [CGRect] {
    let root = ViewLayout.layoutFitting(view, graph: graph)
    var out: [CGRect] = []
    func walk(_ n: ViewNode) {
        if n.behavior is ColorBehavior { out.append(n.frame) }
        n.children.forEach(walk)
    }
    walk(root)
    return out
}
