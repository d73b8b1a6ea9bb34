import Testing
import FlipbookRaster
@testable import Flipbook
@testable import FlipbookCore

/// The open `Menu` panel (`flipbookMenuPresented()`): buttons, a titled section holding an
/// inline `Picker` (checkmark on the selected option), a nested menu (chevron), a
/// `ControlGroup` row, a divider and a destructive button, iOS 18 and iOS 26. iPhone 15 Pro at
/// 1×; the menu's button at the top-leading corner of the safe area, 16 pt in.
/// Metrics (ContextMenuMetrics / ContextMenu26Metrics, estimates from iOS pictures): 250 pt
/// panel, 44 pt rows, 8 pt group gaps (iOS 18) or 1 px dividers with 6 pt around (iOS 26),
/// 32 pt section titles, a 64 pt control-group row, iOS 26's 8 pt vertical padding.
@Suite @MainActor struct MenuPanelTests {
    struct Screen: View {
        var body: some View {
            VStack(alignment: .leading) {
                Menu {
                    Button("Duplicate", systemImage: "plus.square") {}
                    Section("Sort By") {
                        Picker("Sort", selection: .constant(1)) {
                            Text("Name").tag(0)
                            Text("Date").tag(1)
                            Text("Size").tag(2)
                        }
                    }
                    Menu("Share") { Button("Mail") {} }
                    ControlGroup {
                        Button {} label: { Label("Cut", systemImage: "scissors") }
                        Button {} label: { Label("Copy", systemImage: "doc.on.doc") }
                        Button {} label: { Label("Paste", systemImage: "doc.on.clipboard") }
                    }
                    Divider()
                    Button("Delete", systemImage: "trash", role: .destructive) {}
                } label: {
                    Label("Options", systemImage: "ellipsis.circle")
                }
                Spacer()
            }
            .padding(16)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    func render(_ design26: Bool, scale: CGFloat = 1, scheme: ColorScheme = .light) -> ImageRenderer<some View> {
        let r = deviceRenderer(Screen().flipbookMenuPresented().designRequiresCompatibility(!design26), scheme: scheme)
        r.scale = scale
        return r
    }

    func panel(_ root: ViewNode) throws -> (button: CGRect, panel: CGRect) {
        let node = try #require(allNodes(root).first { $0.behavior is MenuPanelBehavior })
        return (node.children[0].frame, node.children[1].frame)
    }

    func ink(_ img: PixelBuffer, x: ClosedRange<Int>, y: ClosedRange<Int>, _ test: (SIMD4<UInt8>) -> Bool) -> Bool {
        x.contains { px in y.contains { py in test(img[px, py]) } }
    }

    /// iOS 18: 8 pt below the button at its leading edge; 44 + 8 + 32 + 3 × (⅓ + 44) + 8 + 44
    /// + 8 + 64 + 8 + 44 = 393 pt tall. The checkmark only on "Date", in the 20 pt column 16 pt
    /// in; the chevron at the trailing edge of "Share"; "Delete" red.
    @Test func iOS18PanelRows() throws {
        let r = render(false)
        let (button, panel) = try panel(r.layout())
        #expect(panel.minX == button.minX && panel.minY == button.maxY + 8 && panel.width == 250, "\(button) \(panel)")
        #expect(abs(panel.height - 393) < 0.01, "\(panel.height)")
        let img = r.pixelBuffer
        let x0 = Int(panel.minX), y0 = Int(panel.minY)
        let dark: (SIMD4<UInt8>) -> Bool = { $0.x < 100 && $0.y < 100 && $0.z < 100 }
        // Rows: Duplicate 0…44, gap, "Sort By" 52…84, Name 84⅓…128⅓, Date …173, Size …217.
        let name = y0 + 90...y0 + 122, date = y0 + 135...y0 + 167
        #expect(ink(img, x: x0 + 16...x0 + 36, y: date, dark), "checkmark beside Date")
        #expect(!ink(img, x: x0 + 16...x0 + 36, y: name, dark), "no checkmark beside Name")
        // Share 225…269: the chevron in the trailing 20 pt column, 16 pt in.
        #expect(ink(img, x: x0 + 214...x0 + 234, y: y0 + 232...y0 + 262, dark), "chevron of Share")
        // Delete: the last row, red text (system red 255, 59, 48).
        let red: (SIMD4<UInt8>) -> Bool = { $0.x > 200 && $0.y < 120 && $0.z < 120 }
        #expect(ink(img, x: x0 + 16...x0 + 80, y: y0 + 355...y0 + 385, red), "Delete in red")
        // The section title in secondary grey, not label black.
        #expect(ink(img, x: x0 + 16...x0 + 80, y: y0 + 56...y0 + 80) { $0.x < 200 && $0.x > 100 }, "Sort By")
    }

    /// iOS 26: the glass panel grows from the button, covering it from its top; 8 + 44 + 13 +
    /// 32 + 3 × 44 + 13 + 44 + 13 + 64 + 13 + 44 + 8 = 428 pt; icons and the checkmark lead in
    /// the 24 pt column 18 pt in.
    @Test func iOS26PanelRows() throws {
        let r = render(true)
        let (button, panel) = try panel(r.layout())
        #expect(panel.minX == button.minX && panel.minY == button.minY && panel.width == 250, "\(button) \(panel)")
        #expect(abs(panel.height - 428) < 0.01, "\(panel.height)")
        let img = r.pixelBuffer
        let x0 = Int(panel.minX), y0 = Int(panel.minY)
        let dark: (SIMD4<UInt8>) -> Bool = { $0.x < 100 && $0.y < 100 && $0.z < 100 }
        // Rows: padding 8, Duplicate 8…52, divider 52…65, "Sort By" 65…97, Name 97…141, Date …185.
        #expect(ink(img, x: x0 + 18...x0 + 42, y: y0 + 148...y0 + 178, dark), "checkmark beside Date")
        #expect(!ink(img, x: x0 + 18...x0 + 42, y: y0 + 104...y0 + 134, dark), "no checkmark beside Name")
        #expect(ink(img, x: x0 + 18...x0 + 42, y: y0 + 15...y0 + 45, dark), "Duplicate's icon leads")
        let red: (SIMD4<UInt8>) -> Bool = { $0.x > 200 && $0.y < 120 && $0.z < 120 }
        #expect(ink(img, x: x0 + 18...x0 + 120, y: y0 + 383...y0 + 413, red), "Delete in red")
    }

    /// Closed by default: no panel.
    @Test func closedWithoutTheOption() {
        let root = deviceRenderer(Screen()).layout()
        #expect(!allNodes(root).contains { $0.behavior is MenuPanelBehavior })
    }

    /// The design sheet: iOS 18 | iOS 26, light above, dark below (iPhone 15 Pro at 2×).
    @Test func openMenuMatchesTheGolden() throws {
        var shots: [PixelBuffer] = []
        for scheme in [ColorScheme.light, .dark] {
            for design26 in [false, true] {
                let r = render(design26, scale: 2, scheme: scheme)
                r.background = scheme == .dark ? .black : .white
                shots.append(r.pixelBuffer)
            }
        }
        try ContainerSheet.check(ContainerSheet.atlas(shots, columns: 2), name: "design-menu-panel")
    }
}
