import Foundation
import Testing
import FlipbookPNG
import FlipbookRaster
@testable import Flipbook
@testable import FlipbookCore

/// Views rendered to pixels; expected values derived by hand from the colours and geometry.
@Suite @MainActor struct RenderingTests {
    func render<V: View>(_ view: V, scale: CGFloat = 1, scheme: ColorScheme = .light) -> PixelBuffer {
        let r = ImageRenderer(content: view)
        r.scale = scale
        r.colorScheme = scheme
        return r.pixelBuffer
    }

    @Test func colourFillsItsFrameAtTheScale() {
        let img = render(Color.red.frame(width: 10, height: 5), scale: 2)
        #expect(img.width == 20 && img.height == 10)
        #expect(img[0, 0] == SIMD4(0xFF, 0x3B, 0x30, 255) && img[19, 9] == SIMD4(0xFF, 0x3B, 0x30, 255))
        #expect(render(Color.blue.frame(width: 1, height: 1), scheme: .dark)[0, 0] == SIMD4(0x0A, 0x84, 0xFF, 255))
    }

    @Test func circleIsCentredInAWideFrameAndPaddingBackgroundSurroundIt() {
        let img = render(Circle().fill(Color.black).frame(width: 40, height: 20).padding(5).background(Color.white))
        #expect(img.width == 50 && img.height == 30)
        #expect(img[25, 15] == SIMD4(0, 0, 0, 255), "centre")
        #expect(img[10, 15] == SIMD4(255, 255, 255, 255), "left of the 20-pt circle")
        #expect(img[2, 2] == SIMD4(255, 255, 255, 255), "padding shows the background")
    }

    @Test func opacityOnAContainerAppliesPerLeafUnlessGrouped() {
        func scene(grouped: Bool) -> some View {
            let stack = ZStack(alignment: .topLeading) {
                Color.black.frame(width: 20, height: 10)
                Color.black.frame(width: 20, height: 10).offset(x: 10)
            }.frame(width: 30, height: 10, alignment: .topLeading)
            return Group {
                if grouped { stack.compositingGroup().opacity(0.5) } else { stack.opacity(0.5) }
            }
        }
        let perLeaf = render(scene(grouped: false)), group = render(scene(grouped: true))
        // Per leaf: the overlap is covered twice, 1 − 0.5² = 75% alpha; grouped: 50% everywhere.
        #expect(abs(Int(perLeaf[15, 5].w) - 191) <= 1 && abs(Int(perLeaf[5, 5].w) - 128) <= 1)
        #expect(abs(Int(group[15, 5].w) - 128) <= 1 && group[5, 5] == group[15, 5])
    }

    @Test func shadowOnAContainerShadowsEachLeafUnlessGrouped() {
        func scene(grouped: Bool) -> some View {
            let stack = ZStack {
                Color.white.frame(width: 40, height: 40)
                Color.white.frame(width: 10, height: 10)
            }
            return Group {
                if grouped {
                    stack.compositingGroup().shadow(color: .black, radius: 0, x: 5, y: 5)
                } else {
                    stack.shadow(color: .black, radius: 0, x: 5, y: 5)
                }
            }.padding(10).background(Color.white)
        }
        // The small square's own shadow falls on the big one only without a group.
        let perLeaf = render(scene(grouped: false)), group = render(scene(grouped: true))
        #expect(perLeaf[10 + 20 + 6, 10 + 20 + 6] == SIMD4(0, 0, 0, 255))
        #expect(group[10 + 20 + 6, 10 + 20 + 6] == SIMD4(255, 255, 255, 255))
        #expect(group[10 + 42, 10 + 42] == SIMD4(0, 0, 0, 255), "the group's outline still casts a shadow")
    }

    @Test func clipShapeAndCornerStylesCutCorners() {
        let clipped = render(Color.red.frame(width: 40, height: 40).clipShape(Circle()))
        #expect(clipped[1, 1] == .zero && clipped[20, 20] == SIMD4(0xFF, 0x3B, 0x30, 255))
        let circular = render(RoundedRectangle(cornerRadius: 12, style: .circular).frame(width: 40, height: 40))
        let continuous = render(RoundedRectangle(cornerRadius: 12, style: .continuous).frame(width: 40, height: 40))
        // Continuous corners start further from the corner (1.53 r) and hug it less tightly there.
        #expect(circular[12, 0].w == 255 && continuous[12, 0].w < 255)
        #expect(circular[20, 20] == SIMD4(0, 0, 0, 255), "primary is black in light mode")
    }

    @Test func rotation3DEffectForeshortensAboutTheCentre() {
        let view = Color.black.frame(width: 100, height: 50).rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0))
        let img = render(view)
        if let dir = ProcessInfo.processInfo.environment["FLIPBOOK_DUMP_DIR"] {
            try? PNGCodec.write(img, to: dir + "/rot3d.png")
        }
        // About the centre, x = ±50 turns to ±25 at depth ∓43.3; with m34 = −1/100 (perspective 1,
        // SwiftUI's default) w = 1 ∓ 0.433, so the near edge lands at 50 − 44.1 ≈ 5.9 and the far
        // edge at 50 + 17.4 ≈ 67.4.
        #expect(img[50, 25].w == 255)
        #expect(img[4, 25].w == 0 && img[8, 25].w == 255)
        #expect(img[66, 25].w == 255 && img[69, 25].w == 0)
        var tops: [Int] = []
        for x in [30, 70] { tops.append((0..<50).first { img[x, $0].w > 127 } ?? 50) }
        #expect(tops[0] != tops[1], "the near side is taller")
    }

    @Test func blendModeMultipliesWithWhatIsBeneath() {
        let view = ZStack {
            Color(red: 0.5, green: 0.5, blue: 0.5)
            Color(red: 1, green: 0.5, blue: 0).blendMode(.multiply)
        }.frame(width: 4, height: 4)
        let p = render(view)[2, 2]
        #expect(abs(Int(p.x) - 128) <= 1 && abs(Int(p.y) - 64) <= 1 && p.z == 0)
    }

    @Test func displayListIsInspectable() {
        let r = ImageRenderer(content: Rectangle().fill(Color.red).frame(width: 10, height: 20).padding(5).opacity(0.5))
        let list = r.displayList
        guard case .effect(.opacity(let o), let inner) = list.items.first, case .shape(let s) = inner.first else {
            Issue.record("unexpected display list \(list)")
            return
        }
        #expect(o == 0.5)
        #expect(s.path.bounds == Rect(x: 5, y: 5, width: 10, height: 20))
    }

    @Test func renderingIsDeterministicAndMakesPNGs() throws {
        let view = Circle().fill(RadialGradient(colors: [.white, .blue], center: .center, startRadius: 0, endRadius: 30))
            .frame(width: 60, height: 60).shadow(radius: 3)
        let a = try ImageRenderer(content: view).pngData(), b = try ImageRenderer(content: view).pngData()
        #expect(a == b)
        let decoded = try PNGCodec.decode(a)
        #expect(decoded.width == 60)
    }
}
