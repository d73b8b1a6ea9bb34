/// The look of a list, as SwiftUI's `ListStyle`. Set it with ``View/listStyle(_:)``.
/// Flipbook draws the built-in styles; a style of your own draws as `.automatic`
/// (SwiftUI's protocol has no requirements you can implement either).
@MainActor @preconcurrency
public protocol ListStyle {}

/// The geometry family of a built-in list style.
enum ListStyleKind: Hashable, Sendable {
    case plain, grouped, insetGrouped, inset, sidebar

    /// Rows sit on cards over the grouped background.
    var isGrouped: Bool { self == .grouped || self == .insetGrouped || self == .sidebar }
    /// Cards are inset from the sides and rounded.
    var isInsetCard: Bool { self == .insetGrouped || self == .sidebar }
}

protocol BuiltinListStyle: ListStyle { var kind: ListStyleKind { get } }

/// The platform's list style: inset grouped on iOS, as SwiftUI's `DefaultListStyle`.
public struct DefaultListStyle: ListStyle, BuiltinListStyle { public init() {}; var kind: ListStyleKind { .insetGrouped } }
/// Rows edge to edge on the system background, as SwiftUI's `PlainListStyle`.
public struct PlainListStyle: ListStyle, BuiltinListStyle { public init() {}; var kind: ListStyleKind { .plain } }
/// Full-width sections on the grouped background, as SwiftUI's `GroupedListStyle`.
public struct GroupedListStyle: ListStyle, BuiltinListStyle { public init() {}; var kind: ListStyleKind { .grouped } }
/// Rounded section cards inset from the sides, as SwiftUI's `InsetGroupedListStyle`.
public struct InsetGroupedListStyle: ListStyle, BuiltinListStyle { public init() {}; var kind: ListStyleKind { .insetGrouped } }
/// A plain list inset from the sides, as SwiftUI's `InsetListStyle`.
public struct InsetListStyle: ListStyle, BuiltinListStyle { public init() {}; var kind: ListStyleKind { .inset } }
/// A sidebar, as SwiftUI's `SidebarListStyle`: on an iPhone it is inset grouped with
/// prominent section headers.
public struct SidebarListStyle: ListStyle, BuiltinListStyle { public init() {}; var kind: ListStyleKind { .sidebar } }

extension ListStyle where Self == DefaultListStyle {
    /// The platform default (inset grouped on iOS).
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}
extension ListStyle where Self == PlainListStyle {
    /// Rows edge to edge.
    public static var plain: PlainListStyle { PlainListStyle() }
}
extension ListStyle where Self == GroupedListStyle {
    /// Full-width grouped sections.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}
extension ListStyle where Self == InsetGroupedListStyle {
    /// Rounded, inset section cards.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == InsetListStyle {
    /// A plain list inset from the sides.
    public static var inset: InsetListStyle { InsetListStyle() }
}
extension ListStyle where Self == SidebarListStyle {
    /// A sidebar.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

/// Space between adjacent list sections, as SwiftUI's `ListSectionSpacing`.
public struct ListSectionSpacing: Hashable, Sendable {
    let value: CGFloat?
    /// The style's spacing (35 pt in grouped styles).
    public static let `default` = ListSectionSpacing(value: nil)
    /// Tighter spacing (20 pt; chosen by eye, Apple publishes no number).
    public static let compact = ListSectionSpacing(value: ListMetrics.compactSectionSpacing)
    /// A spacing of your own.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(value: spacing.isFinite ? max(0, spacing) : nil) }
}

private struct ListStyleKindKey: EnvironmentKey { static let defaultValue: ListStyleKind = .insetGrouped }
private struct ListSectionSpacingKey: EnvironmentKey { static let defaultValue: ListSectionSpacing = .default }
private struct ListRowSpacingKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
private struct ScrollContentBackgroundKey: EnvironmentKey { static let defaultValue: Visibility = .automatic }
private struct DefaultMinListRowHeightKey: EnvironmentKey { static let defaultValue: CGFloat = 44 }
private struct ListSectionModeKey: EnvironmentKey { static let defaultValue: ListStyleKind? = nil }

extension EnvironmentValues {
    var listStyleKind: ListStyleKind {
        get { self[ListStyleKindKey.self] }
        set { self[ListStyleKindKey.self] = newValue }
    }
    var listSectionSpacing: ListSectionSpacing {
        get { self[ListSectionSpacingKey.self] }
        set { self[ListSectionSpacingKey.self] = newValue }
    }
    var listRowSpacing: CGFloat? {
        get { self[ListRowSpacingKey.self] }
        set { self[ListRowSpacingKey.self] = newValue }
    }
    var scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }
    /// Set while a list resolves its top-level content: a `Section` then hands the list its
    /// header, rows and footer apart instead of flattening them.
    var listSectionMode: ListStyleKind? {
        get { self[ListSectionModeKey.self] }
        set { self[ListSectionModeKey.self] = newValue }
    }
    /// The smallest height of a list row, as SwiftUI's `defaultMinListRowHeight` (44 pt on iOS).
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] }
        set { self[DefaultMinListRowHeightKey.self] = newValue.isFinite ? max(0, newValue) : 44 }
    }
}

extension View {
    /// Sets the style of lists in this view.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        let kind = (style as? any BuiltinListStyle)?.kind ?? .insetGrouped
        return environment(\.listStyleKind, kind)
    }
    /// Space between the sections of lists in this view (or after this section).
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View { environment(\.listSectionSpacing, spacing) }
    /// Space between the sections of lists in this view, in points.
    public func listSectionSpacing(_ spacing: CGFloat) -> some View { environment(\.listSectionSpacing, .custom(spacing)) }
    /// Space between the rows of lists in this view (iOS 17); `nil` for the style's.
    public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        environment(\.listRowSpacing, spacing.flatMap { $0.isFinite ? max(0, $0) : nil })
    }
    /// Shows or hides the background of scrollable views such as lists and forms (the
    /// grouped background behind a form's cards), as SwiftUI's `scrollContentBackground(_:)`.
    public func scrollContentBackground(_ visibility: Visibility) -> some View { environment(\.scrollContentBackground, visibility) }
}
