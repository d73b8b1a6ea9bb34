/// How a pushed or presented view appears, as SwiftUI's `NavigationTransition` (iOS 18).
/// A still shows the destination at rest, where every navigation transition has ended, so
/// the style changes nothing in what is drawn.
public protocol NavigationTransition {}

/// The platform's default push and presentation, as SwiftUI's `AutomaticNavigationTransition`.
public struct AutomaticNavigationTransition: NavigationTransition { init() {} }

/// The destination zooms out of a source view, as SwiftUI's `ZoomNavigationTransition`.
public struct ZoomNavigationTransition: NavigationTransition {
    let sourceID: AnyHashable
    let namespace: Namespace.ID
}

extension NavigationTransition where Self == AutomaticNavigationTransition {
    public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
    /// Zooms from the view marked ``View/matchedTransitionSource(id:in:)`` with `sourceID`.
    public static func zoom<ID: Hashable>(sourceID: ID, in namespace: Namespace.ID) -> ZoomNavigationTransition {
        ZoomNavigationTransition(sourceID: AnyHashable(sourceID), namespace: namespace)
    }
}

/// How a zoom transition's source looks while it plays, as SwiftUI's
/// `MatchedTransitionSourceConfiguration`.
public protocol MatchedTransitionSourceConfiguration {}

/// The source's look unchanged, to build on, as SwiftUI's
/// `EmptyMatchedTransitionSourceConfiguration`.
public struct EmptyMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {
    init() {}
    /// The background shown behind the source during the transition.
    public func background(_ style: some ShapeStyle) -> EmptyMatchedTransitionSourceConfiguration { self }
    /// The shape the source is clipped to during the transition.
    public func clipShape(_ shape: RoundedRectangle) -> EmptyMatchedTransitionSourceConfiguration { self }
    /// The shadow under the source during the transition.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
        -> EmptyMatchedTransitionSourceConfiguration { self }
}

extension View {
    /// Uses `transition` when this view is pushed or presented. At rest (a still) it
    /// changes nothing.
    public func navigationTransition(_ transition: some NavigationTransition) -> some View { self }

    /// Marks this view as the source of a zoom transition. At rest it changes nothing.
    public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View { self }

    /// Marks this view as the source of a zoom transition, with its look during the
    /// transition. At rest it changes nothing.
    public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID,
                                        configuration: (EmptyMatchedTransitionSourceConfiguration) -> some MatchedTransitionSourceConfiguration) -> some View { self }
}
