// PNG files decode to, and encode from, the raster layer's own pixel type (FlipbookPixels):
// one type for premultiplied RGBA8 from the first drawn pixel to the written file.
@_exported import FlipbookPixels

/// A decoded PNG: premultiplied RGBA8 pixels, the currency of Flipbook's raster layer — the
/// same type as ``PixelBuffer``, named as PNG code has always named it.
///
/// `pixels` holds `width × height × 4` bytes in the order R, G, B, A, row-major, with no
/// row padding. Colour channels are premultiplied by alpha (`c ≤ a` for every pixel).
public typealias PNGImage = PixelBuffer

extension PixelBuffer {
    /// Premultiplied RGBA8 bytes, `width × height × 4` of them: ``bytes`` by the name PNG
    /// code uses.
    @inlinable public var pixels: [UInt8] {
        get { bytes }
        _modify { yield &bytes }
        set { bytes = newValue }
    }

    /// Wraps premultiplied RGBA8 bytes; `pixels.count` should be `width × height × 4`
    /// (``PNGCodec`` checks it when encoding and throws if not, so this does not trap).
    public init(width: Int, height: Int, pixels: [UInt8]) {
        self.init(unchecked: width, height: height, bytes: pixels)
    }
}
