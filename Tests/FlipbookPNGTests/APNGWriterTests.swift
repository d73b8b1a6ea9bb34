import Testing
import FlipbookPNG

@Suite struct APNGWriterTests {
    typealias T = PNGTestSupport

    /// Three 8×6 frames: red background; a 2×3 blue block at (3, 1); unchanged.
    static func frames() -> [[UInt8]] {
        let red = [UInt8]((0..<48).flatMap { _ in [255, 0, 0, 255] as [UInt8] })
        var blue = red
        for y in 1...3 { for x in 3...4 { blue.replaceSubrange((y * 8 + x) * 4..<(y * 8 + x) * 4 + 4, with: [0, 0, 128, 128]) } }
        return [red, blue, blue]
    }

    static func animation() throws -> [UInt8] {
        var writer = try APNGWriter(width: 8, height: 6, loopCount: 2,
                                    options: PNGEncodingOptions(text: [("Software", "Flipbook test")]))
        for (i, frame) in frames().enumerated() {
            try writer.addFrame(premultipliedRGBA: frame, delayNumerator: UInt16(i + 1), delayDenominator: 30)
        }
        return try writer.finish()
    }

    @Test func chunkOrderSequenceNumbersAndCRCs() throws {
        let chunks = T.chunks(try Self.animation())
        #expect(chunks.map(\.type) == ["IHDR", "tEXt", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND"])
        for chunk in chunks {
            #expect(chunk.storedCRC == T.crc32(Array(chunk.type.utf8) + chunk.data), "CRC of \(chunk.type)")
        }
        let actl = chunks[2].data
        #expect(T.be32(actl, 0) == 3 && T.be32(actl, 4) == 2)  // 3 frames, 2 plays
        // fcTL and fdAT share one sequence 0, 1, 2, …; IDAT has none.
        let sequence = chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }.map { T.be32($0.data, 0) }
        #expect(sequence == [0, 1, 2, 3, 4])
    }

    @Test func frameControlsHoldRegionsDelaysAndOps() throws {
        let controls = T.chunks(try Self.animation()).filter { $0.type == "fcTL" }.map(\.data)
        func fields(_ d: [UInt8]) -> [Int] {
            [T.be32(d, 4), T.be32(d, 8), T.be32(d, 12), T.be32(d, 16)].map(Int.init)
                + [Int(T.be16(d, 20)), Int(T.be16(d, 22)), Int(d[24]), Int(d[25])]
        }
        // width, height, x, y, delay num, delay den, dispose, blend
        #expect(fields(controls[0]) == [8, 6, 0, 0, 1, 30, 0, 0])   // default image: whole canvas
        #expect(fields(controls[1]) == [2, 3, 3, 1, 2, 30, 0, 0])   // only the changed block
        #expect(fields(controls[2]) == [1, 1, 0, 0, 3, 30, 0, 0])   // nothing changed: 1×1
    }

    @Test func defaultImageIsTheFirstFrame() throws {
        let image = try PNGCodec.decode(try Self.animation())
        #expect(image.pixels == Self.frames()[0])
    }

    @Test func finishWithoutFramesThrows() throws {
        let writer = try APNGWriter(width: 2, height: 2)
        #expect(throws: PNGError.noFrames) { try writer.finish() }
    }

    @Test func wrongFrameSizeThrows() throws {
        var writer = try APNGWriter(width: 2, height: 2)
        #expect(throws: PNGError.badPixelBufferSize(expected: 16, actual: 12, width: 2, height: 2)) {
            try writer.addFrame(premultipliedRGBA: [UInt8](repeating: 0, count: 12), delayNumerator: 1, delayDenominator: 10)
        }
    }
}

/// The changed region of a later frame is the bounding box of every differing pixel, also
/// when they lie on different rows and columns (two specks: one top left, one bottom right,
/// rows in between unchanged).
@Suite struct APNGChangedRegionTests {
    @Test func boxSpansSpecksOnDifferentRows() throws {
        let red = [UInt8]((0..<48).flatMap { _ in [255, 0, 0, 255] as [UInt8] })
        var specks = red
        for (x, y) in [(1, 0), (6, 4), (3, 2)] { specks[(y * 8 + x) * 4 + 2] = 255 }
        var writer = try APNGWriter(width: 8, height: 6)
        try writer.addFrame(premultipliedRGBA: red, delayNumerator: 1, delayDenominator: 30)
        try writer.addFrame(premultipliedRGBA: specks, delayNumerator: 1, delayDenominator: 30)
        let controls = PNGTestSupport.chunks(try writer.finish()).filter { $0.type == "fcTL" }.map(\.data)
        let d = controls[1]
        // width, height, x, y
        #expect([PNGTestSupport.be32(d, 4), PNGTestSupport.be32(d, 8), PNGTestSupport.be32(d, 12), PNGTestSupport.be32(d, 16)]
                == [6, 5, 1, 0])
    }
}
