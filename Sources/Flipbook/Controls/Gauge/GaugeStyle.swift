/// The look of a `Gauge`, as SwiftUI's `GaugeStyle`.
@MainActor @preconcurrency
public protocol GaugeStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = GaugeStyleConfiguration
}

/// What a ``GaugeStyle`` draws from, as SwiftUI's `GaugeStyleConfiguration`.
public struct GaugeStyleConfiguration {
    /// Keeps ``Label`` a type of its own.
    public enum LabelTag {}
    /// Keeps ``CurrentValueLabel`` a type of its own.
    public enum CurrentValueLabelTag {}
    /// Keeps ``BoundsLabel`` a type of its own.
    public enum BoundsLabelTag {}
    /// A type-erased label.
    public typealias Label = StyleConfigurationPart<LabelTag>
    /// A type-erased current-value label.
    public typealias CurrentValueLabel = StyleConfigurationPart<CurrentValueLabelTag>
    /// A type-erased label for an end of the range.
    public typealias BoundsLabel = StyleConfigurationPart<BoundsLabelTag>
    /// The gauge's label.
    public var label: GaugeStyleConfiguration.Label
    /// The current-value label, if any.
    public var currentValueLabel: GaugeStyleConfiguration.CurrentValueLabel?
    /// The label of the range's start, if any.
    public var minimumValueLabel: GaugeStyleConfiguration.BoundsLabel?
    /// The label of the range's end, if any.
    public var maximumValueLabel: GaugeStyleConfiguration.BoundsLabel?
    /// Where the value sits in the range, 0…1.
    public var value: Double
}

/// Gauge styles in the environment (``View/gaugeStyle(_:)``); the default is `.linearCapacity`.
enum GaugeStyles: StyleFamily {
    static var automatic: any GaugeStyle { DefaultGaugeStyle() }
    static func body(of style: any GaugeStyle, configuration: GaugeStyleConfiguration) -> any View {
        style.makeBody(configuration: configuration)
    }
}

extension View {
    /// Sets the style of gauges in this view (the nearest style wins).
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View { modifier(StyleStackModifier<GaugeStyles>(style)) }
}
