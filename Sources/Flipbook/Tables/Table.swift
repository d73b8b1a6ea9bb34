import Foundation

/// Rows of data in columns, as SwiftUI's `Table`.
///
/// ```swift
/// Table(people) {
///     TableColumn("Given Name", value: \.givenName)
///     TableColumn("Family Name", value: \.familyName)
///     TableColumn("E-Mail Address", value: \.emailAddress)
/// }
/// ```
///
/// Drawn as iOS draws it:
/// - **compact width** (iPhone): only the first column, each row's cell as a list row (a
///   plain list; `.tableStyle(.inset)` an inset one), as SwiftUI does so that apps adapt
///   the first column's content with `horizontalSizeClass`;
/// - **regular width** (iPad, `.environment(\.horizontalSizeClass, .regular)`): a header
///   row with the column titles (the sorted column's title in the tint with a chevron
///   giving the direction), every column side by side at its ``TableColumn/width(_:)``
///   or an equal share of what is left, rows 44 pt tall separated by hairlines, selected
///   rows highlighted, disclosure rows with a chevron and their children indented.
///
/// `selection:` highlights rows; `sortOrder:` draws the sort indicator; the rows are drawn in
/// the order of the data, as SwiftUI does (sorting is the app's job).
public struct Table<Value, Rows: TableRowContent, Columns: TableColumnContent>: View, PrimitiveView
where Value == Rows.TableRowValue, Rows.TableRowValue == Columns.TableRowValue {
    public typealias Body = Never
    let rows: [_TableRowSpec<Value>]
    let columns: Columns
    let isSelected: (Value.ID) -> Bool
    let sort: TableSortIndicator?
    let customization: TableColumnCustomization<Value>?

    init(rows: Rows, columns: Columns, isSelected: @escaping (Value.ID) -> Bool,
         sort: TableSortIndicator? = nil, customization: TableColumnCustomization<Value>? = nil) {
        self.rows = rows._tableRows
        self.columns = columns
        self.isSelected = isSelected
        self.sort = sort
        self.customization = customization
    }

    /// The column key path and direction of the first comparator of a sort order.
    static func sortIndicator<Sort: SortComparator>(_ order: [Sort]) -> TableSortIndicator? {
        guard let first = order.first else { return nil }
        if let keyPath = (first as? KeyPathComparator<Value>)?.keyPath {
            return TableSortIndicator(keyPath: keyPath, order: first.order)
        }
        return nil
    }
}

/// Which column a sortable table is sorted by, and which way.
struct TableSortIndicator {
    let keyPath: AnyKeyPath
    let order: SortOrder
}

extension Table {
    /// A table of the rows of `data`.
    public init<Data>(_ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(rows: TableForEachContent(data: data), columns: columns(), isSelected: { _ in false })
    }

    /// A table of the rows of `data`, with columns hidden as `columnCustomization` says.
    public init<Data>(_ data: Data, columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(rows: TableForEachContent(data: data), columns: columns(), isSelected: { _ in false }, customization: columnCustomization.wrappedValue)
    }

    /// A table of the rows of `data`, with sorted by `sortOrder` (the header of its first comparator's column shows the sort direction).
    public init<Data, Sort>(_ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element, Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: TableForEachContent(data: data), columns: columns(), isSelected: { _ in false }, sort: Self.sortIndicator(sortOrder.wrappedValue))
    }

    /// A table of the rows of `data`, with sorted by `sortOrder` (the header of its first comparator's column shows the sort direction), columns hidden as `columnCustomization` says.
    public init<Data, Sort>(_ data: Data, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element, Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: TableForEachContent(data: data), columns: columns(), isSelected: { _ in false }, sort: Self.sortIndicator(sortOrder.wrappedValue), customization: columnCustomization.wrappedValue)
    }

    /// A table of the rows of `data`, with at most one selected row.
    public init<Data>(_ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(rows: TableForEachContent(data: data), columns: columns(), isSelected: { $0 == selection.wrappedValue })
    }

    /// A table of the rows of `data`, with at most one selected row, columns hidden as `columnCustomization` says.
    public init<Data>(_ data: Data, selection: Binding<Value.ID?>, columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(rows: TableForEachContent(data: data), columns: columns(), isSelected: { $0 == selection.wrappedValue }, customization: columnCustomization.wrappedValue)
    }

    /// A table of the rows of `data`, with at most one selected row, sorted by `sortOrder` (the header of its first comparator's column shows the sort direction).
    public init<Data, Sort>(_ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element, Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: TableForEachContent(data: data), columns: columns(), isSelected: { $0 == selection.wrappedValue }, sort: Self.sortIndicator(sortOrder.wrappedValue))
    }

    /// A table of the rows of `data`, with at most one selected row, sorted by `sortOrder` (the header of its first comparator's column shows the sort direction), columns hidden as `columnCustomization` says.
    public init<Data, Sort>(_ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element, Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: TableForEachContent(data: data), columns: columns(), isSelected: { $0 == selection.wrappedValue }, sort: Self.sortIndicator(sortOrder.wrappedValue), customization: columnCustomization.wrappedValue)
    }

    /// A table of the rows of `data`, with any number of selected rows.
    public init<Data>(_ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(rows: TableForEachContent(data: data), columns: columns(), isSelected: { selection.wrappedValue.contains($0) })
    }

    /// A table of the rows of `data`, with any number of selected rows, columns hidden as `columnCustomization` says.
    public init<Data>(_ data: Data, selection: Binding<Set<Value.ID>>, columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(rows: TableForEachContent(data: data), columns: columns(), isSelected: { selection.wrappedValue.contains($0) }, customization: columnCustomization.wrappedValue)
    }

    /// A table of the rows of `data`, with any number of selected rows, sorted by `sortOrder` (the header of its first comparator's column shows the sort direction).
    public init<Data, Sort>(_ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element, Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: TableForEachContent(data: data), columns: columns(), isSelected: { selection.wrappedValue.contains($0) }, sort: Self.sortIndicator(sortOrder.wrappedValue))
    }

    /// A table of the rows of `data`, with any number of selected rows, sorted by `sortOrder` (the header of its first comparator's column shows the sort direction), columns hidden as `columnCustomization` says.
    public init<Data, Sort>(_ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element, Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: TableForEachContent(data: data), columns: columns(), isSelected: { selection.wrappedValue.contains($0) }, sort: Self.sortIndicator(sortOrder.wrappedValue), customization: columnCustomization.wrappedValue)
    }

    /// A table of the rows of a tree: each element of `data`, an element with `children` a collapsed disclosure row.
    public init<Data>(_ data: Data, children: KeyPath<Value, Data?>, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection, Data.Element == Value {
        self.init(rows: TableOutlineGroupContent(data: data, children: children), columns: columns(), isSelected: { _ in false })
    }

    /// A table of the rows of a tree: each element of `data`, an element with `children` a collapsed disclosure row, with sorted by `sortOrder` (the header of its first comparator's column shows the sort direction).
    public init<Data, Sort>(_ data: Data, children: KeyPath<Value, Data?>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection, Data.Element == Value, Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: TableOutlineGroupContent(data: data, children: children), columns: columns(), isSelected: { _ in false }, sort: Self.sortIndicator(sortOrder.wrappedValue))
    }

    /// A table of the rows of a tree: each element of `data`, an element with `children` a collapsed disclosure row, with at most one selected row.
    public init<Data>(_ data: Data, children: KeyPath<Value, Data?>, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection, Data.Element == Value {
        self.init(rows: TableOutlineGroupContent(data: data, children: children), columns: columns(), isSelected: { $0 == selection.wrappedValue })
    }

    /// A table of the rows of a tree: each element of `data`, an element with `children` a collapsed disclosure row, with at most one selected row, sorted by `sortOrder` (the header of its first comparator's column shows the sort direction).
    public init<Data, Sort>(_ data: Data, children: KeyPath<Value, Data?>, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection, Data.Element == Value, Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: TableOutlineGroupContent(data: data, children: children), columns: columns(), isSelected: { $0 == selection.wrappedValue }, sort: Self.sortIndicator(sortOrder.wrappedValue))
    }

    /// A table of the rows of a tree: each element of `data`, an element with `children` a collapsed disclosure row, with any number of selected rows.
    public init<Data>(_ data: Data, children: KeyPath<Value, Data?>, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection, Data.Element == Value {
        self.init(rows: TableOutlineGroupContent(data: data, children: children), columns: columns(), isSelected: { selection.wrappedValue.contains($0) })
    }

    /// A table of the rows of a tree: each element of `data`, an element with `children` a collapsed disclosure row, with any number of selected rows, sorted by `sortOrder` (the header of its first comparator's column shows the sort direction).
    public init<Data, Sort>(_ data: Data, children: KeyPath<Value, Data?>, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection, Data.Element == Value, Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: TableOutlineGroupContent(data: data, children: children), columns: columns(), isSelected: { selection.wrappedValue.contains($0) }, sort: Self.sortIndicator(sortOrder.wrappedValue))
    }

    /// A table of the rows listed in `rows`.
    public init(@TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), isSelected: { _ in false })
    }

    /// A table of the rows listed in `rows`, with columns hidden as `columnCustomization` says.
    public init(columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), isSelected: { _ in false }, customization: columnCustomization.wrappedValue)
    }

    /// A table of the rows listed in `rows`, with sorted by `sortOrder` (the header of its first comparator's column shows the sort direction).
    public init<Sort>(sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows)
    where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), isSelected: { _ in false }, sort: Self.sortIndicator(sortOrder.wrappedValue))
    }

    /// A table of the rows listed in `rows`, with sorted by `sortOrder` (the header of its first comparator's column shows the sort direction), columns hidden as `columnCustomization` says.
    public init<Sort>(sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows)
    where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), isSelected: { _ in false }, sort: Self.sortIndicator(sortOrder.wrappedValue), customization: columnCustomization.wrappedValue)
    }

    /// A table of the rows listed in `rows`, with at most one selected row.
    public init(selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), isSelected: { $0 == selection.wrappedValue })
    }

    /// A table of the rows listed in `rows`, with at most one selected row, columns hidden as `columnCustomization` says.
    public init(selection: Binding<Value.ID?>, columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), isSelected: { $0 == selection.wrappedValue }, customization: columnCustomization.wrappedValue)
    }

    /// A table of the rows listed in `rows`, with at most one selected row, sorted by `sortOrder` (the header of its first comparator's column shows the sort direction).
    public init<Sort>(selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows)
    where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), isSelected: { $0 == selection.wrappedValue }, sort: Self.sortIndicator(sortOrder.wrappedValue))
    }

    /// A table of the rows listed in `rows`, with at most one selected row, sorted by `sortOrder` (the header of its first comparator's column shows the sort direction), columns hidden as `columnCustomization` says.
    public init<Sort>(selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows)
    where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), isSelected: { $0 == selection.wrappedValue }, sort: Self.sortIndicator(sortOrder.wrappedValue), customization: columnCustomization.wrappedValue)
    }

    /// A table of the rows listed in `rows`, with any number of selected rows.
    public init(selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), isSelected: { selection.wrappedValue.contains($0) })
    }

    /// A table of the rows listed in `rows`, with any number of selected rows, columns hidden as `columnCustomization` says.
    public init(selection: Binding<Set<Value.ID>>, columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), isSelected: { selection.wrappedValue.contains($0) }, customization: columnCustomization.wrappedValue)
    }

    /// A table of the rows listed in `rows`, with any number of selected rows, sorted by `sortOrder` (the header of its first comparator's column shows the sort direction).
    public init<Sort>(selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows)
    where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), isSelected: { selection.wrappedValue.contains($0) }, sort: Self.sortIndicator(sortOrder.wrappedValue))
    }

    /// A table of the rows listed in `rows`, with any number of selected rows, sorted by `sortOrder` (the header of its first comparator's column shows the sort direction), columns hidden as `columnCustomization` says.
    public init<Sort>(selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows)
    where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), isSelected: { selection.wrappedValue.contains($0) }, sort: Self.sortIndicator(sortOrder.wrappedValue), customization: columnCustomization.wrappedValue)
    }

    /// A table of rows of `valueType` listed in `rows`.
    public init(of valueType: Value.Type, @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), isSelected: { _ in false })
    }

    /// A table of rows of `valueType` listed in `rows`, with columns hidden as `columnCustomization` says.
    public init(of valueType: Value.Type, columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), isSelected: { _ in false }, customization: columnCustomization.wrappedValue)
    }

    /// A table of rows of `valueType` listed in `rows`, with sorted by `sortOrder` (the header of its first comparator's column shows the sort direction).
    public init<Sort>(of valueType: Value.Type, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows)
    where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), isSelected: { _ in false }, sort: Self.sortIndicator(sortOrder.wrappedValue))
    }

    /// A table of rows of `valueType` listed in `rows`, with sorted by `sortOrder` (the header of its first comparator's column shows the sort direction), columns hidden as `columnCustomization` says.
    public init<Sort>(of valueType: Value.Type, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows)
    where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), isSelected: { _ in false }, sort: Self.sortIndicator(sortOrder.wrappedValue), customization: columnCustomization.wrappedValue)
    }

    /// A table of rows of `valueType` listed in `rows`, with at most one selected row.
    public init(of valueType: Value.Type, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), isSelected: { $0 == selection.wrappedValue })
    }

    /// A table of rows of `valueType` listed in `rows`, with at most one selected row, columns hidden as `columnCustomization` says.
    public init(of valueType: Value.Type, selection: Binding<Value.ID?>, columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), isSelected: { $0 == selection.wrappedValue }, customization: columnCustomization.wrappedValue)
    }

    /// A table of rows of `valueType` listed in `rows`, with at most one selected row, sorted by `sortOrder` (the header of its first comparator's column shows the sort direction).
    public init<Sort>(of valueType: Value.Type, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows)
    where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), isSelected: { $0 == selection.wrappedValue }, sort: Self.sortIndicator(sortOrder.wrappedValue))
    }

    /// A table of rows of `valueType` listed in `rows`, with at most one selected row, sorted by `sortOrder` (the header of its first comparator's column shows the sort direction), columns hidden as `columnCustomization` says.
    public init<Sort>(of valueType: Value.Type, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows)
    where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), isSelected: { $0 == selection.wrappedValue }, sort: Self.sortIndicator(sortOrder.wrappedValue), customization: columnCustomization.wrappedValue)
    }

    /// A table of rows of `valueType` listed in `rows`, with any number of selected rows.
    public init(of valueType: Value.Type, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), isSelected: { selection.wrappedValue.contains($0) })
    }

    /// A table of rows of `valueType` listed in `rows`, with any number of selected rows, columns hidden as `columnCustomization` says.
    public init(of valueType: Value.Type, selection: Binding<Set<Value.ID>>, columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), isSelected: { selection.wrappedValue.contains($0) }, customization: columnCustomization.wrappedValue)
    }

    /// A table of rows of `valueType` listed in `rows`, with any number of selected rows, sorted by `sortOrder` (the header of its first comparator's column shows the sort direction).
    public init<Sort>(of valueType: Value.Type, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows)
    where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), isSelected: { selection.wrappedValue.contains($0) }, sort: Self.sortIndicator(sortOrder.wrappedValue))
    }

    /// A table of rows of `valueType` listed in `rows`, with any number of selected rows, sorted by `sortOrder` (the header of its first comparator's column shows the sort direction), columns hidden as `columnCustomization` says.
    public init<Sort>(of valueType: Value.Type, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows)
    where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), isSelected: { selection.wrappedValue.contains($0) }, sort: Self.sortIndicator(sortOrder.wrappedValue), customization: columnCustomization.wrappedValue)
    }
}

extension Table {
    package func makeNode(_ context: ResolveContext) -> ViewNode {
        var specs = columns._tableColumns
        if let customization {
            specs = specs.map { spec in
                var spec = spec
                if let id = spec.customizationID, customization[visibility: id] != .automatic {
                    spec.isHidden = customization[visibility: id] == .hidden
                }
                return spec
            }
        }
        let inset = context.environment.tableStyleIsInset
        if context.environment.horizontalSizeClass == .regular {
            let view = TableRegularLayout(rows: rows, columns: specs.filter { !$0.isHidden }, isSelected: isSelected,
                                          sort: sort, isInset: inset,
                                          showsHeaders: context.environment.tableColumnHeadersVisibility != .hidden)
            return resolveSingle(of: view, context)
        }
        // iPhone: the first column's cells as list rows, identified by the row's id so
        // selection highlights them as a list's.
        let first = specs.first
        let kind: ListStyleKind = inset ? .inset : .plain
        let values: [Value] = rows.compactMap { if case .value(let value) = $0.kind { value } else { nil } }
        let selected = Set(values.map(\.id).filter(isSelected))
        let list = List<Value.ID, ForEach<[Value], Value.ID, AnyView>>(
            selection: .constant(selected),
            content: { ForEach(values) { row in first.map { $0.content(row) } ?? AnyView(EmptyView()) } })
        return resolveSingle(of: list.environment(\.listStyleKind, kind), context)
    }
}
