import Testing
@testable import FlipbookPNG

/// Big images are filtered and deflated a strip of rows at a time (issue #28: a 16000²
/// canvas cost a second gigabyte for its filtered rows). The strips must decode to exactly
/// the pixels, for every filter and strip size, and only big images may take the path.
@Suite struct StripCompressionTests {
    /// A premultiplied image with every kind of neighbour change the filters predict.
    static func pixels(width: Int, height: Int, opaque: Bool) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                let a: UInt8 = opaque ? 255 : UInt8(truncatingIfNeeded: (x * 37 + y * 11) % 256)
                for c in 0..<3 {
                    let straight = UInt8(truncatingIfNeeded: x * (c + 3) + y * (7 - c) + (x ^ y) * c)
                    bytes[i + c] = UInt8((Int(straight) * Int(a) + 127) / 255)
                }
                bytes[i + 3] = a
            }
        }
        return bytes
    }

    @Test("strips decode to the exact pixels for every filter, strip height and alpha",
          arguments: [PNGFilter.none, .sub, .up, .average, .paeth, .adaptive])
    func roundTrip(filter: PNGFilter) throws {
        let width = 37, height = 23
        for opaque in [true, false] {
            let image = Self.pixels(width: width, height: height, opaque: opaque)
            let rowBytes = width * (opaque ? 3 : 4) + 1
            // One row per strip, three rows (the last strip short), and one strip for all.
            for rows in [1, 3, height] {
                let options = PNGEncodingOptions(filter: filter)
                let png = try PNGEncoder.encode(image, width: width, height: height, options: options,
                                                stripThreshold: 0, stripBytes: rows * rowBytes)
                let decoded = try PNGCodec.decode(png)
                #expect(decoded.pixels == image, "filter \(filter), opaque \(opaque), \(rows) rows per strip")
                #expect(PNGTestSupport.chunks(png).map(\.type).filter { $0 == "IHDR" || $0 == "IEND" } == ["IHDR", "IEND"])
            }
        }
    }

    @Test("a stream longer than one chunk is split into IDAT chunks of at most 1 MiB")
    func chunkSplit() throws {
        // Incompressible bytes at level 0 (stored): the stream outgrows one chunk.
        let width = 700, height = 500
        var image = [UInt8](repeating: 255, count: width * height * 4)
        var state: UInt32 = 12345
        for i in stride(from: 0, to: image.count, by: 4) {
            for c in 0..<3 {
                state = state &* 1_664_525 &+ 1_013_904_223
                image[i + c] = UInt8(truncatingIfNeeded: state >> 24)
            }
        }
        let options = PNGEncodingOptions(compressionLevel: 0, filter: .none)
        let png = try PNGEncoder.encode(image, width: width, height: height, options: options,
                                        stripThreshold: 0, stripBytes: 64 << 10)
        let idat = PNGTestSupport.chunks(png).filter { $0.type == "IDAT" }
        #expect(idat.count >= 2)
        #expect(idat.allSatisfy { $0.data.count <= PNGChunkWriter.maxDataChunk })
        #expect(try PNGCodec.decode(png).pixels == image)
    }

    @Test("only big images take strips: every golden-sized image keeps its whole-buffer bytes")
    func threshold() {
        // A 3× iPhone Pro Max screenshot: whole buffer, byte-identical to before.
        #expect(!StripCompression.usesStrips(rowBytes: 1290 * 4 + 1, height: 2796))
        // The plain 16000² canvas (RGB, opaque): strips, one strip of filtered rows
        // (4 MiB) instead of 768 MiB.
        #expect(StripCompression.usesStrips(rowBytes: 16000 * 3 + 1, height: 16000))
        #expect(StripCompression.stripBytes <= 4 << 20)
        // An overflowing size is never treated as small.
        #expect(StripCompression.usesStrips(rowBytes: Int.max / 2, height: 3))
    }

    @Test("libdeflate levels map to zlib levels of about the same speed")
    func levels() {
        #expect(StripCompression.zlibLevel(for: PNGEncodingOptions()) == 1)
        #expect(StripCompression.zlibLevel(for: PNGEncodingOptions(compressionLevel: 0)) == 0)
        #expect(StripCompression.zlibLevel(for: PNGEncodingOptions(compressionLevel: 12)) == 9)
        #expect(StripCompression.zlibLevel(for: PNGEncodingOptions(compressionLevel: 6, compressor: .zlib)) == 6)
    }

    @Test("the raw stream (what IDAT and an APNG frame's fdAT carry) decodes exactly")
    func rawStream() throws {
        let width = 40, height = 30
        let image = Self.pixels(width: width, height: height, opaque: false)
        var direct: [UInt8] = []
        try image.withUnsafeBufferPointer { buffer in
            try StripCompression.compress(buffer.baseAddress!, rowStride: width * 4, width: width, height: height,
                                          hasAlpha: true, options: PNGEncodingOptions(), stripBytes: 5 * (width * 4 + 1)) { piece in
                direct.append(contentsOf: piece)
            }
        }
        var png = PNGChunkWriter()
        png.appendHeader(width: width, height: height, hasAlpha: true)
        png.appendSplit("IDAT", direct)
        png.appendEnd()
        #expect(try PNGCodec.decode(png.bytes).pixels == image)
    }
}
