import Testing
import FlipbookRaster
@testable import Flipbook
@testable import FlipbookCore

/// Lists of #26: edit mode drawn (delete controls, reorder handles), EditButton, a row's
/// badge before its chevron, swipe actions revealed from a test, and the context menu
/// opened by a long press.
@Suite @MainActor struct ListEditingTests {
    static let fruit = ["Apple", "Banana", "Cherry"]

    static func editable(_ mode: EditMode) -> some View {
        List {
            ForEach(fruit, id: \.self) { Text($0) }
                .onDelete { _ in }
                .onMove { _, _ in }
        }
        .environment(\.editMode, .constant(mode))
    }

    /// The frame of the first text whose string is `s`.
    func textFrame(_ root: ViewNode, _ s: String) -> CGRect? {
        if root.behavior.debugName.contains(s) { return root.frame }
        for c in root.children { if let f = textFrame(c, s) { return f } }
        return nil
    }

    @Test func editModeDrawsDeleteControlsAndReorderHandlesAndIndentsRows() {
        let size = CGSize(width: 320, height: 240)
        let resting = ViewLayout.layout(Self.editable(.inactive), in: size)
        let editing = ViewLayout.layout(Self.editable(.active), in: size)
        let restX = textFrame(resting, "Apple")?.minX, editX = textFrame(editing, "Apple")?.minX
        #expect(restX != nil && editX != nil)
        #expect(editX! - restX! == 38, "rows move 38 pt along for the delete control")
        // The delete control: system red at its centre, the minus white.
        let img = ImageRenderer(content: Self.editable(.active).frame(width: 320, height: 240)).pixelBuffer
        let row = editing.descendants(named: "ListRow").first!.frame
        let c = (x: Int(row.minX + 20 + 11), y: Int(row.midY))
        #expect(img[c.x, c.y - 7] == SIMD4(0xFF, 0x3B, 0x30, 255))
        #expect(img[c.x, c.y] == SIMD4(255, 255, 255, 255))
        // The reorder handle: grey bars at the trailing edge; nothing red or grey at rest.
        let handle = editing.descendants(named: "list-row-reorder", byIdentity: true).first!.frame
        #expect(abs(handle.maxX - (row.maxX - 20)) < 0.5 && handle.width == 17, "at the row's 20-pt trailing inset")
        let rest = ImageRenderer(content: Self.editable(.inactive).frame(width: 320, height: 240)).pixelBuffer
        #expect(rest[c.x, c.y - 7] == SIMD4(255, 255, 255, 255))
        // deleteDisabled / moveDisabled keep a row's controls away; .transient draws as at rest.
        let partly = List {
            ForEach(Self.fruit, id: \.self) { Text($0).deleteDisabled($0 == "Apple").moveDisabled(true) }.onDelete { _ in }.onMove { _, _ in }
        }.environment(\.editMode, .constant(.active))
        let p = ViewLayout.layout(partly, in: size)
        #expect(p.descendants(named: "list-row-delete", byIdentity: true).count == 2)
        #expect(p.descendants(named: "list-row-reorder", byIdentity: true).isEmpty)
        #expect(ViewLayout.layout(Self.editable(.transient), in: size).descendants(named: "list-row-delete", byIdentity: true).isEmpty)
        #expect(EditMode.transient.isEditing && !EditMode.inactive.isEditing)
    }

    @Test func editActionsMarkBoundRowsAndProminentHeadersAreLarger() {
        struct Item: Identifiable { let id: Int; var name: String }
        let items = [Item(id: 1, name: "One"), Item(id: 2, name: "Two")]
        let view = List(.constant(items), editActions: .delete) { $item in Text(item.name) }
            .environment(\.editMode, .constant(.active))
        let root = ViewLayout.layout(view, in: CGSize(width: 320, height: 200))
        #expect(root.descendants(named: "list-row-delete", byIdentity: true).count == 2)
        #expect(root.descendants(named: "list-row-reorder", byIdentity: true).isEmpty)
        // Deleting through the row's action changes the bound collection.
        var bound = items
        let binding = Binding(derivedGet: { bound }, set: { bound = $0 })
        EditableCollectionContent(row: EmptyView(), actions: 3, data: binding).delete([0])
        #expect(bound.map(\.name) == ["Two"])
        // headerProminence(.increased): the header in title 3 bold, as written.
        func header(_ p: Prominence) -> CGRect? {
            textFrame(ViewLayout.layout(List { Section("Recent") { Text("a") }.headerProminence(p) }, in: CGSize(width: 320, height: 200)),
                      p == .standard ? "RECENT" : "Recent") ?? textFrame(ViewLayout.layout(
                List { Section("Recent") { Text("a") }.headerProminence(p) }, in: CGSize(width: 320, height: 200)), "Recent")
        }
        let standard = header(.standard), prominent = header(.increased)
        #expect(standard != nil && prominent != nil)
        #expect(prominent!.height > standard!.height + 5, "title 3 (20 pt) over footnote (13 pt)")
    }

    @Test func editButtonTogglesTheSharedEditMode() {
        let view = VStack(spacing: 0) {
            EditButton().id("edit")
            List { ForEach(Self.fruit, id: \.self) { Text($0) }.onDelete { _ in } }
        }
        let host = ViewHost(view.frame(width: 320, height: 300))
        #expect(host.layout().descendants(named: "list-row-delete", byIdentity: true).isEmpty)
        #expect(textFrame(host.layout(), "Edit") != nil)
        #expect(host.tap(id: "edit"))
        #expect(host.layout().descendants(named: "list-row-delete", byIdentity: true).count == 3)
        #expect(textFrame(host.layout(), "Done") != nil)
    }

    @Test func aLinkRowsBadgeSitsBeforeItsChevron() {
        let view = List { NavigationLink("Inbox", value: 1).badge(12) }
        let root = ViewLayout.layout(view, in: CGSize(width: 320, height: 120))
        let badge = textFrame(root, "12")!
        let chevron = root.descendants(named: "ListRowChevron").first!.frame
        let row = root.descendants(named: "ListRow").first!.frame
        #expect(badge.maxX + 8 <= chevron.minX + 0.5, "badge \(badge) before chevron \(chevron)")
        #expect(abs(chevron.maxX - (row.maxX - 20)) < 0.5, "the chevron keeps the row's trailing edge")
    }

    @Test func swipeActionsAreDrawnWhenATestRevealsThem() {
        let view = List {
            Text("Message")
                .swipeActions {
                    Button("Delete", role: .destructive) {}
                    Button("Flag") {}.tint(.orange)
                }
                .flipbookRevealSwipeActions()
            Text("Other")
        }
        let root = ViewLayout.layout(view, in: CGSize(width: 320, height: 200))
        let row = root.descendants(named: "ListRow").first!.frame
        let text = textFrame(root, "Message")!
        #expect(text.minX < row.minX, "the content slid left under the buttons")
        let img = ImageRenderer(content: view.frame(width: 320, height: 200)).pixelBuffer
        // The first action (Delete, red) at the trailing edge, Flag (orange) before it.
        #expect(img[Int(row.maxX) - 3, Int(row.midY) - 15] == SIMD4(0xFF, 0x3B, 0x30, 255))
        let buttons = root.descendants(named: "list-row-swipe", byIdentity: true).first!.frame
        #expect(img[Int(buttons.minX) + 3, Int(row.midY) - 15] == SIMD4(0xFF, 0x95, 0x00, 255))
        // A deletable row reveals iOS's red Delete by itself.
        let deletable = List { ForEach(Self.fruit, id: \.self) { Text($0).flipbookRevealSwipeActions() }.onDelete { _ in } }
        let d = ViewLayout.layout(deletable, in: CGSize(width: 320, height: 200))
        #expect(d.descendants(named: "list-row-swipe", byIdentity: true).count == 3)
    }

    @Test func aLongPressOpensTheContextMenu() {
        let view = VStack {
            Text("Hold me").padding().id("target")
                .contextMenu {
                    Button("Copy") {}
                    Button("Delete", role: .destructive) {}
                }
            Spacer()
        }
        let host = ViewHost(view.frame(width: 320, height: 400))
        #expect(host.layout().descendants(named: "ContextMenu").isEmpty)
        host.press(id: "target")
        host.wait(0.6)
        host.release()
        let root = host.layout()
        let platter = root.descendants(named: "contextMenu", byIdentity: true).first { $0.frame.width == 250 }
        #expect(platter != nil)
        let target = root.node(id: "target")!.frame
        #expect(platter.map { abs($0.frame.minY - (target.maxY + 8)) < 0.5 } == true, "8 pt below the view")
        // Two rows of 44 pt and a hairline.
        #expect(platter.map { abs($0.frame.height - (88 + 1.0 / 3.0)) < 0.5 } == true)
    }
}

extension ViewNode {
    /// Nodes whose debug name contains `name` or, with `byIdentity`, the outermost nodes
    /// whose identity has the explicit component `name`.
    func descendants(named name: String, byIdentity: Bool = false) -> [ViewNode] {
        var out: [ViewNode] = []
        func walk(_ n: ViewNode) {
            if byIdentity, n.identity.path.contains(.explicit(AnyHashable(name))) { return out.append(n) }
            if !byIdentity, n.behavior.debugName.contains(name) { out.append(n) }
            n.children.forEach(walk)
        }
        walk(self)
        return out
    }
}

/// One sheet of the list states #26 draws, light and dark: a list in edit mode, a link row
/// with a badge, a row swiped open, and a context menu opened on a row.
@Suite @MainActor struct ListEditingSheetTests {
    static var cells: [ContainerSheet.Cell] {
        let editing = AnyView(List {
            Section("Fruit") {
                ForEach(ListEditingTests.fruit, id: \.self) { Text($0) }.onDelete { _ in }.onMove { _, _ in }
            }
        }.environment(\.editMode, .constant(.active)))
        let rows = AnyView(List {
            NavigationLink("Inbox", value: 1).badge(12)
            NavigationLink("Drafts", value: 2)
            Text("Swiped")
                .swipeActions {
                    Button("Delete", role: .destructive) {}
                    Button("Flag") {}.tint(.orange)
                }
                .flipbookRevealSwipeActions()
            Text("Pinned").swipeActions(edge: .leading) { Button("Pin") {}.tint(.yellow) }.flipbookRevealSwipeActions(edge: .leading)
        })
        let menu = AnyView(VStack(alignment: .leading) {
            Text("Long-pressed").padding(12).background(RoundedRectangle(cornerRadius: 12).fill(Color.blue.opacity(0.2)))
                .contextMenu {
                    Button("Copy") {}
                    Button { } label: { Label("Share", systemImage: "square.and.arrow.up") }
                    Divider()
                    Button("Delete", role: .destructive) {}
                }
                .flipbookContextMenuPresented()
            Spacer()
        }.padding())
        return [ColorScheme.light, .dark].flatMap { scheme in [editing, rows, menu].map { ContainerSheet.Cell(view: $0, scheme: scheme) } }
    }

    @Test func sheetMatchesTheGolden() throws {
        try ContainerSheet.check(ContainerSheet.sheet(Self.cells, columns: 3, size: CGSize(width: 300, height: 300)), name: "lists-editing")
    }
}
