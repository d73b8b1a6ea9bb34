import Testing
@testable import FlipbookRaster

/// Both builds sample the perspective warp with WarpSample.c; the Swift pixel loop it follows
/// is the reference: the same bytes for nearest, bilinear (magnified, 1:1, sub-pixel offsets)
/// and filtered sampling (mild and strong minification, anisotropic recession that needs the
/// mip pyramid, an affine squash), quads clipped by the canvas and half behind the eye, on an
/// image with translucent pixels.
@Suite struct WarpSampleKernelTests {
    static let image: PixelBuffer = opaqueImage(97, 61) { x, y in
        var c = SIMD4<Int>((x * 37) % 256, (y * 53 + x) % 256, (x * y) % 256, 255)
        if (x + y) % 7 == 0 { c = SIMD4((c.x * 90) / 255, (c.y * 90) / 255, (c.z * 90) / 255, 90) }
        return SIMD4<UInt8>(truncatingIfNeeded: c)
    }

    static let transforms: [(String, Homography)] = [
        ("translation", Homography(.translation(3.25, -1.5))),
        ("magnify", Homography(.scale(2.3, 1.7))),
        ("rotate", Homography(Transform2D.rotation(0.4).concatenating(.translation(40, 10)))),
        ("squash", Homography(.scale(0.3, 0.9))),
        ("tiny", Homography(.scale(0.07, 0.05))),
        ("skia", skiaTestTransform),
        ("recede", rotationY(70, eyeDistance: 120, width: 97, height: 61)),
        ("bench", Homography(m11: 0.9, m12: -0.05, m13: -0.0004, m21: 0.1, m22: 0.95, m23: 0.0002, m31: 40, m32: 30, m33: 1)),
        ("behind", rotationY(80, eyeDistance: 40, width: 97, height: 61)),
    ]

    @Test(arguments: 0..<9)
    func cMatchesSwift(index: Int) {
        let (name, t) = Self.transforms[index]
        for filter in [SamplingFilter.bilinear, .nearest] {
            for clip in [PixelRect(x: -20, y: -20, width: 260, height: 200), PixelRect(x: 5, y: 7, width: 50, height: 31)] {
                let c = PerspectiveWarp.warped(Self.image, transform: t, clip: clip, filter: filter, reference: false)
                let swift = PerspectiveWarp.warped(Self.image, transform: t, clip: clip, filter: filter, reference: true)
                #expect(c?.x == swift?.x && c?.y == swift?.y)
                #expect(c?.image.bytes == swift?.image.bytes,
                        "\(name), \(filter), clip \(clip): first difference at byte \(zip(c?.image.bytes ?? [], swift?.image.bytes ?? []).enumerated().first { $0.1.0 != $0.1.1 }?.offset ?? -1)")
            }
        }
    }

    /// The comparison above is not between two empty results: the bench's transform draws
    /// most of the image, and a strong minification reaches the pyramid.
    @Test func warpsDrawSomething() {
        let clip = PixelRect(x: -20, y: -20, width: 260, height: 200)
        let bench = PerspectiveWarp.warped(Self.image, transform: Self.transforms[7].1, clip: clip, filter: .bilinear, reference: false)!
        #expect(bench.image.bytes.filter { $0 != 0 }.count > 4 * 80 * 50)
        let tiny = PerspectiveWarp.warped(Self.image, transform: Self.transforms[4].1, clip: clip, filter: .bilinear, reference: false)!
        #expect(tiny.image.width >= 5 && tiny.image.bytes.contains { $0 != 0 })
    }
}
