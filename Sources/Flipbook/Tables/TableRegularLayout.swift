import Foundation

/// A ``Table`` at regular width (iPad): a header row of column titles over rows of cells
/// side by side, as iPadOS draws SwiftUI's table.
///
/// Metrics (points): cells 16 apart with 16 at each side (`.inset`: rows inset 20 more and
/// selection drawn as a rounded card, radius 10), rows at least 44 tall, header titles in
/// the secondary label colour, subheadline semibold, at least 32 tall; hairline separators
/// under the header and between rows (from the first cell's leading edge to the trailing
/// edge, as a list's, none touching a selected row); a selected row filled with `systemGray4`.
struct TableRegularLayout<Value: Identifiable>: View {
    let rows: [_TableRowSpec<Value>]
    let columns: [_TableColumnSpec<Value>]
    let isSelected: (Value.ID) -> Bool
    let sort: TableSortIndicator?
    let isInset: Bool
    let showsHeaders: Bool

    static var spacing: CGFloat { 16 }
    static var rowHeight: CGFloat { 44 }
    static var indent: CGFloat { 20 }

    var margin: CGFloat { isInset ? 36 : 16 }
    var hasOutline: Bool { rows.contains { $0.isExpanded != nil || $0.depth > 0 } }

    var body: some View {
        GeometryReader { proxy in
            let widths = Self.columnWidths(columns, available: proxy.size.width - 2 * margin
                                           - Self.spacing * CGFloat(max(columns.count - 1, 0)))
            VStack(spacing: 0) {
                if showsHeaders {
                    header(widths)
                    Rectangle().fill(ListColors.separator).frame(height: 1 / 3)
                        .padding(.horizontal, isInset ? 20 : 0)
                }
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(Array(rows.enumerated()), id: \.offset) { index, row in
                            rowView(row, widths: widths, isLast: index == rows.count - 1,
                                    beforeSelected: index + 1 < rows.count && isSelectedRow(rows[index + 1]))
                        }
                    }
                }
            }
        }
        .background(ListColors.systemBackground)
    }

    func header(_ widths: [CGFloat]) -> some View {
        HStack(spacing: Self.spacing) {
            ForEach(Array(columns.enumerated()), id: \.offset) { index, column in
                let sorted = sort.map { column.sortKeyPath == $0.keyPath } ?? false
                HStack(spacing: 4) {
                    column.label
                    if sorted, let sort {
                        Image(systemName: sort.order == .forward ? "chevron.up" : "chevron.down")
                            .font(.caption.weight(.bold))
                    }
                }
                .lineLimit(1)
                .font(.subheadline.weight(.semibold))
                .foregroundStyle(sorted ? AnyShapeStyle(.tint) : AnyShapeStyle(.secondary))
                .padding(.leading, index == 0 && hasOutline ? Self.indent : 0)
                .frame(width: widths[index], alignment: Alignment(horizontal: column.alignment.horizontal, vertical: .center))
            }
        }
        .padding(.horizontal, margin)
        .frame(maxWidth: .infinity, minHeight: 32, alignment: .leading)
    }

    @ViewBuilder
    func rowView(_ row: _TableRowSpec<Value>, widths: [CGFloat], isLast: Bool, beforeSelected: Bool) -> some View {
        switch row.kind {
        case .header(let content):
            content
                .font(.subheadline.weight(.semibold))
                .foregroundStyle(.secondary)
                .padding(.horizontal, margin)
                .frame(maxWidth: .infinity, minHeight: 32, alignment: .leading)
        case .value(let value):
            let selected = isSelected(value.id)
            HStack(spacing: Self.spacing) {
                ForEach(Array(columns.enumerated()), id: \.offset) { index, column in
                    HStack(spacing: 0) {
                        if index == 0 && hasOutline {
                            disclosure(row)
                        }
                        column.content(value)
                            .lineLimit(1)
                            .frame(maxWidth: .infinity, alignment: Alignment(horizontal: column.alignment.horizontal, vertical: .center))
                    }
                    .frame(width: widths[index])
                }
            }
            .padding(.horizontal, margin)
            .frame(maxWidth: .infinity, minHeight: Self.rowHeight, alignment: .leading)
            .background {
                if selected {
                    if isInset {
                        RoundedRectangle(cornerRadius: 10, style: .continuous).fill(ListColors.selectedRow)
                            .padding(.horizontal, 20)
                    } else {
                        ListColors.selectedRow
                    }
                }
            }
            .overlay(alignment: .bottom) {
                // No separator touches a selected row's fill, as in UIKit.
                if !isLast && !selected && !beforeSelected {
                    Rectangle().fill(ListColors.separator).frame(height: 1 / 3)
                        .padding(.leading, margin)
                        .padding(.trailing, isInset ? 20 : 0)
                }
            }
        }
    }

    func isSelectedRow(_ row: _TableRowSpec<Value>) -> Bool {
        if case .value(let value) = row.kind { return isSelected(value.id) }
        return false
    }

    /// The indentation and the chevron (right collapsed, down expanded, in the tint) of a
    /// row in an outline; a leaf gets the space without the chevron so cells line up.
    func disclosure(_ row: _TableRowSpec<Value>) -> some View {
        HStack(spacing: 0) {
            Color.clear.frame(width: Self.indent * CGFloat(row.depth))
            Group {
                if let expanded = row.isExpanded {
                    Image(systemName: expanded ? "chevron.down" : "chevron.right")
                        .font(.footnote.weight(.semibold))
                        .foregroundStyle(.tint)
                } else {
                    Color.clear
                }
            }
            .frame(width: Self.indent)
        }
    }

    /// Column widths: a fixed width (`width(_:)`, or `min == max`) as given; the others
    /// their `ideal` if given, then an equal share of what is left, each clamped to its
    /// `min`/`max`.
    static func columnWidths(_ columns: [_TableColumnSpec<Value>], available: CGFloat) -> [CGFloat] {
        var widths = [CGFloat?](repeating: nil, count: columns.count)
        var left = available
        for (index, column) in columns.enumerated() {
            if let min = column.minWidth, let max = column.maxWidth, min == max {
                widths[index] = min
            } else if let ideal = column.idealWidth {
                widths[index] = clamp(ideal, column)
            }
            if let width = widths[index] { left -= width }
        }
        let flexible = widths.indices.filter { widths[$0] == nil }
        if !flexible.isEmpty {
            let share = max(left, 0) / CGFloat(flexible.count)
            for index in flexible { widths[index] = clamp(share, columns[index]) }
        }
        return widths.map { max($0 ?? 0, 0) }
    }

    static func clamp(_ width: CGFloat, _ column: _TableColumnSpec<Value>) -> CGFloat {
        var width = width
        if let min = column.minWidth { width = max(width, min) }
        if let max = column.maxWidth { width = min(width, max) }
        return width
    }
}
