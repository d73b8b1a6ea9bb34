import FlipbookRaster

/// One laid-out frame, ready to become pixels: what a view draws, the pixel size and scale,
/// and the colour behind it.
///
/// Views are resolved, laid out and turned into a display list on the main actor, as in
/// SwiftUI; a `DisplayFrame` is the `Sendable` value that leaves it. Rasterising it
/// (``rasterize()``) and encoding the pixels need no actor, so many frames or scenes can be
/// drawn in parallel on other threads while the main actor lays out the next one.
public struct DisplayFrame: Sendable, Equatable {
    /// What the view draws, in points.
    public var displayList: DisplayList
    /// The image size in pixels.
    public var pixelWidth: Int
    public var pixelHeight: Int
    /// Pixels per point.
    public var scale: CGFloat
    /// The colour behind the content, premultiplied in the renderer's working space.
    public var background: RGBA

    public init(displayList: DisplayList, pixelWidth: Int, pixelHeight: Int, scale: CGFloat, background: RGBA) {
        self.displayList = displayList
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
        self.background = background
    }

    /// The frame's pixels (premultiplied RGBA8). Runs on the calling thread, whichever it is.
    public func rasterize() -> PixelBuffer {
        var canvas = FlipbookRaster.Canvas(width: pixelWidth, height: pixelHeight, background: background)
        DisplayListRenderer(scale: scale).render(displayList, into: &canvas)
        return canvas.makeImage()
    }
}
