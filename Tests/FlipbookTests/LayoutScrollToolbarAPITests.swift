import Foundation
import Testing
@testable import Flipbook

/// The last layout, scrolling and toolbar symbols of issue #26's families: `GridLayout`,
/// `onScrollTargetVisibilityChange`, `toolbarItemHidden`, toolbar content `hidden(_:)` and
/// `DefaultToolbarItem`.
@Suite @MainActor struct LayoutScrollToolbarAPITests {
    /// A grid with a spanning cell, a flexible cell, a column alignment and an anchored cell.
    @ViewBuilder func cells() -> some View {
        GridRow {
            Color.red.frame(width: 30, height: 10)
            Color.green.frame(width: 10, height: 24).gridColumnAlignment(.trailing)
            Color.blue.frame(width: 12, height: 12)
        }
        GridRow(alignment: .bottom) {
            Color.orange.frame(width: 50, height: 6).gridCellColumns(2)
            Color.purple.frame(height: 8)
        }
        GridRow {
            Color.yellow.frame(width: 8, height: 8)
            Color.pink.frame(width: 8, height: 8).gridCellAnchor(.topLeading)
        }
        Color.gray.frame(height: 4)
    }

    @Test func gridLayoutPlacesCellsExactlyAsGrid() throws {
        let grid = Grid(alignment: .leading, horizontalSpacing: 6, verticalSpacing: 3) { cells() }
        let layout = GridLayout(alignment: .leading, horizontalSpacing: 6, verticalSpacing: 3)
        let expected = colorFrames(grid, 200, 120)
        #expect(expected.count == 8)
        // Called as a function on a `GridLayout`, and erased in an `AnyLayout` (the generic
        // `Layout` path: sizeThatFits/placeSubviews on its subviews).
        #expect(colorFrames(layout { cells() }, 200, 120) == expected)
        #expect(colorFrames(AnyLayout(layout) { cells() }, 200, 120) == expected)
        // Grid's rules, independently: the full-width gray row can grow, so the columns share
        // the offered 200 pt; rows are 24 + 8 + 8 + 4 tall with 3-pt gaps.
        #expect(expected[7].width == 200 && expected[7].minX == 0)
        #expect(abs(expected[7].maxY - expected[1].minY - (24 + 3 + 8 + 3 + 8 + 3 + 4)) < 0.001, "\(expected)")
        // Default spacing is Grid's 8 pt.
        #expect(colorFrames(AnyLayout(GridLayout()) { cells() }, 200, 120)
                == colorFrames(Grid { cells() }, 200, 120))
        #expect(GridLayout().horizontalSpacing == nil && GridLayout().alignment == .center)
    }

    @MainActor final class Seen { var ids: [[Int]] = [] }

    @Test func scrollTargetVisibilityReportsTheIdsShowingAtTheDrawnPosition() {
        func seen(threshold: Double, y: CGFloat) -> [[Int]] {
            let seen = Seen()
            let view = ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<10, id: \.self) { _ in Color.red.frame(height: 20) }
                }
            }
            .onScrollTargetVisibilityChange(idType: Int.self, threshold: threshold) { seen.ids.append($0) }
            .scrollPosition(.constant(ScrollPosition(y: y)))
            .frame(width: 10, height: 50)
            _ = ImageRenderer(content: view).pixelBuffer
            return seen.ids
        }
        // Scrolled by 30, rows 30…80 show: row 1 half, rows 2 and 3 whole, row 4 not at all.
        #expect(seen(threshold: 0.5, y: 30) == [[1, 2, 3]])
        #expect(seen(threshold: 0.6, y: 30) == [[2, 3]])
        // At rest rows 0 and 1 show whole and row 2 half.
        #expect(seen(threshold: 0.5, y: 0) == [[0, 1, 2]])
        // Ids of another type are not targets.
        let strings = Seen()
        _ = ImageRenderer(content: ScrollView { ForEach(0..<3, id: \.self) { _ in Color.red.frame(height: 20) } }
            .onScrollTargetVisibilityChange(idType: String.self) { strings.ids.append($0.map { _ in 0 }) }
            .frame(width: 10, height: 50)).pixelBuffer
        #expect(strings.ids == [[]])
    }

    @Test func aHiddenToolbarItemViewTakesNoRoom() {
        let shown = colorFrames(HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 10, height: 10).toolbarItemHidden(false)
            Color.green.frame(width: 10, height: 10)
        }, 100, 20)
        let hidden = colorFrames(HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 10, height: 10).toolbarItemHidden()
            Color.green.frame(width: 10, height: 10)
        }, 100, 20)
        #expect(shown.count == 3 && hidden.count == 2)
        #expect(hidden[1].minX - hidden[0].maxX == 0, "the neighbours close up")
    }

    struct Screen<Extra: ToolbarContent>: View {
        let extra: Extra
        var body: some View {
            NavigationStack {
                Text("Body")
                    .navigationTitle("Mail")
                    .searchable(text: .constant(""))
                    .toolbar {
                        ToolbarItem(placement: .bottomBar) { Text("Filter") }
                        extra
                    }
            }
        }
    }

    struct NoExtra: ToolbarContent {
        var body: some ToolbarContent { ToolbarItem { Text("Edit") }.hidden() }
    }

    @Test func hiddenToolbarContentAndDefaultItemsDrawNothingOfTheirOwn() throws {
        func png(_ v: some View) throws -> Data { try ImageRenderer(content: v.frame(width: 320, height: 300)).pngData() }
        let plain = try png(Screen(extra: ToolbarItem(placement: .topBarLeading) { EmptyView() }.hidden()))
        // A visible item does draw (the comparison below can fail).
        #expect(try png(Screen(extra: ToolbarItem(placement: .topBarLeading) { Text("Edit") })) != plain)
        #expect(try png(Screen(extra: NoExtra())) == plain)
        #expect(try png(Screen(extra: ToolbarItem(id: "edit") { Text("Edit") }.hidden(true))) == plain)
        // iOS 17/18's bars keep the search field under the title: the default item adds nothing.
        #expect(try png(Screen(extra: DefaultToolbarItem(kind: .search, placement: .bottomBar))) == plain)
        #expect(try png(Screen(extra: DefaultToolbarItem(kind: .sidebarToggle))) == plain)
    }

    struct PlacementProbe: View {
        let expected: TabBarPlacement?
        @Environment(\.tabBarPlacement) var placement
        // Fills its tab: green when it sees the expected placement.
        var body: some View { placement == expected ? Color.green : Color.red }
    }

    @Test func aTabViewTellsItsTabsWhereItsBarIs() {
        func probe(_ v: some View) -> SIMD4<UInt8> { ImageRenderer(content: v.frame(width: 100, height: 100)).pixelBuffer[50, 20] }
        let green = SIMD4<UInt8>(0x34, 0xC7, 0x59, 255)
        #expect(probe(TabView { PlacementProbe(expected: .bottomBar).tabItem { Text("A") } }) == green)
        #expect(probe(TabView { PlacementProbe(expected: .bottomBar) }
            .tabViewStyle(.sidebarAdaptable)) == green)
        #expect(probe(TabView { PlacementProbe(expected: .pageIndicator) }
            .tabViewStyle(.page)) == green)
        // Outside a tab view there is no tab bar.
        #expect(probe(PlacementProbe(expected: nil)) == green)
    }
}
