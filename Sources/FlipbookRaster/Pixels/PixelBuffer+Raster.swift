// The one pixel type lives in FlipbookPixels, below the raster layer and PNG alike; the
// raster layer re-exports it and adds what needs its own colour and geometry types.
@_exported import FlipbookPixels

extension PixelBuffer {
    /// A buffer filled with a straight-alpha colour.
    public init(width: Int, height: Int, color: RGBA) {
        self.init(width: width, height: height, fill: color.premultiplied8)
    }

    @inlinable public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }
}
