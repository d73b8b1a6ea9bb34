import Foundation
import Testing
import FlipbookRaster
@testable import Flipbook
@testable import FlipbookCore

/// `Table` at regular width (iPad): header row, columns side by side at their widths, row
/// separators, selection, sort indicator, disclosure rows; and the row types.
@Suite @MainActor struct TableRegularWidthTests {
    struct Person: Identifiable {
        let id: Int
        let givenName: String
        let familyName: String
        let emailAddress: String
    }

    let people = [Person(id: 1, givenName: "Juan", familyName: "Chavez", emailAddress: "juanchavez@icloud.com"),
                  Person(id: 2, givenName: "Mei", familyName: "Chen", emailAddress: "meichen@icloud.com"),
                  Person(id: 3, givenName: "Tom", familyName: "Clark", emailAddress: "tomclark@icloud.com")]
    let window = CGSize(width: 820, height: 300)

    func textFrames(_ view: some View, regular: Bool = true) -> [String: CGRect] {
        var frames: [String: CGRect] = [:]
        for node in allNodes(windowRenderer(view, window, regular: regular).layout()) {
            if let text = (node.behavior as? TextBehavior)?.text.string { frames[text] = node.frame }
        }
        return frames
    }

    func pixels(_ view: some View, regular: Bool = true) -> PixelBuffer {
        let r = windowRenderer(view, window, regular: regular)
        r.scale = 1
        return r.pixelBuffer
    }

    @Test func regularWidthDrawsTheHeaderAndEveryColumnAtItsWidth() {
        // Written as Apple's documentation writes it: key paths without a root type.
        let frames = textFrames(Table(people) {
            TableColumn("Given Name", value: \.givenName)
            TableColumn("E-Mail Address", value: \.emailAddress).width(300)
        })
        // 820 wide, 16 pt margins, 16 pt between columns: the fixed column 300, the other the
        // rest (820 − 32 − 16 − 300 = 472).
        let given = try! #require(frames["Given Name"]), email = try! #require(frames["E-Mail Address"])
        #expect(abs(given.minX - 16) < 0.5)
        #expect(abs(email.minX - (16 + 472 + 16)) < 0.5)
        #expect(given.maxY <= 32 + 0.5, "the header row is at most 32 pt tall here")
        let mei = try! #require(frames["Mei"]), meiMail = try! #require(frames["meichen@icloud.com"])
        #expect(abs(mei.minX - 16) < 0.5 && abs(meiMail.minX - 504) < 0.5)
        #expect(abs(mei.midY - meiMail.midY) < 0.5, "cells of a row share its line")
        // Rows 44 pt apart under the header.
        let juan = try! #require(frames["Juan"])
        #expect(abs((mei.midY - juan.midY) - 44) < 0.5)
        // Compact width keeps the first column as list rows: no header, no second column.
        let compact = textFrames(Table(people) {
            TableColumn("Given Name", value: \.givenName)
            TableColumn("E-Mail Address", value: \.emailAddress)
        }, regular: false)
        #expect(compact["Given Name"] == nil && compact["meichen@icloud.com"] == nil && compact["Mei"] != nil)
    }

    @Test func flexibleWidthsShareWhatIsLeftWithinMinAndMax() {
        let frames = textFrames(Table(people) {
            TableColumn("A", value: \.givenName).width(max: 100)
            TableColumn("B", value: \.familyName).width(min: 50, ideal: 200)
            TableColumn("C", value: \.emailAddress)
        })
        // Available 820 − 32 − 32 = 756: B takes its ideal 200; A and C share 556 → 278,
        // A clamped to 100.
        #expect(abs(try! #require(frames["B"]).minX - (16 + 100 + 16)) < 0.5)
        #expect(abs(try! #require(frames["C"]).minX - (16 + 100 + 16 + 200 + 16)) < 0.5)
    }

    @Test func selectionSeparatorsAndTheSortIndicatorAreDrawn() {
        var selection: Set<Person.ID> = [2]
        let plain = pixels(Table(people) {
            TableColumn("Given Name", value: \.givenName)
            TableColumn("Family Name", value: \.familyName)
        })
        let selected = pixels(Table(people, selection: Binding(get: { selection }, set: { selection = $0 })) {
            TableColumn("Given Name", value: \.givenName)
            TableColumn("Family Name", value: \.familyName)
        })
        // Row 2 spans y 76…120 (header 32 + row 44): systemGray4 fills it where no text is.
        #expect(selected[800, 98] == SIMD4<UInt8>(0xD1, 0xD1, 0xD6, 255))
        #expect(plain[800, 98] == SIMD4<UInt8>(255, 255, 255, 255))
        #expect(selected[800, 54] == plain[800, 54], "row 1 unselected")
        // A hairline separator (one pixel at scale 3) under row 1, at 76⅓ pt, from the first
        // cell's edge on.
        let r3 = windowRenderer(Table(people) { TableColumn("Given Name", value: \.givenName) }, window)
        r3.scale = 3
        let fine = r3.pixelBuffer
        let band = 224...232
        #expect(band.map { fine[1200, $0].x }.min()! < 250 && band.allSatisfy { fine[24, $0].x == 255 })

        var order = [KeyPathComparator(\Person.familyName, order: .reverse)]
        let sorted = pixels(Table(people, sortOrder: Binding(get: { order }, set: { order = $0 })) {
            TableColumn("Given Name", value: \.givenName)
            TableColumn("Family Name", value: \.familyName)
        })
        // The sort indicator changes the header only: the sorted title in the tint (blue)
        // with a chevron; the rows are the same.
        var header = 0, rows = 0, blue = 0
        for y in 0..<plain.height {
            for x in 0..<plain.width where plain[x, y] != sorted[x, y] {
                if y < 33 { header += 1 } else { rows += 1 }
                let p = sorted[x, y]
                if y < 33 && p.z > 200 && p.x < 120 { blue += 1 }
            }
        }
        #expect(header > 50 && rows == 0 && blue > 20)
        // Only the sorted column's title changes: "Given Name" stays grey.
        let frames = textFrames(Table(people, sortOrder: Binding(get: { order }, set: { order = $0 })) {
            TableColumn("Given Name", value: \.givenName)
            TableColumn("Family Name", value: \.familyName)
        })
        let given = try! #require(frames["Given Name"])
        for y in Int(given.minY)..<Int(given.maxY) {
            for x in Int(given.minX)..<Int(given.maxX) where sorted[x, y] != plain[x, y] {
                Issue.record("the unsorted title changed at \(x), \(y)")
                return
            }
        }
    }

    @Test func rowsFormsDisclosureRowsAndHiddenHeaders() {
        struct Device: Identifiable { let id: Int; let name: String }
        let all = Device(id: 0, name: "All"), phone = Device(id: 1, name: "iPhone"), pad = Device(id: 2, name: "iPad")
        func table(expanded: Bool) -> some View {
            Table(of: Device.self) {
                TableColumn("Name", value: \.name)
            } rows: {
                DisclosureTableRow(all, isExpanded: .constant(expanded)) {
                    TableRow(phone)
                    TableRow(pad)
                }
                TableRow(Device(id: 3, name: "Mac"))
            }
        }
        let open = textFrames(table(expanded: true)), closed = textFrames(table(expanded: false))
        #expect(open["iPhone"] != nil && open["iPad"] != nil && open["Mac"] != nil)
        #expect(closed["iPhone"] == nil && closed["Mac"] != nil)
        // Children are indented one level (20 pt) past their parent's cell.
        let parent = try! #require(open["All"]), child = try! #require(open["iPhone"])
        #expect(abs(child.minX - parent.minX - 20) < 0.5)
        // `tableColumnHeaders(.hidden)` removes the header row.
        let hidden = textFrames(table(expanded: false).tableColumnHeaders(.hidden))
        #expect(hidden["Name"] == nil && closed["Name"] != nil)
        let firstRow = try! #require(hidden["All"]).midY
        #expect(abs(firstRow - 22) <= 1, "the first row at the top: \(firstRow)")
        // Empty rows and a hierarchical table compile and draw.
        let empty = textFrames(Table(of: Device.self) { TableColumn("Name", value: \.name) } rows: {})
        #expect(empty["Name"] != nil)
        struct Node: Identifiable { let id: Int; let name: String; var children: [Node]? }
        let tree = [Node(id: 1, name: "Root", children: [Node(id: 2, name: "Leaf", children: nil)])]
        let outline = textFrames(Table(tree, children: \.children) { TableColumn("Name", value: \.name) })
        #expect(outline["Root"] != nil && outline["Leaf"] == nil, "outline rows start collapsed")
    }

    @Test func columnForEachCustomizationAndHiddenColumns() {
        struct Channel: Identifiable { let id: Int; let name: String }
        let channels = [Channel(id: 0, name: "Left"), Channel(id: 1, name: "Right")]
        var customization = TableColumnCustomization<Person>()
        customization[visibility: "family"] = .hidden
        let frames = textFrames(Table(people, columnCustomization: Binding(get: { customization }, set: { customization = $0 })) {
            TableColumn("Given Name", value: \.givenName)
            TableColumn("Family Name", value: \.familyName).customizationID("family")
            TableColumn("E-Mail Address", value: \.emailAddress).defaultVisibility(.hidden)
            TableColumnForEach(channels) { channel in
                TableColumn(channel.name) { (person: Person) in Text("\(channel.id)-\(person.id)") }
            }
        })
        #expect(frames["Family Name"] == nil && frames["E-Mail Address"] == nil)
        #expect(frames["Left"] != nil && frames["Right"] != nil && frames["1-2"] != nil)
        // A trailing (numeric) column ends at its column's trailing edge.
        let numeric = textFrames(Table(people) {
            TableColumn("Given Name", value: \.givenName)
            TableColumn("Id") { (person: Person) in Text("\(person.id)") }.width(100).alignment(.numeric)
        })
        #expect(abs(try! #require(numeric["2"]).maxX - (820 - 16)) < 0.5)
    }

    /// The golden: Apple's people table on an iPad (regular width), sorted by given name,
    /// one row selected, light and dark.
    @Test func iPadTableMatchesTheGolden() throws {
        struct Person: Identifiable {
            let givenName: String
            let familyName: String
            let emailAddress: String
            var id: String { emailAddress }
        }
        let people = [
            Person(givenName: "Juan", familyName: "Chavez", emailAddress: "juanchavez@icloud.com"),
            Person(givenName: "Mei", familyName: "Chen", emailAddress: "meichen@icloud.com"),
            Person(givenName: "Tom", familyName: "Clark", emailAddress: "tomclark@icloud.com"),
            Person(givenName: "Gita", familyName: "Kumar", emailAddress: "gitakumar@icloud.com"),
        ]
        let table = AnyView(Table(people, selection: .constant(Set(["meichen@icloud.com"])),
                                  sortOrder: .constant([KeyPathComparator(\Person.givenName)])) {
            TableColumn("Given Name", value: \.givenName)
            TableColumn("Family Name", value: \.familyName)
            TableColumn("E-Mail Address", value: \.emailAddress)
        }
        .environment(\.horizontalSizeClass, .regular))
        let cells = [ColorScheme.light, .dark].map { ContainerSheet.Cell(view: table, scheme: $0) }
        try ContainerSheet.check(ContainerSheet.sheet(cells, columns: 1, size: CGSize(width: 640, height: 240)), name: "tables-regular")
    }
}
