import Testing
@testable import FlipbookPNG

@Suite struct PNGRoundTripTests {
    @Test func opaquePixelsRoundTripAndAreWrittenAsRGB() throws {
        let pixels: [UInt8] = [255, 0, 0, 255, 0, 128, 255, 255, 1, 2, 3, 255, 250, 250, 250, 255]
        let png = try PNGCodec.encode(premultipliedRGBA: pixels, width: 2, height: 2)
        let ihdr = PNGTestSupport.chunks(png)[0]
        #expect(ihdr.type == "IHDR" && ihdr.data[8] == 8 && ihdr.data[9] == 2)  // 8-bit RGB
        #expect(try PNGCodec.decode(png) == PNGImage(width: 2, height: 2, pixels: pixels))
    }

    @Test func translucentAndTransparentPixelsRoundTripAsRGBA() throws {
        // Opaque, half-covered red, fully transparent, 1/255-alpha white.
        let pixels: [UInt8] = [10, 20, 30, 255, 128, 0, 0, 128, 0, 0, 0, 0, 1, 1, 1, 1]
        let png = try PNGCodec.encode(premultipliedRGBA: pixels, width: 4, height: 1)
        #expect(PNGTestSupport.chunks(png)[0].data[9] == 6)  // RGBA
        #expect(try PNGCodec.decode(png).pixels == pixels)
    }

    @Test func straightColoursInTheFileAreExactlyUnpremultiplied() throws {
        // Premultiplied (100, 50, 1, 200) → straight round(c·255/200) = (127.5→128, 63.75→64, 1.275→1).
        let png = try PNGCodec.encode(premultipliedRGBA: [100, 50, 1, 200], width: 1, height: 1,
                                      options: PNGEncodingOptions(compressionLevel: 0, filter: .none))
        // Level 0 stores the filtered row verbatim: zlib header (2), stored-block header (5), row.
        let idat = PNGTestSupport.chunks(png).first { $0.type == "IDAT" }!
        #expect(Array(idat.data[7..<12]) == [0, 128, 64, 1, 200])
    }

    /// Every valid premultiplied pixel (c ≤ a) survives encode → decode exactly:
    /// s = round(c·255/a) is within ½ of c·255/a, so s·a/255 is within a/510 < ½ of c and
    /// rounds back to c. Invalid pixels (c > a) clamp to s = 255 and come back as c = a.
    @Test func everyPremultipliedValueSurvivesARoundTrip() throws {
        var pixels = [UInt8](repeating: 0, count: 256 * 256 * 4)
        for a in 0..<256 {
            for c in 0..<256 {
                let i = (a * 256 + c) * 4
                pixels[i] = UInt8(c); pixels[i + 1] = UInt8(min(c, a)); pixels[i + 2] = UInt8(255 - c); pixels[i + 3] = UInt8(a)
            }
        }
        let decoded = try PNGCodec.decode(try PNGCodec.encode(premultipliedRGBA: pixels, width: 256, height: 256)).pixels
        var mismatches = 0
        for a in 0..<256 {
            for c in 0..<256 {
                let i = (a * 256 + c) * 4
                let expected = [UInt8(min(c, a)), UInt8(min(c, a)), UInt8(min(255 - c, a)), UInt8(a)]
                if a == 0 { if decoded[i..<i + 4] != [0, 0, 0, 0] { mismatches += 1 } }
                else if Array(decoded[i..<i + 4]) != expected { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
    }

    @Test func unpremultiplyTableMatchesTheFormula() {
        for a in 1...255 {
            for c in 0...255 {
                let exact = (Double(c) * 255 / Double(a)).rounded(.toNearestOrAwayFromZero)
                #expect(Int(Unpremultiply.table[a << 8 | c]) == min(255, Int(exact)))
            }
        }
        #expect(Unpremultiply.table[0..<256].allSatisfy { $0 == 0 })
    }

    @Test func premultiplyMatchesTheFormula() {
        for a in 0...255 {
            for c in 0...255 {
                let exact = (Double(c) * Double(a) / 255).rounded(.toNearestOrAwayFromZero)
                #expect(Int(Premultiply.scale(UInt8(c), UInt32(a))) == Int(exact))
            }
        }
    }

    static let compressorLevels: [(PNGCompressor, Int)] =
        [(.libdeflate, 0), (.libdeflate, 1), (.libdeflate, 2), (.libdeflate, 6), (.libdeflate, 12),
         (.zlib, 0), (.zlib, 1), (.zlib, 6), (.zlib, 9)]

    @Test(arguments: PNGFilter.allCases, compressorLevels)
    func everyFilterCompressorAndLevelRoundTrips(filter: PNGFilter, compressorLevel: (PNGCompressor, Int)) throws {
        let pixels = PNGTestSupport.translucentGradient(width: 37, height: 23)
        let options = PNGEncodingOptions(compressionLevel: compressorLevel.1, filter: filter, compressor: compressorLevel.0)
        let png = try PNGCodec.encode(premultipliedRGBA: pixels, width: 37, height: 23, options: options)
        #expect(try PNGCodec.decode(png).pixels == pixels)
    }

    @Test func fixedFiltersWriteTheirTypeByteOnEveryRow() throws {
        let pixels = PNGTestSupport.translucentGradient(width: 5, height: 4)
        for (filter, type) in [(PNGFilter.none, 0), (.sub, 1), (.up, 2), (.average, 3), (.paeth, 4)] {
            let data = PNGEncoder.filterImage(pixels.withUnsafeBufferPointer { $0.baseAddress! }, rowStride: 20,
                                              width: 5, height: 4, bpp: 4, filter: filter)
            #expect((0..<4).map { Int(data[$0 * 21]) } == [type, type, type, type])
        }
    }

    @Test func adaptiveChoosesUpForVerticallyRepeatingRows() throws {
        // Identical noisy rows: "up" turns rows 1… into zeros, the cheapest possible.
        var pixels = [UInt8](repeating: 255, count: 16 * 3 * 4)
        for x in 0..<16 { for y in 0..<3 { pixels[(y * 16 + x) * 4] = UInt8((x * 97) % 256) } }
        let data = pixels.withUnsafeBufferPointer {
            PNGEncoder.filterImage($0.baseAddress!, rowStride: 64, width: 16, height: 3, bpp: 3, filter: .adaptive)
        }
        #expect(data[49] == 2 && data[98] == 2)
        #expect(data[50..<98].allSatisfy { $0 == 0 })
    }
}

@Suite struct ScanlineFilterTests {
    /// Scalar reference filters, straight from the PNG specification.
    static func reference(_ type: Int, _ cur: [UInt8], _ prev: [UInt8], bpp: Int) -> [UInt8] {
        (0..<cur.count).map { i in
            let a = i >= bpp ? Int(cur[i - bpp]) : 0, b = Int(prev[i]), c = i >= bpp ? Int(prev[i - bpp]) : 0
            let predictor: Int
            switch type {
            case 0: predictor = 0
            case 1: predictor = a
            case 2: predictor = b
            case 3: predictor = (a + b) / 2
            default:
                let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
            }
            return UInt8((Int(cur[i]) - predictor + 256) % 256)
        }
    }

    @Test(arguments: [3, 4], [1, 15, 16, 17, 100, 5000])
    func simdFiltersMatchTheSpecification(bpp: Int, pixels: Int) {
        var seed: UInt32 = 7
        func noise(_ n: Int) -> [UInt8] {
            (0..<n).map { _ in seed = seed &* 1_103_515_245 &+ 12345; return UInt8(truncatingIfNeeded: seed >> 16) }
        }
        let n = pixels * bpp, cur = noise(n), prev = noise(n)
        for type: UInt8 in 0...4 {
            var out = [UInt8](repeating: 0, count: n)
            cur.withUnsafeBufferPointer { c in prev.withUnsafeBufferPointer { p in out.withUnsafeMutableBufferPointer { o in
                ScanlineFilter.apply(type, current: c.baseAddress!, previous: p.baseAddress!, into: o.baseAddress!, rowBytes: n, bpp: bpp)
            } } }
            #expect(out == Self.reference(Int(type), cur, prev, bpp: bpp), "filter \(type)")
            let expectedCost = out.reduce(0) { $0 + ($1 < 128 ? Int($1) : 256 - Int($1)) }
            #expect(out.withUnsafeBufferPointer { ScanlineFilter.cost($0.baseAddress!, count: n) } == expectedCost)
        }
    }
}

/// Both builds prepare scanlines with the C kernel (PNGFilter.c); the Swift rows it replaced are
/// the reference: the same bytes for every filter, opaque (RGB) and translucent (RGBA) images,
/// widths around the kernel's sixteen-pixel steps, padded row strides.
@Suite struct CScanlineKernelTests {
    static func image(width: Int, height: Int, stride: Int, opaque: Bool, seed: UInt32) -> [UInt8] {
        var s = seed
        func next() -> UInt8 { s = s &* 1_103_515_245 &+ 12345; return UInt8(truncatingIfNeeded: s >> 16) }
        var p = [UInt8](repeating: 0, count: stride * height)
        for y in 0..<height {
            for x in 0..<width {
                let a: UInt8 = opaque ? 255 : [0, 255, next()][Int(next() % 3)]
                for c in 0..<3 { p[y * stride + 4 * x + c] = a == 0 ? 0 : next() % (a == 255 ? 255 : a + 1) }
                p[y * stride + 4 * x + 3] = a
            }
        }
        return p
    }

    @Test(arguments: [1, 5, 15, 16, 17, 33, 100], [true, false])
    func cFilteringMatchesSwift(width: Int, opaque: Bool) {
        let height = 5, stride = 4 * width + 12
        let pixels = Self.image(width: width, height: height, stride: stride, opaque: opaque, seed: UInt32(width))
        pixels.withUnsafeBufferPointer { p in
            #expect(Unpremultiply.isOpaque(p.baseAddress!, rowStride: stride, width: width, height: height) == opaque)
            for filter in PNGFilter.allCases {
                let bpp = opaque ? 3 : 4
                let c = PNGEncoder.filterImage(p.baseAddress!, rowStride: stride, width: width, height: height, bpp: bpp, filter: filter)
                let swift = PNGEncoder.swiftFilterImage(p.baseAddress!, rowStride: stride, width: width, height: height, bpp: bpp, filter: filter)
                #expect(c == swift, "\(filter), width \(width), opaque \(opaque)")
            }
        }
    }

    @Test func oneTranslucentPixelMakesAnImageTranslucent() {
        for (x, y) in [(0, 0), (16, 2), (20, 4), (15, 1)] {
            var pixels = Self.image(width: 21, height: 5, stride: 84, opaque: true, seed: 3)
            pixels[y * 84 + 4 * x + 3] = 254
            #expect(pixels.withUnsafeBufferPointer { Unpremultiply.isOpaque($0.baseAddress!, rowStride: 84, width: 21, height: 5) } == false,
                    "pixel \(x), \(y)")
        }
    }
}
