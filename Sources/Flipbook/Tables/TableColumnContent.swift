import Foundation

/// Columns of a ``Table``, as SwiftUI's `TableColumnContent`: one ``TableColumn`` or
/// several built with ``TableColumnBuilder``.
///
/// As in SwiftUI, a custom type can factor columns out:
///
/// ```swift
/// @TableColumnBuilder<Person, Never>
/// var nameColumns: some TableColumnContent<Person, Never> {
///     TableColumn("Given Name", value: \.givenName)
///     TableColumn("Family Name", value: \.familyName)
/// }
/// ```
@MainActor @preconcurrency
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    /// The type of value each row shows.
    associatedtype TableRowValue: Identifiable = TableColumnBody.TableRowValue
    /// The comparator that sorts by these columns.
    associatedtype TableColumnSortComparator: SortComparator = TableColumnBody.TableColumnSortComparator
    /// The type of the columns this content is made of.
    associatedtype TableColumnBody: TableColumnContent
    /// The columns this content is made of.
    @TableColumnBuilder<TableRowValue, TableColumnSortComparator>
    var tableColumnBody: TableColumnBody { get }
    /// The columns, in order (Flipbook's type-erased form; not part of SwiftUI's API).
    var _tableColumns: [_TableColumnSpec<TableRowValue>] { get }
}

extension TableColumnContent where TableColumnBody.TableRowValue == TableRowValue {
    /// A composed column content's columns are its body's.
    public var _tableColumns: [_TableColumnSpec<TableRowValue>] { tableColumnBody._tableColumns }
}

/// One column, type-erased: what a ``Table`` draws.
public struct _TableColumnSpec<RowValue> {
    var label: AnyView
    var content: (RowValue) -> AnyView
    var minWidth: CGFloat?
    var idealWidth: CGFloat?
    var maxWidth: CGFloat?
    /// The key path the column sorts by, compared with the table's first sort comparator
    /// to draw the header's sort indicator.
    var sortKeyPath: AnyKeyPath?
    var alignment: TableColumnAlignment = .automatic
    var isHidden = false
    var customizationID: String?
}

/// Several columns in order, as a ``TableColumnBuilder`` makes them, as SwiftUI's
/// `TupleTableColumnContent`.
public struct TupleTableColumnContent<RowValue: Identifiable, Sort: SortComparator, T>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public let _tableColumns: [_TableColumnSpec<RowValue>]
    /// The tuple is its own body: it is made of its columns.
    public var tableColumnBody: Self { self }
}

/// Columns built from an `if`/`else`, an optional column or a loop: type-erased.
public struct _TableColumnGroup<RowValue: Identifiable, Sort: SortComparator>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public let _tableColumns: [_TableColumnSpec<RowValue>]
    public var tableColumnBody: Self { self }
}

/// Builds a table's columns from the `TableColumn`s listed in its closure, as SwiftUI's
/// `TableColumnBuilder`.
///
/// As in SwiftUI, each column's row type is the builder's `RowValue` and its sort
/// comparator the table's `Sort` (`Never` for an unsortable table): so `\.name` gets its
/// root from the table's data, `TableColumn("Name", value: \.name)` is the sortable column in
/// a `sortOrder:` table and the unsortable one otherwise, and a `TableColumnForEach` learns its
/// comparator from the table. Blocks of one to ten columns are typed as SwiftUI's (Swift
/// has no same-element requirement for parameter packs to say this of any number); more
/// columns, and a column whose comparator differs from the table's (an unsortable column
/// in a sortable table), are accepted type-erased.
@resultBuilder @MainActor
public struct TableColumnBuilder<RowValue: Identifiable, Sort: SortComparator> {
    /// A column (or column content) as written in the closure.
    public static func buildExpression<Content: TableColumnContent>(_ content: Content) -> Content
    where Content.TableRowValue == RowValue, Content.TableColumnSortComparator == Sort {
        content
    }

    /// A column sorted otherwise than the table (an unsortable column in a sortable table),
    /// its comparator erased to the table's.
    @_disfavoredOverload
    public static func buildExpression<Content: TableColumnContent>(_ content: Content) -> _TableColumnGroup<RowValue, Sort>
    where Content.TableRowValue == RowValue {
        _TableColumnGroup(_tableColumns: content._tableColumns)
    }

    /// A single column.
    public static func buildBlock<Column: TableColumnContent>(_ column: Column) -> Column
    where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Sort {
        column
    }

    /// 2 columns, in order.
    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> TupleTableColumnContent<RowValue, Sort, (C0, C1)>
    where C0: TableColumnContent, C1: TableColumnContent,
          C0.TableRowValue == RowValue, C1.TableRowValue == RowValue,
          C0.TableColumnSortComparator == Sort, C1.TableColumnSortComparator == Sort {
        TupleTableColumnContent(_tableColumns: c0._tableColumns + c1._tableColumns)
    }

    /// 3 columns, in order.
    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2)>
    where C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent,
          C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue,
          C0.TableColumnSortComparator == Sort, C1.TableColumnSortComparator == Sort, C2.TableColumnSortComparator == Sort {
        TupleTableColumnContent(_tableColumns: c0._tableColumns + c1._tableColumns + c2._tableColumns)
    }

    /// 4 columns, in order.
    public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3)>
    where C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
          C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue, C3.TableRowValue == RowValue,
          C0.TableColumnSortComparator == Sort, C1.TableColumnSortComparator == Sort, C2.TableColumnSortComparator == Sort, C3.TableColumnSortComparator == Sort {
        TupleTableColumnContent(_tableColumns: c0._tableColumns + c1._tableColumns + c2._tableColumns + c3._tableColumns)
    }

    /// 5 columns, in order.
    public static func buildBlock<C0, C1, C2, C3, C4>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4)>
    where C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent,
          C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue, C3.TableRowValue == RowValue, C4.TableRowValue == RowValue,
          C0.TableColumnSortComparator == Sort, C1.TableColumnSortComparator == Sort, C2.TableColumnSortComparator == Sort, C3.TableColumnSortComparator == Sort, C4.TableColumnSortComparator == Sort {
        TupleTableColumnContent(_tableColumns: c0._tableColumns + c1._tableColumns + c2._tableColumns + c3._tableColumns + c4._tableColumns)
    }

    /// 6 columns, in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5)>
    where C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent,
          C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue, C3.TableRowValue == RowValue, C4.TableRowValue == RowValue, C5.TableRowValue == RowValue,
          C0.TableColumnSortComparator == Sort, C1.TableColumnSortComparator == Sort, C2.TableColumnSortComparator == Sort, C3.TableColumnSortComparator == Sort, C4.TableColumnSortComparator == Sort, C5.TableColumnSortComparator == Sort {
        TupleTableColumnContent(_tableColumns: c0._tableColumns + c1._tableColumns + c2._tableColumns + c3._tableColumns + c4._tableColumns + c5._tableColumns)
    }

    /// 7 columns, in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6)>
    where C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent,
          C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue, C3.TableRowValue == RowValue, C4.TableRowValue == RowValue, C5.TableRowValue == RowValue, C6.TableRowValue == RowValue,
          C0.TableColumnSortComparator == Sort, C1.TableColumnSortComparator == Sort, C2.TableColumnSortComparator == Sort, C3.TableColumnSortComparator == Sort, C4.TableColumnSortComparator == Sort, C5.TableColumnSortComparator == Sort, C6.TableColumnSortComparator == Sort {
        TupleTableColumnContent(_tableColumns: c0._tableColumns + c1._tableColumns + c2._tableColumns + c3._tableColumns + c4._tableColumns + c5._tableColumns + c6._tableColumns)
    }

    /// 8 columns, in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7)>
    where C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent,
          C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue, C3.TableRowValue == RowValue, C4.TableRowValue == RowValue, C5.TableRowValue == RowValue, C6.TableRowValue == RowValue, C7.TableRowValue == RowValue,
          C0.TableColumnSortComparator == Sort, C1.TableColumnSortComparator == Sort, C2.TableColumnSortComparator == Sort, C3.TableColumnSortComparator == Sort, C4.TableColumnSortComparator == Sort, C5.TableColumnSortComparator == Sort, C6.TableColumnSortComparator == Sort, C7.TableColumnSortComparator == Sort {
        TupleTableColumnContent(_tableColumns: c0._tableColumns + c1._tableColumns + c2._tableColumns + c3._tableColumns + c4._tableColumns + c5._tableColumns + c6._tableColumns + c7._tableColumns)
    }

    /// 9 columns, in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>
    where C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent, C8: TableColumnContent,
          C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue, C3.TableRowValue == RowValue, C4.TableRowValue == RowValue, C5.TableRowValue == RowValue, C6.TableRowValue == RowValue, C7.TableRowValue == RowValue, C8.TableRowValue == RowValue,
          C0.TableColumnSortComparator == Sort, C1.TableColumnSortComparator == Sort, C2.TableColumnSortComparator == Sort, C3.TableColumnSortComparator == Sort, C4.TableColumnSortComparator == Sort, C5.TableColumnSortComparator == Sort, C6.TableColumnSortComparator == Sort, C7.TableColumnSortComparator == Sort, C8.TableColumnSortComparator == Sort {
        TupleTableColumnContent(_tableColumns: c0._tableColumns + c1._tableColumns + c2._tableColumns + c3._tableColumns + c4._tableColumns + c5._tableColumns + c6._tableColumns + c7._tableColumns + c8._tableColumns)
    }

    /// 10 columns, in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
    where C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent, C8: TableColumnContent, C9: TableColumnContent,
          C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue, C3.TableRowValue == RowValue, C4.TableRowValue == RowValue, C5.TableRowValue == RowValue, C6.TableRowValue == RowValue, C7.TableRowValue == RowValue, C8.TableRowValue == RowValue, C9.TableRowValue == RowValue,
          C0.TableColumnSortComparator == Sort, C1.TableColumnSortComparator == Sort, C2.TableColumnSortComparator == Sort, C3.TableColumnSortComparator == Sort, C4.TableColumnSortComparator == Sort, C5.TableColumnSortComparator == Sort, C6.TableColumnSortComparator == Sort, C7.TableColumnSortComparator == Sort, C8.TableColumnSortComparator == Sort, C9.TableColumnSortComparator == Sort {
        TupleTableColumnContent(_tableColumns: c0._tableColumns + c1._tableColumns + c2._tableColumns + c3._tableColumns + c4._tableColumns + c5._tableColumns + c6._tableColumns + c7._tableColumns + c8._tableColumns + c9._tableColumns)
    }

    /// Any number of columns (past ten), in order: each was tied to `RowValue` by
    /// `buildExpression`.
    @_disfavoredOverload
    public static func buildBlock<each Content: TableColumnContent>(_ content: repeat each Content)
    -> TupleTableColumnContent<RowValue, Sort, (repeat each Content)> {
        var columns: [_TableColumnSpec<RowValue>] = []
        for column in repeat each content {
            columns += column._tableColumns.map { _TableColumnSpec<RowValue>(erasing: $0) }
        }
        return TupleTableColumnContent(_tableColumns: columns)
    }

    /// No columns.
    public static func buildBlock() -> _TableColumnGroup<RowValue, Sort> { _TableColumnGroup(_tableColumns: []) }

    public static func buildOptional<Column: TableColumnContent>(_ column: Column?) -> _TableColumnGroup<RowValue, Sort>
    where Column.TableRowValue == RowValue {
        _TableColumnGroup(_tableColumns: column?._tableColumns ?? [])
    }

    public static func buildEither<Column: TableColumnContent>(first column: Column) -> _TableColumnGroup<RowValue, Sort>
    where Column.TableRowValue == RowValue {
        _TableColumnGroup(_tableColumns: column._tableColumns)
    }

    public static func buildEither<Column: TableColumnContent>(second column: Column) -> _TableColumnGroup<RowValue, Sort>
    where Column.TableRowValue == RowValue {
        _TableColumnGroup(_tableColumns: column._tableColumns)
    }

    public static func buildLimitedAvailability<Column: TableColumnContent>(_ column: Column) -> _TableColumnGroup<RowValue, Sort>
    where Column.TableRowValue == RowValue {
        _TableColumnGroup(_tableColumns: column._tableColumns)
    }
}

extension _TableColumnSpec {
    /// A column of a pack element, whose row type the compiler cannot see is `RowValue`
    /// (it is: `buildExpression` required it).
    init<Other>(erasing other: _TableColumnSpec<Other>) {
        if let same = other as? _TableColumnSpec<RowValue> { self = same; return }
        preconditionFailure("TableColumnBuilder: a column's row type differs from the table's")
    }
}
