/// One of two views, as ``ViewBuilder`` makes from `if`/`else`. The two branches have
/// different identities, so state does not leak from one to the other.
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public typealias Body = Never
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
    nonisolated init(storage: Storage) { self.storage = storage }
}

extension _ConditionalContent: ViewListResolvable {
    @MainActor package func resolveList(_ context: ResolveContext) -> [ViewNode] {
        switch storage {
        case .trueContent(let v): return resolveViewList(of: v, context.child(.branch(true)))
        case .falseContent(let v): return resolveViewList(of: v, context.child(.branch(false)))
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: ViewListResolvable where Wrapped: View {
    @MainActor package func resolveList(_ context: ResolveContext) -> [ViewNode] {
        guard let v = self else { return [] }
        return resolveViewList(of: v, context.child(.branch(true)))
    }
}
