import Testing
import FlipbookPNG

/// Each class of bad input gives a specific thrown PNGError, never a crash.
@Suite struct PNGBadInputTests {
    typealias T = PNGTestSupport

    /// A valid 2×2 RGBA PNG to damage.
    static let valid: [UInt8] = try! PNGCodec.encode(
        premultipliedRGBA: T.translucentGradient(width: 2, height: 2), width: 2, height: 2)

    static func ihdr(width: UInt32, height: UInt32, depth: UInt8 = 8, colour: UInt8 = 6) -> [UInt8] {
        T.chunk("IHDR", T.beBytes(width) + T.beBytes(height) + [depth, colour, 0, 0, 0])
    }

    @Test func emptyInput() {
        #expect(throws: PNGError.emptyInput) { try PNGCodec.decode([]) }
        #expect(PNGError.emptyInput.description.hasPrefix("PNG data is empty (0 bytes)"))
    }

    @Test func notAPNG() {
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46]
        let error = #expect(throws: PNGError.self) { try PNGCodec.decode(jpeg) }
        #expect(error == .notPNG(firstBytes: Array(jpeg.prefix(8))))
        #expect(error?.description == "not a PNG: the data starts with FF D8 FF E0 00 10 4A 46 (a JPEG), but a PNG starts with 89 50 4E 47 0D 0A 1A 0A")
        #expect(throws: PNGError.notPNG(firstBytes: Array("<html".utf8))) { try PNGCodec.decode(Array("<html".utf8)) }
    }

    @Test func signatureDamagedByLineEndingConversion() {
        var damaged = Self.valid
        damaged[4] = 0x0A; damaged.remove(at: 5)  // CRLF → LF
        let error = #expect(throws: PNGError.self) { try PNGCodec.decode(damaged) }
        #expect(error?.description.contains("line-ending conversion") == true)
    }

    @Test func truncatedInsideSignature() {
        #expect(throws: PNGError.truncated("only 4 bytes, fewer than the 8-byte PNG signature")) {
            try PNGCodec.decode(Array(Self.valid.prefix(4)))
        }
    }

    @Test func truncatedInsideImageData() {
        let idat = T.chunks(Self.valid).first { $0.type == "IDAT" }!
        let cut = Array(Self.valid.prefix(idat.offset + 10))
        let error = #expect(throws: PNGError.self) { try PNGCodec.decode(cut) }
        #expect(error == .truncated("chunk IDAT at byte \(idat.offset) declares \(idat.data.count) data bytes but only 2 bytes follow"))
        #expect(error?.description.hasSuffix("the file was cut short, re-export or re-download it") == true)
    }

    @Test func truncatedBeforeIEND() {
        let cut = Array(Self.valid.dropLast(12))
        #expect(throws: PNGError.truncated("the data ends after chunk IDAT at byte \(cut.count) with no IEND chunk")) {
            try PNGCodec.decode(cut)
        }
    }

    @Test func crcMismatchInACriticalChunk() {
        var damaged = Self.valid
        let idat = T.chunks(damaged).first { $0.type == "IDAT" }!
        damaged[idat.offset + 9] ^= 0x40  // one bit of image data, CRC left alone
        let error = #expect(throws: PNGError.self) { try PNGCodec.decode(damaged) }
        guard case .corrupt(let detail)? = error else { Issue.record("expected .corrupt, got \(String(describing: error))"); return }
        #expect(detail.hasPrefix("CRC mismatch in chunk IDAT at byte 33: stored 0x"))
    }

    @Test func damagedZlibStreamWithAValidCRCIsReportedByLibpng() {
        // Rebuild the IDAT with a broken zlib header but a correct CRC, so only inflate can tell.
        let chunks = T.chunks(Self.valid)
        var data = chunks.first { $0.type == "IDAT" }!.data
        data[0] = 0x00; data[1] = 0x00
        let png = T.signature + T.chunk("IHDR", chunks[0].data) + T.chunk("IDAT", data) + T.chunk("IEND", [])
        let error = #expect(throws: PNGError.self) { try PNGCodec.decode(png) }
        guard case .libpng(let message)? = error else { Issue.record("expected .libpng, got \(String(describing: error))"); return }
        #expect(!message.isEmpty)
        #expect(error?.description.hasPrefix("libpng could not decode the PNG: ") == true)
    }

    @Test func ancillaryChunkWithBadCRCIsSkippedLikeBrowsersDo() throws {
        let chunks = T.chunks(Self.valid)
        var text = T.chunk("tEXt", Array("Comment\u{0}hi".utf8))
        text[text.count - 1] ^= 0xFF
        let png = T.signature + T.chunk("IHDR", chunks[0].data) + text
            + T.chunk("IDAT", chunks.first { $0.type == "IDAT" }!.data) + T.chunk("IEND", [])
        #expect(try PNGCodec.decode(png).pixels == T.translucentGradient(width: 2, height: 2))
    }

    @Test func hugeDimensionsAreRefusedBeforeAllocating() {
        // 100000 × 100000 RGBA would need 40 GB; only the IHDR exists.
        let png = T.signature + Self.ihdr(width: 100_000, height: 100_000) + T.chunk("IDAT", [0x78, 0x01]) + T.chunk("IEND", [])
        let error = #expect(throws: PNGError.self) { try PNGCodec.decode(png) }
        #expect(error == .dimensionsTooLarge(width: 100_000, height: 100_000, maxPixels: 256_000_000))
        #expect(error?.description == "PNG is 100000×100000 = 10000000000 pixels, more than the limit of 256000000; pass a larger maxPixels to decode it")
    }

    @Test func maxPixelsIsTheCallersLimit() {
        #expect(throws: PNGError.dimensionsTooLarge(width: 2, height: 2, maxPixels: 3)) {
            try PNGCodec.decode(Self.valid, maxPixels: 3)
        }
    }

    @Test func impossibleHeaderValues() {
        let badColour = T.signature + Self.ihdr(width: 1, height: 1, colour: 5) + T.chunk("IEND", [])
        #expect(throws: PNGError.corrupt("IHDR declares colour type 5; PNG defines 0, 2, 3, 4 and 6")) {
            try PNGCodec.decode(badColour)
        }
        let zeroWidth = T.signature + Self.ihdr(width: 0, height: 1) + T.chunk("IEND", [])
        #expect(throws: PNGError.corrupt("IHDR declares a size of 0×1; width and height must be 1…2147483647")) {
            try PNGCodec.decode(zeroWidth)
        }
        let noHeader = T.signature + T.chunk("IEND", [])
        #expect(throws: PNGError.corrupt("the first chunk must be a 13-byte IHDR, but it is IEND of 0 bytes")) {
            try PNGCodec.decode(noHeader)
        }
    }

    @Test func missingImageData() {
        let png = T.signature + Self.ihdr(width: 1, height: 1) + T.chunk("IEND", [])
        #expect(throws: PNGError.corrupt("no IDAT chunk before IEND: the file holds no image data")) {
            try PNGCodec.decode(png)
        }
    }

    @Test func everyPrefixOfAValidPNGFailsCleanly() {
        // No prefix may crash or decode; each must throw a PNGError.
        for n in 0..<Self.valid.count {
            #expect(throws: PNGError.self) { try PNGCodec.decode(Array(Self.valid.prefix(n))) }
        }
    }

    @Test func everySingleByteCorruptionFailsOrDecodesWithoutCrashing() {
        // Flip each byte; whatever happens must be a PNGError or a well-formed image.
        for i in 0..<Self.valid.count {
            var damaged = Self.valid
            damaged[i] ^= 0xFF
            do {
                let image = try PNGCodec.decode(damaged)
                #expect(image.pixels.count == image.width * image.height * 4)
            } catch {
                #expect(error is PNGError)
            }
        }
    }
}
