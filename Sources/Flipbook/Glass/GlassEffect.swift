import FlipbookRaster

extension View {
    /// Puts Liquid Glass of `glass` in `shape` behind the view (iOS 26's `glassEffect`): the
    /// content behind the view's frame refracted into the glass, frosted and rimmed (see
    /// ``Glass``). Typically after padding: `Text("Hello").padding().glassEffect()`.
    public func glassEffect<S: Shape>(_ glass: Glass = .regular, in shape: S = DefaultGlassEffectShape(), isEnabled: Bool = true) -> some View {
        background { GlassBackground(glass: isEnabled ? glass : .identity, shape: shape) }
    }
}

/// A leaf filling its frame with glass in a shape.
struct GlassBackground<S: Shape>: View, PrimitiveView {
    typealias Body = Never
    let glass: Glass
    let shape: S

    func makeNode(_ context: ResolveContext) -> ViewNode {
        ViewNode(identity: context.identity, behavior: GlassBehavior(glass: glass, shape: shape), environment: context.environment)
    }
}

struct GlassBehavior<S: Shape>: NodeBehavior {
    let glass: Glass
    let shape: S
    var debugName: String { "Glass" }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    func placeChildren(in frame: CGRect, node: ViewNode) {
        if let key = node.environment.glassUnion, let registry = node.environment.glassUnionRegistry {
            registry.place(key, node.identity, frame)
        }
    }

    func draw(_ node: ViewNode, into list: inout DisplayListBuilder) {
        guard let layers = glass.layers(in: node.environment) else { return }
        var frame = node.frame
        if let key = node.environment.glassUnion, let union = node.environment.glassUnionRegistry?.unionFrame(key, for: node.identity) {
            // A union member: the first draws the glass over all of them, the others nothing.
            guard let union else { return }
            frame = union
        }
        let path = shape.rootPath(in: frame).storage
        list.appendBackdrop(layers, path: path)
        // The rim: a 1-point line just inside the edge.
        let rim = (shape as? any InsettableShape).map { insetPath($0, frame) } ?? path
        list.append(.shape(ShapeItem(path: rim, paint: Glass.rimPaint(in: frame, dark: node.environment.colorScheme == .dark),
                                     fillRule: .nonZero, stroke: StrokeStyle(lineWidth: 1).raster)))
    }

    private func insetPath<I: InsettableShape>(_ s: I, _ frame: CGRect) -> FlipbookRaster.BezierPath {
        s.inset(by: 0.5).rootPath(in: frame).storage
    }
}
