import Testing
import FlipbookRaster
@testable import Flipbook
@testable import FlipbookCore

/// Measured list, disclosure and grid geometry against the metrics the code documents
/// (ListMetrics, GridItem.tracks): exact frames at scale 1, separator pixels.
@Suite @MainActor struct ContainerMetricsTests {
    func nodes(_ root: ViewNode, where match: (ViewNode) -> Bool) -> [ViewNode] {
        var out: [ViewNode] = []
        func walk(_ n: ViewNode) { if match(n) { out.append(n) }; n.children.forEach(walk) }
        walk(root)
        return out
    }

    @Test func insetGroupedRowsAreCardsWith44PointRowsAndTwentyPointText() {
        let host = whiteHost(List { Section { Text("Alpha"); Text("Beta") } header: { Text("Header") } footer: { Text("Footer") } }
                                .frame(width: 390, height: 400))
        let root = host.layout()
        let rows = nodes(root) { $0.behavior is ListRowBehavior }.map(\.frame)
        let texts = nodes(root) { $0.behavior is TextBehavior }
        #expect(rows.count == 2)
        // Header: 20 pt top padding, footnote line, 7 pt gap, then the card 16 pt in.
        let header = texts.first { $0.treeDescription.contains("HEADER") }!.frame
        #expect(header.minX == 36 && header.minY == 20)
        #expect(rows[0].minX == 16 && rows[0].width == 358 && rows[0].height == 44)
        #expect(rows[0].minY == header.maxY + 7)
        #expect(rows[1].minY == rows[0].maxY && rows[1].height == 44)
        let alpha = texts.first { $0.treeDescription.contains("Alpha") }!.frame
        #expect(alpha.minX == 36)
        #expect(abs(alpha.midY - rows[0].midY) <= 0.5)
        let footer = texts.first { $0.treeDescription.contains("Footer") }!.frame
        #expect(footer.minX == 36 && footer.minY == rows[1].maxY + 7)
    }

    @Test func separatorRunsFromTheTextToTheCardEdgeBetweenRowsOnly() {
        let host = whiteHost(List { Text("Alpha"); Text("Beta") }.frame(width: 390, height: 200))
        let px = host.pixelBuffer
        func pixel(_ x: Int, _ y: Int) -> SIMD4<UInt8> { px[x, y] }
        // Row 1 spans y 35..<79 (35 pt above a first section without a header): its last pixel row holds the separator (#3C3C43 at 29% on white).
        let separator = Divider.separator.resolve(in: .light)
        let expected = SIMD4<UInt8>(UInt8((255 * (1 - Double(separator.opacity)) + 60 * Double(separator.opacity)).rounded()),
                                    UInt8((255 * (1 - Double(separator.opacity)) + 60 * Double(separator.opacity)).rounded()),
                                    UInt8((255 * (1 - Double(separator.opacity)) + 67 * Double(separator.opacity)).rounded()), 255)
        #expect(near(pixel(200, 78), expected, 2))
        #expect(near(pixel(37, 78), expected, 2))
        #expect(pixel(30, 78) == SIMD4(255, 255, 255, 255)) // left of the text: card white
        #expect(pixel(200, 77) == SIMD4(255, 255, 255, 255))
        #expect(pixel(200, 79) == SIMD4(255, 255, 255, 255))
        // No separator under the last row; the card ends at 123 over the grouped background.
        #expect(pixel(200, 122) == SIMD4(255, 255, 255, 255))
        #expect(pixel(200, 124) == SIMD4(0xF2, 0xF2, 0xF7, 255))
        #expect(pixel(8, 40) == SIMD4(0xF2, 0xF2, 0xF7, 255))
    }

    @Test func plainListRowsRunEdgeToEdge() {
        let root = whiteHost(List { Text("A"); Text("B").listRowInsets(EdgeInsets(top: 10, leading: 5, bottom: 10, trailing: 5)) }
                                .listStyle(.plain).frame(width: 300, height: 200)).layout()
        let rows = nodes(root) { $0.behavior is ListRowBehavior }.map(\.frame)
        #expect(rows[0] == CGRect(x: 0, y: 0, width: 300, height: 44))
        let b = nodes(root) { $0.treeDescription.hasPrefix("Text(\"B\")") }[0].frame
        #expect(b.minX == 5)
        #expect(rows[1].minY == 44)
    }

    @Test func sectionSpacingSeparatesCards() {
        let root = whiteHost(List { Section { Text("A") }; Section { Text("B") } }.listSectionSpacing(50)
                                .frame(width: 300, height: 300)).layout()
        let rows = nodes(root) { $0.behavior is ListRowBehavior }.map(\.frame)
        #expect(rows[1].minY - rows[0].maxY == 50)
        let compact = whiteHost(List { Section { Text("A") }; Section { Text("B") } }.listSectionSpacing(.compact)
                                    .frame(width: 300, height: 300)).layout()
        let r2 = nodes(compact) { $0.behavior is ListRowBehavior }.map(\.frame)
        #expect(r2[1].minY - r2[0].maxY == 20)
        // Per section (Apple's documentation): different spacings meet halfway; a section
        // without one takes its neighbour's.
        func gaps(_ list: some View) -> [CGFloat] {
            let r = nodes(whiteHost(list.frame(width: 300, height: 400)).layout()) { $0.behavior is ListRowBehavior }.map(\.frame)
            return zip(r, r.dropFirst()).map { $1.minY - $0.maxY }
        }
        #expect(gaps(List {
            Section { Text("A") }.listSectionSpacing(10)
            Section { Text("B") }.listSectionSpacing(30)
            Section { Text("C") }
        }) == [20, 30])
    }

    @Test func disclosureExpandedAddsItsContentBelowTheHeader() {
        // The group's own frame, read from a background sized to it.
        func height(_ expanded: Bool) -> CGFloat {
            colorFrames(DisclosureGroup("Title", isExpanded: .constant(expanded)) { Color.red.frame(width: 50, height: 50) }
                            .background(Color.blue), 300, 300).last!.height
        }
        #expect(height(true) - height(false) == 50 + DisclosureMetrics.contentSpacing)
    }

    @Test func adaptiveItemsFitAsManyColumnsAsTheMinimumAllows() {
        let tracks = GridItem.tracks([GridItem(.adaptive(minimum: 80))], available: 390)
        #expect(tracks.count == 4)
        #expect(tracks.allSatisfy { $0.length == (390 - 3 * 8) / 4 })
        #expect(GridItem.tracks([GridItem(.adaptive(minimum: 100), spacing: 0)], available: 390).count == 3)
        // A LazyVGrid lays 6 cells as 4 + 2.
        let frames = colorFrames(LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
            ForEach(0..<6) { _ in Color.red.frame(height: 20) }
        }, 390, 300)
        #expect(Set(frames.prefix(4).map(\.minY)).count == 1)
        #expect(frames[4].minY == frames[0].minY + 28)
    }

    @Test func flexibleItemsShareWhatFixedOnesLeave() {
        let t = GridItem.tracks([GridItem(.fixed(100)), GridItem(.flexible()), GridItem(.flexible())], available: 300)
        #expect(t.map(\.length) == [100, 92, 92])
        let capped = GridItem.tracks([GridItem(.flexible(maximum: 50)), GridItem(.flexible())], available: 300)
        #expect(capped.map(\.length) == [50, 242])
        let floored = GridItem.tracks([GridItem(.flexible(minimum: 200)), GridItem(.flexible())], available: 300)
        #expect(floored.map(\.length) == [200, 92])
    }

    @Test func spanningCellWidensTheColumnsItSpansEqually() {
        let frames = colorFrames(Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow { Color.red.frame(width: 40, height: 10); Color.blue.frame(width: 60, height: 10) }
            GridRow { Color.green.frame(width: 210, height: 10).gridCellColumns(2) }
        }, 400, 300)
        // Columns 40 and 60 (+10 spacing = 110) widen by 50 each to hold 210: 90 and 110.
        #expect(frames[2].width == 210)
        #expect(frames[0].minX - frames[2].minX == 25)
        #expect(abs(frames[1].minX - frames[2].minX - (90 + 10 + 25)) < 0.001)
    }

    @Test func gridColumnAlignmentAndAnchorPlaceCells() {
        let frames = colorFrames(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { Color.red.frame(width: 100, height: 40); Color.blue.frame(width: 100, height: 40) }
            GridRow { Color.green.frame(width: 20, height: 20).gridColumnAlignment(.leading); Color.orange.frame(width: 20, height: 20).gridCellAnchor(.bottomTrailing) }
        }, 400, 300)
        #expect(frames[2].minX == frames[0].minX)
        #expect(frames[3].maxX == frames[1].maxX)
        #expect(frames[3].maxY == frames[1].maxY + 20)
    }

    @Test func plainHeadersAreBandsAboveEdgeToEdgeRows() {
        let root = whiteHost(List { Section { Text("Row") } header: { Text("Head") } }.listStyle(.plain)
                                .frame(width: 300, height: 200)).layout()
        let head = nodes(root) { $0.treeDescription.hasPrefix("Text(\"Head\")") }[0].frame
        let row = nodes(root) { $0.behavior is ListRowBehavior }[0].frame
        #expect(head.minX == 20 && head.minY == 8)
        #expect(row.minY == head.maxY + 8 && row.minX == 0 && row.width == 300)
    }

    @Test func selectedRowIsHighlightedInSystemGray4() {
        let host = whiteHost(List(selection: .constant(Optional(2))) { ForEach([1, 2], id: \.self) { Text("Row \($0)") } }
                                .frame(width: 300, height: 200))
        let px = host.pixelBuffer
        #expect(px[250, 86] == SIMD4(0xD1, 0xD1, 0xD6, 255)) // row 2 spans y 64..<108
        #expect(px[250, 42] == SIMD4(255, 255, 255, 255))
        let dark = whiteHost(List(selection: .constant(Optional(2))) { ForEach([1, 2], id: \.self) { Text("Row \($0)") } }
                                .frame(width: 300, height: 200), scheme: .dark).pixelBuffer
        #expect(dark[250, 86] == SIMD4(0x3A, 0x3A, 0x3C, 255))
        #expect(dark[250, 42] == SIMD4(0x1C, 0x1C, 0x1E, 255))
        #expect(dark[8, 42] == SIMD4(0, 0, 0, 255))
    }

    /// Static rows tagged with `.tag(_:)` are selected by their tag, as Picker options and tabs are.
    @Test func taggedRowIsSelectedByItsTag() {
        let px = whiteHost(List(selection: .constant(Optional("b"))) {
            Text("Row a").tag("a")
            Text("Row b").tag("b")
        }.frame(width: 300, height: 200)).pixelBuffer
        #expect(px[250, 86] == SIMD4(0xD1, 0xD1, 0xD6, 255)) // row b spans y 64..<108
        #expect(px[250, 42] == SIMD4(255, 255, 255, 255))
    }

    @Test func hiddenScrollContentBackgroundShowsWhatIsBehind() {
        let px = whiteHost(Form { Text("Row") }.scrollContentBackground(.hidden).background(Color.red)
                               .frame(width: 300, height: 200)).pixelBuffer
        #expect(px[8, 40] == SIMD4(255, 0x3B, 0x30, 255)) // the red behind, not #F2F2F7
        #expect(px[250, 40] == SIMD4(255, 255, 255, 255)) // the card stays
    }

    @Test func formIsInsetGroupedWhateverTheListStyle() {
        let root = whiteHost(Form { Text("Row") }.listStyle(.plain).frame(width: 300, height: 200)).layout()
        #expect(nodes(root) { $0.behavior is ListRowBehavior }[0].frame == CGRect(x: 16, y: 35, width: 268, height: 44))
    }

    @Test func listFillsItsFrameAndClipsRowsBelowIt() {
        let view = VStack(spacing: 0) {
            List { ForEach(0..<20) { Text("Row \($0)") } }.listStyle(.plain).frame(height: 100)
            Color.red.frame(height: 50)
        }
        let host = whiteHost(view.frame(width: 300, height: 150))
        let list = nodes(host.layout()) { $0.behavior is ListBehavior }[0].frame
        #expect(list == CGRect(x: 0, y: 0, width: 300, height: 100))
        // Row 3 would be at y 132..<176: the red below the list shows instead.
        #expect(host.pixelBuffer[25, 140] == SIMD4(255, 0x3B, 0x30, 255))
    }

    @Test func labelStylesKeepTitleOrIcon() {
        func count(_ v: some View) -> (texts: Int, symbols: Int) {
            let root = whiteHost(v.frame(width: 200, height: 50)).layout()
            return (nodes(root) { $0.behavior is TextBehavior }.count, nodes(root) { $0.behavior is SymbolImageBehavior }.count)
        }
        #expect(count(Label("T", systemImage: "star").labelStyle(.iconOnly)) == (0, 1))
        #expect(count(Label("T", systemImage: "star").labelStyle(.titleOnly)) == (1, 0))
        #expect(count(Label("T", systemImage: "star").labelStyle(.titleAndIcon)) == (1, 1))
    }

    @Test func groupBoxPadsItsContentSixteenPoints() {
        let frames = colorFrames(GroupBox { Color.red.frame(width: 50, height: 50) }.background(Color.blue), 300, 300)
        let red = frames[0], box = frames[1]
        #expect(box.size == CGSize(width: 82, height: 82))
        #expect(red.minX - box.minX == 16 && red.minY - box.minY == 16)
    }

    @Test func aDividerOutsideAGridRowWidensTheGridUnlessUnsized() {
        func width(_ unsized: Bool) -> CGFloat {
            colorFrames(Grid { GridRow { Color.red.frame(width: 40, height: 10) }; Divider().gridCellUnsizedAxes(unsized ? .horizontal : []) }
                            .background(Color.blue), 300, 100).last!.width
        }
        #expect(width(true) == 40)
        #expect(width(false) == 300)
    }

    @Test func controlGroupSegmentsShareTheWidthEquallyEvenWhenTooNarrow() {
        let frames = colorFrames(ControlGroup {
            Button {} label: { Color.red.frame(width: 20, height: 20) }
            Button {} label: { Color.blue.frame(width: 20, height: 20) }
        }.frame(width: 300), 300, 100)
        #expect(frames[0].midX == 75 && frames[1].midX == 225)
        // Segments narrower than their padding: finite frames, no crash drawing them.
        let narrow = whiteHost(ControlGroup { Button("A") {}; Button("B") {} }.frame(width: 10))
        _ = narrow.pixelBuffer
        #expect(nodes(narrow.layout()) { $0.behavior is TextBehavior }.allSatisfy { $0.frame.minX.isFinite && $0.frame.minY.isFinite })
    }

    @Test func disclosureGroupStartsCollapsedAndATapOnItsHeaderExpandsIt() {
        let host = whiteHost(DisclosureGroup("More") { Color.red.frame(width: 40, height: 40) }.frame(width: 200, height: 200))
        #expect(nodes(host.layout()) { $0.behavior is ColorBehavior }.isEmpty)
        #expect(host.tap(at: CGPoint(x: 100, y: 100)))
        #expect(nodes(host.layout()) { $0.behavior is ColorBehavior }.count == 1)
    }

    @Test func groupBoxCardColoursLightAndDark() {
        func centre(_ scheme: ColorScheme) -> SIMD4<UInt8> {
            whiteHost(GroupBox { Color.clear.frame(width: 60, height: 60) }.frame(width: 200, height: 200), scheme: scheme).pixelBuffer[100, 100]
        }
        #expect(centre(.light) == SIMD4(0xF2, 0xF2, 0xF7, 255))
        #expect(centre(.dark) == SIMD4(0x1C, 0x1C, 0x1E, 255))
    }
}
