import Foundation

/// How a table column aligns its header and cells, as SwiftUI's `TableColumnAlignment`;
/// set it with ``TableColumn/alignment(_:)``.
public struct TableColumnAlignment: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, leading, center, trailing, numeric }
    let kind: Kind

    /// The column's default: leading.
    public static var automatic: TableColumnAlignment { .init(kind: .automatic) }
    /// Leading edge.
    public static var leading: TableColumnAlignment { .init(kind: .leading) }
    /// Centred.
    public static var center: TableColumnAlignment { .init(kind: .center) }
    /// Trailing edge.
    public static var trailing: TableColumnAlignment { .init(kind: .trailing) }
    /// Numbers: trailing in left-to-right locales.
    public static var numeric: TableColumnAlignment { .init(kind: .numeric) }
    /// Numbers in a numbering system: trailing in left-to-right locales.
    public static func numeric(_ numberingSystem: Locale.NumberingSystem) -> TableColumnAlignment { .init(kind: .numeric) }

    /// The horizontal alignment a cell is drawn with.
    var horizontal: HorizontalAlignment {
        switch kind {
        case .automatic, .leading: .leading
        case .center: .center
        case .trailing, .numeric: .trailing
        }
    }
}
