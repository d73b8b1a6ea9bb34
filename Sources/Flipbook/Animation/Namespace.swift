import Synchronization

/// A namespace for matched geometry and other ids, as SwiftUI's `@Namespace`: each view
/// that declares one gets its own ``ID``, stable for as long as the view stays in the tree.
///
/// ```swift
/// @Namespace private var hero
/// Circle().matchedGeometryEffect(id: "dot", in: hero)
/// ```
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    /// A namespace's identity.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    final class Box: @unchecked Sendable {
        var id: ID
        init() { id = Namespace.make() }
    }
    let box = Box()

    public init() {}

    /// The namespace's id.
    public var wrappedValue: Namespace.ID { box.id }

    private static let counter = Mutex(0)
    static func make() -> ID { ID(value: counter.withLock { $0 += 1; return $0 }) }
}

extension Namespace: GraphLinkedProperty {
    package func link(_ context: ResolveContext, graph: ViewGraph?, name: String) {
        // The same view keeps the same namespace across passes.
        guard let graph else { return }
        box.id = graph.location(for: context.identity, name: name, initial: box.id).value
    }
}
