/// A value a view owns and can change, as SwiftUI's `@State`. Flipbook keeps it by the
/// view's structural identity, so it survives re-evaluation of `body`.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    final class Box {
        let initial: Value
        var location: StateLocation<Value>?
        init(initial: Value) { self.initial = initial }
    }

    let box: Box

    public init(wrappedValue value: Value) { box = Box(initial: value) }
    public init(initialValue value: Value) { box = Box(initial: value) }

    public var wrappedValue: Value {
        get { box.location?.value ?? box.initial }
        nonmutating set {
            if box.location == nil { box.location = StateLocation(value: box.initial, graph: nil) }
            box.location!.value = newValue
        }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> {
        let box = self.box
        if box.location == nil { box.location = StateLocation(value: box.initial, graph: nil) }
        let location = box.location!
        return Binding(mainActorGet: { location.value }, set: { location.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

extension State: GraphLinkedProperty {
    package func link(_ context: ResolveContext, graph: ViewGraph?, name: String) {
        // Without a graph every render starts from the initial value (a one-shot still).
        guard let graph else { return }
        box.location = graph.location(for: context.identity, name: name, initial: box.initial)
    }
}
