/// A control for picking a value from a bounded range, as SwiftUI's `Slider`: the iOS look is
/// a thin track filled with the tint up to a white round thumb. iOS shows the `label` only to
/// accessibility; `minimumValueLabel`/`maximumValueLabel` sit at the track's ends.
///
/// ```swift
/// Slider(value: $volume, in: 0...10, step: 1) {
///     Text("Volume")
/// } minimumValueLabel: { Image(systemName: "speaker") } maximumValueLabel: { Image(systemName: "speaker.wave.3") }
/// ```
///
/// A still shows the value; a `ViewHost` drag on the track sets it (snapped to `step`) and
/// calls `onEditingChanged` (true while moving, false at the end).
public struct Slider<Label: View, ValueLabel: View>: View {
    let fraction: Double
    let label: Label
    let minimumValueLabel: ValueLabel
    let maximumValueLabel: ValueLabel
    let showsValueLabels: Bool
    let onEditingChanged: (Bool) -> Void
    /// Sets the value from a fraction of the range (dragging the thumb).
    let setFraction: (Double) -> Void
    @Environment(\.designRequiresCompatibility) private var designRequiresCompatibility

    init<V: BinaryFloatingPoint>(_ value: Binding<V>, _ bounds: ClosedRange<V>, step: V?, label: Label,
                                 minimum: ValueLabel, maximum: ValueLabel, showsValueLabels: Bool,
                                 onEditingChanged: @escaping (Bool) -> Void) {
        self.fraction = SliderLook.fraction(of: Double(value.wrappedValue), in: Double(bounds.lowerBound)...Double(bounds.upperBound),
                                            step: ProgressLook.double(step))
        self.label = label
        self.minimumValueLabel = minimum
        self.maximumValueLabel = maximum
        self.showsValueLabels = showsValueLabels
        self.onEditingChanged = onEditingChanged
        self.setFraction = SliderLook.setter(value, bounds, step: step)
    }

    /// A slider with a label and labels for the range's ends.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value, bounds, step: nil, label: label(), minimum: minimumValueLabel(), maximum: maximumValueLabel(),
                  showsValueLabels: true, onEditingChanged: onEditingChanged)
    }

    /// A slider with a step, a label and labels for the range's ends.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value, bounds, step: V(step), label: label(), minimum: minimumValueLabel(), maximum: maximumValueLabel(),
                  showsValueLabels: true, onEditingChanged: onEditingChanged)
    }

    public var body: some View {
        HStack(spacing: SliderLook.valueLabelSpacing) {
            if showsValueLabels { minimumValueLabel }
            if designRequiresCompatibility {
                SliderTrack(fraction: fraction, trackHeight: SliderLook.trackHeight, thumbWidth: SliderLook.thumbDiameter,
                            thumb: SliderLook.thumb, setFraction: setFraction, onEditingChanged: onEditingChanged)
            } else {
                SliderTrack(fraction: fraction, trackHeight: Slider26Look.trackHeight, thumbWidth: Slider26Look.thumbSize.width,
                            thumb: Slider26Look.thumb, setFraction: setFraction, onEditingChanged: onEditingChanged)
            }
            if showsValueLabels { maximumValueLabel }
        }
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider with a label (shown to accessibility only on iOS).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value, bounds, step: nil, label: label(), minimum: EmptyView(), maximum: EmptyView(),
                  showsValueLabels: false, onEditingChanged: onEditingChanged)
    }
    /// A slider with a step and a label.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value, bounds, step: V(step), label: label(), minimum: EmptyView(), maximum: EmptyView(),
                  showsValueLabels: false, onEditingChanged: onEditingChanged)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider over `bounds` (default 0…1).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value, bounds, step: nil, label: EmptyView(), minimum: EmptyView(), maximum: EmptyView(),
                  showsValueLabels: false, onEditingChanged: onEditingChanged)
    }
    /// A slider over `bounds` whose value moves in steps of `step`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value, bounds, step: V(step), label: EmptyView(), minimum: EmptyView(), maximum: EmptyView(),
                  showsValueLabels: false, onEditingChanged: onEditingChanged)
    }
}

/// iOS 17 slider metrics. Published: none in the HIG. Chosen from UIKit's look: the track is
/// 4 pt tall with round ends, the thumb a 28 pt white circle whose centre travels from 14 pt
/// to width − 14 pt (so it never leaves the frame); the frame is 30 pt tall (UISlider's
/// Interface Builder height, not measured here); the thumb shadow is the switch knob's pair.
/// The filled part is the tint; the rest is systemFill. Disabled: the whole control at 50%.
enum SliderLook {
    static let height: CGFloat = 30
    static let trackHeight: CGFloat = 4
    static let thumbDiameter: CGFloat = 28
    static let valueLabelSpacing: CGFloat = 8

    /// A closure that writes the value at `fraction` of `bounds` (snapped to `step`) into
    /// `value`. Made outside the main actor so it captures no isolated generic metatype.
    nonisolated static func setter<V: BinaryFloatingPoint>(_ value: Binding<V>, _ bounds: ClosedRange<V>, step: V?) -> (Double) -> Void {
        let lo = Double(bounds.lowerBound), hi = Double(bounds.upperBound)
        let s = step.map { Double($0) }
        return { fraction in
            var v = lo + (hi - lo) * min(max(fraction, 0), 1)
            if let s, s > 0 { v = min(lo + ((v - lo) / s).rounded() * s, hi) }
            value.wrappedValue = V(v)
        }
    }

    /// Where `value` sits in `bounds` (0…1), snapped to `step` from the lower bound.
    static func fraction(of value: Double, in bounds: ClosedRange<Double>, step: Double?) -> Double {
        let span = bounds.upperBound - bounds.lowerBound
        guard span > 0, value.isFinite else { return 0 }
        var v = min(max(value, bounds.lowerBound), bounds.upperBound)
        if let step, step > 0, step.isFinite {
            v = bounds.lowerBound + ((v - bounds.lowerBound) / step).rounded() * step
            v = min(v, bounds.upperBound)
        }
        return (v - bounds.lowerBound) / span
    }
}

extension SliderLook {
    /// iOS 18's thumb: a 28 pt white disc with two soft shadows.
    @MainActor static var thumb: some View {
        Circle().fill(ControlPalette.knob)
            .shadow(color: Color.black.opacity(0.06), radius: 0.5, x: 0, y: 3)
            .shadow(color: Color.black.opacity(0.15), radius: 4, x: 0, y: 3)
            .frame(width: SliderLook.thumbDiameter, height: SliderLook.thumbDiameter)
    }
}

/// The track and thumb, filling the proposed width at the slider's height. The design's look
/// (``SliderLook`` for iOS 18, ``Slider26Look`` for iOS 26) supplies the track's height and the
/// thumb; the geometry and the drag are the same in both.
struct SliderTrack<Thumb: View>: View {
    let fraction: Double
    let trackHeight: CGFloat
    /// The thumb's width: its centre travels from half of it to the width minus half of it.
    let thumbWidth: CGFloat
    let thumb: Thumb
    var setFraction: (Double) -> Void = { _ in }
    var onEditingChanged: (Bool) -> Void = { _ in }
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        GeometryReader { proxy in
            let w = proxy.size.width
            let r = thumbWidth / 2
            let centre = r + (max(w - 2 * r, 0)) * fraction
            ZStack(alignment: .leading) {
                Capsule().fill(ControlPalette.systemFill)
                    .frame(width: w, height: trackHeight)
                Capsule().fill(.tint)
                    .frame(width: centre, height: trackHeight)
                thumb
                    .offset(x: centre - r)
            }
            .frame(width: w, height: SliderLook.height)
            .contentShape(Rectangle())
            // Dragging (or touching) the track moves the thumb's centre to the finger.
            .gesture(DragGesture(minimumDistance: 0)
                .onChanged { g in
                    guard isEnabled else { return }
                    onEditingChanged(true)
                    setFraction(Double((g.location.x - r) / max(w - 2 * r, 1)))
                }
                .onEnded { _ in if isEnabled { onEditingChanged(false) } })
        }
        .frame(height: SliderLook.height)
        .compositingGroup()
        .opacity(isEnabled ? 1 : ControlPalette.disabledOpacity)
    }
}
