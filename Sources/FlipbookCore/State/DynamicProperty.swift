/// A property of a view that Flipbook updates before `body` is evaluated, as SwiftUI's
/// `DynamicProperty` (`@State`, `@Binding`, `@Environment` are ones).
public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// Dynamic properties Flipbook links to the graph and environment by reflection, the way
/// SwiftUI finds them in a view's stored properties.
@MainActor
package protocol GraphLinkedProperty {
    func link(_ context: ResolveContext, graph: ViewGraph?, name: String)
    /// Why the property cannot be read in `environment` (a missing `@EnvironmentObject`),
    /// or `nil` when it can.
    func missingRequirement(in environment: EnvironmentValues) -> String?
}

extension GraphLinkedProperty {
    package func missingRequirement(in environment: EnvironmentValues) -> String? { nil }
}

/// Links every dynamic property stored in `view` (found with `Mirror`) before its body runs.
/// Returns why the body cannot run (a missing `@EnvironmentObject`), or `nil`.
@discardableResult
@MainActor
package func linkDynamicProperties<V>(of view: V, _ context: ResolveContext) -> String? {
    let graph = context.graph
    let outer = graph?.linkingViewType
    graph?.linkingViewType = V.self
    defer { graph?.linkingViewType = outer }
    var problem: String?
    for child in Mirror(reflecting: view).children {
        guard let label = child.label else { continue }
        if let p = child.value as? any GraphLinkedProperty {
            p.link(context, graph: graph, name: label)
            if problem == nil { problem = p.missingRequirement(in: context.environment) }
        } else if !(child.value is any View), let nested = child.value as? any DynamicProperty {
            // A custom DynamicProperty may itself hold @State or @Environment.
            linkNested(nested, context, graph: graph, prefix: label)
        }
    }
    return problem
}

@MainActor
private func linkNested(_ value: Any, _ context: ResolveContext, graph: ViewGraph?, prefix: String) {
    for child in Mirror(reflecting: value).children {
        guard let label = child.label else { continue }
        if let p = child.value as? any GraphLinkedProperty { p.link(context, graph: graph, name: prefix + "." + label) }
    }
}
