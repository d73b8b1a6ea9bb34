import Foundation
import Testing
import FlipbookPNG
import FlipbookRaster
@testable import Flipbook
@testable import FlipbookCore

/// Pixels for zIndex, trim, shape transforms, ShapeStyle backgrounds, gradient views, hidden
/// and Path views; expected values worked out by hand from geometry and colours.
@Suite @MainActor struct LayoutModifierRenderingTests {
    func render<V: View>(_ view: V, scale: CGFloat = 1, name: String? = nil) -> PixelBuffer {
        let r = ImageRenderer(content: view)
        r.scale = scale
        let img = r.pixelBuffer
        if let name, let dir = ProcessInfo.processInfo.environment["FLIPBOOK_DUMP_DIR"] {
            try? PNGCodec.write(img, to: dir + "/\(name).png")
        }
        return img
    }

    let red = SIMD4<UInt8>(0xFF, 0x3B, 0x30, 255)
    let blue = SIMD4<UInt8>(0x00, 0x7A, 0xFF, 255)
    let green = SIMD4<UInt8>(0x34, 0xC7, 0x59, 255)

    @Test func higherZIndexDrawsOnTopEvenWhenDeclaredFirst() {
        let square = { (c: Color) in c.frame(width: 20, height: 20) }
        #expect(render(ZStack { square(.red).zIndex(1); square(.blue) })[10, 10] == red)
        #expect(render(ZStack { square(.red); square(.blue) })[10, 10] == blue, "declaration order without zIndex")
        // Equal zIndex keeps declaration order: green (0) first, then red and blue (1) in order.
        #expect(render(ZStack { square(.red).zIndex(1); square(.blue).zIndex(1); square(.green) })[10, 10] == blue)
        // Red overlaps blue's left half (offset 10 in an HStack); zIndex set before or after the offset.
        let before = render(HStack(spacing: 0) { square(.red).zIndex(1).offset(x: 10); square(.blue) })
        let after = render(HStack(spacing: 0) { square(.red).offset(x: 10).zIndex(1); square(.blue) })
        let plain = render(HStack(spacing: 0) { square(.red).offset(x: 10); square(.blue) })
        #expect(before[25, 10] == red && after[25, 10] == red && plain[25, 10] == blue)
        #expect(before[35, 10] == blue)
        // Several overlay views form a ZStack in which zIndex applies too.
        let overlay = render(Color.clear.frame(width: 20, height: 20).overlay { square(.red).zIndex(2); square(.blue) })
        #expect(overlay[10, 10] == red)
    }

    @Test func trimmedCircleStrokesOnlyTheLowerHalf() {
        // r = 20 about (24, 24); trim 0…½ runs from the right through the bottom to the left.
        let img = render(Circle().trim(from: 0, to: 0.5).stroke(Color.black, lineWidth: 4).frame(width: 40, height: 40).padding(4),
                         name: "trim-half")
        #expect(img[24, 44].w == 255, "bottom of the ring")
        #expect(img[38, 38].w == 255 && img[9, 38].w == 255, "lower diagonals")
        #expect(img[24, 4].w == 0 && img[38, 9].w == 0 && img[9, 9].w == 0, "the upper half is not drawn")
        var upper = 0
        for y in 0..<23 { for x in 0..<img.width { upper += Int(img[x, y].w) } }
        #expect(upper == 0, "butt caps end on the horizontal diameter")
        let quarter = render(Circle().trim(from: 0.25, to: 0.5).stroke(Color.black, lineWidth: 4).frame(width: 40, height: 40).padding(4))
        #expect(quarter[9, 38].w == 255 && quarter[38, 38].w == 0, "¼…½ is the lower-left quarter only")
    }

    @Test func shapeOffsetRotationAndScaleMoveThePath() {
        let moved = render(Rectangle().offset(x: 10, y: 5).fill(Color.black).frame(width: 20, height: 20).padding(10))
        #expect(moved[12, 12].w == 0 && moved[22, 17].w == 255 && moved[38, 33].w == 255 && moved[39, 36].w == 0)
        // 90° about the centre turns a 20×4 bar across the middle into a 4×20 one.
        let turned = render(Rectangle().inset(by: 0).scale(x: 1, y: 0.2).rotation(.degrees(90)).fill(Color.black).frame(width: 20, height: 20))
        #expect(turned[10, 2].w == 255 && turned[2, 10].w == 0 && turned[10, 17].w == 255)
        // Half size about the top-leading corner.
        let scaled = render(Rectangle().scale(0.5, anchor: .topLeading).fill(Color.black).frame(width: 20, height: 20))
        #expect(scaled[2, 2].w == 255 && scaled[9, 9].w == 255 && scaled[11, 11].w == 0)
        // strokeBorder still works through an InsettableShape wrapper.
        let ring = render(Circle().offset(x: 0, y: 0).strokeBorder(Color.black, lineWidth: 2).frame(width: 20, height: 20))
        #expect(ring[10, 0].w > 200 && ring[10, 10].w == 0)
    }

    @Test func pathViewStrokesInItsOwnCoordinates() {
        // The path is in the view's local space: 6 pt of padding moves it with the frame.
        let line = Path { p in
            p.move(to: CGPoint(x: 2, y: 10))
            p.addLine(to: CGPoint(x: 38, y: 10))
        }
        let img = render(line.stroke(Color.black, lineWidth: 4).frame(width: 40, height: 20).padding(6))
        #expect(img[26, 14].w == 255 && img[26, 17].w == 255 && img[26, 18].w == 0 && img[26, 13].w == 0)
        #expect(img[7, 16].w == 0 && img[8, 16].w == 255 && img[43, 16].w == 255 && img[44, 16].w == 0, "butt caps at x = 2 and 38")
    }

    @Test func shapeStyleBackgroundsAndOverlays() {
        let filled = render(Color.clear.frame(width: 10, height: 10).background(.blue))
        #expect(filled[0, 0] == blue && filled[9, 9] == blue)
        // A 40×20 capsule: the corners stay empty, the middle and the round ends are red.
        let capsule = render(Color.clear.frame(width: 40, height: 20).background(.red, in: Capsule()), name: "background-capsule")
        #expect(capsule[20, 10] == red && capsule[2, 10] == red && capsule[37, 10] == red)
        #expect(capsule[0, 0].w == 0 && capsule[39, 19].w == 0 && capsule[1, 1].w == 0)
        // Overlay in a circle over a blue square: red inside, blue in the corners.
        let over = render(Color.blue.frame(width: 20, height: 20).overlay(.red, in: Circle()))
        #expect(over[10, 10] == red && over[0, 0] == blue)
        let tinted = render(Color.black.frame(width: 4, height: 4).overlay(.white.opacity(0.5)))
        #expect(abs(Int(tinted[2, 2].x) - 128) <= 1 && tinted[2, 2].w == 255)
    }

    @Test func borderStrokesInsideTheBoundsAndSafeAreaIsANoOp() {
        let img = render(Color.white.frame(width: 20, height: 10).border(Color.black, width: 2).ignoresSafeArea())
        #expect(img.width == 20 && img.height == 10)
        #expect(img[0, 5] == SIMD4(0, 0, 0, 255) && img[1, 5] == SIMD4(0, 0, 0, 255) && img[2, 5] == SIMD4(255, 255, 255, 255))
        #expect(img[10, 9] == SIMD4(0, 0, 0, 255) && img[10, 7] == SIMD4(255, 255, 255, 255))
    }

    @Test func gradientsAreViewsThatFillTheirFrame() {
        // Black → white across 101 pt, mixed in gamma-encoded sRGB (named, so the value is
        // simply 255 t): pixel x samples t = (x + ½) / 101.
        let linear = render(LinearGradient(gradient: Gradient(colors: [.black, .white]).colorSpace(.device), startPoint: .leading, endPoint: .trailing)
            .frame(width: 101, height: 4), name: "linear-view")
        #expect(linear.width == 101 && linear.height == 4)
        #expect(abs(Int(linear[50, 2].x) - 128) <= 2 && linear[50, 2].w == 255)
        #expect(Int(linear[0, 2].x) <= 3 && Int(linear[100, 2].x) >= 252)
        // Radial from the centre to 50 pt: pixel (95, 50) is 45.5 pt out → 0.91 → 232.
        let radial = render(RadialGradient(gradient: Gradient(colors: [.black, .white]).colorSpace(.device), center: .center, startRadius: 0, endRadius: 50)
            .frame(width: 100, height: 100))
        #expect(Int(radial[50, 50].x) <= 4 && abs(Int(radial[95, 50].x) - 232) <= 3)
        // Angular from +x clockwise: straight below the centre is a quarter turn → 64.
        let angular = render(AngularGradient(gradient: Gradient(colors: [.black, .white]).colorSpace(.device), center: .center)
            .frame(width: 100, height: 100))
        #expect(abs(Int(angular[50, 90].x) - 63) <= 4 && abs(Int(angular[10, 50].x) - 128) <= 4)
        // Unnamed, the stops mix in OKLab (iOS 18's default): a grey's L is ∛Y, so row 50
        // (t = 0.505) is sRGB(0.505³) ≈ 100.5, not 129.
        let gradient = LinearGradient(colors: [.black, .white], startPoint: .top, endPoint: .bottom)
        let asView = render(Color.clear.frame(width: 4, height: 100).background(gradient))
        let asStyle = render(Color.clear.frame(width: 4, height: 100).background(gradient, in: Rectangle()))
        // A gradient is both a view and a style: either background form draws the same pixels.
        #expect(asView.bytes == asStyle.bytes && abs(Int(asView[2, 50].x) - 100) <= 2, "\(asView[2, 50])")
        // Unspecified proposal: 10×10, like Color.
        #expect(ImageRenderer(content: LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)).layout().frame.size
                == CGSize(width: 10, height: 10))
    }

    @Test func hiddenDrawsNothingButKeepsItsSpace() {
        let img = render(HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).hidden()
            Color.blue.frame(width: 10, height: 10)
        })
        #expect(img.width == 20 && img[5, 5] == .zero && img[15, 5] == blue)
        #expect(ImageRenderer(content: Color.red.frame(width: 10, height: 10).hidden()).displayList.items.isEmpty)
    }

    @Test func geometryReaderContentDrawsAtTheReadersCorner() {
        let img = render(GeometryReader { p in
            Color.red.frame(width: p.size.width / 2, height: p.size.height / 4)
        }.frame(width: 40, height: 40).padding(10))
        #expect(img[10, 10] == red && img[29, 19] == red && img[30, 15].w == 0 && img[15, 20].w == 0)
    }
}
