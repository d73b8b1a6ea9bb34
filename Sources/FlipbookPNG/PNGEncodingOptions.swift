/// How ``PNGCodec`` and ``APNGWriter`` compress and label what they write.
public struct PNGEncodingOptions: Sendable {
    /// Compression level: 0 (store) … 12 (smallest, slowest) for libdeflate, 0 … 9 for zlib.
    public var compressionLevel: Int
    /// The scanline filter applied before compression.
    public var filter: PNGFilter
    /// `tEXt` chunks written after `IHDR`, in this order; for example
    /// `("Software", "Flipbook 0.1.0")` and `("Flipbook-Input-Hash", "sha256:…")`.
    /// Keys are 1–79 Latin-1 characters without leading, trailing or doubled spaces;
    /// values are Latin-1. Nothing time-dependent is ever written, so equal inputs give
    /// equal bytes.
    public var text: [(key: String, value: String)]
    /// The DEFLATE implementation.
    public var compressor: PNGCompressor

    /// Creates options; the defaults are ``default``'s.
    public init(compressionLevel: Int = PNGEncodingOptions.defaultCompressionLevel,
                filter: PNGFilter = PNGEncodingOptions.defaultFilter,
                text: [(key: String, value: String)] = [],
                compressor: PNGCompressor = .libdeflate) {
        self.compressionLevel = compressionLevel
        self.filter = filter
        self.text = text
        self.compressor = compressor
    }

    /// The default: fast and still compact for rendered UI frames.
    ///
    /// Chosen from `swift run -c release flipbook-bench png` on a 1170×2532 frame:
    /// see ``defaultCompressionLevel`` and ``defaultFilter``.
    public static var `default`: PNGEncodingOptions { PNGEncodingOptions() }

    /// Level of ``default`` (libdeflate).
    public static let defaultCompressionLevel = 2
    /// Filter of ``default``.
    public static let defaultFilter = PNGFilter.up
}
