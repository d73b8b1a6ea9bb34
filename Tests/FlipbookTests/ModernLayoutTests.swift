import Testing
import FlipbookRaster
@testable import Flipbook
@testable import FlipbookCore

// A flow layout as real code writes it: its row measuring in a `nonisolated` helper and in
// a `Layout` extension, calling `LayoutSubview.sizeThatFits` and `.spacing` (SwiftUI's
// `LayoutSubview` is nonisolated; this failed to compile while Flipbook's was main-actor).
nonisolated func flowRowWidths(_ subviews: LayoutSubviews, maxWidth: CGFloat) -> [CGFloat] {
    var rows: [CGFloat] = [0]
    for s in subviews {
        let w = s.sizeThatFits(.unspecified).width
        _ = s.spacing.distance(to: s.spacing, along: .horizontal)
        if rows[rows.count - 1] + w > maxWidth { rows.append(w) } else { rows[rows.count - 1] += w }
    }
    return rows
}

private struct Rank: LayoutValueKey { static let defaultValue = 0 }

/// Lays subviews out left to right in the order of their `Rank` layout value.
private struct RankedRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: flowRowWidths(subviews, maxWidth: .infinity)[0], height: heights(subviews))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for s in subviews.sorted(by: { $0[Rank.self] < $1[Rank.self] }) {
            s.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += s.sizeThatFits(.unspecified).width
        }
    }
}

extension Layout {
    fileprivate nonisolated func heights(_ subviews: Subviews) -> CGFloat {
        subviews.map { $0.dimensions(in: .unspecified).height }.max() ?? 0
    }
}

extension ContainerValues {
    // What `@Entry var highlight: Bool = false` expands to.
    fileprivate var highlight: Bool {
        get { self[HighlightKey.self] }
        set { self[HighlightKey.self] = newValue }
    }
}
private struct HighlightKey: ContainerValueKey { static let defaultValue = false }

/// A custom container: each subview on a row, highlighted ones with a green bar after them.
private struct Highlighting<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
        VStack(spacing: 0) {
            ForEach(subviews: content) { subview in
                HStack(spacing: 0) {
                    subview
                    if subview.containerValues.highlight { Color.green.frame(width: 5, height: 10) }
                }
            }
        }
    }
}

@Suite @MainActor struct ModernLayoutTests {
    @Test func viewThatFitsShowsTheFirstChildWhoseIdealSizeFits() {
        let view = ViewThatFits {
            Color.red.frame(width: 150, height: 10)
            Color.blue.frame(width: 80, height: 10)
            Color.green.frame(width: 20, height: 10)
        }
        // 100 wide: the 150-pt child does not fit, the 80-pt one does.
        let img = ImageRenderer(content: view.frame(width: 100, height: 10)).pixelBuffer
        #expect(img[50, 5] == SIMD4(0x00, 0x7A, 0xFF, 255))
        #expect(img[5, 5] == SIMD4(0, 0, 0, 0), "the chosen child is centred: 10 pt clear each side")
        // Wide enough: the first; too narrow for all: the last.
        #expect(colorFrames(view, 200, 10).filter { $0.width > 0 } == [CGRect(x: 25, y: 0, width: 150, height: 10)])
        #expect(colorFrames(view, 10, 10).filter { $0.width > 0 } == [CGRect(x: -5, y: 0, width: 20, height: 10)])
        // Constrained only vertically, width never disqualifies.
        let tall = ViewThatFits(in: .vertical) {
            Color.red.frame(width: 150, height: 30)
            Color.blue.frame(width: 150, height: 10)
        }
        #expect(colorFrames(tall, 100, 20).filter { $0.width > 0 } == [CGRect(x: -25, y: 5, width: 150, height: 10)])
        #expect(colorFrames(tall, 100, 40).filter { $0.width > 0 } == [CGRect(x: -25, y: 5, width: 150, height: 30)])
    }

    @Test func anyLayoutSwitchesLayoutsKeepingChildrenAndTheirState() throws {
        func view(_ wide: Bool) -> some View {
            let layout = wide ? AnyLayout(HStackLayout(spacing: 0)) : AnyLayout(VStackLayout(spacing: 0))
            return layout {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 10, height: 10)
            }
        }
        #expect(colorFrames(view(true), 40, 40) == [CGRect(x: 10, y: 15, width: 10, height: 10), CGRect(x: 20, y: 15, width: 10, height: 10)])
        #expect(colorFrames(view(false), 40, 40) == [CGRect(x: 15, y: 10, width: 10, height: 10), CGRect(x: 15, y: 20, width: 10, height: 10)])
        // Same identities either way: the children are the same views moving.
        func ids(_ v: some View) -> [ViewIdentity] {
            var out: [ViewIdentity] = []
            func walk(_ n: ViewNode) { if n.behavior is ColorBehavior { out.append(n.identity) }; n.children.forEach(walk) }
            walk(ViewLayout.layout(v, in: CGSize(width: 40, height: 40)))
            return out
        }
        #expect(ids(view(true)) == ids(view(false)))
    }

    @Test func layoutValuesReachTheLayoutThroughModifiersAndNonisolatedHelpersMeasure() {
        let view = RankedRow {
            Color.red.frame(width: 10, height: 10).layoutValue(key: Rank.self, value: 2)
            Color.blue.frame(width: 20, height: 10).padding(0).layoutValue(key: Rank.self, value: 1)
            Color.green.frame(width: 5, height: 20)
        }
        // Green (rank 0 by default), blue (1), red (2), left to right; 35 × 20 centred in 55 × 40.
        #expect(colorFrames(view, 55, 40) == [CGRect(x: 35, y: 10, width: 10, height: 10),
                                             CGRect(x: 15, y: 10, width: 20, height: 10),
                                             CGRect(x: 10, y: 10, width: 5, height: 20)])
    }

    @Test func containerRelativeFrameMeasuresAgainstTheNearestScrollViewOrTheWindow() {
        // The window: half of 200.
        let half = Color.red.frame(height: 10).containerRelativeFrame(.horizontal) { length, _ in length / 2 }
        #expect(colorFrames(half, 200, 50) == [CGRect(x: 50, y: 20, width: 100, height: 10)])
        // A carousel: three cards 10 apart in a 320-pt horizontal scroll view, each 100 wide.
        let carousel = ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<4) { _ in Color.blue.frame(height: 20).containerRelativeFrame(.horizontal, count: 3, spacing: 10) }
            }
        }
        #expect(colorFrames(carousel, 320, 20).map(\.minX) == [0, 110, 220, 330])
        #expect(colorFrames(carousel, 320, 20).map(\.width) == [100, 100, 100, 100])
        // Spanning two of three columns: 2 × 100 + 10.
        let wide = Color.blue.frame(height: 20).containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10, alignment: .leading)
        #expect(colorFrames(ScrollView(.horizontal) { wide }, 320, 20) == [CGRect(x: 0, y: 0, width: 210, height: 20)])
        // Inside a 100-pt-tall scroll view under a 200-pt window, the scroll view is the container.
        let inScroll = VStack(spacing: 0) {
            ScrollView { Color.red.containerRelativeFrame(.vertical) }.frame(height: 100)
            Spacer()
        }
        #expect(colorFrames(inScroll, 50, 200).first?.height == 100)
    }

    @Test func customContainersReadSubviewsAndContainerValues() {
        let view = Highlighting {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 10, height: 10).containerValue(\.highlight, true)
        }
        // Red alone (centred in the 15-pt column: 7.5, snapped to 8); blue with a green bar
        // after it. 15 × 20 centred in 25 × 20.
        #expect(colorFrames(view, 25, 20) == [CGRect(x: 8, y: 0, width: 10, height: 10),
                                             CGRect(x: 5, y: 10, width: 10, height: 10),
                                             CGRect(x: 15, y: 10, width: 5, height: 10)])
        // Group(subviews:) hands the whole collection over: here only its first and count.
        let grouped = Group(subviews: Group { Color.red.frame(width: 10, height: 10); Color.blue; Color.green }) { subviews in
            HStack(spacing: 0) {
                subviews[0]
                ForEach(0..<subviews.count, id: \.self) { _ in Color.yellow.frame(width: 2, height: 2) }
            }
        }
        #expect(colorFrames(grouped, 16, 10).count == 4)
        #expect(colorFrames(grouped, 16, 10).map(\.minX) == [0, 10, 12, 14])
        // Group(sections:): a section per Section, loose views one of their own.
        let sections = Group(sections: Group {
            Section { Color.red; Color.red } header: { Color.blue }
            Color.green
        }) { sections in
            HStack(spacing: 0) {
                ForEach(sections) { section in
                    VStack(spacing: 0) {
                        section.header
                        Color.yellow.frame(width: 4, height: CGFloat(section.content.count))
                    }
                }
            }
        }
        let frames = colorFrames(sections, 8, 10)
        // The first section: its blue header (flexible: the 8 pt left) over a 2-pt bar (two
        // rows); the loose green view's section: a 1-pt bar.
        #expect(frames.map(\.height) == [8, 2, 1], "\(frames)")
    }

    @Test func pathBuildersApplyTheirTransform() {
        var p = Path()
        p.addRect(CGRect(x: 0, y: 0, width: 10, height: 10), transform: CGAffineTransform(translationX: 5, y: 0))
        #expect(p.boundingRect == CGRect(x: 5, y: 0, width: 10, height: 10))
        var e = Path()
        e.addEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10), transform: CGAffineTransform(scaleX: 2, y: 1))
        #expect(e.boundingRect.width == 20)
        // A rounded corner between two lines: the arc is tangent to both, radius 10.
        var corner = Path()
        corner.move(to: CGPoint(x: 0, y: 0))
        corner.addArc(tangent1End: CGPoint(x: 50, y: 0), tangent2End: CGPoint(x: 50, y: 50), radius: 10)
        corner.addLine(to: CGPoint(x: 50, y: 50))
        #expect(corner.boundingRect.minX == 0 && abs(corner.boundingRect.maxX - 50) < 0.001)
        #expect(abs(corner.boundingRect.maxY - 50) < 0.001)
        let end = corner.currentPoint
        #expect(end == CGPoint(x: 50, y: 50))
        // The arc ends on the second tangent, 10 pt below the corner.
        var arcOnly = Path()
        arcOnly.move(to: CGPoint(x: 0, y: 0))
        arcOnly.addArc(tangent1End: CGPoint(x: 50, y: 0), tangent2End: CGPoint(x: 50, y: 50), radius: 10)
        #expect(arcOnly.currentPoint.map { abs($0.x - 50) < 0.001 && abs($0.y - 10) < 0.001 } == true)
    }
}
