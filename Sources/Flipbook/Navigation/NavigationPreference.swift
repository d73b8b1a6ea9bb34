/// What a screen in a navigation stack asks of its bar: SwiftUI passes these up as
/// preferences; Flipbook leaves a marker node in the resolved tree and the stack (or tab
/// view, or sheet) reads the markers of the screen it shows.
enum NavigationPreference {
    case title(Text)
    case displayMode(NavigationBarItem.TitleDisplayMode)
    case toolbar([ToolbarEntry])
    case barVisibility(Visibility, [ToolbarPlacement])
    case barBackground(AnyShapeStyle?, Visibility?, [ToolbarPlacement])
    case backButtonHidden(Bool)
    case destination(ObjectIdentifier, @MainActor (AnyHashable) -> AnyView?)
    case tabItem(TabItemInfo)
    case badge(Text?)
    case presentation(PresentationPreference)
    /// A screen pushed while a binding says so (`navigationDestination(isPresented:)`, `(item:)`).
    case pushed((@MainActor () -> AnyView)?)
    /// A split view column's width (`navigationSplitViewColumnWidth`).
    case columnWidth(NavigationColumnWidth)
    /// The screen's search field (`searchable`).
    case search(SearchBarInfo)
    /// The bars' colour scheme (`toolbarColorScheme`).
    case barColorScheme(ColorScheme?, [ToolbarPlacement])
    /// The bar's role (`toolbarRole`).
    case role(ToolbarRole)
    /// The title opens a menu (`toolbarTitleMenu`).
    case titleMenu
    /// The screen's search field has focus (`searchFocused`): drawn active.
    case searchFocused
}

/// A node that lays out as its content and carries a ``NavigationPreference``.
struct NavigationPreferenceBehavior: NodeBehavior {
    let preference: NavigationPreference
    var debugName: String { "Preference" }
}

/// A modifier that marks its content with a preference.
struct NavigationPreferenceModifier: ViewModifier, WrappingModifier {
    typealias Body = Never
    let preference: NavigationPreference
    func makeBehavior(_ context: ResolveContext) -> any NodeBehavior { NavigationPreferenceBehavior(preference: preference) }
}

/// Containers whose screens' preferences are their own (the walk does not enter them).
protocol NavigationScope {}

extension ViewNode {
    /// The preferences under this node, outermost first, not looking into nested navigation
    /// stacks, tab views or presented sheets.
    @MainActor var navigationPreferences: [NavigationPreference] {
        var out: [NavigationPreference] = []
        func walk(_ n: ViewNode, top: Bool) {
            if !top, n.behavior is NavigationScope { return }
            if let p = n.behavior as? NavigationPreferenceBehavior { out.append(p.preference) }
            for c in n.children { walk(c, top: false) }
        }
        walk(self, top: true)
        return out
    }
}

/// A bar a toolbar modifier addresses, as SwiftUI's `ToolbarPlacement`.
public struct ToolbarPlacement: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, navigationBar, tabBar, bottomBar }
    let kind: Kind
    public static let automatic = ToolbarPlacement(kind: .automatic)
    public static let navigationBar = ToolbarPlacement(kind: .navigationBar)
    public static let tabBar = ToolbarPlacement(kind: .tabBar)
    public static let bottomBar = ToolbarPlacement(kind: .bottomBar)

    /// Whether a modifier for `bars` addresses this bar (`.automatic` meaning the main one).
    static func addresses(_ bars: [ToolbarPlacement], _ bar: Kind) -> Bool {
        bars.contains { $0.kind == bar || ($0.kind == .automatic && bar == .navigationBar) }
    }
}

/// The navigation bar's title modes, as SwiftUI's `NavigationBarItem`.
public struct NavigationBarItem: Sendable {
    /// How the title shows: large under the bar, small in it, or as the screen before.
    public enum TitleDisplayMode: Hashable, Sendable { case automatic, inline, large }
}

extension View {
    /// The screen's title, shown by the enclosing navigation stack's bar.
    public func navigationTitle(_ title: Text) -> some View {
        modifier(NavigationPreferenceModifier(preference: .title(title)))
    }
    /// The screen's title from a string literal.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(Text(titleKey)) }
    /// The screen's title from a string.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(Text(title)) }

    /// Large (34 pt bold under the bar), inline (17 pt semibold in it) or as the screen before.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(NavigationPreferenceModifier(preference: .displayMode(displayMode)))
    }

    /// Hides or shows bars (`.toolbar(.hidden, for: .navigationBar)`).
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(NavigationPreferenceModifier(preference: .barVisibility(visibility, bars.isEmpty ? [.automatic] : bars)))
    }

    /// The older spelling of `toolbar(.hidden, for: .navigationBar)`.
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        modifier(NavigationPreferenceModifier(preference: .barVisibility(hidden ? .hidden : .automatic, [.navigationBar])))
    }

    /// Fills the bars' background with `style` (shown when the bar's background shows:
    /// with `.visible`, or scrolled content, which a still never has).
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        modifier(NavigationPreferenceModifier(preference: .barBackground(AnyShapeStyle(style), nil, bars.isEmpty ? [.automatic] : bars)))
    }

    /// Shows or hides the bars' background. A still shows content at rest, where iOS 15 and
    /// later leave the bar transparent: `.automatic` draws no background.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(NavigationPreferenceModifier(preference: .barBackground(nil, visibility, bars.isEmpty ? [.automatic] : bars)))
    }

    /// Hides the back button of a pushed screen.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        modifier(NavigationPreferenceModifier(preference: .backButtonHidden(hidesBackButton)))
    }

    /// What a navigation stack shows when a value of type `D` is pushed on its path.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modifier(NavigationPreferenceModifier(preference: .destination(ObjectIdentifier(D.self), { value in
            (value.base as? D).map { AnyView(destination($0)) }
        })))
    }
}
