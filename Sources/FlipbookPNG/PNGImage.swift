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

    /// Wraps premultiplied RGBA8 bytes; `pixels.count` must be `width × height × 4`.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height * 4,
                     "PNGImage: \(pixels.count) bytes do not make a \(width)×\(height) RGBA8 image")
        self.width = width
        self.height = height
        self.pixels = pixels
    }
}
