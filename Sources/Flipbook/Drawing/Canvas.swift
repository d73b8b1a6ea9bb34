/// A view you draw into with a ``GraphicsContext``, as SwiftUI's `Canvas`.
///
/// ```swift
/// Canvas { context, size in
///     context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.green))
/// }
/// ```
///
/// The canvas takes the space it is offered (10×10 when unspecified) and clips its drawing
/// to its bounds. The renderer runs each time the view is drawn (each frame of a sequence),
/// so a canvas inside a `TimelineView` animates on the render's virtual clock.
public struct Canvas<Symbols: View>: View, PrimitiveView {
    public typealias Body = Never

    /// Accepted for source compatibility: a hint on Apple platforms, no effect here.
    public var isOpaque: Bool
    /// Accepted for source compatibility: Flipbook blends in non-linear sRGB.
    public var colorMode: ColorRenderingMode
    /// Accepted for source compatibility: Flipbook draws synchronously.
    public var rendersAsynchronously: Bool
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    public var symbols: Symbols

    /// A canvas drawing with `renderer` and the views of `symbols` (tag each one to
    /// `resolveSymbol(id:)` it).
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
        self.isOpaque = opaque; self.colorMode = colorMode; self.rendersAsynchronously = rendersAsynchronously
        self.renderer = renderer; self.symbols = symbols()
    }

    package func makeNode(_ context: ResolveContext) -> ViewNode {
        let symbolContext = context.child(.explicit("symbols"))
        let nodes = resolveViewList(of: symbols, symbolContext)
        var table: [AnyHashable: ViewNode] = [:]
        for node in nodes {
            if let id = node.identity.tag(below: symbolContext.identity), table[id] == nil { table[id] = node }
        }
        return ViewNode(identity: context.identity, behavior: CanvasBehavior(renderer: renderer, symbols: table),
                        environment: context.environment)
    }
}

extension Canvas where Symbols == EmptyView {
    /// A canvas drawing with `renderer`.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer) { EmptyView() }
    }
}

struct CanvasBehavior: NodeBehavior {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let symbols: [AnyHashable: ViewNode]
    var debugName: String { "Canvas" }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize { proposal.replacingUnspecifiedDimensions() }
    func placeChildren(in frame: CGRect, node: ViewNode) {}

    func draw(_ node: ViewNode, into list: inout DisplayListBuilder) {
        let frame = node.frame
        var context = GraphicsContext(recorder: .init(), origin: frame.origin, environment: node.environment,
                                      symbols: symbols, identity: node.identity)
        renderer(&context, frame.size)
        let items = context.recorder.items
        guard !items.isEmpty else { return }
        // The canvas is a layer of its own size: drawing outside it is cut off.
        list.withEffect(.clip(Path(frame).storage, .nonZero)) { b in
            for item in items { b.append(item) }
        }
    }
}
