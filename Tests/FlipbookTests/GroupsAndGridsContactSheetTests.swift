import Testing
import FlipbookRaster
@testable import Flipbook
@testable import FlipbookCore

/// Groups (DisclosureGroup, GroupBox, LabeledContent, ControlGroup, Label styles) and grids
/// (Grid, LazyVGrid, LazyHGrid), light (left) and dark (right). Must match
/// Snapshots/containers-groups.png and Snapshots/containers-grids.png exactly.
@Suite @MainActor struct GroupsAndGridsContactSheetTests {
    struct StarLabelStyle: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack { configuration.title; configuration.icon.foregroundStyle(.orange) }
        }
    }

    static var groups: [AnyView] {
        [
            AnyView(DisclosureGroup("Collapsed") { Text("Hidden content") }.padding()),
            AnyView(DisclosureGroup("Expanded", isExpanded: .constant(true)) {
                VStack(alignment: .leading) { Text("First item"); Text("Second item") }
            }.padding()),
            AnyView(GroupBox("Group box") { Text("Content on the secondary background.") }.padding()),
            AnyView(GroupBox { GroupBox("Nested") { Text("Tertiary card") } } label: { Label("Outer", systemImage: "folder") }.padding()),
            AnyView(VStack { LabeledContent("Version", value: "17.4"); LabeledContent("Build") { Text("21E219").font(.body.monospaced()) } }.padding()),
            AnyView(ControlGroup {
                Button("Cut", systemImage: "scissors") {}
                Button("Copy", systemImage: "doc.on.doc") {}
                Button("Paste", systemImage: "doc.on.clipboard") {}
            }.labelStyle(.iconOnly).padding()),
            AnyView(ControlGroup { Button("Back") {}; Button("Forward") {} }.padding()),
            AnyView(VStack(alignment: .leading, spacing: 10) {
                Label("titleAndIcon", systemImage: "star.fill").labelStyle(.titleAndIcon)
                HStack { Label("iconOnly", systemImage: "star.fill").labelStyle(.iconOnly); Text("← iconOnly") }
                Label("titleOnly", systemImage: "star.fill").labelStyle(.titleOnly)
                Label("custom style", systemImage: "star.fill").labelStyle(StarLabelStyle())
            }.padding()),
        ]
    }

    static var grids: [AnyView] {
        [
            AnyView(Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 8) {
                GridRow { Text("Name").bold(); Text("Qty").bold().gridColumnAlignment(.trailing) }
                Divider().gridCellUnsizedAxes(.horizontal)
                GridRow { Text("Apples"); Text("12") }
                GridRow { Text("Kiwi"); Text("3") }
                GridRow { Text("Spans both columns").foregroundStyle(.secondary).gridCellColumns(2) }
                GridRow { Color.blue.frame(width: 20, height: 20); Color.orange.frame(width: 10, height: 10).gridCellAnchor(.topTrailing) }
            }.padding()),
            AnyView(ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 60))], spacing: 8, pinnedViews: [.sectionHeaders]) {
                    Section {
                        ForEach(0..<30) { i in
                            RoundedRectangle(cornerRadius: 8).fill(Color.blue.opacity(0.3 + Double(i % 7) / 10)).frame(height: 60)
                        }
                    } header: { Text("Adaptive, minimum 60 (clipped)").font(.headline) }
                }.padding(.horizontal)
            }),
            AnyView(LazyVGrid(columns: [GridItem(.fixed(60)), GridItem(.flexible()), GridItem(.flexible(maximum: 60))], spacing: 6) {
                ForEach(0..<9) { i in Color.green.opacity(0.4).frame(height: 30).overlay(Text("\(i)")) }
            }.padding()),
            AnyView(LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))], spacing: 6) {
                ForEach(0..<8) { i in Capsule().fill(Color.purple.opacity(0.5)).frame(width: 40 + CGFloat(i % 3) * 15) }
            }.padding()),
        ]
    }

    static func cells(_ views: [AnyView]) -> [ContainerSheet.Cell] {
        views.flatMap { [ContainerSheet.Cell(view: $0, scheme: .light), ContainerSheet.Cell(view: $0, scheme: .dark)] }
    }

    @Test func groupsSheetMatchesTheGolden() throws {
        try ContainerSheet.check(ContainerSheet.sheet(Self.cells(Self.groups), columns: 4, size: CGSize(width: 300, height: 150)),
                                 name: "containers-groups")
    }

    @Test func gridsSheetMatchesTheGolden() throws {
        try ContainerSheet.check(ContainerSheet.sheet(Self.cells(Self.grids), columns: 4, size: CGSize(width: 300, height: 220)),
                                 name: "containers-grids")
    }
}
