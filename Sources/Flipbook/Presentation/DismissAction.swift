/// Dismisses the presentation a view is in, as SwiftUI's `DismissAction`
/// (`@Environment(\.dismiss) var dismiss`, then `dismiss()`). A still presents nothing, so
/// the default does nothing; a host can put its own in the environment.
public struct DismissAction: Sendable {
    let action: @Sendable () -> Void
    /// An action that runs `action` when called.
    public init(_ action: @escaping @Sendable () -> Void) { self.action = action }
    public func callAsFunction() { action() }
}

private struct DismissKey: EnvironmentKey { static var defaultValue: DismissAction { DismissAction {} } }
private struct IsPresentedKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Dismisses the current presentation (nothing, in a still).
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }
    /// Whether the view is in a presentation (a sheet…); false in a still's root.
    public internal(set) var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
}
