/// How prominent a list row's badge is, as SwiftUI's `BadgeProminence`; set it with
/// ``View/badgeProminence(_:)``.
///
/// Drawn as iOS draws a `List` row's badge: `.standard` the text in the secondary colour,
/// `.decreased` in the tertiary colour, `.increased` white on a red capsule (as a tab item's).
public struct BadgeProminence: Hashable, Sendable {
    enum Level: Hashable, Sendable { case decreased, standard, increased }
    let level: Level

    /// The least prominent: for information the user need not act on.
    public static let decreased = BadgeProminence(level: .decreased)
    /// The default.
    public static let standard = BadgeProminence(level: .standard)
    /// The most prominent: for what needs the user's attention.
    public static let increased = BadgeProminence(level: .increased)
}

/// How prominent the background a view is drawn on is, as SwiftUI's
/// `BackgroundProminence`: `.increased` when a selected list row's fill is behind it.
public struct BackgroundProminence: Hashable, Sendable {
    enum Level: Hashable, Sendable { case standard, increased }
    let level: Level

    /// A standard background.
    public static let standard = BackgroundProminence(level: .standard)
    /// A prominent background, such as a selected row's: foregrounds may adapt to it.
    public static let increased = BackgroundProminence(level: .increased)
}

private struct BadgeProminenceKey: EnvironmentKey { static let defaultValue = BadgeProminence.standard }
private struct BackgroundProminenceKey: EnvironmentKey { static let defaultValue = BackgroundProminence.standard }

extension EnvironmentValues {
    /// The prominence of badges in this view (list rows draw their badge with it).
    public var badgeProminence: BadgeProminence {
        get { self[BadgeProminenceKey.self] }
        set { self[BadgeProminenceKey.self] = newValue }
    }

    /// The prominence of the background this view is drawn on. Flipbook's selected list
    /// rows are drawn in iOS's grey highlight, not a prominent fill, so this stays `.standard`
    /// unless set.
    public var backgroundProminence: BackgroundProminence {
        get { self[BackgroundProminenceKey.self] }
        set { self[BackgroundProminenceKey.self] = newValue }
    }
}

extension View {
    /// Sets the prominence of badges in this view: list rows draw their `.badge` in the
    /// tertiary colour (`.decreased`), the secondary colour (`.standard`), or white on a red
    /// capsule (`.increased`).
    public func badgeProminence(_ prominence: BadgeProminence) -> some View {
        environment(\.badgeProminence, prominence)
    }
}
