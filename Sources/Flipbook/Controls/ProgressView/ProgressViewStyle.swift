/// The look of a `ProgressView`, as SwiftUI's `ProgressViewStyle`.
///
/// ```swift
/// struct RingStyle: ProgressViewStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Circle().trim(from: 0, to: configuration.fractionCompleted ?? 0)
///             .stroke(.tint, lineWidth: 4)
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ProgressViewStyleConfiguration
}

/// What a ``ProgressViewStyle`` draws from, as SwiftUI's `ProgressViewStyleConfiguration`.
public struct ProgressViewStyleConfiguration {
    /// A type-erased label.
    public struct Label: View {
        public typealias Body = Never
        let resolve: (ResolveContext) -> [ViewNode]
    }
    /// A type-erased current-value label.
    public struct CurrentValueLabel: View {
        public typealias Body = Never
        let resolve: (ResolveContext) -> [ViewNode]
    }
    /// How much is done, 0…1, or nil when indeterminate.
    public let fractionCompleted: Double?
    /// The label, if the progress view has one.
    public var label: ProgressViewStyleConfiguration.Label?
    /// The current-value label, if the progress view has one.
    public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?
}

extension ProgressViewStyleConfiguration.Label: ViewListResolvable {
    package func resolveList(_ context: ResolveContext) -> [ViewNode] { resolve(context) }
}
extension ProgressViewStyleConfiguration.CurrentValueLabel: ViewListResolvable {
    package func resolveList(_ context: ResolveContext) -> [ViewNode] { resolve(context) }
}

private struct ProgressViewStylesKey: EnvironmentKey { static var defaultValue: [any ProgressViewStyle] { [] } }

extension EnvironmentValues {
    /// The progress view styles in force, outermost first (as toggle styles).
    var progressViewStyles: [any ProgressViewStyle] {
        get { self[ProgressViewStylesKey.self] }
        set { self[ProgressViewStylesKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of progress views in this view (the nearest style wins).
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View { modifier(StyleStackModifier(stack: \.progressViewStyles, style: style)) }
}
