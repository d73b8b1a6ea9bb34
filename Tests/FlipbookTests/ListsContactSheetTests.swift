import Testing
import FlipbookRaster
@testable import Flipbook
@testable import FlipbookCore

/// Every list style, light (top row) and dark (bottom row), plus a `Form`, the same content
/// in each: a section with a header, a footer, an icon row (its separator starts at the
/// title), a selected row and a toggle; a second section with a custom row background and
/// a hidden separator. Must match Snapshots/containers-lists.png exactly.
@Suite @MainActor struct ListsContactSheetTests {
    struct Fruit: Identifiable { let id: Int; let name: String }
    static let fruit = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Banana"), Fruit(id: 3, name: "Cherry")]

    static func sample<S: ListStyle>(_ style: S, _ title: String) -> AnyView {
        AnyView(List(selection: .constant(Optional(2))) {
            Section {
                ForEach(fruit) { f in Text(f.name) }
                Label("Favourites", systemImage: "star.fill")
                Toggle("Ripe", isOn: .constant(true))
            } header: {
                Text(title)
            } footer: {
                Text("Footer text under the section.")
            }
            Section("More") {
                Text("Custom background").listRowBackground(Color.yellow.opacity(0.3))
                Text("Separators hidden").listRowSeparator(.hidden)
                LabeledContent("Version", value: "17.4")
            }
        }
        .listStyle(style))
    }

    static var cells: [ContainerSheet.Cell] {
        let lists: [AnyView] = [sample(.insetGrouped, "insetGrouped"), sample(.grouped, "grouped"), sample(.plain, "plain"),
                                sample(.inset, "inset"), sample(.sidebar, "sidebar"),
                                AnyView(Form {
                                    Section("Form") {
                                        LabeledContent("Name", value: "Ada")
                                        Toggle("Notifications", isOn: .constant(false))
                                    }
                                    Section { Text("Loose row") } footer: { Text("Sections 35 pt apart.") }
                                })]
        return [ColorScheme.light, .dark].flatMap { scheme in lists.map { ContainerSheet.Cell(view: $0, scheme: scheme) } }
    }

    @Test func sheetMatchesTheGolden() throws {
        try ContainerSheet.check(ContainerSheet.sheet(Self.cells, columns: 6, size: CGSize(width: 260, height: 520)), name: "containers-lists")
    }
}
