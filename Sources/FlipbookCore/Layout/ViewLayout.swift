/// Resolves and lays out a view: the entry point renderers and tests use.
@MainActor
public enum ViewLayout {
    /// Resolves `view`, proposes `size` to it, and places it centred in a canvas of that size
    /// (as a window centres its root view). Returns the root of the laid-out node tree.
    public static func layout<V: View>(_ view: V, in size: CGSize, environment: EnvironmentValues = EnvironmentValues(),
                                       graph: ViewGraph? = nil) -> ViewNode {
        settled(graph) {
            graph?.beginPass()
            defer { graph?.endPass() }
            let root = resolveSingle(of: view, ResolveContext(identity: .root, environment: environment, graph: graph))
            // The window is the container of `containerRelativeFrame` outside scroll views.
            RelativeFrameContainer.window(CGRect(origin: .zero, size: size)) {
                let s = root.sizeThatFits(ProposedViewSize(size))
                root.place(in: CGRect(x: (size.width - s.width) / 2, y: (size.height - s.height) / 2, width: s.width, height: s.height))
            }
            graph?.animations.matchGeometry(root, graph: graph!)
            graph?.animations.animateLayout(root, graph: graph!)
            graph?.animations.animateTransitions(root, graph: graph!)
            return root
        }
    }

    /// Resolves `view` and lays it out at its size for `proposal` (`.unspecified`: its ideal
    /// size), with its origin at zero, as `ImageRenderer` does.
    public static func layoutFitting<V: View>(_ view: V, proposal: ProposedViewSize = .unspecified,
                                              environment: EnvironmentValues = EnvironmentValues(),
                                              graph: ViewGraph? = nil) -> ViewNode {
        settled(graph) {
            graph?.beginPass()
            defer { graph?.endPass() }
            let root = resolveSingle(of: view, ResolveContext(identity: .root, environment: environment, graph: graph))
            let window = proposal.width.flatMap { w in proposal.height.map { CGRect(x: 0, y: 0, width: w, height: $0) } }
            let s = RelativeFrameContainer.window(window) { root.sizeThatFits(proposal) }
            // Placed in a window of the size it took, when the proposal named none.
            RelativeFrameContainer.window(window ?? CGRect(origin: .zero, size: s), container: window != nil) {
                root.place(in: CGRect(origin: .zero, size: s))
            }
            graph?.animations.matchGeometry(root, graph: graph!)
            graph?.animations.animateLayout(root, graph: graph!)
            graph?.animations.animateTransitions(root, graph: graph!)
            return root
        }
    }

    /// Runs a pass, then the `onAppear`/`onChange`/`onDisappear` actions it queued and the
    /// work queued with `DispatchQueue.main.async`; while they change state, passes again (at
    /// most 8 times, so actions that always change something cannot loop forever), so the
    /// result shows the settled state. Main-queue work queued before the pass (by an action
    /// between renders) runs first.
    /// Combine timers connected meanwhile run on the graph's virtual clock; those due by its
    /// time fire first.
    static func settled(_ graph: ViewGraph?, _ pass: () -> ViewNode) -> ViewNode {
        VirtualTimers.rendering(graph) {
            graph?.timers.advance(to: graph?.time)
            MainQueueWork.drain()
            var root = pass()
            guard let graph else { return root }
            for _ in 0..<8 {
                guard graph.runQueuedWork() else { break }
                root = pass()
            }
            return root
        }
    }
}
