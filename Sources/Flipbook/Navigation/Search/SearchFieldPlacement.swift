/// Where a search field goes, as SwiftUI's `SearchFieldPlacement`. On iPhone every
/// placement puts it in the navigation bar, under the titles — except in the iOS 26 design,
/// where `.automatic` and `.toolbar` put it at the screen's foot (SearchAtFoot26.swift).
public struct SearchFieldPlacement: Sendable, Hashable {
    enum Kind: Sendable, Hashable { case automatic, toolbar, sidebar, navigationBarDrawer(NavigationBarDrawerDisplayMode), toolbarPrincipal }
    let kind: Kind
    public static let automatic = SearchFieldPlacement(kind: .automatic)
    public static let toolbar = SearchFieldPlacement(kind: .toolbar)
    public static let toolbarPrincipal = SearchFieldPlacement(kind: .toolbarPrincipal)
    public static let sidebar = SearchFieldPlacement(kind: .sidebar)
    public static let navigationBarDrawer = SearchFieldPlacement(kind: .navigationBarDrawer(.automatic))
    /// In the bar's drawer: `.always` keeps it shown while content scrolls (a still, at
    /// rest, shows it either way).
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(kind: .navigationBarDrawer(displayMode))
    }

    /// Whether the drawer hides the field as content scrolls.
    public enum NavigationBarDrawerDisplayMode: Sendable, Hashable { case automatic, always }
}

/// When the scope bar shows, as SwiftUI's `SearchScopeActivation`.
public struct SearchScopeActivation: Sendable, Hashable {
    let kind: Int
    public static var automatic: SearchScopeActivation { SearchScopeActivation(kind: 0) }
    public static var onTextEntry: SearchScopeActivation { SearchScopeActivation(kind: 1) }
    public static var onSearchPresentation: SearchScopeActivation { SearchScopeActivation(kind: 2) }
}

/// Where search suggestions show, as SwiftUI's `SearchSuggestionsPlacement`.
public struct SearchSuggestionsPlacement: Sendable, Hashable {
    let kind: Int
    public static var automatic: SearchSuggestionsPlacement { SearchSuggestionsPlacement(kind: 0) }
    public static var menu: SearchSuggestionsPlacement { SearchSuggestionsPlacement(kind: 1) }
    public static var content: SearchSuggestionsPlacement { SearchSuggestionsPlacement(kind: 2) }

    /// A set of placements.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static var menu: Set { Set(rawValue: 1) }
        public static var content: Set { Set(rawValue: 2) }
    }
}

/// Whether presenting search hides the bar's title, as SwiftUI's
/// `SearchPresentationToolbarBehavior`.
public struct SearchPresentationToolbarBehavior: Sendable, Hashable {
    let kind: Int
    public static var automatic: SearchPresentationToolbarBehavior { SearchPresentationToolbarBehavior(kind: 0) }
    public static var avoidHidingContent: SearchPresentationToolbarBehavior { SearchPresentationToolbarBehavior(kind: 1) }
}

/// How a toolbar search field shows, as SwiftUI's `SearchToolbarBehavior`.
public struct SearchToolbarBehavior: Sendable, Hashable {
    let kind: Int
    public static var automatic: SearchToolbarBehavior { SearchToolbarBehavior(kind: 0) }
    public static var minimize: SearchToolbarBehavior { SearchToolbarBehavior(kind: 1) }
}
