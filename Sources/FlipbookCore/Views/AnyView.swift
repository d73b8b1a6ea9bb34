/// A type-erased view. Changing the wrapped view's type changes its identity, as in SwiftUI.
nonisolated public struct AnyView: View {
    public typealias Body = Never
    let view: any View

    nonisolated public init<V: View>(_ view: V) { self.view = view }
    /// Erases an existential view.
    nonisolated public init(erasing view: any View) { self.view = view }
}

extension AnyView: ViewListResolvable {
    @MainActor package func resolveList(_ context: ResolveContext) -> [ViewNode] {
        resolveAnyList(view, context.child(.type(ObjectIdentifier(type(of: view)))))
    }
}
