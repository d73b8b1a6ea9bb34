import Testing
import FlipbookRaster
@testable import Flipbook
@testable import FlipbookCore

/// The iOS 26 design's bars over content (#25): lists and scroll views run under the
/// navigation bar and the floating tab bar with the scroll edge effect over them, and
/// neighbouring bar items share one glass capsule. iPhone 15 Pro (393×852, safe 59…818).
@Suite @MainActor struct ContentUnderBars26Tests {
    /// iOS's system red (Color.red).
    let red = SIMD4<UInt8>(255, 59, 48, 255)

    /// Thirty full-width red rows, 44 pt each, separators hidden.
    func redRows() -> some View {
        List {
            ForEach(0..<30, id: \.self) { _ in
                Color.red.frame(height: 44).listRowInsets(EdgeInsets()).listRowSeparator(.hidden)
            }
        }
        .listStyle(.plain)
    }

    func tabs<V: View>(_ content: V) -> some View {
        TabView { content.tabItem { Label("Home", systemImage: "house.fill") } }
    }

    func behaviour<B>(_ root: ViewNode, _ type: B.Type) -> B? {
        allNodes(root).lazy.compactMap { $0.behavior as? B }.first
    }

    /// At rest the list stops at the tab bar's 49 pt slot (769) as in iOS 18, and in iOS 26 its
    /// rows also show under the bar down to the screen's foot (83 pt) and its background
    /// under the status bar (59 pt).
    @Test func listRowsRunUnderTheFloatingTabBar() throws {
        let new = deviceRenderer(tabs(redRows()).designRequiresCompatibility(false))
        let list = try #require(behaviour(new.layout(), ListBehavior.self))
        #expect(list.underBars.top == 59 && list.underBars.bottom == 83, "\(list.underBars.top) \(list.underBars.bottom)")
        let img = new.pixelBuffer
        // x 10 is outside the capsule (20…373); y 780 is 11 pt into the band: barely faded.
        #expect(img[10, 780].x == 255 && img[10, 780].y < 90, "red under the bar: \(img[10, 780])")
        // At the screen's foot the soft effect leaves the rows at 15 % over the white behind:
        // green 0.15 × 59 + 0.85 × 255 ≈ 226 (the last row barely blurred: a uniform colour).
        #expect((216...236).contains(img[10, 851].y) && img[10, 851].x == 255, "faded at the foot: \(img[10, 851])")
        #expect(img[10, 700] == red, "above the bar the rows are untouched")

        let old = deviceRenderer(tabs(redRows())).pixelBuffer
        #expect(old[10, 780] == SIMD4(255, 255, 255, 255), "iOS 18: the content stops above the bar")
        #expect(old[10, 700] == red)
    }

    /// `scrollEdgeEffectHidden` draws the rows as they are; `.hard` covers them almost
    /// opaquely with a hairline at the band's inner edge.
    @Test func edgeEffectStylesAndHiding() {
        let hidden = deviceRenderer(tabs(redRows().scrollEdgeEffectHidden(for: .bottom)).designRequiresCompatibility(false)).pixelBuffer
        #expect(hidden[10, 851] == red, "\(hidden[10, 851])")
        let hard = deviceRenderer(tabs(redRows().scrollEdgeEffectStyle(.hard, for: .bottom)).designRequiresCompatibility(false)).pixelBuffer
        // 94 % white over red: (255, 243, 243).
        #expect(abs(Int(hard[10, 851].y) - 243) <= 2 && abs(Int(hard[10, 790].y) - 243) <= 2, "\(hard[10, 851]) \(hard[10, 790])")
        // The hairline (#C6C6C8 light) on the band's first row, 769.
        #expect(hard[10, 769].x < 220, "hairline: \(hard[10, 769])")
        // Un-hiding one edge brings the effect back.
        let back = deviceRenderer(tabs(redRows().scrollEdgeEffectHidden(false, for: .bottom).scrollEdgeEffectHidden(for: .all))
            .designRequiresCompatibility(false)).pixelBuffer
        #expect(back[10, 851].y > 150, "the inner modifier wins: \(back[10, 851])")
    }

    /// A scroll view scrolled 300 pt: its content shows under the inline navigation bar and the
    /// status bar (0…103) in iOS 26, faded toward the top; iOS 18 clips it at the bar (#F9F9F9).
    @Test func scrolledContentShowsUnderTheNavigationBar() throws {
        func screen(_ old: Bool) -> some View {
            NavigationStack {
                ScrollView {
                    VStack(spacing: 0) { ForEach(0..<40, id: \.self) { _ in Color.red.frame(height: 44) } }
                }
                .scrollPosition(.constant(ScrollPosition(y: 300)))
                .navigationTitle("Title").navigationBarTitleDisplayMode(.inline)
            }
            .designRequiresCompatibility(old)
        }
        let new = deviceRenderer(screen(false))
        let scroll = try #require(behaviour(new.layout(), ScrollViewBehavior.self))
        #expect(scroll.underBars.top == 103 && scroll.underBars.bottom == 34, "\(scroll.underBars.top) \(scroll.underBars.bottom)")
        let img = new.pixelBuffer
        #expect(img[10, 100].x == 255 && img[10, 100].y < 90, "red just above the bar's foot: \(img[10, 100])")
        #expect(img[10, 1].y > 150, "faded at the top: \(img[10, 1])")
        // iOS 18: clipped at the bar, which shows its standard background once content is under it.
        #expect(deviceRenderer(screen(true)).pixelBuffer[10, 100] == SIMD4(249, 249, 249, 255), "iOS 18: the bar's background")
    }

    /// Two trailing items: one shared capsule in iOS 26 (12 + 30 + 16 + 20 + 12 = 90 pt at
    /// 287…377, so green at 299 and orange at 345); a `ToolbarSpacer` gives each its own
    /// (orange's circle 333…377, green's capsule 16 pt before it at 263…317, green at 275); a
    /// `ToolbarItemGroup` shares one as neighbours do.
    @Test func neighbouringItemsShareACapsule() {
        func screen<T: ToolbarContent>(@ToolbarContentBuilder _ items: () -> T) -> some View {
            NavigationStack {
                Color.blue.navigationTitle("Items").navigationBarTitleDisplayMode(.inline).toolbar(content: items)
            }
            .designRequiresCompatibility(false)
        }
        let shared = deviceColorFrames(screen {
            ToolbarItem(placement: .topBarTrailing) { Color.green.frame(width: 30, height: 20) }
            ToolbarItem(placement: .topBarTrailing) { Color.orange.frame(width: 20, height: 20) }
        })
        #expect(shared[1] == CGRect(x: 299, y: 71, width: 30, height: 20) && shared[2] == CGRect(x: 345, y: 71, width: 20, height: 20), "\(shared)")
        let apart = deviceColorFrames(screen {
            ToolbarItem(placement: .topBarTrailing) { Color.green.frame(width: 30, height: 20) }
            ToolbarSpacer(.fixed, placement: .topBarTrailing)
            ToolbarItem(placement: .topBarTrailing) { Color.orange.frame(width: 20, height: 20) }
        })
        #expect(apart[1] == CGRect(x: 275, y: 71, width: 30, height: 20) && apart[2] == CGRect(x: 345, y: 71, width: 20, height: 20), "\(apart)")
        let group = deviceColorFrames(screen {
            ToolbarItemGroup(placement: .topBarTrailing) {
                Color.green.frame(width: 30, height: 20)
                Color.orange.frame(width: 20, height: 20)
            }
        })
        #expect(group[1] == CGRect(x: 299, y: 71, width: 30, height: 20) && group[2] == CGRect(x: 345, y: 71, width: 20, height: 20), "\(group)")
    }

    /// The bottom toolbar: neighbours share a capsule; a flexible spacer spreads two runs to the
    /// bar's ends (16 pt margins, 12 pt padding: green at 28, orange at 393 − 16 − 12 − 20 = 345).
    @Test func bottomBarRunsSplitBySpacers() {
        let view = NavigationStack {
            Color.blue.toolbar {
                ToolbarItem(placement: .bottomBar) { Color.green.frame(width: 30, height: 20) }
                ToolbarSpacer(.flexible, placement: .bottomBar)
                ToolbarItem(placement: .bottomBar) { Color.orange.frame(width: 20, height: 20) }
            }
        }
        .designRequiresCompatibility(false)
        let frames = deviceColorFrames(view)
        #expect(frames[1].minX == 28 && frames[2].minX == 345, "\(frames)")
    }

    /// The golden: a mail-like list scrolled 120 pt, its rows under the inline navigation bar
    /// (Edit alone, two trailing symbols sharing one capsule) and under the floating tab bar,
    /// both softened by the scroll edge effect. iPhone 15 Pro at 2×, iOS 26 light | dark.
    @Test func listUnderBothBarsMatchesTheGolden() throws {
        struct Mailboxes: View {
            let boxes: [(String, String, Int)] = [
                ("Inbox", "tray", 12), ("VIP", "star", 3), ("Flagged", "flag", 0), ("Drafts", "doc", 2),
                ("Sent", "paperplane", 0), ("Junk", "xmark.bin", 41), ("Trash", "trash", 0), ("Archive", "archivebox", 0),
            ]
            var body: some View {
                NavigationStack {
                    List {
                        Section("iCloud") {
                            ForEach(boxes.indices, id: \.self) { i in
                                Label(boxes[i].0, systemImage: boxes[i].1).badge(boxes[i].2)
                            }
                        }
                        Section("Gmail") {
                            ForEach(boxes.indices, id: \.self) { i in
                                Label(boxes[i].0, systemImage: boxes[i].1).badge(boxes[i].2 / 2)
                            }
                        }
                    }
                    .scrollPosition(.constant(ScrollPosition(y: 120)))
                    .navigationTitle("Mailboxes").navigationBarTitleDisplayMode(.inline)
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                        ToolbarItem(placement: .topBarTrailing) { Button {} label: { Image(systemName: "folder.badge.plus") } }
                        ToolbarItem(placement: .topBarTrailing) { Button {} label: { Image(systemName: "square.and.pencil") } }
                    }
                }
            }
        }
        struct Screen: View {
            var body: some View {
                TabView(selection: .constant(0)) {
                    Mailboxes().tabItem { Label("Mail", systemImage: "envelope.fill") }.tag(0)
                    Color.clear.tabItem { Label("Search", systemImage: "magnifyingglass") }.tag(1)
                    Color.clear.tabItem { Label("Settings", systemImage: "gearshape.fill") }.tag(2)
                }
                .designRequiresCompatibility(false)
            }
        }
        let shots = [ColorScheme.light, .dark].map { scheme in
            let r = deviceRenderer(Screen(), chrome: .screenshot, scheme: scheme)
            r.scale = 2
            r.background = scheme == .dark ? .black : .white
            return r.pixelBuffer
        }
        try ContainerSheet.check(ContainerSheet.atlas(shots), name: "design-ios26-bars")
    }
}
