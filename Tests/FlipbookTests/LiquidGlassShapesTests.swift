import Foundation
import Testing
import FlipbookRaster
@testable import Flipbook
@testable import FlipbookCore

/// Liquid Glass in any shape (ellipses and custom shapes lensed and melted through the
/// distance field of their coverage mask), the drop shadow beneath glass, and glass over glass.
@Suite @MainActor struct LiquidGlassShapesTests {
    func render<V: View>(_ view: V, scale: CGFloat = 1, dark: Bool = false) -> PixelBuffer {
        let r = ImageRenderer(content: view.environment(\.colorScheme, dark ? .dark : .light))
        r.scale = scale
        return r.pixelBuffer
    }

    /// The striped backdrop and its blurred-and-frosted reference, as LiquidGlassTests states them.
    typealias Stripes = LiquidGlassTests.Stripes
    static func frosted(_ x: Int) -> Double { LiquidGlassTests.frosted(x) }

    @Test func anEllipseIsLensedAtItsRim() {
        // A 120 × 60 ellipse (x 20…140, y 20…80) over the stripes. On its major axis the depth
        // is x − 20 within the vertex's radius of curvature (30²/60 = 15 ≥ the 12-point band):
        // beyond the band the interior is the frosted stripes; in it, the stripes from further in.
        let image = render(ZStack { Stripes(width: 160); Color.clear.frame(width: 120, height: 60).glassEffect(.regular, in: Ellipse()) }
            .frame(width: 160, height: 100))
        var worst = 0.0
        for x in 36..<124 { worst = max(worst, abs(Double(image[x, 50].x) - Self.frosted(x))) }
        #expect(worst <= 3, "interior off the blur + frost reference by \(worst)")
        var rim = 0.0
        for x in 21..<30 { rim = max(rim, abs(Double(image[x, 50].x) - Self.frosted(x))) }
        #expect(rim > 10, "the ellipse's rim is lensed (max |Δ| \(rim))")
        // The corners of the frame are outside the ellipse: the stripes (white at x 29, row 22;
        // the shadow there, 6 points from the edge moved down, is under 1 %).
        #expect(image[29, 22].x >= 252 && image[29, 22].y >= 252)
    }

    /// A rounded rectangle drawn as a custom shape: only its path is known to the glass.
    struct CustomRounded: Shape {
        func path(in rect: CGRect) -> Path { RoundedRectangle(cornerRadius: 16, style: .circular).path(in: rect) }
    }

    @Test func aCustomShapeMatchesTheExactlyDrawnShape() {
        // The same rounded rectangle as a custom shape (mask field) and as RoundedRectangle
        // (closed-form distance), over the stripes at 2×: mean channel difference under 1 of
        // 255, worst pixel under 64 (a stripe edge sampled ½ pixel apart in the lens band).
        func glass<S: Shape>(_ s: S) -> PixelBuffer {
            render(ZStack { Stripes(width: 160); Color.clear.frame(width: 120, height: 60).glassEffect(.regular, in: s) }
                .frame(width: 160, height: 100), scale: 2)
        }
        let exact = glass(RoundedRectangle(cornerRadius: 16, style: .circular))
        let custom = glass(CustomRounded())
        let erased = glass(AnyShape(RoundedRectangle(cornerRadius: 16, style: .circular)))
        #expect(custom == erased, "AnyShape reaches the same path")
        var worst = 0, sum = 0
        for y in 0..<200 {
            for x in 0..<320 {
                let d = abs(Int(exact[x, y].x) - Int(custom[x, y].x))
                worst = max(worst, d); sum += d
            }
        }
        let mean = Double(sum) / Double(320 * 200)
        #expect(mean < 1, "mean |Δ| \(mean)")
        #expect(worst < 64, "worst |Δ| \(worst)")
        // And it is lensed: differs from unlensed frost near the left rim on the middle row.
        var rim = 0.0
        for x in 21..<30 { rim = max(rim, abs(Double(custom[2 * x, 100].x) - Self.frosted(x))) }
        #expect(rim > 10)
    }

    @Test func ellipsesMeltInAContainer() {
        // Two 30-point ellipses 12 points apart in a container of spacing 20 over black: the
        // gap's midpoint (60, 25) is bridged by glass; 28 apart it stays open.
        func pair(gap: CGFloat) -> PixelBuffer {
            render(ZStack {
                Color.black
                GlassEffectContainer(spacing: 20) {
                    HStack(spacing: gap) {
                        Color.clear.frame(width: 30, height: 30).glassEffect(.regular, in: Ellipse())
                        Color.clear.frame(width: 30, height: 30).glassEffect(.regular, in: Ellipse())
                    }
                }
            }.frame(width: 120, height: 50))
        }
        #expect(pair(gap: 12)[60, 25].x > 40, "bridged: \(pair(gap: 12)[60, 25])")
        #expect(pair(gap: 28)[60, 25] == SIMD4(0, 0, 0, 255))
    }

    /// The shadow's alpha at a point whose distance to the shape moved up by the offset is `d`.
    static func shadowAlpha(_ d: Double, opacity: Double) -> Double {
        opacity * 0.5 * erfc(d / (Glass.shadowRadius * 2.0.squareRoot()))
    }

    @Test(arguments: [false, true])
    func glassCastsASoftShadowDown(dark: Bool) {
        // A 100 × 40 glass rectangle at (50, 30) over white (dark: over mid grey).
        let ground: Color = dark ? Color(white: 0.5) : .white
        let image = render(ZStack { ground; Color.clear.frame(width: 100, height: 40).glassEffect(.regular, in: Rectangle()) }
            .frame(width: 200, height: 100), dark: dark)
        let base = Double(image[100, 5].x)   // the ground, far from the glass
        #expect(base == (dark ? 127 : 255) || base == (dark ? 128 : 255))
        let opacity = dark ? Glass.darkShadowOpacity : Glass.shadowOpacity
        // Rows below the bottom edge (y 70) and above the top edge (y 30), at pixel centres.
        for (y, top) in [(70, false), (72, false), (75, false), (26, true), (28, true)] {
            let cy = Double(y) + 0.5
            let d = top ? 30 - (cy - Glass.shadowOffset) : (cy - Glass.shadowOffset) - 70
            let expected = base * (1 - Self.shadowAlpha(d, opacity: opacity))
            #expect(abs(Double(image[100, y].x) - expected) <= 1.5, "row \(y): \(image[100, y].x), expected \(expected)")
        }
        // Cast down: darker 2 points below than 2 points above; gone 20 points away.
        #expect(image[100, 72].x + 3 < image[100, 27].x)
        #expect(Double(image[100, 95].x) == base)
    }

    @Test func glassOverGlassSamplesTheGlassBeneath() {
        // A red-tinted glass panel over white, a clear glass button in its middle: the button
        // shows the red glass under it (iOS: a glass button in a glass toolbar), not the white
        // page beneath both.
        let page = render(ZStack {
            Color.white
            ZStack {
                Color.clear.frame(width: 160, height: 80).glassEffect(.regular.tint(.red), in: .rect(cornerRadius: 20))
                Color.clear.frame(width: 60, height: 40).glassEffect(.clear, in: Capsule())
            }
        }.frame(width: 200, height: 100))
        let alone = render(ZStack { Color.white; Color.clear.frame(width: 60, height: 40).glassEffect(.clear, in: Capsule()) }
            .frame(width: 200, height: 100))
        let panel = SIMD4<Int>(truncatingIfNeeded: page[40, 50]), button = SIMD4<Int>(truncatingIfNeeded: page[100, 50])
        let lone = SIMD4<Int>(truncatingIfNeeded: alone[100, 50])
        #expect(panel.x > panel.y + 80, "the panel is red: \(panel)")
        #expect(button.x > button.y + 60, "the button samples the red glass beneath: \(button)")
        #expect(lone.x < lone.y + 5, "alone the button is not red: \(lone)")
    }
}
