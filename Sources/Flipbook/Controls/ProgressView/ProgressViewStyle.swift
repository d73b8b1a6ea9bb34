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
    /// Keeps ``Label`` a type of its own.
    public enum LabelTag {}
    /// Keeps ``CurrentValueLabel`` a type of its own.
    public enum CurrentValueLabelTag {}
    /// A type-erased label.
    public typealias Label = StyleConfigurationPart<LabelTag>
    /// A type-erased current-value label.
    public typealias CurrentValueLabel = StyleConfigurationPart<CurrentValueLabelTag>
    /// How much is done, 0…1, or nil when indeterminate.
    public let fractionCompleted: Double?
    /// The label, if the progress view has one.
    public var label: ProgressViewStyleConfiguration.Label?
    /// The current-value label, if the progress view has one.
    public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?
}

/// Progress view styles in the environment (``View/progressViewStyle(_:)``).
enum ProgressViewStyles: StyleFamily {
    static var automatic: any ProgressViewStyle { DefaultProgressViewStyle() }
    static func body(of style: any ProgressViewStyle, configuration: ProgressViewStyleConfiguration) -> any View {
        style.makeBody(configuration: configuration)
    }
}

extension View {
    /// Sets the style of progress views in this view (the nearest style wins).
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View { modifier(StyleStackModifier<ProgressViewStyles>(style)) }
}
