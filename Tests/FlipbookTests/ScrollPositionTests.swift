import Testing
import FlipbookRaster
@testable import Flipbook
@testable import FlipbookCore

/// Scrolling (#26): positions set from a test (ScrollPosition, scrollPosition(id:),
/// ScrollViewReader, defaultScrollAnchor), content margins, clipping, scroll transitions at
/// the drawn offset, geometry and visibility callbacks, the refresh spinner, and the
/// modifiers with no pixels in a still.
@Suite @MainActor struct ScrollPositionTests {
    /// Ten 20-pt rows in a 50-pt-tall scroll view: row i at y = 20 i at rest.
    func rows(_ count: Int = 10) -> some View {
        ScrollView {
            VStack(spacing: 0) { ForEach(0..<count) { i in Color.red.frame(height: 20).id(i) } }
        }
    }

    @Test func aScrollPositionPointEdgeOrViewIsDrawnClampedToTheContent() {
        func firstY(_ v: some View) -> CGFloat? { colorFrames(v, 30, 50).first?.minY }
        #expect(firstY(rows()) == 0)
        #expect(firstY(rows().scrollPosition(.constant(ScrollPosition(y: 35)))) == -35)
        // 200 pt of content in 50: it stops at 150.
        #expect(firstY(rows().scrollPosition(.constant(ScrollPosition(y: 400)))) == -150)
        #expect(firstY(rows().scrollPosition(.constant(ScrollPosition(edge: .bottom)))) == -150)
        #expect(firstY(rows().scrollPosition(.constant(ScrollPosition(point: CGPoint(x: 0, y: -20))))) == 0)
        // A view by id: row 4's top at the top, or its centre at the centre (90 - 25 + 10).
        #expect(firstY(rows().scrollPosition(.constant(ScrollPosition(id: 4, anchor: .top)))) == -80)
        #expect(firstY(rows().scrollPosition(.constant(ScrollPosition(id: 4, anchor: .center)))) == -65)
        // No anchor: only as far as shows it (row 4's bottom at the bottom: 100 - 50).
        #expect(firstY(rows().scrollPosition(.constant(ScrollPosition(id: 4)))) == -50)
        // scrollPosition(id:) puts the view at the top; nil leaves the view at rest.
        #expect(firstY(rows().scrollPosition(id: .constant(Optional(3)))) == -60)
        #expect(firstY(rows().scrollPosition(id: .constant(Int?.none))) == 0)
        // defaultScrollAnchor(.bottom): a chat starts at its latest message; short content
        // sits at the bottom.
        #expect(firstY(rows().defaultScrollAnchor(.bottom)) == -150)
        #expect(firstY(rows(2).defaultScrollAnchor(.bottom)) == 10)
        // The position as SwiftUI reports it back.
        var p = ScrollPosition(idType: Int.self)
        p.scrollTo(id: 7, anchor: .bottom)
        #expect(p.viewID(type: Int.self) == 7 && p.x == nil && !p.isPositionedByUser)
        p.scrollTo(x: 3, y: 4)
        #expect(p.point == CGPoint(x: 3, y: 4) && p.y == 4)
    }

    @Test func scrollViewReaderScrollsToAViewWhenAsked() {
        let view = ScrollViewReader { proxy in
            rows().onAppear { proxy.scrollTo(9, anchor: .bottom) }
        }
        let host = ViewHost(view.frame(width: 30, height: 50))
        #expect(host.frame(id: 9)?.maxY == 50, "row 9's bottom at the bottom after onAppear's scrollTo")
        #expect(host.frame(id: 0)?.minY == -150)
    }

    @Test func contentMarginsInsetTheContentAndClippingCanBeTurnedOff() {
        let view = ScrollView { Color.red.frame(height: 100) }.contentMargins(.horizontal, 10).contentMargins(.top, 5)
        #expect(colorFrames(view, 50, 50) == [CGRect(x: 10, y: 5, width: 30, height: 100)])
        // Scrolled to the end: the bottom margin is 0 here, the content's bottom at 50.
        #expect(colorFrames(view.scrollPosition(.constant(ScrollPosition(edge: .bottom))), 50, 50).first?.maxY == 50)
        // Clipped by default; drawn beyond the frame with scrollClipDisabled.
        func overflow(_ clip: Bool) -> SIMD4<UInt8> {
            let v = VStack(spacing: 0) {
                ScrollView { Color.red.frame(height: 40) }.scrollClipDisabled(!clip).frame(height: 20)
                Color.clear.frame(height: 20)
            }.frame(width: 10)
            return ImageRenderer(content: v).pixelBuffer[5, 30]
        }
        #expect(overflow(true) == SIMD4(0, 0, 0, 0))
        #expect(overflow(false) == SIMD4(0xFF, 0x3B, 0x30, 255))
    }

    @Test func scrollTransitionsUseThePhaseOfTheDrawnPosition() {
        // Rows fade out entirely at an edge: at rest rows 0 and 1 show, row 2 (40–60) is
        // cut by the bottom edge, so it is at .bottomTrailing and drawn transparent.
        let view = ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<10) { i in
                    Color.red.frame(height: 20).id(i)
                        .scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0) }
                }
            }
        }
        let rest = ImageRenderer(content: view.frame(width: 10, height: 50)).pixelBuffer
        #expect(rest[5, 10] == SIMD4(0xFF, 0x3B, 0x30, 255))
        #expect(rest[5, 45] == SIMD4(0, 0, 0, 0), "row 2 is half out: faded")
        // Scrolled by 30: row 1 (−10…10) is cut at the top, rows 2 and 3 show, row 4 (50…70) is out.
        let scrolled = ImageRenderer(content: view.scrollPosition(.constant(ScrollPosition(y: 30))).frame(width: 10, height: 50)).pixelBuffer
        #expect(scrolled[5, 5] == SIMD4(0, 0, 0, 0), "row 1 at .topLeading")
        #expect(scrolled[5, 25] == SIMD4(0xFF, 0x3B, 0x30, 255))
        #expect(ScrollTransitionPhase.topLeading.value == -1 && ScrollTransitionPhase.bottomTrailing.value == 1)
    }

    @Test func geometryAndVisibilityCallbacksSeeTheDrawnScroll() {
        struct Probe: View {
            @State var offset: CGFloat = -1
            @State var lastVisible = false
            var body: some View {
                VStack(spacing: 0) {
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(0..<10) { i in
                                Color.red.frame(height: 20).id(i)
                                    .onScrollVisibilityChange { if i == 9 { lastVisible = $0 } }
                            }
                        }
                    }
                    .onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y }) { _, new in offset = new }
                    .scrollPosition(.constant(ScrollPosition(edge: .bottom)))
                    .frame(height: 50)
                    // The callbacks' state, drawn: a bar as long as the offset, green if the last row shows.
                    Color.blue.frame(width: max(0, offset), height: 5)
                    (lastVisible ? Color.green : Color.gray).frame(width: 5, height: 5)
                }
            }
        }
        let frames = colorFrames(Probe(), 200, 60)
        #expect(frames.count == 12)
        // The offset bar is 150 wide: the scroll view reported its offset to the end.
        let host = ViewHost(Probe().frame(width: 200, height: 60))
        let img = host.pixelBuffer
        // (150 wide, centred in 200: 25…175.)
        #expect(img[26, 52] == SIMD4(0x00, 0x7A, 0xFF, 255) && img[173, 52] == SIMD4(0x00, 0x7A, 0xFF, 255))
        #expect(img[23, 52] != SIMD4(0x00, 0x7A, 0xFF, 255) && img[177, 52] != SIMD4(0x00, 0x7A, 0xFF, 255))
        #expect(img[100, 57] == SIMD4(0x34, 0xC7, 0x59, 255), "the last row is visible: green")
    }

    @Test func refreshingDrawsTheSpinnerAboveTheContent() {
        let view = ScrollView { Color.red.frame(height: 200) }.refreshable {}
        #expect(colorFrames(view, 40, 100).first?.minY == 0)
        #expect(colorFrames(view.flipbookRefreshing(), 40, 100).first?.minY == 60)
        // The spinner's spokes are drawn in the 60-pt band; without `refreshable` nothing moves.
        let img = ImageRenderer(content: view.flipbookRefreshing().frame(width: 40, height: 100)).pixelBuffer
        var inked = 0
        for y in 0..<60 { for x in 0..<40 where img[x, y].w > 0 { inked += 1 } }
        #expect(inked > 20)
        #expect(colorFrames(ScrollView { Color.red.frame(height: 200) }.flipbookRefreshing(), 40, 100).first?.minY == 0)
    }

    @Test func modifiersWithNoPixelsInAStillChangeNothing() throws {
        func png(_ v: some View) throws -> Data { try ImageRenderer(content: v.frame(width: 40, height: 50)).pngData() }
        let plain = try png(rows())
        let modified = try png(rows()
            .scrollDisabled(true)
            .scrollIndicators(.hidden)
            .scrollIndicators(.never, axes: .horizontal)
            .scrollBounceBehavior(.basedOnSize)
            .scrollDismissesKeyboard(.interactively)
            .scrollTargetBehavior(.paging)
            .scrollTargetBehavior(.viewAligned(limitBehavior: .alwaysByOne))
            .scrollIndicatorsFlash(onAppear: true)
            .scrollIndicatorsFlash(trigger: 1)
            .scrollEdgeEffectStyle(.soft, for: .top)
            .scrollEdgeEffectDisabled()
            .onScrollPhaseChange { _, _ in }
            .defaultScrollAnchor(.top, for: .sizeChanges)
            .contentMargins(10, for: .scrollIndicators))
        #expect(plain == modified)
        var env = EnvironmentValues()
        #expect(env.isScrollEnabled && env.verticalScrollIndicatorVisibility == .automatic)
        env.scrollDismissesKeyboardMode = .immediately
        #expect(env.scrollDismissesKeyboardMode == .immediately)
    }

    @Test func pagingSnapsToPagesAsAScrollWouldEnd() {
        let context = ScrollTargetBehaviorContext(originalTarget: ScrollTarget(rect: CGRect(x: 0, y: 130, width: 100, height: 100)),
                                                  velocity: .zero, contentSize: CGSize(width: 100, height: 500),
                                                  containerSize: CGSize(width: 100, height: 100), axes: .vertical,
                                                  environment: EnvironmentValues())
        var target = context.originalTarget
        PagingScrollTargetBehavior().updateTarget(&target, context: context)
        #expect(target.rect.minY == 100)
        var fling = context.originalTarget
        var moving = context
        moving.velocity = CGVector(dx: 0, dy: 500)
        AnyScrollTargetBehavior(.paging).updateTarget(&fling, context: moving)
        #expect(fling.rect.minY == 130, "a fling forward ends at most a page on: min(200, 130)")
    }
}
