/// Changes one environment value in place for the content, as SwiftUI's
/// `transformEnvironment(_:transform:)`.
struct TransformEnvironmentModifier<Value>: ViewModifier, EnvironmentModifier {
    typealias Body = Never
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let transform: (inout Value) -> Void
    func update(_ environment: inout EnvironmentValues) { transform(&environment[keyPath: keyPath]) }
}

extension View {
    /// Changes the environment value at `keyPath` for this view and everything inside it,
    /// starting from the value the view inherits (e.g. `{ $0 = ($0 ?? .body).bold() }`).
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
                                        transform: @escaping (inout V) -> Void) -> some View {
        modifier(TransformEnvironmentModifier(keyPath: keyPath, transform: transform))
    }
}
