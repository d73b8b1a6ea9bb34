/// FlipbookRaster: Flipbook's pure-Swift pixel engine.
///
/// No view concepts live here: geometry, paths, coverage, paints, compositing, layers and
/// effects over premultiplied RGBA8 buffers (``PixelBuffer``).
public enum FlipbookRasterInfo {
    /// The engine's version, recorded in PNG text chunks so a golden names what made it.
    public static let version = "0.1.0"
}
