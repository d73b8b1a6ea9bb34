import Flipbook

/// A scene's state while it plays: the views read it, actions and timeline events change
/// it (inside `withAnimation` when they name an animation), and the scene's body is decoded
/// again from the new state, as a SwiftUI body runs again.
@MainActor
public final class SceneModel: ObservableObject {
    @Published public private(set) var state: SceneState

    public init(_ state: SceneState) { self.state = state }

    /// Sets a declared variable (a change only when the value differs, so re-setting a
    /// binding to what it holds does not count as a change).
    public func set(_ name: String, _ value: StateValue) {
        guard state[name] != value else { return }
        var s = state
        s.set(name, value)
        state = s
    }

    public func bool(_ name: String) -> Bool {
        if case .bool(let b)? = state[name] { return b }
        return false
    }

    /// A binding to a boolean variable.
    public func boolBinding(_ name: String) -> Binding<Bool> {
        Binding(get: { [unowned self] in self.bool(name) }, set: { [unowned self] in self.set(name, .bool($0)) })
    }
}
