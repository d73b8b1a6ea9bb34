/// Columns of a ``Table``, as SwiftUI's `TableColumnContent`: one ``TableColumn`` or
/// several built with ``TableColumnBuilder``.
@MainActor @preconcurrency
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    /// The type of value each row shows.
    associatedtype TableRowValue: Identifiable
    /// The comparator that sorts by these columns.
    associatedtype TableColumnSortComparator
    /// The columns, in order (Flipbook's type-erased form; not part of SwiftUI's API).
    var _tableColumns: [_TableColumnSpec<TableRowValue>] { get }
}

/// One column, type-erased: what a ``Table`` draws.
public struct _TableColumnSpec<RowValue> {
    let label: AnyView
    let content: (RowValue) -> AnyView
    let minWidth: CGFloat?
    let idealWidth: CGFloat?
    let maxWidth: CGFloat?
}

/// Several columns in order, as a ``TableColumnBuilder`` makes them.
public struct _TableColumnGroup<RowValue: Identifiable, Sort>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public let _tableColumns: [_TableColumnSpec<RowValue>]
}

/// Builds a table's columns from the `TableColumn`s listed in its closure, as SwiftUI's
/// `TableColumnBuilder`.
@resultBuilder @MainActor
public struct TableColumnBuilder<RowValue: Identifiable, Sort> {
    public static func buildExpression<S, Content: View, Label: View>(_ column: TableColumn<RowValue, S, Content, Label>) -> _TableColumnGroup<RowValue, Sort> {
        _TableColumnGroup(_tableColumns: column._tableColumns)
    }

    @_disfavoredOverload
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> _TableColumnGroup<RowValue, Sort>
    where Column.TableRowValue == RowValue {
        _TableColumnGroup(_tableColumns: column._tableColumns)
    }

    public static func buildBlock(_ columns: _TableColumnGroup<RowValue, Sort>...) -> _TableColumnGroup<RowValue, Sort> {
        _TableColumnGroup(_tableColumns: columns.flatMap { $0._tableColumns })
    }

    public static func buildOptional(_ columns: _TableColumnGroup<RowValue, Sort>?) -> _TableColumnGroup<RowValue, Sort> {
        columns ?? _TableColumnGroup(_tableColumns: [])
    }

    public static func buildEither(first columns: _TableColumnGroup<RowValue, Sort>) -> _TableColumnGroup<RowValue, Sort> { columns }
    public static func buildEither(second columns: _TableColumnGroup<RowValue, Sort>) -> _TableColumnGroup<RowValue, Sort> { columns }
}
