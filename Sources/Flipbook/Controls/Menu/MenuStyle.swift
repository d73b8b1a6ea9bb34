/// The look of a `Menu`, as SwiftUI's `MenuStyle`. A still shows a menu closed: its label.
///
/// ```swift
/// struct RedBorderMenuStyle: MenuStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Menu(configuration).border(.red)
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol MenuStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = MenuStyleConfiguration
}

/// What a ``MenuStyle`` draws from, as SwiftUI's `MenuStyleConfiguration`; `Menu(configuration)`
/// makes a menu from it that uses the next outer style.
public struct MenuStyleConfiguration {
    /// Keeps ``Label`` a type of its own.
    public enum LabelTag {}
    /// Keeps ``Content`` a type of its own.
    public enum ContentTag {}
    /// The menu's type-erased label.
    public typealias Label = StyleConfigurationPart<LabelTag>
    /// The menu's type-erased content (its items, not drawn while closed).
    public typealias Content = StyleConfigurationPart<ContentTag>
    let label: Label
    let content: Content
}

/// The platform's menu look, as SwiftUI's `DefaultMenuStyle`: the label as a button in the
/// button style in force (borderless, tinted, by default).
public struct DefaultMenuStyle: MenuStyle {
    /// The style.
    public init() {}
    /// The closed menu.
    public func makeBody(configuration: Configuration) -> some View {
        Button(action: {}) { configuration.label }
    }
}

/// A menu drawn as a button, as SwiftUI's `ButtonMenuStyle` (`.button`): the same closed look.
public struct ButtonMenuStyle: MenuStyle {
    /// The style.
    public init() {}
    /// The closed menu.
    public func makeBody(configuration: Configuration) -> some View {
        Button(action: {}) { configuration.label }
    }
}

extension MenuStyle where Self == DefaultMenuStyle {
    /// The platform's default.
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}
extension MenuStyle where Self == ButtonMenuStyle {
    /// A button that opens the menu (takes the button style in force).
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

/// Menu styles in the environment (``View/menuStyle(_:)``).
enum MenuStyles: StyleFamily {
    static var automatic: any MenuStyle { DefaultMenuStyle() }
    static func body(of style: any MenuStyle, configuration: MenuStyleConfiguration) -> any View {
        style.makeBody(configuration: configuration)
    }
}

extension View {
    /// Sets the style of menus in this view (the nearest style wins).
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View { modifier(StyleStackModifier<MenuStyles>(style)) }
}
