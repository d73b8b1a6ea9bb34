/// Whether a view is in edit mode, as SwiftUI's `EditMode`: a list in edit mode draws a
/// red delete control before each deletable row and a reorder handle after each movable
/// one (rows of a `ForEach` with `onDelete`/`onMove`).
public enum EditMode: Hashable, Sendable {
    /// Not editing.
    case inactive
    /// Editing briefly (a swipe to delete): drawn as inactive in a still.
    case transient
    /// Editing: delete controls and reorder handles shown.
    case active

    /// Whether the mode is `.active` or `.transient`.
    public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
    /// The edit mode of the views here, as SwiftUI's `editMode`: set
    /// `.environment(\.editMode, .constant(.active))` to draw a list editing. Where nothing
    /// sets it, `EditButton` and lists share one edit mode of the rendering (as a hosting
    /// controller provides one), so tapping an `EditButton` from a test edits the list.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

extension ResolveContext {
    /// The edit mode in effect: the environment's, else the rendering's shared one.
    @MainActor var effectiveEditMode: Binding<EditMode>? {
        if let mode = environment.editMode { return mode }
        guard let graph else { return nil }
        let location = graph.location(for: .root, name: "editMode", initial: EditMode.inactive)
        return Binding(derivedGet: { location.value }, set: { location.value = $0 })
    }
}
