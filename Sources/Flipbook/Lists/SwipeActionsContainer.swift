extension View {
    /// Lets the rows of this container (outside a `List`) show `swipeActions`, as SwiftUI's
    /// `swipeActionsContainer()` (iOS 26). Accepted, no pixels: a still has no swipe in
    /// progress, so the container draws as it would without it.
    public func swipeActionsContainer() -> some View {
        self
    }
}
