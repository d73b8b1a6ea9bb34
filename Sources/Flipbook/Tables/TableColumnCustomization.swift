import Foundation

/// The state of a table's columns (order, visibility, widths) a user customises, as
/// SwiftUI's `TableColumnCustomization`. Bind it with `Table(_:columnCustomization:columns:)`.
///
/// iOS's `Table` offers no built-in customisation: what this holds that draws is the
/// visibility of each column (``subscript(visibility:)``), which hides a column as
/// `defaultVisibility(.hidden)` does.
public struct TableColumnCustomization<RowValue: Identifiable>: Equatable, Sendable, Codable {
    var visibilities: [String: Visibility] = [:]

    /// An empty customisation: columns as the builder lists them.
    public init() {}

    /// The visibility of the column with customisation identifier `id`.
    public subscript(visibility id: String) -> Visibility {
        get { visibilities[id] ?? .automatic }
        set { visibilities[id] = newValue }
    }

    /// Forgets every customisation.
    public mutating func resetAll() { visibilities = [:] }

    enum CodingKeys: String, CodingKey { case visibilities }
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let raw = try container.decodeIfPresent([String: String].self, forKey: .visibilities) ?? [:]
        visibilities = raw.compactMapValues { ["automatic": .automatic, "visible": .visible, "hidden": .hidden][$0] }
    }
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        let raw = visibilities.mapValues { v -> String in v == .hidden ? "hidden" : v == .visible ? "visible" : "automatic" }
        try container.encode(raw, forKey: .visibilities)
    }
}

/// What a user may customise in a column, as SwiftUI's `TableColumnCustomizationBehavior`.
/// Accepted, no pixels: iOS offers no column customisation (SwiftUI documents that these
/// have no effect on iOS).
public struct TableColumnCustomizationBehavior: SetAlgebra, Sendable {
    var raw: UInt8
    init(raw: UInt8) { self.raw = raw }

    /// No customisation.
    public init() { raw = 0 }
    /// Reordering the column.
    public static let reorder = TableColumnCustomizationBehavior(raw: 1)
    /// Resizing the column.
    public static let resize = TableColumnCustomizationBehavior(raw: 2)
    /// Hiding the column.
    public static let visibility = TableColumnCustomizationBehavior(raw: 4)
    /// Every behaviour.
    public static var all: TableColumnCustomizationBehavior { TableColumnCustomizationBehavior(raw: 7) }

    public typealias Element = TableColumnCustomizationBehavior
    public func contains(_ member: Self) -> Bool { raw & member.raw == member.raw }
    public func union(_ other: Self) -> Self { Self(raw: raw | other.raw) }
    public func intersection(_ other: Self) -> Self { Self(raw: raw & other.raw) }
    public func symmetricDifference(_ other: Self) -> Self { Self(raw: raw ^ other.raw) }
    @discardableResult public mutating func insert(_ newMember: Self) -> (inserted: Bool, memberAfterInsert: Self) {
        let had = contains(newMember); raw |= newMember.raw; return (!had, newMember)
    }
    @discardableResult public mutating func remove(_ member: Self) -> Self? {
        let had = contains(member); raw &= ~member.raw; return had ? member : nil
    }
    @discardableResult public mutating func update(with newMember: Self) -> Self? {
        let had = contains(newMember); raw |= newMember.raw; return had ? newMember : nil
    }
    public mutating func formUnion(_ other: Self) { raw |= other.raw }
    public mutating func formIntersection(_ other: Self) { raw &= other.raw }
    public mutating func formSymmetricDifference(_ other: Self) { raw ^= other.raw }
}

/// A column content with a modified column: visibility, customisation identifier.
public struct _ModifiedTableColumnContent<Content: TableColumnContent>: TableColumnContent {
    public typealias TableRowValue = Content.TableRowValue
    public typealias TableColumnSortComparator = Content.TableColumnSortComparator
    let content: Content
    let modify: (inout _TableColumnSpec<Content.TableRowValue>) -> Void
    public var tableColumnBody: Self { self }
    public var _tableColumns: [_TableColumnSpec<TableRowValue>] {
        content._tableColumns.map { var spec = $0; modify(&spec); return spec }
    }
}

extension TableColumnContent {
    /// The column's visibility before any customisation: `.hidden` leaves it out of the
    /// table (at regular width; at compact width only the first column shows anyway).
    public func defaultVisibility(_ visibility: Visibility) -> some TableColumnContent<TableRowValue, TableColumnSortComparator> {
        _ModifiedTableColumnContent(content: self) { $0.isHidden = visibility == .hidden }
    }

    /// The identifier a ``TableColumnCustomization`` knows the column by.
    public func customizationID(_ id: String) -> some TableColumnContent<TableRowValue, TableColumnSortComparator> {
        _ModifiedTableColumnContent(content: self) { $0.customizationID = id }
    }

    /// Customisation the user may not do. Accepted, no pixels: iOS offers none.
    public func disabledCustomizationBehavior(_ behavior: TableColumnCustomizationBehavior) -> some TableColumnContent<TableRowValue, TableColumnSortComparator> {
        _ModifiedTableColumnContent(content: self) { _ in }
    }
}
