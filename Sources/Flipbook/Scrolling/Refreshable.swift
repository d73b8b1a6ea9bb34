/// The refresh action of a refreshable view, as SwiftUI's `RefreshAction`: read it from
/// ``EnvironmentValues/refresh`` and call it to refresh.
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void
    /// Runs the refresh and waits for it to finish.
    public func callAsFunction() async { await action() }
}

private struct RefreshActionKey: EnvironmentKey { static var defaultValue: RefreshAction? { nil } }

extension EnvironmentValues {
    /// The refresh action set by `refreshable(action:)`, or `nil`.
    public var refresh: RefreshAction? {
        get { self[RefreshActionKey.self] }
        set { self[RefreshActionKey.self] = newValue }
    }
}

/// Where a scroll view draws its refresh spinner, as iOS 17/18 does while refreshing. Not
/// published; chosen by eye from iOS screenshots: the content moves down 60 pt (a
/// `UIRefreshControl`'s height) and the spinner (the medium activity indicator) sits
/// centred in that band.
enum RefreshMetrics {
    static let band: CGFloat = 60
}

extension View {
    /// Makes the scroll views (and lists) here refreshable by pulling down, as SwiftUI's
    /// `refreshable(action:)`: `action` runs when the user pulls, and the spinner shows
    /// until it finishes. At rest a still shows nothing of it; draw the refreshing state
    /// with ``flipbookRefreshing(_:)``.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        environment(\.refresh, RefreshAction(action: action))
    }

    /// Draws the refreshable scroll views and lists here as while refreshing (Flipbook only: a
    /// still cannot pull): the content 60 pt down and the spinner above it, as iOS shows during
    /// a `refreshable` action.
    public func flipbookRefreshing(_ isRefreshing: Bool = true) -> some View {
        transformEnvironment(\.scrollViewConfiguration) { $0.refreshing = isRefreshing }
    }
}
