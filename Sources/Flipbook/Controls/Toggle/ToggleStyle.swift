/// The appearance and interaction of a toggle, as SwiftUI's `ToggleStyle`.
///
/// ```swift
/// struct RedBorderToggleStyle: ToggleStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Toggle(configuration).padding().border(.red)
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ToggleStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ToggleStyleConfiguration
}

/// What a ``ToggleStyle`` draws from, as SwiftUI's `ToggleStyleConfiguration`.
/// `Toggle(configuration)` makes a toggle from it that uses the next outer style.
public struct ToggleStyleConfiguration {
    /// Keeps ``Label`` a type of its own.
    public enum LabelTag {}
    /// A type-erased toggle label, as SwiftUI's `ToggleStyleConfiguration.Label`.
    public typealias Label = StyleConfigurationPart<LabelTag>
    /// The toggle's label.
    public let label: ToggleStyleConfiguration.Label
    /// Whether the toggle is on; `$isOn` is the binding.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values that disagree.
    public var isMixed: Bool
}

/// Toggle styles in the environment (``View/toggleStyle(_:)``); the default is `.switch`.
enum ToggleStyles: StyleFamily {
    static var automatic: any ToggleStyle { DefaultToggleStyle() }
    static func body(of style: any ToggleStyle, configuration: ToggleStyleConfiguration) -> any View {
        style.makeBody(configuration: configuration)
    }
}

extension View {
    /// Sets the style of toggles in this view (the nearest style to a toggle wins).
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { modifier(StyleStackModifier<ToggleStyles>(style)) }
}
