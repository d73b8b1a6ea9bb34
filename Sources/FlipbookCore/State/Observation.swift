@_exported import Observation

// Observation's `@Observable` classes work with Flipbook as with SwiftUI: `import Flipbook`
// brings the macro; reads a view's body makes are tracked, so a later change of a property
// it read bumps the graph's generation; `@Environment(Model.self)` and `.environment(model)`
// pass objects down; `@Bindable` makes bindings to their properties.

/// Runs `body` (a view's body) noting the Observation properties it reads; a change of any
/// of them marks the graph as due for a new render.
@MainActor
func trackingObservation<T>(_ context: ResolveContext, _ body: () -> T) -> T {
    guard let graph = context.graph else { return body() }
    let ref = WeakViewGraph(graph)
    let source = ChangeSource(.observation, at: context.identity)
    return withObservationTracking(body, onChange: { ref.graph?.didChange(source) })
}

/// Where ``View/environment(_:)`` keeps an `@Observable` object: one key per type.
struct ObservableEnvironmentKey<ObjectType: AnyObject>: EnvironmentKey {
    static var defaultValue: ObjectType? { nil }
}

struct ObservableEnvironmentModifier<ObjectType: AnyObject & Observable>: ViewModifier, EnvironmentModifier {
    typealias Body = Never
    let object: ObjectType?
    func update(_ environment: inout EnvironmentValues) { environment[ObservableEnvironmentKey<ObjectType>.self] = object }
}

extension View {
    /// Puts an `@Observable` object in the environment of this view and everything inside
    /// it, for `@Environment(T.self)`.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(ObservableEnvironmentModifier(object: object))
    }
}

/// Bindings to the properties of an `@Observable` object, as SwiftUI's `@Bindable`:
/// `@Bindable var model` then `$model.name`, or `Bindable(model).name` inline.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    public init(projectedValue: Bindable<Value>) { self = projectedValue }

    public var projectedValue: Bindable<Value> { self }

    /// A binding to a property of the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(mainActorGet: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

extension Bindable: DynamicProperty {}
