import Foundation

/// Columns computed from a collection, as SwiftUI's `TableColumnForEach`: one or more
/// columns per element, in the collection's order.
///
/// ```swift
/// Table(samples) {
///     TableColumn("Time") { Text($0.time, format: .number) }
///     TableColumnForEach(channels) { channel in
///         TableColumn(channel.name) { sample in Text(sample.level(channel), format: .number) }
///     }
/// }
/// ```
public struct TableColumnForEach<Data: RandomAccessCollection, ID: Hashable, RowValue, Sort, Content: TableColumnContent>: TableColumnContent
where RowValue == Content.TableRowValue, Sort == Content.TableColumnSortComparator {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    /// The elements columns are made from.
    public var data: Data
    /// Makes an element's columns.
    public var content: (Data.Element) -> Content

    /// Columns for each element of identifiable data.
    public init(_ data: Data, @TableColumnBuilder<RowValue, Sort> content: @escaping (Data.Element) -> Content)
    where ID == Data.Element.ID, Data.Element: Identifiable {
        self.data = data
        self.content = content
    }

    /// Columns for each element, identified by a key path.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @TableColumnBuilder<RowValue, Sort> content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }

    /// The columns are computed: this content is its own body.
    public var tableColumnBody: Self { self }

    public var _tableColumns: [_TableColumnSpec<RowValue>] { data.flatMap { content($0)._tableColumns } }
}
