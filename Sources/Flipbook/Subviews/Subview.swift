/// One subview of some content, as SwiftUI's `Subview`: what `ForEach(subviews:)` and
/// `Group(subviews:)` hand a custom container, to place (as a view) and to read the
/// ``ContainerValues`` the subview set.
///
/// A subview is resolved once, where the content was declared (its environment is that
/// place's), and draws wherever the container puts it.
public struct Subview: View, Identifiable {
    public typealias Body = Never
    let node: ViewNode

    /// The subview's identity (stable while the content keeps its structure and ids).
    nonisolated public var id: AnyHashable { assumeMainActor { AnyHashable(node.identity) } }

    /// The container values the subview set with `containerValue(_:_:)`.
    public var containerValues: ContainerValues { ContainerValues(storage: node.containerTraits.containerValues) }
}

extension Subview: PrimitiveView {
    package func makeNode(_ context: ResolveContext) -> ViewNode { node }
}

/// The subviews of some content, as SwiftUI's `SubviewsCollection`: a collection of
/// ``Subview`` and itself a view (all of them, as a list of views in its container).
public struct SubviewsCollection: RandomAccessCollection, View {
    public typealias Body = Never
    public typealias Element = Subview
    public typealias Index = Int
    public typealias SubSequence = SubviewsCollectionSlice
    let nodes: [ViewNode]

    nonisolated public var startIndex: Int { 0 }
    nonisolated public var endIndex: Int { nodes.count }
    nonisolated public subscript(index: Int) -> Subview { Subview(node: nodes[index]) }
    nonisolated public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
        SubviewsCollectionSlice(nodes: nodes[bounds])
    }
}

extension SubviewsCollection: ViewListResolvable {
    package func resolveList(_ context: ResolveContext) -> [ViewNode] { nodes }
}

/// A run of a ``SubviewsCollection``, as SwiftUI's `SubviewsCollectionSlice` (`subviews.prefix(3)`).
public struct SubviewsCollectionSlice: RandomAccessCollection, View {
    public typealias Body = Never
    public typealias Element = Subview
    public typealias Index = Int
    public typealias SubSequence = SubviewsCollectionSlice
    let nodes: ArraySlice<ViewNode>

    nonisolated public var startIndex: Int { nodes.startIndex }
    nonisolated public var endIndex: Int { nodes.endIndex }
    nonisolated public subscript(index: Int) -> Subview { Subview(node: nodes[index]) }
    nonisolated public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { SubviewsCollectionSlice(nodes: nodes[bounds]) }
}

extension SubviewsCollectionSlice: ViewListResolvable {
    package func resolveList(_ context: ResolveContext) -> [ViewNode] { Array(nodes) }
}

/// Resolves `content` into its subviews at `context` (the place it was declared).
@MainActor
func resolveSubviews<V: View>(of content: V, _ context: ResolveContext) -> SubviewsCollection {
    SubviewsCollection(nodes: resolveViewList(of: content, context.child(.explicit("subviews"))))
}
