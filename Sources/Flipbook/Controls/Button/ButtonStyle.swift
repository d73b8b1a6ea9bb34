/// The appearance of a button that keeps the standard interaction, as SwiftUI's
/// `ButtonStyle`: ``makeBody(configuration:)`` gets the label and whether it is pressed.
///
/// ```swift
/// struct Squish: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label.scaleEffect(configuration.isPressed ? 0.9 : 1)
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ButtonStyleConfiguration
}

/// What a ``ButtonStyle`` draws from, as SwiftUI's `ButtonStyleConfiguration`.
public struct ButtonStyleConfiguration {
    /// Keeps ``Label`` a type of its own.
    public enum LabelTag {}
    /// A type-erased button label, as SwiftUI's `ButtonStyleConfiguration.Label`.
    public typealias Label = StyleConfigurationPart<LabelTag>
    /// The button's role (`.destructive`, `.cancel`), if any.
    public let role: ButtonRole?
    /// The button's label.
    public let label: ButtonStyleConfiguration.Label
    /// Whether the button is held down.
    public let isPressed: Bool
}

/// The appearance *and* interaction of a button, as SwiftUI's `PrimitiveButtonStyle`: the
/// style decides when to call ``PrimitiveButtonStyleConfiguration/trigger()``.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a ``PrimitiveButtonStyle`` draws from, as SwiftUI's `PrimitiveButtonStyleConfiguration`.
/// `Button(configuration)` makes a button from it that uses the next outer style.
public struct PrimitiveButtonStyleConfiguration {
    /// Keeps ``Label`` a type of its own.
    public enum LabelTag {}
    /// A type-erased button label, as SwiftUI's `PrimitiveButtonStyleConfiguration.Label`.
    public typealias Label = StyleConfigurationPart<LabelTag>
    /// The button's role (`.destructive`, `.cancel`), if any.
    public let role: ButtonRole?
    /// The button's label.
    public let label: PrimitiveButtonStyleConfiguration.Label
    let action: () -> Void
    /// Runs the button's action.
    public func trigger() { action() }
}

/// A style set with `buttonStyle(_:)`: either kind, kept in the environment.
enum ButtonStyleEntry {
    case standard(any ButtonStyle)
    case primitive(any PrimitiveButtonStyle)
}

/// Button styles in the environment (``View/buttonStyle(_:)``), both kinds in one stack so the
/// nearest wins whichever kind it is. A button builds the configuration of the kind it finds,
/// so the button resolves the body itself (`Button.makeNode`); the default is `.automatic`.
enum ButtonStyles: StyleStack {
    static var automatic: ButtonStyleEntry { .primitive(DefaultButtonStyle()) }
}

extension View {
    /// Sets the style of buttons in this view (the nearest style to a button wins).
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        modifier(StyleStackModifier<ButtonStyles>(.standard(style)))
    }
    /// Sets the style of buttons in this view, interaction included.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        modifier(StyleStackModifier<ButtonStyles>(.primitive(style)))
    }
}
