import FlipbookPNG
import FlipbookRaster
import FlipbookText

/// A view that shows an image, as SwiftUI's `Image`: an SF Symbol by name, a PNG file, or
/// pixels.
///
/// ```swift
/// Image(systemName: "heart.fill").foregroundColor(.red)
/// Image(contentsOfFile: "photo.png").resizable().scaledToFit().frame(width: 80, height: 80)
/// ```
///
/// - Symbols are drawn with the bundled icon font (SF Symbols names mapped by FlipbookText's
///   `SymbolMap`), a square of the current font's point size × ``Scale``, centred on the
///   text's cap height and tinted with the foreground style. An unknown name draws a visible
///   placeholder (a "broken image" glyph) instead of failing.
/// - Bitmaps have their pixel size ÷ scale as natural size; only `resizable()` lets them take
///   another. `Image("name", bundle:)` finds the image set `name` in the bundle's `.xcassets`
///   folders (choosing its 1×, 2× or 3× file by the display scale, see `Color(_:bundle:)`
///   for where it looks), else `name` or `name.png` in the bundle's resources and the
///   current directory. A file that is missing or not a valid PNG draws the placeholder and
///   keeps the error in ``loadError``.
nonisolated public struct Image: View, PrimitiveView, Equatable, Sendable {
    public typealias Body = Never

    enum Source: Equatable {
        case symbol(String)
        case bitmap(PixelBuffer, scale: CGFloat)
        /// An asset catalogue's image set: the file is chosen by the display scale.
        case asset(AssetCatalog.ImageSet, name: String)
    }

    var source: Source
    var isResizable = false
    var renderingMode: TemplateRenderingMode?
    var interpolationQuality: Interpolation = .high
    /// `Image(systemName:variableValue:)`'s value.
    var variableValue: Double?
    /// `Image.symbolRenderingMode(_:)`: overrides the environment's mode for this symbol.
    var symbolRenderingModeOverride: SymbolRenderingMode?
    /// The resource name, which is its accessibility label (iOS reads it), and whether the
    /// image is decorative (hidden from accessibility).
    var accessibilityName: String?
    var isDecorative = false
    /// Calls made on the image that Flipbook cannot draw as iOS does, reported
    /// (``RenderDiagnostics``) when the image is rendered: (the call, what is drawn instead).
    var notDrawn: [ImageCallNotDrawn] = []

    /// Why the image could not be loaded (it then draws the placeholder); `nil` when it loaded.
    public let loadError: String?

    /// An SF Symbol by name, sized by the font and tinted by the foreground style.
    public init(systemName: String) {
        source = .symbol(systemName)
        loadError = nil
    }

    /// A variable SF Symbol (`wifi`, `speaker.wave.3`, `chart.bar`) with its parts lit up to
    /// `variableValue` (0…1; `nil` draws every part): with n parts, part i is lit when the value
    /// exceeds i / n, and unlit parts draw dimmed, as iOS draws them. Symbols without variable
    /// parts draw as ``init(systemName:)``.
    public init(systemName: String, variableValue: Double?) {
        source = .symbol(systemName)
        self.variableValue = variableValue
        loadError = nil
    }

    /// A PNG file. A missing or corrupt file draws the placeholder (see ``loadError``).
    public init(contentsOfFile path: String, scale: CGFloat = 1) {
        do {
            let png = try PNGCodec.read(contentsOf: path)
            source = .bitmap(png, scale: max(scale, 1e-6))
            loadError = nil
        } catch {
            source = .symbol(Self.placeholderName)
            loadError = "Image(contentsOfFile: \"\(path)\"): \(error). Pass the path of a readable PNG file."
        }
    }

    /// Premultiplied RGBA pixels at `scale` pixels per point.
    public init(pixels: PixelBuffer, scale: CGFloat = 1) {
        source = .bitmap(pixels, scale: max(scale, 1e-6))
        loadError = nil
    }

    /// An image resource by name: `name` or `name.png` in `bundle`'s resources (the main
    /// bundle when `nil`), then in the current directory.
    public init(_ name: String, bundle: Bundle? = nil) {
        if let set = AssetCatalog.catalogs(for: bundle).lazy.compactMap({ $0.images[name] }).first, !set.files.isEmpty {
            self.init(asset: set, name: name)
            return
        }
        let b = bundle ?? .main
        var candidates: [String] = []
        if let p = b.path(forResource: name, ofType: "png") { candidates.append(p) }
        if let p = b.path(forResource: name, ofType: nil) { candidates.append(p) }
        candidates += [name, name + ".png"]
        guard let path = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) else {
            defer { accessibilityName = name }
            self.init(placeholderFor: "Image(\"\(name)\"): no file \"\(name)\" or \"\(name).png\" in the bundle's resources or the current directory. There are no asset catalogues on Linux: add the PNG as a resource or use Image(contentsOfFile:).")
            return
        }
        self.init(contentsOfFile: path)
        accessibilityName = name
    }

    /// An image set from an asset catalogue.
    init(asset: AssetCatalog.ImageSet, name: String) {
        source = .asset(asset, name: name)
        loadError = nil
        accessibilityName = name
    }

    /// The placeholder, for an image that could not be loaded.
    init(placeholderFor error: String) {
        source = .symbol(Self.placeholderName)
        loadError = error
    }

    /// A decorative image resource by name (see ``init(_:bundle:)``).
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
        isDecorative = true
    }

    /// `templateIntent`: an image set's "Render As", used when `renderingMode(_:)` was not.
    private func bitmapBehavior(_ pixels: PixelBuffer, _ scale: CGFloat, templateIntent: Bool? = nil) -> BitmapImageBehavior {
        BitmapImageBehavior(pixels: pixels, scale: scale, isResizable: isResizable,
                            isTemplate: renderingMode.map { $0 == .template } ?? templateIntent ?? false,
                            filter: interpolationQuality == .none ? .nearest : .bilinear)
    }

    /// A name no symbol has: draws ``SymbolMap/placeholder``.
    static let placeholderName = ""

    @MainActor package func makeNode(_ context: ResolveContext) -> ViewNode {
        for n in notDrawn { RenderDiagnostics.report(view: diagnosticName, call: n.call, n.message) }
        let behavior: any NodeBehavior
        var environment = context.environment
        if let mode = symbolRenderingModeOverride { environment.symbolRenderingMode = mode }  // `Image.symbolRenderingMode(_:)`
        switch source {
        case .symbol(let named):
            let name = context.environment.symbolVariants.apply(to: named)  // `symbolVariant(_:)`
            behavior = SymbolImageBehavior(name: name, isResizable: isResizable, environment: environment,
                                           variableValue: variableValue)
        case .bitmap(let pixels, let scale):
            behavior = bitmapBehavior(pixels, scale)
        case .asset(let set, let name):
            let scale = context.environment.displayScale
            if let file = set.file(for: scale), VectorImageFiles.isVector(file.path) {
                if let vector = VectorImageFiles.image(file.path, imageSet: name) {
                    // `renderingMode(_:)` first, then the set's "Render As", else original.
                    let template = renderingMode.map { $0 == .template } ?? set.templateIntent ?? false
                    behavior = VectorImageBehavior(image: vector, isResizable: isResizable, isTemplate: template)
                } else {
                    behavior = SymbolImageBehavior(name: Self.placeholderName, isResizable: isResizable, environment: context.environment)
                }
            } else if let file = set.file(for: scale), let pixels = AssetImageFiles.pixels(file.path, imageSet: name) {
                behavior = bitmapBehavior(pixels, CGFloat(file.scale), templateIntent: set.templateIntent)
            } else {
                behavior = SymbolImageBehavior(name: Self.placeholderName, isResizable: isResizable, environment: context.environment)
            }
        }
        let node = ViewNode(identity: context.identity, behavior: behavior, environment: environment)
        if isDecorative { node.accessibility.hidden = true } else if let accessibilityName { node.accessibility.label = accessibilityName }
        return node
    }
}

// MARK: Options

extension Image {
    /// Whether an image draws its own colours or is tinted as a template.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// Only the alpha is kept, painted with the foreground style.
        case template
        /// The image's own colours (the default for bitmaps).
        case original
    }

    /// How resized bitmaps are sampled: `.none` picks the nearest pixel; the others are bilinear.
    public enum Interpolation: Hashable, Sendable {
        case none, low, medium, high
    }

    /// The size of a symbol relative to the font, as SwiftUI's `Image.Scale`.
    public enum Scale: Hashable, Sendable {
        case small, medium, large

        /// Symbol size ÷ font point size: SF Symbols' small and large scales are about 0.78
        /// and 1.29 of medium (*unconfirmed*, read off rendered symbols).
        var factor: CGFloat {
            switch self {
            case .small: 0.78
            case .medium: 1
            case .large: 1.29
            }
        }
    }

    /// How a resizable image fills its frame; Flipbook stretches (tiling is reported by
    /// ``RenderDiagnostics`` and drawn stretched).
    public enum ResizingMode: Hashable, Sendable {
        case tile, stretch
    }

    /// An image that takes the size it is offered instead of its natural size.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        if resizingMode == .tile {
            copy.notDrawn.append(ImageCallNotDrawn(call: ".resizable(resizingMode: .tile)",
                                                   message: "tiling is not drawn yet; the image is stretched over its frame instead"))
        }
        if capInsets != EdgeInsets() {
            copy.notDrawn.append(ImageCallNotDrawn(call: ".resizable(capInsets: …)",
                                                   message: "cap insets are not drawn yet; the whole image, corners too, is stretched over its frame"))
        }
        copy.isResizable = true
        return copy
    }

    /// Draws the image's colours (`.original`) or its alpha tinted by the foreground style
    /// (`.template`). Symbols are always tinted.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var copy = self
        copy.renderingMode = renderingMode
        return copy
    }

    /// How the bitmap is sampled when resized.
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var copy = self
        copy.interpolationQuality = interpolation
        return copy
    }

    /// Kept for source compatibility: edges are always anti-aliased (`false` is reported by
    /// ``RenderDiagnostics``).
    public func antialiased(_ isAntialiased: Bool) -> Image {
        guard !isAntialiased else { return self }
        var copy = self
        copy.notDrawn.append(ImageCallNotDrawn(call: ".antialiased(false)",
                                               message: "edges are drawn anti-aliased all the same; for hard pixel edges use .interpolation(.none)"))
        return copy
    }
}

private struct ImageScaleKey: EnvironmentKey { static var defaultValue: Image.Scale { .medium } }

extension EnvironmentValues {
    /// The size of symbols relative to the font (default `.medium`).
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

extension View {
    /// The size of symbols inside relative to the font.
    public func imageScale(_ scale: Image.Scale) -> some View {
        modifier(TextEnvironmentModifier { $0.imageScale = scale })
    }
}

// MARK: Symbols

/// An `Image(systemName:)`: FlipbookText's ``SymbolImage`` in the environment's font.
struct SymbolImageBehavior: NodeBehavior {
    let name: String
    let isResizable: Bool
    /// The symbol at its natural size; `nil` when no fonts could be loaded.
    let symbol: SymbolImage?
    let spec: FontSpec
    /// From the top of the natural square to the baseline of text beside it.
    let baselineFromTop: CGFloat

    var debugName: String { "Image(systemName: \"\(name)\")" }

    /// `Image(systemName:variableValue:)`'s value.
    let variableValue: Double?

    init(name: String, isResizable: Bool, environment: EnvironmentValues, variableValue: Double? = nil) {
        self.name = name
        self.isResizable = isResizable
        self.variableValue = variableValue
        let textSpec = TextSystem.spec(nil, in: environment)
        let spec = TextSystem.resized(textSpec, to: textSpec.pointSize * Double(environment.imageScale.factor))
        self.spec = spec
        symbol = Self.symbol(name, spec)
        // Centred on the cap height of the text font, whatever the image scale.
        let capHeight = TextSystem.resolve(textSpec).map { CGFloat($0.capHeight) } ?? 0
        baselineFromTop = CGFloat(spec.pointSize) / 2 + capHeight / 2
    }

    static func symbol(_ name: String, _ spec: FontSpec) -> SymbolImage? {
        guard case .success(let registry) = TextSystem.registry, let font = TextSystem.resolve(spec) else { return nil }
        // As SwiftUI: a name that is no SF Symbol logs and draws nothing; a real symbol
        // Flipbook cannot draw yet shows the placeholder with a warning.
        return (try? SymbolImage.forSwiftAPI(name, font: font, registry: registry)) ?? nil
    }

    var naturalSize: CGSize {
        let s = CGFloat(spec.pointSize)
        return CGSize(width: s, height: s)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        // A name that is not an SF Symbol is an empty image, as in SwiftUI.
        guard symbol != nil else { return .zero }
        return isResizable ? proposal.replacingUnspecifiedDimensions(by: naturalSize) : naturalSize
    }

    func placeChildren(in frame: CGRect, node: ViewNode) {}

    func explicitAlignment(vertical: VerticalAlignment, size: CGSize, node: ViewNode) -> CGFloat? {
        guard !isResizable, vertical == .firstTextBaseline || vertical == .lastTextBaseline else { return nil }
        return (size.height - naturalSize.height) / 2 + baselineFromTop
    }

    func draw(_ node: ViewNode, into list: inout DisplayListBuilder) {
        let frame = node.frame
        // A resizable symbol keeps its square shape: the largest that fits, centred.
        let side = isResizable ? min(frame.width, frame.height) : naturalSize.width
        guard side > 0 else { return }
        var symbol = self.symbol
        if isResizable && side != naturalSize.width {
            symbol = Self.symbol(name, TextSystem.resized(spec, to: Double(side)))
        }
        guard var symbol else { return }
        let origin = Point(Double(frame.midX - side / 2), Double(frame.midY - side / 2))
        let scale = node.environment.displayScale
        let env = node.environment
        var primary = resolvePaint(ForegroundStyle(), in: env, bounds: frame)
        if env.symbolColorRenderingMode?.kind == .gradient, case .solid(let c) = primary {
            // iOS 26's gradient rendering: the colour's own gradient over the symbol's square.
            let colour = Color(Color.Resolved(red: c.red, green: c.green, blue: c.blue, opacity: c.alpha))
            primary = resolvePaint(colour.gradient, in: env, bounds: CGRect(x: origin.x, y: origin.y, width: Double(side), height: Double(side)))
        }
        if env.drawsPlaceholders {
            list.append(RedactionPlaceholder.shape(Rect(x: origin.x, y: origin.y, width: Double(side), height: Double(side)),
                                                   cornerRadius: Double(side) * 0.2, paint: primary))
            return
        }
        let mode = env.symbolRenderingMode ?? (env.foregroundLevels.isEmpty ? .monochrome : .palette)
        // Each mask carries its outline twin, which the renderer fills through transforms.
        func append(_ mask: CoverageMask, _ outline: SymbolOutline?, _ paint: Paint) {
            guard !mask.bounds.isEmpty else { return }
            list.append(.mask(MaskItem(mask: mask, scale: scale, paint: paint, outline: outline)))
        }
        let variable = variableValue.flatMap { SymbolLayering.variable(name) != nil ? $0 : nil }
        // Multicolour draws a symbol without colours of its own as monochrome, as iOS does.
        let layered = mode.kind == .hierarchical || mode.kind == .palette
            || mode.kind == .multicolor && SymbolLayering.multicolor(name) != nil
        guard layered || variable != nil else {
            append(symbol.coverageMask(origin: origin, scale: Double(scale)), symbol.outline(origin: origin), primary)
            return
        }
        // A filled enclosure cut from one glyph splits along its holes; a hand-mapped enclosed
        // symbol without them is composed from its base symbol and the enclosure.
        if !SymbolLayering.knocksOut(symbol), case .success(let registry) = TextSystem.registry,
           let layered = (try? SymbolImage.layered(name, font: symbol.font, registry: registry)) ?? nil {
            symbol = layered
        }
        let layers = symbol.symbolLayers(origin: origin, scale: Double(scale), variableValue: variable)
        if layers.count == 1, layers[0].isActive == nil {
            // One layer: the whole symbol, in its multicolour colour when it has one.
            let colour = mode.kind == .multicolor ? layers[0].multicolor : nil
            append(symbol.coverageMask(origin: origin, scale: Double(scale)), symbol.outline(origin: origin), colour.map { .solid($0) } ?? primary)
            return
        }
        for layer in layers.sorted(by: { $0.level > $1.level }) {
            var paint: Paint
            switch mode.kind {
            case .monochrome:
                paint = primary
            case .hierarchical:
                paint = primary.withOpacity(HierarchicalShapeStyle.opacity[min(layer.level, HierarchicalShapeStyle.opacity.count - 1)])
            case .palette:
                let levels = env.foregroundLevels
                paint = layer.level == 0 || levels.isEmpty ? primary
                    : resolvePaint(levels[min(layer.level, levels.count) - 1], in: env, bounds: frame)
            case .multicolor:
                paint = layer.multicolor.map { .solid($0) } ?? primary
            }
            if layer.isActive == false { paint = paint.withOpacity(Self.unlitOpacity) }
            append(layer.mask, layer.outline, paint)
        }
    }

    /// Opacity of a variable symbol's unlit parts (*unconfirmed*: read off iOS renderings of
    /// `wifi` and `speaker.wave.3`, where unlit parts show at about a quarter strength).
    static let unlitOpacity: Float = 0.25
}

// MARK: Bitmaps

/// A bitmap image: natural size pixels ÷ scale, stretched to its frame when resizable.
struct BitmapImageBehavior: NodeBehavior {
    let pixels: PixelBuffer
    let scale: CGFloat
    let isResizable: Bool
    let isTemplate: Bool
    let filter: SamplingFilter

    var debugName: String { "Image(\(pixels.width)×\(pixels.height) px)" }

    var naturalSize: CGSize { CGSize(width: CGFloat(pixels.width) / scale, height: CGFloat(pixels.height) / scale) }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        isResizable ? proposal.replacingUnspecifiedDimensions(by: naturalSize) : naturalSize
    }

    func placeChildren(in frame: CGRect, node: ViewNode) {}

    func draw(_ node: ViewNode, into list: inout DisplayListBuilder) {
        let frame = node.frame
        guard pixels.width > 0, pixels.height > 0, frame.width > 0, frame.height > 0 else { return }
        // A fixed-size image is centred in a frame of another size, as SwiftUI does.
        let size = isResizable ? frame.size : naturalSize
        let x = frame.midX - size.width / 2, y = frame.midY - size.height / 2
        if node.environment.drawsPlaceholders {
            let paint = resolvePaint(ForegroundStyle(), in: node.environment, bounds: frame)
            list.append(RedactionPlaceholder.shape(Rect(x: Double(x), y: Double(y), width: Double(size.width), height: Double(size.height)),
                                                   cornerRadius: Double(min(size.width, size.height)) * 0.1, paint: paint))
            return
        }
        let transform = CGAffineTransform(a: size.width / CGFloat(pixels.width), b: 0, c: 0,
                                          d: size.height / CGFloat(pixels.height), tx: x, ty: y)
        let image = DisplayItem.image(ImageItem(image: pixels, transform: transform, filter: filter))
        guard isTemplate else { list.append(image); return }
        // Template: the foreground style, kept where the image is opaque.
        let rect = CGRect(x: x, y: y, width: size.width, height: size.height)
        let paint = resolvePaint(ForegroundStyle(), in: node.environment, bounds: rect)
        let fill = DisplayItem.shape(ShapeItem(path: .rect(Rect(x: Double(rect.minX), y: Double(rect.minY),
                                                                 width: Double(rect.width), height: Double(rect.height))),
                                               paint: paint, fillRule: .nonZero, stroke: nil))
        list.append(.effect(.mask([image]), [fill]))
    }
}

extension Image {
    /// `nil` when `name` is a real SF Symbols name (drawn, or shown as the placeholder when
    /// Flipbook has no stand-in for it yet); otherwise the nearest real names, for a
    /// did-you-mean. Scenes refuse such names; `Image(systemName:)` logs and draws nothing.
    nonisolated public static func suggestionsIfNotASymbol(_ name: String) -> [String]? {
        if case .unknown(let suggestions) = SymbolMap.classify(name) { return suggestions }
        return nil
    }
}
