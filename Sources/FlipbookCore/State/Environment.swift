/// Reads a value from the environment, as SwiftUI's `@Environment`: a key path
/// (`@Environment(\.colorScheme)`, your own keys in an `extension EnvironmentValues`) or an
/// Observation object put there with ``View/environment(_:)`` (`@Environment(Model.self)`).
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    final class Box {
        var environment: EnvironmentValues?
    }

    let read: (EnvironmentValues) -> Value
    /// What is missing from an environment this property cannot be read in, if anything.
    let requirement: ((EnvironmentValues) -> String?)?
    let box = Box()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
        requirement = nil
    }

    /// The `@Observable` object of this type that an ancestor put in the environment with
    /// ``View/environment(_:)``; reading it without one is a programming error, as in SwiftUI.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { env in
            guard let o = env[ObservableEnvironmentKey<Value>.self] else { fatalError(missingObservableMessage(Value.self)) }
            return o
        }
        requirement = { env in env[ObservableEnvironmentKey<Value>.self] == nil ? missingObservableMessage(Value.self) : nil }
    }

    /// The `@Observable` object of this type in the environment, or `nil`.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        read = { $0[ObservableEnvironmentKey<T>.self] }
        requirement = nil
    }

    /// The value in the environment of the view that declares this property.
    public var wrappedValue: Value { read(box.environment ?? EnvironmentValues()) }
}

func missingObservableMessage(_ type: Any.Type) -> String {
    "No Observable object of type \(type) found. A View.environment(_:) for \(type) may be missing as an ancestor of this view."
}

extension Environment: GraphLinkedProperty {
    package func link(_ context: ResolveContext, graph: ViewGraph?, name: String) {
        box.environment = context.environment
    }

    package func missingRequirement(in environment: EnvironmentValues) -> String? { requirement?(environment) }
}
