import Flipbook
import FlipbookRaster
import Foundation
import Testing

/// `Table` on an iPhone (compact width): iOS shows only the first column, each row's cell as
/// a list row. The reference is the list written by hand with the same rows, rendered
/// independently; the table must match it pixel for pixel.
struct Person: Identifiable {
    let id: Int
    let name: String
    let email: String
}

@Suite @MainActor struct TableTests {
    let people = [Person(id: 1, name: "Juan Chavez", email: "juan@example.com"),
                  Person(id: 2, name: "Mei Chen", email: "mei@example.com"),
                  Person(id: 3, name: "Tom Clark", email: "tom@example.com")]

    func render<V: View>(_ view: V) -> PixelBuffer {
        let r = ImageRenderer(content: view.frame(width: 390, height: 300))
        r.scale = 1
        return r.pixelBuffer
    }

    func differing(_ a: PixelBuffer, _ b: PixelBuffer) -> Int {
        var n = 0
        for y in 0..<a.height { for x in 0..<a.width where a[x, y] != b[x, y] { n += 1 } }
        return n
    }

    @Test func compactTableDrawsTheFirstColumnAsPlainListRows() {
        let table = render(Table(people) {
            TableColumn("Name", value: \Person.name)
            TableColumn("Email", value: \Person.email)
        })
        let list = render(List(people) { Text($0.name) }.listStyle(.plain))
        #expect(table.width == 390 && table.height == 300)
        #expect(differing(table, list) == 0)
        // Not blank: the list rows' text is there (the email column alone would differ).
        let emails = render(List(people) { Text($0.email) }.listStyle(.plain))
        #expect(differing(table, emails) > 100)
        let twoRows = render(List(people.prefix(2)) { Text($0.name) }.listStyle(.plain))
        #expect(differing(table, twoRows) > 100, "the third row is drawn")
    }

    @Test func contentClosureColumnsAndWidthsAreAccepted() {
        let table = render(Table(people) {
            TableColumn("Name") { (person: Person) in Text(person.name).bold() }
                .width(min: 80, ideal: 120, max: 200)
            TableColumn("Email", value: \Person.email).width(160)
        })
        let list = render(List(people) { Text($0.name).bold() }.listStyle(.plain))
        #expect(differing(table, list) == 0)
    }

    @Test func insetStyleDrawsAnInsetList() {
        let table = render(Table(people) { TableColumn("Name", value: \Person.name) }.tableStyle(.inset))
        let list = render(List(people) { Text($0.name) }.listStyle(.inset))
        #expect(differing(table, list) == 0)
        let automatic = render(Table(people) { TableColumn("Name", value: \Person.name) }.tableStyle(.automatic))
        #expect(differing(automatic, render(List(people) { Text($0.name) }.listStyle(.plain))) == 0)
    }

    @Test func selectionAndSortOrderBindingsHighlightTheSelectedRow() {
        var selection: Person.ID? = 2
        var order = [KeyPathComparator(\Person.name)]
        let binding = Binding(get: { selection }, set: { selection = $0 })
        let table = render(Table(people, selection: binding, sortOrder: Binding(get: { order }, set: { order = $0 })) {
            TableColumn("Name", value: \Person.name)
            TableColumn("Email", value: \Person.email)
        })
        let list = render(List(people, selection: binding) { Text($0.name) }.listStyle(.plain))
        #expect(differing(table, list) == 0)
        var many: Set<Person.ID> = [1, 3]
        let set = render(Table(people, selection: Binding(get: { many }, set: { many = $0 })) { TableColumn("Name", value: \Person.name) })
        let unselected = render(List(people) { Text($0.name) }.listStyle(.plain))
        #expect(differing(set, unselected) > 100, "selected rows are highlighted")
    }
}
