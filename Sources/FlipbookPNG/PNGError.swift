/// Why a PNG could not be read, decoded, encoded or written.
///
/// Every case's ``description`` says what is wrong, where, and what to do about it.
public enum PNGError: Error, CustomStringConvertible, Equatable {
    /// The input holds no bytes at all.
    case emptyInput
    /// The input does not start with the 8-byte PNG signature; `firstBytes` are what it
    /// starts with instead (at most 8).
    case notPNG(firstBytes: [UInt8])
    /// The input ends before the PNG does (a chunk is cut off or `IEND` is missing).
    case truncated(String)
    /// The PNG structure is damaged: a CRC mismatch, an impossible chunk, a bad `IHDR`.
    case corrupt(String)
    /// `IHDR` declares more pixels than the caller allows; nothing was allocated.
    case dimensionsTooLarge(width: Int, height: Int, maxPixels: Int)
    /// Width or height is zero, negative or beyond PNG's limit of 2³¹−1.
    case invalidDimensions(width: Int, height: Int)
    /// The pixel buffer does not hold `width × height × 4` bytes.
    case badPixelBufferSize(expected: Int, actual: Int, width: Int, height: Int)
    /// An encoding option is out of range (compression level, a `tEXt` key or value, …).
    case invalidOption(String)
    /// libpng rejected the data while decoding; its own message is attached.
    case libpng(String)
    /// ``APNGWriter/finish()`` was called before any frame was added.
    case noFrames
    /// A file could not be opened, read, written or renamed.
    case fileSystem(path: String, operation: String, reason: String)
    /// An error that happened while reading the file at `path`.
    indirect case file(path: String, PNGError)

    public var description: String {
        switch self {
        case .emptyInput:
            return "PNG data is empty (0 bytes); check that the file was fully written and the right path was given"
        case .notPNG(let bytes):
            let hex = bytes.map { String($0, radix: 16, uppercase: true).leftPadded(to: 2) }.joined(separator: " ")
            return "not a PNG: the data starts with \(hex)\(PNGError.formatGuess(bytes)), but a PNG starts with 89 50 4E 47 0D 0A 1A 0A"
        case .truncated(let detail):
            return "PNG is truncated: \(detail); the file was cut short, re-export or re-download it"
        case .corrupt(let detail):
            return "PNG is corrupt: \(detail)"
        case let .dimensionsTooLarge(width, height, maxPixels):
            return "PNG is \(width)×\(height) = \(width * height) pixels, more than the limit of \(maxPixels); pass a larger maxPixels to decode it"
        case let .invalidDimensions(width, height):
            return "image size \(width)×\(height) is invalid: width and height must be 1…2147483647"
        case let .badPixelBufferSize(expected, actual, width, height):
            return "pixel buffer holds \(actual) bytes but a \(width)×\(height) premultiplied RGBA8 image needs \(expected) (width × height × 4)"
        case .invalidOption(let detail):
            return "invalid PNG encoding option: \(detail)"
        case .libpng(let message):
            return "libpng could not decode the PNG: \(message); the image data is probably damaged"
        case .noFrames:
            return "APNGWriter.finish() called with no frames; add at least one frame with addFrame first"
        case let .fileSystem(path, operation, reason):
            return "\(path): could not \(operation): \(reason)"
        case let .file(path, error):
            return "\(path): \(error.description)"
        }
    }

    /// Names a well-known format from its magic bytes, to explain a "not a PNG" error.
    private static func formatGuess(_ b: [UInt8]) -> String {
        if b.starts(with: [0xFF, 0xD8, 0xFF]) { return " (a JPEG)" }
        if b.starts(with: Array("GIF8".utf8)) { return " (a GIF)" }
        if b.starts(with: Array("RIFF".utf8)) { return " (a RIFF file, perhaps WebP)" }
        if b.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return " (a PNG signature damaged in transit, e.g. by line-ending conversion)" }
        if b.starts(with: Array("<".utf8)) || b.starts(with: Array("{".utf8)) { return " (text, perhaps an HTML error page or JSON)" }
        return ""
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
