import Foundation
import Testing
import FlipbookRaster
@testable import Flipbook
@testable import FlipbookCore

/// One rendered check per drawing modifier, against values derived by hand.
@Suite @MainActor struct ModifierRenderingTests {
    func render<V: View>(_ view: V, scale: CGFloat = 1) -> PixelBuffer {
        let r = ImageRenderer(content: view)
        r.scale = scale
        return r.pixelBuffer
    }

    @Test func strokeBorderStaysInsideWhileStrokeStraddlesThePath() {
        let border = render(Rectangle().strokeBorder(Color.black, lineWidth: 4).frame(width: 20, height: 20))
        #expect(border[0, 10].w == 255 && border[3, 10].w == 255 && border[4, 10].w == 0)
        let centred = render(Rectangle().stroke(Color.black, lineWidth: 4).frame(width: 20, height: 20).padding(4))
        // The 20×20 frame starts at 4: the stroke covers 2 on each side of x = 4.
        #expect(centred[2, 14].w == 255 && centred[5, 14].w == 255 && centred[6, 14].w == 0 && centred[1, 14].w == 0)
        let dashed = render(Rectangle().stroke(Color.black, style: StrokeStyle(lineWidth: 2, dash: [4, 4])).frame(width: 40, height: 20).padding(2))
        #expect(dashed[4, 2].w == 255 && dashed[8, 2].w == 0, "dash on 0…4, gap on 4…8 along the top edge")
    }

    @Test func scaleAndRotationEffectsActAboutTheAnchor() {
        let scaled = render(Color.black.frame(width: 20, height: 20).scaleEffect(0.5).frame(width: 20, height: 20))
        #expect(scaled[10, 10].w == 255 && scaled[4, 10].w == 0 && scaled[5, 10].w == 255 && scaled[15, 10].w == 0)
        let corner = render(Color.black.frame(width: 20, height: 20).scaleEffect(0.5, anchor: .topLeading))
        #expect(corner[2, 2].w == 255 && corner[12, 12].w == 0)
        // 90° clockwise about the top-leading corner moves the bar from +x to +y (off the canvas left).
        let rotated = render(ZStack(alignment: .topLeading) {
            Color.clear.frame(width: 30, height: 30)
            Color.black.frame(width: 20, height: 4).rotationEffect(.degrees(90), anchor: .topLeading).offset(x: 10)
        })
        #expect(rotated[8, 15].w == 255 && rotated[15, 2].w == 0)
    }

    @Test func blurSpreadsAnEdgeSymmetrically() {
        // Tall enough (60 pt, σ = 3) that the middle row feels only the vertical edge at x = 20.
        let img = render(HStack(spacing: 0) { Color.black; Color.clear }.frame(width: 40, height: 60).blur(radius: 3))
        // Across the edge the alpha is point-symmetric about 50%: a(19) + a(20) = 255.
        #expect(abs(Int(img[19, 30].w) + Int(img[20, 30].w) - 255) <= 2)
        #expect(img[10, 30].w > 250 && img[30, 30].w < 5)
        // Near the top the content fades too: nothing above it is opaque.
        #expect(img[10, 0].w < 200)
    }

    @Test func maskKeepsContentWhereTheMaskIsOpaque() {
        let img = render(Color.red.frame(width: 20, height: 10).mask { HStack(spacing: 0) { Color.black; Color.clear } })
        #expect(img[5, 5] == SIMD4(0xFF, 0x3B, 0x30, 255) && img[15, 5] == .zero)
    }

    @Test func colourEffectsChangeColoursByTheirMatrices() {
        let grey = Color(red: 0.5, green: 0.5, blue: 0.5)
        #expect(render(grey.frame(width: 2, height: 2).brightness(0.2))[0, 0].x == 179)  // 0.5 + 0.2 → 178.5 → 179
        #expect(render(Color.white.frame(width: 2, height: 2).colorInvert())[0, 0] == SIMD4(0, 0, 0, 255))
        let desaturated = render(Color(red: 1, green: 0, blue: 0).frame(width: 2, height: 2).saturation(0))[0, 0]
        #expect(desaturated.x == desaturated.y && desaturated.y == desaturated.z && abs(Int(desaturated.x) - 54) <= 1)
        let mul = render(Color.white.frame(width: 2, height: 2).colorMultiply(Color(red: 1, green: 0.5, blue: 0)))[0, 0]
        #expect(mul.x == 255 && abs(Int(mul.y) - 128) <= 1 && mul.z == 0)
    }

    @Test func gradientFillsMapUnitPointsIntoTheShapeBounds() {
        let img = render(Rectangle().fill(LinearGradient(gradient: Gradient(colors: [.black, .white]).colorSpace(.device),
                                                         startPoint: .leading, endPoint: .trailing))
            .frame(width: 101, height: 4))
        // Pixel centres at x + 0.5 along 0…101: the middle pixel is half way.
        #expect(abs(Int(img[50, 2].x) - 128) <= 2)
        #expect(img[0, 2].x < 4 && img[100, 2].x > 251)
    }

    struct Triangle: Shape {
        func path(in rect: CGRect) -> Path {
            Path { p in
                p.move(to: CGPoint(x: rect.midX, y: rect.minY))
                p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                p.closeSubpath()
            }
        }
    }

    @Test func userShapesDrawTheirPathsAndTakeTheForegroundStyle() {
        let img = render(Triangle().frame(width: 20, height: 20).foregroundColor(.green))
        #expect(img[10, 18] == SIMD4(0x34, 0xC7, 0x59, 255))
        #expect(img[2, 2] == .zero)
    }

    /// The seeds' FlipEffect, verbatim but for the binding (a constant here).
    struct FlipEffect: GeometryEffect {
        var animatableData: Double {
            get { angle }
            set { angle = newValue }
        }
        @Binding var flipped: Bool
        var angle: Double
        let axis: (x: CGFloat, y: CGFloat)

        func effectValue(size: CGSize) -> ProjectionTransform {
            let a = CGFloat(Angle(degrees: angle).radians)
            var transform3d = CATransform3DIdentity
            transform3d.m34 = -1 / max(size.width, size.height)
            transform3d = CATransform3DRotate(transform3d, a, axis.x, axis.y, 0)
            transform3d = CATransform3DTranslate(transform3d, -size.width / 2.0, -size.height / 2.0, 0)
            let affineTransform = ProjectionTransform(CGAffineTransform(translationX: size.width / 2.0, y: size.height / 2.0))
            return ProjectionTransform(transform3d).concatenating(affineTransform)
        }
    }

    @Test func geometryEffectMatchesRotation3DEffect() {
        let viaEffect = render(Color.black.frame(width: 60, height: 40)
            .modifier(FlipEffect(flipped: .constant(false), angle: 50, axis: (x: 0, y: 1))))
        let viaModifier = render(Color.black.frame(width: 60, height: 40).rotation3DEffect(.degrees(50), axis: (x: 0, y: 1, z: 0)))
        #expect(viaEffect == viaModifier)
        #expect(viaEffect[30, 20].w == 255 && viaEffect[1, 20].w != viaEffect[58, 20].w)
    }

    @Test func cornerRadiusClipsWithCircularCorners() {
        let img = render(Color.black.frame(width: 20, height: 20).cornerRadius(8))
        #expect(img[0, 0].w == 0 && img[10, 10].w == 255 && img[8, 0].w == 255)
    }
}
