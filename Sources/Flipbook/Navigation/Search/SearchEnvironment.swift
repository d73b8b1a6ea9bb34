/// Ends the search in progress, as SwiftUI's `DismissSearchAction`. A still has no search
/// session to end: calling it changes nothing drawn.
public struct DismissSearchAction: Sendable {
    init() {}
    public func callAsFunction() {}
}

private struct IsSearchingKey: EnvironmentKey { static let defaultValue = false }
private struct DismissSearchKey: EnvironmentKey { static var defaultValue: DismissSearchAction { DismissSearchAction() } }

extension EnvironmentValues {
    /// Whether the user is searching in the nearest `searchable` view: true while its
    /// `isPresented` binding is.
    public internal(set) var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }
    /// Ends the search in progress (no effect on a still).
    public var dismissSearch: DismissSearchAction { self[DismissSearchKey.self] }
}
