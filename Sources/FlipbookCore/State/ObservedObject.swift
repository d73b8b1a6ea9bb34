/// An observable object a view is given and follows, as SwiftUI's `@ObservedObject`: a
/// change of the object makes the graph render again.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Makes bindings to the object's properties, as SwiftUI's `ObservedObject.Wrapper`.
    @MainActor @preconcurrency @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        init(object: ObjectType) { self.object = object }

        /// A binding to a property of the object (`$model.name`).
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(mainActorGet: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }

    private var object: ObjectType

    /// The object (main actor, as in SwiftUI).
    @MainActor @preconcurrency public var wrappedValue: ObjectType {
        get { object }
        set { object = newValue }
    }

    public init(wrappedValue: ObjectType) { object = wrappedValue }
    public init(initialValue: ObjectType) { object = initialValue }

    @MainActor @preconcurrency public var projectedValue: Wrapper { Wrapper(object: object) }
}

extension ObservedObject: GraphLinkedProperty {
    package func link(_ context: ResolveContext, graph: ViewGraph?, name: String) {
        observe(object, from: graph)
    }
}
