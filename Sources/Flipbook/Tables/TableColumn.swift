import Foundation

/// One column of a ``Table``, as SwiftUI's `TableColumn`: a title and, for each row value,
/// the cell's content (a string key path drawn as `Text`, or a view closure).
///
/// On an iPhone (compact width) iOS shows only a table's first column, as list rows; the
/// other columns are accepted and kept for wider layouts.
public struct TableColumn<RowValue: Identifiable, Sort, Content: View, Label: View>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    let label: Label
    let content: (RowValue) -> Content
    /// Width as set by `width(_:)` / `width(min:ideal:max:)`: kept for the side-by-side layout.
    var widths: (min: CGFloat?, ideal: CGFloat?, max: CGFloat?) = (nil, nil, nil)

    public var _tableColumns: [_TableColumnSpec<RowValue>] {
        let content = self.content
        return [_TableColumnSpec(label: AnyView(label), content: { AnyView(content($0)) },
                                 minWidth: widths.min, idealWidth: widths.ideal, maxWidth: widths.max)]
    }

    /// A fixed width for the column (`nil` for the table's choice).
    public func width(_ width: CGFloat?) -> TableColumn<RowValue, Sort, Content, Label> {
        var copy = self
        copy.widths = (width, width, width)
        return copy
    }

    /// A flexible width for the column.
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn<RowValue, Sort, Content, Label> {
        var copy = self
        copy.widths = (min, ideal, max)
        return copy
    }
}

extension TableColumn where Label == Text, Sort == KeyPathComparator<RowValue>, Content == Text {
    /// A column showing a string property of each row, sortable by it with `comparator`.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>,
                comparator: String.StandardComparator = .lexical) {
        self.label = Text(titleKey)
        self.content = { Text(verbatim: $0[keyPath: value]) }
    }

    /// A column showing a string property of each row, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>,
                                   comparator: String.StandardComparator = .lexical) {
        self.label = Text(title)
        self.content = { Text(verbatim: $0[keyPath: value]) }
    }
}

extension TableColumn where Label == Text, Sort == Never {
    /// A column whose cells are views made from each row.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.label = Text(titleKey)
        self.content = content
    }

    /// A column whose cells are views made from each row, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.label = Text(title)
        self.content = content
    }
}

extension TableColumn where Label == Text, Sort == KeyPathComparator<RowValue> {
    /// A sortable column whose cells are views made from each row.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>,
                comparator: String.StandardComparator = .lexical, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.label = Text(titleKey)
        self.content = content
    }

    /// A column sortable by a comparable property of each row, whose cells are views.
    public init<V: Comparable>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.label = Text(titleKey)
        self.content = content
    }
}
