import Flipbook

/// What a hosting controller reports for `.image(layout: .sizeThatFits)` when the view is a
/// navigation container (`NavigationView`, `NavigationStack`): UIKit gives no ideal size for
/// one (its bars and scrolling content have none), so swift-snapshot-testing's image is the
/// window's — the screen's size — where Flipbook would otherwise measure the content (a
/// `NavigationView` + `Form` came out 334×689). Issue 24 item 8.
enum NavigationRootSize {
    /// Whether `view`'s root, through single-child wrappers (modifiers, backgrounds are not
    /// single-child and stop the walk), is a navigation container.
    @MainActor
    static func isNavigationRoot<V: View>(_ view: V) -> Bool {
        var node = ImageRenderer(content: view).layout()
        while true {
            if node.behavior.debugName == "NavigationStack" { return true }
            guard node.children.count == 1 else { return false }
            node = node.children[0]
        }
    }
}
