/// The tint of list items, as SwiftUI's `ListItemTint`: set with ``View/listItemTint(_:)-(ListItemTint?)``.
///
/// On iOS a list item's tint colours its tinted parts (a `Label`'s icon in a sidebar, a
/// disclosure chevron, a selected checkmark): Flipbook draws it as the row's `tint`.
public struct ListItemTint: Sendable {
    let color: Color?

    /// Always this colour.
    public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
    /// This colour unless the system overrides it (iOS does not): drawn as `fixed`.
    public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
    /// Grey-free monochrome: the primary label colour.
    public static let monochrome = ListItemTint(color: .primary)
}

extension View {
    /// Sets the tint of the list items in this view (`nil` leaves the tint as it is).
    public func listItemTint(_ tint: ListItemTint?) -> some View {
        self.tint(tint?.color)
    }

    /// Sets a fixed tint for the list items in this view (`nil` leaves the tint as it is).
    public func listItemTint(_ tint: Color?) -> some View {
        self.tint(tint)
    }
}
