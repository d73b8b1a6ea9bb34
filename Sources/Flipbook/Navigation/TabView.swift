/// What a tab shows in the tab bar: its icon and title, or a view of its own.
struct TabItemInfo {
    var icon: AnyView?
    var title: AnyView?
    var other: AnyView?

    /// The icon and title of a `Label` or of an `Image` and `Text` side by side.
    @MainActor init<V: View>(_ view: V) {
        if let label = view as? any LabelParts {
            (title, icon) = label.parts
        } else if let tuple = view as? any TupleElements {
            for e in tuple.views {
                if icon == nil, e is Image { icon = AnyView(erasing: e) }
                else if title == nil, e is Text { title = AnyView(erasing: e) }
            }
            if icon == nil, title == nil { other = AnyView(view) }
        } else if view is Image {
            icon = AnyView(view)
        } else if view is Text {
            title = AnyView(view)
        } else {
            other = AnyView(view)
        }
    }
}

/// A `Label`'s title and icon, for bars that draw them apart.
@MainActor protocol LabelParts { var parts: (title: AnyView, icon: AnyView) { get } }
extension Label: LabelParts { var parts: (title: AnyView, icon: AnyView) { (AnyView(title), AnyView(icon)) } }

/// A `TupleView`'s views.
@MainActor protocol TupleElements { var views: [any View] { get } }
extension TupleView: TupleElements { var views: [any View] { elements } }

extension View {
    /// The view's item in the enclosing `TabView`'s tab bar (a `Label`, or an `Image` and a
    /// `Text`).
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(NavigationPreferenceModifier(preference: .tabItem(TabItemInfo(label()))))
    }

    /// A badge on the view's tab item (a red capsule) or `List` row (the count in the secondary
    /// colour at the row's trailing edge), as on iOS; nothing for 0. Elsewhere iOS draws no
    /// badge, and neither does Flipbook.
    public func badge(_ count: Int) -> some View {
        modifier(NavigationPreferenceModifier(preference: .badge(count == 0 ? nil : Text(verbatim: "\(count)"))))
    }
    /// A badge with a text on the view's tab item or `List` row (nothing for `nil`).
    public func badge(_ label: Text?) -> some View {
        modifier(NavigationPreferenceModifier(preference: .badge(label)))
    }
    /// A badge from a string literal.
    public func badge(_ key: LocalizedStringKey) -> some View { badge(Text(key)) }
    /// A badge from a string.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View { badge(label.map { Text($0) }) }
}

/// A tab of a `TabView`, as iOS 18's `Tab`: its content, with its title and symbol for
/// the tab bar, and the value a selection means it by.
public struct Tab<Value: Hashable, Content: View>: View {
    let title: Text
    let systemImage: String?
    let value: Value?
    let content: Content
    /// A label of the tab's own (`Tab(value:content:label:)`), drawn in the bar instead.
    var customLabel: TabItemInfo?

    public var body: some View {
        content
            .modifier(NavigationPreferenceModifier(preference: .tabItem(itemInfo)))
            .tag(value.map { AnyHashable($0) } ?? AnyHashable(TabNoValue()))
    }
}

extension Tab {
    @MainActor var itemInfo: TabItemInfo {
        if let customLabel { return customLabel }
        guard let name = systemImage else { return TabItemInfo(title) }
        let title = self.title
        return TabItemInfo(Label(title: { title }, icon: { Image(systemName: name) }))
    }
}

/// The tag of a `Tab` made without a value (never equal to a selection).
struct TabNoValue: Hashable {}

extension Tab {
    /// A tab titled `title` with an SF Symbol, selected when the selection is `value`.
    /// (`role` is accepted: on iPhone a search tab is drawn as any other.)
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole? = nil,
                @ViewBuilder content: () -> Content) {
        self.init(title: Text(titleKey), systemImage: systemImage, value: value, content: content())
    }
    /// A tab titled from a string with an SF Symbol, selected when the selection is `value`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, role: TabRole? = nil,
                                   @ViewBuilder content: () -> Content) {
        self.init(title: Text(title), systemImage: systemImage, value: value, content: content())
    }
    /// A tab titled `title` with an image from the asset catalogue.
    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(title: Text(titleKey), systemImage: nil, value: value, content: content())
        customLabel = TabItemInfo(Label(titleKey, image: image))
    }
    /// A tab with a label of its own, selected when the selection is `value`.
    public init<L: View>(value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
        self.init(title: Text(verbatim: ""), systemImage: nil, value: value, content: content())
        customLabel = TabItemInfo(label())
    }
    /// A tab for `role` (the search tab: "Search" with the magnifying glass).
    public init(value: Value, role: TabRole, @ViewBuilder content: () -> Content) {
        self.init(title: Text(verbatim: role.title), systemImage: role.systemImage, value: value, content: content())
    }
}

extension Tab where Value == Never {
    /// A tab titled `title` with an SF Symbol (for a tab view without a selection).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(title: Text(titleKey), systemImage: systemImage, value: nil, content: content())
    }
    /// A tab titled from a string with an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(title: Text(title), systemImage: systemImage, value: nil, content: content())
    }
    /// A tab for `role` (the search tab: "Search" with the magnifying glass).
    public init(role: TabRole, @ViewBuilder content: () -> Content) {
        self.init(title: Text(verbatim: role.title), systemImage: role.systemImage, value: nil, content: content())
    }
    /// A tab with a label of its own.
    public init<L: View>(role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
        self.init(title: Text(verbatim: ""), systemImage: nil, value: nil, content: content())
        customLabel = TabItemInfo(label())
    }
}

/// How a `TabView` looks, as SwiftUI's `TabViewStyle`: the tab bar (`.automatic`,
/// `.tabBarOnly`, `.sidebarAdaptable`, which on iPhone is the tab bar) or pages with dots
/// (`.page`).
public protocol TabViewStyle {}

/// Styles Flipbook draws, as the kind they are.
protocol TabViewStyleKindProviding { var styleKind: TabViewStyleKind { get } }

/// iOS's default: the tab bar.
public struct DefaultTabViewStyle: TabViewStyle, TabViewStyleKindProviding {
    public init() {}
    var styleKind: TabViewStyleKind { .automatic }
}
/// The tab bar alone.
public struct TabBarOnlyTabViewStyle: TabViewStyle, TabViewStyleKindProviding {
    public init() {}
    var styleKind: TabViewStyleKind { .automatic }
}
/// A sidebar on iPad, the tab bar on iPhone (as drawn here).
public struct SidebarAdaptableTabViewStyle: TabViewStyle, TabViewStyleKindProviding {
    public init() {}
    var styleKind: TabViewStyleKind { .automatic }
}
extension PageTabViewStyle: TabViewStyle, TabViewStyleKindProviding {
    var styleKind: TabViewStyleKind { .page(indexDisplayMode: indexDisplayMode) }
}
extension TabViewStyleKind: TabViewStyle, TabViewStyleKindProviding {
    var styleKind: TabViewStyleKind { self }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}
extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}
extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

/// A tab view style as a value (the scene format's names), also usable as a `TabViewStyle`.
public struct TabViewStyleKind: Sendable, Hashable {
    enum Kind: Sendable, Hashable { case tabBar, page(PageTabViewStyle.IndexDisplayMode) }
    let kind: Kind
    /// The tab bar (iOS's default).
    public static var automatic: TabViewStyleKind { TabViewStyleKind(kind: .tabBar) }
    /// The tab bar.
    public static var tabBarOnly: TabViewStyleKind { TabViewStyleKind(kind: .tabBar) }
    /// Pages side by side, the current one shown, with page dots when there are several.
    public static var page: TabViewStyleKind { TabViewStyleKind(kind: .page(.automatic)) }
    /// Pages with the dots shown always, when several, or never.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> TabViewStyleKind {
        TabViewStyleKind(kind: .page(indexDisplayMode))
    }
}

/// The paging style's options, as SwiftUI's `PageTabViewStyle`.
public struct PageTabViewStyle: Sendable {
    /// When the page dots show.
    public enum IndexDisplayMode: Sendable, Hashable { case automatic, always, never }
    let indexDisplayMode: IndexDisplayMode
    public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }
}

private struct TabViewStyleKey: EnvironmentKey { static let defaultValue = TabViewStyleKind.automatic }
extension EnvironmentValues {
    var tabViewStyle: TabViewStyleKind {
        get { self[TabViewStyleKey.self] }
        set { self[TabViewStyleKey.self] = newValue }
    }
}

extension View {
    /// The look of `TabView`s inside: `.page`, `.page(indexDisplayMode:)` or the tab bar.
    public func tabViewStyle(_ style: TabViewStyleKind) -> some View { environment(\.tabViewStyle, style) }
    /// The look of `TabView`s inside: `.page`, `PageTabViewStyle()`, `.sidebarAdaptable`…
    /// (a custom style draws as the tab bar).
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        environment(\.tabViewStyle, (style as? any TabViewStyleKindProviding)?.styleKind ?? .automatic)
    }
}

/// Tabs, one shown at a time, as SwiftUI's `TabView`: with a tab bar at the bottom (iOS 18's
/// look) or, with `.tabViewStyle(.page)`, as pages with dots.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never
    let selection: SelectionValue?
    let content: Content

    /// Tabs whose shown one is the tab tagged `selection`'s value.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection?.wrappedValue
        self.content = content()
    }
}

extension TabView where SelectionValue == Int {
    /// Tabs showing the first.
    public init(@ViewBuilder content: () -> Content) {
        self.selection = nil
        self.content = content()
    }
}

extension ViewNode {
    /// The preferences of the modifiers wrapping this node directly (`.tabItem{}.tag(1)`),
    /// not those of views inside it.
    @MainActor var wrappingPreferences: [NavigationPreference] {
        var out: [NavigationPreference] = []
        var n: ViewNode? = self
        while let node = n, let p = node.behavior as? NavigationPreferenceBehavior {
            out.append(p.preference)
            n = node.children.first
        }
        return out
    }

    /// The tag a selection means this tab by, wherever `.tag(_:)` sits among the modifiers
    /// wrapping it (`.tabItem{}.tag(1)` or `.tag(1).tabItem{}`), else its `ForEach` id: read
    /// from the identity of the innermost wrapped node, which carries every wrapper's tag.
    @MainActor func tabTag(below prefix: ViewIdentity) -> AnyHashable? {
        var n = self
        while n.behavior is NavigationPreferenceBehavior, let inner = n.children.first { n = inner }
        return n.identity.tag(below: prefix)
    }
}

extension TabView: PrimitiveView {
    package func makeNode(_ context: ResolveContext) -> ViewNode {
        // The tabs see where their bar is, as iOS tells them (`tabBarPlacement`): the bottom
        // bar Flipbook draws, or the page dots.
        let placement: TabBarPlacement
        switch context.environment.tabViewStyle.kind {
        case .tabBar: placement = .bottomBar
        case .page: placement = .pageIndicator
        }
        let tabs = resolveViewList(of: content, context.child(.content).with { $0.tabBarPlacement = placement })
        var selected = 0
        if let selection {
            let want = AnyHashable(selection)
            let listIdentity = context.child(.content).identity
            selected = tabs.firstIndex { $0.tabTag(below: listIdentity) == want } ?? 0
        }
        guard !tabs.isEmpty else {
            return ViewNode(identity: context.identity, behavior: TabViewBehavior(count: 0, selected: 0, style: context.environment.tabViewStyle),
                            children: [], environment: context.environment)
        }
        var children = [tabs[selected]]
        switch context.environment.tabViewStyle.kind {
        case .tabBar:
            var items: [(info: TabItemInfo?, badge: Text?)] = []
            for (i, tab) in tabs.enumerated() {
                var info: TabItemInfo?
                var badge: Text?
                for p in tab.wrappingPreferences {
                    if case .tabItem(let t) = p, info == nil { info = t }
                    if case .badge(let b) = p, badge == nil { badge = b }
                }
                items.append((info, badge))
                guard !context.environment.usesDesign26 else { continue }
                let item = TabBarItemView(info: info, badge: badge, isSelected: i == selected)
                children.append(resolveSingle(of: item, context.child(.explicit("tab.\(i)"))))
            }
            // iOS 26: one floating glass bar in the whole slot (TabBar26View.swift).
            if context.environment.usesDesign26 {
                children.append(resolveSingle(of: TabBar26View(items: items, selected: selected), context.child(.explicit("tabBar26"))))
            }
        case .page(let mode):
            let show = mode == .always || (mode == .automatic && tabs.count > 1)
            if show {
                children.append(resolveSingle(of: PageDotsView(count: tabs.count, selected: selected), context.child(.explicit("dots"))))
            }
        }
        return ViewNode(identity: context.identity, behavior: TabViewBehavior(count: tabs.count, selected: selected, style: context.environment.tabViewStyle),
                        children: children, environment: context.environment)
    }
}

/// The tab bar's metrics (iOS 18, iPhone). Published: the 49 pt bar above the home
/// indicator, 10 pt labels. Chosen by eye from screenshots (Apple publishes no more):
/// - items share the width equally; the icon (SF Symbol at 22 pt) in a 28 pt box from 4 pt
///   below the bar's top, the 10 pt medium title 1 pt below it;
/// - the selected item in the tint, the others in #8E8E93 (system grey) in both schemes;
/// - a badge a red (#FF3B30) capsule at least 18 pt across, its 13 pt white text, centred
///   14 pt right of and 9 pt above the icon's middle;
/// - at rest (content not scrolled under it) iOS 15+ draws the bar with no background: so
///   does Flipbook;
/// - page dots: 8 pt, 16 pt apart, white (50 % for the others), centred 20 pt above the
///   bottom of the safe area.
enum TabBarMetrics {
    static let height: CGFloat = 49
    static let iconBox: CGFloat = 28
    static let iconTop: CGFloat = 4
    static let unselected = Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255)
    static let badge = Color(red: 1, green: 59 / 255, blue: 48 / 255)
}

/// One item of the tab bar.
struct TabBarItemView: View {
    let info: TabItemInfo?
    let badge: Text?
    let isSelected: Bool

    var body: some View {
        VStack(spacing: 1) {
            ZStack {
                if let icon = info?.icon { icon.font(.system(size: 22)).imageScale(.medium) }
                if let badge {
                    badge.font(.system(size: 13)).foregroundStyle(Color.white)
                        .padding(.horizontal, 5).frame(minWidth: 18, minHeight: 18)
                        .background(Capsule().fill(TabBarMetrics.badge))
                        .offset(x: 14, y: -9)
                }
            }
            .frame(height: TabBarMetrics.iconBox)
            if let title = info?.title { title.font(.system(size: 10, weight: .medium)).lineLimit(1) }
            if let other = info?.other { other.font(.system(size: 10, weight: .medium)) }
        }
        .padding(.top, TabBarMetrics.iconTop)
        .frame(maxWidth: .infinity, alignment: .top)
        .modifier(TabItemTint(isSelected: isSelected))
    }
}

/// The tint for the selected item, grey for the rest.
struct TabItemTint: ViewModifier {
    let isSelected: Bool
    func body(content: Content) -> some View {
        if isSelected { content.foregroundStyle(.tint) } else { content.foregroundStyle(TabBarMetrics.unselected) }
    }
}

/// A page control's dots.
struct PageDotsView: View {
    let count: Int
    let selected: Int
    @Environment(\.pageIndexBackground) private var background
    var body: some View {
        HStack(spacing: 8) {
            ForEach(0..<count, id: \.self) { i in
                Circle().fill(Color.white.opacity(i == selected ? 1 : 0.5)).frame(width: 8, height: 8)
            }
        }
        .padding(.horizontal, background == .always ? 8 : 0)
        .padding(.vertical, background == .always ? 6 : 0)
        .background(Capsule().fill(Color.black.opacity(background == .always ? PageIndexMetrics.backgroundOpacity : 0)))
    }
}

/// Lays out a tab view: the shown tab over the whole frame less the tab bar (whose items
/// share the bottom 49 pt of the safe area), or, as pages, the whole frame with the dots.
struct TabViewBehavior: NodeBehavior, NavigationScope {
    let count: Int
    let selected: Int
    let style: TabViewStyleKind
    var debugName: String { "TabView" }

    var barHeight: CGFloat { style.kind == .tabBar && count > 0 ? TabBarMetrics.height : 0 }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        guard let first = node.children.first else { return proposal.replacingUnspecifiedDimensions() }
        let c = first.sizeThatFits(ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - barHeight) }))
        return CGSize(width: proposal.width ?? c.width, height: proposal.height ?? c.height + barHeight)
    }

    func placeChildren(in frame: CGRect, node: ViewNode) {
        guard !node.children.isEmpty else { return }
        let content = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: max(0, frame.height - barHeight))
        SafeAreaRegion.with(SafeAreaRegion.current?.narrowedTo(content)) { node.children[0].place(in: content) }
        let rest = node.children.dropFirst()
        switch style.kind {
        case .tabBar:
            let w = frame.width / CGFloat(max(1, rest.count))
            for (i, item) in rest.enumerated() {
                let slot = CGRect(x: frame.minX + CGFloat(i) * w, y: frame.maxY - barHeight, width: w, height: barHeight)
                let s = item.sizeThatFits(ProposedViewSize(width: w, height: nil))
                item.place(in: CGRect(x: slot.minX, y: slot.minY, width: w, height: s.height))
            }
        case .page:
            for dots in rest {
                let s = dots.sizeThatFits(.unspecified)
                dots.place(in: CGRect(x: frame.midX - s.width / 2, y: frame.maxY - 20 - s.height / 2, width: s.width, height: s.height))
            }
        }
    }
}
