/// Rows under a header and above a footer, as SwiftUI's `Section`. In a `List` or `Form`
/// it is a card (grouped styles) with its header above and its footer below; anywhere else
/// its header, content and footer are simply its views in order.
///
/// ```swift
/// Section("Network") { Toggle("Wi-Fi", isOn: $wifi) }
/// Section { Text("Row") } header: { Text("Header") } footer: { Text("Footer") }
/// ```
public struct Section<Parent: View, Content: View, Footer: View>: View {
    public typealias Body = Never
    let header: Parent
    let content: Content
    let footer: Footer
    let isExpanded: Binding<Bool>?

    /// A section with a header and a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header(); self.content = content(); self.footer = footer(); isExpanded = nil
    }

    /// A section with a header and a footer (SwiftUI's older spelling).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header; self.content = content(); self.footer = footer; isExpanded = nil
    }
}

extension Section where Footer == EmptyView {
    /// A section with a header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
    /// A section with a header (SwiftUI's older spelling).
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    /// A section with a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
    /// A section with a footer (SwiftUI's older spelling).
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { footer })
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section with neither header nor footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section whose header is a literal title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) })
    }
    /// A section whose header is a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) })
    }
    /// A collapsible section (sidebar lists): collapsed, only its header is drawn.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.header = Text(titleKey); self.content = content(); self.footer = EmptyView(); self.isExpanded = isExpanded
    }
    /// A collapsible section with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.header = Text(title); self.content = content(); self.footer = EmptyView(); self.isExpanded = isExpanded
    }
}

extension Section where Footer == EmptyView {
    /// A collapsible section with a header of your own.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.header = header(); self.content = content(); self.footer = EmptyView(); self.isExpanded = isExpanded
    }
}

/// A section's parts, handed to the list that resolves it. Not drawn itself.
struct SectionPartsBehavior: NodeBehavior {
    let header: [ViewNode]
    let rows: [ViewNode]
    let footer: [ViewNode]
    /// The spacing after this section (its `listSectionSpacing`).
    let spacing: ListSectionSpacing
    /// The section's `sectionIndexLabel`, drawn in the list's section index.
    var indexLabel: Text? = nil
    var debugName: String { "Section" }
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize { .zero }
}

extension Section: ViewListResolvable {
    package func resolveList(_ context: ResolveContext) -> [ViewNode] {
        let expanded = isExpanded?.wrappedValue ?? true
        if context.environment.listSectionMode == nil, context.environment.isInLazyGrid {
            // In a lazy grid: the header and footer as written, each on a line of its own.
            let plain = context.with { $0.isInLazyGrid = false }
            return [ViewNode(identity: context.identity,
                             behavior: SectionPartsBehavior(header: resolveViewList(of: header, plain.child(.explicit("header"))),
                                                            rows: expanded ? resolveViewList(of: content, plain.child(.content)) : [],
                                                            footer: resolveViewList(of: footer, plain.child(.explicit("footer"))),
                                                            spacing: .default),
                             environment: context.environment)]
        }
        guard let kind = context.environment.listSectionMode else {
            // Outside a list: header, content, footer in order.
            let plain = context.with { $0.listSectionMode = nil; $0.isInLazyGrid = false }
            return resolveViewList(of: header, plain.child(.explicit("header")))
                + (expanded ? resolveViewList(of: content, plain.child(.content)) : [])
                + resolveViewList(of: footer, plain.child(.explicit("footer")))
        }
        let supplementary = context.with { $0.listSectionMode = nil; $0.listRowContext = nil }
        let headerNodes = resolveViewList(of: SectionHeaderLook(kind: kind, isFooter: false, content: header),
                                          supplementary.child(.explicit("header")))
        let footerNodes = resolveViewList(of: SectionHeaderLook(kind: kind, isFooter: true, content: footer),
                                          supplementary.child(.explicit("footer")))
        let rowContext = context.child(.content).with {
            $0.listSectionMode = nil
            $0.sectionIndexLabel = nil
            $0.sectionActions = nil
            $0.listRowContext = ListRowContext(isGrouped: kind.isGrouped)
        }
        var rows = expanded ? resolveViewList(of: content, rowContext) : []
        // `sectionActions`: on iOS, rows after the section's content.
        if expanded, let actions = context.environment.sectionActions {
            rows += resolveViewList(of: actions, rowContext.child(.explicit("section-actions")))
        }
        return [ViewNode(identity: context.identity,
                         behavior: SectionPartsBehavior(header: headerNodes, rows: rows, footer: footerNodes,
                                                        spacing: context.environment.listSectionSpacing,
                                                        indexLabel: context.environment.sectionIndexLabel),
                         environment: context.environment)]
    }
}

/// How a list draws section headers and footers (iOS 17/18). Grouped styles: footnote
/// (13 pt), secondary label colour, headers upper-cased (iOS before 26 upper-cases them).
/// Plain and inset lists (chosen by eye): headers in semibold subheadline, secondary colour,
/// as written. Sidebar: headline in the label colour, as written. Footers always footnote,
/// secondary, as written. With `headerProminence(.increased)`: title 3 bold, the label
/// colour, as written. The author's own `.font`/`.textCase` on the header text win.
struct SectionHeaderLook<Content: View>: View {
    let kind: ListStyleKind
    let isFooter: Bool
    let content: Content
    @Environment(\.headerProminence) private var prominence

    var body: some View {
        if !isFooter, prominence == .increased {
            content.font(.title3.bold()).foregroundStyle(.primary).textCase(nil)
        } else if isFooter {
            content.font(.footnote).foregroundStyle(.secondary)
        } else {
            switch kind {
            case .grouped, .insetGrouped:
                content.font(.footnote).foregroundStyle(.secondary).textCase(.uppercase)
            case .plain, .inset:
                content.font(.subheadline.weight(.semibold)).foregroundStyle(.secondary).textCase(nil)
            case .sidebar:
                content.font(.headline).foregroundStyle(.primary).textCase(nil)
            }
        }
    }
}
