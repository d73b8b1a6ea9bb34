/// The look of a `Gauge`, as SwiftUI's `GaugeStyle`.
@MainActor @preconcurrency
public protocol GaugeStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = GaugeStyleConfiguration
}

/// What a ``GaugeStyle`` draws from, as SwiftUI's `GaugeStyleConfiguration`.
public struct GaugeStyleConfiguration {
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
    /// A type-erased label for an end of the range.
    public struct BoundsLabel: View {
        public typealias Body = Never
        let resolve: (ResolveContext) -> [ViewNode]
    }
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

extension GaugeStyleConfiguration.Label: ViewListResolvable {
    package func resolveList(_ context: ResolveContext) -> [ViewNode] { resolve(context) }
}
extension GaugeStyleConfiguration.CurrentValueLabel: ViewListResolvable {
    package func resolveList(_ context: ResolveContext) -> [ViewNode] { resolve(context) }
}
extension GaugeStyleConfiguration.BoundsLabel: ViewListResolvable {
    package func resolveList(_ context: ResolveContext) -> [ViewNode] { resolve(context) }
}

private struct GaugeStylesKey: EnvironmentKey { static var defaultValue: [any GaugeStyle] { [] } }

extension EnvironmentValues {
    /// The gauge styles in force, outermost first (as toggle styles).
    var gaugeStyles: [any GaugeStyle] {
        get { self[GaugeStylesKey.self] }
        set { self[GaugeStylesKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of gauges in this view (the nearest style wins).
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View { modifier(StyleStackModifier(stack: \.gaugeStyles, style: style)) }
}
