import Foundation

/// One column of a ``Table``, as SwiftUI's `TableColumn`: a title and, for each row value,
/// the cell's content (a string key path drawn as `Text`, or a view closure).
///
/// ```swift
/// TableColumn("Given Name", value: \.givenName)
/// TableColumn("Family Name", value: \.familyName) { person in Text(person.familyName).bold() }
/// ```
///
/// On an iPhone (compact width) iOS shows only a table's first column, as list rows; at
/// regular width (iPad) every column is drawn side by side under a header row.
public struct TableColumn<RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    let label: Label
    let content: (RowValue) -> Content
    let sortKeyPath: AnyKeyPath?
    /// Width as set by `width(_:)` / `width(min:ideal:max:)`.
    var widths: (min: CGFloat?, ideal: CGFloat?, max: CGFloat?) = (nil, nil, nil)
    var columnAlignment: TableColumnAlignment = .automatic

    init(label: Label, sortKeyPath: AnyKeyPath?, content: @escaping (RowValue) -> Content) {
        self.label = label
        self.sortKeyPath = sortKeyPath
        self.content = content
    }

    /// A column is its own body.
    public var tableColumnBody: Self { self }

    public var _tableColumns: [_TableColumnSpec<RowValue>] {
        let content = self.content
        return [_TableColumnSpec(label: AnyView(label), content: { AnyView(content($0)) },
                                 minWidth: widths.min, idealWidth: widths.ideal, maxWidth: widths.max,
                                 sortKeyPath: sortKeyPath, alignment: columnAlignment)]
    }

    /// A fixed width for the column (`nil` for the table's choice).
    public func width(_ width: CGFloat? = nil) -> TableColumn<RowValue, Sort, Content, Label> {
        var copy = self
        copy.widths = (width, width, width)
        return copy
    }

    /// A flexible width for the column: the table gives it at least `min`, at most `max`,
    /// `ideal` when there is room.
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn<RowValue, Sort, Content, Label> {
        var copy = self
        copy.widths = (min, ideal, max)
        return copy
    }

    /// Aligns the column's header and cells (`.numeric` aligns trailing, as numbers).
    public func alignment(_ alignment: TableColumnAlignment) -> TableColumn<RowValue, Sort, Content, Label> {
        var copy = self
        copy.columnAlignment = alignment
        return copy
    }
}

// MARK: Sortable string columns

extension TableColumn where Label == Text, Sort == KeyPathComparator<RowValue>, Content == Text {
    /// A sortable column showing a string property of each row.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>,
                comparator: String.StandardComparator = .lexical) {
        self.init(label: Text(titleKey), sortKeyPath: value, content: { Text(verbatim: $0[keyPath: value]) })
    }

    /// A sortable column showing a string property of each row, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>,
                                   comparator: String.StandardComparator = .lexical) {
        self.init(label: Text(title), sortKeyPath: value, content: { Text(verbatim: $0[keyPath: value]) })
    }

    /// A sortable column showing a string property of each row, titled with a text.
    public init(_ text: Text, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical) {
        self.init(label: text, sortKeyPath: value, content: { Text(verbatim: $0[keyPath: value]) })
    }
}

// MARK: Unsortable columns

extension TableColumn where Label == Text, Sort == Never, Content == Text {
    /// An unsortable column showing a string property of each row.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {
        self.init(label: Text(titleKey), sortKeyPath: value, content: { Text(verbatim: $0[keyPath: value]) })
    }

    /// An unsortable column showing a string property of each row, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) {
        self.init(label: Text(title), sortKeyPath: value, content: { Text(verbatim: $0[keyPath: value]) })
    }

    /// An unsortable column showing a string property of each row, titled with a text.
    public init(_ text: Text, value: KeyPath<RowValue, String>) {
        self.init(label: text, sortKeyPath: value, content: { Text(verbatim: $0[keyPath: value]) })
    }
}

extension TableColumn where Label == Text, Sort == Never {
    /// An unsortable column whose cells are views made from each row.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), sortKeyPath: nil, content: content)
    }

    /// An unsortable column whose cells are views made from each row, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), sortKeyPath: nil, content: content)
    }

    /// An unsortable column whose cells are views made from each row, titled with a text.
    public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, sortKeyPath: nil, content: content)
    }
}

extension TableColumn where Sort == Never {
    /// An unsortable column with a custom header view.
    public init(@ViewBuilder content: @escaping (RowValue) -> Content, @ViewBuilder label: () -> Label) {
        self.init(label: label(), sortKeyPath: nil, content: content)
    }
}

// MARK: Sortable columns with content

extension TableColumn where Label == Text, Sort == KeyPathComparator<RowValue> {
    /// A column sortable by a string property, whose cells are views made from each row.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>,
                comparator: String.StandardComparator = .lexical, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), sortKeyPath: value, content: content)
    }

    /// A column sortable by a string property, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>,
                                   comparator: String.StandardComparator = .lexical,
                                   @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), sortKeyPath: value, content: content)
    }

    /// A column sortable by a comparable property of each row, whose cells are views.
    public init<V: Comparable>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>,
                               @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), sortKeyPath: value, content: content)
    }

    /// A column sortable by a comparable property of each row, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Comparable>(_ title: S, value: KeyPath<RowValue, V>,
                                                  @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), sortKeyPath: value, content: content)
    }

    /// A column sortable by a comparable property, titled with a text.
    public init<V: Comparable>(_ text: Text, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, sortKeyPath: value, content: content)
    }
}

extension TableColumn where Label == Text {
    /// A column sorted with `comparator` (a prototype the table's `sortOrder` takes when the
    /// header is tapped), whose cells are views made from each row.
    public init(_ titleKey: LocalizedStringKey, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content)
    where Sort.Compared == RowValue {
        self.init(label: Text(titleKey), sortKeyPath: (comparator as? KeyPathComparator<RowValue>)?.keyPath, content: content)
    }

    /// A column sorted with `comparator`, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content)
    where Sort.Compared == RowValue {
        self.init(label: Text(title), sortKeyPath: (comparator as? KeyPathComparator<RowValue>)?.keyPath, content: content)
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue> {
    /// A column sortable by a comparable property, with a custom header view.
    public init<V: Comparable>(value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content,
                               @ViewBuilder label: () -> Label) {
        self.init(label: label(), sortKeyPath: value, content: content)
    }
}
