import Foundation
import Testing
import FlipbookRaster
@testable import Flipbook
@testable import FlipbookCore

/// Issue 15, item 9: HSB colours, luminanceToAlpha, Angle arithmetic, new shape styles,
/// optional gestures, PNG as Data.
@Suite @MainActor struct SmallGapsTests {
    /// HSV → RGB written independently of Flipbook's: the max/min/chroma form
    /// (C = V·S, X = C·(1 − |H′ mod 2 − 1|), m = V − C).
    static func reference(_ h: Double, _ s: Double, _ v: Double) -> (Double, Double, Double) {
        let c = v * s
        let hp = (h * 360).truncatingRemainder(dividingBy: 360) / 60
        let x = c * (1 - abs(hp.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double)
        switch hp {
        case ..<1: (r, g, b) = (c, x, 0)
        case ..<2: (r, g, b) = (x, c, 0)
        case ..<3: (r, g, b) = (0, c, x)
        case ..<4: (r, g, b) = (0, x, c)
        case ..<5: (r, g, b) = (x, 0, c)
        default: (r, g, b) = (c, 0, x)
        }
        let m = v - c
        return (r + m, g + m, b + m)
    }

    @Test func hsbMatchesTheFormula() {
        let cases: [(Double, Double, Double)] = [(0, 1, 1), (1.0 / 3, 1, 1), (2.0 / 3, 1, 1), (0.1, 0.5, 0.8), (0.45, 0.3, 0.6),
                                                 (0.62, 0.9, 0.4), (0.83, 0.7, 0.95), (0.99, 0.2, 0.5), (0.5, 0, 0.7), (0.25, 1, 0)]
        for hsb in cases {
            let c = Color(hue: hsb.0, saturation: hsb.1, brightness: hsb.2, opacity: 0.5).resolve(in: .light)
            let (r, g, b) = Self.reference(hsb.0, hsb.1, hsb.2)
            #expect(abs(Double(c.red) - r) < 1e-5, "\(hsb)")
            #expect(abs(Double(c.green) - g) < 1e-5, "\(hsb)")
            #expect(abs(Double(c.blue) - b) < 1e-5, "\(hsb)")
            #expect(c.opacity == 0.5)
        }
    }

    @Test func hsbHueWrapsAndBadValuesAreBlack() {
        #expect(Color(hue: 1.25, saturation: 1, brightness: 1).resolve(in: .light) == Color(hue: 0.25, saturation: 1, brightness: 1).resolve(in: .light))
        #expect(Color(hue: -0.75, saturation: 1, brightness: 1).resolve(in: .light) == Color(hue: 0.25, saturation: 1, brightness: 1).resolve(in: .light))
        let nan = Color(hue: .nan, saturation: 1, brightness: 1).resolve(in: .light)
        #expect(nan.red == 0 && nan.green == 0 && nan.blue == 0)
    }

    /// The pixel (premultiplied RGBA8) at the middle of a rendered view.
    static func centre<V: View>(_ view: V) -> SIMD4<UInt8> {
        let p = ImageRenderer(content: view).pixelBuffer
        return p[p.width / 2, p.height / 2]
    }

    @Test func luminanceToAlphaIsBlackAsOpaqueAsTheColourIsLight() {
        // Straight sRGB in, alpha = 0.2125 R + 0.7154 G + 0.0721 B (SVG's weights), colour black.
        let cases: [(Color, Double)] = [(.white, 1), (.black, 0), (Color(red: 1, green: 0, blue: 0), 0.2125),
                                        (Color(red: 0, green: 1, blue: 0), 0.7154), (Color(red: 0, green: 0, blue: 1), 0.0721),
                                        (Color(white: 0.5), 0.5)]
        for (color, alpha) in cases {
            let px = Self.centre(color.frame(width: 4, height: 4).luminanceToAlpha())
            #expect(px.x == 0 && px.y == 0 && px.z == 0, "black, premultiplied")
            #expect(abs(Int(px.w) - Int((alpha * 255).rounded())) <= 1, "alpha of \(color): \(px.w)")
        }
        // As a mask over red: white keeps red, black removes it.
        let masked = Self.centre(Color.red.frame(width: 4, height: 4).mask { Color(white: 0.5).luminanceToAlpha() })
        #expect(abs(Int(masked.w) - 128) <= 1)
    }

    @Test func angleArithmetic() {
        var a = Angle.degrees(30)
        a += .degrees(60)
        #expect(abs(a.degrees - 90) < 1e-9)
        a -= .degrees(45)
        #expect(abs(a.degrees - 45) < 1e-9)
        a *= 2
        #expect(abs(a.degrees - 90) < 1e-9)
        a /= 3
        #expect(abs(a.degrees - 30) < 1e-9)
        #expect(abs((-a).degrees + 30) < 1e-9)
        #expect(abs((a * 2 - .degrees(10)).degrees - 50) < 1e-9)
        #expect(Angle.degrees(10) < .degrees(20))
        #expect(Angle.radians(.pi) == .degrees(180))
    }

    @Test func backgroundSelectionAndQuinaryStyles() {
        #expect(Self.centre(Rectangle().fill(.background).frame(width: 4, height: 4)) == SIMD4(255, 255, 255, 255))
        #expect(Self.centre(Rectangle().fill(.background).frame(width: 4, height: 4).environment(\.colorScheme, .dark)) == SIMD4(0, 0, 0, 255))
        #expect(Self.centre(Rectangle().fill(.selection).frame(width: 4, height: 4).tint(.red)) == SIMD4(255, 59, 48, 255))
        // quinary: 10% of the primary (black) in light appearance.
        let q = Self.centre(Rectangle().fill(.quinary).frame(width: 4, height: 4))
        #expect(q == SIMD4(0, 0, 0, 26))
    }

    @Test func monospacedDigitFontExists() {
        // Tabular digits: "1111" and "8888" are the same width.
        let ones = ViewLayout.layoutFitting(Text("1111").font(.body.monospacedDigit())).frame.width
        let eights = ViewLayout.layoutFitting(Text("8888").font(.body.monospacedDigit())).frame.width
        #expect(abs(ones - eights) < 0.01)
    }

    @Test func anOptionalGestureRecognisesWhenPresentOnly() {
        final class Box { var taps = 0 }
        let box = Box()
        struct Probe: View {
            let enabled: Bool
            let box: Box
            var body: some View {
                Color.red.frame(width: 20, height: 20)
                    .gesture(enabled ? TapGesture().onEnded { box.taps += 1 } : nil)
            }
        }
        let on = ViewHost(Probe(enabled: true, box: box), proposedSize: ProposedViewSize(width: 20, height: 20))
        _ = on.tap(at: CGPoint(x: 10, y: 10))
        #expect(box.taps == 1)
        let off = ViewHost(Probe(enabled: false, box: box), proposedSize: ProposedViewSize(width: 20, height: 20))
        _ = off.tap(at: CGPoint(x: 10, y: 10))
        #expect(box.taps == 1)
    }

    @Test func pngFileDataIsTheSameBytesAsPNGData() throws {
        let r = ImageRenderer(content: Color.blue.frame(width: 3, height: 2))
        let data = try r.pngFileData()
        #expect(Array(data) == (try r.pngData()))
        #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    }
}
