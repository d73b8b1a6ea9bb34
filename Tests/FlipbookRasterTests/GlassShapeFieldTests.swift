import Foundation
import Testing
@testable import FlipbookRaster

/// Glass for any shape (``CoverageDistanceField``) and its drop shadow, against distances and
/// pulls worked out here: a rounded rectangle's closed-form distance, an ellipse's on its axes
/// (within the radius of curvature of a vertex the nearest edge point is the vertex), and the
/// normal distribution's Φ(0) = ½, Φ(−2) = 0.0227501.
@Suite struct GlassShapeFieldTests {
    /// R = column, G = row: a bilinear sample at device point (x, y) is (x − ½, y − ½).
    static let ramp: PlacedImage = {
        var image = PixelBuffer(width: 200, height: 100)
        for y in 0..<100 { for x in 0..<200 { image[x, y] = SIMD4(UInt8(min(x, 255)), UInt8(y), 0, 255) } }
        return PlacedImage(image: image, x: 0, y: 0)
    }()
    static let region = PixelRect(x: 0, y: 0, width: 200, height: 100)

    static func lensOnly(_ boxes: [GlassSurface.Box], blend: Double = 0) -> GlassSurface {
        GlassSurface(boxes: boxes, blendRadius: blend, rimWidth: 10, refraction: 0.4, tints: [],
                     innerShadow: 0, innerShadowWidth: 0, highlight: 0, highlightWidth: 0)
    }

    /// A rounded rectangle 120 × 60 at (30, 20), corner radius 16 (circular), distance in closed form.
    static let rect = Rect(x: 30, y: 20, width: 120, height: 60)
    static func roundedDistance(_ x: Double, _ y: Double, scale s: Double = 1) -> Double {
        let r = 16.0
        let qx = abs(x / s - 90) - 60 + r, qy = abs(y / s - 50) - 30 + r
        return (min(max(qx, qy), 0) + (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot() - r) * s
    }

    @Test(arguments: [1.0, 3.0])
    func theMaskFieldAgreesWithTheExactDistance(scale: Double) {
        // Within 20 device pixels of the edge (the rim band, the shadow's reach) the field from
        // the coverage mask stays within 0.6 px of the closed form, and within 0.05 px on average.
        let path = BezierPath.roundedRect(Self.rect, cornerRadius: 16, style: .circular)
        let area = PixelRect(x: 0, y: 0, width: Int(200 * scale), height: Int(100 * scale))
        let field = CoverageDistanceField(path: path, transform: .scale(scale, scale), over: area)
        var worst = 0.0, sum = 0.0, n = 0
        for y in 0..<area.height {
            for x in 0..<area.width {
                let cx = Double(x) + 0.5, cy = Double(y) + 0.5
                let exact = Self.roundedDistance(cx, cy, scale: scale)
                guard abs(exact) < 20 else { continue }
                let e = abs(field.sample(cx, cy) - exact)
                worst = max(worst, e); sum += e; n += 1
            }
        }
        #expect(worst <= 0.6, "worst error \(worst) px at scale \(scale)")
        #expect(sum / Double(n) <= 0.05, "mean error \(sum / Double(n)) px")
        // Far from any edge the distance is still the Euclidean one (here to the left edge).
        #expect(abs(field.sample(5 * scale, 50 * scale) - 25 * scale) <= 0.5)
    }

    @Test func anAreaWithNoEdgeIsWhollyInsideOrOutside() {
        // Glass larger than the (clipped) area drawn: no edge pixel, every pixel deep inside.
        let area = PixelRect(x: 0, y: 0, width: 20, height: 10)
        let inside = CoverageDistanceField(path: .rect(Rect(x: -10, y: -10, width: 100, height: 100)), transform: .identity, over: area)
        #expect(inside.values.count == 200 && inside.values.allSatisfy { $0 == -30 })
        let outside = CoverageDistanceField(path: .rect(Rect(x: 50, y: 0, width: 10, height: 10)), transform: .identity, over: area)
        #expect(outside.values.allSatisfy { $0 == 30 })
    }

    @Test func aPathBoxLensesLikeTheExactBox() {
        // The same rounded rectangle through its exact distance and through its path: where
        // both cover a pixel fully the sampled positions (the ramp's values) differ by at most
        // 2 pixels, and mostly not at all; the edge's coverage by at most 40 of 255.
        let exact = GlassSurface.Box(rect: Self.rect, cornerRadius: 16)
        let path = GlassSurface.Box(path: BezierPath.roundedRect(Self.rect, cornerRadius: 16, style: .circular))
        #expect(path.rect == Self.rect)
        let a = Self.lensOnly([exact]).render(over: Self.ramp, region: Self.region, rootToDevice: .identity).image
        let b = Self.lensOnly([path]).render(over: Self.ramp, region: Self.region, rootToDevice: .identity).image
        var worst = 0, differing = 0, edge = 0
        for y in 0..<100 {
            for x in 0..<200 {
                let d = SIMD4<Int>(truncatingIfNeeded: a[x, y]) &- SIMD4<Int>(truncatingIfNeeded: b[x, y])
                if a[x, y].w == 255 && b[x, y].w == 255 {
                    let m = max(abs(d.x), abs(d.y))
                    worst = max(worst, m); if m > 0 { differing += 1 }
                } else {
                    edge = max(edge, abs(d.w))
                }
            }
        }
        #expect(worst <= 2, "worst position difference \(worst)")
        #expect(edge <= 40, "worst coverage difference \(edge)")
        #expect(differing < 200 * 100 / 10, "\(differing) pixels differ")
    }

    @Test func anEllipseIsLensedAlongItsAxes() {
        // Ellipse centred (100, 50), semi-axes 60 × 30. On the major axis, within the vertex's
        // radius of curvature (30²/60 = 15 > the 10-point band), the depth is x − 40 and the
        // pull is +x; on the minor axis the depth is y − 20 and the pull +y.
        let ellipse = GlassSurface.Box(path: .ellipse(in: Rect(x: 40, y: 20, width: 120, height: 60)))
        let out = Self.lensOnly([ellipse]).render(over: Self.ramp, region: Self.region, rootToDevice: .identity).image
        func pull(_ t: Double) -> Double { t < 10 ? 0.4 * 10 * (1 - t / 10) * (1 - t / 10) : 0 }
        for x in 41..<52 {
            let cx = Double(x) + 0.5, t = cx - 40
            #expect(abs(Double(out[x, 50].x) - (cx + pull(t) - 0.5)) <= 1.5, "x \(x): \(out[x, 50].x), expected \(cx + pull(t) - 0.5)")
            #expect(abs(Int(out[x, 50].y) - 50) <= 1)
        }
        for y in 21..<32 {
            let cy = Double(y) + 0.5, t = cy - 20
            #expect(abs(Double(out[100, y].y) - (cy + pull(t) - 0.5)) <= 1.5, "y \(y): \(out[100, y].y)")
            #expect(out[100, y].x == 100)
        }
        // The outermost pixel on the axis is pulled about 3 points; the centre is unmoved.
        #expect(Int(out[41, 50].x) - 41 >= 2)
        #expect(out[100, 50] == SIMD4(100, 50, 0, 255))
        #expect(out[38, 50] == SIMD4(0, 0, 0, 0) && out[100, 18] == SIMD4(0, 0, 0, 0))
    }

    @Test func pathShapesMeltLikeBoxes() {
        // Two circles of radius 10 drawn through their paths, blend radius 20: the midpoint of
        // the gap g has distance g/2 − 5 — glass for g = 6, none for g = 14.
        func midpointCoverage(gap: Double) -> UInt8 {
            let a = GlassSurface.Box(path: .ellipse(in: Rect(x: 10, y: 10, width: 20, height: 20)))
            let b = GlassSurface.Box(path: .ellipse(in: Rect(x: 30 + gap, y: 10, width: 20, height: 20)))
            let out = Self.lensOnly([a, b], blend: 20).render(over: Self.ramp, region: Self.region, rootToDevice: .identity).image
            return out[Int(30 + gap / 2), 20].w
        }
        #expect(midpointCoverage(gap: 6) == 255, "a 6-point gap is bridged")
        #expect(midpointCoverage(gap: 14) == 0, "a 14-point gap is not")
    }

    @Test func theDropShadowIsTheShapeBlurredAndCastDown() {
        // A 100 × 40 box at (50, 30), shadow opacity 0.5, σ 4, cast 3 down. Below the bottom
        // edge (y 70) at y = 73 the shifted distance is 0: alpha 0.5 · Φ(0) = 0.25. Above the
        // top edge at y = 25 the shifted distance is 8 = 2σ: alpha 0.5 · Φ(−2) = 0.0114.
        let box = GlassSurface.Box(rect: Rect(x: 50, y: 30, width: 100, height: 40), cornerRadius: 0)
        var s = Self.lensOnly([box])
        s.shadowOpacity = 0.5; s.shadowRadius = 4; s.shadowOffset = 3
        #expect(s.extent == 15)
        let out = s.render(over: Self.ramp, region: Self.region, rootToDevice: .identity).image
        func alpha(_ x: Int, _ yCentre: Double) -> Double {
            // Between the two pixel rows around a centre at yCentre (pixel centres at +½).
            let y0 = Int(yCentre - 0.5), f = yCentre - 0.5 - Double(y0)
            return (Double(out[x, y0].w) * (1 - f) + Double(out[x, y0 + 1].w) * f) / 255
        }
        #expect(abs(alpha(100, 73) - 0.25) <= 0.01, "below: \(alpha(100, 73))")
        #expect(abs(alpha(100, 25) - 0.5 * 0.0227501) <= 0.004, "above: \(alpha(100, 25))")
        #expect(out[100, 73].x == 0 && out[100, 73].y == 0, "the shadow is black")
        // Cast down: the band below is darker than the band above at the same distance.
        #expect(out[100, 74].w > out[100, 25].w * 4)
        // Inside, the glass covers fully: no shadow mixed into its pixels.
        #expect(out[100, 50] == SIMD4(100, 50, 0, 255))
        // Beyond 3σ + offset the shadow is gone.
        #expect(out[100, 90].w == 0)
    }

    @Test func glassPixelsLeaveOutTheShadow() {
        let box = GlassSurface.Box(rect: Rect(x: 50, y: 30, width: 100, height: 40), cornerRadius: 0)
        var s = Self.lensOnly([box])
        #expect(s.glassPixels(rootToDevice: .scale(2, 2)) == PixelRect(x: 98, y: 58, width: 204, height: 84))
        s.shadowOpacity = 0.5; s.shadowRadius = 4; s.shadowOffset = 3
        #expect(s.glassPixels(rootToDevice: .scale(2, 2)) == PixelRect(x: 98, y: 58, width: 204, height: 84))
        #expect(Self.lensOnly([box]).extent == 1)
    }
}
