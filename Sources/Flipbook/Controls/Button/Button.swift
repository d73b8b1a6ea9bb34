/// A control that runs an action when tapped, as SwiftUI's `Button`. Its look comes from the
/// nearest `buttonStyle(_:)` around it (default: ``DefaultButtonStyle``, borderless on iOS).
///
/// ```swift
/// Button("Delete", role: .destructive) { items.removeAll() }
/// Button(action: save) { Label("Save", systemImage: "tray.and.arrow.down") }
/// ```
public struct Button<Label: View>: View {
    public typealias Body = Never
    let label: Label
    let role: ButtonRole?
    let action: () -> Void

    /// A button with a custom label.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// A button with a role and a custom label.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = role
        self.action = action
    }
}

extension Button where Label == Text {
    /// A button with a literal title.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Text(titleKey) }
    }
    /// A button with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Text(title) }
    }
    /// A button with a literal title and a role.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }
    /// A button with a string title and a role.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == Flipbook.Label<Text, Image> {
    /// A button whose label is a title with an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Flipbook.Label(titleKey, systemImage: systemImage) }
    }
    /// A button whose label is a string title with an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Flipbook.Label(title, systemImage: systemImage) }
    }
    /// A button with a role whose label is a title with an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Flipbook.Label(titleKey, systemImage: systemImage) }
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// A button from a primitive style's configuration, drawn with the next outer style, so
    /// primitive styles compose (`Button(configuration).onTapGesture(count: 2, …)`).
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.action) { configuration.label }
    }
}

extension Button: PrimitiveView {
    package func makeNode(_ context: ResolveContext) -> ViewNode {
        // The style's body sees the styles further out: a Button inside it uses the next one.
        let (entry, inner) = context.nearestStyle(ButtonStyles.self)
        let label = self.label
        let resolveLabel: (ResolveContext) -> [ViewNode] = { resolveViewList(of: label, $0.child(.content)) }
        // A disabled button's action never runs, whoever triggers it.
        let enabled = context.environment.isEnabled
        let action = self.action
        let guarded: () -> Void = { if enabled { action() } }
        switch entry {
        case .standard(let style):
            let configuration = ButtonStyleConfiguration(role: role, label: .init(resolve: resolveLabel), isPressed: context.isPressed)
            let body = resolveStyleBody(of: style, in: inner) { style.makeBody(configuration: configuration) }
            return ViewNode(identity: context.identity, behavior: ControlBehavior(kind: .button, action: guarded),
                            children: [body], environment: context.environment)
        case .primitive(let style):
            let configuration = PrimitiveButtonStyleConfiguration(role: role, label: .init(resolve: resolveLabel), action: guarded)
            return resolveStyleBody(of: style, in: inner) { style.makeBody(configuration: configuration) }
        }
    }
}
