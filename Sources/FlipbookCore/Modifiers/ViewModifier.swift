/// A reusable change to a view, as SwiftUI's `ViewModifier`. Apply it with
/// ``View/modifier(_:)``; `content` in ``body(content:)`` stands for the modified view.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
}

extension ViewModifier where Body == Never {
    /// Built-in modifiers have no body: Flipbook applies them directly.
    public func body(content: Content) -> Never { fatalError("\(Self.self) is a built-in modifier and has no body") }
}

/// The view a ``ViewModifier`` modifies, as seen from its ``ViewModifier/body(content:)``.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public typealias Body = Never
    let resolve: (ResolveContext) -> [ViewNode]
}

extension _ViewModifier_Content: ViewListResolvable {
    package func resolveList(_ context: ResolveContext) -> [ViewNode] { resolve(context) }
}

/// A view with a modifier applied, as SwiftUI's `ModifiedContent`.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
}

extension ModifiedContent: ViewListResolvable where Content: View, Modifier: ViewModifier {
    package func resolveList(_ context: ResolveContext) -> [ViewNode] {
        let content = self.content
        let resolveContent: (ResolveContext) -> [ViewNode] = { ctx in resolveViewList(of: content, ctx.child(.content)) }
        if let primitive = modifier as? any PrimitiveModifier {
            return primitive.resolve(resolveContent, context)
        }
        if let environmental = modifier as? any EnvironmentalModifier {
            return environmental.resolveEnvironmental(resolveContent, context)
        }
        let current = animatedModifier(modifier, context)
        if let geometry = current as? any GeometryEffect {
            return resolveGeometryEffect(geometry, resolveContent, context)
        }
        let placeholder = _ViewModifier_Content<Modifier>(resolve: resolveContent)
        if let problem = linkDynamicProperties(of: current, context), let graph = context.graph {
            graph.record(RenderError(identity: context.identity, viewType: "\(Modifier.self)", message: problem))
            return []
        }
        return BodyRecursion.resolving(Modifier.self, context) {
            resolveViewList(of: trackingObservation(context) { current.body(content: placeholder) }, context.child(.body))
        }
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public typealias Body = Never
}

extension ModifiedContent: PrimitiveModifier where Content: ViewModifier, Modifier: ViewModifier {
    /// Two modifiers chained with `concat`: the first applies inside the second.
    package func resolve(_ content: (ResolveContext) -> [ViewNode], _ context: ResolveContext) -> [ViewNode] {
        let inner = self.content, outer = self.modifier
        return withoutActuallyEscaping(content) { content in
            let applyInner: (ResolveContext) -> [ViewNode] = { ctx in applyModifier(inner, content, ctx.child(.content)) }
            return applyModifier(outer, applyInner, context)
        }
    }
}

extension ViewModifier {
    /// This modifier followed by another, as SwiftUI's `concat(_:)`.
    public func concat<T: ViewModifier>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// Applies any modifier to content given as a resolving function.
@MainActor
func applyModifier<M: ViewModifier>(_ modifier: M, _ content: (ResolveContext) -> [ViewNode], _ context: ResolveContext) -> [ViewNode] {
    if let primitive = modifier as? any PrimitiveModifier { return primitive.resolve(content, context) }
    if let environmental = modifier as? any EnvironmentalModifier { return environmental.resolveEnvironmental(content, context) }
    let current = animatedModifier(modifier, context)
    if let geometry = current as? any GeometryEffect { return resolveGeometryEffect(geometry, content, context) }
    return withoutActuallyEscaping(content) { content in
        let placeholder = _ViewModifier_Content<M>(resolve: content)
        if let problem = linkDynamicProperties(of: current, context), let graph = context.graph {
            graph.record(RenderError(identity: context.identity, viewType: "\(M.self)", message: problem))
            return []
        }
        return BodyRecursion.resolving(M.self, context) {
            resolveViewList(of: trackingObservation(context) { current.body(content: placeholder) }, context.child(.body))
        }
    }
}

extension View {
    /// Applies a modifier, as SwiftUI's `modifier(_:)`.
    public func modifier<M>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// Built-in modifiers: they turn the content's nodes into the modified nodes.
@MainActor
package protocol PrimitiveModifier {
    func resolve(_ content: (ResolveContext) -> [ViewNode], _ context: ResolveContext) -> [ViewNode]
}

/// A built-in modifier that wraps each content node in a node of its own (padding, frame…),
/// as SwiftUI applies a modifier to each member of a group.
package protocol WrappingModifier: PrimitiveModifier {
    func makeBehavior(_ context: ResolveContext) -> any NodeBehavior
}

extension WrappingModifier {
    package func resolve(_ content: (ResolveContext) -> [ViewNode], _ context: ResolveContext) -> [ViewNode] {
        wrapEach(content(context), context) { node, id in
            ViewNode(identity: id, behavior: makeBehavior(context), children: [node], environment: context.environment)
        }
    }
}

/// Wraps each content node in the node `make` builds, as SwiftUI applies a modifier to each
/// member of a group. A lone node's wrapper takes the modifier's identity; several are told
/// apart by position. Wrappers keep their content's traits (layoutPriority, zIndex).
@MainActor
package func wrapEach(_ nodes: [ViewNode], _ context: ResolveContext,
              _ make: (_ content: ViewNode, _ identity: ViewIdentity) -> ViewNode) -> [ViewNode] {
    nodes.enumerated().map { i, node in
        let wrapper = make(node, nodes.count == 1 ? context.identity : context.identity.appending(.index(i)))
        wrapper.inheritTraits(from: node)
        return wrapper
    }
}

/// A built-in modifier that changes the environment of its content (font, colours, styles…).
package protocol EnvironmentModifier: PrimitiveModifier {
    func update(_ environment: inout EnvironmentValues)
}

extension EnvironmentModifier {
    package func resolve(_ content: (ResolveContext) -> [ViewNode], _ context: ResolveContext) -> [ViewNode] {
        content(context.with { update(&$0) })
    }
}

/// Sets one environment value for the content, as SwiftUI's `environment(_:_:)`.
public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier, EnvironmentModifier {
    public typealias Body = Never
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value
    package func update(_ environment: inout EnvironmentValues) { environment[keyPath: keyPath] = value }
}

extension View {
    /// Sets an environment value for this view and everything inside it.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }
}
