/// SwiftUI's `layoutPriority`: a trait read by the containing stack, not a wrapper.
struct LayoutPriorityModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let priority: Double
    func resolve(_ content: (ResolveContext) -> [ViewNode], _ context: ResolveContext) -> [ViewNode] {
        let nodes = content(context)
        for n in nodes { n.layoutPriority = priority }
        return nodes
    }
}

extension View {
    /// Stacks give space to higher priorities first (default 0).
    public func layoutPriority(_ value: Double) -> some View { modifier(LayoutPriorityModifier(priority: value)) }
}
