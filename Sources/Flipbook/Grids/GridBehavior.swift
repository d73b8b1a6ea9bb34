/// How a ``Grid`` sizes and places its cells.
///
/// Each column is as wide as its widest single-column cell's ideal width; a spanning cell
/// wider than the columns it spans widens them equally. Columns holding a cell that can
/// grow (its width for an unlimited proposal exceeds its ideal) share what is left of a
/// finite proposal equally. Rows do the same vertically, each cell proposed its column
/// width. Cells marked `gridCellUnsizedAxes` take no part in sizing along those axes.
/// (SwiftUI's exact sharing between unequal flexible columns is not documented; equal
/// shares is the choice here.)
struct GridBehavior: NodeBehavior, TraitBarrier {
    static let defaultSpacing: CGFloat = 8
    /// A huge finite proposal that tells cells which can grow from cells which cannot (an
    /// infinite one does not: a `Divider` offered infinity answers 0).
    static let probe: CGFloat = 1_000_000
    let alignment: Alignment
    let horizontalSpacing: CGFloat
    let verticalSpacing: CGFloat

    var debugName: String { "Grid" }

    struct Cell {
        let node: ViewNode
        let column: Int
        var span: Int
        let row: Int
        let traits: ContainerTraits
        let rowAlignment: VerticalAlignment?
    }

    func cells(_ children: [ViewNode]) -> (cells: [Cell], columns: Int) {
        var cells: [Cell] = []
        var columnCount = 0
        for (r, child) in children.enumerated() {
            if let row = child.behavior as? GridRowBehavior {
                var column = 0
                for c in child.children {
                    let traits = c.containerTraits
                    let span = traits.gridCellColumns ?? 1
                    cells.append(Cell(node: c, column: column, span: span, row: r, traits: traits, rowAlignment: row.alignment))
                    column += span
                }
                columnCount = max(columnCount, column)
            } else {
                cells.append(Cell(node: child, column: 0, span: 0, row: r, traits: child.containerTraits, rowAlignment: nil))
            }
        }
        columnCount = max(columnCount, 1)
        for i in cells.indices where cells[i].span == 0 { cells[i].span = columnCount }
        return (cells, columnCount)
    }

    /// Shares `extra` equally among the `flexible` entries of `lengths`.
    private func share(_ extra: CGFloat, _ lengths: inout [CGFloat], _ flexible: [Bool]) {
        let n = flexible.filter { $0 }.count
        guard extra > 0, n > 0 else { return }
        for i in lengths.indices where flexible[i] { lengths[i] += extra / CGFloat(n) }
    }

    func solve(_ proposal: ProposedViewSize, children: [ViewNode]) -> (columns: [CGFloat], rows: [CGFloat], cells: [Cell]) {
        let (cells, columnCount) = cells(children)
        var columns = [CGFloat](repeating: 0, count: columnCount)
        var flexibleColumns = [Bool](repeating: false, count: columnCount)
        let sized = cells.filter { !($0.traits.gridCellUnsizedAxes?.contains(.horizontal as Axis) ?? false) }
        for cell in sized.sorted(by: { $0.span < $1.span }) {
            let ideal = cell.node.sizeThatFits(.unspecified).width
            let most = cell.node.sizeThatFits(ProposedViewSize(width: GridBehavior.probe, height: nil)).width
            let range = cell.column..<min(columnCount, cell.column + cell.span)
            let current = range.reduce(0) { $0 + columns[$1] } + CGFloat(range.count - 1) * horizontalSpacing
            if ideal > current {
                for c in range { columns[c] += (ideal - current) / CGFloat(range.count) }
            }
            if most > ideal + 0.5 { for c in range { flexibleColumns[c] = true } }
        }
        let gaps = CGFloat(max(0, columnCount - 1)) * horizontalSpacing
        if let w = proposal.width, w.isFinite { share(w - gaps - columns.reduce(0, +), &columns, flexibleColumns) }

        let rowCount = children.count
        var rows = [CGFloat](repeating: 0, count: rowCount)
        var flexibleRows = [Bool](repeating: false, count: rowCount)
        func width(_ cell: Cell) -> CGFloat {
            let range = cell.column..<min(columnCount, cell.column + cell.span)
            return range.reduce(0) { $0 + columns[$1] } + CGFloat(max(0, range.count - 1)) * horizontalSpacing
        }
        for cell in cells where !(cell.traits.gridCellUnsizedAxes?.contains(.vertical as Axis) ?? false) {
            let w = width(cell)
            let ideal = cell.node.sizeThatFits(ProposedViewSize(width: w, height: nil)).height
            let most = cell.node.sizeThatFits(ProposedViewSize(width: w, height: GridBehavior.probe)).height
            rows[cell.row] = max(rows[cell.row], ideal)
            if most > ideal + 0.5 { flexibleRows[cell.row] = true }
        }
        let rowGaps = CGFloat(max(0, rowCount - 1)) * verticalSpacing
        if let h = proposal.height, h.isFinite { share(h - rowGaps - rows.reduce(0, +), &rows, flexibleRows) }
        return (columns, rows, cells)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        size(proposal, children: node.children)
    }

    /// The grid's size for `proposal`, its rows being `children` (also ``GridLayout``'s answer).
    func size(_ proposal: ProposedViewSize, children: [ViewNode]) -> CGSize {
        let (columns, rows, _) = solve(proposal, children: children)
        return CGSize(width: columns.reduce(0, +) + CGFloat(max(0, columns.count - 1)) * horizontalSpacing,
                      height: rows.reduce(0, +) + CGFloat(max(0, rows.count - 1)) * verticalSpacing)
    }

    func placeChildren(in frame: CGRect, node: ViewNode) {
        place(in: frame, proposal: node.placementProposal, children: node.children)
    }

    /// Places the rows `children` and their cells in `frame` (also ``GridLayout``'s placement).
    func place(in frame: CGRect, proposal: ProposedViewSize, children: [ViewNode]) {
        let (columns, rows, cells) = solve(proposal, children: children)
        var xs: [CGFloat] = [], x = frame.minX
        for w in columns { xs.append(x); x += w + horizontalSpacing }
        var ys: [CGFloat] = [], y = frame.minY
        for h in rows { ys.append(y); y += h + verticalSpacing }
        let total = x - horizontalSpacing - frame.minX
        // A row is placed before its cells, so the cells end where the grid puts them.
        for (r, child) in children.enumerated() where child.behavior is GridRowBehavior {
            child.place(in: CGRect(x: frame.minX, y: ys[r], width: max(0, total), height: rows[r]))
        }
        // A column's alignment is the first `gridColumnAlignment` set on a cell in it.
        var columnAlignment: [Int: HorizontalAlignment] = [:]
        for cell in cells where cell.span == 1 {
            if columnAlignment[cell.column] == nil, let a = cell.traits.gridColumnAlignment { columnAlignment[cell.column] = a }
        }
        for cell in cells {
            let last = min(columns.count, cell.column + cell.span) - 1
            guard cell.column <= last else { continue }
            let rect = CGRect(x: xs[cell.column], y: ys[cell.row], width: xs[last] + columns[last] - xs[cell.column], height: rows[cell.row])
            let proposal = ProposedViewSize(rect.size)
            if let anchor = cell.traits.gridCellAnchor {
                let s = cell.node.sizeThatFits(proposal)
                cell.node.place(in: CGRect(x: rect.minX + anchor.x * (rect.width - s.width), y: rect.minY + anchor.y * (rect.height - s.height),
                                           width: s.width, height: s.height))
            } else {
                let h = cell.span == 1 ? (columnAlignment[cell.column] ?? alignment.horizontal) : alignment.horizontal
                alignChild(cell.node, proposal: proposal, in: rect, alignment: Alignment(horizontal: h, vertical: cell.rowAlignment ?? alignment.vertical))
            }
        }
    }
}
