import FlipbookRaster

/// A 2D shape, as SwiftUI's `Shape`: it answers a path for a rectangle. As a view it fills
/// the space it is offered with the foreground style; `fill` and `stroke` choose otherwise.
///
/// As in the SDK, shapes are `Sendable` and `nonisolated`: `path(in:)` may run anywhere, and
/// conformers are not inferred to the main actor (their `animatableData` is nonisolated).
nonisolated public protocol Shape: Sendable, Animatable, View {
    nonisolated func path(in rect: CGRect) -> Path
    /// The size the shape wants for a proposal (default: the proposal; 10×10 for `nil`).
    nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }
    public var body: _ShapeView<Self> { _ShapeView(shape: self, style: nil, drawing: .fill(FillStyle())) }
}

/// A shape drawn with a style: what `Shape`, `fill`, `stroke` and `strokeBorder` make.
nonisolated public struct _ShapeView<S: Shape>: View, PrimitiveView {
    public typealias Body = Never
    enum Drawing {
        case fill(FillStyle)
        case stroke(StrokeStyle)
        /// Stroke inside the bounds: the shape inset by half the line width.
        case strokeBorder(StrokeStyle)
    }

    /// The shape drawn (``ShapeView/shape``).
    public let shape: S
    /// `nil`: the foreground style.
    let style: AnyShapeStyle?
    let drawing: Drawing

    @MainActor package func makeNode(_ context: ResolveContext) -> ViewNode {
        // The shape's `animatableData` (a trim's ends, a user shape's parameters) and a
        // colour fill animate.
        let shape = context.animated(animatable: shape, key: "shape")
        let style = context.animated(style: style, key: "shapeStyle")
        return ViewNode(identity: context.identity, behavior: ShapeBehavior(shape: shape, style: style, drawing: drawing),
                        environment: context.environment)
    }
}

struct ShapeBehavior<S: Shape>: NodeBehavior {
    let shape: S
    let style: AnyShapeStyle?
    let drawing: _ShapeView<S>.Drawing

    var debugName: String { (shape as? any StrokeDrawnShape)?.debugName ?? String(describing: S.self) }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize { shape.sizeThatFits(proposal) }

    func draw(_ node: ViewNode, into list: inout DisplayListBuilder) {
        let frame = node.frame
        if let shadowed = style?.style as? any ShadowedShapeStyle {
            // `.fill(.blue.shadow(.drop(radius: 4)))`: the shape drawn in the base style, shadowed.
            let plain = ShapeBehavior(shape: shape, style: shadowed.unshadowed, drawing: drawing)
            list.withShadowStyle(shadowed.shadowStyle, path: shape.rootPath(in: frame).storage, environment: node.environment) {
                plain.draw(node, into: &$0)
            }
            return
        }
        if let blended = style?.style as? any BlendedShapeStyle {
            // `.fill(.red.blendMode(.multiply))`.
            let plain = ShapeBehavior(shape: shape, style: blended.unblended, drawing: drawing)
            if blended.blendMode == .normal { return plain.draw(node, into: &list) }
            list.withEffect(.blendMode(blended.blendMode.composite)) { plain.draw(node, into: &$0) }
            return
        }
        let paint = resolvePaint(style ?? AnyShapeStyle(ForegroundStyle()), in: node.environment, bounds: frame)
        switch drawing {
        case .fill(let f):
            if let backdrop = (style?.style as? any BackdropShapeStyle)?.backdropLayers(in: node.environment) {
                // A material or glass fill samples what lies behind instead of painting.
                list.appendBackdrop(backdrop, path: shape.rootPath(in: frame).storage, fillRule: f.rule)
                return
            }
            if !f.isEOFilled, let stroked = shape as? any StrokeDrawnShape {
                // A stroked shape filled as a view: stroke its source path directly.
                let (path, style) = stroked.strokeSource(in: CGRect(origin: .zero, size: frame.size))
                let root = path.offsetBy(dx: frame.minX, dy: frame.minY)
                list.append(.shape(ShapeItem(path: root.storage, paint: paint, fillRule: .nonZero, stroke: style.raster)))
                return
            }
            list.append(.shape(ShapeItem(path: shape.rootPath(in: frame).storage, paint: paint, fillRule: f.rule, stroke: nil)))
        case .stroke(let s):
            list.append(.shape(ShapeItem(path: shape.rootPath(in: frame).storage, paint: paint, fillRule: .nonZero, stroke: s.raster)))
        case .strokeBorder(let s):
            let inset = frame.insetBy(dx: s.lineWidth / 2, dy: s.lineWidth / 2)
            let path = (shape as? any InsettableShape).map { insetPath($0, by: s.lineWidth / 2, frame) }
                ?? shape.rootPath(in: inset)
            list.append(.shape(ShapeItem(path: path.storage, paint: paint, fillRule: .nonZero, stroke: s.raster)))
        }
    }

    private func insetPath<I: InsettableShape>(_ s: I, by amount: CGFloat, _ frame: CGRect) -> Path {
        s.inset(by: amount).rootPath(in: frame)
    }
}

extension Shape {
    /// Fills the shape with a style.
    public func fill<Style: ShapeStyle>(_ content: Style, style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self, style: AnyShapeStyle(content), drawing: .fill(style))
    }
    /// Fills the shape with the foreground style.
    public func fill(style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self, style: nil, drawing: .fill(style))
    }
    /// Strokes the outline, centred on the path.
    public func stroke<Style: ShapeStyle>(_ content: Style, style: StrokeStyle) -> _ShapeView<Self> {
        _ShapeView(shape: self, style: AnyShapeStyle(content), drawing: .stroke(style))
    }
    public func stroke<Style: ShapeStyle>(_ content: Style, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }
    // `stroke(style:)` and `stroke(lineWidth:)` return a shape: see StrokedShape.swift.
}

/// A shape that can be inset, as SwiftUI's `InsettableShape` (so `strokeBorder` stays inside).
nonisolated public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    nonisolated func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
    /// Strokes inside the bounds: the shape inset by half the line width, then stroked.
    public func strokeBorder<Style: ShapeStyle>(_ content: Style, style: StrokeStyle) -> _ShapeView<Self> {
        _ShapeView(shape: self, style: AnyShapeStyle(content), drawing: .strokeBorder(style))
    }
    public func strokeBorder<Style: ShapeStyle>(_ content: Style, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
    }
    // `strokeBorder(style:)` and `strokeBorder(lineWidth:)` return a shape: see StrokedShape.swift.
}
