/// SwiftUI's `zIndex`: a trait the containing view reads when drawing its children (higher
/// on top; declaration order among equals). Layout is unchanged.
struct ZIndexModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let value: Double
    func resolve(_ content: (ResolveContext) -> [ViewNode], _ context: ResolveContext) -> [ViewNode] {
        let nodes = content(context)
        for n in nodes { n.zIndex = value }
        return nodes
    }
}

extension View {
    /// Draws the view above siblings with a lower value (default 0) in its container.
    public func zIndex(_ value: Double) -> some View { modifier(ZIndexModifier(value: value)) }
}
