import FlipbookRaster

extension View {
    /// Draws the `Menu`s in this view open, their panel of items beside the button (Flipbook
    /// only: on iOS a tap opens a menu), as ``View/flipbookContextMenuPresented(_:)`` does for
    /// context menus. The panel shows the menu's buttons, its sections (titled, set apart by
    /// dividers), destructive items in red, a `Picker`'s options and `Toggle`s with their
    /// checkmarks, nested menus with a chevron, and `ControlGroup`s as a row of compact
    /// cells; in the iOS 26 design (``EnvironmentValues/designRequiresCompatibility`` `false`)
    /// on a Liquid Glass platter.
    public func flipbookMenuPresented(_ isPresented: Bool = true) -> some View {
        environment(\.menuForcedOpen, isPresented)
    }
}

private struct MenuForcedOpenKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// `Menu`s here are drawn open (``View/flipbookMenuPresented(_:)``).
    var menuForcedOpen: Bool {
        get { self[MenuForcedOpenKey.self] }
        set { self[MenuForcedOpenKey.self] = newValue }
    }
}

/// An open `Menu`: its button where it is and the panel of items by it. Not published by
/// Apple; from iOS 17/18 and iOS 26 pictures (estimates): the screen is not dimmed (a
/// button's menu, unlike a context menu, neither blurs nor dims what is behind it); iOS 18
/// puts the panel 8 pt below the button, its leading edge at the button's (its trailing edge
/// at the button's when it would leave the screen), above the button when there is no room
/// below; iOS 26 grows the glass panel out of the button, so it covers the button from its
/// top, and the button is not drawn. The panel is the context menu's platter (``ContextMenuMetrics``, ``ContextMenu26Metrics``).
struct MenuPanelBehavior: PrimaryChildBehavior {
    let design26: Bool
    var debugName: String { "MenuPanel" }

    func placeChildren(in frame: CGRect, node: ViewNode) {
        node.children[0].place(in: frame)
        let region = SafeAreaRegion.current
        let screen = region?.outer ?? RelativeFrameContainer.window ?? frame
        let safe = region?.safe ?? screen
        let m = ContextMenuMetrics.self
        SafeAreaRegion.with(nil) {
            let panel = node.children[1]
            let p = panel.sizeThatFits(ProposedViewSize(width: m.width, height: nil))
            var y = design26 ? frame.minY : frame.maxY + m.gap
            if y + p.height > safe.maxY { y = max(safe.minY, (design26 ? frame.maxY : frame.minY - m.gap) - p.height) }
            var x = frame.minX
            if x + p.width > screen.maxX - m.margin { x = frame.maxX - p.width }
            x = min(max(screen.minX + m.margin, x), screen.maxX - m.margin - p.width)
            panel.place(in: CGRect(x: x, y: y, width: p.width, height: p.height))
        }
    }

    /// iOS 26: the button has become the panel, so only the panel draws (the glass would
    /// otherwise show the button through it); iOS 18: the button, then the panel.
    func draw(_ node: ViewNode, into list: inout DisplayListBuilder) {
        if !design26 { node.children[0].draw(into: &list) }
        node.children[1].draw(into: &list)
    }
}

enum MenuPanel {
    /// The open menu's node: `closed` (the menu's button, resolved by its style) and the panel.
    @MainActor static func node<Content: View>(content: Content, context: ResolveContext,
                                               closed: (ResolveContext) -> ViewNode) -> ViewNode {
        let inner = context.child(.explicit("menu.button")).with { $0.menuForcedOpen = false }
        let button = closed(inner)
        let items = ContextMenuItems.collect(content)
        let design26 = context.environment.usesDesign26
        let panelContext = context.child(.explicit("menu.panel")).with { $0.menuForcedOpen = false }
        let panel = design26 ? resolveSingle(of: ContextMenu26Platter(items: items), panelContext)
                             : resolveSingle(of: ContextMenuPlatter(items: items), panelContext)
        return ViewNode(identity: context.identity, behavior: MenuPanelBehavior(design26: design26),
                        children: [button, panel], environment: context.environment)
    }
}
