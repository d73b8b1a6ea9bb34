/// A view that shows a value within a range, as SwiftUI's `Gauge`. Its look comes from
/// `gaugeStyle(_:)`; the iOS default is `.linearCapacity`.
///
/// ```swift
/// Gauge(value: battery, in: 0...100) {
///     Text("Battery")
/// } currentValueLabel: { Text("\(Int(battery))%") }
/// .gaugeStyle(.accessoryCircularCapacity)
/// ```
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    public typealias Body = Never
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?

    init(fraction: Double, label: Label, current: CurrentValueLabel?, minimum: BoundsLabel?, maximum: BoundsLabel?) {
        self.fraction = fraction
        self.label = label
        self.currentValueLabel = current
        self.minimumValueLabel = minimum
        self.maximumValueLabel = maximum
    }

    /// A gauge with labels for its value and its range's ends.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel) where MarkedValueLabels == EmptyView {
        self.init(fraction: GaugeLook.fraction(Double(value), Double(bounds.lowerBound)...Double(bounds.upperBound)), label: label(),
                  current: currentValueLabel(), minimum: minimumValueLabel(), maximum: maximumValueLabel())
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge with a label and a current-value label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: GaugeLook.fraction(Double(value), Double(bounds.lowerBound)...Double(bounds.upperBound)), label: label(),
                  current: currentValueLabel(), minimum: nil, maximum: nil)
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge with a label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(fraction: GaugeLook.fraction(Double(value), Double(bounds.lowerBound)...Double(bounds.upperBound)), label: label(),
                  current: nil, minimum: nil, maximum: nil)
    }
}

extension Gauge where Label == GaugeStyleConfiguration.Label, CurrentValueLabel == GaugeStyleConfiguration.CurrentValueLabel,
                      BoundsLabel == GaugeStyleConfiguration.BoundsLabel, MarkedValueLabels == EmptyView {
    /// A gauge from a style's configuration, drawn with the next outer style.
    public init(_ configuration: GaugeStyleConfiguration) {
        self.init(fraction: configuration.value, label: configuration.label, current: configuration.currentValueLabel,
                  minimum: configuration.minimumValueLabel, maximum: configuration.maximumValueLabel)
    }
}

extension Gauge: PrimitiveView {
    package func makeNode(_ context: ResolveContext) -> ViewNode {
        func part<V: View>(_ v: V?, _ i: Int) -> ((ResolveContext) -> [ViewNode])? {
            guard let v, !(v is EmptyView) else { return nil }
            return { resolveViewList(of: v, $0.child(.index(i))) }
        }
        let configuration = GaugeStyleConfiguration(
            label: .init(resolve: { resolveViewList(of: label, $0.child(.index(0))) }),
            currentValueLabel: part(currentValueLabel, 1).map { .init(resolve: $0) },
            minimumValueLabel: part(minimumValueLabel, 2).map { .init(resolve: $0) },
            maximumValueLabel: part(maximumValueLabel, 3).map { .init(resolve: $0) },
            value: fraction)
        return context.resolveStyle(GaugeStyles.self, configuration)
    }
}

enum GaugeLook {
    /// Where `value` sits in `bounds`, clamped to 0…1 (an empty or non-finite range: 0).
    static func fraction(_ value: Double, _ bounds: ClosedRange<Double>) -> Double {
        let span = bounds.upperBound - bounds.lowerBound
        guard span > 0, value.isFinite, span.isFinite else { return 0 }
        return min(max((value - bounds.lowerBound) / span, 0), 1)
    }
}
