/// A control group shown as a menu button, as SwiftUI's `MenuControlGroupStyle`: the
/// group's label in the tint, as a closed `Menu` draws (its controls are in the menu).
public struct MenuControlGroupStyle: ControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        Menu { configuration.content } label: { configuration.label }
    }
}

/// A control group shown as a compact menu button, as SwiftUI's
/// `CompactMenuControlGroupStyle`: the label's icon alone.
public struct CompactMenuControlGroupStyle: ControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        Menu { configuration.content } label: { configuration.label }.labelStyle(.iconOnly)
    }
}

/// A row of the group's controls, as SwiftUI's `PaletteControlGroupStyle` (a palette shows
/// in menus; outside one, the row of controls, as the bar draws them).
public struct PaletteControlGroupStyle: ControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { ControlGroupBar(content: configuration.content) }
}

extension ControlGroupStyle where Self == MenuControlGroupStyle {
    /// A menu button.
    public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}
extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
    /// A compact menu button (the icon).
    public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}
extension ControlGroupStyle where Self == PaletteControlGroupStyle {
    /// A palette.
    public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}
