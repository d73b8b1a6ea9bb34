/// An observable object a view creates and owns, as SwiftUI's `@StateObject`: made once per
/// structural identity (the initial-value expression is not evaluated again while the view
/// stays in the tree) and kept in the ``ViewGraph`` like `@State`.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    final class Box {
        let make: () -> ObjectType
        var object: ObjectType?
        init(make: @escaping () -> ObjectType) { self.make = make }

        var resolved: ObjectType {
            if let object { return object }
            let o = make()
            object = o
            return o
        }
    }

    let box: Box

    /// The expression is evaluated once, the first time the view appears.
    nonisolated public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        box = Box(make: thunk)
    }

    /// The object.
    @MainActor @preconcurrency public var wrappedValue: ObjectType { box.resolved }

    /// Bindings to the object's properties (`$model.name`).
    @MainActor @preconcurrency public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: box.resolved) }
}

/// The graph's home of one `@StateObject`: a class, so filling it in is not a state change.
final class StateObjectStorage<ObjectType: AnyObject> {
    var object: ObjectType?
}

extension StateObject: GraphLinkedProperty {
    package func link(_ context: ResolveContext, graph: ViewGraph?, name: String) {
        // Without a graph each render is a first appearance.
        guard let graph else { return }
        let storage = graph.location(for: context.identity, name: name, initial: StateObjectStorage<ObjectType>()).value
        if storage.object == nil { storage.object = box.make() }
        box.object = storage.object
        observe(storage.object!, from: graph)
    }
}
