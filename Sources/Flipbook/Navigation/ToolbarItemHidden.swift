extension View {
    /// Hides this view inside a toolbar item's `ControlGroup` without hiding the whole group,
    /// as SwiftUI's `toolbarItemHidden(_:)`: a hidden view is not drawn and takes no room, so
    /// its neighbours close up (iOS shows it again only while the user customises the
    /// toolbar, which a still never shows).
    ///
    /// ```swift
    /// ToolbarItem(id: "share") {
    ///     ControlGroup {
    ///         ShareButton()
    ///         CollaborationButton().toolbarItemHidden(!inCollaboration)
    ///     }
    /// }
    /// ```
    public func toolbarItemHidden(_ hidden: Bool = true) -> some View {
        modifier(ToolbarItemHiddenModifier(hidden: hidden))
    }
}

/// Leaves its content out of the view list when hidden (no node: no room, no drawing).
struct ToolbarItemHiddenModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let hidden: Bool

    func resolve(_ content: (ResolveContext) -> [ViewNode], _ context: ResolveContext) -> [ViewNode] {
        hidden ? [] : content(context)
    }
}

extension ToolbarContent {
    /// Hides this toolbar content, as SwiftUI's `hidden(_:)` on toolbar content (iOS 26.4):
    /// a hidden item is not in its bar.
    public func hidden(_ hidden: Bool = true) -> some ToolbarContent {
        ToolbarItemList(entries: hidden ? [] : toolbarEntries)
    }
}

extension CustomizableToolbarContent {
    /// Hides this toolbar item, as SwiftUI's `hidden(_:)` on customisable toolbar content
    /// (iOS 26.4): a hidden item is not in its bar.
    public func hidden(_ hidden: Bool = true) -> some CustomizableToolbarContent {
        ToolbarItemList(entries: hidden ? [] : toolbarEntries)
    }
}
