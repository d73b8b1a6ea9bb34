/// A label that shows or hides its content, as SwiftUI's `DisclosureGroup`. Collapsed by
/// default; pass `isExpanded` to set or follow the state.
///
/// ```swift
/// DisclosureGroup("Advanced", isExpanded: $open) { Toggle("Debug", isOn: $debug) }
/// ```
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?
    @State private var expandedState = false

    /// A collapsed group that keeps its own state.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label(); self.content = content(); isExpanded = nil
    }

    /// A group whose state is `isExpanded`.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label(); self.content = content(); self.isExpanded = isExpanded
    }

    public var body: some View {
        DisclosureGroupHost(configuration: DisclosureGroupStyleConfiguration(
            label: .init(label, .explicit("label")),
            content: .init(content, .content),
            isExpanded: isExpanded ?? $expandedState))
    }
}

extension DisclosureGroup where Label == Text {
    /// A collapsed group with a literal title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }
    /// A collapsed group with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
    /// A group with a literal title whose state is `isExpanded`.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(titleKey) })
    }
    /// A group with a string title whose state is `isExpanded`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(title) })
    }
}

extension DisclosureGroup where Label == DisclosureGroupStyleConfiguration.Label, Content == DisclosureGroupStyleConfiguration.Content {
    /// A group from a style's configuration, drawn with the next outer style.
    public init(_ configuration: DisclosureGroupStyleConfiguration) {
        self.label = configuration.label
        self.content = configuration.content
        self.isExpanded = configuration.$isExpanded
    }
}

/// Draws a configuration with the nearest disclosure-group style.
struct DisclosureGroupHost: View, PrimitiveView {
    typealias Body = Never
    let configuration: DisclosureGroupStyleConfiguration

    func makeNode(_ context: ResolveContext) -> ViewNode {
        context.resolveStyle(DisclosureGroupStyles.self, configuration)
    }
}
