/// PNG encoding and decoding of premultiplied RGBA8 pixels.
///
/// ```swift
/// let bytes = try PNGCodec.encode(premultipliedRGBA: pixels, width: 390, height: 844)
/// let image = try PNGCodec.decode(bytes)   // image.pixels == pixels
/// ```
public enum PNGCodec {
    /// Encodes premultiplied RGBA8 pixels as a PNG.
    ///
    /// Colours are un-premultiplied exactly (`round(c × 255 / a)`, clamped; `a = 0` gives
    /// 0, 0, 0, 0). A frame whose every pixel is opaque is written as RGB (colour type 2),
    /// otherwise as RGBA (type 6), both 8-bit and non-interlaced. The output holds no time
    /// chunk: equal inputs give equal bytes.
    ///
    /// Every valid premultiplied pixel (`c ≤ a`) survives ``decode(_:maxPixels:)``
    /// unchanged: un-premultiplying and re-premultiplying errs by at most `a/510 < ½`.
    ///
    /// - Throws: ``PNGError/badPixelBufferSize(expected:actual:width:height:)``,
    ///   ``PNGError/invalidDimensions(width:height:)`` or ``PNGError/invalidOption(_:)``.
    public static func encode(premultipliedRGBA pixels: [UInt8], width: Int, height: Int,
                              options: PNGEncodingOptions = .default) throws -> [UInt8] {
        try PNGEncoder.encode(pixels, width: width, height: height, options: options)
    }

    /// Encodes an image as a PNG, as ``encode(premultipliedRGBA:width:height:options:)``
    /// does its bytes.
    public static func encode(_ image: PNGImage, options: PNGEncodingOptions = .default) throws -> [UInt8] {
        try PNGEncoder.encode(image.bytes, width: image.width, height: image.height, options: options)
    }

    /// Decodes any PNG (palette, grey, grey+alpha, RGB, RGBA; 1–16 bits; interlaced;
    /// `tRNS`) to premultiplied RGBA8 (`round(c × a / 255)`). Of an APNG, the default image.
    ///
    /// - Parameter maxPixels: the most pixels accepted; `IHDR` is checked against it
    ///   before any pixel memory is allocated.
    /// - Throws: ``PNGError/emptyInput``, ``PNGError/notPNG(firstBytes:)``,
    ///   ``PNGError/truncated(_:)``, ``PNGError/corrupt(_:)``,
    ///   ``PNGError/dimensionsTooLarge(width:height:maxPixels:)`` or ``PNGError/libpng(_:)``.
    public static func decode(_ data: [UInt8], maxPixels: Int = 256_000_000) throws -> PNGImage {
        try PNGDecoder.decode(data, maxPixels: maxPixels)
    }

    /// Encodes and writes a PNG atomically: to a temporary file in the same directory,
    /// then `rename(2)` over `path`, so no reader ever sees a half-written file.
    public static func write(premultipliedRGBA pixels: [UInt8], width: Int, height: Int,
                             options: PNGEncodingOptions = .default, to path: String) throws {
        let bytes = try PNGEncoder.encode(pixels, width: width, height: height, options: options)
        try AtomicFile.write(bytes, to: path)
    }

    /// Encodes and writes an image as a PNG atomically, as
    /// ``write(premultipliedRGBA:width:height:options:to:)`` does its bytes.
    public static func write(_ image: PNGImage, options: PNGEncodingOptions = .default, to path: String) throws {
        try write(premultipliedRGBA: image.bytes, width: image.width, height: image.height, options: options, to: path)
    }

    /// Writes bytes already encoded (a PNG, an APNG, a GIF) atomically, as
    /// ``write(premultipliedRGBA:width:height:options:to:)`` does: through the temporary file
    /// `.<name>.<random>.tmp` beside `path`, then a rename.
    public static func writeAtomically(_ bytes: [UInt8], to path: String) throws {
        try AtomicFile.write(bytes, to: path)
    }

    /// Whether `fileName` is the name of a temporary file that an atomic write of `target`
    /// (a file name, no folder) leaves behind when the process is killed before its rename:
    /// `.<target>.<random base-36>.tmp`.
    public static func isLeftoverTemporaryFile(_ fileName: String, of target: String) -> Bool {
        let prefix = "." + target + ".", suffix = ".tmp"
        guard fileName.hasPrefix(prefix), fileName.hasSuffix(suffix), fileName.count > prefix.count + suffix.count else { return false }
        let random = fileName.dropFirst(prefix.count).dropLast(suffix.count)
        return random.count <= 13 && random.allSatisfy { ("0"..."9").contains($0) || ("a"..."z").contains($0) }
    }

    /// Reads and decodes the PNG at `path`: a regular file only (not a directory, FIFO or
    /// device, which are refused before anything is read; see ``RegularFile``), of at most
    /// `maxPixels × 8` bytes (16-bit RGBA stored without compression) plus 64 MiB.
    ///
    /// - Throws: ``PNGError/fileSystem(path:operation:reason:)``, or a decoding error
    ///   wrapped in ``PNGError/file(path:_:)`` so that the message names the file.
    public static func read(contentsOf path: String, maxPixels: Int = 256_000_000) throws -> PNGImage {
        let (raw, overflow) = max(maxPixels, 0).multipliedReportingOverflow(by: 8)
        let bytes = try AtomicFile.read(path, maxBytes: overflow ? Int.max : raw + (64 << 20))
        do {
            return try PNGDecoder.decode(bytes, maxPixels: maxPixels)
        } catch {
            throw PNGError.file(path: path, error)
        }
    }
}
