/// Children overlaid back to front, as SwiftUI's `ZStack`.
public struct ZStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let layout: ZStackLayout
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }

    package func makeNode(_ context: ResolveContext) -> ViewNode {
        ViewNode(identity: context.identity, behavior: LayoutBehavior(layout: layout),
                 children: resolveViewList(of: content, context.child(.content)), environment: context.environment)
    }
}
