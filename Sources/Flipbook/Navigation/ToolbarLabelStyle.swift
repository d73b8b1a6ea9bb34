/// The label style of a toolbar, as SwiftUI's `ToolbarLabelStyle`: what a window toolbar's
/// items show (`Scene.windowToolbarLabelStyle(_:)`, a macOS scene modifier).
///
/// Accepted, no pixels: iOS has no window toolbar, so ``EnvironmentValues/toolbarLabelStyle``
/// is `nil` there, as it is everywhere outside a window toolbar.
///
/// It has a `String` raw value so `@AppStorage` can keep it, as Apple's example does:
///
/// ```swift
/// @AppStorage("ToolbarLabelStyle") private var labelStyle: ToolbarLabelStyle = .iconOnly
/// ```
public struct ToolbarLabelStyle: Hashable, Sendable, RawRepresentable {
    /// The style's name (`"iconOnly"`…).
    public let rawValue: String
    /// The style named `rawValue`, or `nil` for a name that is none of the four.
    public init?(rawValue: String) {
        guard ["automatic", "iconOnly", "titleAndIcon", "titleOnly"].contains(rawValue) else { return nil }
        self.rawValue = rawValue
    }
    private init(_ name: String) { rawValue = name }

    /// The automatic label style: the one that best fits the scene.
    public static var automatic: ToolbarLabelStyle { ToolbarLabelStyle("automatic") }
    /// The toolbar's items show only their icons.
    public static var iconOnly: ToolbarLabelStyle { ToolbarLabelStyle("iconOnly") }
    /// The toolbar's items show their titles and icons.
    public static var titleAndIcon: ToolbarLabelStyle { ToolbarLabelStyle("titleAndIcon") }
    /// The toolbar's items show only their titles.
    public static var titleOnly: ToolbarLabelStyle { ToolbarLabelStyle("titleOnly") }
}

extension Scene {
    /// Sets the label style of items in a window toolbar, as SwiftUI's
    /// `windowToolbarLabelStyle(fixed:)`. Accepted, no pixels: iOS has no window toolbar.
    public func windowToolbarLabelStyle(fixed: ToolbarLabelStyle) -> some Scene { self }
    /// Sets the label style of items in a window toolbar and lets people change it, as
    /// SwiftUI's `windowToolbarLabelStyle(_:)`. Accepted, no pixels: iOS has no window toolbar.
    public func windowToolbarLabelStyle(_ toolbarLabelStyle: Binding<ToolbarLabelStyle>) -> some Scene { self }
}

extension EnvironmentValues {
    /// The label style to apply to controls within a toolbar, as SwiftUI's
    /// `EnvironmentValues.toolbarLabelStyle`: `nil` for items outside a window toolbar, so
    /// always `nil` on iOS.
    public var toolbarLabelStyle: ToolbarLabelStyle? { nil }
}
