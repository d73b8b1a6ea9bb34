import Testing
import FlipbookRaster
@testable import Flipbook
@testable import FlipbookCore

/// Large titles follow the screen's scroll view, as iOS's navigation bar does: the title is
/// part of the scrolled content, moves up with it and, once its 52 pt row has scrolled under
/// the 44 pt bar, gives way to the inline title; the iOS 18 bar's background (transparent at
/// the scroll edge) shows once content is under the bar. iPhone 15 Pro (393×852, status bar
/// 59 pt), so the bar's foot is at 103, the large title's row 103…155, its text's top at 106.
/// Sources: the 44 pt bar and 34 pt large title are Apple's published metrics (HIG, UIKit);
/// the 52 pt row and 3 pt title top are NavigationBarMetrics' screenshot estimates; the
/// inline title appearing once the row has fully scrolled under the bar is an estimate (iOS
/// cross-fades the two around that point).
@Suite @MainActor struct LargeTitleCollapseTests {
    let red = SIMD4<UInt8>(255, 59, 48, 255)
    let white = SIMD4<UInt8>(255, 255, 255, 255)

    /// Thirty 44 pt red rows in a plain list, separators hidden, under a large title.
    func screen(_ mode: NavigationBarItem.TitleDisplayMode = .large, scrolled y: CGFloat, design26: Bool = false,
                scrollView: Bool = false) -> some View {
        NavigationStack {
            Group {
                if scrollView {
                    ScrollView {
                        VStack(spacing: 0) { ForEach(0..<30, id: \.self) { _ in Color.red.frame(height: 44) } }
                    }
                    .scrollPosition(.constant(ScrollPosition(y: y)))
                } else {
                    List {
                        ForEach(0..<30, id: \.self) { _ in
                            Color.red.frame(height: 44).listRowInsets(EdgeInsets()).listRowSeparator(.hidden)
                        }
                    }
                    .listStyle(.plain)
                    .scrollPosition(.constant(ScrollPosition(y: y)))
                }
            }
            .navigationTitle("Inbox").navigationBarTitleDisplayMode(mode)
        }
        .designRequiresCompatibility(!design26)
    }

    func stack(_ root: ViewNode) throws -> (ViewNode, NavigationStackBehavior) {
        let node = try #require(allNodes(root).first { $0.behavior is NavigationStackBehavior })
        return (node, node.behavior as! NavigationStackBehavior)
    }

    /// Scrolled 20 pt: the large title's top moves from 106 to 86 with the content, whose top
    /// is now at 135 in the title's row, drawn as it is; no bar background yet (iOS 18).
    @Test func partialScrollMovesTheLargeTitleWithTheContent() throws {
        for scrollView in [false, true] {
            let r = deviceRenderer(screen(scrolled: 20, scrollView: scrollView))
            let (node, bar) = try stack(r.layout())
            let title = node.children[try #require(bar.slots.title)]
            #expect(title.frame.minY == 86, "\(title.frame)")
            #expect(!bar.scroll.collapsed && bar.scroll.collapse == 20)
            let img = r.pixelBuffer
            #expect(img[10, 140] == red, "content in the title's row: \(img[10, 140])")
            #expect(img[10, 133] == white, "above the content's top: \(img[10, 133])")
            #expect(img[380, 80] == white, "no bar background while the title shows: \(img[380, 80])")
        }
        // At rest the content starts at the row's foot.
        let rest = deviceRenderer(screen(scrolled: 0)).pixelBuffer
        #expect(rest[10, 150] == white && rest[10, 156] == red)
    }

    /// iOS 26: the content in the title's row is scroll content, not under a bar — no edge
    /// effect there (bars6's soft band would fade it); the band covers the status bar and the
    /// bar (0…103).
    @Test func partialScrollDrawsTheTitleRowPlainlyInIOS26() throws {
        let r = deviceRenderer(screen(scrolled: 20, design26: true))
        let list = try #require(allNodes(r.layout()).lazy.compactMap { $0.behavior as? ListBehavior }.first)
        #expect(list.underBars.top == 155 && list.underBars.plainTop == 20, "\(list.underBars.top) \(list.underBars.plainTop)")
        let img = r.pixelBuffer
        #expect(img[10, 136] == red && img[10, 154] == red, "\(img[10, 136]) \(img[10, 154])")
    }

    /// Scrolled past the row (300 pt ≥ 52): the inline bar, pixel for pixel what an inline
    /// title scrolled 52 pt less draws (the content sits at the same place: 155 − 300 =
    /// 103 − 248), in both designs: iOS 18's standard bar (#F9F9F9 over the #C6C6C8 hairline
    /// at 102) and iOS 26's floating title over the scroll edge effect.
    @Test func scrolledPastTheRowShowsTheInlineBar() throws {
        for design26 in [false, true] {
            let r = deviceRenderer(screen(scrolled: 300, design26: design26))
            let (_, bar) = try stack(r.layout())
            #expect(bar.scroll.collapsed && bar.scroll.collapse == 52)
            let collapsed = r.pixelBuffer
            let inline = deviceRenderer(screen(.inline, scrolled: 248, design26: design26)).pixelBuffer
            var differing = 0
            for y in 0..<collapsed.height { for x in 0..<collapsed.width where collapsed[x, y] != inline[x, y] { differing += 1 } }
            #expect(differing == 0, "design26 \(design26): \(differing) pixels differ from the inline bar")
            #expect(collapsed[10, 110] == red, "content just below the bar")
            // The inline title: dark pixels around the bar's centre (59…103).
            let ink = (150...243).contains { x in (70...92).contains { y in collapsed[x, y].x < 100 } }
            #expect(ink, "the inline title is drawn")
            if !design26 {
                #expect(collapsed[380, 80] == SIMD4(249, 249, 249, 255), "the standard bar: \(collapsed[380, 80])")
                #expect(collapsed[380, 102] == SIMD4(198, 198, 200, 255), "its hairline: \(collapsed[380, 102])")
            } else {
                #expect(collapsed[380, 80] != SIMD4(249, 249, 249, 255), "no bar background in iOS 26")
            }
        }
    }

    /// iOS 18, inline title: the bar is transparent at rest and takes its background once
    /// content has scrolled under it.
    @Test func inlineBarTakesItsBackgroundOnceScrolled() {
        let rest = deviceRenderer(screen(.inline, scrolled: 0)).pixelBuffer
        #expect(rest[380, 80] == white && rest[380, 102] == white)
        let scrolled = deviceRenderer(screen(.inline, scrolled: 1)).pixelBuffer
        #expect(scrolled[380, 80] == SIMD4(249, 249, 249, 255) && scrolled[380, 102] == SIMD4(198, 198, 200, 255))
        // A bar with `toolbarBackground(.hidden)` stays transparent.
        let hidden = deviceRenderer(NavigationStack {
            ScrollView { Color.red.frame(height: 2000) }
                .scrollPosition(.constant(ScrollPosition(y: 300)))
                .navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline)
                .toolbarBackground(.hidden, for: .navigationBar)
        }).pixelBuffer
        #expect(hidden[380, 80] == white, "\(hidden[380, 80])")
    }

    /// A design sheet: a mailbox list at rest, scrolled 20 pt and scrolled 200 pt, iOS 18
    /// above, iOS 26 below (iPhone 15 Pro at 2×, light).
    @Test func collapseMatchesTheGolden() throws {
        struct Mailbox: View {
            let y: CGFloat
            var body: some View {
                NavigationStack {
                    List {
                        ForEach(0..<24, id: \.self) { i in
                            VStack(alignment: .leading, spacing: 2) {
                                Text(["Anna Haro", "Daniel Higgins", "John Appleseed", "Kate Bell"][i % 4]).font(.headline)
                                Text(["Lunch on Friday?", "Invoice #\(1000 + i)", "Photos from the trip", "Re: Plans"][i % 4])
                                    .font(.subheadline).foregroundStyle(.secondary)
                            }
                        }
                    }
                    .listStyle(.plain)
                    .scrollPosition(.constant(ScrollPosition(y: y)))
                    .navigationTitle("Inbox")
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) { Button {} label: { Image(systemName: "square.and.pencil") } }
                    }
                }
            }
        }
        var shots: [PixelBuffer] = []
        for design26 in [false, true] {
            for y: CGFloat in [0, 20, 200] {
                let r = deviceRenderer(Mailbox(y: y).designRequiresCompatibility(!design26), chrome: .screenshot)
                r.scale = 2
                r.background = .white
                shots.append(r.pixelBuffer)
            }
        }
        try ContainerSheet.check(ContainerSheet.atlas(shots, columns: 3), name: "design-large-title-collapse")
    }
}
