/// What the scroll modifiers set for the scroll view they modify (its position, margins,
/// clipping, anchor…). A scroll view reads it and clears it for its content, so a scroll
/// view inside is not configured by the outer one's modifiers.
struct ScrollViewConfiguration {
    var position: ScrollPosition.Target = .none
    var positionAnchor: UnitPoint?
    var defaultAnchor: UnitPoint?
    var sizeChangeAnchor: UnitPoint?
    var alignmentAnchor: UnitPoint?
    var refreshing = false
    var contentMargins = EdgeInsets()
    var indicatorMargins = EdgeInsets()
    var clipDisabled = false
    var geometryObservers: [(ScrollGeometry) -> Void] = []
    /// Told the placed content and its visible region (`onScrollTargetVisibilityChange`).
    var targetObservers: [(_ content: ViewNode, _ visible: CGRect) -> Void] = []
    var indicatorsFlash = false
}

private struct ScrollViewConfigurationKey: EnvironmentKey {
    static var defaultValue: ScrollViewConfiguration { ScrollViewConfiguration() }
}

extension EnvironmentValues {
    var scrollViewConfiguration: ScrollViewConfiguration {
        get { self[ScrollViewConfigurationKey.self] }
        set { self[ScrollViewConfigurationKey.self] = newValue }
    }
}
