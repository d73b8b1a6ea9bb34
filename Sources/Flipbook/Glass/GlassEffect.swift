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
        guard let registry = node.environment.glassContainer, glass.variant != .identity else { return }
        let shape = self.shape
        registry.place(.init(identity: node.identity, node: node, placedFrame: frame, glass: glass, union: node.environment.glassUnion,
                             box: { glassBox(of: shape, in: $0) }))
    }

    func draw(_ node: ViewNode, into list: inout DisplayListBuilder) {
        guard glass.variant != .identity else { return }
        let env = node.environment
        if let registry = env.glassContainer, let plan = registry.plan(for: node.identity) {
            switch plan {
            case .none: return
            case .surface(let boxes, let blend): appendSurface(boxes, blend: blend, env, into: &list)
            case .path(let frame): appendPath(in: frame, env, into: &list)
            }
        } else if let box = glassBox(of: shape, in: node.frame) {
            appendSurface([box], blend: 0, env, into: &list)
        } else {
            appendPath(in: node.frame, env, into: &list)
        }
    }

    /// Glass through the boxes' distance field: lensed, frosted, shaded and lit in one pass.
    private func appendSurface(_ boxes: [GlassSurface.Box], blend: CGFloat, _ env: EnvironmentValues, into list: inout DisplayListBuilder) {
        guard let filter = glass.surfaceFilter(boxes: boxes, blend: blend, in: env), let surface = filter.glass else { return }
        // The region only bounds the drawing: the boxes, a point beyond for the edge's
        // anti-aliasing and the drop shadow's reach.
        let b = surface.bounds, e = surface.extent
        let region = FlipbookRaster.BezierPath.rect(Rect(x: b.minX - e, y: b.minY - e, width: b.width + 2 * e, height: b.height + 2 * e))
        list.withEffect(.backdrop(filter)) {
            $0.append(.shape(ShapeItem(path: region, paint: .solid(RGBA(0, 0, 0, 1)), fillRule: .nonZero, stroke: nil)))
        }
    }

    /// Glass through the shape's path (shapes without a distance field): frost and rim, no lens.
    private func appendPath(in frame: CGRect, _ env: EnvironmentValues, into list: inout DisplayListBuilder) {
        guard let layers = glass.layers(in: env) else { return }
        let path = shape.rootPath(in: frame).storage
        list.appendBackdrop(layers, path: path)
        // The rim: a 1-point line just inside the edge.
        let rim = (shape as? any InsettableShape).map { insetPath($0, frame) } ?? path
        list.append(.shape(ShapeItem(path: rim, paint: Glass.rimPaint(in: frame, dark: env.colorScheme == .dark),
                                     fillRule: .nonZero, stroke: StrokeStyle(lineWidth: 1).raster)))
    }

    private func insetPath<I: InsettableShape>(_ s: I, _ frame: CGRect) -> FlipbookRaster.BezierPath {
        s.inset(by: 0.5).rootPath(in: frame).storage
    }
}
