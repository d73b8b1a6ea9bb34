/// A scrolling column of rows, as SwiftUI's `List`, drawn at rest (scrolled to the top).
///
/// Rows come from its content: each view is a row, `ForEach` makes one per element, and
/// `Section`s group rows under headers and footers (rows outside any section form
/// sections of their own). The look comes from ``View/listStyle(_:)`` (inset grouped by
/// default, as on iOS). Like a `ScrollView` the list takes all the space it is offered;
/// rows beyond its bottom edge are clipped.
///
/// ```swift
/// List {
///     Section("Fruit") { ForEach(fruit, id: \.self) { Text($0) } }
/// }
/// .listStyle(.plain)
/// ```
///
/// Selection (`List(selection:)`) draws the selected rows highlighted. A row is selected
/// when its identity carries the value: the id `ForEach` gives it, or `.id(_:)`.
public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    let isSelected: (ViewIdentity) -> Bool
    /// A `Form` draws as an inset-grouped list whatever list style is set.
    var forcedKind: ListStyleKind?

    /// A list with at most one selected row.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        let value = selection?.wrappedValue
        isSelected = { id in value.map { id.names(AnyHashable($0)) } ?? false }
    }

    /// A list with any number of selected rows.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        let values = selection?.wrappedValue ?? []
        isSelected = { id in values.contains { id.names(AnyHashable($0)) } }
    }

    init(forcedKind: ListStyleKind?, content: Content) {
        self.content = content
        self.isSelected = { _ in false }
        self.forcedKind = forcedKind
    }
}

extension List where SelectionValue == Never {
    /// A list without selection.
    public init(@ViewBuilder content: () -> Content) {
        self.init(forcedKind: nil, content: content())
    }

    /// A row for each element of identifiable data.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(forcedKind: nil, content: ForEach(data, content: rowContent))
    }

    /// A row for each element, identified by a key path.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                         @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        self.init(forcedKind: nil, content: ForEach(data, id: id, content: rowContent))
    }

    /// A row for each integer of a constant range.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init(forcedKind: nil, content: ForEach(data, content: rowContent))
    }
}

extension List {
    /// A row for each element, identified by a key path, with at most one selected.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                         selection: Binding<SelectionValue?>?,
                                                                         @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    /// A row for each element of identifiable data, with at most one selected.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, selection: Binding<SelectionValue?>?,
                                                           @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }
}

extension List {
    package func makeNode(_ context: ResolveContext) -> ViewNode {
        let kind = forcedKind ?? context.environment.listStyleKind
        // Edit mode: the environment's, else the rendering's shared one (`EditButton`'s).
        let editMode = context.effectiveEditMode
        let isEditing = editMode?.wrappedValue == .active
        let inner = context.child(.content).with {
            $0.editMode = editMode
            $0.listSectionMode = kind
            $0.listRowContext = ListRowContext(isGrouped: kind.isGrouped)
            $0.stackAxis = .vertical
        }
        let nodes = resolveViewList(of: content, inner)

        // Sections as the list sees them: a `Section` is one; loose rows between sections
        // form one of their own.
        var sections: [SectionPartsBehavior] = []
        var loose: [ViewNode] = []
        func flushLoose() {
            guard !loose.isEmpty else { return }
            sections.append(SectionPartsBehavior(header: [], rows: loose, footer: [], spacing: context.environment.listSectionSpacing))
            loose = []
        }
        for node in nodes {
            if let section = node.behavior as? SectionPartsBehavior {
                flushLoose()
                sections.append(section)
            } else {
                loose.append(node)
            }
        }
        flushLoose()

        let env = context.environment
        let rowSpacing = env.listRowSpacing
        var children: [ViewNode] = []
        var layout: [ListSectionLayout] = []
        for (s, section) in sections.enumerated() {
            var entry = ListSectionLayout(spacing: section.spacing.value)
            if !section.header.isEmpty {
                entry.header = children.count
                children.append(ViewNode(identity: context.identity.appending(.explicit("section-header-\(s)")),
                                         behavior: LayoutBehavior(layout: VStackLayout(alignment: .leading)),
                                         children: section.header, environment: env))
            }
            let first = children.count
            for row in section.rows {
                let traits = row.containerTraits
                var rowChildren = [row]
                let background = traits.listRowBackground ?? nil
                if let background { rowChildren.append(background) }
                // `.badge(3)` on a row: iOS draws the count at the row's trailing edge.
                let badge = row.rowBadge.map { text in
                    var c = ResolveContext(identity: row.identity.appending(.explicit("list-row-badge")), environment: row.environment,
                                           graph: context.graph)
                    c.environment.listRowContext = nil
                    return resolveSingle(of: ListRowBadge(text: text), c)
                }
                if let badge { rowChildren.append(badge) }
                // In edit mode: the delete control before a deletable row, the reorder
                // handle after a movable one.
                let editing = isEditing ? traits.rowEditing : (deletable: false, movable: false)
                if editing.deletable {
                    rowChildren.append(resolveSingle(of: ListDeleteControl(), ResolveContext(
                        identity: row.identity.appending(.explicit("list-row-delete")), environment: env, graph: context.graph)))
                }
                if editing.movable {
                    rowChildren.append(resolveSingle(of: ListReorderHandle(), ResolveContext(
                        identity: row.identity.appending(.explicit("list-row-reorder")), environment: env, graph: context.graph)))
                }
                // Swipe actions a test revealed: the buttons beside the slid content.
                let swipe = traits.revealedSwipeActions
                if let swipe {
                    rowChildren.append(resolveSingle(of: SwipeActionButtons(views: swipe.views, edge: swipe.edge), ResolveContext(
                        identity: row.identity.appending(.explicit("list-row-swipe")), environment: env, graph: context.graph)))
                }
                let insets = (traits.listRowInsets ?? nil) ?? ListMetrics.rowInsets(kind)
                let look = ListRowBehavior(insets: insets, minHeight: env.defaultMinListRowHeight,
                                           hasBackground: background != nil, hasBadge: badge != nil,
                                           hasDeleteControl: editing.deletable, hasReorderHandle: editing.movable, isEditing: isEditing,
                                           swipeEdge: swipe?.edge,
                                           isSelected: isSelected(row.identity),
                                           separatorTop: traits.listRowSeparatorTop ?? .automatic,
                                           separatorBottom: traits.listRowSeparatorBottom ?? .automatic,
                                           separatorTint: traits.listRowSeparatorTint ?? nil)
                children.append(ViewNode(identity: row.identity.appending(.explicit("list-row")), behavior: look,
                                         children: rowChildren, environment: env))
            }
            entry.rows = first..<children.count
            if !section.footer.isEmpty {
                entry.footer = children.count
                children.append(ViewNode(identity: context.identity.appending(.explicit("section-footer-\(s)")),
                                         behavior: LayoutBehavior(layout: VStackLayout(alignment: .leading)),
                                         children: section.footer, environment: env))
            }
            layout.append(entry)
        }
        let list = ViewNode(identity: context.identity,
                            behavior: ListBehavior(kind: kind, sections: layout, rowSpacing: rowSpacing,
                                                   showsBackground: env.scrollContentBackground != .hidden,
                                                   sideMargin: env.listSectionSideMargin,
                                                   scrolledTo: context.environment.scrollViewConfiguration.position),
                            children: children, environment: env)
        return withRefreshSpinner(withSectionIndex(list, sections: sections, context), kind: kind, context)
    }

    /// iOS 26's section index: the sections' index labels down the trailing edge.
    private func withSectionIndex(_ list: ViewNode, sections: [SectionPartsBehavior], _ context: ResolveContext) -> ViewNode {
        let labels = sections.compactMap(\.indexLabel)
        guard !labels.isEmpty, context.environment.listSectionIndexVisibility != .hidden else { return list }
        let index = resolveSingle(of: ListSectionIndex(labels: labels),
                                  context.child(.explicit("section-index")).with { $0.listRowContext = nil; $0.listSectionMode = nil })
        return ViewNode(identity: context.identity.appending(.explicit("list-with-index")),
                        behavior: LayoutBehavior(layout: ZStackLayout(alignment: .trailing)),
                        children: [list, index], environment: context.environment)
    }

    /// A refreshable list while refreshing (`flipbookRefreshing()`): as a scroll view, the
    /// rows 60 pt down and the spinner centred in the band above them, on the list's
    /// background.
    private func withRefreshSpinner(_ list: ViewNode, kind: ListStyleKind, _ context: ResolveContext) -> ViewNode {
        guard context.environment.scrollViewConfiguration.refreshing, context.environment.refresh != nil else { return list }
        let background = kind.isGrouped && context.environment.scrollContentBackground != .hidden
            ? ListColors.groupedBackground : ListColors.systemBackground
        let band = resolveSingle(of: ProgressView().frame(maxWidth: .infinity).frame(height: RefreshMetrics.band).background(background),
                                 context.child(.explicit("refresh-spinner")).with {
                                     $0.scrollViewConfiguration = ScrollViewConfiguration()
                                     $0.listRowContext = nil
                                     $0.listSectionMode = nil
                                 })
        return ViewNode(identity: context.identity.appending(.explicit("list-refreshing")),
                        behavior: LayoutBehavior(layout: VStackLayout(spacing: 0)),
                        children: [band, list], environment: context.environment)
    }
}
