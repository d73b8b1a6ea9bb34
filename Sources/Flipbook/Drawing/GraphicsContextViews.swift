import FlipbookRaster

extension GraphicsContext {
    /// Text prepared for drawing, as SwiftUI's `GraphicsContext.ResolvedText`.
    @MainActor public struct ResolvedText {
        let text: Text
        let environment: EnvironmentValues
        /// The paint of the text (the environment's foreground style unless set).
        public var shading: Shading = .foreground

        /// The text's size when offered `size`.
        public func measure(in size: CGSize) -> CGSize {
            resolvedNode(text, environment).sizeThatFits(ProposedViewSize(size))
        }
    }

    /// An image prepared for drawing, as SwiftUI's `GraphicsContext.ResolvedImage`.
    @MainActor public struct ResolvedImage {
        let image: Image
        let environment: EnvironmentValues
        /// The image's natural size in points.
        public var size: CGSize { resolvedNode(image, environment).sizeThatFits(.unspecified) }
    }

    /// A view from `Canvas(symbols:)`, as SwiftUI's `GraphicsContext.ResolvedSymbol`.
    @MainActor public struct ResolvedSymbol {
        let node: ViewNode
        /// The symbol's ideal size.
        public var size: CGSize { node.sizeThatFits(.unspecified) }
    }

    /// Text ready to measure and draw.
    public func resolve(_ text: Text) -> ResolvedText { ResolvedText(text: text, environment: environment) }
    /// An image ready to measure and draw.
    public func resolve(_ image: Image) -> ResolvedImage { ResolvedImage(image: image, environment: environment) }

    /// The symbol view tagged `id` (with `.tag`, `.id` or a `ForEach` id), if there is one.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        symbols[AnyHashable(id)].map(ResolvedSymbol.init)
    }

    // MARK: Text

    /// Draws text at its ideal size with `anchor` of it at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) { draw(resolve(text), at: point, anchor: anchor) }
    /// Draws text wrapped in `rect`, from its top-leading corner.
    public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }

    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        let node = resolvedNode(text.text.foregroundStyle(text.shading.style), text.environment)
        let s = node.sizeThatFits(.unspecified)
        drawView(node, in: CGRect(x: point.x - anchor.x * s.width, y: point.y - anchor.y * s.height, width: s.width, height: s.height))
    }

    public func draw(_ text: ResolvedText, in rect: CGRect) {
        let node = resolvedNode(text.text.foregroundStyle(text.shading.style), text.environment)
        let s = node.sizeThatFits(ProposedViewSize(rect.size))
        drawView(node, in: CGRect(origin: rect.origin, size: s))
    }

    // MARK: Images

    /// Draws an image stretched to `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) { draw(resolve(image), in: rect, style: style) }
    /// Draws an image at its natural size with `anchor` of it at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) { draw(resolve(image), at: point, anchor: anchor) }

    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        drawView(resolvedNode(image.image.resizable(), image.environment), in: rect)
    }

    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        let s = image.size
        draw(image, in: CGRect(x: point.x - anchor.x * s.width, y: point.y - anchor.y * s.height, width: s.width, height: s.height))
    }

    // MARK: Symbols

    /// Draws a symbol view laid out in `rect`.
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) { drawView(symbol.node, in: rect) }
    /// Draws a symbol view at its ideal size with `anchor` of it at `point`.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        let s = symbol.size
        draw(symbol, in: CGRect(x: point.x - anchor.x * s.width, y: point.y - anchor.y * s.height, width: s.width, height: s.height))
    }

    /// Lays `node` out in `rect` (user space) and draws it under the context's state. Under a
    /// pure translation the view is placed in root coordinates directly, so glyph masks stay
    /// on the pixel grid; any other transform wraps the drawn items.
    func drawView(_ node: ViewNode, in rect: CGRect) {
        let t = rootTransform
        let translationOnly = t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1
        node.place(in: translationOnly ? rect.offsetBy(dx: t.tx, dy: t.ty) : rect)
        let items = node.displayList().items
        guard !items.isEmpty else { return }
        let group = items.count == 1 ? items[0] : DisplayItem.effect(.opacity(1), items)
        emit(group, transformed: !translationOnly)
    }
}

/// A leaf view resolved on its own (no state graph) in `environment`.
@MainActor
func resolvedNode<V: View>(_ view: V, _ environment: EnvironmentValues) -> ViewNode {
    resolveSingle(of: view, ResolveContext(identity: ViewIdentity.root.appending(.explicit("canvas")), environment: environment))
}
