/// Children in a column, top to bottom, as SwiftUI's `VStack`.
public struct VStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let layout: VStackLayout
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    package func makeNode(_ context: ResolveContext) -> ViewNode {
        ViewNode(identity: context.identity, behavior: LayoutBehavior(layout: layout),
                 children: resolveViewList(of: content, context.child(.content).with { $0.stackAxis = .vertical }), environment: context.environment)
    }
}
