import Testing
import FlipbookRaster
@testable import Flipbook
@testable import FlipbookCore

/// The iOS 26 drawing of menus, confirmation dialogs, alerts, sheets and the search field
/// (``EnvironmentValues/designRequiresCompatibility`` `false`); iOS 18's is kept by default.
@Suite @MainActor struct Design26PresentationTests {
    func nodes<V: View>(_ v: V) -> [ViewNode] { allNodes(deviceRenderer(v).layout()) }
    func glass(_ nodes: [ViewNode]) -> [CGRect] { nodes.filter { $0.behavior.debugName == "Glass" }.map(\.frame) }

    /// A photo card with its context menu open: share, copy, a divider, delete.
    func menuScreen(_ old: Bool) -> some View {
        Color.orange.frame(width: 200, height: 120)
            .contextMenu {
                Button { } label: { Label("Share", systemImage: "square.and.arrow.up") }
                Button { } label: { Label("Copy", systemImage: "doc.on.doc") }
                Divider()
                Button(role: .destructive) { } label: { Label("Delete", systemImage: "trash") }
            }
            .flipbookContextMenuPresented()
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
            .padding(.top, 100)
            .designRequiresCompatibility(old)
    }

    /// iOS 26 menus: a glass platter with 26 pt corners, 8 pt padding, icons leading; iOS 18's
    /// solid platter has no glass and its icons trail.
    @Test func menuPlatterIsGlassWithLeadingIcons() throws {
        let new = nodes(menuScreen(false)), old = nodes(menuScreen(true))
        #expect(glass(old).isEmpty)
        let platter = try #require(glass(new).first { $0.width == 250 })
        // Rows 44 pt, the divider 1 px + 2 × 6 pt, 8 pt above and below: 3 × 44 + 13 + 16.
        #expect(platter.height == 161, "\(platter)")
        // The platter sits 8 pt below the card, its leading edge at the card's.
        let cardSize = CGSize(width: 200, height: 120)
        let card = try #require(new.first { (n: ViewNode) -> Bool in n.behavior is ColorBehavior && n.frame.size == cardSize }?.frame)
        #expect(platter.minY == card.maxY + 8, "\(platter) \(card)")
        #expect(platter.minX == card.minX, "\(platter) \(card)")
        // Each row's icon column starts 18 pt in (iOS 18: icons trail, in 20 pt columns).
        let columnX: CGFloat = platter.minX + 18
        let iconColumns: [CGRect] = new.map { $0.frame }.filter { (f: CGRect) -> Bool in f.width == 24 && f.minX == columnX }
        #expect(Set(iconColumns.map { $0.minY }).count == 3, "\(iconColumns)")
        #expect(!old.map { $0.frame }.contains { (f: CGRect) -> Bool in f.width == 24 })
    }

    func dialog(_ old: Bool) -> some View {
        Color.white.confirmationDialog("Delete this photo?", isPresented: .constant(true), titleVisibility: .visible) {
            Button("Delete Photo", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
        } message: { Text("It is removed from all your devices.") }
            .designRequiresCompatibility(old)
    }

    /// iOS 26 confirmation dialogs: one glass card 8 pt from the screen's sides and foot, the
    /// actions and Cancel as 50 pt capsules in it; iOS 18's two solid cards stay.
    @Test func confirmationDialogIsOneFloatingGlassCard() throws {
        let card = try #require(glass(nodes(dialog(false))).first)
        #expect(card.minX == 8, "\(card)")
        #expect(card.width == 377, "\(card)")
        #expect(card.maxY == 844, "\(card)")
        let width: CGFloat = 377 - 32
        let frames: [CGRect] = nodes(dialog(false)).map { $0.frame }
        let capsules: [CGRect] = frames.filter { (f: CGRect) -> Bool in f.height == 50 && f.width == width }
        let capsuleTops: Set<CGFloat> = Set(capsules.map { $0.minY })
        #expect(capsuleTops.count == 2, "\(capsules)")
        let inside: Bool = capsules.allSatisfy { (f: CGRect) -> Bool in f.minY > card.minY && f.maxY <= card.maxY - 16 }
        #expect(inside)
        let old = nodes(dialog(true))
        #expect(glass(old).isEmpty)
        let oldRows: [CGRect] = old.map { $0.frame }.filter { (f: CGRect) -> Bool in f.height == 57 }
        #expect(Set(oldRows.map { $0.minY }).count == 2, "iOS 18's 57 pt rows")
    }

    /// iOS 26 alerts: the 300 pt card is glass; iOS 18's is solid.
    @Test func alertCardIsGlass() {
        func alert(_ old: Bool) -> some View {
            Color.white.alert("Delete?", isPresented: .constant(true)) {
                Button("Cancel", role: .cancel) {}
                Button("Delete", role: .destructive) {}
            }.designRequiresCompatibility(old)
        }
        let cards: [CGRect] = glass(nodes(alert(false)))
        #expect(cards.contains { (f: CGRect) -> Bool in f.width == 300 && abs(f.midY - 426) <= 0.5 }, "\(cards)")
        #expect(glass(nodes(alert(true))).isEmpty)
    }

    /// iOS 26 sheets: glass at a partial detent, solid at `.large`; a presentation background wins.
    @Test func sheetIsGlassAtPartialDetents() throws {
        func sheet(_ detents: Set<PresentationDetent>, old: Bool = false, background: Bool = false) -> some View {
            Color.white.sheet(isPresented: .constant(true)) {
                if background {
                    Color.clear.presentationDetents(detents).presentationBackground(Color.yellow)
                } else {
                    Color.clear.presentationDetents(detents)
                }
            }.designRequiresCompatibility(old)
        }
        #expect(glass(nodes(sheet([.medium]))) == [CGRect(x: 8, y: 426, width: 377, height: 418)])
        #expect(glass(nodes(sheet([.large]))).isEmpty)
        #expect(glass(nodes(sheet([.medium], old: true))).isEmpty)
        #expect(glass(nodes(sheet([.medium], background: true))).isEmpty)
    }

    func search(_ old: Bool, active: Bool = false) -> some View {
        NavigationStack {
            List { Text("Apples"); Text("Pears") }.navigationTitle("Fruit")
                .searchable(text: .constant(""), isPresented: .constant(active))
        }.designRequiresCompatibility(old)
    }

    /// iOS 26's search field is a 44 pt glass capsule across the bar (16 pt from the sides);
    /// active, an × in a 44 pt glass circle replaces iOS 18's Cancel.
    @Test func searchFieldIsAGlassCapsule() throws {
        let idle: [CGRect] = glass(nodes(search(false)))
        let field = try #require(idle.first { (f: CGRect) -> Bool in f.height == 44 && f.width == 361 }, "\(idle)")
        #expect(field.minX == 16)
        #expect(!glass(nodes(search(true))).contains { (f: CGRect) -> Bool in f.height == 44 })
        let active: [CGRect] = glass(nodes(search(false, active: true)))
        #expect(active.contains { (f: CGRect) -> Bool in f.width == 44 && f.height == 44 && f.maxX == 377 }, "\(active)")
    }

    /// A photo library screen (flat colours, so the glass's frost and rim read against them),
    /// searchable when `search`.
    struct Library: View {
        var search = false
        static let colors: [Color] = [.orange, .teal, .pink, .indigo, .green, .yellow, .blue, .red, .mint, .purple, .cyan, .brown]
        var body: some View {
            NavigationStack {
                if search {
                    grid.searchable(text: .constant(""), prompt: "Photos, People, Places")
                } else {
                    grid
                }
            }
        }
        var grid: some View {
            ScrollView {
                VStack(spacing: 2) {
                    ForEach(0..<6, id: \.self) { r in
                        HStack(spacing: 2) {
                            ForEach(0..<3, id: \.self) { c in Self.colors[((r * 3 + c) * 5) % Self.colors.count].frame(height: 128) }
                        }
                    }
                }
            }
            .navigationTitle("Library")
        }
    }

    /// The iOS 26 menu, confirmation dialog, alert, sheet (medium detent) and search field over
    /// the same screen, light above and dark below: Snapshots/design-ios26-presentations.png.
    @Test func presentationsMatchTheGolden() throws {
        let screens: [AnyView] = [
            // A photo's context menu with its preview (the lifted photo) above the platter.
            AnyView(Library().contextMenu {
                Button { } label: { Label("Share", systemImage: "square.and.arrow.up") }
                Button { } label: { Label("Copy", systemImage: "doc.on.doc") }
                Button { } label: { Label("Favorite", systemImage: "heart") }
                Divider()
                Button(role: .destructive) { } label: { Label("Delete", systemImage: "trash") }
            } preview: {
                Color.teal.frame(width: 300, height: 300)
            }.flipbookContextMenuPresented()),
            AnyView(Library().confirmationDialog("Delete this photo?", isPresented: .constant(true), titleVisibility: .visible) {
                Button("Delete Photo", role: .destructive) {}
                Button("Duplicate") {}
                Button("Cancel", role: .cancel) {}
            } message: { Text("It is removed from all your devices.") }),
            AnyView(Library().alert("Turn on iCloud Photos?", isPresented: .constant(true)) {
                Button("Not Now", role: .cancel) {}
                Button("Turn On") {}
            } message: { Text("Keep your photos and videos up to date on every device.") }),
            AnyView(Library().sheet(isPresented: .constant(true)) {
                VStack(alignment: .leading, spacing: 16) {
                    Text("Share Photo").font(.title2.weight(.bold))
                    HStack(spacing: 18) {
                        ForEach(["message.fill", "envelope.fill", "printer.fill", "square.and.arrow.down"], id: \.self) { name in
                            Image(systemName: name).font(.title2).foregroundStyle(.white)
                                .frame(width: 60, height: 60)
                                .background(RoundedRectangle(cornerRadius: 14, style: .continuous).fill(Color.blue))
                        }
                    }
                    Label("Copy Photo", systemImage: "doc.on.doc")
                    Label("Add to Album", systemImage: "rectangle.stack")
                }
                .padding(24)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                .presentationDetents([.medium, .large])
            }),
            AnyView(Library(search: true)),
        ]
        var shots: [PixelBuffer] = []
        for scheme in [ColorScheme.light, .dark] {
            for screen in screens {
                let r = deviceRenderer(screen.designRequiresCompatibility(false), chrome: .screenshot, scheme: scheme)
                r.scale = 2
                r.background = scheme == .dark ? .black : .white
                shots.append(r.pixelBuffer)
            }
        }
        try ContainerSheet.check(ContainerSheet.atlas(shots, columns: screens.count), name: "design-ios26-presentations")
    }
}
