import Testing
@testable import FlipbookRaster

/// A big image drawn small is reduced once per render (issue 28: a 4000² image drawn at 20²
/// four times built its mip pyramid four times), and the kept pyramids stay within a budget.
@Suite struct WarpPyramidCacheTests {
    static func image(_ side: Int) -> PixelBuffer {
        var image = PixelBuffer(width: side, height: side)
        for y in 0..<side {
            for x in 0..<side {
                let v = UInt8(truncatingIfNeeded: (x * 7) ^ (y * 13))
                image[x, y] = SIMD4(v, 255 &- v, UInt8(truncatingIfNeeded: x + y), 255)
            }
        }
        return image
    }

    @Test("an image drawn small four times is reduced once, with the pixels of four separate draws")
    func reusedPyramid() {
        let image = Self.image(200)
        let places = [(3.0, 5.0), (40.5, 7.25), (9.0, 44.0), (51.0, 50.0)]
        var canvas = Canvas(width: 80, height: 80, background: .white)
        for (x, y) in places {
            canvas.draw(image: image, transform: Homography(Transform2D.scale(0.1, 0.1).concatenating(.translation(x, y))))
        }
        // Each draw alone, through the uncached public warp (a fresh pyramid every time).
        var separate = Canvas(width: 80, height: 80, background: .white)
        for (x, y) in places {
            let t = Homography(Transform2D.scale(0.1, 0.1).concatenating(.translation(x, y)))
            let warped = PerspectiveWarp.warp(image, transform: t, clip: PixelRect(x: 0, y: 0, width: 80, height: 80))!
            separate.draw(image: warped.image, transform: Homography(Transform2D.translation(Double(warped.x), Double(warped.y))))
        }
        #expect(canvas.makeImage() == separate.makeImage())

        var cache = WarpPyramidCache()
        let t = Homography(Transform2D.scale(0.1, 0.1))
        _ = PerspectiveWarp.warp(image, transform: t, clip: PixelRect(x: 0, y: 0, width: 80, height: 80), filter: .bilinear, pyramids: &cache)
        #expect(cache.count == 1)
        _ = PerspectiveWarp.warp(image, transform: t, clip: PixelRect(x: 0, y: 0, width: 80, height: 80), filter: .bilinear, pyramids: &cache)
        #expect(cache.count == 1, "the second draw found the first one's pyramid")
        #expect(cache.pyramid(of: image) != nil)
    }

    @Test("pyramids beyond the budget are not kept; a changed image is not mistaken for the old one")
    func budget() {
        let a = Self.image(64), b = Self.image(64)
        var sampler = WarpSampler(a)
        sampler.buildPyramid()
        let bytes = sampler.pyramid.levels.count * MemoryLayout<SIMD4<Float>>.stride
        var cache = WarpPyramidCache(budget: bytes)
        cache.keep(sampler.pyramid, of: a)
        cache.keep(sampler.pyramid, of: b)
        #expect(cache.count == 1)
        #expect(cache.pyramid(of: a) != nil)
        #expect(cache.pyramid(of: b) == nil, "equal pixels in other storage are another image")
        var changed = a
        changed[0, 0] = SIMD4(0, 0, 0, 0)  // copy on write: new storage
        #expect(cache.pyramid(of: changed) == nil)
    }
}
