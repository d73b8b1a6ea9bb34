/// A list row's badge, as iOS draws `.badge(_:)` on a `List` row: the count or text in the
/// body font and the secondary colour, at the row's trailing edge, centred vertically
/// (before a navigation link's chevron). A tab item's badge is the red capsule instead
/// (``TabView``).
struct ListRowBadge: View {
    let text: Text
    /// The least room between the row's content and its badge.
    static let spacing: CGFloat = 8

    var body: some View {
        text.font(.body).foregroundStyle(.secondary).lineLimit(1)
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
