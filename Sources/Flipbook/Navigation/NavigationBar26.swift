/// The navigation bar's and bottom toolbar's items in the iOS 26 design
/// (``EnvironmentValues/designRequiresCompatibility`` `false`): each item (a `ToolbarItem`, or a
/// `ToolbarItemGroup` together) sits in a Liquid Glass capsule 44 pt tall — a circle for a lone
/// symbol — drawn in the label colour rather than the tint; the back button is the chevron
/// alone in a 44 pt glass circle. The bar itself has no background at rest, as in iOS 18's
/// automatic visibility (a `toolbarBackground(_:for:)` made visible keeps its background).
/// From Apple's iOS 26 pictures (the HIG's Toolbars page, Settings, Mail): 44 pt circles and
/// capsules (measured against the 17 pt text), label-coloured symbols; the capsules' side
/// padding (12 pt) and their places in the bar (iOS 18's margins and spacing) are estimates.
enum NavigationBar26 {
    static let itemHeight: CGFloat = 44
    static let itemPadding: CGFloat = 12

    /// A bar item in its glass capsule.
    @MainActor static func item<V: View>(_ content: V) -> some View {
        content
            .foregroundStyle(.primary)
            .tint(Color.primary)
            .padding(.horizontal, itemPadding)
            .frame(minWidth: itemHeight, minHeight: itemHeight)
            .glassEffect(.regular, in: Capsule())
    }

    /// The back button: the chevron alone, in a glass circle.
    @MainActor static func backButton() -> some View {
        // The icon font's chevron is half its em: drawn at 34 pt for SF's ~19 pt chevron, as
        // the iOS 18 back button draws it.
        Image(systemName: "chevron.backward").font(.system(size: 34, weight: .semibold)).frame(width: 12, height: 22)
            .foregroundStyle(.primary)
            .frame(width: itemHeight, height: itemHeight)
            .glassEffect(.regular, in: Circle())
    }
}
