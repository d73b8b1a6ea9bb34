import Testing
@testable import FlipbookRaster

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite struct DropShadowTests {
    /// An opaque 10×8 block placed at device (20, 30).
    let block: PlacedImage = {
        var b = PixelBuffer(width: 10, height: 8)
        for y in 0..<8 { for x in 0..<10 { b[x, y] = SIMD4(0, 120, 255, 255) } }
        return PlacedImage(image: b, x: 20, y: 30)
    }()

    @Test func sharpShadowIsTheAlphaTintedAndMoved() {
        let s = DropShadow.make(from: block, color: RGBA(0, 0, 0, 0.33), sigma: 0, dx: 3, dy: -2)
        #expect(s.bounds == PixelRect(x: 23, y: 28, width: 10, height: 8))
        #expect(s.image[0, 0] == SIMD4(0, 0, 0, 84), "0.33 × 255 = 84.15")
        #expect(s.image[9, 7] == SIMD4(0, 0, 0, 84))
    }

    @Test func fractionalOffsetSplitsTheEdgePixel() {
        let s = DropShadow.make(from: block, color: RGBA(1, 0, 0, 1), sigma: 0, dx: 0.5, dy: 0)
        #expect(s.bounds == PixelRect(x: 20, y: 30, width: 11, height: 8))
        #expect(s.image[0, 3] == SIMD4(128, 0, 0, 128), "left edge half covered")
        #expect(s.image[5, 3] == SIMD4(255, 0, 0, 255))
        #expect(s.image[10, 3] == SIMD4(128, 0, 0, 128), "right edge half covered")
    }

    /// Against the continuous Gaussian of σ centred at the fractional offset, sampled and
    /// normalised, convolved with the block's alpha in Double.
    @Test(arguments: [(4.0, 2.5, -1.25), (1.5, 0.3, 0.7), (12.0, -7.75, 3.0)])
    func blurredShadowMatchesShiftedGaussian(sigma: Double, dx: Double, dy: Double) {
        let s = DropShadow.make(from: block, color: .white, sigma: sigma, dx: dx, dy: dy)
        let e = GaussianBlur.extent(sigma: sigma)
        #expect(s.bounds.x == 20 + Int(dx.rounded(.down)) - e && s.bounds.y == 30 + Int(dy.rounded(.down)) - e)
        func kernel(_ f: Double) -> (Int, [Double]) {
            let r = Int((4 * sigma).rounded(.up)) + 2
            var k = (-r...r).map { exp(-pow(Double($0) - f, 2) / (2 * sigma * sigma)) }
            let t = k.reduce(0, +); k = k.map { $0 / t }
            return (r, k)
        }
        let (rx, kx) = kernel(dx), (ry, ky) = kernel(dy)
        var maxDiff = 0.0
        for py in 0..<s.image.height { for px in 0..<s.image.width {
            let X = s.bounds.x + px, Y = s.bounds.y + py
            // Σ over the block's pixels of kx(X − x) · ky(Y − y); the kernel is centred at +d.
            var ax = 0.0, ay = 0.0
            for x in 20..<30 where abs(X - x) <= rx { ax += kx[X - x + rx] }
            for y in 30..<38 where abs(Y - y) <= ry { ay += ky[Y - y + ry] }
            maxDiff = max(maxDiff, abs(255 * ax * ay - Double(s.image[px, py].w)))
        } }
        #expect(maxDiff <= 1.5, "max |shadow − shifted Gaussian| = \(maxDiff)/255")
    }
}
