/// A card that groups related views, as SwiftUI's `GroupBox`, with an optional label.
///
/// ```swift
/// GroupBox("Today") { Text("3 events") }
/// ```
public struct GroupBox<Label: View, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    let content: Content

    /// A box with a label of your own.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label(); self.content = content()
    }

    /// A box with a label view (SwiftUI's older spelling).
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label; self.content = content()
    }

    package func makeNode(_ context: ResolveContext) -> ViewNode {
        let configuration = GroupBoxStyleConfiguration(label: .init(label, .explicit("label")),
                                                       content: .init(content, .content))
        return context.resolveStyle(GroupBoxStyles.self, configuration)
    }
}

extension GroupBox where Label == EmptyView {
    /// A box without a label.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, label: { EmptyView() })
    }
}

extension GroupBox where Label == Text {
    /// A box with a literal title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }
    /// A box with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// A box from a style's configuration, drawn with the next outer style.
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.label = configuration.label
        self.content = configuration.content
    }
}
