/// What resolving a view needs to know: where it is and what environment it inherits.
struct ResolveContext {
    var identity: ViewIdentity
    var environment: EnvironmentValues
    /// Where `@State` lives; `nil` renders with every state at its initial value.
    var graph: ViewGraph?

    init(identity: ViewIdentity, environment: EnvironmentValues, graph: ViewGraph? = nil) {
        self.identity = identity
        self.environment = environment
        self.graph = graph
    }

    func child(_ c: ViewIdentity.Component) -> ResolveContext {
        var copy = self
        copy.identity = identity.appending(c)
        return copy
    }

    func with(_ update: (inout EnvironmentValues) -> Void) -> ResolveContext {
        var copy = self
        update(&copy.environment)
        return copy
    }
}

/// Built-in views that contribute any number of children to their container
/// (tuples, groups, `ForEach`, conditionals, `EmptyView`).
@MainActor
protocol ViewListResolvable {
    func resolveList(_ context: ResolveContext) -> [ViewNode]
}

/// Built-in views that become exactly one node (shapes, text, stacks…).
@MainActor
protocol PrimitiveView {
    func makeNode(_ context: ResolveContext) -> ViewNode
}

/// Resolves a view into the nodes it contributes to its container.
@MainActor
func resolveViewList<V: View>(of view: V, _ context: ResolveContext) -> [ViewNode] {
    if let list = view as? any ViewListResolvable { return list.resolveList(context) }
    if let primitive = view as? any PrimitiveView { return [primitive.makeNode(context)] }
    guard V.Body.self != Never.self else {
        fatalError("\(V.self) has Body == Never but Flipbook does not know how to draw it")
    }
    if let problem = linkDynamicProperties(of: view, context), let graph = context.graph {
        // A body that would stop the program (a missing environment object) is left out
        // and the render reports why.
        graph.record(RenderError(identity: context.identity, viewType: "\(V.self)", message: problem))
        return []
    }
    return resolveViewList(of: trackingObservation(context) { view.body }, context.child(.body))
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
func resolveSingle<V: View>(of view: V, _ context: ResolveContext) -> ViewNode {
    let nodes = resolveViewList(of: view, context)
    if nodes.count == 1 { return nodes[0] }
    return ViewNode(identity: context.identity, behavior: LayoutBehavior(layout: VStackLayout()),
                    children: nodes, environment: context.environment)
}
