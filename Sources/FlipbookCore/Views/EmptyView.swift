/// A view that shows nothing and takes no space.
nonisolated public struct EmptyView: View, Sendable {
    public typealias Body = Never
    public init() {}
}

extension EmptyView: ViewListResolvable {
    @MainActor package func resolveList(_ context: ResolveContext) -> [ViewNode] { [] }
}
