import Foundation
import Testing
@testable import FlipbookRaster

/// Liquid Glass's lens and melting (``GlassSurface``) against the formulas worked out here
/// independently: a capsule's distance as the distance to its spine minus the radius, the
/// lens pull `refraction · w · (1 − t/w)²` inward along the normal, and a ramp image whose
/// pixel values are their own coordinates, so a sampled value *is* the position sampled.
@Suite struct GlassSurfaceTests {
    /// R = column, G = row: a bilinear sample at device point (x, y) is (x − ½, y − ½).
    static let ramp: PlacedImage = {
        var image = PixelBuffer(width: 200, height: 100)
        for y in 0..<100 { for x in 0..<200 { image[x, y] = SIMD4(UInt8(min(x, 255)), UInt8(y), 0, 255) } }
        return PlacedImage(image: image, x: 0, y: 0)
    }()

    /// A capsule 120 × 40 at (20, 20): spine from (40, 40) to (120, 40), radius 20.
    static let capsule = GlassSurface.Box(rect: Rect(x: 20, y: 20, width: 120, height: 40), cornerRadius: 20)
    static func lensOnly(_ boxes: [GlassSurface.Box], blend: Double = 0) -> GlassSurface {
        GlassSurface(boxes: boxes, blendRadius: blend, rimWidth: 10, refraction: 0.4, tints: [],
                     innerShadow: 0, innerShadowWidth: 0, highlight: 0, highlightWidth: 0)
    }

    /// The capsule's signed distance, from its spine (independent of the box formula).
    static func capsuleDistance(_ x: Double, _ y: Double) -> Double {
        let sx = min(max(x, 40), 120)
        return ((x - sx) * (x - sx) + (y - 40) * (y - 40)).squareRoot() - 20
    }

    @Test func theBoxDistanceIsTheCapsulesExactDistance() {
        for (x, y) in [(20.5, 40.5), (30.0, 25.0), (80.0, 20.5), (139.0, 55.0), (10.0, 10.0), (80.0, 40.0)] {
            #expect(abs(Self.capsule.distance(x, y) - Self.capsuleDistance(x, y)) < 1e-9, "at (\(x), \(y))")
        }
    }

    @Test func theRimShowsTheBackdropPulledFromFurtherInside() {
        let region = PixelRect(x: 0, y: 0, width: 200, height: 100)
        let out = Self.lensOnly([Self.capsule]).render(over: Self.ramp, region: region, rootToDevice: .identity).image
        // Along the axis at the left cap the inward normal is +x: pixel x shows x + pull(t).
        for x in 20..<40 {
            let cx = Double(x) + 0.5
            let t = -Self.capsuleDistance(cx, 40.5)
            let pull = t < 10 ? 0.4 * 10 * (1 - t / 10) * (1 - t / 10) : 0
            // The edge pixel is not quite covered (½ − d of it): the output is premultiplied.
            let expected = (cx + pull - 0.5) * min(1, 0.5 + t)
            #expect(abs(Double(out[x, 40].x) - expected) <= 0.51, "x \(x): \(out[x, 40].x), expected \(expected) (pull \(pull))")
            #expect(out[x, 40].y == 40, "no vertical pull on the axis")
        }
        // At the top edge over the straight part the inward normal is +y.
        for y in 20..<32 {
            let cy = Double(y) + 0.5
            let t = -Self.capsuleDistance(80.5, cy)
            let pull = t < 10 ? 0.4 * 10 * (1 - t / 10) * (1 - t / 10) : 0
            #expect(abs(Double(out[80, y].y) - (cy + pull - 0.5)) <= 0.51, "y \(y): \(out[80, y].y)")
            #expect(out[80, y].x == 80)
        }
        // The pull grows toward the edge: the outermost pixel is pulled most (about 3.6 points).
        #expect(Int(out[20, 40].x) - 20 >= 3)
        // At 45° on the cap the pull is along the diagonal: equal in x and y.
        let d = 20 / 2.0.squareRoot()
        let px = Int(40 - d + 1), py = Int(40 - d + 1)   // one pixel inside the cap's top-left
        let cx = Double(px) + 0.5, cy = Double(py) + 0.5
        #expect(abs((Double(out[px, py].x) - (cx - 0.5)) - (Double(out[px, py].y) - (cy - 0.5))) <= 1)
        #expect(Double(out[px, py].x) > cx - 0.5 + 0.5, "pulled inward (toward +x) at the top-leading cap")
        // Deeper than the band: the backdrop itself; outside: nothing.
        #expect(out[80, 40] == SIMD4(80, 40, 0, 255))
        #expect(out[60, 35] == SIMD4(60, 35, 0, 255))
        #expect(out[10, 10] == SIMD4(0, 0, 0, 0))
        #expect(out[80, 15] == SIMD4(0, 0, 0, 0))
    }

    @Test func theEdgeIsAntialiasedByTheDistance() {
        // A box edge at x = 20.25 (device): the pixel 20 is three quarters covered.
        let box = GlassSurface.Box(rect: Rect(x: 20.25, y: 10, width: 60, height: 60), cornerRadius: 0)
        var white = PixelBuffer(width: 100, height: 80)
        for y in 0..<80 { for x in 0..<100 { white[x, y] = SIMD4(255, 255, 255, 255) } }
        let out = Self.lensOnly([box]).render(over: PlacedImage(image: white, x: 0, y: 0), region: PixelRect(x: 0, y: 0, width: 100, height: 80),
                                              rootToDevice: .identity).image
        #expect(out[20, 40] == SIMD4(191, 191, 191, 191))
        #expect(out[19, 40] == SIMD4(0, 0, 0, 0))
        #expect(out[21, 40] == SIMD4(255, 255, 255, 255))
    }

    @Test func nearCirclesMeltAndFarOnesDoNot() {
        // Two circles of radius 10, gap g, blend radius 2 × spacing (spacing 10): at the midpoint
        // of the gap the smooth minimum is g/2 − spacing/2 — glass when g < spacing.
        func midpointCoverage(gap: Double) -> UInt8 {
            let a = GlassSurface.Box(rect: Rect(x: 10, y: 10, width: 20, height: 20), cornerRadius: 10)
            let b = GlassSurface.Box(rect: Rect(x: 30 + gap, y: 10, width: 20, height: 20), cornerRadius: 10)
            let s = Self.lensOnly([a, b], blend: 20)
            var white = PixelBuffer(width: 100, height: 40)
            for y in 0..<40 { for x in 0..<100 { white[x, y] = SIMD4(255, 255, 255, 255) } }
            let out = s.render(over: PlacedImage(image: white, x: 0, y: 0), region: PixelRect(x: 0, y: 0, width: 100, height: 40),
                               rootToDevice: .identity).image
            let mid = Int(30 + gap / 2)
            return out[mid, 20].w
        }
        #expect(midpointCoverage(gap: 6) == 255, "a 6-point gap is bridged")
        #expect(midpointCoverage(gap: 14) == 0, "a 14-point gap is not")
        #expect(GlassSurface.smoothMin(3, 3, 20) == 3 - 5)
        #expect(GlassSurface.smoothMin(3, 40, 20) == 3)
        #expect(GlassSurface.smoothMin(3, 1, 0) == 1)
    }

    @Test func theDeviceTransformScalesTheLens() {
        // At scale 2 the same capsule spans 240 device pixels and the pull doubles in pixels.
        var ramp = PixelBuffer(width: 300, height: 140)
        for y in 0..<140 { for x in 0..<300 { ramp[x, y] = SIMD4(UInt8(min(x, 255)), UInt8(y), 0, 255) } }
        let out = Self.lensOnly([Self.capsule]).render(over: PlacedImage(image: ramp, x: 0, y: 0), region: PixelRect(x: 0, y: 0, width: 300, height: 140),
                                                      rootToDevice: .scale(2, 2)).image
        let x = 42   // device centre 42.5 → 21.25 points, t = 1.25
        let t = 1.25, pull = 2 * 0.4 * 10 * (1 - t / 10) * (1 - t / 10)
        #expect(abs(Double(out[x, 80].x) - (42.5 + pull - 0.5)) <= 0.51, "\(out[x, 80].x)")
    }
}
