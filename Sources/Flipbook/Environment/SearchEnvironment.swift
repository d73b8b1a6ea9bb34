/// Ends the current search, as SwiftUI's `DismissSearchAction` (read with
/// `@Environment(\.dismissSearch)`). A render has no search session open unless a
/// searchable view says so, so calling it changes nothing.
public struct DismissSearchAction: Sendable {
    let action: @Sendable @MainActor () -> Void
    init(_ action: @escaping @Sendable @MainActor () -> Void) { self.action = action }
    /// Dismisses the search.
    @MainActor public func callAsFunction() { action() }
}

private struct IsSearchingKey: EnvironmentKey { static let defaultValue = false }
private struct DismissSearchKey: EnvironmentKey { static var defaultValue: DismissSearchAction { DismissSearchAction {} } }

extension EnvironmentValues {
    /// Whether the user is searching in a searchable view above: `false` unless a search
    /// field is drawn active.
    public var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }

    /// Ends the search of the searchable view above (see ``DismissSearchAction``).
    public var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }
}
