/// Reads a value from the environment, as SwiftUI's `@Environment(\.colorScheme)`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    final class Box {
        var environment: EnvironmentValues?
    }

    let keyPath: KeyPath<EnvironmentValues, Value>
    let box = Box()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    /// The value in the environment of the view that declares this property.
    public var wrappedValue: Value { (box.environment ?? EnvironmentValues())[keyPath: keyPath] }
}

extension Environment: GraphLinkedProperty {
    func link(_ context: ResolveContext, graph: ViewGraph?, name: String) {
        box.environment = context.environment
    }
}
