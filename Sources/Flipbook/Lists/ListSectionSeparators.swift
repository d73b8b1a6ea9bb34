extension View {
    /// Shows or hides the separators above and below this list section, as SwiftUI's
    /// `listSectionSeparator(_:edges:)`. Accepted, no pixels: the list styles Flipbook draws
    /// (inset grouped, grouped, inset, plain at rest) draw no section separators of their
    /// own, which is what `.hidden` asks and `.automatic` gives on iOS.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(TraitModifier { traits, _ in traits.extra[ObjectIdentifier(ListSectionSeparatorVisibility.self)] =
            ListSectionSeparatorVisibility(visibility: visibility) })
    }

    /// Tints this section's separators, as SwiftUI's `listSectionSeparatorTint(_:edges:)`.
    /// Accepted, no pixels: no section separator is drawn (see `listSectionSeparator`).
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifier(TraitModifier { _, _ in })
    }

    /// Keeps this row from being selected, as SwiftUI's `selectionDisabled(_:)`. Accepted,
    /// no pixels: a still shows a selection, it does not make one.
    public func selectionDisabled(_ isDisabled: Bool = true) -> some View {
        modifier(TraitModifier { _, _ in })
    }
}

struct ListSectionSeparatorVisibility { let visibility: Visibility }

private struct DefaultMinListHeaderHeightKey: EnvironmentKey { static var defaultValue: CGFloat? { nil } }

extension EnvironmentValues {
    /// The least height of a list section header (`nil`: the style's).
    public var defaultMinListHeaderHeight: CGFloat? {
        get { self[DefaultMinListHeaderHeightKey.self] }
        set { self[DefaultMinListHeaderHeightKey.self] = newValue }
    }
}
