/// The platform's button style: borderless on iOS, as SwiftUI's `DefaultButtonStyle`.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// The style.
    public init() {}
    /// The style's look for one control.
    public func makeBody(configuration: Configuration) -> some View { BuiltinButton(kind: .borderless, configuration: configuration) }
}

/// A tint-coloured label with no border, as SwiftUI's `BorderlessButtonStyle`.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// The style.
    public init() {}
    /// The style's look for one control.
    public func makeBody(configuration: Configuration) -> some View { BuiltinButton(kind: .borderless, configuration: configuration) }
}

/// The label as it is (no tint), dimmed while pressed, as SwiftUI's `PlainButtonStyle`.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// The style.
    public init() {}
    /// The style's look for one control.
    public func makeBody(configuration: Configuration) -> some View { BuiltinButton(kind: .plain, configuration: configuration) }
}

/// A tint-coloured label on a light tinted rounded rectangle, as SwiftUI's `BorderedButtonStyle`.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// The style.
    public init() {}
    /// The style's look for one control.
    public func makeBody(configuration: Configuration) -> some View { BuiltinButton(kind: .bordered, configuration: configuration) }
}

/// A white label on a tint-filled rounded rectangle, as SwiftUI's `BorderedProminentButtonStyle`.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// The style.
    public init() {}
    /// The style's look for one control.
    public func makeBody(configuration: Configuration) -> some View { BuiltinButton(kind: .borderedProminent, configuration: configuration) }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The platform's default style (borderless on iOS).
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// A tint-coloured label without a border.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// The label as it is, dimmed while pressed.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A tinted label on a light tinted rounded rectangle.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A white label on a tint-filled rounded rectangle.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// How the built-in styles draw. iOS facts: borderless labels take the tint
/// (accent blue) and dim to 0.2 opacity while pressed; disabled buttons draw at 50%.
/// Chosen where those are silent (from HIG pictures): bordered fill = tint at 15%;
/// bordered and prominent buttons dim as a whole to 0.7 while pressed; a destructive role
/// tints red.
enum BuiltinButtonLook {
    static let pressedLabelOpacity = 0.2
    static let pressedFilledOpacity = 0.7
    static let disabledOpacity = 0.5
    static let borderedFillOpacity = 0.15
}

/// The body of a built-in button style: a tappable control node around the styled label.
struct BuiltinButton: View, PrimitiveView {
    typealias Body = Never
    enum Kind { case borderless, plain, bordered, borderedProminent }
    let kind: Kind
    let configuration: PrimitiveButtonStyleConfiguration

    func makeNode(_ context: ResolveContext) -> ViewNode {
        let env = context.environment
        let body = styled(isPressed: context.isPressed, environment: env)
        let child = resolveSingle(of: body, context.child(.body))
        return ViewNode(identity: context.identity, behavior: ControlBehavior(kind: .button, action: configuration.action),
                        children: [child], environment: env)
    }

    private func styled(isPressed: Bool, environment env: EnvironmentValues) -> AnyView {
        let tint: AnyShapeStyle = configuration.role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(TintShapeStyle())
        let enabledOpacity = env.isEnabled ? 1 : BuiltinButtonLook.disabledOpacity
        let label = configuration.label
        switch kind {
        case .borderless:
            return AnyView(label.modifier(ButtonLabelColor(style: tint, environment: env))
                .opacity((isPressed ? BuiltinButtonLook.pressedLabelOpacity : 1) * enabledOpacity))
        case .plain:
            return AnyView(label.opacity((isPressed ? BuiltinButtonLook.pressedLabelOpacity : 1) * enabledOpacity))
        case .bordered, .borderedProminent:
            let m = BorderedButtonMetrics(env.controlSize)
            let outline = ButtonBorderOutline(shape: BorderedButton26Look.borderShape(env.buttonBorderShape, design26: env.usesDesign26), automaticRadius: m.cornerRadius)
            let prominent = kind == .borderedProminent
            let fill = outline.fill(tint).opacity(prominent ? 1 : BuiltinButtonLook.borderedFillOpacity)
            let body = label
                .modifier(ButtonLabelColor(style: prominent ? AnyShapeStyle(Color.white) : tint, environment: env))
                .padding(.horizontal, m.horizontal)
                .padding(.vertical, m.vertical)
                .background(fill)
            // One type whatever the state, so the label keeps its identity (and state) when pressed.
            let opacity = (isPressed ? BuiltinButtonLook.pressedFilledOpacity : 1) * enabledOpacity
            return AnyView(body.compositingGroup().opacity(opacity))
        }
    }
}

/// The colour a built-in style gives its label, unless the button's surroundings set one.
///
/// On iOS `Button("Log in") {}.foregroundColor(.white)` draws a white label in every built-in
/// style (borderless, bordered, prominent): the style's tint or white is only the default,
/// used when no foreground style is in the environment.
struct ButtonLabelColor: ViewModifier {
    let style: AnyShapeStyle
    let environment: EnvironmentValues
    func body(content: Content) -> some View {
        if environment.foregroundStyle == nil {
            content.foregroundStyle(style)
        } else {
            content
        }
    }
}
