/// How prominent a view is, as SwiftUI's `Prominence`: `.increased` section headers are
/// drawn larger.
public enum Prominence: Hashable, Sendable {
    case standard, increased
}

private struct HeaderProminenceKey: EnvironmentKey { static var defaultValue: Prominence { .standard } }

extension EnvironmentValues {
    /// The prominence of section headers here (`headerProminence(_:)`).
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }
}

extension View {
    /// Sets the prominence of section headers, as SwiftUI's `headerProminence(_:)`:
    /// `.increased` draws a list section's header as iOS's prominent header — title 3,
    /// bold, in the label colour, as written (not upper-cased).
    public func headerProminence(_ prominence: Prominence) -> some View {
        environment(\.headerProminence, prominence)
    }
}
