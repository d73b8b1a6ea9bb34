/// A premultiplied image with its top-left corner at a device pixel: a layer's pixels, a
/// shadow, a warped quad. Effects return these, sized to their content's bounds rather
/// than the canvas, and compositing draws them back where they belong.
public struct PlacedImage: Sendable, Equatable {
    public var image: PixelBuffer
    /// Device x of the image's left column.
    public var x: Int
    /// Device y of the image's top row.
    public var y: Int

    public init(image: PixelBuffer, x: Int, y: Int) {
        self.image = image; self.x = x; self.y = y
    }

    /// The device pixels the image covers.
    @inlinable public var bounds: PixelRect { PixelRect(x: x, y: y, width: image.width, height: image.height) }
}
