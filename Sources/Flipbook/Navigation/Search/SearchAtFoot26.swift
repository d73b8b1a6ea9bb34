/// Where iOS 26 puts a search field on iPhone: a `searchable` with `.automatic` (or
/// `.toolbar`) placement in a `NavigationStack` that is not in a `TabView` sits at the screen's
/// foot, in the bottom toolbar's place, as a Liquid Glass capsule (``SearchBar26View``) — Apple's
/// "Adopting Liquid Glass" and the HIG's Search fields page (iOS 26: search at the bottom,
/// within reach). Estimated: the 44 pt capsule centred in the 49 pt bottom-bar slot above the
/// home indicator, 16 pt from the sides (iOS 18's bar margins). Left where they were (the
/// bar's drawer): `.navigationBarDrawer` placement, iOS 18, a stack in a `TabView` (iOS 26
/// searches there through a `Tab(role: .search)`), a stack with bottom toolbar items (iOS 26
/// shares the row with them), and an active field (it takes the bar's place, as before).
enum SearchAtFoot26 {
    @MainActor static func applies(_ search: SearchBarInfo, design26: Bool, environment: EnvironmentValues, bottomBar: Bool) -> Bool {
        guard design26, !search.isActive, !bottomBar, environment.tabBarPlacement == nil else { return false }
        return search.placement == .automatic || search.placement == .toolbar
    }
}
