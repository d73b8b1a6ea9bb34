/// A button that starts renaming, as SwiftUI's `RenameButton`: "Rename" with the pencil,
/// drawn as a `Button` with that label (in a menu, a toolbar or on its own). Its action is
/// the `renameAction` in the environment.
public struct RenameButton<Label: View>: View {
    @Environment(\.rename) private var rename
    public var body: some View {
        Button(action: { rename?() }) { Flipbook.Label("Rename", systemImage: "pencil") }
    }
}

extension RenameButton where Label == Flipbook.Label<Text, Image> {
    /// The standard rename button.
    public init() {}
}

/// What a rename button runs, as SwiftUI's `RenameAction`.
public struct RenameAction {
    let action: () -> Void
    public func callAsFunction() { action() }
}

private struct RenameKey: EnvironmentKey { static var defaultValue: RenameAction? { nil } }

extension EnvironmentValues {
    /// The action rename buttons inside run (`renameAction(_:)`).
    public var rename: RenameAction? {
        get { self[RenameKey.self] }
        set { self[RenameKey.self] = newValue }
    }
}

extension View {
    /// What rename buttons inside run.
    public func renameAction(_ action: @escaping () -> Void) -> some View {
        environment(\.rename, RenameAction(action: action))
    }
}
