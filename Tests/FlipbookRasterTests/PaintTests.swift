import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import FlipbookRaster

/// Fills a w×h transparent buffer with `paint` (so each pixel is the paint's own colour).
func shade(_ paint: Paint, width: Int = 100, height: Int = 100, transform: Transform2D = .identity) -> PixelBuffer {
    var b = PixelBuffer(width: width, height: height)
    Blitter.fill(&b, rect: b.bounds, paint: paint, paintTransform: transform)
    return b
}

let blackToWhite = Gradient(colors: [.black, .white])

@Suite struct PaintTests {
    @Test func linearGradientValueAtAQuarter() {
        // 0 → 256 along x: pixel 63's centre (63.5) lies at t = 0.248, 255·t = 63.25.
        let b = shade(.linearGradient(LinearGradientPaint(gradient: blackToWhite, start: Point(0, 0), end: Point(256, 0))),
                      width: 256, height: 8)
        for y in 0..<8 {
            let v = Int(b[63, y].x)
            #expect(v == 63 || v == 64, "dithered 63.25 at row \(y): \(v)")
            #expect(b[63, y].w == 255)
        }
        #expect(b[0, 0].x == 0 && b[255, 0].x == 255 || b[255, 0].x == 254)
    }

    @Test func linearGradientPadsAndFollowsThePaintTransform() {
        // Gradient along user y from 10 to 20, drawn scaled ×2: device rows 20…40.
        let g = LinearGradientPaint(gradient: blackToWhite, start: Point(0, 10), end: Point(0, 20))
        let b = shade(.linearGradient(g), width: 8, height: 50, transform: .scale(2, 2))
        #expect(b[3, 5] == SIMD4(0, 0, 0, 255), "padded before the start")
        #expect(b[3, 45] == SIMD4(255, 255, 255, 255), "padded past the end")
        // Row 29, centre 29.5 → user 14.75 → t = 0.475 → 121.1.
        #expect(abs(Int(b[3, 29].x) - 121) <= 1)
    }

    @Test func radialGradientValuesIncludingReversedAndEqualRadii() {
        func radial(_ r0: Double, _ r1: Double) -> PixelBuffer {
            shade(.radialGradient(RadialGradientPaint(gradient: blackToWhite, center: Point(50, 50), startRadius: r0, endRadius: r1)))
        }
        // Pixel (79, 49): centre (79.5, 49.5), r = 29.504.
        let r = (29.5 * 29.5 + 0.5 * 0.5).squareRoot()
        let b = radial(10, 40)
        #expect(abs(Double(b[79, 49].x) - 255 * (r - 10) / 30) <= 1)
        #expect(b[50, 50].x == 0, "inside the start circle: first colour")
        #expect(b[95, 50].x == 255, "beyond the end circle: last colour")
        let rev = radial(40, 10)
        #expect(abs(Double(rev[79, 49].x) - 255 * (r - 40) / -30) <= 1)
        #expect(rev[50, 50].x == 255 && rev[95, 50].x == 0)
        // Equal radii: a ring of no width — first colour inside, last on and outside.
        let eq = radial(20, 20)
        #expect(eq[60, 50].x == 0 && eq[75, 50].x == 255)
    }

    @Test func angularGradientRunsClockwiseFromPlusX() {
        let full = AngularGradientPaint(gradient: blackToWhite, center: Point(50, 50), startAngle: 0, endAngle: 2 * .pi)
        let b = shade(.angularGradient(full))
        // Pixel (50, 80): centre (50.5, 80.5), straight down on screen = a quarter turn clockwise.
        let below = atan2(30.5, 0.5) / (2 * .pi) * 255
        #expect(abs(Double(b[50, 80].x) - below) <= 1)
        // Straight up: three quarters.
        let above = (atan2(-29.5, 0.5) / (2 * .pi) + 1) * 255
        #expect(abs(Double(b[50, 20].x) - above) <= 1)
        // The centre pixel exactly at the sweep's centre: a defined colour, not NaN garbage.
        let centred = shade(.angularGradient(AngularGradientPaint(gradient: blackToWhite, center: Point(50.5, 50.5),
                                                                  startAngle: 0, endAngle: 2 * .pi)))
        #expect(centred[50, 50] == SIMD4(0, 0, 0, 255))
    }

    @Test func angularGradientClampsOutsideAPartialSweep() {
        // 0 → 90°: the missing 270° split halfway at 225°: before it white (end), after it black.
        let g = AngularGradientPaint(gradient: blackToWhite, center: Point(50.5, 50.5), startAngle: 0, endAngle: .pi / 2)
        let b = shade(.angularGradient(g))
        #expect(b[20, 50].x == 255, "180° lies in the half after the end")
        #expect(b[50, 20].x == 0, "270° lies in the half before the start")
        // 45° (down-right): the middle of the sweep.
        #expect(abs(Int(b[70, 70].x) - 128) <= 1)
    }

    @Test func angularGradientLongerThanATurnAndCounterClockwise() {
        let centre = Point(50.5, 50.5)
        // 0 → 3π: only the last turn (π … 3π) shows. +x is 2π of it (t = 2/3), down 2.5π (5/6).
        let long = shade(.angularGradient(AngularGradientPaint(gradient: blackToWhite, center: centre, startAngle: 0, endAngle: 3 * .pi)))
        #expect(abs(Double(long[80, 50].x) - 170) <= 1)
        #expect(abs(Double(long[50, 80].x) - 212.5) <= 1)
        // 0 → −π/2 sweeps counter-clockwise (up on screen): up-right is halfway.
        let ccw = shade(.angularGradient(AngularGradientPaint(gradient: blackToWhite, center: centre, startAngle: 0, endAngle: -.pi / 2)))
        #expect(abs(Double(ccw[70, 30].x) - 127.5) <= 1)
        #expect(ccw[50, 20].x >= 254)
    }

    @Test func flatGradientIsNotDithered() {
        // Equal opaque stops: every pixel exactly the colour (thresholds never push a whole
        // level over). (A translucent colour's premultiplied value is fractional, e.g.
        // 37·200/255 = 29.02, and is dithered like any other in-between value.)
        let c = RGBA(r8: 37, g8: 180, b8: 250)
        let b = shade(.linearGradient(LinearGradientPaint(gradient: Gradient(colors: [c, c]), start: .zero, end: Point(50, 30))),
                      width: 19, height: 9)
        let want = c.premultiplied8
        var same = true
        for y in 0..<9 { for x in 0..<19 where b[x, y] != want { same = false } }
        #expect(same, "\(b[0, 0]) vs \(want)")
    }

    @Test func stopsAreSortedStablyWithHardEdgesAndLocationsBeyondTheEnds() {
        let red = RGBA(1, 0, 0), blue = RGBA(0, 0, 1)
        // Given out of order; the two stops at 0.5 keep their order: red ends, blue begins.
        let hard = Gradient(stops: [GradientStop(color: blue, location: 1), GradientStop(color: red, location: 0),
                                    GradientStop(color: red, location: 0.5), GradientStop(color: blue, location: 0.5)])
        let b = shade(.linearGradient(LinearGradientPaint(gradient: hard, start: Point(0, 0), end: Point(100, 0))))
        #expect(b[48, 0] == SIMD4(255, 0, 0, 255) && b[51, 0] == SIMD4(0, 0, 255, 255))
        // Stops at −0.5 and 1.5: t = 0 is already a quarter of the way.
        let wide = Gradient(stops: [GradientStop(color: .white, location: 1.5), GradientStop(color: .black, location: -0.5)])
        let w = shade(.linearGradient(LinearGradientPaint(gradient: wide, start: Point(0.5, 0), end: Point(100.5, 0))), width: 101, height: 8)
        #expect(abs(Int(w[0, 0].x) - 64) <= 1)   // 63.75
        #expect(abs(Int(w[50, 0].x) - 128) <= 1)  // 127.5
    }

    @Test func ditheringBreaksUpBandsAndKeepsTheMean() {
        // Grey 100 → 102 over 256 px: undithered, each 8×8 block would be one flat value.
        let g = Gradient(colors: [RGBA(r8: 100, g8: 100, b8: 100), RGBA(r8: 102, g8: 102, b8: 102)])
        let b = shade(.linearGradient(LinearGradientPaint(gradient: g, start: Point(0, 0), end: Point(256, 0))), width: 256, height: 8)
        var worst = 0.0, mixedBlocks = 0
        for bx in stride(from: 0, to: 256, by: 8) {
            var sum = 0.0, ideal = 0.0, values = Set<UInt8>()
            for y in 0..<8 { for x in bx..<(bx + 8) {
                sum += Double(b[x, y].x)
                ideal += 100 + 2 * (Double(x) + 0.5) / 256
                values.insert(b[x, y].x)
            } }
            worst = max(worst, abs(sum - ideal) / 64)
            let idealMid = 100 + 2 * (Double(bx) + 4) / 256
            if abs(idealMid - idealMid.rounded()) > 0.2 {
                // Away from whole levels the block must mix two levels, not sit on one.
                #expect(values.count >= 2, "block at x = \(bx) is flat: \(values)")
                mixedBlocks += 1
            }
        }
        #expect(worst < 0.5, "worst 8×8 block mean error \(worst) / 255")
        #expect(mixedBlocks > 10)
    }

    @Test func perceptualMidpointOfRedToBlueIsTheOKLabMix() {
        // OKLab red (0.627955, 0.224863, 0.125846), blue (0.452014, −0.032457, −0.311528);
        // the mean (0.539985, 0.096203, −0.092841) is sRGB (140.36, 83.03, 162.31).
        // Device (sRGB) mixing would give (127.5, 0, 127.5) instead.
        let red = RGBA(1, 0, 0), blue = RGBA(0, 0, 1)
        let g = LinearGradientPaint(gradient: Gradient(colors: [red, blue], interpolation: .perceptual),
                                    start: Point(0.5, 0), end: Point(100.5, 0))
        let b = shade(.linearGradient(g), width: 101, height: 8)
        for y in 0..<8 {
            let p = b[50, y]
            #expect(abs(Double(p.x) - 140.36) <= 1 && abs(Double(p.y) - 83.03) <= 1 && abs(Double(p.z) - 162.31) <= 1, "\(p)")
        }
        let d = shade(.linearGradient(LinearGradientPaint(gradient: Gradient(colors: [red, blue]), start: Point(0.5, 0), end: Point(100.5, 0))),
                      width: 101, height: 1)
        #expect(abs(Int(d[50, 0].x) - 128) <= 1 && d[50, 0].y == 0)
    }

    @Test func fadingToClearKeepsTheColour() {
        // Premultiplied interpolation: red → clear is red at half alpha in the middle,
        // not the darker red straight-alpha mixing gives.
        let g = LinearGradientPaint(gradient: Gradient(colors: [RGBA(1, 0, 0), .clear]), start: Point(0.5, 0), end: Point(100.5, 0))
        let p = shade(.linearGradient(g), width: 101, height: 1)[50, 0]
        #expect(abs(Int(p.w) - 128) <= 1 && p.x == p.w && p.y == 0)
    }

    @Test func bilinearSamplesBetweenFourKnownPixels() {
        let img = PixelBuffer(width: 2, height: 2, bytes: [255, 0, 0, 255,  0, 255, 0, 255,
                                                           0, 0, 255, 255,  255, 255, 255, 255])
        let paint = Paint.image(ImagePaint(image: img, transform: .scale(4, 4)))
        let b = shade(paint, width: 10, height: 30)
        // Device (2, 5): centre (2.5, 5.5) → image (0.625, 1.375) → texel space (0.125, 0.875).
        let fx = 0.125, fy = 0.875
        let w00 = (1 - fx) * (1 - fy), w10 = fx * (1 - fy), w01 = (1 - fx) * fy, w11 = fx * fy
        let want = [255 * (w00 + w11), 255 * (w10 + w11), 255 * (w01 + w11), 255.0]
        let got = b[2, 5]
        for c in 0..<4 { #expect(abs(Double(got[c]) - want[c]) <= 0.5 + 1e-6, "channel \(c): \(got[c]) vs \(want[c])") }
        // Transparent outside, fading over one texel: device (9, 9) → texel (1.875, 1.875)
        // keeps 1/64 of texel (1, 1); device (8, 1) → texel (1.625, −0.125): 3/8 · 7/8 of
        // texel (1, 0)'s alpha.
        #expect(b[9, 9] == SIMD4(4, 4, 4, 4))
        let edge: Double = 255 * 0.375 * 0.875  // 83.7
        #expect(abs(Double(b[8, 1].w) - edge) <= 0.5)
        #expect(b[9, 20] == .zero)
        #expect(b[0, 9] != .zero)
        // Whole-pixel translation: pixel centres hit texel centres, so the copy is exact.
        let t = shade(.image(ImagePaint(image: img, transform: .translation(3, 2))), width: 6, height: 6)
        #expect(t[3, 2] == SIMD4(255, 0, 0, 255))
        #expect(t[4, 3] == SIMD4(255, 255, 255, 255))
        #expect(t[2, 2] == .zero)
        // Nearest: the texel containing the point.
        let n = shade(.image(ImagePaint(image: img, transform: .scale(4, 4), filter: .nearest)), width: 10, height: 10)
        #expect(n[2, 5] == SIMD4(0, 0, 255, 255) && n[8, 1] == .zero)
    }

    /// A rotated, scaled image against bilinear interpolation computed here in Double (texels
    /// beyond the border transparent), over a canvas that covers the inside (the four-pixel
    /// path), the border and the outside (the per-pixel path).
    @Test func bilinearMatchesDoubleReferenceEverywhere() {
        let n = 16
        var bytes = [UInt8]()
        for j in 0..<n { for i in 0..<n {
            let a = (i * 37 + j * 11) % 256
            bytes += [UInt8(a * ((i * 53) % 256) / 255), UInt8(a * ((j * 97) % 256) / 255), UInt8(a * (((i + j) * 29) % 256) / 255), UInt8(a)]
        } }
        let img = PixelBuffer(width: n, height: n, bytes: bytes)
        let m = Transform2D.scale(2.7, 2.2).concatenating(.rotation(0.35)).concatenating(.translation(12.3, -3.1))
        let b = shade(.image(ImagePaint(image: img, transform: m)), width: 64, height: 64)
        let inv = m.inverted!
        var worst = 0.0
        for y in 0..<64 { for x in 0..<64 {
            let p = inv.apply(Point(Double(x) + 0.5, Double(y) + 0.5))
            let u = p.x - 0.5, v = p.y - 0.5
            let x0 = Int((u + 100).rounded(.down)) - 100, y0 = Int((v + 100).rounded(.down)) - 100
            let fx = u - Double(x0), fy = v - Double(y0)
            for c in 0..<4 {
                func t(_ i: Int, _ j: Int) -> Double { i < 0 || j < 0 || i >= n || j >= n ? 0 : Double(bytes[(j * n + i) * 4 + c]) }
                let want = t(x0, y0) * (1 - fx) * (1 - fy) + t(x0 + 1, y0) * fx * (1 - fy)
                    + t(x0, y0 + 1) * (1 - fx) * fy + t(x0 + 1, y0 + 1) * fx * fy
                worst = max(worst, abs(Double(b[x, y][c]) - want))
            }
        } }
        #expect(worst <= 0.51, "worst bilinear error \(worst)")
    }

    @Test func degenerateInputDrawsSensiblyWithoutCrashing() {
        // No stops: nothing drawn. A singular transform: nothing drawn. Start == end: last colour.
        let none = shade(.linearGradient(LinearGradientPaint(gradient: Gradient(stops: []), start: .zero, end: Point(10, 0))), width: 4, height: 4)
        #expect(none == PixelBuffer(width: 4, height: 4))
        let singular = shade(.radialGradient(RadialGradientPaint(gradient: blackToWhite, center: .zero, startRadius: 0, endRadius: 5)),
                             width: 4, height: 4, transform: .scale(0, 1))
        #expect(singular == PixelBuffer(width: 4, height: 4))
        let point = shade(.linearGradient(LinearGradientPaint(gradient: blackToWhite, start: Point(2, 2), end: Point(2, 2))), width: 4, height: 4)
        #expect(point[0, 0] == SIMD4(255, 255, 255, 255))
        let nanStop = Gradient(stops: [GradientStop(color: .black, location: .nan), GradientStop(color: .white, location: 0.3)])
        let ns = shade(.linearGradient(LinearGradientPaint(gradient: nanStop, start: .zero, end: Point(4, 0))), width: 4, height: 1)
        #expect(ns[0, 0] == SIMD4(255, 255, 255, 255))
        let huge = shade(.image(ImagePaint(image: PixelBuffer(width: 1, height: 1, color: .white), transform: .scale(1e-300, 1e-300))),
                         width: 4, height: 4)
        #expect(huge[3, 3] == .zero)
    }
}
