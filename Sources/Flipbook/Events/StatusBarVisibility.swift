/// Marks the content as asking for the status bar hidden or shown; the device root reads it.
struct StatusBarVisibilityModifier: ViewModifier, WrappingModifier {
    typealias Body = Never
    let hidden: Bool
    func makeBehavior(_ context: ResolveContext) -> any NodeBehavior { StatusBarVisibilityBehavior(hidden: hidden) }
}

/// A node that lays out as its content and carries the status bar's visibility.
struct StatusBarVisibilityBehavior: NodeBehavior {
    let hidden: Bool
    var debugName: String { "StatusBar(hidden: \(hidden))" }
}

extension View {
    /// Hides the status bar while `hidden` is true (the iOS 13 spelling of
    /// ``View/statusBarHidden(_:)``): a render with device chrome leaves the status bar out.
    public func statusBar(hidden: Bool) -> some View {
        modifier(StatusBarVisibilityModifier(hidden: hidden))
    }
}
