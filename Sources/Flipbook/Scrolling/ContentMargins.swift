/// Which part of a scroll view a content margin applies to, as SwiftUI's
/// `ContentMarginPlacement`.
public struct ContentMarginPlacement: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, scrollContent, scrollIndicators }
    let kind: Kind
    /// Both the content and the indicators (iOS's choice).
    public static var automatic: ContentMarginPlacement { .init(kind: .automatic) }
    /// The scrolled content only.
    public static var scrollContent: ContentMarginPlacement { .init(kind: .scrollContent) }
    /// The scroll indicators only (no pixels in a still: indicators are not drawn at rest).
    public static var scrollIndicators: ContentMarginPlacement { .init(kind: .scrollIndicators) }
}

extension View {
    /// Insets the content of the scroll views here by `insets` on `edges`, as SwiftUI's
    /// `contentMargins(_:_:for:)`: the content starts inside the margin and scrolls to its
    /// far edge, while the scroll view keeps its frame (and clips at its frame).
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets,
                               for placement: ContentMarginPlacement = .automatic) -> some View {
        transformEnvironment(\.scrollViewConfiguration) { config in
            func pick(_ edge: Edge.Set, _ value: CGFloat, _ old: CGFloat) -> CGFloat { edges.contains(edge) ? value : old }
            func apply(_ m: inout EdgeInsets) {
                m = EdgeInsets(top: pick(.top, insets.top, m.top), leading: pick(.leading, insets.leading, m.leading),
                               bottom: pick(.bottom, insets.bottom, m.bottom), trailing: pick(.trailing, insets.trailing, m.trailing))
            }
            if placement.kind != .scrollIndicators { apply(&config.contentMargins) }
            if placement.kind != .scrollContent { apply(&config.indicatorMargins) }
        }
    }

    /// Insets scroll content by `length` on `edges` (`nil`: the system's 16 pt), as SwiftUI's
    /// `contentMargins(_:_:for:)`.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?,
                               for placement: ContentMarginPlacement = .automatic) -> some View {
        let l = length ?? 16
        return contentMargins(edges, EdgeInsets(top: l, leading: l, bottom: l, trailing: l), for: placement)
    }

    /// Insets scroll content by `length` on every edge, as SwiftUI's `contentMargins(_:for:)`.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }
}
