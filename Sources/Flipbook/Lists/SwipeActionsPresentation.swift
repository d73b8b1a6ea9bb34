extension View {
    /// Adds actions revealed by swiping this list row from `edge`, telling `onPresentationChanged`
    /// when they are revealed or dismissed, as SwiftUI's
    /// `swipeActions(edge:allowsFullSwipe:content:onPresentationChanged:)`.
    ///
    /// Drawn as ``View/swipeActions(edge:allowsFullSwipe:content:)`` (revealed with
    /// ``View/flipbookRevealSwipeActions(edge:)``). `onPresentationChanged` is kept but not
    /// called: no swipe gesture happens in a rendering.
    public func swipeActions(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                             @ViewBuilder content: () -> some View,
                             onPresentationChanged: @escaping (Bool) -> Void) -> some View {
        swipeActions(edge: edge, allowsFullSwipe: allowsFullSwipe, content: content)
    }
}
