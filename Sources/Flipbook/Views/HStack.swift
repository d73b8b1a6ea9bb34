/// Children in a row, leading to trailing, as SwiftUI's `HStack`.
public struct HStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let layout: HStackLayout
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    package func makeNode(_ context: ResolveContext) -> ViewNode {
        ViewNode(identity: context.identity, behavior: LayoutBehavior(layout: layout),
                 children: resolveViewList(of: content, context.child(.content).with { $0.stackAxis = .horizontal }), environment: context.environment)
    }
}
