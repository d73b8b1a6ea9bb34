/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`. On iPhone: leading or
/// trailing in the navigation bar, its middle (`principal`), or the bottom bar.
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Slot: Hashable, Sendable { case leading, trailing, principal, bottom, none }
    let slot: Slot
    /// Drawn semibold, as iOS draws a confirming action ("Done").
    let emphasised: Bool

    public static let automatic = ToolbarItemPlacement(slot: .trailing, emphasised: false)
    public static let primaryAction = ToolbarItemPlacement(slot: .trailing, emphasised: false)
    public static let secondaryAction = ToolbarItemPlacement(slot: .trailing, emphasised: false)
    public static let principal = ToolbarItemPlacement(slot: .principal, emphasised: false)
    public static let navigation = ToolbarItemPlacement(slot: .leading, emphasised: false)
    public static let confirmationAction = ToolbarItemPlacement(slot: .trailing, emphasised: true)
    public static let cancellationAction = ToolbarItemPlacement(slot: .leading, emphasised: false)
    public static let destructiveAction = ToolbarItemPlacement(slot: .trailing, emphasised: false)
    public static let topBarLeading = ToolbarItemPlacement(slot: .leading, emphasised: false)
    public static let topBarTrailing = ToolbarItemPlacement(slot: .trailing, emphasised: false)
    public static let navigationBarLeading = ToolbarItemPlacement(slot: .leading, emphasised: false)
    public static let navigationBarTrailing = ToolbarItemPlacement(slot: .trailing, emphasised: false)
    public static let bottomBar = ToolbarItemPlacement(slot: .bottom, emphasised: false)
    public static let status = ToolbarItemPlacement(slot: .bottom, emphasised: false)
    /// Above the keyboard, which a still never shows: not drawn.
    public static let keyboard = ToolbarItemPlacement(slot: .none, emphasised: false)
}

/// One item for a bar: where it goes and what it draws.
struct ToolbarEntry {
    let placement: ToolbarItemPlacement
    let content: AnyView
    /// A group's views share one slot, spaced as the bar spaces items.
    let isGroup: Bool
    /// A `ToolbarTitleMenu`: not an item, it gives the title its menu chevron.
    var isTitleMenu = false
    /// A `ToolbarSpacer`: in the iOS 26 design it ends a run of items sharing a capsule.
    var spacer: SpacerSizing? = nil
}

/// Content of a `toolbar { … }`, as SwiftUI's `ToolbarContent`.
@MainActor @preconcurrency
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder var body: Body { get }
}

/// Built-in toolbar content hands its items over directly.
@MainActor
protocol ToolbarEntriesProviding {
    var entries: [ToolbarEntry] { get }
}

extension Never: ToolbarContent {}

extension ToolbarContent {
    /// The items this content puts in bars.
    var toolbarEntries: [ToolbarEntry] {
        if let p = self as? any ToolbarEntriesProviding { return p.entries }
        return body.toolbarEntries
    }
}

extension ToolbarContent where Body == Never {
    public var body: Never { fatalError("\(Self.self) is built-in toolbar content and has no body") }
}

/// An item in a bar, as SwiftUI's `ToolbarItem`.
public struct ToolbarItem<ID, Content: View>: ToolbarContent, ToolbarEntriesProviding {
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content

    var entries: [ToolbarEntry] { [ToolbarEntry(placement: placement, content: AnyView(content), isGroup: false)] }
}

extension ToolbarItem where ID == () {
    /// An item at `placement` (trailing in the navigation bar by default).
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// An item with an identifier (for customisable toolbars; the identifier is not drawn).
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several items sharing a placement, as SwiftUI's `ToolbarItemGroup`.
public struct ToolbarItemGroup<Content: View>: ToolbarContent, ToolbarEntriesProviding {
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content

    /// Items at `placement`, laid out in a row.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    var entries: [ToolbarEntry] { [ToolbarEntry(placement: placement, content: AnyView(content), isGroup: true)] }
}

/// Built toolbar content: the items of a `toolbar { … }` block in order.
public struct ToolbarItemList: ToolbarContent, ToolbarEntriesProviding {
    public typealias Body = Never
    let entries: [ToolbarEntry]
}

/// Builds toolbar content from `ToolbarItem`s and `ToolbarItemGroup`s, as SwiftUI's.
@resultBuilder
@MainActor
public enum ToolbarContentBuilder {
    public static func buildExpression<C: ToolbarContent>(_ content: C) -> ToolbarItemList { ToolbarItemList(entries: content.toolbarEntries) }
    public static func buildBlock(_ parts: ToolbarItemList...) -> ToolbarItemList { ToolbarItemList(entries: parts.flatMap(\.entries)) }
    public static func buildOptional(_ part: ToolbarItemList?) -> ToolbarItemList { part ?? ToolbarItemList(entries: []) }
    public static func buildEither(first: ToolbarItemList) -> ToolbarItemList { first }
    public static func buildEither(second: ToolbarItemList) -> ToolbarItemList { second }
    public static func buildArray(_ parts: [ToolbarItemList]) -> ToolbarItemList { ToolbarItemList(entries: parts.flatMap(\.entries)) }
    public static func buildLimitedAvailability(_ part: ToolbarItemList) -> ToolbarItemList { part }
}

extension View {
    /// Puts items in the enclosing navigation stack's bars.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        modifier(NavigationPreferenceModifier(preference: .toolbar(content().toolbarEntries)))
    }

    /// Puts views in the navigation bar's trailing slot (iOS's automatic placement).
    @_disfavoredOverload
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(NavigationPreferenceModifier(preference: .toolbar([ToolbarEntry(placement: .automatic, content: AnyView(content()), isGroup: true)])))
    }
}
