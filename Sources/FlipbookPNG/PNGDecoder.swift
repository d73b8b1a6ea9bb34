import CPNG

/// PNG bytes → premultiplied RGBA8 through libpng's simplified API.
///
/// `png_image_*` catch libpng's errors internally (its `longjmp` never leaves libpng)
/// and report failure as a return value with `image.message`, so no C error handler
/// jumps across Swift frames. They expand palette, grey, grey+alpha, `tRNS`, 16-bit and
/// interlaced images to straight RGBA8; we premultiply afterwards.
enum PNGDecoder {
    static func decode(_ data: [UInt8], maxPixels: Int) throws(PNGError) -> PNGImage {
        let structure = try PNGStructure(validating: data, maxPixels: maxPixels)
        if structure.bitDepth == 16 && !structure.hasColourSpace {
            // The simplified API takes untagged 16-bit samples as *linear* light and would
            // brighten them on the way to sRGB; browsers and every other tool treat them
            // as sRGB. An inserted sRGB chunk makes libpng only rescale 16 → 8 bits.
            var tagged = data
            tagged.insert(contentsOf: sRGBChunk, at: structure.endOfHeader)
            return try decodeWithLibpng(tagged, structure: structure)
        }
        return try decodeWithLibpng(data, structure: structure)
    }

    /// `sRGB` chunk, rendering intent 0 (perceptual), with its CRC.
    private static let sRGBChunk: [UInt8] = {
        var chunk = PNGChunkWriter()
        chunk.append("sRGB", [0])
        return Array(chunk.bytes.dropFirst(PNGChunkWriter.signature.count))
    }()

    private static func decodeWithLibpng(_ data: [UInt8], structure: PNGStructure) throws(PNGError) -> PNGImage {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        defer { png_image_free(&image) }
        let begun = data.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
        guard begun != 0 else { throw .libpng(message(of: &image)) }
        let width = Int(image.width), height = Int(image.height)
        guard width == structure.width, height == structure.height else {
            throw .corrupt("libpng read a size of \(width)×\(height) but IHDR says \(structure.width)×\(structure.height)")
        }
        image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)  // PNG_FORMAT_RGBA
        var ok: Int32 = 0
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, initialized in
            ok = png_image_finish_read(&image, nil, buffer.baseAddress, 0, nil)
            if ok != 0 {
                Premultiply.inPlace(buffer.baseAddress!, count: width * height)
                initialized = width * height * 4
            } else {
                initialized = 0
            }
        }
        guard ok != 0 else { throw .libpng(message(of: &image)) }
        return PNGImage(width: width, height: height, pixels: pixels)
    }

    private static func message(of image: inout png_image) -> String {
        let text = withUnsafeBytes(of: &image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        return text.isEmpty ? "unknown libpng error" : text
    }
}
