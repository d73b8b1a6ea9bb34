/// SwiftUI's `id(_:)`: gives the content an explicit identity. A different id makes a
/// different view (its state starts afresh; animation treats it as removed and inserted).
struct ExplicitIdentityModifier<ID: Hashable>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let id: ID
    func resolve(_ content: (ResolveContext) -> [ViewNode], _ context: ResolveContext) -> [ViewNode] {
        content(context.child(.explicit(AnyHashable(id))))
    }
}

extension View {
    /// Binds the view's identity to `id`.
    public func id<ID: Hashable>(_ id: ID) -> some View { modifier(ExplicitIdentityModifier(id: id)) }
}
