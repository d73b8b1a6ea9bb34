/// Flexible space, as SwiftUI's `Spacer`: in a stack it takes the free length along the
/// stack's axis (at least `minLength`, default 8 pt, the system spacing) — its layout priority
/// is −∞, so every other child is sized first and the spacers share what they leave; elsewhere
/// it fills what it is offered.
nonisolated public struct Spacer: View, PrimitiveView, Sendable {
    public typealias Body = Never
    public var minLength: CGFloat?

    public init(minLength: CGFloat? = nil) { self.minLength = minLength }

    @MainActor package func makeNode(_ context: ResolveContext) -> ViewNode {
        let node = ViewNode(identity: context.identity, behavior: SpacerBehavior(minLength: minLength ?? StackLayout.defaultSpacing),
                            environment: context.environment)
        // SwiftUI's spacer reports a layout priority of −∞ (its layout engine's
        // `layoutPriority()`; OpenSwiftUI's and DanceUI's reconstructions agree): a stack sizes
        // every other child first, with the spacers' minimum lengths reserved, and the spacers
        // share what is left. `.layoutPriority(_:)` on a spacer overrides it.
        node.layoutPriority = -.infinity
        return node
    }
}

struct SpacerBehavior: StackSpacerBehavior {
    let minLength: CGFloat

    // A spacer's length is its own: it asks for no spacing next to it.
    func spacing(node: ViewNode) -> ViewSpacing { .zero }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        CGSize(width: max(minLength, proposal.width ?? minLength), height: max(minLength, proposal.height ?? minLength))
    }
}
