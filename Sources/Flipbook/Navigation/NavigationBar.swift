/// The navigation bar's metrics (iOS 17/18, iPhone portrait). Published by Apple: the 44 pt
/// bar, the 34 pt bold large title and 17 pt semibold inline title, 16 pt margins, the 49 pt
/// bottom toolbar. Chosen by eye from screenshots (Apple does not publish them):
/// - the large-title row is 52 pt (bar and title 96 pt), the title's top 3 pt into it;
/// - the back button's chevron (12 pt wide, ~19 pt tall) 8 pt from the leading edge, its title
///   6 pt after it,
///   the previous screen's title when it has 12 characters or fewer, else "Back";
/// - items in a slot 16 pt apart;
/// - with a visible background, the bar is iOS's chrome grey (#F9F9F9 light, #1D1D1D dark,
///   opaque here: no blur) over a hairline (#C6C6C8 / #38383A), reaching under the status bar.
enum NavigationBarMetrics {
    static let barHeight: CGFloat = 44
    static let largeTitleRow: CGFloat = 52
    static let largeTitleTop: CGFloat = 3
    static let margin: CGFloat = 16
    static let backButtonLeading: CGFloat = 8
    static let itemSpacing: CGFloat = 16
    static let bottomBarHeight: CGFloat = 49
    static let background = Color(light: Color(red: 249 / 255, green: 249 / 255, blue: 249 / 255),
                                  dark: Color(red: 29 / 255, green: 29 / 255, blue: 29 / 255))
    static let separator = Color(light: Color(red: 198 / 255, green: 198 / 255, blue: 200 / 255),
                                 dark: Color(red: 56 / 255, green: 56 / 255, blue: 58 / 255))
}

/// Which children of a navigation stack's node are which.
struct NavigationBarSlots {
    var background: Int?
    /// The iOS 18 bar's background when its visibility is automatic: drawn only once content
    /// has scrolled under the bar (NavigationBarScroll.swift).
    var automaticBackground: Int?
    var bottomBackground: Int?
    var back: Int?
    var leading: [Int] = []
    var trailing: [Int] = []
    var title: Int?
    var principal: Int?
    var bottom: Int?
    var search: Int?
    /// The search field is active: it takes the bar's place, with no title rows.
    var searchActive = false
    /// iOS 26: the (idle) search field sits at the screen's foot, not in the bar's drawer.
    var searchAtFoot = false
}

/// Builds a stack's node: the shown screen, then the bar's parts resolved as views.
@MainActor
struct NavigationBarBuilder {
    let screen: NavigationScreen
    let previous: NavigationScreen?
    let context: ResolveContext

    func node() -> ViewNode {
        var children = [screen.node]
        var slots = NavigationBarSlots()
        var inlineTitle: ViewNode?
        let large = screen.displayMode == .large
        // The bar's colour scheme shows where its background does, as iOS applies it.
        let barScheme = screen.backgroundVisibility == .visible ? screen.barColorScheme : nil
        let design26 = context.environment.usesDesign26
        func add<V: View>(_ view: V, _ name: String) -> Int {
            children.append(resolveSingle(of: view, context.child(.explicit("bar.\(name)"))))
            return children.count - 1
        }
        // A fixed spacer only splits iOS 26's capsules: the iOS 18 bottom bar leaves it out.
        let bottomEntries = screen.toolbar.filter { $0.placement.slot == .bottom && (design26 || $0.spacer?.isFlexible ?? true) }
        let hasBottom = (design26 ? bottomEntries.contains { $0.spacer == nil } : !bottomEntries.isEmpty) && !screen.bottomBarHidden
        if !screen.barHidden {
            if screen.backgroundVisibility == .visible {
                let fill = screen.background ?? AnyShapeStyle(NavigationBarMetrics.background)
                slots.background = add(VStack(spacing: 0) {
                    Rectangle().fill(fill)
                    Rectangle().fill(NavigationBarMetrics.separator).frame(height: 1 / max(1, context.environment.displayScale))
                }.modifier(BarColorSchemeModifier(scheme: barScheme)), "background")
            } else if screen.backgroundVisibility == .automatic, !design26 {
                // iOS 18: transparent at the scroll edge, the standard bar once content is under it.
                slots.automaticBackground = add(VStack(spacing: 0) {
                    Rectangle().fill(NavigationBarMetrics.background)
                    Rectangle().fill(NavigationBarMetrics.separator).frame(height: 1 / max(1, context.environment.displayScale))
                }, "background")
            }
            let searchActive = screen.search?.isActive == true
            if previous != nil, !screen.backButtonHidden, !searchActive, design26 {
                slots.back = add(NavigationBar26.backButton().modifier(BarColorSchemeModifier(scheme: barScheme)), "back")
            } else if let previous, !screen.backButtonHidden, !searchActive {
                // The editor and browser roles show the chevron alone, as iOS does.
                let titled = screen.role.map { !$0.hidesBackTitle } ?? true
                let name = previous.title.map { $0.plainString }.flatMap { $0.isEmpty || $0.count > 12 ? nil : $0 } ?? "Back"
                slots.back = add(HStack(spacing: 6) {
                    // SF's 17 pt back chevron is ~19 pt tall; the icon font's chevron is half its
                    // em, so it is drawn at 34 pt in the chevron's 12 pt-wide box.
                    Image(systemName: "chevron.backward").font(.system(size: 34, weight: .semibold)).frame(width: 12, height: 22)
                    if titled { Text(verbatim: name).font(.system(size: 17)) }
                }.foregroundStyle(.tint).modifier(BarColorSchemeModifier(scheme: barScheme)), "back")
            }
            if let search = screen.search {
                slots.search = add(SearchBarView(info: search), "search")
                slots.searchActive = searchActive
                slots.searchAtFoot = SearchAtFoot26.applies(search, design26: design26, environment: context.environment,
                                                            bottomBar: hasBottom)
            }
            // iOS 26: neighbouring items of a side share one capsule until a spacer (NavigationBar26.swift).
            var runs: [ToolbarItemPlacement.Slot: (views: [AnyView], first: Int)] = [:]
            func flush(_ slot: ToolbarItemPlacement.Slot) {
                guard let run = runs.removeValue(forKey: slot), !run.views.isEmpty else { return }
                let capsule = NavigationBar26.group(run.views).modifier(BarColorSchemeModifier(scheme: barScheme))
                if slot == .leading { slots.leading.append(add(capsule, "item\(run.first)")) }
                else { slots.trailing.append(add(capsule, "item\(run.first)")) }
            }
            for (i, e) in screen.toolbar.enumerated() where !searchActive && design26 && (e.placement.slot == .leading || e.placement.slot == .trailing) {
                if e.spacer != nil { flush(e.placement.slot); continue }
                let styled = e.content.font(.system(size: 17, weight: e.placement.emphasised ? .semibold : .regular)).imageScale(.large)
                runs[e.placement.slot, default: ([], i)].views.append(AnyView(styled))
            }
            flush(.leading)
            flush(.trailing)
            for (i, e) in screen.toolbar.enumerated() where !searchActive && !(design26 && (e.placement.slot == .leading || e.placement.slot == .trailing)) {
                // Symbols in bar buttons draw at the large image scale, as UIKit's bar items.
                let styled = e.content.font(.system(size: 17, weight: e.placement.emphasised ? .semibold : .regular)).imageScale(.large)
                let item = (design26 && e.placement.slot != .principal ? AnyView(NavigationBar26.item(styled)) : AnyView(styled))
                    .modifier(BarColorSchemeModifier(scheme: barScheme))
                switch e.placement.slot {
                case .leading: slots.leading.append(add(HStack(spacing: NavigationBarMetrics.itemSpacing) { item }, "item\(i)"))
                case .trailing: slots.trailing.append(add(HStack(spacing: NavigationBarMetrics.itemSpacing) { item }, "item\(i)"))
                case .principal: if slots.principal == nil { slots.principal = add(item, "principal") }
                case .bottom, .none: break
                }
            }
            if slots.principal == nil, !slots.searchActive, let title = screen.title {
                let menu = screen.titleMenu
                slots.title = add(HStack(spacing: large ? 6 : 4) {
                    title.font(.system(size: large ? 34 : 17, weight: large ? .bold : .semibold))
                        .foregroundStyle(.primary).lineLimit(1)
                    // A title menu's chevron, as iOS 16+ draws it beside the title.
                    if menu {
                        Image(systemName: "chevron.down.circle.fill").font(.system(size: large ? 20 : 15))
                            .foregroundStyle(.secondary)
                    }
                }.modifier(BarColorSchemeModifier(scheme: barScheme)), "title")
                if large {
                    // Not a child: drawn only once the large title has scrolled away, so the
                    // tree (texts, accessibility) holds one title.
                    inlineTitle = resolveSingle(of: HStack(spacing: 4) {
                        title.font(.system(size: 17, weight: .semibold)).foregroundStyle(.primary).lineLimit(1)
                        if menu { Image(systemName: "chevron.down.circle.fill").font(.system(size: 15)).foregroundStyle(.secondary) }
                    }.modifier(BarColorSchemeModifier(scheme: barScheme)), context.child(.explicit("bar.inlineTitle")))
                }
            }
        }
        if hasBottom {
            slots.bottomBackground = nil
            // Separate items spread across the bar; a group's own spacers place its items.
            if design26 {
                slots.bottom = add(NavigationBar26.bottomBar(bottomEntries), "bottom")
            } else {
                let views = bottomEntries.map { e in AnyView(e.content.font(.system(size: 17)).imageScale(.large)) }
                slots.bottom = add(HStack(spacing: 0) {
                    ForEach(views.indices, id: \.self) { i in
                        if i > 0, !bottomEntries[i].isGroup || !bottomEntries[i - 1].isGroup { Spacer(minLength: 8) }
                        views[i]
                    }
                }, "bottom")
            }
        }
        let behavior = NavigationStackBehavior(slots: slots, barHidden: screen.barHidden, large: large && !slots.searchActive, hasBottom: hasBottom,
                                              inlineTitle: inlineTitle)
        return ViewNode(identity: context.identity, behavior: behavior, children: children, environment: context.environment)
    }
}

extension Text {
    /// The text's characters, without styling.
    var plainString: String { runs.map(\.string).joined() }
}

/// Lays out a navigation stack: the bar at the top of its frame (44 pt, 96 with a large
/// title), the bottom bar (49 pt) at its foot, the screen in between with its safe area
/// stopping at the bars, so what ignores the safe area runs under them as on iOS.
struct NavigationStackBehavior: NodeBehavior, NavigationScope {
    let slots: NavigationBarSlots
    let barHidden: Bool
    let large: Bool
    let hasBottom: Bool
    /// A large title's inline form, shown once the large title has scrolled under the bar
    /// (outside `children`; NavigationBarScroll.swift).
    let inlineTitle: ViewNode?
    /// Where the screen's scroll view is, as the bar follows it (NavigationBarScroll.swift).
    let scroll = NavigationBarScroll()
    var debugName: String { "NavigationStack" }

    var topHeight: CGFloat {
        if barHidden { return 0 }
        if slots.searchActive { return SearchBarMetrics.row }
        return NavigationBarMetrics.barHeight + (large ? NavigationBarMetrics.largeTitleRow : 0)
            + (slots.search != nil && !slots.searchAtFoot ? SearchBarMetrics.row : 0)
    }
    var bottomHeight: CGFloat { hasBottom || slots.searchAtFoot ? NavigationBarMetrics.bottomBarHeight : 0 }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let bars = topHeight + bottomHeight
        let c = node.children[0].sizeThatFits(ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - bars) }))
        return CGSize(width: proposal.width ?? c.width, height: proposal.height ?? c.height + bars)
    }

    func placeChildren(in frame: CGRect, node: ViewNode) {
        let m = NavigationBarMetrics.self
        let content = CGRect(x: frame.minX, y: frame.minY + topHeight, width: frame.width,
                             height: max(0, frame.height - topHeight - bottomHeight))
        let tracker = BarScrollTracker(contentTop: content.minY)
        BarScrollTracker.with(barHidden ? nil : tracker) {
            SafeAreaRegion.with(SafeAreaRegion.current?.narrowedTo(content)) {
                // A screen smaller than the space (a lone `Text`) is centred in it, as SwiftUI
                // centres a stack's root.
                let s = node.children[0].sizeThatFits(ProposedViewSize(content.size))
                node.children[0].place(in: CGRect(x: content.midX - s.width / 2, y: content.midY - s.height / 2, width: s.width, height: s.height))
            }
        }
        follow(tracker)
        let region = SafeAreaRegion.current
        let row = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: m.barHeight)
        func size(_ i: Int, width: CGFloat? = nil) -> CGSize { node.children[i].sizeThatFits(ProposedViewSize(width: width, height: nil)) }
        func centredY(_ s: CGSize) -> CGFloat { row.midY - s.height / 2 }

        if let b = slots.background ?? slots.automaticBackground {
            // A large title scrolled up takes its part of the bar with it.
            var bar = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: topHeight - scroll.collapse)
            if let region { bar = region.expanded(bar, edges: [.top, .leading, .trailing]) }
            node.children[b].place(in: bar)
        }
        var leadingEdge = frame.minX + m.margin
        if let b = slots.back {
            let s = size(b)
            node.children[b].place(in: CGRect(x: frame.minX + m.backButtonLeading, y: centredY(s), width: s.width, height: s.height))
            leadingEdge = frame.minX + m.backButtonLeading + s.width + m.itemSpacing
        }
        for i in slots.leading {
            let s = size(i)
            node.children[i].place(in: CGRect(x: leadingEdge, y: centredY(s), width: s.width, height: s.height))
            leadingEdge += s.width + m.itemSpacing
        }
        var trailingEdge = frame.maxX - m.margin
        for i in slots.trailing.reversed() {
            let s = size(i)
            node.children[i].place(in: CGRect(x: trailingEdge - s.width, y: centredY(s), width: s.width, height: s.height))
            trailingEdge -= s.width + m.itemSpacing
        }
        // The middle keeps clear of both sides, centred on the bar.
        let side = max(leadingEdge - frame.minX, frame.maxX - trailingEdge)
        let middleWidth = max(0, frame.width - 2 * side)
        if let p = slots.principal {
            let s = size(p, width: middleWidth)
            node.children[p].place(in: CGRect(x: row.midX - s.width / 2, y: centredY(s), width: s.width, height: s.height))
        }
        if let t = slots.title {
            if large {
                let s = size(t, width: frame.width - 2 * m.margin)
                node.children[t].place(in: CGRect(x: frame.minX + m.margin, y: frame.minY + m.barHeight + m.largeTitleTop - scroll.collapse,
                                                  width: s.width, height: s.height))
                if let inline = inlineTitle {
                    let s = inline.sizeThatFits(ProposedViewSize(width: middleWidth, height: nil))
                    inline.place(in: CGRect(x: row.midX - s.width / 2, y: centredY(s), width: s.width, height: s.height))
                }
            } else {
                let s = size(t, width: middleWidth)
                node.children[t].place(in: CGRect(x: row.midX - s.width / 2, y: centredY(s), width: s.width, height: s.height))
            }
        }
        if let f = slots.search {
            // Under the titles (or, active, in the bar's place), 16 pt from the sides.
            // iOS 26: in the bottom bar's slot at the screen's foot (SearchAtFoot26.swift).
            let slot = slots.searchAtFoot ? m.bottomBarHeight : SearchBarMetrics.row
            let top = slots.searchAtFoot ? frame.maxY - slot : frame.minY + topHeight - slot
            let w = frame.width - 2 * m.margin
            let s = node.children[f].sizeThatFits(ProposedViewSize(width: w, height: nil))
            node.children[f].place(in: CGRect(x: frame.minX + m.margin, y: top + (slot - s.height) / 2,
                                              width: w, height: s.height))
        }
        if let b = slots.bottom {
            let bar = CGRect(x: frame.minX + m.margin, y: frame.maxY - m.bottomBarHeight, width: frame.width - 2 * m.margin, height: m.bottomBarHeight)
            let s = node.children[b].sizeThatFits(ProposedViewSize(width: bar.width, height: nil))
            node.children[b].place(in: CGRect(x: bar.minX, y: bar.midY - s.height / 2, width: max(s.width, bar.width), height: s.height))
        }
    }
}

/// The bar's parts in the colour scheme `toolbarColorScheme` asks for.
struct BarColorSchemeModifier: ViewModifier {
    let scheme: ColorScheme?
    func body(content: Content) -> some View {
        if let scheme { content.environment(\.colorScheme, scheme) } else { content }
    }
}
