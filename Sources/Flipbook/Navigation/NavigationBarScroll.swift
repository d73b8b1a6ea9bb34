import FlipbookCore
import FlipbookRaster

/// The scroll view a navigation bar follows: the first vertical scroll view or list placed
/// with its top at the bar's foot while the stack places its screen. iOS's navigation bar
/// watches that scroll view: a large title is part of the scrolled content, moving up with it
/// and collapsing into the inline title once it has scrolled under the bar; the iOS 18 bar's
/// background, transparent at the scroll edge, appears once content is under the bar.
@MainActor final class BarScrollTracker {
    @MainActor static var current: BarScrollTracker?
    /// Where the screen's content starts (the bar's foot).
    let contentTop: CGFloat
    /// The followed scroll view's reach (it carries the offset), once one registered.
    private(set) var reach: ScrollEdgeReach?

    init(contentTop: CGFloat) { self.contentTop = contentTop }

    static func with<T>(_ tracker: BarScrollTracker?, _ body: () -> T) -> T {
        let saved = current
        current = tracker
        defer { current = saved }
        return body()
    }

    /// A vertical scroll view or list being placed in `frame`: followed when it is the first
    /// to start at the bar's foot.
    static func register(_ reach: ScrollEdgeReach, frame: CGRect) {
        guard let t = current, t.reach == nil, abs(frame.minY - t.contentTop) < 0.5 else { return }
        t.reach = reach
    }
}

/// How far the followed scroll view is scrolled, as the stack's bar draws it.
final class NavigationBarScroll {
    /// The followed scroll view's offset from rest (points; 0 without one).
    var offset: CGFloat = 0
    /// How far the large title has moved up with the content (0…52 pt).
    var collapse: CGFloat = 0
    /// The large title has scrolled under the bar: the inline title shows instead.
    var collapsed = false
}

extension NavigationStackBehavior {
    /// Follows the screen's scroll view after the screen was placed: the large title moves up
    /// with the content by up to its 52 pt row and, scrolled past it, gives way to the inline
    /// title. The content scrolled into the title's row shows there, drawn as content (no edge
    /// effect: the row is scroll content on iOS, not a bar).
    func follow(_ tracker: BarScrollTracker) {
        let reach = tracker.reach
        let offset = max(0, reach?.offset ?? 0)
        scroll.offset = offset
        let row = NavigationBarMetrics.largeTitleRow
        let follows = large && (slots.search == nil || slots.searchAtFoot)
        scroll.collapse = follows ? min(offset, row) : 0
        scroll.collapsed = follows && offset >= row
        if scroll.collapse > 0, let reach {
            reach.top = max(reach.top, scroll.collapse)
            reach.plainTop = scroll.collapse
        }
    }

    /// Whether the iOS 18 bar's automatic background shows: once content is under the bar —
    /// past the large title's row when there is one.
    var showsAutomaticBackground: Bool {
        scroll.offset > (large && (slots.search == nil || slots.searchAtFoot) ? NavigationBarMetrics.largeTitleRow : 0)
    }

    /// The screen and the bar's parts: the automatic background only once content is under
    /// the bar, the large title cut at the bar's foot as it scrolls up, then the inline title.
    func drawChildren(_ node: ViewNode, into list: inout DisplayListBuilder) {
        let barFoot = node.frame.minY + NavigationBarMetrics.barHeight
        for child in node.childrenInDrawingOrder {
            if let i = slots.automaticBackground, child === node.children[i], !showsAutomaticBackground { continue }
            if large, let i = slots.title, child === node.children[i] {
                if scroll.collapsed { continue }
                if scroll.collapse > 0 {
                    // The title slides under the bar: cut at the bar's foot, as iOS's shrinking
                    // large-title view cuts it.
                    let visible = CGRect(x: node.frame.minX, y: barFoot, width: node.frame.width,
                                         height: max(0, node.frame.maxY - barFoot))
                    list.withEffect(.clip(.rect(Rect(visible)), .nonZero)) { child.draw(into: &$0) }
                    continue
                }
            }
            child.draw(into: &list)
        }
        if scroll.collapsed, let inlineTitle { inlineTitle.draw(into: &list) }
    }
}
