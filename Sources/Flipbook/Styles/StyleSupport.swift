/// A type-erased part of a style's configuration (a label, a content): resolves the view it
/// stands for where the style's body puts it.
struct ErasedStylePart {
    let resolve: (ResolveContext) -> [ViewNode]

    @MainActor init<V: View>(_ view: V, _ component: ViewIdentity.Component) {
        resolve = { resolveViewList(of: view, $0.child(component)) }
    }
    init(resolve: @escaping (ResolveContext) -> [ViewNode]) { self.resolve = resolve }
}
