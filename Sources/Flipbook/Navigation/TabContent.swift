import Foundation

/// What a tab is for, as SwiftUI's `TabRole` (iOS 18).
public struct TabRole: Hashable, Sendable {
    let kind: Int
    /// The search tab: titled "Search" with the magnifying glass, as iOS draws it.
    public static var search: TabRole { TabRole(kind: 0) }
    var title: String { "Search" }
    var systemImage: String { "magnifyingglass" }
}

/// Content of an iOS 18 `TabView` (`Tab`s and `TabSection`s), as SwiftUI's `TabContent`.
/// Flipbook's tabs are views: a `TabView` takes them from its view builder.
@MainActor @preconcurrency
public protocol TabContent<TabValue>: View {
    associatedtype TabValue: Hashable
}

extension Tab: TabContent {
    public typealias TabValue = Value
}

/// A type-erased tab, as SwiftUI's `AnyTabContent`.
public struct AnyTabContent<SelectionValue: Hashable>: TabContent {
    public typealias TabValue = SelectionValue
    let content: AnyView
    public init<C: TabContent>(_ content: C) where C.TabValue == SelectionValue { self.content = AnyView(content) }
    public var body: some View { content }
}

/// Builds tab content, as SwiftUI's `TabContentBuilder`: the tabs of a `TabView` (Flipbook's
/// `TabView` takes them through its `@ViewBuilder`, where `Tab`s are views).
@resultBuilder
public enum TabContentBuilder<SelectionValue: Hashable> {
    public static func buildBlock<each C: View>(_ content: repeat each C) -> TupleView<(repeat each C)> {
        TupleView((repeat each content))
    }
    public static func buildExpression<C: View>(_ content: C) -> C { content }
}

/// A group of tabs under a header, as SwiftUI's `TabSection` (iOS 18): a sidebar section on
/// iPad; on iPhone its tabs sit in the tab bar with the others, as drawn here.
public struct TabSection<Header: View, Content: View, Footer: View>: View {
    public typealias Body = Never
    let content: Content

    /// A section with a header and footer of its own.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header, @ViewBuilder footer: () -> Footer) {
        self.content = content()
    }
}

extension TabSection where Header == Text, Footer == EmptyView {
    /// A section titled `title`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.content = content() }
    /// A section titled from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.content = content() }
}

extension TabSection where Footer == EmptyView {
    /// A section with a header of its own.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) { self.content = content() }
}

extension TabSection: ViewListResolvable {
    package func resolveList(_ context: ResolveContext) -> [ViewNode] { resolveViewList(of: content, context) }
}

/// A user's arrangement of tabs, as SwiftUI's `TabViewCustomization` (accepted: a still shows
/// the tabs as declared).
public struct TabViewCustomization: Codable, Sendable, Equatable {
    public init() {}
    public subscript(sidebarVisibility id: String) -> Visibility {
        get { .automatic }
        set {}
    }
    public subscript(visibility id: String) -> Visibility {
        get { .automatic }
        set {}
    }
    /// Accepted: restores the declared arrangement (the only one drawn).
    public mutating func resetVisibility() {}
    public mutating func resetSectionOrder() {}
    public mutating func resetTabOrder() {}
}

/// What a user may do to a tab, as SwiftUI's `TabCustomizationBehavior`.
public struct TabCustomizationBehavior: Sendable, Equatable {
    let kind: Int
    public static var automatic: TabCustomizationBehavior { TabCustomizationBehavior(kind: 0) }
    public static var reorderable: TabCustomizationBehavior { TabCustomizationBehavior(kind: 1) }
    public static var disabled: TabCustomizationBehavior { TabCustomizationBehavior(kind: 2) }
}

/// Where a tab may go, as SwiftUI's `TabPlacement`.
public struct TabPlacement: Hashable, Sendable {
    let kind: Int
    public static var automatic: TabPlacement { TabPlacement(kind: 0) }
    public static var pinned: TabPlacement { TabPlacement(kind: 1) }
    public static var sidebarOnly: TabPlacement { TabPlacement(kind: 2) }
}

/// Where the tab bar is, as SwiftUI's `TabBarPlacement`.
public struct TabBarPlacement: Hashable, Sendable {
    let kind: Int
    public static var automatic: TabBarPlacement { TabBarPlacement(kind: 0) }
    public static var sidebar: TabBarPlacement { TabBarPlacement(kind: 1) }
    public static var topBar: TabBarPlacement { TabBarPlacement(kind: 2) }
    public static var ornament: TabBarPlacement { TabBarPlacement(kind: 3) }
    /// The tab bar along the bottom (iPhone; what Flipbook draws).
    public static var bottomBar: TabBarPlacement { TabBarPlacement(kind: 4) }
    /// The page dots of a `.page` tab view.
    public static var pageIndicator: TabBarPlacement { TabBarPlacement(kind: 5) }
}

/// When the tab bar shrinks as content scrolls, as SwiftUI's `TabBarMinimizeBehavior` (iOS 26).
public struct TabBarMinimizeBehavior: Hashable, Sendable {
    let kind: Int
    public static var automatic: TabBarMinimizeBehavior { TabBarMinimizeBehavior(kind: 0) }
    public static var never: TabBarMinimizeBehavior { TabBarMinimizeBehavior(kind: 1) }
    public static var onScrollDown: TabBarMinimizeBehavior { TabBarMinimizeBehavior(kind: 2) }
    public static var onScrollUp: TabBarMinimizeBehavior { TabBarMinimizeBehavior(kind: 3) }
}

/// Where the bottom accessory shows, as SwiftUI's `TabViewBottomAccessoryPlacement` (iOS 26).
public enum TabViewBottomAccessoryPlacement: Hashable, Sendable { case inline, expanded }

extension View {
    /// Accepted: a still shows the tabs as declared, not a user's arrangement.
    public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> some View { self }
    /// Accepted, no pixels at rest: the bar minimises only as content scrolls.
    public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View { self }
    /// Accepted, not drawn: iOS 26's accessory over the tab bar belongs to the Liquid Glass
    /// tab bar, which Flipbook's iOS 18 tab bar does not draw.
    public func tabViewBottomAccessory<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }
    /// Accepted, no pixels on iPhone: the header of an iPad tab sidebar.
    public func tabViewSidebarHeader<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }
    /// Accepted, no pixels on iPhone: the footer of an iPad tab sidebar.
    public func tabViewSidebarFooter<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }
    /// Accepted, no pixels on iPhone: the bottom bar of an iPad tab sidebar.
    public func tabViewSidebarBottomBar<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }
}

extension Tab {
    /// Accepted: customisation has no pixels.
    public func customizationID(_ id: String) -> Tab { self }
    /// Accepted: customisation has no pixels.
    public func customizationBehavior(_ behavior: TabCustomizationBehavior, for placements: TabPlacement...) -> Tab { self }
    /// Accepted: on iPhone every tab sits in the tab bar.
    public func defaultVisibility(_ visibility: Visibility, for placements: TabPlacement...) -> Tab { self }
    /// Accepted: on iPhone every tab sits in the tab bar.
    public func tabPlacement(_ placement: TabPlacement) -> Tab { self }
}

/// A page control's background, as SwiftUI's `IndexViewStyle`.
public protocol IndexViewStyle {}

/// The page dots' background, as SwiftUI's `PageIndexViewStyle`. `.always` draws the dots on
/// a capsule of black at 25 % (chosen by eye from iOS's prominent page control: 8 pt
/// around the dots, 6 pt above and below); the others draw none, as at rest.
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the background shows.
    public struct BackgroundDisplayMode: Hashable, Sendable {
        let kind: Int
        public static let automatic = BackgroundDisplayMode(kind: 0)
        public static let interactive = BackgroundDisplayMode(kind: 1)
        public static let always = BackgroundDisplayMode(kind: 2)
        public static let never = BackgroundDisplayMode(kind: 3)
    }
    let backgroundDisplayMode: BackgroundDisplayMode
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) { self.backgroundDisplayMode = backgroundDisplayMode }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

enum PageIndexMetrics {
    static let backgroundOpacity = 0.25
}

private struct PageIndexBackgroundKey: EnvironmentKey { static let defaultValue = PageIndexViewStyle.BackgroundDisplayMode.automatic }
extension EnvironmentValues {
    var pageIndexBackground: PageIndexViewStyle.BackgroundDisplayMode {
        get { self[PageIndexBackgroundKey.self] }
        set { self[PageIndexBackgroundKey.self] = newValue }
    }
}

extension View {
    /// The page dots' background in paged `TabView`s inside.
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        environment(\.pageIndexBackground, (style as? PageIndexViewStyle)?.backgroundDisplayMode ?? .automatic)
    }
}
