/// Where a `.sidebarAdaptable` tab view starts on iPad, as SwiftUI's
/// `AdaptableTabBarPlacement`; set it with ``View/defaultAdaptableTabBarPlacement(_:)``.
public struct AdaptableTabBarPlacement: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, tabBar, sidebar }
    let kind: Kind

    /// The platform's choice: the tab bar.
    public static let automatic = AdaptableTabBarPlacement(kind: .automatic)
    /// The tab bar.
    public static let tabBar = AdaptableTabBarPlacement(kind: .tabBar)
    /// The sidebar.
    public static let sidebar = AdaptableTabBarPlacement(kind: .sidebar)
}

private struct AdaptableTabBarPlacementKey: EnvironmentKey { static let defaultValue = AdaptableTabBarPlacement.automatic }

extension EnvironmentValues {
    /// The placement a `.sidebarAdaptable` tab view starts in.
    var defaultAdaptableTabBarPlacement: AdaptableTabBarPlacement {
        get { self[AdaptableTabBarPlacementKey.self] }
        set { self[AdaptableTabBarPlacementKey.self] = newValue }
    }
}

extension View {
    /// The placement a `.sidebarAdaptable` tab view in this view starts in on iPad.
    /// Accepted, no pixels: on iPhone iOS always shows the tab bar, and Flipbook draws a
    /// `.sidebarAdaptable` tab view with its tab bar at every width (the iPad sidebar is not
    /// drawn), so the placement is kept in the environment only.
    public func defaultAdaptableTabBarPlacement(_ defaultPlacement: AdaptableTabBarPlacement = .automatic) -> some View {
        environment(\.defaultAdaptableTabBarPlacement, defaultPlacement)
    }
}
