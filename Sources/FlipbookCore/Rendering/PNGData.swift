import Foundation
import FlipbookPNG
import FlipbookRaster

// PNG files as `Data`, as Apple's APIs give them (`UIImage.pngData()`): `Data` writes itself
// (`write(to:)`), which `[UInt8]` cannot. Any `PixelBuffer` — a still, a frame, a contact
// sheet — is a PNG without wrapping it in an `Image` view.

extension PixelBuffer {
    /// The pixels as a PNG file's bytes (straight alpha, exactly un-premultiplied; the same
    /// bytes on every run).
    ///
    /// ```swift
    /// let sheet = frames.contactSheet(scale: 3)
    /// try sheet.pngData().write(to: URL(fileURLWithPath: "out/sheet.png"))
    /// ```
    public func pngData(options: PNGEncodingOptions = .default) throws -> Data {
        Data(try PNGCodec.encode(premultipliedRGBA: bytes, width: width, height: height, options: options))
    }

    /// Writes the pixels as a PNG file at `path`, atomically (a reader never sees half a
    /// file), creating missing folders.
    public func writePNG(to path: String, options: PNGEncodingOptions = .default) throws {
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        try PNGCodec.write(premultipliedRGBA: bytes, width: width, height: height, options: options, to: path)
    }
}

extension RenderedFrames {
    /// Writes the frames as one animated PNG at `path` (see ``apngData(loopCount:options:)``),
    /// atomically, creating missing folders.
    public func writeAPNG(to path: String, loopCount: Int = 0, options: PNGEncodingOptions = .default) throws {
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        try apngWriter(loopCount: loopCount, options: options).write(to: path)
    }
}

// Source compatibility: these returned `[UInt8]` before they returned `Data`. Code that asks
// for bytes (`let b: [UInt8] = try frames.apngData()`, an argument typed `[UInt8]`) still gets
// them; everything else gets `Data`.

extension RenderedFrames {
    @_disfavoredOverload
    public func pngData(frame index: Int, options: PNGEncodingOptions = .default) throws -> [UInt8] {
        [UInt8](try pngData(frame: index, options: options) as Data)
    }

    @_disfavoredOverload
    public func apngData(loopCount: Int = 0, options: PNGEncodingOptions = .default) throws -> [UInt8] {
        try apngBytes(loopCount: loopCount, options: options)
    }
}

extension PNGCodec {
    /// Decodes a PNG file's bytes given as `Data` (what ``ImageRenderer/pngData(options:)``
    /// and the other `pngData()`s return), as ``PNGCodec/decode(_:maxPixels:)`` does bytes.
    public static func decode(_ data: Data, maxPixels: Int = 256_000_000) throws -> PNGImage {
        try decode([UInt8](data), maxPixels: maxPixels)
    }
}
