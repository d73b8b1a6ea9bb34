import Testing
@testable import FlipbookRaster

@Suite struct GeometryTests {
    @Test func transformConcatenationAppliesLeftFirst() {
        let t = Transform2D.scale(2, 3).concatenating(.translation(10, 20))
        #expect(t.apply(Point(1, 1)) == Point(12, 23))
        let inv = t.inverted!
        let p = inv.apply(Point(12, 23))
        #expect(abs(p.x - 1) < 1e-12 && abs(p.y - 1) < 1e-12)
    }

    @Test func homographyMatchesAffineAndInverts() {
        let a = Transform2D.rotation(0.3).concatenating(.translation(5, -7))
        let h = Homography(a)
        let q = h.apply(Point(3, 4))!
        let r = a.apply(Point(3, 4))
        #expect(abs(q.x - r.x) < 1e-12 && abs(q.y - r.y) < 1e-12)
        var persp = Homography.identity
        persp.m13 = 0.001
        let back = persp.inverted!.apply(persp.apply(Point(100, 50))!)!
        #expect(abs(back.x - 100) < 1e-9 && abs(back.y - 50) < 1e-9)
        persp.m13 = -0.01
        #expect(persp.apply(Point(200, 0)) == nil, "W ≤ 0 lies behind the eye")
    }

    @Test func premultipliedColourRoundsToNearest() {
        #expect(RGBA(1, 0.5, 0, 0.5).premultiplied8 == SIMD4<UInt8>(128, 64, 0, 128))
        #expect(PixelBuffer(width: 2, height: 1, color: .white)[1, 0] == SIMD4<UInt8>(255, 255, 255, 255))
    }
}
