/// How a `Picker` looks, as SwiftUI's `PickerStyle`. Only the built-in styles exist (SwiftUI
/// does not let apps write their own either).
public protocol PickerStyle: Sendable {}

/// The platform's choice, as SwiftUI's `DefaultPickerStyle`: `.menu` on iOS 16 and later.
public struct DefaultPickerStyle: PickerStyle { public init() {} }
/// A row of segments, as SwiftUI's `SegmentedPickerStyle`.
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
/// A button that opens a menu (drawn closed: the selected value and ⌃⌄ in the tint), as
/// SwiftUI's `MenuPickerStyle`.
public struct MenuPickerStyle: PickerStyle { public init() {} }
/// The options in place: rows with a checkmark in lists, a wheel elsewhere (as iOS), as
/// SwiftUI's `InlinePickerStyle`.
public struct InlinePickerStyle: PickerStyle { public init() {} }
/// A scrolling wheel, as SwiftUI's `WheelPickerStyle`.
public struct WheelPickerStyle: PickerStyle { public init() {} }
/// A row that pushes the options (drawn as the row: label, value, chevron), as SwiftUI's
/// `NavigationLinkPickerStyle`.
public struct NavigationLinkPickerStyle: PickerStyle { public init() {} }

extension PickerStyle where Self == DefaultPickerStyle {
    /// The platform's default (`.menu` on iOS).
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
extension PickerStyle where Self == SegmentedPickerStyle {
    /// A segmented control.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
extension PickerStyle where Self == MenuPickerStyle {
    /// A menu button.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
extension PickerStyle where Self == InlinePickerStyle {
    /// The options in place.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}
extension PickerStyle where Self == WheelPickerStyle {
    /// A wheel.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}
extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A navigation row.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

private struct PickerStyleKey: EnvironmentKey { static var defaultValue: any PickerStyle { DefaultPickerStyle() } }

extension EnvironmentValues {
    /// The picker style in force (`pickerStyle(_:)`).
    var pickerStyle: any PickerStyle {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of pickers inside.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { environment(\.pickerStyle, style) }
}
