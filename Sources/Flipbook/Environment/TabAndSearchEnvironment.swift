// Environment values iOS sets for views inside tab views, search suggestions, find
// navigators and materials. Flipbook gives each its value when nothing sets it; a test sets
// another with `.environment(_:_:)` to draw a view's other variant.

private struct TabBarPlacementKey: EnvironmentKey { static var defaultValue: TabBarPlacement? { nil } }
private struct IsTabBarShowingSectionsKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct IsTabViewSidebarAvailableKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct TabViewBottomAccessoryPlacementKey: EnvironmentKey {
    static var defaultValue: TabViewBottomAccessoryPlacement? { nil }
}
private struct SearchSuggestionsPlacementKey: EnvironmentKey {
    static var defaultValue: SearchSuggestionsPlacement { .automatic }
}
private struct FindContextKey: EnvironmentKey { static var defaultValue: FindContext? { nil } }
private struct BackgroundMaterialKey: EnvironmentKey { static var defaultValue: Material? { nil } }

/// The state of a text view's find navigator, as SwiftUI's `FindContext`. A still never
/// shows the navigator.
public struct FindContext: Sendable, Hashable {
    /// Whether the find navigator shows.
    public var isFindNavigatorVisible: Bool
    /// Whether it offers replacing as well as finding.
    public var isReplaceVisible: Bool

    /// A context with the navigator hidden unless said otherwise.
    public init(isFindNavigatorVisible: Bool = false, isReplaceVisible: Bool = false) {
        self.isFindNavigatorVisible = isFindNavigatorVisible
        self.isReplaceVisible = isReplaceVisible
    }
}

extension EnvironmentValues {
    /// Where the enclosing tab view's bar is: `.bottomBar` inside a tab view with a tab bar
    /// (the iPhone bar Flipbook draws), `.pageIndicator` inside a `.page` one, `nil` outside
    /// any tab view.
    public var tabBarPlacement: TabBarPlacement? {
        get { self[TabBarPlacementKey.self] }
        set { self[TabBarPlacementKey.self] = newValue }
    }
    /// Whether the tab bar shows tab sections (an iPad sidebar does; an iPhone tab bar does
    /// not): `false` on iPhone.
    public var isTabBarShowingSections: Bool {
        get { self[IsTabBarShowingSectionsKey.self] }
        set { self[IsTabBarShowingSectionsKey.self] = newValue }
    }
    /// Whether the tab view can show as a sidebar (iPad, regular width): `false` on iPhone.
    public var isTabViewSidebarAvailable: Bool {
        get { self[IsTabViewSidebarAvailableKey.self] }
        set { self[IsTabViewSidebarAvailableKey.self] = newValue }
    }
    /// Where a tab view's bottom accessory shows, inside that accessory (iOS 26); `nil`
    /// elsewhere.
    public var tabViewBottomAccessoryPlacement: TabViewBottomAccessoryPlacement? {
        get { self[TabViewBottomAccessoryPlacementKey.self] }
        set { self[TabViewBottomAccessoryPlacementKey.self] = newValue }
    }
    /// Where search suggestions show, for suggestion views that adapt to it.
    public var searchSuggestionsPlacement: SearchSuggestionsPlacement {
        get { self[SearchSuggestionsPlacementKey.self] }
        set { self[SearchSuggestionsPlacementKey.self] = newValue }
    }
    /// The find navigator's state for an editable text view; `nil` outside one.
    public var findContext: FindContext? {
        get { self[FindContextKey.self] }
        set { self[FindContextKey.self] = newValue }
    }
    /// The material behind the view, when one is (`nil` unless set).
    public var backgroundMaterial: Material? {
        get { self[BackgroundMaterialKey.self] }
        set { self[BackgroundMaterialKey.self] = newValue }
    }
}
