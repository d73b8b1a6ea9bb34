import Foundation
import Testing
import FlipbookRaster
@testable import Flipbook
@testable import FlipbookCore

/// Issue 26's list modifiers (badge prominence, section index, row insets by edge, section
/// margins, list item tint) and layout API (safeAreaBar, background(ignoresSafeAreaEdges:),
/// layoutDirectionBehavior, scenePadding, containerBackground), plus the no-pixel API
/// (bytes compared with and without).
@Suite @MainActor struct ListsAndLayoutPart4Tests {
    func pixels(_ view: some View, width: CGFloat = 320, height: CGFloat = 200) -> PixelBuffer {
        let r = ImageRenderer(content: view.frame(width: width, height: height).background(Color.white))
        r.scale = 1
        return r.pixelBuffer
    }

    func texts(_ view: some View, width: CGFloat = 320, height: CGFloat = 200) -> [String: CGRect] {
        var frames: [String: CGRect] = [:]
        for node in allNodes(windowRenderer(view, CGSize(width: width, height: height), regular: false).layout()) {
            if let text = (node.behavior as? TextBehavior)?.text.string { frames[text] = node.frame }
        }
        return frames
    }

    func count(_ buffer: PixelBuffer, where test: (SIMD4<UInt8>) -> Bool) -> Int {
        var n = 0
        for y in 0..<buffer.height { for x in 0..<buffer.width where test(buffer[x, y]) { n += 1 } }
        return n
    }

    func inbox(_ prominence: BadgeProminence?) -> some View {
        let list = List { Text("Inbox").badge(12) }.listStyle(.plain)
        return Group { if let prominence { list.badgeProminence(prominence) } else { list } }
    }

    @Test func badgeProminenceDrawsTheBadgeAsIOS() {
        let standard = pixels(inbox(nil)), explicit = pixels(inbox(.standard))
        #expect(standard == explicit, ".standard is the default")
        let decreased = pixels(inbox(.decreased)), increased = pixels(inbox(.increased))
        // `.increased`: white digits on a red capsule at the trailing edge.
        let red = count(increased) { $0.x > 240 && $0.y < 80 && $0.z < 80 }
        #expect(red > 150)
        #expect(count(standard) { $0.x > 240 && $0.y < 80 && $0.z < 80 } == 0)
        // `.decreased`: the digits lighter (tertiary) than `.standard`'s secondary grey.
        let darkest = { (b: PixelBuffer) in (0..<b.height).flatMap { y in (250..<b.width).map { b[$0, y].x } }.min() ?? 255 }
        #expect(darkest(decreased) > darkest(standard))
        var environment = EnvironmentValues()
        #expect(environment.badgeProminence == .standard && environment.backgroundProminence == .standard)
        environment.backgroundProminence = .increased
        #expect(environment.backgroundProminence == .increased)
    }

    @Test func sectionIndexLettersRunDownTheTrailingEdge() {
        let list = List {
            Section("A") { Text("Anna") }.sectionIndexLabel("A")
            Section("B") { Text("Bert") }.sectionIndexLabel(Text("B"))
            Section("C") { Text("Cleo") }.sectionIndexLabel("C")
        }.listStyle(.plain)
        let frames = texts(list)
        // The index letters: once as headers, once in the index at the trailing edge.
        let indexLetters = allNodes(windowRenderer(list, CGSize(width: 320, height: 200), regular: false).layout())
            .filter { ($0.behavior as? TextBehavior)?.text.string == "B" }.map(\.frame)
        #expect(indexLetters.count == 2)
        let index = try! #require(indexLetters.max { $0.minX < $1.minX })
        #expect(index.maxX <= 320 - 2 + 0.5 && index.minX > 300, "in the 16 pt strip 2 pt from the edge")
        #expect(frames["Anna"] != nil)
        // Tinted (blue) pixels only with the index; `.hidden` removes it.
        let shown = pixels(list), hidden = pixels(list.listSectionIndexVisibility(.hidden))
        let blue = { (b: PixelBuffer) in self.count(b) { $0.z > 200 && $0.x < 100 } }
        #expect(blue(shown) > 10 && blue(hidden) == 0)
    }

    @Test func rowInsetsByEdgeAndSectionMargins() {
        let inset = texts(List { Text("Row").listRowInsets(.leading, 40) }.listStyle(.plain))
        let standard = texts(List { Text("Row") }.listStyle(.plain))
        #expect(abs(try! #require(inset["Row"]).minX - 40) < 0.5)
        #expect(abs(try! #require(standard["Row"]).minX - 20) < 0.5)
        let nilInset = texts(List { Text("Row").listRowInsets(.leading, 40).listRowInsets(.leading, nil) }.listStyle(.plain))
        #expect(abs(try! #require(nilInset["Row"]).minX - 20) < 0.5, "nil is the style's inset")
        // `listSectionMargins(.horizontal, 0)`: the inset-grouped card reaches the list's sides.
        let card = pixels(List { Text("Row") }.listStyle(.insetGrouped))
        let wide = pixels(List { Text("Row") }.listStyle(.insetGrouped).listSectionMargins(.horizontal, 0))
        #expect(card[4, 60] == SIMD4<UInt8>(0xF2, 0xF2, 0xF7, 255))
        #expect(wide[4, 60] == SIMD4<UInt8>(255, 255, 255, 255))
        #expect(abs(try! #require(texts(List { Text("Row") }.listStyle(.insetGrouped).listSectionMargins(.horizontal, 0))["Row"]).minX - 20) < 0.5)
    }

    @Test func listItemTintTintsTheRows() {
        let row = List { Label("Inbox", systemImage: "tray") }.listStyle(.plain)
        #expect(pixels(row.listItemTint(.fixed(.red))) == pixels(row.tint(.red)))
        #expect(pixels(row.listItemTint(.preferred(.green))) == pixels(row.tint(.green)))
        #expect(pixels(row.listItemTint(Color.orange)) == pixels(row.tint(.orange)))
        #expect(pixels(row.listItemTint(nil as ListItemTint?)) == pixels(row))
    }

    @Test func layoutModifiersDrawAsSwiftUI() {
        // safeAreaBar lays out as safeAreaInset.
        let bar = pixels(Color.blue.safeAreaBar(edge: .bottom) { Color.red.frame(height: 40) })
        #expect(bar == pixels(Color.blue.safeAreaInset(edge: .bottom) { Color.red.frame(height: 40) }))
        #expect(bar[10, 190] == SIMD4<UInt8>(255, 0, 0, 255) || bar[10, 190].x > 240)
        // background(ignoresSafeAreaEdges:): the system background, black in dark.
        let dark = pixels(Color.clear.background(ignoresSafeAreaEdges: .all).environment(\.colorScheme, .dark))
        #expect(dark[10, 10] == SIMD4<UInt8>(0, 0, 0, 255))
        // layoutDirectionBehavior(.mirrors) flips in right-to-left only.
        let pair = HStack(spacing: 0) { Color.red; Color.blue }
        let ltr = pixels(pair.layoutDirectionBehavior(.mirrors))
        let rtl = pixels(pair.layoutDirectionBehavior(.mirrors).environment(\.layoutDirection, .rightToLeft))
        let fixed = pixels(pair.layoutDirectionBehavior(.fixed).environment(\.layoutDirection, .rightToLeft))
        #expect(ltr[10, 100].x > 200 && ltr[10, 100].z < 50)
        #expect(rtl[10, 100] == fixed[310, 100] && rtl[310, 100] == fixed[10, 100])
        // scenePadding: 16 pt on iPhone.
        let padded = texts(Text("Hi").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading).scenePadding())
        #expect(abs(try! #require(padded["Hi"]).minX - 16) < 0.5)
        let leadingOnly = texts(Text("Hi").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading).scenePadding(.minimum, edges: .leading))
        #expect(abs(try! #require(leadingOnly["Hi"]).minY) < 0.5)
        // containerBackground fills behind a page-filling view.
        let page = pixels(Color.clear.containerBackground(Color.green, for: .navigation))
        #expect(page[160, 100].y > 150 && page[160, 100].x < 100 && page[160, 100].z < 150, "system green")
    }

    @Test func noPixelListAndLayoutAPIChangesNothing() {
        let items = [1, 2, 3]
        let base = pixels(List { ForEach(items, id: \.self) { Text("\($0)") } })
        let accepted = pixels(List {
            ForEach(items, id: \.self) { Text("\($0)") }
                .onInsert(of: [.plainText]) { _, _ in }
                .dropDestination(for: String.self) { _, _ in }
        }
        .swipeActionsContainer()
        .defaultAdaptableTabBarPlacement(.sidebar))
        #expect(base == accepted)
        let swiped = List { Text("Row").swipeActions { Button("Flag") {} }.flipbookRevealSwipeActions() }
        let notified = List { Text("Row").swipeActions { Button("Flag") {} } onPresentationChanged: { _ in }.flipbookRevealSwipeActions() }
        #expect(pixels(swiped) == pixels(notified))
        #expect(pixels(Text("a").frame()) == pixels(Text("a")))
        // `IndexedIdentifierCollection` pairs indices with identifiers.
        let pairs = IndexedIdentifierCollection(["x", "y"], id: \.self)
        #expect(pairs.map(\.id) == ["x", "y"] && pairs.map(\.index) == [0, 1])
    }

    @Test func aRefreshingListDrawsTheSpinnerAboveItsRows() {
        let list = List { Text("Mail") }.listStyle(.plain)
        let refreshing = list.refreshable {}.flipbookRefreshing()
        let rest = texts(list)["Mail"]!, moved = texts(refreshing)["Mail"]!
        #expect(abs(moved.minY - rest.minY - 60) < 0.5, "the rows 60 pt down")
        let img = pixels(refreshing)
        // The spinner's grey spokes centred in the band above the rows.
        var spokes = 0
        for y in 10..<50 { for x in 140..<180 where img[x, y].x < 200 { spokes += 1 } }
        #expect(spokes > 10)
        // Without `refreshable` there is nothing to refresh: no band.
        #expect(pixels(list.flipbookRefreshing()) == pixels(list))
    }

    @Test func sectionActionsAreRowsAfterTheSectionsContent() {
        // As Apple's documentation writes it.
        let list = List {
            Label("Home", systemImage: "house")
            Section("Categories") {
                Label("Climate", systemImage: "fan")
                Label("Lights", systemImage: "lightbulb")
            }
            .sectionActions {
                Button("Add Category", systemImage: "plus") { }
            }
        }
        let frames = texts(list, height: 400)
        let lights = try! #require(frames["Lights"]), add = try! #require(frames["Add Category"])
        #expect(add.minY > lights.maxY && abs(add.minX - lights.minX) < 0.5)
        // Only one section's worth: the row is not repeated in the loose section.
        let rows = allNodes(windowRenderer(list, CGSize(width: 320, height: 400), regular: false).layout())
            .filter { ($0.behavior as? TextBehavior)?.text.string == "Add Category" }
        #expect(rows.count == 1)
    }
}
