/// Resolves and lays out a view: the entry point renderers and tests use.
@MainActor
public enum ViewLayout {
    /// Resolves `view`, proposes `size` to it, and places it centred in a canvas of that size
    /// (as a window centres its root view), settled by ``Settler`` (the actions and work
    /// it queues run and it is laid out again while they change state, at most 8 passes).
    /// Returns the root of the laid-out node tree.
    public static func layout<V: View>(_ view: V, in size: CGSize, environment: EnvironmentValues = EnvironmentValues(),
                                       graph: ViewGraph? = nil) -> ViewNode {
        Settler.settle(graph) { pass(view, in: size, environment: environment, graph: graph) }
    }

    /// One pass of ``layout(_:in:environment:graph:)``, unsettled (``Settler`` repeats it).
    package static func pass<V: View>(_ view: V, in size: CGSize, environment: EnvironmentValues, graph: ViewGraph?) -> ViewNode {
        graph?.beginPass()
        defer { graph?.endPass() }
        let root = resolveSingle(of: view, ResolveContext(identity: .root, environment: environment, graph: graph))
        // The window is the container of `containerRelativeFrame` outside scroll views.
        RelativeFrameContainer.window(CGRect(origin: .zero, size: size)) {
            let s = root.sizeThatFits(ProposedViewSize(size))
            root.place(in: CGRect(x: (size.width - s.width) / 2, y: (size.height - s.height) / 2, width: s.width, height: s.height))
        }
        animate(root, graph)
        return root
    }

    /// Resolves `view` and lays it out at its size for `proposal` (`.unspecified`: its ideal
    /// size), with its origin at zero, as `ImageRenderer` does.
    public static func layoutFitting<V: View>(_ view: V, proposal: ProposedViewSize = .unspecified,
                                              environment: EnvironmentValues = EnvironmentValues(),
                                              graph: ViewGraph? = nil) -> ViewNode {
        Settler.settle(graph) { passFitting(view, proposal: proposal, environment: environment, graph: graph) }
    }

    /// One pass of ``layoutFitting(_:proposal:environment:graph:)``, unsettled (``Settler``
    /// repeats it).
    package static func passFitting<V: View>(_ view: V, proposal: ProposedViewSize, environment: EnvironmentValues,
                                             graph: ViewGraph?) -> ViewNode {
        graph?.beginPass()
        defer { graph?.endPass() }
        let root = resolveSingle(of: view, ResolveContext(identity: .root, environment: environment, graph: graph))
        let window = proposal.width.flatMap { w in proposal.height.map { CGRect(x: 0, y: 0, width: w, height: $0) } }
        let s = RelativeFrameContainer.window(window) { root.sizeThatFits(proposal) }
        // Placed in a window of the size it took, when the proposal named none.
        RelativeFrameContainer.window(window ?? CGRect(origin: .zero, size: s), container: window != nil) {
            root.place(in: CGRect(origin: .zero, size: s))
        }
        animate(root, graph)
        return root
    }

    private static func animate(_ root: ViewNode, _ graph: ViewGraph?) {
        guard let graph else { return }
        graph.animations.matchGeometry(root, graph: graph)
        graph.animations.animateLayout(root, graph: graph)
        graph.animations.animateTransitions(root, graph: graph)
    }
}
