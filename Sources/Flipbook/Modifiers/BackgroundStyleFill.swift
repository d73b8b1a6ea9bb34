extension View {
    /// Fills the view's bounds behind it with the background style (`backgroundStyle(_:)`'s,
    /// else the system background: white in light appearance, black in dark), reaching out
    /// to the screen's edges in `edges`, as SwiftUI's `background(ignoresSafeAreaEdges:)`.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
    }

    /// SwiftUI's deprecated argument-free `frame()`: it changes nothing (SwiftUI's message:
    /// "Please pass one or more parameters").
    public func frame() -> some View {
        self
    }
}
