extension View {
    /// Adds a context menu, as SwiftUI's `contextMenu(menuItems:)`: a long press (from a
    /// test: `ViewHost.press`, `wait(0.5)`) opens it, and the still shows it open as iOS
    /// 17/18 draws it (see ``ContextMenuMetrics``).
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        ContextMenuHost(content: self, menu: menuItems(), preview: Optional<EmptyView>.none)
    }

    /// A context menu whose long press shows `preview` above the menu instead of the view
    /// itself, as SwiftUI's `contextMenu(menuItems:preview:)`.
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        ContextMenuHost(content: self, menu: menuItems(), preview: preview())
    }

    /// A context menu for the selected rows of a list or table, as SwiftUI's
    /// `contextMenu(forSelectionType:menu:primaryAction:)`: the menu for an empty
    /// selection is drawn when the container is long-pressed. `primaryAction` runs on a
    /// double tap (macOS) and never in a still.
    public func contextMenu<I: Hashable, M: View>(forSelectionType itemType: I.Type = I.self,
                                                @ViewBuilder menu: @escaping (Set<I>) -> M,
                                                primaryAction: ((Set<I>) -> Void)? = nil) -> some View {
        ContextMenuHost(content: self, menu: menu([]), preview: Optional<EmptyView>.none)
    }

    /// The older form taking a ``ContextMenu`` value (`nil`: no menu).
    public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View {
        ContextMenuHost(content: self, menu: contextMenu?.items, preview: Optional<EmptyView>.none)
    }

    /// Draws this view's context menu open (Flipbook only; the same as a long press).
    public func flipbookContextMenuPresented(_ isPresented: Bool = true) -> some View {
        environment(\.contextMenuForcedOpen, isPresented)
    }
}

/// A context menu's items, as SwiftUI's (deprecated) `ContextMenu`.
public struct ContextMenu<MenuItems: View> {
    let items: MenuItems
    public init(@ViewBuilder menuItems: () -> MenuItems) { items = menuItems() }
}

private struct ContextMenuForcedOpenKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    var contextMenuForcedOpen: Bool {
        get { self[ContextMenuForcedOpenKey.self] }
        set { self[ContextMenuForcedOpenKey.self] = newValue }
    }
}

/// The view with a context menu: opens on a long press.
struct ContextMenuHost<Content: View, Menu: View, Preview: View>: View {
    let content: Content
    let menu: Menu?
    let preview: Preview?
    @State private var isOpen = false
    @Environment(\.contextMenuForcedOpen) private var forcedOpen

    var body: some View {
        content
            .onLongPressGesture(minimumDuration: 0.5) { if menu != nil { isOpen = true } }
            .modifier(ContextMenuPresentation(isOpen: (isOpen || forcedOpen) && menu != nil,
                                              items: menu.map { ContextMenuItems.collect($0) } ?? [],
                                              preview: preview.map { AnyView($0) },
                                              lifted: AnyView(content)))
    }
}
