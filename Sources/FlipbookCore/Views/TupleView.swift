/// A fixed sequence of views, as ``ViewBuilder`` makes from a closure's statements. In a
/// stack each element becomes one child, identified by its position.
nonisolated public struct TupleView<T>: View {
    public typealias Body = Never
    public var value: T
    package let elements: [any View]

    nonisolated public init<each Element: View>(_ value: (repeat each Element)) where T == (repeat each Element) {
        self.value = value
        var list: [any View] = []
        for element in repeat each value { list.append(element) }
        elements = list
    }
}

extension TupleView: ViewListResolvable {
    @MainActor package func resolveList(_ context: ResolveContext) -> [ViewNode] {
        elements.enumerated().flatMap { i, v in resolveAnyList(v, context.child(.index(i))) }
    }
}
