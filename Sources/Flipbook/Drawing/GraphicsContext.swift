import FlipbookRaster

/// Immediate-mode drawing into a ``Canvas``, as SwiftUI's `GraphicsContext`.
///
/// Every operation becomes ordinary display-list items (paths, glyph masks, images) wrapped
/// in the effects the context's state asks for — clips, masks, opacity, blend mode,
/// filters and the user-space transform — so a canvas is drawn by the same renderer as
/// every other view. A copy of a context has its own state and draws into the same canvas.
@MainActor
public struct GraphicsContext {
    /// Where items go; shared by the copies of a context.
    final class Recorder {
        var items: [DisplayItem] = []
    }

    public typealias BlendMode = Flipbook.BlendMode

    let recorder: Recorder
    /// The canvas's origin in root coordinates.
    let origin: CGPoint
    /// Tagged views from `Canvas(symbols:)`.
    let symbols: [AnyHashable: ViewNode]
    let identity: ViewIdentity

    /// The environment the canvas was drawn in.
    public var environment: EnvironmentValues
    /// Opacity of later drawing (multiplied into each draw).
    public var opacity: Double = 1
    /// Blend mode of later drawing.
    public var blendMode: BlendMode = .normal
    /// User space → canvas space (points, origin at the canvas's top-leading corner).
    public var transform: CGAffineTransform = .identity

    /// Clips (root coordinates) and layer masks, outermost first.
    var clips: [DisplayEffect] = []
    /// Filters, in the order added.
    var filters: [DisplayEffect] = []

    init(recorder: Recorder, origin: CGPoint, environment: EnvironmentValues, symbols: [AnyHashable: ViewNode], identity: ViewIdentity) {
        self.recorder = recorder
        self.origin = origin
        self.environment = environment
        self.symbols = symbols
        self.identity = identity
    }

    /// User space → root coordinates.
    var rootTransform: CGAffineTransform { transform.concatenating(CGAffineTransform(translationX: origin.x, y: origin.y)) }

    // MARK: Transforms

    /// Moves the origin of user space.
    public mutating func translateBy(x: CGFloat, y: CGFloat) { transform = CGAffineTransform(translationX: x, y: y).concatenating(transform) }
    /// Scales user space.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform) }
    /// Rotates user space about its origin (positive angles turn clockwise on screen).
    public mutating func rotate(by angle: Angle) { transform = CGAffineTransform(rotationAngle: angle.radians).concatenating(transform) }
    /// Applies `matrix` before the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }

    // MARK: State

    /// Clips later drawing to `path` (user space); with `.inverse`, to everything outside it.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        var root = path.applying(rootTransform)
        var rule = style.rule
        if options.contains(.inverse) {
            // Outside = a rectangle far around the canvas with the path as a hole (even-odd).
            var outside = Path(CGRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6))
            outside.addPath(root)
            root = outside
            rule = .evenOdd
        }
        clips.append(.clip(root.storage, rule))
    }

    /// Clips later drawing to what `content` draws (its alpha, times `opacity`).
    public mutating func clipToLayer(opacity: Double = 1, options: ClipOptions = ClipOptions(),
                                     content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = fresh()
        try content(&layer)
        let items = opacity < 1 ? [DisplayItem.effect(.opacity(opacity), layer.recorder.items)] : layer.recorder.items
        clips.append(.mask(items))
    }

    /// Applies `filter` to each later drawing operation.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        filters.append(filter.effect(environment))
    }

    /// Draws `content` into a transparent layer, then the layer into this context with its
    /// opacity, blend mode, clips and filters.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = fresh()
        try content(&layer)
        guard !layer.recorder.items.isEmpty else { return }
        emit(.effect(.compositingGroup, layer.recorder.items), transformed: false)
    }

    /// A context drawing into a new list with this one's transform and nothing else.
    private func fresh() -> GraphicsContext {
        var c = GraphicsContext(recorder: Recorder(), origin: origin, environment: environment, symbols: symbols, identity: identity)
        c.transform = transform
        return c
    }

    // MARK: Paths

    /// Fills `path` (user space).
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        let paint = shading.paint(in: environment, pathBounds: path.boundingRect)
        emit(.shape(ShapeItem(path: path.storage, paint: paint, fillRule: style.rule, stroke: nil)))
    }

    /// Strokes `path` (user space) with `style`.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        let paint = shading.paint(in: environment, pathBounds: path.boundingRect)
        emit(.shape(ShapeItem(path: path.storage, paint: paint, fillRule: .nonZero, stroke: style.raster)))
    }

    /// Strokes `path` with a line `lineWidth` wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    // MARK: Emitting

    /// Appends `item` (user space, or root space when `transformed` is false) under the
    /// context's state: clips and masks outermost, then opacity and blend mode, then
    /// filters, then the user-space transform.
    func emit(_ item: DisplayItem, transformed: Bool = true) {
        var b = DisplayListBuilder()
        let t = rootTransform
        func wrap(_ effects: ArraySlice<DisplayEffect>, _ b: inout DisplayListBuilder) {
            guard let first = effects.first else {
                if transformed && t != .identity {
                    b.withEffect(.transform(t)) { $0.append(item) }
                } else {
                    b.append(item)
                }
                return
            }
            b.withEffect(first) { wrap(effects.dropFirst(), &$0) }
        }
        var effects = clips
        if opacity < 1 { effects.append(.opacity(max(0, opacity))) }
        if blendMode != .normal { effects.append(.blendMode(blendMode.composite)) }
        // The first filter added applies first: innermost.
        effects += filters.reversed()
        wrap(effects[...], &b)
        recorder.items += b.items
    }
}
