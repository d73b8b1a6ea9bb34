import Foundation

/// Rows of a ``Table``, as SwiftUI's `TableRowContent`: a ``TableRow``, several built with
/// ``TableRowBuilder``, a disclosure row, or a collection's rows.
///
/// ```swift
/// Table(of: Purchase.self) {
///     TableColumn("Base price") { purchase in Text(purchase.price, format: .currency(code: "USD")) }
/// } rows: {
///     TableRow(Purchase(price: 20))
///     TableRow(Purchase(price: 50))
/// }
/// ```
@MainActor @preconcurrency
public protocol TableRowContent<TableRowValue> {
    /// The type of value each row shows.
    associatedtype TableRowValue: Identifiable = TableRowBody.TableRowValue
    /// The type of the rows this content is made of.
    associatedtype TableRowBody: TableRowContent
    /// The rows this content is made of.
    @TableRowBuilder<TableRowValue>
    var tableRowBody: TableRowBody { get }
    /// The rows, in order (Flipbook's type-erased form; not part of SwiftUI's API).
    var _tableRows: [_TableRowSpec<TableRowValue>] { get }
}

extension TableRowContent where TableRowBody.TableRowValue == TableRowValue {
    /// A composed row content's rows are its body's.
    public var _tableRows: [_TableRowSpec<TableRowValue>] { tableRowBody._tableRows }
}

/// One row, type-erased: a value drawn in the columns, or a header drawn across them.
public struct _TableRowSpec<Value> {
    enum Kind {
        case value(Value)
        case header(AnyView)
    }
    var kind: Kind
    /// Nesting level in an outline (0 at the top).
    var depth = 0
    /// `nil` for a row without children; else whether its children show.
    var isExpanded: Bool?

    /// This row and its visible descendants, one level deeper.
    static func disclosure(_ label: [_TableRowSpec], children: [_TableRowSpec], expanded: Bool) -> [_TableRowSpec] {
        var rows = label
        if let first = rows.indices.first { rows[first].isExpanded = expanded }
        if expanded { rows += children.map { var row = $0; row.depth += 1; return row } }
        return rows
    }
}

/// A table's rows from a collection, as SwiftUI's `DynamicTableRowContent`: the rows a
/// `Table(_ data:)` or a `ForEach` of rows makes.
@MainActor @preconcurrency
public protocol DynamicTableRowContent: TableRowContent {
    /// The collection the rows come from.
    associatedtype Data: Collection
    /// The collection the rows come from.
    var data: Data { get }
}

extension DynamicTableRowContent {
    /// Lets the user insert items dropped between rows. Accepted, no pixels: a still has no
    /// drop in progress.
    public func onInsert(of supportedContentTypes: [UTType], perform action: @escaping (Int, [NSItemProvider]) -> Void) -> some DynamicTableRowContent {
        self
    }

    /// Lets the user drop items between rows. Accepted, no pixels: a still has no drop.
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self, action: @escaping ([T], Int) -> Void) -> some DynamicTableRowContent {
        self
    }
}

/// One row of a table, showing `value` in the table's columns, as SwiftUI's `TableRow`.
public struct TableRow<Value: Identifiable>: TableRowContent {
    public typealias TableRowValue = Value
    let value: Value

    /// A row showing `value`.
    public init(_ value: Value) { self.value = value }

    /// A row is its own body.
    public var tableRowBody: Self { self }
    public var _tableRows: [_TableRowSpec<Value>] { [_TableRowSpec(kind: .value(value))] }
}

/// Several rows in order, as ``TableRowBuilder`` makes them (SwiftUI's `TupleTableRowContent`).
public struct TupleTableRowContent<Value: Identifiable, T>: TableRowContent {
    public typealias TableRowValue = Value
    public let _tableRows: [_TableRowSpec<Value>]
    public var tableRowBody: Self { self }
}

/// No rows, as SwiftUI's `EmptyTableRowContent`.
public struct EmptyTableRowContent<Value: Identifiable>: TableRowContent {
    public typealias TableRowValue = Value
    /// No rows.
    public init() {}
    public var tableRowBody: Self { self }
    public var _tableRows: [_TableRowSpec<Value>] { [] }
}

/// Rows built from an `if`/`else` or an optional row: type-erased.
public struct _TableRowGroup<Value: Identifiable>: TableRowContent {
    public typealias TableRowValue = Value
    public let _tableRows: [_TableRowSpec<Value>]
    public var tableRowBody: Self { self }
}

/// Builds a table's rows from the rows listed in its closure, as SwiftUI's `TableRowBuilder`.
@resultBuilder @MainActor
public struct TableRowBuilder<Value: Identifiable> {
    /// A row (or row content) as written in the closure.
    public static func buildExpression<Content: TableRowContent>(_ content: Content) -> Content
    where Content.TableRowValue == Value {
        content
    }

    /// A single row content.
    public static func buildBlock<Content: TableRowContent>(_ content: Content) -> Content
    where Content.TableRowValue == Value {
        content
    }

    /// Several rows, in order (each tied to `Value` by `buildExpression`).
    public static func buildBlock<each Content: TableRowContent>(_ content: repeat each Content)
    -> TupleTableRowContent<Value, (repeat each Content)> {
        var rows: [_TableRowSpec<Value>] = []
        for row in repeat each content {
            for spec in row._tableRows {
                guard let same = spec as? _TableRowSpec<Value> else {
                    preconditionFailure("TableRowBuilder: a row's value type differs from the table's")
                }
                rows.append(same)
            }
        }
        return TupleTableRowContent(_tableRows: rows)
    }

    /// No rows.
    public static func buildBlock() -> EmptyTableRowContent<Value> { EmptyTableRowContent() }

    public static func buildOptional<Content: TableRowContent>(_ content: Content?) -> _TableRowGroup<Value>
    where Content.TableRowValue == Value {
        _TableRowGroup(_tableRows: content?._tableRows ?? [])
    }

    public static func buildEither<Content: TableRowContent>(first content: Content) -> _TableRowGroup<Value>
    where Content.TableRowValue == Value {
        _TableRowGroup(_tableRows: content._tableRows)
    }

    public static func buildEither<Content: TableRowContent>(second content: Content) -> _TableRowGroup<Value>
    where Content.TableRowValue == Value {
        _TableRowGroup(_tableRows: content._tableRows)
    }

    public static func buildLimitedAvailability<Content: TableRowContent>(_ content: Content) -> _TableRowGroup<Value>
    where Content.TableRowValue == Value {
        _TableRowGroup(_tableRows: content._tableRows)
    }
}

/// The rows a ``Table`` makes from a collection, as SwiftUI's `TableForEachContent`.
public struct TableForEachContent<Data: RandomAccessCollection>: DynamicTableRowContent where Data.Element: Identifiable {
    public typealias TableRowValue = Data.Element
    /// The collection the rows are made from.
    public var data: Data
    public var tableRowBody: Self { self }
    public var _tableRows: [_TableRowSpec<Data.Element>] { data.map { _TableRowSpec(kind: .value($0)) } }
}

/// A row with rows disclosed under it, as SwiftUI's `DisclosureTableRow`.
///
/// ```swift
/// Table(of: DeviceStats.self) { … } rows: {
///     DisclosureTableRow(allDevices, isExpanded: $expanded) {
///         TableRow(iPhone)
///         TableRow(iPad)
///     }
/// }
/// ```
///
/// Drawn with a chevron before the first column's cell (down when expanded); the rows
/// under it are indented. Without `isExpanded` it starts collapsed, as on iOS.
public struct DisclosureTableRow<Label: TableRowContent, Content: TableRowContent>: TableRowContent
where Label.TableRowValue == Content.TableRowValue {
    public typealias TableRowValue = Label.TableRowValue
    let label: Label
    let content: () -> Content
    let isExpanded: Bool

    /// A row showing `value`, with `content`'s rows under it when expanded.
    public init<Value>(_ value: Value, isExpanded: Binding<Bool>? = nil, @TableRowBuilder<Value> content: @escaping () -> Content)
    where Label == TableRow<Value>, Value == Content.TableRowValue {
        self.label = TableRow(value)
        self.content = content
        self.isExpanded = isExpanded?.wrappedValue ?? false
    }

    public var tableRowBody: Self { self }
    public var _tableRows: [_TableRowSpec<TableRowValue>] {
        _TableRowSpec.disclosure(label._tableRows, children: isExpanded ? content()._tableRows : [], expanded: isExpanded)
    }
}

/// The rows of a hierarchical table, as SwiftUI's `TableOutlineGroupContent`: made by
/// `Table(_:children:columns:)`. Rows with children start collapsed, as on iOS.
public struct TableOutlineGroupContent<Data: RandomAccessCollection>: TableRowContent where Data.Element: Identifiable {
    public typealias TableRowValue = Data.Element
    let data: Data
    let children: KeyPath<Data.Element, Data?>

    public var tableRowBody: Self { self }
    public var _tableRows: [_TableRowSpec<Data.Element>] {
        data.map { _TableRowSpec(kind: .value($0), isExpanded: $0[keyPath: children] == nil ? nil : false) }
    }
}

/// A row showing one view across the table's columns, as SwiftUI's
/// `TableHeaderRowContent` (SwiftUI makes it for a section's header; so does Flipbook).
public struct TableHeaderRowContent<Value: Identifiable, Content: View>: TableRowContent {
    public typealias TableRowValue = Value
    let content: Content
    init(content: Content) { self.content = content }
    public var tableRowBody: Self { self }
    public var _tableRows: [_TableRowSpec<Value>] { [_TableRowSpec(kind: .header(AnyView(content)))] }
}
