import Foundation

/// Two or three columns of navigation, as SwiftUI's `NavigationSplitView`: a sidebar, an
/// optional content column and a detail.
///
/// On compact width (an iPhone, Flipbook's default) it collapses into a navigation stack, as
/// iOS does: the sidebar's screen, with the content and detail pushed on it when
/// `preferredCompactColumn` says so (each with its back button). On regular width (an iPad
/// screen: `.environment(\.horizontalSizeClass, .regular)`, as `PreviewDevice` iPads set) the
/// columns stand side by side, each with its own bar, split by hairlines.
///
/// ```swift
/// NavigationSplitView {
///     List(model.employees, selection: $employeeIds) { employee in Text(employee.name) }
///         .navigationTitle("Employees")
/// } detail: {
///     EmployeeDetails(for: employeeIds)
/// }
/// ```
///
/// Column widths and what shows where are iPadOS's, as far as Apple documents them, else
/// chosen from iPadOS 17/18 screenshots:
/// - the sidebar and the content column 320 pt wide unless `navigationSplitViewColumnWidth`
///   says otherwise, the detail the rest;
/// - `.automatic` visibility: held sideways (wider than tall) a two-column view shows both,
///   a three-column one its content and detail (as Mail); upright the detail alone;
/// - the `.automatic` style tiles the columns sideways and lays them over the detail upright;
///   `.balanced` always tiles, `.prominentDetail` always lays them over it. A column over the
///   detail dims it with black at 20 %, as a sheet does;
/// - a hairline (iOS's opaque separator, #C6C6C8 light / #38383A dark) after each column
///   beside another;
/// - the sidebar and content columns have compact width, as UIKit gives its leading columns.
///
/// The sidebar toggle iPadOS puts in the bars is not drawn.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    public typealias Body = Never
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    let visibility: NavigationSplitViewVisibility
    let compactColumn: NavigationSplitViewColumn?

    /// Three columns.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(nil, nil, sidebar(), content(), detail())
    }
    /// Three columns, showing those `columnVisibility` says.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(columnVisibility.wrappedValue, nil, sidebar(), content(), detail())
    }
    /// Three columns; collapsed, showing `preferredCompactColumn`.
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(nil, preferredCompactColumn.wrappedValue, sidebar(), content(), detail())
    }
    /// Three columns, with the visibility and the collapsed column given.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(columnVisibility.wrappedValue, preferredCompactColumn.wrappedValue, sidebar(), content(), detail())
    }

    init(_ visibility: NavigationSplitViewVisibility?, _ compactColumn: NavigationSplitViewColumn?,
         _ sidebar: Sidebar, _ content: Content?, _ detail: Detail) {
        self.sidebar = sidebar
        self.content = content
        self.detail = detail
        self.visibility = visibility ?? .automatic
        self.compactColumn = compactColumn
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// Two columns: a sidebar and a detail.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(nil, nil, sidebar(), nil, detail())
    }
    /// Two columns, showing those `columnVisibility` says.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(columnVisibility.wrappedValue, nil, sidebar(), nil, detail())
    }
    /// Two columns; collapsed, showing `preferredCompactColumn`.
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(nil, preferredCompactColumn.wrappedValue, sidebar(), nil, detail())
    }
    /// Two columns, with the visibility and the collapsed column given.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(columnVisibility.wrappedValue, preferredCompactColumn.wrappedValue, sidebar(), nil, detail())
    }
}

enum NavigationSplitMetrics {
    static let columnWidth: CGFloat = 320
    static let dimOpacity = 0.2
}

extension NavigationSplitView: PrimitiveView {
    package func makeNode(_ context: ResolveContext) -> ViewNode {
        var columns: [any View] = [sidebar]
        if let content { columns.append(content) }
        columns.append(detail)
        if context.environment.horizontalSizeClass != .regular {
            return collapsedNode(columns, context)
        }
        return tiledNode(columns, context)
    }

    /// Compact width: one stack, the sidebar at its root.
    private func collapsedNode(_ columns: [any View], _ context: ResolveContext) -> ViewNode {
        let shown: Int
        switch compactColumn?.kind ?? .sidebar {
        case .sidebar: shown = 0
        case .content: shown = content == nil ? columns.count - 1 : 1
        case .detail: shown = columns.count - 1
        }
        var pushes: [NavigationPush] = []
        func parts(_ view: any View) -> (AnyView, [AnyHashable]) {
            if let stack = view as? any NavigationStackParts { return (stack.rootView, stack.pathValues) }
            return (AnyView(erasing: view), [])
        }
        let (rootView, rootPath) = parts(columns[0])
        pushes += rootPath.map { .value($0) }
        if shown > 0 {
            for column in columns[1...shown] {
                let (view, path) = parts(column)
                pushes.append(.view(view))
                pushes += path.map { .value($0) }
            }
        }
        let rootNode = resolveSingle(of: rootView, context.child(.explicit("sidebar")))
        return makeNavigationStackNode(rootNode: rootNode, pushes: pushes, context: context)
    }

    /// Regular width: the columns side by side (or over the detail), each its own stack.
    private func tiledNode(_ columns: [any View], _ context: ResolveContext) -> ViewNode {
        var children: [ViewNode] = []
        var widths: [CGFloat] = []
        let names = columns.count == 3 ? ["sidebar", "content", "detail"] : ["sidebar", "detail"]
        for (i, column) in columns.enumerated() {
            let isDetail = i == columns.count - 1
            let erased = AnyView(erasing: column)
            let stacked: AnyView = column is any NavigationStackParts ? erased : AnyView(NavigationStack { erased })
            // Leading columns are opaque: laid over the detail, they hide it.
            let view = isDetail ? stacked : AnyView(stacked.environment(\.horizontalSizeClass, .compact)
                .background(Color(light: .white, dark: .black).ignoresSafeArea()))
            let node = resolveSingle(of: view, context.child(.explicit(names[i])))
            let width = node.columnWidthPreference?.resolved ?? NavigationSplitMetrics.columnWidth
            children.append(node)
            widths.append(width)
        }
        for i in 0..<(columns.count - 1) {
            children.append(resolveSingle(of: Rectangle().fill(NavigationBarMetrics.separator), context.child(.explicit("separator\(i)"))))
        }
        children.append(resolveSingle(of: Color.black.opacity(NavigationSplitMetrics.dimOpacity), context.child(.explicit("dim"))))
        let behavior = NavigationSplitBehavior(widths: widths, visibility: visibility.kind, arrangement: context.environment.splitArrangement)
        return ViewNode(identity: context.identity, behavior: behavior, children: children, environment: context.environment)
    }
}

/// Lays out a split view's columns on regular width. Children: the columns (the detail
/// last), a separator after each leading column, then the dimming.
struct NavigationSplitBehavior: NodeBehavior, NavigationScope {
    let widths: [CGFloat]
    let visibility: NavigationSplitViewVisibility.Kind
    let arrangement: SplitArrangement
    var debugName: String { "NavigationSplitView" }

    var columnCount: Int { widths.count }

    /// The leading columns shown, for a frame of this shape.
    func shownLeading(in frame: CGRect) -> [Int] {
        let leading = Array(0..<(columnCount - 1))
        switch visibility {
        case .all: return leading
        case .doubleColumn: return [columnCount - 2]
        case .detailOnly: return []
        case .automatic:
            guard frame.width > frame.height else { return [] }
            return columnCount == 3 ? [1] : leading
        }
    }

    /// Whether the leading columns lie over the detail rather than beside it.
    func overlays(in frame: CGRect) -> Bool {
        switch arrangement {
        case .balanced: return false
        case .prominentDetail: return true
        case .automatic: return frame.width <= frame.height
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeChildren(in frame: CGRect, node: ViewNode) {
        let shown = shownLeading(in: frame)
        let over = overlays(in: frame) && !shown.isEmpty
        let hairline = 1 / max(1, node.environment.displayScale)
        var x = frame.minX
        for i in 0..<(columnCount - 1) {
            let separator = node.children[columnCount + i]
            guard shown.contains(i) else {
                node.children[i].place(in: CGRect(x: frame.minX, y: frame.minY, width: 0, height: 0))
                separator.place(in: .zero)
                continue
            }
            let w = min(widths[i], max(0, frame.maxX - x))
            node.children[i].place(in: CGRect(x: x, y: frame.minY, width: w, height: frame.height))
            separator.place(in: CGRect(x: x + w - hairline, y: frame.minY, width: hairline, height: frame.height))
            x += w
        }
        let detailX = over ? frame.minX : x
        node.children[columnCount - 1].place(in: CGRect(x: detailX, y: frame.minY, width: max(0, frame.maxX - detailX), height: frame.height))
        node.children[node.children.count - 1].place(in: over ? frame : .zero)
    }

    func draw(_ node: ViewNode, into list: inout DisplayListBuilder) {
        let frame = node.frame
        let shown = shownLeading(in: frame)
        node.children[columnCount - 1].draw(into: &list)
        if overlays(in: frame) && !shown.isEmpty { node.children[node.children.count - 1].draw(into: &list) }
        for i in shown {
            node.children[i].draw(into: &list)
            node.children[columnCount + i].draw(into: &list)
        }
    }
}

extension ViewNode {
    /// The `navigationSplitViewColumnWidth` (or `inspectorColumnWidth`) set in this column,
    /// the innermost first: found inside the column's own stack, not in a nested split
    /// view, nor in what an inspector or a sheet presents over it.
    @MainActor var columnWidthPreference: NavigationColumnWidth? {
        var found: NavigationColumnWidth?
        func walk(_ n: ViewNode) {
            if let p = n.behavior as? NavigationPreferenceBehavior, case .columnWidth(let w) = p.preference { found = w }
            if n.behavior is NavigationSplitBehavior { return }
            if n.behavior is InspectorBehavior || n.behavior is SheetBehavior {
                if let first = n.children.first { walk(first) }
                return
            }
            for c in n.children { walk(c) }
        }
        walk(self)
        return found
    }
}
