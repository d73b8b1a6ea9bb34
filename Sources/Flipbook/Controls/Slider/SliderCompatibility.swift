// The older Slider initialisers SwiftUI still ships (deprecated since iOS 14, not removed):
// value labels passed as views, the label closure last.
extension Slider {
    /// A slider with labels for the range's ends given as views, as SwiftUI's
    /// `Slider(value:in:onEditingChanged:minimumValueLabel:maximumValueLabel:label:)`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel,
                                        @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.init(value, bounds, step: nil, label: label(), minimum: minimumValueLabel, maximum: maximumValueLabel,
                  showsValueLabels: true, onEditingChanged: onEditingChanged)
    }

    /// As above, with a step.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel,
                                        @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.init(value, bounds, step: V(step), label: label(), minimum: minimumValueLabel, maximum: maximumValueLabel,
                  showsValueLabels: true, onEditingChanged: onEditingChanged)
    }
}
