/// A view that shows progress, as SwiftUI's `ProgressView`: a bar when the amount done is known,
/// iOS's spinner when it is not (the `.automatic` style). The spinner turns on the virtual clock,
/// so each frame of an animation shows its phase and a still shows phase 0.
///
/// ```swift
/// ProgressView("Downloading", value: 0.3)
/// ProgressView()          // spinner
/// ```
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    public typealias Body = Never
    let fraction: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    /// `ProgressView(timerInterval:countsDown:)`: the fraction follows the virtual clock.
    var timer: ProgressTimer?

    init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.fraction = fraction
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    /// A progress view for `value` out of `total` (nil: indeterminate), with labels.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: ProgressLook.fraction(ProgressLook.double(value), Double(total)), label: label(),
                  currentValueLabel: currentValueLabel())
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// An indeterminate progress view with a label.
    public init(@ViewBuilder label: () -> Label) {
        self.init(fraction: nil, label: label(), currentValueLabel: nil)
    }
    /// A progress view for `value` out of `total` with a label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: ProgressLook.fraction(ProgressLook.double(value), Double(total)), label: label(), currentValueLabel: nil)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view (a spinner on iOS).
    public init() {
        self.init(fraction: nil, label: nil, currentValueLabel: nil)
    }
    /// A progress view for `value` out of `total` (nil: indeterminate).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(fraction: ProgressLook.fraction(ProgressLook.double(value), Double(total)), label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view with a literal title.
    public init(_ titleKey: LocalizedStringKey) {
        self.init(fraction: nil, label: Text(titleKey), currentValueLabel: nil)
    }
    /// An indeterminate progress view with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(fraction: nil, label: Text(title), currentValueLabel: nil)
    }
    /// A progress view with a literal title for `value` out of `total`.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(fraction: ProgressLook.fraction(ProgressLook.double(value), Double(total)), label: Text(titleKey), currentValueLabel: nil)
    }
    /// A progress view with a string title for `value` out of `total`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(fraction: ProgressLook.fraction(ProgressLook.double(value), Double(total)), label: Text(title), currentValueLabel: nil)
    }
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label,
                             CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// A progress view from a style's configuration, drawn with the next outer style.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(fraction: configuration.fractionCompleted, label: configuration.label,
                  currentValueLabel: configuration.currentValueLabel)
    }
}

extension ProgressView: PrimitiveView {
    package func makeNode(_ context: ResolveContext) -> ViewNode {
        var fraction = self.fraction
        if let timer {
            fraction = timer.fraction(at: context.graph?.time ?? 0)
            context.graph?.animations.timelineIsRunning = true
        }
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: fraction,
            label: label.map { l in .init(resolve: { resolveViewList(of: l, $0.child(.content)) }) },
            currentValueLabel: currentValueLabel.map { l in .init(resolve: { resolveViewList(of: l, $0.child(.index(1))) }) })
        return context.resolveStyle(ProgressViewStyles.self, configuration)
    }
}

enum ProgressLook {
    /// A generic optional value as a Double (no closure, so no metatype capture).
    static func double<V: BinaryFloatingPoint>(_ v: V?) -> Double? {
        guard let v else { return nil }
        return Double(v)
    }
    /// value / total clamped to 0…1; nil stays nil (indeterminate); a total ≤ 0 or NaN shows 0.
    static func fraction(_ value: Double?, _ total: Double) -> Double? {
        guard let value else { return nil }
        guard total > 0, value.isFinite, total.isFinite else { return 0 }
        return min(max(value / total, 0), 1)
    }
}
