/// How a toolbar spacer sizes itself, as SwiftUI's `SpacerSizing` (iOS 26).
public struct SpacerSizing: Hashable, Sendable {
    let isFlexible: Bool
    /// A system-defined gap between items.
    public static let fixed = SpacerSizing(isFlexible: false)
    /// As much room as the bar gives: pushes the items on either side apart.
    public static let flexible = SpacerSizing(isFlexible: true)
}

/// A space between toolbar items, as SwiftUI's `ToolbarSpacer` (iOS 26). In the iOS 26 design
/// neighbouring items share one glass capsule and a spacer ends the run: the items on its two
/// sides get capsules of their own, 16 pt apart in the navigation bar, spread apart by a
/// flexible spacer in the bottom bar (8 pt by a fixed one). In the iOS 18 design a spacer
/// separates its neighbours: in the navigation bar by one more item spacing (16 pt, fixed or
/// flexible alike, as the bar's sides do not stretch); in the bottom bar, which already
/// spreads separate items evenly, a flexible spacer is one more flexible gap (so the items
/// on its two sides move apart) and a fixed one adds nothing.
///
/// ```swift
/// .toolbar {
///     ToolbarItem { ShareButton() }
///     ToolbarSpacer(.fixed)
///     ToolbarItem { MoreButton() }
/// }
/// ```
public struct ToolbarSpacer: CustomizableToolbarContent, ToolbarEntriesProviding {
    public typealias Body = Never
    let sizing: SpacerSizing
    let placement: ToolbarItemPlacement

    /// A spacer of `sizing` at `placement`.
    public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {
        self.sizing = sizing
        self.placement = placement
    }

    var entries: [ToolbarEntry] {
        // The bottom bar already puts a flexible gap between separate items (a fixed spacer
        // there only splits iOS 26's capsules; the iOS 18 bar leaves it out).
        if placement.slot == .bottom {
            return [ToolbarEntry(placement: placement, content: AnyView(sizing.isFlexible ? AnyView(Spacer(minLength: 0)) : AnyView(EmptyView())),
                                 isGroup: false, spacer: sizing)]
        }
        // In the navigation bar an empty item adds one item spacing between its neighbours.
        return [ToolbarEntry(placement: placement, content: AnyView(Color.clear.frame(width: 0, height: 0)), isGroup: false, spacer: sizing)]
    }
}

/// A bar that belongs to a container rather than to the screen on show, as SwiftUI's
/// `ContentToolbarPlacement` (iOS 18.4): the sidebar of a `sidebarAdaptable` tab view.
public struct ContentToolbarPlacement: Hashable, Sendable {
    let kind: Int
    /// The sidebar of a tab view with the `sidebarAdaptable` style.
    public static let tabViewSidebar = ContentToolbarPlacement(kind: 0)
}

extension View {
    /// Puts `content` in the container's own bar at `placement` (iOS 18.4). The tab view's
    /// sidebar shows on iPad in regular width only: on iPhone there is no such bar, so the
    /// items are accepted and not drawn, as iOS shows none (no pixels in a compact still).
    public func contentToolbar<Content: View>(for placement: ContentToolbarPlacement,
                                              @ViewBuilder content: () -> Content) -> some View { self }
}
