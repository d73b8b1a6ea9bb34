/// The order of a menu's items, as SwiftUI's `MenuOrder`.
public struct MenuOrder: Hashable, Sendable {
    let kind: Int
    public static let automatic = MenuOrder(kind: 0)
    public static let priority = MenuOrder(kind: 1)
    public static let fixed = MenuOrder(kind: 2)
}

/// Whether choosing an item closes the menu, as SwiftUI's `MenuActionDismissBehavior`.
public struct MenuActionDismissBehavior: Equatable, Sendable {
    let kind: Int
    public static let automatic = MenuActionDismissBehavior(kind: 0)
    public static let enabled = MenuActionDismissBehavior(kind: 1)
    public static let disabled = MenuActionDismissBehavior(kind: 2)
}

private struct MenuOrderKey: EnvironmentKey { static let defaultValue = MenuOrder.automatic }
private struct MenuIndicatorKey: EnvironmentKey { static let defaultValue = Visibility.automatic }

extension EnvironmentValues {
    /// The order menus inside list their items in (a closed menu, as drawn, shows none).
    public var menuOrder: MenuOrder {
        get { self[MenuOrderKey.self] }
        set { self[MenuOrderKey.self] = newValue }
    }
    /// Whether menus inside show their indicator.
    public var menuIndicatorVisibility: Visibility {
        get { self[MenuIndicatorKey.self] }
        set { self[MenuIndicatorKey.self] = newValue }
    }
}

extension View {
    /// The order of the items of menus inside: accepted, no pixels (an open menu,
    /// `flipbookMenuPresented`, lists its items in the order written, as `.fixed` does).
    public func menuOrder(_ order: MenuOrder) -> some View { environment(\.menuOrder, order) }
    /// Accepted, no pixels: whether choosing an item closes the menu.
    public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> some View { self }
    /// Whether menus inside show their indicator: accepted (iOS button-styled menus draw
    /// none; a menu-style picker keeps its chevrons).
    public func menuIndicator(_ visibility: Visibility) -> some View { environment(\.menuIndicatorVisibility, visibility) }
}

extension Menu where Label == Text {
    /// A menu titled from a string literal whose tap runs `primaryAction` (a long press would
    /// open the menu).
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }
    /// A menu titled from a string whose tap runs `primaryAction`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == Flipbook.Label<Text, Image> {
    /// A menu with a title and an SF Symbol whose tap runs `primaryAction`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content,
                primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Flipbook.Label(titleKey, systemImage: systemImage) }, primaryAction: primaryAction)
    }
    /// A menu with a string title and an SF Symbol whose tap runs `primaryAction`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content,
                                   primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Flipbook.Label(title, systemImage: systemImage) }, primaryAction: primaryAction)
    }
}
