/// A type-erased part of a style's configuration — a label, a title, a content — as the
/// views SwiftUI's configurations hold (`GaugeStyleConfiguration.Label`,
/// `ButtonStyleConfiguration.Label`, `GroupBoxStyleConfiguration.Content`…). Each
/// configuration names its parts with a typealias:
///
/// ```swift
/// public struct GaugeStyleConfiguration {
///     public enum LabelTag {}
///     public typealias Label = StyleConfigurationPart<LabelTag>
/// }
/// ```
///
/// The tag only keeps the parts distinct types (a `Label` is not a `Content`), as SwiftUI's
/// are; a style's body places the part like any view and it draws the view it stands for.
public struct StyleConfigurationPart<Tag>: View {
    public typealias Body = Never
    /// Resolves the view the part stands for where the style's body places it.
    let resolve: (ResolveContext) -> [ViewNode]

    /// The part for `view`, resolved as the control's child `component`.
    @MainActor init<V: View>(_ view: V, _ component: ViewIdentity.Component) {
        resolve = { resolveViewList(of: view, $0.child(component)) }
    }
    /// A part that resolves however the control says (several views, none, a custom identity).
    init(resolve: @escaping (ResolveContext) -> [ViewNode]) { self.resolve = resolve }
}

extension StyleConfigurationPart: ViewListResolvable {
    package func resolveList(_ context: ResolveContext) -> [ViewNode] { resolve(context) }
}
