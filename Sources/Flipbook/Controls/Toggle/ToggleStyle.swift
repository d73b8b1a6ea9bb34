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
    /// A type-erased toggle label, as SwiftUI's `ToggleStyleConfiguration.Label`.
    public struct Label: View {
        public typealias Body = Never
        let resolve: (ResolveContext) -> [ViewNode]
    }
    /// The toggle's label.
    public let label: ToggleStyleConfiguration.Label
    /// Whether the toggle is on; `$isOn` is the binding.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values that disagree.
    public var isMixed: Bool
}

extension ToggleStyleConfiguration.Label: ViewListResolvable {
    package func resolveList(_ context: ResolveContext) -> [ViewNode] { resolve(context) }
}

private struct ToggleStylesKey: EnvironmentKey { static var defaultValue: [any ToggleStyle] { [] } }

extension EnvironmentValues {
    /// The toggle styles in force, outermost first: a toggle uses the last (the nearest) and
    /// its style's body sees the rest, so `Toggle(configuration)` uses the next outer style.
    var toggleStyles: [any ToggleStyle] {
        get { self[ToggleStylesKey.self] }
        set { self[ToggleStylesKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of toggles in this view (the nearest style to a toggle wins).
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        modifier(StyleStackModifier(stack: \.toggleStyles, style: style))
    }
}
