/// SwiftUI's `background` and `overlay`: a second view sized to the main one (proposed its
/// size), aligned to it, drawn behind or in front. Layout follows the main view only.
struct SecondaryLayerModifier<Layer: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let layer: Layer
    let alignment: Alignment
    let inFront: Bool

    func resolve(_ content: (ResolveContext) -> [ViewNode], _ context: ResolveContext) -> [ViewNode] {
        wrapEach(content(context), context) { main, id in
            let layerContext = context.child(inFront ? .explicit("overlay") : .explicit("background"))
            // The layer's views sit one level below their ZStack, so no view shares its identity.
            let layers = resolveViewList(of: layer, layerContext.child(.content))
            // The views in the closure form an implicit ZStack with the modifier's alignment, as
            // SwiftUI documents for `overlay(alignment:content:)` and `background(alignment:content:)`.
            // Always a ZStack, even for one view or none, so a layer that comes and goes
            // (`if lit { … }`) has a container that keeps it drawn while its transition plays.
            let secondary = ViewNode(identity: layerContext.identity, behavior: LayoutBehavior(layout: ZStackLayout(alignment: alignment)),
                                     children: layers, environment: context.environment)
            return ViewNode(identity: id, behavior: SecondaryLayerBehavior(alignment: alignment, inFront: inFront),
                            children: [main, secondary], environment: context.environment)
        }
    }
}

struct SecondaryLayerBehavior: PrimaryChildBehavior {
    let alignment: Alignment
    let inFront: Bool

    var debugName: String { inFront ? "Overlay" : "Background" }

    func placeChildren(in frame: CGRect, node: ViewNode) {
        node.children[0].place(in: frame)
        alignChild(node.children[1], proposal: ProposedViewSize(frame.size), in: frame, alignment: alignment)
    }

    func draw(_ node: ViewNode, into list: inout DisplayListBuilder) {
        let order = inFront ? [0, 1] : [1, 0]
        for i in order { node.children[i].draw(into: &list) }
    }
}

extension View {
    /// A view drawn behind this one, sized to it.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryLayerModifier(layer: content(), alignment: alignment, inFront: false))
    }
    /// A view drawn behind this one, sized to it (the older spelling). A `Color` here is the
    /// colour style SwiftUI picks for `.background(Color.red)`, which reaches out through
    /// the safe area as ``background(_:ignoresSafeAreaEdges:)`` does.
    public func background<V: View>(_ view: V, alignment: Alignment = .center) -> some View {
        modifier(SecondaryLayerModifier(layer: ColorLayerIgnoringSafeArea(layer: view), alignment: alignment, inFront: false))
    }
    /// A view drawn in front of this one, sized to it.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryLayerModifier(layer: content(), alignment: alignment, inFront: true))
    }
    /// A view drawn in front of this one, sized to it (the older spelling).
    public func overlay<V: View>(_ view: V, alignment: Alignment = .center) -> some View {
        modifier(SecondaryLayerModifier(layer: view, alignment: alignment, inFront: true))
    }
}

/// A background or overlay view that, when it is a `Color`, ignores the safe area: SwiftUI
/// resolves `.background(Color.red)` to the `ShapeStyle` form, whose edges default to all.
struct ColorLayerIgnoringSafeArea<Layer: View>: View, ViewListResolvable {
    typealias Body = Never
    let layer: Layer
    func resolveList(_ context: ResolveContext) -> [ViewNode] {
        guard layer is Color else { return resolveViewList(of: layer, context) }
        let nodes = resolveViewList(of: layer, context.child(.content))
        return wrapEach(nodes, context) { node, id in
            ViewNode(identity: id, behavior: IgnoresSafeAreaBehavior(edges: .all), children: [node], environment: context.environment)
        }
    }
}
