/// iOS system colours the input and progress controls draw with (UIKit's semantic colours,
/// light / dark, from Apple's published UIColor values: fills are rgb(120,120,128) and
/// kin at the stated opacities).
enum ControlPalette {
    private static func rgba(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> Color {
        Color(.sRGB, red: r / 255, green: g / 255, blue: b / 255, opacity: a)
    }
    /// systemFill: slider and progress tracks.
    static let systemFill = Color(light: rgba(120, 120, 128, 0.20), dark: rgba(120, 120, 128, 0.36))
    /// tertiarySystemFill: segmented control and stepper backgrounds, date pills.
    static let tertiaryFill = Color(light: rgba(118, 118, 128, 0.12), dark: rgba(118, 118, 128, 0.24))
    /// separator: hairlines (dividers between segments, stepper halves).
    static let separator = Color(light: rgba(60, 60, 67, 0.29), dark: rgba(84, 84, 88, 0.60))
    /// opaqueSeparator: text field borders.
    static let opaqueSeparator = Color(light: rgba(198, 198, 200, 1), dark: rgba(56, 56, 58, 1))
    /// placeholderText / tertiaryLabel: prompts and placeholders.
    static let placeholder = Color(light: rgba(60, 60, 67, 0.30), dark: rgba(235, 235, 245, 0.30))
    /// secondaryLabel.
    static let secondaryLabel = Color(light: rgba(60, 60, 67, 0.60), dark: rgba(235, 235, 245, 0.60))
    /// tertiaryLabel.
    static let tertiaryLabel = Color(light: rgba(60, 60, 67, 0.30), dark: rgba(235, 235, 245, 0.30))
    /// systemBackground.
    static let background = Color(light: rgba(255, 255, 255, 1), dark: rgba(0, 0, 0, 1))
    /// The selected segment: white in light, systemGray (#636366) in dark (UISegmentedControl).
    static let selectedSegment = Color(light: rgba(255, 255, 255, 1), dark: rgba(99, 99, 102, 1))
    /// The slider thumb and other white knobs: white in both appearances.
    static let knob = Color.white
    /// The activity indicator's spokes: secondaryLabel grey in light; in dark #EBEBF5 at 80%
    /// (brighter than secondaryLabel, chosen by eye: at 60% the faded spokes vanish on black).
    static let spinner = Color(light: rgba(60, 60, 67, 0.60), dark: rgba(235, 235, 245, 0.80))
    /// Controls at 50% when disabled, as Button and Toggle.
    static var disabledOpacity: Double { BuiltinButtonLook.disabledOpacity }
}

/// A view that reacts to taps as a control (hit testing finds it, a host's tap runs the action),
/// for the parts of composite controls: stepper halves, segments, menu buttons.
struct ControlTapTarget<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let action: () -> Void
    let content: Content

    init(action: @escaping () -> Void, @ViewBuilder content: () -> Content) {
        self.action = action
        self.content = content()
    }

    func makeNode(_ context: ResolveContext) -> ViewNode {
        let enabled = context.environment.isEnabled
        let action = self.action
        let child = resolveSingle(of: content, context.child(.content))
        return ViewNode(identity: context.identity, behavior: ControlBehavior(kind: .button, action: { if enabled { action() } }),
                        children: [child], environment: context.environment)
    }
}
