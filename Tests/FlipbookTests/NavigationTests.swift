import Foundation
import Testing
import FlipbookPNG
import FlipbookRaster
@testable import Flipbook
@testable import FlipbookCore

/// Every node of a laid-out tree, depth first.
@MainActor func allNodes(_ root: ViewNode) -> [ViewNode] {
    var out: [ViewNode] = []
    func walk(_ n: ViewNode) { out.append(n); n.children.forEach(walk) }
    walk(root)
    return out
}

@MainActor func textFrames(_ root: ViewNode) -> [CGRect] { allNodes(root).filter { $0.behavior is TextBehavior }.map(\.frame) }
@MainActor func symbolFrames(_ root: ViewNode) -> [CGRect] { allNodes(root).filter { $0.behavior is SymbolImageBehavior }.map(\.frame) }

/// iPhone 15 Pro: safe area y 59…818.
/// Equal to within float rounding (layout sums fractions of points).
func approx(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.001 }

@Suite @MainActor struct NavigationTests {
    let device = DeviceScreen.iPhone15Pro

    @Test func largeTitleBarIs96PointsWithTheTitleAtLeading16() {
        let root = deviceRenderer(NavigationStack { Color.red.navigationTitle("Title") }).layout()
        #expect(deviceColorFrames(NavigationStack { Color.red.navigationTitle("Title") }) == [CGRect(x: 0, y: 155, width: 393, height: 663)])
        let title = textFrames(root)
        #expect(title.count == 1)
        #expect(title[0].minX == 16)
        #expect(approx(title[0].minY, 59 + 44 + 3))
        // 34 pt bold: a line about 41 pt tall.
        #expect(title[0].height >= 40 && title[0].height <= 42)
    }

    @Test func inlineTitleIsCentredInThe44PointBar() {
        let view = NavigationStack { Color.red.navigationTitle("Title").navigationBarTitleDisplayMode(.inline) }
        #expect(deviceColorFrames(view) == [CGRect(x: 0, y: 103, width: 393, height: 715)])
        let t = textFrames(deviceRenderer(view).layout())[0]
        #expect(abs(t.midX - 196.5) <= 0.5)
        #expect(abs(t.midY - (59 + 22)) <= 0.5)
        // 17 pt semibold: about 20–22 pt tall.
        #expect(t.height >= 20 && t.height <= 23)
    }

    @Test func noTitleOrHiddenBar() {
        // A root without a title still has its (empty) large-title bar, as iOS's.
        #expect(deviceColorFrames(NavigationStack { Color.red }) == [CGRect(x: 0, y: 155, width: 393, height: 663)])
        #expect(deviceColorFrames(NavigationStack { Color.red.navigationTitle("T").toolbar(.hidden, for: .navigationBar) })
                == [device.safeRect])
        #expect(deviceColorFrames(NavigationView { Color.red.navigationTitle("T").navigationBarHidden(true) }) == [device.safeRect])
    }

    @Test func contentIgnoringTheSafeAreaRunsUnderTheBar() {
        #expect(deviceColorFrames(NavigationStack { Color.red.ignoresSafeArea().navigationTitle("T") })
                == [CGRect(x: 0, y: 0, width: 393, height: 852)])
        #expect(deviceColorFrames(NavigationStack { Color.red.ignoresSafeArea(edges: .bottom).navigationTitle("T") })
                == [CGRect(x: 0, y: 155, width: 393, height: 697)])
    }

    @Test func toolbarItemsSit16PointsFromTheEdgesAndTheBackButton8() {
        let view = NavigationStack(path: .constant([7])) {
            Color.red.navigationTitle("Root")
                .navigationDestination(for: Int.self) { n in
                    Color.blue.navigationTitle("Item \(n)").navigationBarTitleDisplayMode(.inline)
                        .toolbar {
                            ToolbarItem(placement: .topBarTrailing) { Color.green.frame(width: 30, height: 20) }
                            ToolbarItem(placement: .topBarTrailing) { Color.orange.frame(width: 20, height: 20) }
                            ToolbarItem(placement: .principal) { Color.purple.frame(width: 50, height: 10) }
                            ToolbarItem(placement: .bottomBar) { Color.gray.frame(width: 10, height: 10) }
                        }
                }
        }
        let frames = deviceColorFrames(view)
        // The pushed screen only (the root is not drawn), between the bars (44 top, 49 bottom).
        #expect(frames[0] == CGRect(x: 0, y: 103, width: 393, height: 666))
        #expect(frames[1] == CGRect(x: 377 - 20 - 16 - 30, y: 81 - 10, width: 30, height: 20))
        #expect(frames[2] == CGRect(x: 357, y: 71, width: 20, height: 20))
        // The principal item replaces the title, centred.
        #expect(frames[3] == CGRect(x: 171.5, y: 76, width: 50, height: 10) || frames[3] == CGRect(x: 172, y: 76, width: 50, height: 10))
        // The bottom bar: 49 pt above the home indicator, items from 16.
        #expect(frames[4] == CGRect(x: 16, y: 769 + 19.5, width: 10, height: 10) || frames[4] == CGRect(x: 16, y: 789, width: 10, height: 10))
        let root = deviceRenderer(view).layout()
        let texts = textFrames(root)
        // No title text (the principal replaces it); the back button's title "Root" after its chevron.
        #expect(texts.count == 1)
        let chevron = symbolFrames(root)[0]
        // The chevron's 12 pt box starts at 8 (the icon glyph is centred in it).
        #expect(approx(chevron.midX, 8 + 6))
        #expect(approx(texts[0].minX, 8 + 12 + 6))
        #expect(abs(texts[0].midY - 81) <= 0.5)
    }

    @Test func backButtonSaysBackForALongOrMissingTitleAndCanBeHidden() {
        let hidden = NavigationStack(path: .constant(["x"])) {
            Color.red.navigationTitle("Root").navigationDestination(for: String.self) { _ in Color.blue.navigationBarBackButtonHidden() }
        }
        #expect(textFrames(deviceRenderer(hidden).layout()).isEmpty)
        #expect(symbolFrames(deviceRenderer(hidden).layout()).isEmpty)
        var shown: [String] = []
        let view = NavigationStack(path: .constant(["x"])) {
            Color.red.navigationTitle("A very long title indeed")
                .navigationDestination(for: String.self) { _ in Color.blue }
        }
        for n in allNodes(deviceRenderer(view).layout()) { if let t = n.behavior as? TextBehavior { shown.append(t.text.string) } }
        #expect(shown == ["Back"])
    }

    @Test func automaticModeInheritsTheLargeTitleWhenPushed() {
        let view = NavigationStack(path: .constant([1])) {
            Color.red.navigationTitle("Root").navigationDestination(for: Int.self) { _ in Color.blue.navigationTitle("Pushed") }
        }
        #expect(deviceColorFrames(view) == [CGRect(x: 0, y: 155, width: 393, height: 663)])
    }

    @Test func aPathValueWithoutADestinationIsARenderError() {
        let r = deviceRenderer(NavigationStack(path: .constant([1])) { Color.red.navigationTitle("Root") })
        _ = r.pixelBuffer
        #expect(r.graph.errors.first?.message.contains("navigationDestination(for: Int.self)") == true)
        // NavigationPath works as a typed path does.
        var path = NavigationPath()
        path.append("a")
        #expect(deviceColorFrames(NavigationStack(path: .constant(path)) {
            Color.red.navigationDestination(for: String.self) { _ in Color.blue.navigationBarTitleDisplayMode(.inline) }
        }) == [CGRect(x: 0, y: 103, width: 393, height: 715)])
    }

    @Test func visibleBarBackgroundReachesUnderTheStatusBar() {
        let view = NavigationStack { Color.clear.navigationTitle("T").navigationBarTitleDisplayMode(.inline).toolbarBackground(.visible, for: .navigationBar) }
        let p = deviceRenderer(view).pixelBuffer
        #expect(p[200, 1] == SIMD4(249, 249, 249, 255))
        #expect(p[200, 100] == SIMD4(249, 249, 249, 255))
        // The hairline: the bar's last pixel row at scale 1.
        #expect(p[200, 102] == SIMD4(198, 198, 200, 255))
        #expect(p[200, 110] == SIMD4(255, 255, 255, 255))
        let styled = deviceRenderer(NavigationStack { Color.clear.navigationTitle("T").toolbarBackground(Color.green, for: .navigationBar)
            .toolbarBackground(.visible, for: .navigationBar) }).pixelBuffer
        #expect(styled[200, 1] == SIMD4<UInt8>(52, 199, 89, 255))
        // Automatic: transparent at rest, as iOS 15+.
        let rest = deviceRenderer(NavigationStack { Color.clear.navigationTitle("T") }).pixelBuffer
        #expect(rest[200, 1] == SIMD4(255, 255, 255, 255))
    }

    @Test func navigationLinkIsATintedButtonOutsideListsAndARowWithAChevronInOne() {
        let plain = deviceRenderer(NavigationLink("Go", value: 1).frame(width: 200, height: 44)).layout()
        #expect(symbolFrames(plain).isEmpty)
        let rowView = NavigationLink("Go", value: 1).frame(width: 200, height: 44).environment(\.listRowContext, ListRowContext(isGrouped: true))
        let row = deviceRenderer(rowView).layout()
        let chevron = symbolFrames(row)
        #expect(chevron.count == 1)
        // The chevron's 8 pt box ends at the row's trailing edge.
        let rowFrame = allNodes(row).first { $0.behavior is FrameBehavior }!.frame
        #expect(approx(chevron[0].midX, rowFrame.maxX - 4))
        #expect(textFrames(row)[0].minX == rowFrame.minX)
        // Colours: the label in the tint as a button, in the primary colour as a row.
        func inks(_ v: some View) -> Set<SIMD4<UInt8>> {
            let p = deviceRenderer(v).pixelBuffer
            var s = Set<SIMD4<UInt8>>()
            for y in 420..<460 { for x in 90..<200 { s.insert(p[x, y]) } }
            return s
        }
        #expect(inks(NavigationLink("Go", value: 1).frame(width: 200, height: 44)).contains(SIMD4(0, 122, 255, 255)))
        let rowInks = inks(rowView)
        #expect(rowInks.contains(SIMD4(0, 0, 0, 255)))
        #expect(!rowInks.contains(SIMD4(0, 122, 255, 255)))
    }

    // MARK: TabView

    func tabs(selection: Int) -> some View {
        TabView(selection: .constant(selection)) {
            Color.red.tabItem { Label("One", systemImage: "house.fill") }.tag(0)
            Color.green.tabItem { Image(systemName: "star.fill"); Text("Two") }.tag(1).badge(2)
            Tab("Three", systemImage: "gearshape.fill", value: 2) { Color.blue }
        }
    }

    @Test func tabBarTakes49PointsAboveTheHomeIndicatorAndItemsShareTheWidth() {
        let root = deviceRenderer(tabs(selection: 1)).layout()
        let colours = allNodes(root).filter { $0.behavior is ColorBehavior }.map(\.frame)
        // The shown tab (green) fills the safe area less the bar.
        #expect(colours.first == CGRect(x: 0, y: 59, width: 393, height: 710))
        let icons = symbolFrames(root)
        #expect(icons.count == 3)
        for (i, f) in icons.enumerated() { #expect(abs(f.midX - (131 * CGFloat(i) + 65.5)) <= 0.5) }
        let titles = textFrames(root).filter { $0.height < 15 }  // the 10 pt titles (the badge is 13 pt)
        #expect(titles.count == 3)
        for t in titles { #expect(t.minY > 769 && t.maxY < 818) }
        #expect(icons.allSatisfy { $0.minY >= 769 + 4 })
    }

    @Test func selectedTabIsTintedAndTheOthersGrey() {
        let p = deviceRenderer(tabs(selection: 2)).pixelBuffer
        func colours(column: Int) -> Set<SIMD4<UInt8>> {
            var s = Set<SIMD4<UInt8>>()
            for y in 769..<818 { for x in (column * 131 + 20)..<(column * 131 + 111) { s.insert(p[x, y]) } }
            return s
        }
        #expect(colours(column: 2).contains(SIMD4(0, 122, 255, 255)))
        #expect(!colours(column: 2).contains(SIMD4(142, 142, 147, 255)))
        #expect(colours(column: 0).contains(SIMD4(142, 142, 147, 255)))
        #expect(!colours(column: 0).contains(SIMD4(0, 122, 255, 255)))
        // The badge's red on the second item.
        #expect(colours(column: 1).contains(SIMD4(255, 59, 48, 255)))
        // Selection 2 shows the third tab's content.
        #expect(p[200, 400] == SIMD4<UInt8>(0, 122, 255, 255))
    }

    @Test func pageStyleFillsTheFrameWithDotsNearTheFoot() {
        let view = TabView { Color.red; Color.green; Color.blue }.tabViewStyle(.page)
        let root = deviceRenderer(view).layout()
        let colours = allNodes(root).filter { $0.behavior is ColorBehavior }.map(\.frame)
        #expect(colours == [device.safeRect])
        let dots = allNodes(root).filter { $0.behavior is ShapeBehavior<Circle> }.map(\.frame)
        #expect(dots.count == 3)
        #expect(abs((dots[0].midX + dots[2].midX) / 2 - 196.5) <= 0.5)
        #expect(dots[1].midX - dots[0].midX == 16)
        #expect(abs(dots[0].midY - (818 - 20)) <= 0.5)
        let never = deviceRenderer(TabView { Color.red; Color.green }.tabViewStyle(.page(indexDisplayMode: .never))).layout()
        #expect(allNodes(never).filter { $0.behavior is ShapeBehavior<Circle> }.isEmpty)
    }

    // MARK: Sheets

    func sheet(_ detents: Set<PresentationDetent>) -> some View {
        Color.white.sheet(isPresented: .constant(true)) { Color.yellow.presentationDetents(detents) }
    }

    /// The sheet card's frame (its background shape's, with the corner run past the foot):
    /// children are the presenter, the dimming, the backdrop, the window, the card.
    func card<V: View>(_ v: V) -> CGRect {
        let root = deviceRenderer(v).layout()
        let sheet = allNodes(root).first { $0.behavior is SheetBehavior }!
        return sheet.children[4].frame
    }

    @Test func sheetTopSitsAtItsDetent() {
        #expect(card(sheet([.medium])).minY == 426)
        #expect(card(sheet([.medium, .large])).minY == 426)
        #expect(card(sheet([.large])).minY == 69)
        #expect(approx(card(sheet([.height(200)])).minY, 852 - 234))
        #expect(card(sheet([.fraction(0.5)])).minY == 852 - 391.5 || card(sheet([.fraction(0.5)])).minY == 461)
        // The card runs its 10 pt corner past the foot.
        #expect(card(sheet([.medium])).maxY == 862)
        // Content is laid out above the home indicator.
        let yellow = deviceColorFrames(sheet([.medium]))[4]
        #expect(yellow == CGRect(x: 0, y: 426, width: 393, height: 392))
    }

    @Test func presenterIsDimmedWithBlackAt20Percent() {
        let p = deviceRenderer(Color.white.ignoresSafeArea().sheet(isPresented: .constant(true)) {
            Color.yellow.presentationDetents([.medium])
        }).pixelBuffer
        #expect(near(p[200, 200], SIMD4(204, 204, 204, 255)))
        #expect(near(p[200, 1], SIMD4(204, 204, 204, 255)))
        let shown = deviceRenderer(sheet([.medium])).pixelBuffer
        #expect(near(shown[200, 300], SIMD4(204, 204, 204, 255)))
        #expect(shown[200, 500] == SIMD4<UInt8>(255, 204, 0, 255))
        // Not presented: the presenter alone.
        let idle = deviceRenderer(Color.white.sheet(isPresented: .constant(false)) { Color.yellow }).pixelBuffer
        #expect(idle[200, 300] == SIMD4(255, 255, 255, 255))
    }

    @Test func atTheLargeDetentThePresenterShrinksOntoBlack() {
        let view = Color.white.ignoresSafeArea().sheet(isPresented: .constant(true)) { Color.yellow.presentationDetents([.large]) }
        let p = deviceRenderer(view).pixelBuffer
        // Scaled to leave 16 pt each side: black at the sides, the dimmed presenter inside.
        #expect(p[4, 40] == SIMD4(0, 0, 0, 255))
        #expect(p[388, 40] == SIMD4(0, 0, 0, 255))
        #expect(near(p[196, 62], SIMD4(204, 204, 204, 255)))
        // Above the presenter's top (the safe area's top, 59): black.
        #expect(p[196, 40] == SIMD4(0, 0, 0, 255))
        // The sheet from 69 down.
        #expect(p[196, 75] == SIMD4(255, 204, 0, 255))
        // The status bar's ink turns white over the black.
        let chrome = deviceRenderer(view, chrome: .screenshot).pixelBuffer
        #expect((40..<100).contains { x in (18...42).contains { y in chrome[x, y] == SIMD4(255, 255, 255, 255) } })
        // A medium sheet leaves the presenter full size.
        let m = deviceRenderer(sheet([.medium])).pixelBuffer
        #expect(near(m[4, 200], SIMD4(204, 204, 204, 255)))
    }

    @Test func dragIndicatorCornerRadiusAndBackground() {
        let view = Color.white.sheet(isPresented: .constant(true)) {
            Color.clear.presentationDetents([.medium]).presentationDragIndicator(.visible)
                .presentationCornerRadius(30).presentationBackground(Color.green)
        }
        let root = deviceRenderer(view).layout()
        let sheetNode = allNodes(root).first { $0.behavior as? SheetBehavior != nil }!
        let b = sheetNode.behavior as! SheetBehavior
        #expect(b.cornerRadius == 30)
        #expect(b.hasGrabber)
        #expect(sheetNode.children.last!.frame == CGRect(x: 178.5, y: 431, width: 36, height: 5)
                || sheetNode.children.last!.frame == CGRect(x: 179, y: 431, width: 36, height: 5))
        let p = deviceRenderer(view).pixelBuffer
        #expect(p[200, 600] == SIMD4<UInt8>(52, 199, 89, 255))
        // One detent and automatic: no indicator.
        let one = allNodes(deviceRenderer(sheet([.medium])).layout()).first { $0.behavior is SheetBehavior }!.behavior as! SheetBehavior
        #expect(!one.hasGrabber)
    }

    @Test func fullScreenCoverCoversWithoutDimming() {
        let view = Color.red.fullScreenCover(isPresented: .constant(true)) { Color.yellow }
        let frames = deviceColorFrames(view)
        #expect(frames.last == device.safeRect)
        let p = deviceRenderer(view).pixelBuffer
        #expect(p[200, 1] == SIMD4(255, 255, 255, 255))
    }

    // MARK: Alerts

    static var alert: some View {
        Color.white.ignoresSafeArea().alert("Delete Photo?", isPresented: .constant(true)) {
            Button("Cancel", role: .cancel) {}
            Button("Delete", role: .destructive) {}
        } message: { Text("This photo will be deleted from all your devices.") }
    }

    static var dialog: some View {
        Color.white.ignoresSafeArea().confirmationDialog("Options", isPresented: .constant(true), titleVisibility: .visible) {
            Button("Duplicate") {}
            Button("Delete", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
        }
    }

    @Test func alertIsA270PointCardCentredOverTheDimmedScreen() throws {
        let root = deviceRenderer(Self.alert).layout()
        let node = allNodes(root).first { $0.behavior is AlertBehavior }!
        let card = node.children[2].frame
        #expect(card.width == 270)
        #expect(abs(card.midX - 196.5) <= 0.5 && abs(card.midY - 426) <= 0.5)
        let p = deviceRenderer(Self.alert).pixelBuffer
        #expect(near(p[20, 20], SIMD4(204, 204, 204, 255)))
        // The card's fill (#F2F2F2) just inside its top edge, clear of the corners.
        #expect(p[196, Int(card.minY) + 3] == SIMD4(242, 242, 242, 255))
        // Two buttons side by side: the destructive red in the right half of the bottom 44 pt.
        var reds = 0, tints = 0
        for y in Int(card.maxY) - 40..<Int(card.maxY) - 4 {
            for x in Int(card.minX)..<Int(card.maxX) {
                if p[x, y] == SIMD4(255, 59, 48, 255) { reds += 1; #expect(CGFloat(x) > card.midX) }
                if p[x, y] == SIMD4(0, 122, 255, 255) { tints += 1; #expect(CGFloat(x) < card.midX) }
            }
        }
        #expect(reds > 0 && tints > 0)
        if let out = ProcessInfo.processInfo.environment["FLIPBOOK_ALERT_OUT"] {
            let q = deviceRenderer(Self.dialog, chrome: .screenshot).pixelBuffer
            try PNGCodec.write(p, to: out + "-alert.png")
            try PNGCodec.write(q, to: out + "-dialog.png")
        }
    }

    @Test func confirmationDialogSitsAtTheFootWithCancelApart() {
        let root = deviceRenderer(Self.dialog).layout()
        let node = allNodes(root).first { $0.behavior is AlertBehavior }!
        let cards = node.children[2].frame
        #expect(approx(cards.maxY, 818 - 8))
        #expect(approx(cards.minX, 0) && approx(cards.width, 393))
        // Title row 44 + two 57 pt buttons and two one-pixel hairlines (1 pt at 1×), 8 pt gap, the 57 pt cancel card.
        let expected: CGFloat = 44 + 1 + 57 + 1 + 57 + 8 + 57
        #expect(abs(cards.height - expected) < 0.001)
        // Not presented: nothing but the presenter.
        let idle = deviceRenderer(Color.white.ignoresSafeArea().alert("A", isPresented: .constant(false)) { Button("OK") {} }).layout()
        #expect(allNodes(idle).allSatisfy { !($0.behavior is AlertBehavior) })
    }
}
