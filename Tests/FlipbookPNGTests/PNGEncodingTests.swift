import Testing
@testable import FlipbookPNG

@Suite struct PNGEncodingTests {
    @Test func outputIsDeterministicWithTextChunksAndNoTime() throws {
        let pixels = PNGTestSupport.translucentGradient(width: 20, height: 10)
        let options = PNGEncodingOptions(text: [("Software", "Flipbook 0.1.0"), ("Flipbook-Input-Hash", "sha256:ab12")])
        let a = try PNGCodec.encode(premultipliedRGBA: pixels, width: 20, height: 10, options: options)
        let b = try PNGCodec.encode(premultipliedRGBA: pixels, width: 20, height: 10, options: options)
        #expect(a == b)
        let chunks = PNGTestSupport.chunks(a)
        #expect(chunks.map(\.type) == ["IHDR", "tEXt", "tEXt", "IDAT", "IEND"])
        #expect(chunks[1].data == Array("Software\u{0}Flipbook 0.1.0".utf8))
        #expect(chunks[2].data == Array("Flipbook-Input-Hash\u{0}sha256:ab12".utf8))
        for chunk in chunks {
            #expect(chunk.storedCRC == PNGTestSupport.crc32(Array(chunk.type.utf8) + chunk.data), "\(chunk.type)")
        }
        #expect(Array(a.prefix(8)) == PNGTestSupport.signature)
        #expect(try PNGCodec.decode(a).pixels == pixels)  // libpng accepts the tEXt chunks
    }

    @Test func largeImageDataIsSplitIntoMegabyteIDATChunks() throws {
        // Level 0 (stored) of 700×700 RGB noise is about 1.47 MB: two IDAT chunks.
        var pixels = [UInt8](repeating: 255, count: 700 * 700 * 4)
        var seed: UInt32 = 1
        for i in stride(from: 0, to: pixels.count, by: 4) {
            seed = seed &* 1_664_525 &+ 1_013_904_223
            pixels[i] = UInt8(truncatingIfNeeded: seed >> 24); pixels[i + 1] = UInt8(truncatingIfNeeded: seed >> 16)
        }
        let png = try PNGCodec.encode(premultipliedRGBA: pixels, width: 700, height: 700,
                                      options: PNGEncodingOptions(compressionLevel: 0, filter: .none))
        let idats = PNGTestSupport.chunks(png).filter { $0.type == "IDAT" }
        #expect(idats.map(\.data.count).first == 1 << 20)
        #expect(idats.count == 2)
        #expect(try PNGCodec.decode(png).pixels == pixels)
    }

    @Test func badPixelBufferSizeIsReported() {
        #expect(throws: PNGError.badPixelBufferSize(expected: 24, actual: 20, width: 3, height: 2)) {
            try PNGCodec.encode(premultipliedRGBA: [UInt8](repeating: 0, count: 20), width: 3, height: 2)
        }
        let message = PNGError.badPixelBufferSize(expected: 24, actual: 20, width: 3, height: 2).description
        #expect(message == "pixel buffer holds 20 bytes but a 3×2 premultiplied RGBA8 image needs 24 (width × height × 4)")
    }

    @Test func zeroSizeIsRejected() {
        #expect(throws: PNGError.invalidDimensions(width: 0, height: 5)) {
            try PNGCodec.encode(premultipliedRGBA: [], width: 0, height: 5)
        }
    }

    @Test func compressionLevelOutOfRangeIsRejected() {
        let error = #expect(throws: PNGError.self) {
            try PNGCodec.encode(premultipliedRGBA: [0, 0, 0, 0], width: 1, height: 1,
                                options: PNGEncodingOptions(compressionLevel: 10, compressor: .zlib))
        }
        #expect(error?.description == "invalid PNG encoding option: compressionLevel 10 is outside 0…9 for zlib (low is fast, high is small)")
        #expect(throws: PNGError.invalidOption("compressionLevel 13 is outside 0…12 for libdeflate (low is fast, high is small)")) {
            try PNGCodec.encode(premultipliedRGBA: [0, 0, 0, 0], width: 1, height: 1,
                                options: PNGEncodingOptions(compressionLevel: 13))
        }
    }

    @Test func bothCompressorsAreDeterministicAndDiffer() throws {
        let pixels = PNGTestSupport.translucentGradient(width: 64, height: 32)
        func encode(_ compressor: PNGCompressor) throws -> [UInt8] {
            try PNGCodec.encode(premultipliedRGBA: pixels, width: 64, height: 32,
                                options: PNGEncodingOptions(compressionLevel: 6, compressor: compressor))
        }
        #expect(try encode(.libdeflate) == encode(.libdeflate))
        #expect(try encode(.zlib) == encode(.zlib))
        #expect(try encode(.zlib) != encode(.libdeflate))  // the option really switches
    }

    @Test func nonLatin1TextIsRejected() {
        let error = #expect(throws: PNGError.self) {
            try PNGCodec.encode(premultipliedRGBA: [0, 0, 0, 0], width: 1, height: 1,
                                options: PNGEncodingOptions(text: [("Title", "日本")]))
        }
        #expect(error?.description.contains("U+65E5") == true)
        #expect(throws: PNGError.self) {
            try PNGCodec.encode(premultipliedRGBA: [0, 0, 0, 0], width: 1, height: 1,
                                options: PNGEncodingOptions(text: [(" Lead", "x")]))
        }
    }
}
