/// A list row's badge, as iOS draws `.badge(_:)` on a `List` row: the count or text in the
/// body font and the secondary colour, at the row's trailing edge, centred vertically
/// (before a navigation link's chevron); `badgeProminence(.decreased)` in the tertiary
/// colour, `.increased` white on a red capsule as a tab item's badge (``TabView``).
struct ListRowBadge: View {
    let text: Text
    /// The least room between the row's content and its badge.
    static let spacing: CGFloat = 8
    @Environment(\.badgeProminence) private var prominence

    var body: some View {
        switch prominence.level {
        case .standard:
            text.font(.body).foregroundStyle(.secondary).lineLimit(1)
        case .decreased:
            text.font(.body).foregroundStyle(.tertiary).lineLimit(1)
        case .increased:
            // UIKit's red (as the tab bar's badge), a capsule at least as wide as tall.
            text.font(.subheadline).foregroundStyle(Color.white).lineLimit(1)
                .padding(.horizontal, 7).frame(minWidth: 24, minHeight: 24)
                .background(Capsule().fill(TabBarMetrics.badge))
        }
    }
}

extension ViewNode {
    /// The badge `.badge(_:)` put on this row (nil for none, or `.badge(0)`), the outermost
    /// one, not looking into nested navigation containers.
    @MainActor var rowBadge: Text? {
        for case .badge(let text) in navigationPreferences { return text }
        return nil
    }
}
