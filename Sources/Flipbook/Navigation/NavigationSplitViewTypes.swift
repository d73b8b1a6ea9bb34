import Foundation

/// Which columns of a split view show, as SwiftUI's `NavigationSplitViewVisibility`.
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
    enum Kind: String, Codable, Sendable { case automatic, all, doubleColumn, detailOnly }
    let kind: Kind
    /// The device's default: on an iPad held sideways every column of a two-column view
    /// (the content and detail of a three-column one), upright the detail alone.
    public static var automatic: NavigationSplitViewVisibility { NavigationSplitViewVisibility(kind: .automatic) }
    /// Every column.
    public static var all: NavigationSplitViewVisibility { NavigationSplitViewVisibility(kind: .all) }
    /// The detail and the column before it.
    public static var doubleColumn: NavigationSplitViewVisibility { NavigationSplitViewVisibility(kind: .doubleColumn) }
    /// The detail alone.
    public static var detailOnly: NavigationSplitViewVisibility { NavigationSplitViewVisibility(kind: .detailOnly) }
}

/// A column of a split view, as SwiftUI's `NavigationSplitViewColumn`: which one a collapsed
/// (compact-width) split view shows.
public struct NavigationSplitViewColumn: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case sidebar, content, detail }
    let kind: Kind
    public static var sidebar: NavigationSplitViewColumn { NavigationSplitViewColumn(kind: .sidebar) }
    public static var content: NavigationSplitViewColumn { NavigationSplitViewColumn(kind: .content) }
    public static var detail: NavigationSplitViewColumn { NavigationSplitViewColumn(kind: .detail) }
}

/// The width a column asks for (`navigationSplitViewColumnWidth`).
struct NavigationColumnWidth {
    var min: CGFloat?
    var ideal: CGFloat
    var max: CGFloat?
    /// The ideal width kept within the bounds given.
    var resolved: CGFloat {
        var w = ideal.finiteOrZero
        if let max { w = Swift.min(w, max.finiteOrZero) }
        if let min { w = Swift.max(w, min.finiteOrZero) }
        return Swift.max(0, w)
    }
}

/// The properties of a split view for a style, as SwiftUI's
/// `NavigationSplitViewStyleConfiguration`.
public struct NavigationSplitViewStyleConfiguration {}

/// How a split view arranges its columns on a wide screen, as SwiftUI's
/// `NavigationSplitViewStyle`. The built-in styles are drawn by the split view itself; a
/// custom style is drawn as `.automatic`.
@MainActor @preconcurrency
public protocol NavigationSplitViewStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = NavigationSplitViewStyleConfiguration
}

/// Leading columns beside the detail (tiled) or over it, per built-in style.
enum SplitArrangement: Hashable, Sendable { case automatic, balanced, prominentDetail }

@MainActor protocol BuiltinSplitStyle { var arrangement: SplitArrangement { get } }

/// The device's default: beside the detail on an iPad held sideways, over it upright.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle, BuiltinSplitStyle {
    public init() {}
    /// Built-in: the split view draws its columns itself; this body is empty.
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
    var arrangement: SplitArrangement { .automatic }
}

/// Leading columns beside the detail, which narrows to make room.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle, BuiltinSplitStyle {
    public init() {}
    /// Built-in: the split view draws its columns itself; this body is empty.
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
    var arrangement: SplitArrangement { .balanced }
}

/// The detail keeps its full width; leading columns show over it.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle, BuiltinSplitStyle {
    public init() {}
    /// Built-in: the split view draws its columns itself; this body is empty.
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
    var arrangement: SplitArrangement { .prominentDetail }
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}

private struct SplitArrangementKey: EnvironmentKey { static let defaultValue = SplitArrangement.automatic }
extension EnvironmentValues {
    var splitArrangement: SplitArrangement {
        get { self[SplitArrangementKey.self] }
        set { self[SplitArrangementKey.self] = newValue }
    }
}

extension View {
    /// How split views inside arrange their columns on a wide screen.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
        environment(\.splitArrangement, (style as? any BuiltinSplitStyle)?.arrangement ?? .automatic)
    }

    /// The width of the split view column this view is in (on a wide screen; a collapsed
    /// split view is a stack).
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        modifier(NavigationPreferenceModifier(preference: .columnWidth(NavigationColumnWidth(min: nil, ideal: width, max: nil))))
    }

    /// The width of the split view column this view is in: its ideal width within `min`…`max`.
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        modifier(NavigationPreferenceModifier(preference: .columnWidth(NavigationColumnWidth(min: min, ideal: ideal, max: max))))
    }
}
