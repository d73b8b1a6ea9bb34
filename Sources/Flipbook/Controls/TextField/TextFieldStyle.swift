/// How a `TextField` or `SecureField` looks, as SwiftUI's `TextFieldStyle`: the built-in
/// styles, or one of your own written as SwiftUI code writes it, with the underscored
/// requirement SwiftUI keeps public:
///
/// ```swift
/// struct Boxed: TextFieldStyle {
///     func _body(configuration: TextField<Self._Label>) -> some View {
///         configuration.padding(8).background(Color.gray.opacity(0.2))
///     }
/// }
/// ```
public protocol TextFieldStyle: Sendable {
    /// What a custom style draws (`Never` for the built-in styles).
    associatedtype _Body: View = Never
    /// The field, decorated. `configuration` draws the bare field (no style).
    @MainActor func _body(configuration: TextField<_Label>) -> _Body
}

/// The platform's choice, as SwiftUI's `DefaultTextFieldStyle`: plain on iOS.
public struct DefaultTextFieldStyle: TextFieldStyle { public init() {} }
/// No decoration, as SwiftUI's `PlainTextFieldStyle`.
public struct PlainTextFieldStyle: TextFieldStyle { public init() {} }
/// A bordered field with rounded corners, as SwiftUI's `RoundedBorderTextFieldStyle`.
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {} }

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The platform's default (plain on iOS).
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// No decoration.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A rounded border (UITextField's `.roundedRect`).
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

private struct TextFieldStyleKey: EnvironmentKey { static var defaultValue: any TextFieldStyle { DefaultTextFieldStyle() } }
private struct TextInputFocusKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The text field style in force (`textFieldStyle(_:)`).
    var textFieldStyle: any TextFieldStyle {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
    /// Whether text inputs inside draw as focused (a caret), set by `flipbookFocused(_:)`.
    var isTextInputFocused: Bool {
        get { self[TextInputFocusKey.self] }
        set { self[TextInputFocusKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of text fields and secure fields inside.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { environment(\.textFieldStyle, style) }

    /// Draws the text inputs inside (`TextField`, `SecureField`, `TextEditor`) as focused:
    /// with the tint-coloured caret after their text. A Flipbook addition: a still has no
    /// keyboard focus, so SwiftUI's `focused(_:)` has nothing to bind to; without this no
    /// caret is drawn.
    public func flipbookFocused(_ isFocused: Bool = true) -> some View { environment(\.isTextInputFocused, isFocused) }
}
