/// A value with a label, as SwiftUI's `LabeledContent`: in a form row the label leads and
/// the value trails in the secondary colour.
///
/// ```swift
/// LabeledContent("Version", value: "17.4")
/// LabeledContent("Volume") { Slider(value: $v) }
/// ```
public struct LabeledContent<Label: View, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    let content: Content

    /// Labeled content from views.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    package func makeNode(_ context: ResolveContext) -> ViewNode {
        let label = self.label, content = self.content
        let configuration = LabeledContentStyleConfiguration(
            label: .init(resolve: { resolveViewList(of: label, $0.child(.explicit("label"))) }),
            content: .init(resolve: { resolveViewList(of: content, $0.child(.content)) }))
        return context.resolveStyle(LabeledContentStyles.self, configuration)
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A literal label with a string value.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }
    /// A string label with a string value.
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text {
    /// A literal label with content of your own.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }
    /// A string label with content of your own.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension LabeledContent where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// Labeled content from a style's configuration, drawn with the next outer style.
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.label = configuration.label
        self.content = configuration.content
    }
}
