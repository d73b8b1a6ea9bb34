/// A button that shows a menu of actions, as SwiftUI's `Menu`. A still shows it closed: the
/// label, drawn by the nearest `menuStyle(_:)` (default: a borderless button in the tint);
/// ``View/flipbookMenuPresented(_:)`` draws it open, its panel of items beside the button.
///
/// ```swift
/// Menu("Options") {
///     Button("Rename") {}
///     Button("Delete", role: .destructive) {}
/// }
/// ```
public struct Menu<Label: View, Content: View>: View {
    public typealias Body = Never
    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?

    /// A menu with a custom label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        self.primaryAction = nil
    }

    /// A menu whose tap runs `primaryAction` (a long press would open the menu).
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.content = content()
        self.label = label()
        self.primaryAction = primaryAction
    }
}

extension Menu where Label == Text {
    /// A menu with a literal title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    /// A menu with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension Menu where Label == Flipbook.Label<Text, Image> {
    /// A menu whose label is a title with an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Flipbook.Label(titleKey, systemImage: systemImage) }
    }
    /// A menu whose label is a string title with an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Flipbook.Label(title, systemImage: systemImage) }
    }
}

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// A menu from a style's configuration, drawn with the next outer style.
    public init(_ configuration: MenuStyleConfiguration) {
        self.label = configuration.label
        self.content = configuration.content
        self.primaryAction = nil
    }
}

extension Menu: PrimitiveView {
    package func makeNode(_ context: ResolveContext) -> ViewNode {
        let label = self.label, content = self.content
        let configuration = MenuStyleConfiguration(label: .init(resolve: { resolveViewList(of: label, $0.child(.content)) }),
                                                   content: .init(resolve: { resolveViewList(of: content, $0.child(.content)) }))
        // Drawn open (`flipbookMenuPresented`): the button and its panel (MenuPresented.swift).
        if context.environment.menuForcedOpen {
            return MenuPanel.node(content: content, context: context) { $0.resolveStyle(MenuStyles.self, configuration) }
        }
        return context.resolveStyle(MenuStyles.self, configuration)
    }
}

