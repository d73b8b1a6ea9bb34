/// What resolving a view needs to know: where it is and what environment it inherits.
package struct ResolveContext {
    package var identity: ViewIdentity
    package var environment: EnvironmentValues
    /// Where `@State` lives; `nil` renders with every state at its initial value.
    ///
    /// Weak: behaviours that resolve their content late (GeometryReader, preference readers,
    /// the navigation bar) keep their context in their node, and the graph keeps the last
    /// pass's nodes for transitions, so a strong reference made every such tree a cycle that
    /// outlived its render (≈ 0.8 MB for the progress example's timeline, found by
    /// LeakSanitizer). Whoever renders holds the graph for as long as it renders.
    weak package var graph: ViewGraph?

    package init(identity: ViewIdentity, environment: EnvironmentValues, graph: ViewGraph? = nil) {
        self.identity = identity
        self.environment = environment
        self.graph = graph
    }

    package func child(_ c: ViewIdentity.Component) -> ResolveContext {
        var copy = self
        copy.identity = identity.appending(c)
        return copy
    }

    /// The transaction of changes at this point of the tree: the pass's, as rewritten by the
    /// `.animation`/`.transaction` modifiers above.
    @MainActor var transaction: Transaction { environment.scopedTransaction ?? graph?.passTransaction ?? Transaction() }

    /// The value to draw for `target`, an animatable value of the view at this identity
    /// named `key`: `target` itself in a still, or where it is along its animation.
    @MainActor package func animated<V: VectorArithmetic>(_ target: V, key: String) -> V {
        guard let graph else { return target }
        return graph.animations.value(target, at: .init(identity: identity, name: key), transaction: transaction)
    }

    /// `value` with its `animatableData` animated.
    ///
    /// As in SwiftUI, `animatableData` is written only while an animation runs (its last
    /// frame included), so a `didSet` on it (the seeds' completion observer) sees each
    /// animated frame once and a view at rest is left alone.
    @MainActor package func animated<A: Animatable>(animatable value: A, key: String) -> A {
        guard let graph, A.AnimatableData.self != EmptyAnimatableData.self else { return value }
        let shown = animated(value.animatableData, key: key)
        guard graph.animations.isAnimating(at: .init(identity: identity, name: key)) else { return value }
        var copy = value
        copy.animatableData = shown
        return copy
    }

    package func with(_ update: (inout EnvironmentValues) -> Void) -> ResolveContext {
        var copy = self
        update(&copy.environment)
        return copy
    }
}

/// Built-in views that contribute any number of children to their container
/// (tuples, groups, `ForEach`, conditionals, `EmptyView`).
@MainActor
package protocol ViewListResolvable {
    func resolveList(_ context: ResolveContext) -> [ViewNode]
}

/// Built-in views that become exactly one node (shapes, text, stacks…).
@MainActor
package protocol PrimitiveView {
    func makeNode(_ context: ResolveContext) -> ViewNode
}

/// Resolves a view into the nodes it contributes to its container.
@MainActor
package func resolveViewList<V: View>(of view: V, _ context: ResolveContext) -> [ViewNode] {
    if let list = view as? any ViewListResolvable { return list.resolveList(context) }
    if let primitive = view as? any PrimitiveView { return [primitive.makeNode(context)] }
    guard V.Body.self != Never.self else {
        fatalError("\(V.self) has Body == Never but Flipbook does not know how to draw it")
    }
    // An `Animatable` view's body sees its interpolated `animatableData` each frame.
    let view = animatedView(view, context)
    if let problem = linkDynamicProperties(of: view, context), let graph = context.graph {
        // A body that would stop the program (a missing environment object) is left out
        // and the render reports why.
        graph.record(RenderError(identity: context.identity, viewType: "\(V.self)", message: problem))
        return []
    }
    return BodyRecursion.resolving(V.self, context) {
        resolveViewList(of: trackingObservation(context) { view.body }, context.child(.body))
    }
}

/// Resolves an existential view.
@MainActor
func resolveAnyList(_ view: any View, _ context: ResolveContext) -> [ViewNode] {
    func open<V: View>(_ v: V) -> [ViewNode] { resolveViewList(of: v, context) }
    return open(view)
}

/// Resolves a view that must act as one node: several become an implicit vertical stack
/// (as SwiftUI does for a root or a modifier's content), none an empty node.
@MainActor
package func resolveSingle<V: View>(of view: V, _ context: ResolveContext) -> ViewNode {
    let nodes = resolveViewList(of: view, context)
    if nodes.count == 1 { return nodes[0] }
    return ViewNode(identity: context.identity, behavior: LayoutBehavior(layout: VStackLayout()),
                    children: nodes, environment: context.environment)
}

/// `view` with its `animatableData` at the current frame, if it is `Animatable`.
@MainActor
func animatedView<V: View>(_ view: V, _ context: ResolveContext) -> V {
    guard context.graph != nil, let a = view as? any Animatable else { return view }
    func open<A: Animatable>(_ a: A) -> V { context.animated(animatable: a, key: "view") as! V }
    return open(a)
}

/// `modifier` with its `animatableData` at the current frame, if it is `Animatable`
/// (`AnimatableModifier`s, `GeometryEffect`s).
@MainActor
func animatedModifier<M: ViewModifier>(_ modifier: M, _ context: ResolveContext) -> M {
    guard context.graph != nil, let a = modifier as? any Animatable else { return modifier }
    func open<A: Animatable>(_ a: A) -> M { context.animated(animatable: a, key: "modifier") as! M }
    return open(a)
}
