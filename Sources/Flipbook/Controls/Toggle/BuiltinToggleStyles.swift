/// The platform's toggle style: a switch on iOS, as SwiftUI's `DefaultToggleStyle`.
public struct DefaultToggleStyle: ToggleStyle {
    /// The style.
    public init() {}
    /// The style's look for one control.
    public func makeBody(configuration: Configuration) -> some View { SwitchToggleStyle().makeBody(configuration: configuration) }
}

/// The iOS switch, as SwiftUI's `SwitchToggleStyle`: the label leading, a 51×31 pt track
/// trailing (green when on, or the `tint`), a white 27 pt knob.
public struct SwitchToggleStyle: ToggleStyle {
    /// The style.
    public init() {}
    /// The style's look for one control.
    public func makeBody(configuration: Configuration) -> some View { TappedSwitch(configuration: configuration) }
}

/// A toggle drawn as a button, as SwiftUI's `ButtonToggleStyle`: a tint-coloured label,
/// on a light tinted rounded rectangle while on.
public struct ButtonToggleStyle: ToggleStyle {
    /// The style.
    public init() {}
    /// The style's look for one control.
    public func makeBody(configuration: Configuration) -> some View {
        Button { configuration.isOn.toggle() } label: { configuration.label }
            .buttonStyle(ToggleButtonLook(isOn: configuration.isOn))
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The platform's default style (a switch on iOS).
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}
extension ToggleStyle where Self == SwitchToggleStyle {
    /// The iOS switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button that is highlighted while on.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// iOS switch geometry and colours. iOS: track 51×31 pt, #34C759 when on, white
/// knob ≈27 pt with a soft shadow. Chosen where it is silent: the off track is iOS's
/// secondarySystemFill (rgb 120,120,128 at 16% light, 32% dark), the knob is inset 2 pt, and
/// its shadow is the iOS design-kit pair (black 15% blur 8 y 3, black 6% blur 1 y 3) as σ 4
/// and σ 0.5.
enum SwitchLook {
    static let trackSize = CGSize(width: 51, height: 31)
    static let knobDiameter: CGFloat = 27
    static let knobInset: CGFloat = 2
    /// How a tapped switch slides: UISwitch animates its own tap (chosen by eye: iOS 17's knob
    /// settles in about a third of a second with no visible overshoot).
    static let tapAnimation = Animation.snappy(duration: 0.3)
    static let offTrack = Color(light: Color(.sRGB, red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.16),
                                dark: Color(.sRGB, red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.32))
}

/// The switch as iOS animates it: UIKit slides the knob of a tapped UISwitch itself, so a tap
/// animates the switch even when the state changes without animation, and only the switch:
/// views that read the same state change at once. A change made in code animates only inside
/// `withAnimation` (or under an `.animation` modifier), as any view.
struct TappedSwitch: View {
    let configuration: ToggleStyleConfiguration
    @State private var taps = 0

    var body: some View {
        BuiltinSwitch(configuration: configuration, onTap: { taps += 1 })
            .animation(SwitchLook.tapAnimation, value: taps)
    }
}

/// The switch body: a tappable control node around label + track.
struct BuiltinSwitch: View, PrimitiveView {
    typealias Body = Never
    let configuration: ToggleStyleConfiguration
    var onTap: @MainActor () -> Void = {}

    func makeNode(_ context: ResolveContext) -> ViewNode {
        let env = context.environment
        let isOn = configuration.isOn
        let onFill = env.tint ?? AnyShapeStyle(Color.green)
        let knob = Circle()
            .fill(Color.white)
            .shadow(color: Color.black.opacity(0.06), radius: 0.5, x: 0, y: 3)
            .shadow(color: Color.black.opacity(0.15), radius: 4, x: 0, y: 3)
            .frame(width: SwitchLook.knobDiameter, height: SwitchLook.knobDiameter)
            .padding(SwitchLook.knobInset)
        let track = env.usesDesign26 ? AnyView(Switch26Look.track(isOn: isOn, onFill: onFill)) : AnyView(Capsule()
            .fill(isOn ? onFill : AnyShapeStyle(SwitchLook.offTrack))
            .frame(width: SwitchLook.trackSize.width, height: SwitchLook.trackSize.height)
            .overlay(alignment: isOn ? .trailing : .leading) { knob })
        let opacity = env.isEnabled ? 1 : BuiltinButtonLook.disabledOpacity
        // Hidden labels leave the switch alone, at its own size.
        let body = env.labelsVisibility == .hidden
            ? AnyView(HStack { track }.opacity(opacity))
            : AnyView(HStack {
                configuration.label
                Spacer()
                track
            }.opacity(opacity))
        let child = resolveSingle(of: body, context.child(.body))
        let binding = configuration.$isOn
        let onTap = self.onTap
        return ViewNode(identity: context.identity, behavior: ControlBehavior(kind: .toggle, action: {
            binding.wrappedValue.toggle()
            onTap()
        }, isOn: configuration.isOn),
                        children: [child], environment: env)
    }
}

/// How a `.button` toggle draws its button (a standard style, so it shows `isPressed`).
struct ToggleButtonLook: ButtonStyle {
    let isOn: Bool
    @Environment(\.controlSize) var controlSize
    @Environment(\.buttonBorderShape) var borderShape
    @Environment(\.designRequiresCompatibility) var designRequiresCompatibility
    @Environment(\.isEnabled) var isEnabled

    func makeBody(configuration: Configuration) -> some View {
        let m = BorderedButtonMetrics(controlSize)
        configuration.label
            .foregroundStyle(.tint)
            .padding(.horizontal, m.horizontal)
            .padding(.vertical, m.vertical)
            .background(ButtonBorderOutline(shape: BorderedButton26Look.borderShape(borderShape, design26: !designRequiresCompatibility), automaticRadius: m.cornerRadius)
                .fill(.tint).opacity(isOn ? BuiltinButtonLook.borderedFillOpacity : 0))
            .compositingGroup()
            .opacity((configuration.isPressed ? BuiltinButtonLook.pressedFilledOpacity : 1) * (isEnabled ? 1 : BuiltinButtonLook.disabledOpacity))
    }
}
