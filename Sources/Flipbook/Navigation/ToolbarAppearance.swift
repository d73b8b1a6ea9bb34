import Foundation

/// How a bar shows its title, as SwiftUI's `ToolbarTitleDisplayMode` (iOS 17).
public struct ToolbarTitleDisplayMode: Sendable, Hashable {
    let mode: NavigationBarItem.TitleDisplayMode
    /// Large on a stack's root, as the screen before on a pushed one.
    public static var automatic: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(mode: .automatic) }
    /// 34 pt bold under the bar.
    public static var large: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(mode: .large) }
    /// 17 pt semibold in the bar.
    public static var inline: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(mode: .inline) }
    /// A large title that scrolls into the bar; at rest (what a still shows) the large title.
    public static var inlineLarge: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(mode: .large) }
}

/// What a bar is for, as SwiftUI's `ToolbarRole`. On iPhone the editor and browser roles
/// show a pushed screen's back button as its chevron alone.
public struct ToolbarRole: Sendable, Hashable {
    enum Kind: Sendable, Hashable { case automatic, navigationStack, browser, editor }
    let kind: Kind
    public static var automatic: ToolbarRole { ToolbarRole(kind: .automatic) }
    public static var navigationStack: ToolbarRole { ToolbarRole(kind: .navigationStack) }
    public static var browser: ToolbarRole { ToolbarRole(kind: .browser) }
    public static var editor: ToolbarRole { ToolbarRole(kind: .editor) }
    var hidesBackTitle: Bool { kind == .browser || kind == .editor }
}

/// A bar item the system adds, as SwiftUI's `ToolbarDefaultItemKind`.
public struct ToolbarDefaultItemKind: Sendable, Hashable {
    enum Kind: Sendable, Hashable { case sidebarToggle, title, search }
    let kind: Kind
    /// The split view's sidebar button (which Flipbook's split views do not draw).
    public static let sidebarToggle = ToolbarDefaultItemKind(kind: .sidebarToggle)
    /// The navigation title.
    public static let title = ToolbarDefaultItemKind(kind: .title)
}

/// Toolbar content a user could rearrange, as SwiftUI's `CustomizableToolbarContent`. A
/// still shows the toolbar as declared: customisation has no pixels.
@MainActor @preconcurrency
public protocol CustomizableToolbarContent: ToolbarContent where Body: CustomizableToolbarContent {}

extension Never: CustomizableToolbarContent {}
extension ToolbarItemList: CustomizableToolbarContent {}
extension ToolbarItem: CustomizableToolbarContent where ID == String {}

/// Whether a user may customise an item, as SwiftUI's `ToolbarCustomizationBehavior`
/// (accepted: no pixels).
public struct ToolbarCustomizationBehavior: Sendable {
    let kind: Int
    public static var `default`: ToolbarCustomizationBehavior { ToolbarCustomizationBehavior(kind: 0) }
    public static var reorderable: ToolbarCustomizationBehavior { ToolbarCustomizationBehavior(kind: 1) }
    public static var disabled: ToolbarCustomizationBehavior { ToolbarCustomizationBehavior(kind: 2) }
}

/// Options for an item's default customisation, as SwiftUI's `ToolbarCustomizationOptions`.
public struct ToolbarCustomizationOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let alwaysAvailable = ToolbarCustomizationOptions(rawValue: 1)
}

extension CustomizableToolbarContent {
    /// Accepted: customisation has no pixels; the item shows as declared.
    public func customizationBehavior(_ behavior: ToolbarCustomizationBehavior) -> ToolbarItemList {
        ToolbarItemList(entries: toolbarEntries)
    }
    /// Accepted: an item hidden by default in a customisable toolbar still shows here, as
    /// the toolbar's code declares it.
    public func defaultCustomization(_ defaultVisibility: Visibility = .automatic, options: ToolbarCustomizationOptions = []) -> ToolbarItemList {
        ToolbarItemList(entries: defaultVisibility == .hidden ? [] : toolbarEntries)
    }
}

/// The title's menu, as SwiftUI's `ToolbarTitleMenu`: the title shows its chevron (the menu
/// opens on a tap, which a still never shows).
public struct ToolbarTitleMenu<Content: View>: CustomizableToolbarContent, ToolbarEntriesProviding {
    public typealias Body = Never
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    var entries: [ToolbarEntry] {
        [ToolbarEntry(placement: .keyboard, content: AnyView(EmptyView()), isGroup: false, isTitleMenu: true)]
    }
}

extension View {
    /// How the bar shows the title (`.inline`, `.large`…), as SwiftUI's iOS 17 spelling of
    /// `navigationBarTitleDisplayMode`.
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        navigationBarTitleDisplayMode(mode.mode)
    }

    /// The bars' colour scheme (their title and items in dark or light), shown where the
    /// bar's background is (`toolbarBackground(.visible, for:)`), as iOS applies it.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        modifier(NavigationPreferenceModifier(preference: .barColorScheme(colorScheme, bars.isEmpty ? [.automatic] : bars)))
    }

    /// Shows or hides the bars' background (iOS 18's spelling of `toolbarBackground(_:for:)`).
    public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(NavigationPreferenceModifier(preference: .barBackground(nil, visibility, bars.isEmpty ? [.automatic] : bars)))
    }

    /// Hides or shows bars (iOS 18's spelling of `toolbar(_:for:)`).
    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(NavigationPreferenceModifier(preference: .barVisibility(visibility, bars.isEmpty ? [.automatic] : bars)))
    }

    /// Removes a bar item the system adds: `.title` removes the navigation title (put the
    /// modifier outside `navigationTitle`); `.sidebarToggle` changes nothing drawn, as
    /// Flipbook's split views draw no sidebar button.
    public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View {
        let removesTitle = defaultItemKind?.kind == .title
        return modifier(NavigationPreferenceModifier(preference: removesTitle ? .title(Text(verbatim: "")) : .toolbar([])))
    }

    /// What the bar is for: on iPhone, `.editor` and `.browser` show the back button's
    /// chevron without a title.
    public func toolbarRole(_ role: ToolbarRole) -> some View {
        modifier(NavigationPreferenceModifier(preference: .role(role)))
    }

    /// A menu on the title: the title shows the chevron iOS draws beside it (the menu, shown
    /// on a tap, is not drawn).
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
        modifier(NavigationPreferenceModifier(preference: .titleMenu))
    }

    /// A customisable toolbar, drawn as its items are declared (customisation has no pixels).
    public func toolbar<Content: CustomizableToolbarContent>(id: String, @ToolbarContentBuilder content: () -> Content) -> some View {
        modifier(NavigationPreferenceModifier(preference: .toolbar(content().toolbarEntries)))
    }

    /// Accepted, no pixels: iOS 18 shows a subtitle only on Mac Catalyst and macOS.
    public func navigationSubtitle(_ subtitle: Text) -> some View { self }
    /// Accepted, no pixels: iOS 18 shows a subtitle only on Mac Catalyst and macOS.
    public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View { self }
    /// Accepted, no pixels: iOS 18 shows a subtitle only on Mac Catalyst and macOS.
    @_disfavoredOverload
    public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View { self }

    /// Accepted, no pixels: the document a screen shares from its title menu (not drawn).
    public func navigationDocument(_ url: URL) -> some View { self }
}
