import Testing
@testable import FlipbookPNG

/// Every PNG flavour decodes to premultiplied RGBA8 equal to bytes computed by
/// Tests/Fixtures/PNG/make_fixtures.py from the source samples (not by decoding).
@Suite struct PNGDecodingTests {
    @Test(arguments: [
        ("palette4_trns", 0), ("grey1", 0), ("grey8_trns", 0), ("greyalpha8", 0),
        ("rgb8_trns", 0), ("rgba8_interlaced", 0),
        // 16 → 8 bits: libpng's scaling may differ from round(v·255/65535) by 1, and the
        // premultiplication of a rescaled colour inherits that.
        ("rgb16", 1), ("rgba16", 1),
    ])
    func decodesFixture(name: String, tolerance: Int) throws {
        let image = try PNGCodec.decode(try PNGTestSupport.fixture(name + ".png"))
        let expected = try PNGTestSupport.fixture(name + ".rgba")
        #expect(image.width == 13 && image.height == 11)
        #expect(image.pixels.count == expected.count)
        let worst = zip(image.pixels, expected).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(worst <= tolerance, "\(name): largest channel difference \(worst)")
    }

    @Test func paletteTransparencyIsPremultiplied() throws {
        let image = try PNGCodec.decode(try PNGTestSupport.fixture("palette4_trns.png"))
        // Pixel (1, 0) is palette entry 1: (0, 255, 0) at alpha 128 → green round(255·128/255) = 128.
        #expect(Array(image.pixels[4..<8]) == [0, 128, 0, 128])
        // Pixel (2, 0) is entry 2: blue at alpha 0 → all zero.
        #expect(Array(image.pixels[8..<12]) == [0, 0, 0, 0])
    }

    @Test func untagged16BitIsTreatedAsSRGBNotLinear() throws {
        // rgb16 pixel (0, 1): green 6257 → 6257·255/65535 = 24.3 → 24. Treated as linear
        // light it would come out near 90 in sRGB.
        let image = try PNGCodec.decode(try PNGTestSupport.fixture("rgb16.png"))
        let green = Int(image.pixels[13 * 4 + 1])
        #expect(abs(green - 24) <= 1)
    }
}
