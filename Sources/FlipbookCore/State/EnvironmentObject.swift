/// An observable object an ancestor put in the environment with
/// ``View/environmentObject(_:)``, as SwiftUI's `@EnvironmentObject`.
///
/// If no ancestor provides one, the view cannot be drawn: rendering with a graph (as
/// ``ImageRenderer`` does) leaves the view out and records a ``RenderError`` naming the type
/// (``ImageRenderer/pngData(options:)`` throws it); reading the property anyway stops the
/// program with SwiftUI's message.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Makes bindings to the object's properties (`$model.name`).
    public typealias Wrapper = ObservedObject<ObjectType>.Wrapper

    final class Box {
        var object: ObjectType?
    }

    let box = Box()

    public init() {}

    /// The object from the environment.
    @MainActor @preconcurrency public var wrappedValue: ObjectType {
        guard let o = box.object else { fatalError(missingEnvironmentObjectMessage(ObjectType.self)) }
        return o
    }

    @MainActor @preconcurrency public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

func missingEnvironmentObjectMessage(_ type: Any.Type) -> String {
    "No ObservableObject of type \(type) found. A View.environmentObject(_:) for \(type) may be missing as an ancestor of this view."
}

/// Where ``View/environmentObject(_:)`` keeps an object: one key per object type.
struct EnvironmentObjectKey<ObjectType: AnyObject>: EnvironmentKey {
    static var defaultValue: ObjectType? { nil }
}

extension EnvironmentObject: GraphLinkedProperty {
    package func link(_ context: ResolveContext, graph: ViewGraph?, name: String) {
        box.object = context.environment[EnvironmentObjectKey<ObjectType>.self]
        if let o = box.object { observe(o, from: graph) }
    }

    package func missingRequirement(in environment: EnvironmentValues) -> String? {
        environment[EnvironmentObjectKey<ObjectType>.self] == nil ? missingEnvironmentObjectMessage(ObjectType.self) : nil
    }
}

/// Puts an observable object in the environment of the content.
struct EnvironmentObjectModifier<ObjectType: ObservableObject>: ViewModifier, EnvironmentModifier {
    typealias Body = Never
    let object: ObjectType
    func update(_ environment: inout EnvironmentValues) { environment[EnvironmentObjectKey<ObjectType>.self] = object }
}

extension View {
    /// Gives this view and everything inside it `object` for their `@EnvironmentObject`
    /// properties of its type.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(EnvironmentObjectModifier(object: object))
    }
}
