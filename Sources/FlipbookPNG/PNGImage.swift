/// A decoded PNG: premultiplied RGBA8 pixels, the currency of Flipbook's raster layer.
///
/// `pixels` holds `width × height × 4` bytes in the order R, G, B, A, row-major, with no
/// row padding. Colour channels are premultiplied by alpha (`c ≤ a` for every pixel).
public struct PNGImage: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Premultiplied RGBA8 bytes, `width × height × 4` of them.
    public var pixels: [UInt8]

    /// Wraps premultiplied RGBA8 bytes; `pixels.count` should be `width × height × 4`
    /// (``PNGCodec`` checks it when encoding and throws if not).
    public init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }
}
