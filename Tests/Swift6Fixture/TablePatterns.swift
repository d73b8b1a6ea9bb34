// SwiftUI's `Table` as Apple's documentation writes it (issue 26): key paths without a root
// type (`\.givenName`), inferred from the table's data, in Swift 6 mode.
import Flipbook
import Foundation

public struct TablePerson: Identifiable {
    public let givenName: String
    public let familyName: String
    public let emailAddress: String
    public let id = UUID()

    public var fullName: String { givenName + " " + familyName }

    public init(givenName: String, familyName: String, emailAddress: String) {
        self.givenName = givenName
        self.familyName = familyName
        self.emailAddress = emailAddress
    }
}

/// The `Table` overview's first example.
public struct PeopleTable: View {
    @State private var people = [
        TablePerson(givenName: "Juan", familyName: "Chavez", emailAddress: "juanchavez@icloud.com"),
        TablePerson(givenName: "Mei", familyName: "Chen", emailAddress: "meichen@icloud.com"),
        TablePerson(givenName: "Tom", familyName: "Clark", emailAddress: "tomclark@icloud.com"),
        TablePerson(givenName: "Gita", familyName: "Kumar", emailAddress: "gitakumar@icloud.com"),
    ]

    public init() {}

    public var body: some View {
        Table(people) {
            TableColumn("Given Name", value: \.givenName)
            TableColumn("Family Name", value: \.familyName)
            TableColumn("E-Mail Address", value: \.emailAddress)
        }
    }
}

/// "Supporting selection in tables".
public struct SelectableTable: View {
    @State private var people = [TablePerson(givenName: "Juan", familyName: "Chavez", emailAddress: "juanchavez@icloud.com")]
    @State private var selectedPeople = Set<TablePerson.ID>()

    public init() {}

    public var body: some View {
        Table(people, selection: $selectedPeople) {
            TableColumn("Given Name", value: \.givenName)
            TableColumn("Family Name", value: \.familyName)
            TableColumn("E-Mail Address", value: \.emailAddress)
        }
        Text("\(selectedPeople.count) people selected")
    }
}

/// "Sorting tables".
public struct SortableTable: View {
    @State private var people = [TablePerson(givenName: "Juan", familyName: "Chavez", emailAddress: "juanchavez@icloud.com")]
    @State private var sortOrder = [KeyPathComparator(\TablePerson.givenName)]

    public init() {}

    public var body: some View {
        Table(people, sortOrder: $sortOrder) {
            TableColumn("Given Name", value: \.givenName)
            TableColumn("Family Name", value: \.familyName)
            TableColumn("E-Mail address", value: \.emailAddress)
        }
        .onChange(of: sortOrder) { _, sortOrder in
            people.sort(using: sortOrder)
        }
    }
}

/// "Building a table that adapts to the environment".
public struct CompactableTable: View {
    #if os(iOS) || os(Linux)
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    private var isCompact: Bool { horizontalSizeClass == .compact }
    #else
    private let isCompact = false
    #endif

    @State private var people = [TablePerson(givenName: "Juan", familyName: "Chavez", emailAddress: "juanchavez@icloud.com")]
    @State private var sortOrder = [KeyPathComparator(\TablePerson.givenName)]

    public init() {}

    public var body: some View {
        Table(people, sortOrder: $sortOrder) {
            TableColumn("Given Name", value: \.givenName) { person in
                VStack(alignment: .leading) {
                    Text(isCompact ? person.fullName : person.givenName)
                    if isCompact {
                        Text(person.emailAddress)
                            .foregroundStyle(.secondary)
                    }
                }
            }
            TableColumn("Family Name", value: \.familyName)
            TableColumn("E-Mail Address", value: \.emailAddress)
        }
        .onChange(of: sortOrder) { _, sortOrder in
            people.sort(using: sortOrder)
        }
    }
}

public struct Purchase: Identifiable {
    public let price: Decimal
    public let id = UUID()
    public init(price: Decimal) { self.price = price }
}

/// `Table(of:columns:rows:)` with static rows, as the "Creating a table from static rows"
/// example writes it.
public struct TipTable: View {
    let currencyStyle = Decimal.FormatStyle.Currency(code: "USD")

    public init() {}

    public var body: some View {
        Table(of: Purchase.self) {
            TableColumn("Base price") { purchase in
                Text(purchase.price, format: currencyStyle)
            }
            TableColumn("With 15% tip") { purchase in
                Text(purchase.price * 1.15, format: currencyStyle)
            }
            TableColumn("With 20% tip") { purchase in
                Text(purchase.price * 1.2, format: currencyStyle)
            }
            TableColumn("With 25% tip") { purchase in
                Text(purchase.price * 1.25, format: currencyStyle)
            }
        } rows: {
            TableRow(Purchase(price: 20))
            TableRow(Purchase(price: 50))
            TableRow(Purchase(price: 75))
        }
    }
}

/// `DisclosureTableRow` as its documentation shows it.
public struct DeviceTable: View {
    public struct DeviceStats: Identifiable {
        public let name: String
        public let id = UUID()
    }
    @State private var expanded: Bool = true
    @State private var allDevices = DeviceStats(name: "All")
    @State private var iPhone = DeviceStats(name: "iPhone")
    @State private var iPad = DeviceStats(name: "iPad")
    @State private var Mac = DeviceStats(name: "Mac")

    public init() {}

    public var body: some View {
        Table(of: DeviceStats.self) {
            TableColumn("Name", value: \.name)
        } rows: {
            DisclosureTableRow(allDevices, isExpanded: $expanded) {
                TableRow(iPhone)
                TableRow(iPad)
                TableRow(Mac)
            }
        }
    }
}

/// Column content factored out, as `TableColumnContent`'s documentation shows it.
public struct FactoredColumnsTable: View {
    @State private var people = [TablePerson(givenName: "Juan", familyName: "Chavez", emailAddress: "juanchavez@icloud.com")]
    @State private var selectedPeople = Set<TablePerson.ID>()
    @State private var sortOrder = [KeyPathComparator(\TablePerson.givenName)]
    @State private var customization = TableColumnCustomization<TablePerson>()

    public init() {}

    public var body: some View {
        Table(people, selection: $selectedPeople, sortOrder: $sortOrder) {
            nameColumns
            TableColumn("E-Mail", value: \.emailAddress) {
                Text($0.emailAddress)
            }
        }
        Table(people, columnCustomization: $customization) {
            TableColumn("Given Name", value: \.givenName).customizationID("given")
            TableColumn("Family Name", value: \.familyName)
                .width(min: 80, ideal: 120, max: 200)
                .alignment(.leading)
                .customizationID("family")
                .defaultVisibility(.hidden)
                .disabledCustomizationBehavior(.all)
        }
        .tableColumnHeaders(.hidden)
    }

    @TableColumnBuilder<TablePerson, KeyPathComparator<TablePerson>>
    private var nameColumns: some TableColumnContent<TablePerson, KeyPathComparator<TablePerson>> {
        TableColumn("First Name", value: \.givenName) {
            Text($0.givenName).bold()
        }
        TableColumn("Last Name", value: \.familyName)
    }
}
