/// The section index of a `List` (iOS 26): the sections' ``View/sectionIndexLabel(_:)-(Text?)``
/// letters stacked down the list's trailing edge, centred vertically, as UIKit's table
/// index draws them: caption-size (11 pt) semibold in the tint colour, 16 pt wide, 2 pt
/// from the edge (UIKit's metrics, not published: chosen by eye).
struct ListSectionIndex: View {
    let labels: [Text]

    var body: some View {
        VStack(spacing: 2) {
            ForEach(labels.indices, id: \.self) { i in
                labels[i].font(.system(size: 11, weight: .semibold)).lineLimit(1)
            }
        }
        .foregroundStyle(.tint)
        .frame(width: 16)
        .padding(.trailing, 2)
    }
}

private struct SectionIndexLabelKey: EnvironmentKey { static let defaultValue: Text? = nil }
private struct ListSectionIndexVisibilityKey: EnvironmentKey { static let defaultValue = Visibility.automatic }
private struct ListSectionSideMarginKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }

extension EnvironmentValues {
    /// The index label of the section being resolved.
    var sectionIndexLabel: Text? {
        get { self[SectionIndexLabelKey.self] }
        set { self[SectionIndexLabelKey.self] = newValue }
    }
    /// Whether lists show their section index.
    var listSectionIndexVisibility: Visibility {
        get { self[ListSectionIndexVisibilityKey.self] }
        set { self[ListSectionIndexVisibilityKey.self] = newValue }
    }
    /// `listSectionMargins` on the leading/trailing edges.
    var listSectionSideMargin: CGFloat? {
        get { self[ListSectionSideMarginKey.self] }
        set { self[ListSectionSideMarginKey.self] = newValue }
    }
}

extension View {
    /// Shows or hides the section index of the lists in this view. `.automatic` and
    /// `.visible` show it when the list's sections have ``sectionIndexLabel(_:)-(Text?)``s.
    public func listSectionIndexVisibility(_ visibility: Visibility) -> some View {
        environment(\.listSectionIndexVisibility, visibility)
    }

    /// The label of this section in its list's section index (`nil`: none).
    public func sectionIndexLabel(_ label: Text?) -> some View {
        environment(\.sectionIndexLabel, label)
    }

    /// The label of this section in its list's section index.
    public func sectionIndexLabel(_ label: LocalizedStringKey) -> some View {
        environment(\.sectionIndexLabel, Text(label))
    }

    /// The label of this section in its list's section index.
    @_disfavoredOverload
    public func sectionIndexLabel<S: StringProtocol>(_ label: S) -> some View {
        environment(\.sectionIndexLabel, Text(label))
    }

    /// The margins of the list sections in this view on `edges` (`nil`: the style's): on the
    /// leading and trailing edges, the space between the list's sides and its sections'
    /// cards (an inset-grouped list's 16 pt). Top and bottom margins are accepted; the list
    /// keeps its section spacing (`listSectionSpacing` sets it).
    public func listSectionMargins(_ edges: Edge.Set = .all, _ length: CGFloat?) -> some View {
        transformEnvironment(\.listSectionSideMargin) { margin in
            if !edges.isDisjoint(with: [.leading, .trailing]) { margin = length }
        }
    }
}
