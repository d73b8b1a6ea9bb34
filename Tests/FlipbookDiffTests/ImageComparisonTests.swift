import FlipbookPNG
import Testing
@testable import FlipbookDiff

/// An image of `width × height` opaque pixels of one colour.
func solid(_ width: Int, _ height: Int, _ c: SIMD4<UInt8>) -> PNGImage {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(width * height * 4)
    for _ in 0..<(width * height) { bytes += [c[0], c[1], c[2], c[3]] }
    return PNGImage(width: width, height: height, pixels: bytes)
}

extension PNGImage {
    func pixel(_ x: Int, _ y: Int) -> SIMD4<UInt8> {
        let o = (y * width + x) * 4
        return SIMD4(pixels[o], pixels[o + 1], pixels[o + 2], pixels[o + 3])
    }
    mutating func set(_ x: Int, _ y: Int, _ c: SIMD4<UInt8>) {
        let o = (y * width + x) * 4
        pixels[o] = c[0]; pixels[o + 1] = c[1]; pixels[o + 2] = c[2]; pixels[o + 3] = c[3]
    }
}

@Suite struct ImageComparisonTests {
    static let white = SIMD4<UInt8>(255, 255, 255, 255)
    static let grey120 = SIMD4<UInt8>(120, 120, 120, 255)
    static let grey122 = SIMD4<UInt8>(122, 120, 120, 255)

    @Test func identicalImagesMatchExactly() {
        let a = solid(7, 5, Self.grey120)
        let d = ImageComparison.compare(expected: a, actual: a)
        #expect(d.matches)
        #expect(d.differingPixels == 0)
        #expect(d.summary == "identical")
    }

    @Test func oneChannelOffByOneFailsExactly() {
        let a = solid(10, 10, Self.grey120)
        var b = a
        b.set(3, 4, SIMD4(120, 121, 120, 255))
        let d = ImageComparison.compare(expected: a, actual: b)
        #expect(!d.matches)
        #expect(d.differingPixels == 1)
        #expect(d.failingPixels == 1)
        #expect(d.maximumChannelDelta == 1)
        #expect(d.summary.hasPrefix("1 of 100 pixels differ (1%)"))
    }

    /// 3 of 100 pixels differ: precision 0.97 is just inside, 0.971 just outside.
    @Test func precisionEdges() {
        let a = solid(10, 10, Self.white)
        var b = a
        for x in 0..<3 { b.set(x, 5, SIMD4(0, 0, 0, 255)) }
        let inside = ImageComparison.compare(expected: a, actual: b, tolerance: ImageTolerance(precision: 0.97))
        #expect(inside.matches)
        #expect(inside.matchingShare == 0.97)
        let outside = ImageComparison.compare(expected: a, actual: b, tolerance: ImageTolerance(precision: 0.971))
        #expect(!outside.matches)
        #expect(outside.summary.contains("97% match, 97.1% required"))
    }

    /// ΔE94 of sRGB (120,120,120) → (122,120,120) is 0.8221 (colour-science, below): a
    /// perceptual precision of 0.991 (ΔE ≤ 0.9) accepts it, 0.992 (ΔE ≤ 0.8) does not.
    @Test func perceptualPrecisionEdges() {
        let a = solid(4, 4, Self.grey120)
        var b = a
        b.set(1, 1, Self.grey122)
        let inside = ImageComparison.compare(expected: a, actual: b, tolerance: ImageTolerance(perceptualPrecision: 0.991))
        #expect(inside.matches)
        #expect(inside.failingPixels == 0)
        #expect(inside.differingPixels == 1)
        let outside = ImageComparison.compare(expected: a, actual: b, tolerance: ImageTolerance(perceptualPrecision: 0.992))
        #expect(!outside.matches)
        #expect(outside.failingPixels == 1)
        // Both allowances together: the failing pixel is 1 of 16, so precision 15/16 lets it through.
        let both = ImageComparison.compare(expected: a, actual: b, tolerance: ImageTolerance(precision: 15.0 / 16, perceptualPrecision: 0.992))
        #expect(both.matches)
    }

    /// Reference ΔE94 values from colour-science 0.4 (an independent implementation):
    ///
    ///     colour.delta_E(Lab(a), Lab(b), method='CIE 1994'),
    ///     Lab = XYZ_to_Lab(sRGB_to_XYZ(rgb / 255))   # D65
    @Test(arguments: [
        (SIMD3<UInt8>(255, 0, 0), SIMD3<UInt8>(250, 10, 5), 0.941024474301),
        (SIMD3<UInt8>(120, 120, 120), SIMD3<UInt8>(122, 120, 120), 0.822149749778),
        (SIMD3<UInt8>(0, 0, 255), SIMD3<UInt8>(0, 30, 200), 7.07110218335),
        (SIMD3<UInt8>(255, 255, 255), SIMD3<UInt8>(250, 250, 250), 1.7279764039),
        (SIMD3<UInt8>(10, 200, 30), SIMD3<UInt8>(12, 190, 60), 4.58153112161),
    ])
    func deltaE94MatchesColourScience(a: SIMD3<UInt8>, b: SIMD3<UInt8>, reference: Double) {
        let mine = DeltaE.between(rgb: a, b)
        #expect(abs(mine - reference) < 0.005, "ΔE94 \(a)→\(b): \(mine), colour-science \(reference)")
    }

    /// Transparency is judged over white and black: transparent and opaque black differ by
    /// ΔE 100 (over white), though over black they would look the same.
    @Test func transparencyIsJudgedOverWhiteAndBlack() {
        let d = DeltaE.between(expected: SIMD4(0, 0, 0, 0), actual: SIMD4(0, 0, 0, 255))
        #expect(abs(d - 100) < 0.01)
        #expect(DeltaE.between(expected: SIMD4(0, 0, 0, 0), actual: SIMD4(0, 0, 0, 0)) == 0)
    }

    /// A black block with a grey anti-aliased edge column: the edge's grey changing is
    /// forgiven as anti-aliasing; a lone pixel changing in the flat white area is not.
    @Test func antialiasingAwareMode() {
        var a = solid(8, 8, Self.white)
        for y in 0..<8 {
            for x in 0..<3 { a.set(x, y, SIMD4(0, 0, 0, 255)) }
            a.set(3, y, SIMD4(128, 128, 128, 255))
        }
        var moved = a
        for y in 0..<8 { moved.set(3, y, SIMD4(90, 90, 90, 255)) }
        let exact = ImageComparison.compare(expected: a, actual: moved)
        #expect(exact.failingPixels == 8)
        let aa = ImageComparison.compare(expected: a, actual: moved, tolerance: ImageTolerance(ignoresAntialiasing: true))
        #expect(aa.matches)
        #expect(aa.antialiasedPixels == 8)

        var speck = a
        speck.set(6, 4, SIMD4(90, 90, 90, 255))
        let content = ImageComparison.compare(expected: a, actual: speck, tolerance: ImageTolerance(ignoresAntialiasing: true))
        #expect(!content.matches)
        #expect(content.failingPixels == 1 && content.antialiasedPixels == 0)
    }

    @Test func differentSizesNeverMatch() {
        let d = ImageComparison.compare(expected: solid(4, 4, Self.white), actual: solid(4, 5, Self.white),
                                        tolerance: ImageTolerance(precision: 0))
        #expect(!d.matches)
        #expect(d.summary == "the sizes differ: expected 4×4, actual 4×5")
    }

    @Test func diffImageMarksFailingToleratedAndExtraPixels() {
        let a = solid(4, 4, Self.grey120)
        var b = a
        b.set(0, 0, Self.grey122)                 // ΔE 0.82: tolerated at 0.99
        b.set(3, 3, SIMD4(255, 0, 0, 255))        // far beyond
        let diff = ImageComparison.diffImage(expected: a, actual: b, tolerance: ImageTolerance(perceptualPrecision: 0.99))
        #expect(diff.pixel(0, 0) == SIMD4(255, 200, 0, 255))
        #expect(diff.pixel(3, 3) == SIMD4(230, 0, 0, 255))
        // Unchanged grey 120 faded to 10 % contrast: 255 − (255 − 120) / 10 ≈ 242.
        let g = diff.pixel(1, 2)
        #expect(g[0] == g[1] && g[1] == g[2] && (241...243).contains(Int(g[0])))

        let bigger = ImageComparison.diffImage(expected: a, actual: solid(5, 4, Self.grey120))
        #expect(bigger.width == 5)
        #expect(bigger.pixel(4, 0) == SIMD4(255, 0, 255, 255))
    }

    @Test func invalidTolerancesAreNamed() {
        #expect(ImageTolerance(precision: 1.5).problem?.contains("precision must be between 0 and 1") == true)
        #expect(ImageTolerance(perceptualPrecision: -0.1).problem != nil)
        #expect(ImageTolerance(precision: 0.9).problem == nil)
    }
}
