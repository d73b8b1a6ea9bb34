/// A two-dimensional table of views, as SwiftUI's `Grid`: each ``GridRow`` is a row, its
/// views are the cells; a view outside any `GridRow` takes a whole row.
///
/// Columns are as wide as their widest cell, rows as tall as their tallest; cells that can
/// grow (a `Color`, a `Divider`) share what is left of the offered size. `gridCellColumns`
/// spans columns, `gridColumnAlignment` aligns a column, `gridCellAnchor` places one cell,
/// `gridCellUnsizedAxes` keeps a cell from sizing its row or column.
///
/// ```swift
/// Grid(alignment: .leading) {
///     GridRow { Text("Name"); Text("Ada") }
///     Divider()
///     GridRow { Text("Wide").gridCellColumns(2) }
/// }
/// ```
public struct Grid<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    /// A grid; `nil` spacings are the default 8 pt.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing.flatMap { $0.isFinite ? $0 : nil }
        self.verticalSpacing = verticalSpacing.flatMap { $0.isFinite ? $0 : nil }
        self.content = content()
    }

    package func makeNode(_ context: ResolveContext) -> ViewNode {
        let children = resolveViewList(of: content, context.child(.content).with { $0.isInGrid = true; $0.stackAxis = .vertical })
        return ViewNode(identity: context.identity,
                        behavior: GridBehavior(alignment: alignment, horizontalSpacing: horizontalSpacing ?? GridBehavior.defaultSpacing,
                                               verticalSpacing: verticalSpacing ?? GridBehavior.defaultSpacing),
                        children: children, environment: context.environment)
    }
}

/// A row of a ``Grid``, as SwiftUI's `GridRow`. Outside a grid it lays out as an `HStack`.
public struct GridRow<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: VerticalAlignment?
    let content: Content

    /// A row; `alignment` overrides the grid's vertical alignment for its cells.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    package func makeNode(_ context: ResolveContext) -> ViewNode {
        let inGrid = context.environment.isInGrid
        let cells = resolveViewList(of: content, context.child(.content).with { $0.isInGrid = false; $0.stackAxis = .horizontal })
        return ViewNode(identity: context.identity, behavior: GridRowBehavior(alignment: alignment, inGrid: inGrid),
                        children: cells, environment: context.environment)
    }
}

private struct IsInGridKey: EnvironmentKey { static let defaultValue = false }
extension EnvironmentValues {
    /// Set on a grid's direct content, so a `GridRow` knows the grid places its cells.
    var isInGrid: Bool {
        get { self[IsInGridKey.self] }
        set { self[IsInGridKey.self] = newValue }
    }
}

/// A grid row: the grid places its cells; alone it is an `HStack`.
struct GridRowBehavior: NodeBehavior, TraitBarrier {
    let alignment: VerticalAlignment?
    let inGrid: Bool
    var debugName: String { "GridRow" }
    private var stack: LayoutBehavior<HStackLayout> { LayoutBehavior(layout: HStackLayout(alignment: alignment ?? .center)) }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize { stack.sizeThatFits(proposal, node: node) }
    func placeChildren(in frame: CGRect, node: ViewNode) {
        if !inGrid { stack.placeChildren(in: frame, node: node) }
    }
    func spacing(node: ViewNode) -> ViewSpacing { stack.spacing(node: node) }
}

extension View {
    /// Makes this grid cell span `count` columns.
    public func gridCellColumns(_ count: Int) -> some View {
        modifier(TraitModifier { traits, _ in traits.gridCellColumns = max(1, count) })
    }
    /// Aligns every cell of this cell's column horizontally.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        modifier(TraitModifier { traits, _ in traits.gridColumnAlignment = guide })
    }
    /// Places this cell with `anchor` of it at the same point of its cell, overriding the
    /// grid's alignment.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        modifier(TraitModifier { traits, _ in traits.gridCellAnchor = anchor })
    }
    /// Along these axes the cell takes the size its row or column gets from other cells
    /// and does not size them itself (a `Color` or `Divider` that should not widen the grid).
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        modifier(TraitModifier { traits, _ in traits.gridCellUnsizedAxes = axes })
    }
}
