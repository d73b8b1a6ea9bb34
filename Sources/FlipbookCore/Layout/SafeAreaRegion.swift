/// The safe area while a tree is placed: the screen (`outer`) and the part of it content is
/// laid out in (`safe`), both in root coordinates.
///
/// SwiftUI keeps safe-area insets per view; Flipbook keeps the one region in force during
/// placement, which a device root (``DeviceScreen``), `safeAreaInset`, `safeAreaPadding`, a
/// navigation bar or a tab bar narrow for their content. A view that ignores the safe area
/// grows, on each edge it ignores, from the safe edge it touches out to the outer edge — as
/// SwiftUI grows a view by the insets on the edges it reaches. Without a device (a plain
/// `ImageRenderer`) there is no region and every inset is zero.
package struct SafeAreaRegion: Equatable {
    package init(outer: CGRect, safe: CGRect) { self.outer = outer; self.safe = safe }
    package var outer: CGRect
    package var safe: CGRect

    /// The region in force while `place` runs (main actor: placement is).
    @MainActor static package var current: SafeAreaRegion?

    /// Runs `body` with `region` in force, then restores the previous one.
    @MainActor static package func with<T>(_ region: SafeAreaRegion?, _ body: () -> T) -> T {
        let saved = current
        current = region
        defer { current = saved }
        return body()
    }

    /// The unsafe part of the screen that `frame` overlaps on each edge: what SwiftUI's
    /// `GeometryProxy.safeAreaInsets` reports (zero for a view inside the safe area).
    func insets(of frame: CGRect) -> EdgeInsets {
        EdgeInsets(top: clamp(safe.minY - frame.minY, frame.height), leading: clamp(safe.minX - frame.minX, frame.width),
                   bottom: clamp(frame.maxY - safe.maxY, frame.height), trailing: clamp(frame.maxX - safe.maxX, frame.width))
    }

    private func clamp(_ v: CGFloat, _ limit: CGFloat) -> CGFloat { max(0, min(v, limit)) }

    /// `frame` grown out to the screen on the `edges` where it reaches the safe area's edge
    /// (within half a point: placement rounds to pixels).
    package func expanded(_ frame: CGRect, edges: Edge.Set) -> CGRect {
        var minX = frame.minX, minY = frame.minY, maxX = frame.maxX, maxY = frame.maxY
        let slack: CGFloat = 0.5
        if edges.contains(.top), minY <= safe.minY + slack { minY = min(minY, outer.minY) }
        if edges.contains(.bottom), maxY >= safe.maxY - slack { maxY = max(maxY, outer.maxY) }
        if edges.contains(.leading), minX <= safe.minX + slack { minX = min(minX, outer.minX) }
        if edges.contains(.trailing), maxX >= safe.maxX - slack { maxX = max(maxX, outer.maxX) }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The region with its safe rectangle moved in by `insets` (never past `outer`).
    package func narrowed(by insets: EdgeInsets) -> SafeAreaRegion {
        var s = safe
        s.origin.x += insets.leading; s.origin.y += insets.top
        s.size.width = max(0, s.width - insets.leading - insets.trailing)
        s.size.height = max(0, s.height - insets.top - insets.bottom)
        return SafeAreaRegion(outer: outer, safe: s)
    }

    /// A region whose safe rectangle is `rect` (content laid out in `rect`), keeping the
    /// current screen: the unsafe band between them is what a bar or inset covers.
    @MainActor static func safe(_ rect: CGRect) -> SafeAreaRegion? {
        guard let current else { return nil }
        return SafeAreaRegion(outer: current.outer, safe: rect)
    }
}
