// The navigation-bar modifiers SwiftUI still ships (deprecated since iOS 14, not removed):
// each the same as its `navigationTitle` / `toolbar` successor.
extension View {
    /// As ``navigationTitle(_:)-(Text)``.
    public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }
    /// As ``navigationTitle(_:)-(LocalizedStringKey)``.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(Text(titleKey)) }
    /// As ``navigationTitle(_:)-(S)``.
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(Text(title)) }

    /// A title and how it shows, as `navigationTitle(_:)` + `navigationBarTitleDisplayMode(_:)`.
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }
    /// A title and how it shows.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationBarTitle(Text(titleKey), displayMode: displayMode)
    }
    /// A title and how it shows.
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationBarTitle(Text(title), displayMode: displayMode)
    }

    /// Items at the bar's leading and trailing ends, as toolbar items in those places.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            ToolbarItem(placement: .navigationBarLeading) { leading }
            ToolbarItem(placement: .navigationBarTrailing) { trailing }
        }
    }
    /// An item at the bar's leading end.
    public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
    }
    /// An item at the bar's trailing end.
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
    }
}
