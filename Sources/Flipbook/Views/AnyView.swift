/// A type-erased view. Changing the wrapped view's type changes its identity, as in SwiftUI.
public struct AnyView: View {
    public typealias Body = Never
    let view: any View

    public init<V: View>(_ view: V) { self.view = view }
    /// Erases an existential view.
    public init(erasing view: any View) { self.view = view }
}

extension AnyView: ViewListResolvable {
    func resolveList(_ context: ResolveContext) -> [ViewNode] {
        resolveAnyList(view, context.child(.type(ObjectIdentifier(type(of: view)))))
    }
}
