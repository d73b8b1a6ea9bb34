/// A control that increments and decrements a value, as SwiftUI's `Stepper`: on iOS the label
/// leading and the − | + control trailing. A half whose move would leave `bounds` is drawn
/// greyed, as UIStepper does at its limits.
///
/// ```swift
/// Stepper("Quantity: \(n)", value: $n, in: 0...10)
/// ```
public struct Stepper<Label: View>: View {
    let label: Label
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?
    let onEditingChanged: (Bool) -> Void

    /// A stepper that runs `onIncrement`/`onDecrement` (a nil closure greys that half).
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
        self.onEditingChanged = onEditingChanged
    }

    /// A stepper that runs `onIncrement`/`onDecrement`, label last.
    public init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                @ViewBuilder label: () -> Label) {
        self.init(label: label, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    /// A stepper that moves `value` by `step` without bounds.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                               @ViewBuilder label: () -> Label) {
        self.init(label: label, onIncrement: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
                  onDecrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) }, onEditingChanged: onEditingChanged)
    }

    /// A stepper that moves `value` by `step` within `bounds`.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        let v = value.wrappedValue
        let up: (() -> Void)? = v < bounds.upperBound
            ? { value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound) } : nil
        let down: (() -> Void)? = v > bounds.lowerBound
            ? { value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) } : nil
        self.init(label: label, onIncrement: up, onDecrement: down, onEditingChanged: onEditingChanged)
    }

    @Environment(\.labelsVisibility) private var labelsVisibility

    public var body: some View {
        if labelsVisibility == .hidden {
            StepperControl(onIncrement: onIncrement, onDecrement: onDecrement)
        } else {
            HStack {
                label
                Spacer(minLength: 0)
                StepperControl(onIncrement: onIncrement, onDecrement: onDecrement)
            }
        }
    }
}

extension Stepper where Label == Text {
    /// A titled stepper that moves `value` by `step`.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }
    /// A titled stepper that moves `value` by `step`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }
    /// A titled stepper that moves `value` by `step` within `bounds`.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }
    /// A titled stepper that moves `value` by `step` within `bounds`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }
    /// A titled stepper that runs closures.
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }
    /// A titled stepper that runs closures.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }
}

/// UIStepper metrics (iOS 13 and later): 94×32 pt, tertiarySystemFill, 8 pt continuous
/// corners (chosen by eye; UIKit does not publish it), a 1 pt separator 18 pt tall between
/// the halves, − and + drawn as 2 pt bars 14 pt long in the label colour (tertiary at a limit).
enum StepperLook {
    static let size = CGSize(width: 94, height: 32)
    static let cornerRadius: CGFloat = 8
    static let dividerHeight: CGFloat = 18
    static let glyphLength: CGFloat = 14
    static let glyphThickness: CGFloat = 2
}

/// The − | + control.
struct StepperControl: View {
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.designRequiresCompatibility) private var designRequiresCompatibility

    private func glyph(plus: Bool, enabled: Bool) -> some View {
        let bar = Capsule().fill(enabled ? AnyShapeStyle(.primary) : AnyShapeStyle(ControlPalette.tertiaryLabel))
        return ZStack {
            bar.frame(width: StepperLook.glyphLength, height: StepperLook.glyphThickness)
            if plus { bar.frame(width: StepperLook.glyphThickness, height: StepperLook.glyphLength) }
        }
        .frame(width: StepperLook.size.width / 2, height: StepperLook.size.height)
        .contentShape(Rectangle())
    }

    var body: some View {
        HStack(spacing: 0) {
            ControlTapTarget(action: { onDecrement?() }) { glyph(plus: false, enabled: onDecrement != nil) }
            ControlTapTarget(action: { onIncrement?() }) { glyph(plus: true, enabled: onIncrement != nil) }
        }
        .overlay {
            Rectangle().fill(ControlPalette.separator).frame(width: 1, height: StepperLook.dividerHeight)
        }
        .background(StepperTrackShape(design26: !designRequiresCompatibility).fill(ControlPalette.tertiaryFill))
        .frame(width: StepperLook.size.width, height: StepperLook.size.height)
        .compositingGroup()
        .opacity(isEnabled ? 1 : ControlPalette.disabledOpacity)
    }
}
