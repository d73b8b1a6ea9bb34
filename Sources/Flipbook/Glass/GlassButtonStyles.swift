/// iOS 26's glass button style, as SwiftUI's `GlassButtonStyle` (`.buttonStyle(.glass)`): the
/// label in the tint on regular glass in a capsule.
public struct GlassButtonStyle: PrimitiveButtonStyle {
    let glass: Glass
    /// The style on regular glass.
    public init() { glass = .regular }
    /// The style on `glass`.
    public init(_ glass: Glass) { self.glass = glass }
    public func makeBody(configuration: Configuration) -> some View {
        GlassButtonBody(configuration: configuration, prominent: false, glass: glass)
    }
}

/// iOS 26's prominent glass button style, as SwiftUI's `GlassProminentButtonStyle`
/// (`.buttonStyle(.glassProminent)`): a white label on glass tinted with the tint.
public struct GlassProminentButtonStyle: PrimitiveButtonStyle {
    /// The style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        GlassButtonBody(configuration: configuration, prominent: true, glass: .regular)
    }
}

extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    /// The label in the tint on Liquid Glass.
    public static var glass: GlassButtonStyle { GlassButtonStyle() }
    /// The label in the tint on the given glass.
    public static func glass(_ glass: Glass) -> GlassButtonStyle { GlassButtonStyle(glass) }
}

extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    /// A white label on glass tinted with the tint.
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}

/// The body of the glass styles: the label padded as a bordered button, in a glass capsule.
/// Pressed, the label dims to 70 % (as a bordered button); disabled, the whole draws at 50 %.
struct GlassButtonBody: View, PrimitiveView {
    typealias Body = Never
    let configuration: PrimitiveButtonStyleConfiguration
    let prominent: Bool
    let glass: Glass

    func makeNode(_ context: ResolveContext) -> ViewNode {
        let env = context.environment
        let body = styled(isPressed: context.isPressed, environment: env)
        let child = resolveSingle(of: body, context.child(.body))
        return ViewNode(identity: context.identity, behavior: ControlBehavior(kind: .button, action: configuration.action),
                        children: [child], environment: env)
    }

    private func styled(isPressed: Bool, environment env: EnvironmentValues) -> AnyView {
        let m = BorderedButtonMetrics(env.controlSize)
        let destructive = configuration.role == .destructive
        let tintColor = destructive ? Color.red : (env.tint?.style as? Color ?? .accentColor)
        let labelStyle: AnyShapeStyle = prominent ? AnyShapeStyle(Color.white)
            : (destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(TintShapeStyle()))
        // No compositing group: the glass must see what lies behind the button.
        return AnyView(configuration.label
            .foregroundStyle(labelStyle)
            .opacity(isPressed ? BuiltinButtonLook.pressedFilledOpacity : 1)
            .padding(.horizontal, m.horizontal)
            .padding(.vertical, m.vertical)
            .glassEffect(prominent ? glass.tint(tintColor) : glass, in: Capsule())
            .opacity(env.isEnabled ? 1 : BuiltinButtonLook.disabledOpacity))
    }
}
