/// Rows of data in columns, as SwiftUI's `Table`.
///
/// ```swift
/// Table(people) {
///     TableColumn("Name", value: \.name)
///     TableColumn("Email", value: \.email)
/// }
/// ```
///
/// Drawn as iOS draws it on an iPhone (compact width): only the first column, each row's
/// cell as a list row (a plain list; `.tableStyle(.inset)` an inset one). Selected rows
/// (`selection:`) are highlighted as a list's. The `sortOrder:` binding is accepted; the
/// rows are drawn in the order of the data, as SwiftUI does (sorting is the app's job).
public struct Table<Value: Identifiable, Rows, Columns: TableColumnContent>: View, PrimitiveView
where Columns.TableRowValue == Value {
    public typealias Body = Never
    let rows: [Value]
    let columns: Columns
    let isSelected: (Value.ID) -> Bool

    init(rows: [Value], columns: Columns, isSelected: @escaping (Value.ID) -> Bool) {
        self.rows = rows
        self.columns = columns
        self.isSelected = isSelected
    }
}

extension Table {
    /// A table of the rows of `data`.
    public init<Data: RandomAccessCollection>(_ data: Data, @TableColumnBuilder<Data.Element, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: Array(data), columns: columns(), isSelected: { _ in false })
    }

    /// A table of the rows of `data` with at most one selected row.
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Value.ID?>,
                                              @TableColumnBuilder<Data.Element, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value {
        let selected = selection.wrappedValue
        self.init(rows: Array(data), columns: columns(), isSelected: { $0 == selected })
    }

    /// A table of the rows of `data` with any number of selected rows.
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Set<Value.ID>>,
                                              @TableColumnBuilder<Data.Element, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value {
        let selected = selection.wrappedValue
        self.init(rows: Array(data), columns: columns(), isSelected: { selected.contains($0) })
    }

    /// A table of the rows of `data`, sortable by its columns.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, sortOrder: Binding<[Sort]>,
                                                                   @TableColumnBuilder<Data.Element, Sort> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(rows: Array(data), columns: columns(), isSelected: { _ in false })
    }

    /// A sortable table of the rows of `data` with at most one selected row.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
                                                                   @TableColumnBuilder<Data.Element, Sort> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        let selected = selection.wrappedValue
        self.init(rows: Array(data), columns: columns(), isSelected: { $0 == selected })
    }

    /// A sortable table of the rows of `data` with any number of selected rows.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
                                                                   @TableColumnBuilder<Data.Element, Sort> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        let selected = selection.wrappedValue
        self.init(rows: Array(data), columns: columns(), isSelected: { selected.contains($0) })
    }
}

extension Table {
    package func makeNode(_ context: ResolveContext) -> ViewNode {
        // iPhone: the first column's cells as list rows, identified by the row's id so
        // selection highlights them as a list's.
        let first = columns._tableColumns.first
        let kind: ListStyleKind = context.environment.tableStyleIsInset ? .inset : .plain
        let selected = Set(rows.map(\.id).filter(isSelected))
        let list = List<Value.ID, ForEach<[Value], Value.ID, AnyView>>(
            selection: .constant(selected),
            content: { ForEach(rows) { row in first.map { $0.content(row) } ?? AnyView(EmptyView()) } })
        return resolveSingle(of: list.environment(\.listStyleKind, kind), context)
    }
}

/// The rows a ``Table`` makes from a collection, as SwiftUI's `TableForEachContent`.
public struct TableForEachContent<Data: RandomAccessCollection> where Data.Element: Identifiable {
    /// The collection the rows are made from.
    public let data: Data
}
