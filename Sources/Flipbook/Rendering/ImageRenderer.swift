import FlipbookPNG
import FlipbookRaster

/// Renders a view to pixels or PNG data, as SwiftUI's `ImageRenderer`.
///
/// ```swift
/// let renderer = ImageRenderer(content: MyBadge())
/// renderer.scale = 3
/// let png = try renderer.pngData()
/// ```
@MainActor
public final class ImageRenderer<Content: View> {
    public var content: Content
    /// The size proposed to the content; `.unspecified` renders it at its ideal size.
    public var proposedSize: ProposedViewSize = .unspecified
    /// Pixels per point.
    public var scale: CGFloat = 1
    /// Light or dark appearance.
    public var colorScheme: ColorScheme = .light
    /// The colour behind the content (transparent by default).
    public var background: Color = .clear
    /// Where `@State` lives between renders; keep one renderer to keep state.
    public let graph = ViewGraph()

    public init(content: Content) { self.content = content }

    var environment: EnvironmentValues {
        var env = EnvironmentValues()
        env.colorScheme = colorScheme
        env.displayScale = scale
        return env
    }

    /// The laid-out tree: the content at its size for ``proposedSize``, origin at zero.
    public func layout() -> ViewNode {
        ViewLayout.layoutFitting(content, proposal: proposedSize, environment: environment, graph: graph)
    }

    /// What the content draws, in points.
    public var displayList: DisplayList { DisplayList(items: layout().displayList().items) }

    /// The laid-out content as a ``DisplayFrame``: everything the pixels need, made on the
    /// main actor and rasterisable on any thread. The size is the content's size × scale,
    /// rounded (at least one pixel).
    public func displayFrame() -> DisplayFrame {
        var frame = drawFrame()
        // Drawing asks each `GeometryEffect` for its `effectValue(size:)`, which may queue a
        // state change with `DispatchQueue.main.async` (the seeds' flip effect swaps its face
        // so). Run that work and draw again until the state holds still, so the image shows
        // the state the view settles in, as the next frame on iOS would.
        for _ in 0..<8 {
            let before = graph.generation
            MainQueueWork.drain()
            guard graph.generation != before else { break }
            frame = drawFrame()
        }
        return frame
    }

    private func drawFrame() -> DisplayFrame {
        let root = layout()
        let w = max(1, Int((root.frame.width * scale).rounded()))
        let h = max(1, Int((root.frame.height * scale).rounded()))
        return DisplayFrame(displayList: root.displayList(), pixelWidth: w, pixelHeight: h,
                            scale: scale, background: background.resolve(in: colorScheme).rgba)
    }

    /// The rendered pixels (premultiplied RGBA8); the size is the content's size × scale, rounded.
    public var pixelBuffer: PixelBuffer { displayFrame().rasterize() }

    /// The rendered image as PNG bytes.
    /// Throws the first ``RenderError`` of the render (a view it had to leave out).
    public func pngData(options: PNGEncodingOptions = .default) throws -> [UInt8] {
        let p = pixelBuffer
        if let error = graph.errors.first { throw error }
        return try PNGCodec.encode(premultipliedRGBA: p.bytes, width: p.width, height: p.height, options: options)
    }
}

extension ViewNode {
    /// The display list of this laid-out subtree.
    public func displayList() -> DisplayList {
        var builder = DisplayListBuilder()
        draw(into: &builder)
        return DisplayList(items: builder.items)
    }
}
