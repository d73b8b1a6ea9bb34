/// The container whose background ``View/containerBackground(_:for:)`` sets, as SwiftUI's
/// `ContainerBackgroundPlacement`.
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    let name: String

    /// A navigation stack's (or a navigation split view column's) background.
    public static let navigation = ContainerBackgroundPlacement(name: "navigation")
    /// A navigation split view's background.
    public static let navigationSplitView = ContainerBackgroundPlacement(name: "navigationSplitView")
    /// A tab view's background.
    public static let tabView = ContainerBackgroundPlacement(name: "tabView")
    /// A widget's background.
    public static let widget = ContainerBackgroundPlacement(name: "widget")
}

extension View {
    /// Sets the background of the container this view is shown in (`.navigation`: the
    /// navigation stack's page behind its bars), as SwiftUI's `containerBackground(_:for:)`.
    ///
    /// Flipbook fills behind the view out through the safe area (under the bars), which is
    /// the container's background when the view fills its page (a `List`, a `ScrollView`,
    /// a `VStack` with a `Spacer`); a smaller view gets the fill behind its own bounds only.
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
        background(style, ignoresSafeAreaEdges: .all)
    }

    /// Sets the background of the container this view is shown in to `content`, as
    /// ``containerBackground(_:for:)`` with a view.
    public func containerBackground<V: View>(for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
                                             @ViewBuilder content: () -> V) -> some View {
        background(alignment: alignment) { content().ignoresSafeArea() }
    }
}
