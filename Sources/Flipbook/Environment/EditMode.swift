/// Whether a list is being edited, as SwiftUI's `EditMode` (read with
/// `@Environment(\.editMode)`, changed by `EditButton`).
public enum EditMode: Hashable, Sendable {
    /// Not editable.
    case inactive
    /// Temporarily editable (a swipe's actions showing).
    case transient
    /// Editable: lists show their edit controls.
    case active

    /// Whether the mode is ``active`` or ``transient``.
    public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey { static var defaultValue: Binding<EditMode>? { nil } }

extension EnvironmentValues {
    /// The edit mode of the views inside, as a binding (`nil` where no view sets one, as in
    /// SwiftUI outside a navigation view); set it with `.environment(\.editMode, $mode)` or
    /// `.environment(\.editMode, .constant(.active))`.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}
