/// An item the system puts in a bar, placed where you choose, as SwiftUI's
/// `DefaultToolbarItem` (iOS 26): `.search` (the field of `searchable`), `.sidebarToggle`
/// (the split view's sidebar button), `.title`.
///
/// ```swift
/// .toolbar {
///     ToolbarItem(placement: .bottomBar) { FilterButton() }
///     DefaultToolbarItem(kind: .search, placement: .bottomBar)
/// }
/// ```
///
/// Flipbook draws iOS 17/18's bars, where these items are not toolbar items: the search field
/// shows under the navigation title as `searchable` puts it, the title in the bar, and split
/// views draw no sidebar button. The item is accepted with no pixels of its own (the
/// default item stays where iOS 17/18 shows it), so a toolbar listing it shows its other
/// items exactly as without it.
public struct DefaultToolbarItem: ToolbarContent, ToolbarEntriesProviding {
    public typealias Body = Never
    let kind: ToolbarDefaultItemKind
    let placement: ToolbarItemPlacement

    /// The system's `kind` of item at `placement`.
    public init(kind: ToolbarDefaultItemKind, placement: ToolbarItemPlacement = .automatic) {
        self.kind = kind
        self.placement = placement
    }

    var entries: [ToolbarEntry] { [] }
}

extension ToolbarDefaultItemKind {
    /// The search field `searchable` adds (iOS 26), for ``DefaultToolbarItem``.
    public static let search = ToolbarDefaultItemKind(kind: .search)
}
