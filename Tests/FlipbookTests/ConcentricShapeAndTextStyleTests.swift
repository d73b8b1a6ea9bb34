import Foundation
import Testing
import FlipbookRaster
@testable import Flipbook
@testable import FlipbookCore

/// Issue #25 (visual4): concentric shapes and container shapes, `ShapeView` layering, small
/// capitals, line height, glass unions, gradient symbols and the text/shape APIs that have no
/// pixels of their own. Expected values are derived from the geometry, not from the engine.
@Suite @MainActor struct ConcentricShapeAndTextStyleTests {
    func render<V: View>(_ view: V, scale: CGFloat = 1) -> PixelBuffer {
        let r = ImageRenderer(content: view)
        r.scale = scale
        return r.pixelBuffer
    }

    func isWhite(_ p: SIMD4<UInt8>) -> Bool { p.x > 250 && p.y > 250 && p.z > 250 }
    func isBlack(_ p: SIMD4<UInt8>) -> Bool { p.x < 5 && p.y < 5 && p.z < 5 }

    /// A 100-pt square container with 30-pt corners holding a shape inset by 10 pt.
    func container<S: Shape>(_ shape: S, inset: CGFloat = 10) -> PixelBuffer {
        render(ZStack { Color.white; shape.fill(.black).padding(inset) }
            .frame(width: 100, height: 100)
            .containerShape(RoundedRectangle(cornerRadius: 30)))
    }

    @Test func concentricRectangleTakesTheContainerRadiusLessTheInset() {
        // Concentric: 30 − 10 = 20-pt continuous corners. At 3 pt in from the inner rect's
        // corner a 20-pt corner is clear (the curve is ~9 pt from the corner along the diagonal),
        // while the middle of the top edge is filled.
        let concentric = container(ConcentricRectangle())
        #expect(isWhite(concentric[13, 13]), "inside the bounding box but outside the rounded corner")
        #expect(isBlack(concentric[50, 11]), "the top edge is filled")
        #expect(isBlack(concentric[18, 18]), "well inside a 20-pt corner")
        // ContainerRelativeShape is the container's shape at this inset: the same pixels.
        #expect(container(ContainerRelativeShape()) == concentric)
        // The same rectangle drawn directly with 20-pt corners.
        #expect(concentric == render(ZStack { Color.white; RoundedRectangle(cornerRadius: 20).fill(.black).padding(10) }.frame(width: 100, height: 100)))
        // A fixed corner ignores the container; a minimum above the concentric radius wins.
        #expect(container(ConcentricRectangle(corners: .fixed(4))) ==
                render(ZStack { Color.white; RoundedRectangle(cornerRadius: 4).fill(.black).padding(10) }.frame(width: 100, height: 100)))
        #expect(container(ConcentricRectangle(corners: .concentric(minimum: .fixed(26)))) ==
                render(ZStack { Color.white; RoundedRectangle(cornerRadius: 26).fill(.black).padding(10) }.frame(width: 100, height: 100)))
        // Deeper than the container's radius: square corners.
        let deep = container(ConcentricRectangle(), inset: 35)
        #expect(isBlack(deep[36, 36]), "a 35-pt inset from 30-pt corners is square")
    }

    @Test func concentricCornersFollowTheirOwnInsets() {
        // Inset 10 pt from the leading edge and 20 pt from the top: each corner's distance is
        // the larger inset, so the top corners are 30 − 20 = 10 pt and, with 10 pt to the
        // bottom, the bottom-leading one is 30 − 10 = 20 pt.
        let view = ZStack { Color.white; ConcentricRectangle().fill(.black).padding(EdgeInsets(top: 20, leading: 10, bottom: 10, trailing: 10)) }
            .frame(width: 100, height: 100).containerShape(RoundedRectangle(cornerRadius: 30))
        let expected = ZStack {
            Color.white
            UnevenRoundedRectangle(topLeadingRadius: 10, bottomLeadingRadius: 20, bottomTrailingRadius: 20, topTrailingRadius: 10)
                .fill(.black).padding(EdgeInsets(top: 20, leading: 10, bottom: 10, trailing: 10))
        }.frame(width: 100, height: 100)
        #expect(render(view) == render(expected))
        // Uniform: every corner takes the largest (20 pt).
        let uniform = ZStack { Color.white; ConcentricRectangle(corners: .concentric, isUniform: true).fill(.black)
            .padding(EdgeInsets(top: 20, leading: 10, bottom: 10, trailing: 10)) }
            .frame(width: 100, height: 100).containerShape(RoundedRectangle(cornerRadius: 30))
        #expect(render(uniform) == render(ZStack { Color.white; RoundedRectangle(cornerRadius: 20).fill(.black)
            .padding(EdgeInsets(top: 20, leading: 10, bottom: 10, trailing: 10)) }.frame(width: 100, height: 100)))
        // No container shape: concentric corners are square, as a Rectangle.
        #expect(render(ConcentricRectangle().fill(.black).frame(width: 40, height: 30)) == render(Rectangle().fill(.black).frame(width: 40, height: 30)))
        #expect(render(ContainerRelativeShape().fill(.black).frame(width: 40, height: 30)) == render(Rectangle().fill(.black).frame(width: 40, height: 30)))
        // A capsule container: radius half the height.
        let inCapsule = render(ZStack { Color.white; ConcentricRectangle().fill(.black).padding(5) }
            .frame(width: 120, height: 60).containerShape(Capsule()))
        #expect(inCapsule == render(ZStack { Color.white; RoundedRectangle(cornerRadius: 25).fill(.black).padding(5) }.frame(width: 120, height: 60)))
    }

    @Test func shapeViewLayersFillsAndStrokes() {
        // A stroke then a fill over it: the fill covers the stroke's inner half.
        let layered: FillShapeView<Circle, Color, _ShapeView<Circle>> = Circle().stroke(.blue, lineWidth: 8).fill(.red)
        let p = render(layered.frame(width: 40, height: 40).padding(5))
        #expect(p[25, 25] == SIMD4(255, 59, 48, 255), "centre: the fill (system red)")
        // The circle's top is at y = 5; the 8-pt stroke spans 1…9, its inner half under the fill.
        #expect(p[25, 3].z > 200 && p[25, 3].x < 60, "outer half of the stroke stays blue, got \(p[25, 3])")
        #expect(p[25, 7] == SIMD4(255, 59, 48, 255), "inner half of the stroke is under the fill")
        // The last fill wins; strokeBorder keeps inside the frame.
        #expect(render(Rectangle().fill(.green).fill(.black).frame(width: 10, height: 10))[5, 5] == SIMD4(0, 0, 0, 255))
        let border: StrokeBorderShapeView<Rectangle, Color, _ShapeView<Rectangle>> = Rectangle().fill(.white).strokeBorder(.black, lineWidth: 2)
        let b = render(border.frame(width: 10, height: 10))
        #expect(b[0, 5] == SIMD4(0, 0, 0, 255) && b[5, 5] == SIMD4(255, 255, 255, 255))
        // Shape statics for the button border and the container-relative shape.
        #expect(render(Color.red.clipShape(.buttonBorder).frame(width: 60, height: 30)) ==
                render(Color.red.clipShape(RoundedRectangle(cornerRadius: 8)).frame(width: 60, height: 30)))
        #expect(render(Color.red.clipShape(ButtonBorderShape.capsule).frame(width: 60, height: 30)) ==
                render(Color.red.clipShape(Capsule()).frame(width: 60, height: 30)))
        #expect(render(Color.red.clipShape(.containerRelative).frame(width: 20, height: 20)) == render(Color.red.frame(width: 20, height: 20)))
        #expect(Circle.role == .fill)
    }

    /// The first row (from the top) with ink darker than mid-grey.
    func inkTop(_ p: PixelBuffer) -> Int? {
        for y in 0..<p.height { for x in 0..<p.width where p[x, y].x < 128 { return y } }
        return nil
    }

    @Test func smallCapsAreCapitalsAtTheXHeight() {
        func text(_ s: String, _ font: Font) -> PixelBuffer {
            render(Text(s).font(font).foregroundStyle(.black).padding(4).background(Color.white))
        }
        let size = Font.system(size: 40)
        let caps = text("HEX", size), xs = text("xxx", size)
        let small = text("hex", size.lowercaseSmallCaps())
        guard let capTop = inkTop(caps), let xTop = inkTop(xs), let smallTop = inkTop(small) else {
            Issue.record("no ink"); return
        }
        #expect(abs(smallTop - xTop) <= 1, "small capitals stand at the x-height: \(smallTop) vs \(xTop)")
        #expect(smallTop - capTop >= 5, "lower than full capitals: \(smallTop) vs \(capTop)")
        // Capitals to small capitals leaves lowercase letters alone and shrinks the capitals.
        #expect(inkTop(text("HEX", size.uppercaseSmallCaps())).map { abs($0 - xTop) <= 1 } == true)
        #expect(text("hex", size.uppercaseSmallCaps()) == text("hex", size))
        // smallCaps() does both.
        #expect(text("Hex", size.smallCaps()) == text("HEX", size.uppercaseSmallCaps()))
        // The string transform: letters become capitals in small runs; ß stays.
        let t = ResolvedText.smallCaps("Straße 9", mode: 1)
        #expect(t?.string == "STRAßE 9")
        #expect(t?.runs == [1..<4, 5..<6])
        #expect(ResolvedText.smallCaps("ABC", mode: 1) == nil)
    }

    @Test func lineHeightSetsTheBaselineToBaselineDistance() {
        let text = Text("A\nB").font(.system(size: 20))
        #expect(render(text.lineHeight(.exact(points: 40))).height == 80)
        #expect(render(text.lineHeight(.multiple(factor: 2))).height == 80)
        #expect(render(text.lineHeight(.leading(increase: 10))).height == 60)
        #expect(render(text.lineHeight(.variable)) == render(text))
        #expect(render(text.lineHeight(nil)) == render(text))
        // The larger line height moves the first baseline down by the difference.
        let natural = render(Text("A").font(.system(size: 20)).foregroundStyle(.black).background(Color.white))
        let tall = render(Text("A").font(.system(size: 20)).foregroundStyle(.black).lineHeight(.exact(points: 44)).background(Color.white))
        if let a = inkTop(natural), let b = inkTop(tall) {
            #expect(b - a == 44 - natural.height, "extra height above the line: \(b - a) vs \(44 - natural.height)")
        } else {
            Issue.record("no ink")
        }
    }

    struct UnionScene: View {
        let joined: Bool
        @Namespace private var ns
        var body: some View {
            ZStack {
                Color.black
                GlassEffectContainer {
                    HStack(spacing: 20) {
                        Color.clear.frame(width: 30, height: 30).glassEffect().glassEffectUnion(id: joined ? "pair" : nil, namespace: ns)
                        Color.clear.frame(width: 30, height: 30).glassEffect().glassEffectUnion(id: joined ? "pair" : nil, namespace: ns)
                    }
                }
            }
            .frame(width: 100, height: 50)
        }
    }

    @Test func glassUnionDrawsOneShapeOverItsMembers() {
        let apart = render(UnionScene(joined: false)), joined = render(UnionScene(joined: true))
        // The gap between the two 30-pt squares (x 35…55 of 100) is black when each glass is
        // on its own, frosted when they are one capsule spanning both.
        #expect(apart[50, 25] == SIMD4(0, 0, 0, 255))
        #expect(joined[50, 25].x > 60, "the union's glass covers the gap, got \(joined[50, 25])")
        // glassEffectID has no pixels of its own.
        struct IDScene: View {
            @Namespace private var ns
            var body: some View {
                ZStack { Color.black; Color.clear.frame(width: 60, height: 30).glassEffect().glassEffectID("a", in: ns) }.frame(width: 80, height: 50)
            }
        }
        #expect(render(IDScene()) == render(ZStack { Color.black; Color.clear.frame(width: 60, height: 30).glassEffect() }.frame(width: 80, height: 50)))
    }

    @Test func gradientSymbolsAreLighterAtTheTop() {
        func symbol(_ mode: SymbolColorRenderingMode?) -> PixelBuffer {
            render(Image(systemName: "square.fill").font(.system(size: 60)).foregroundStyle(.blue).symbolColorRenderingMode(mode))
        }
        let flat = symbol(.flat), gradient = symbol(.gradient)
        let mid = flat.width / 2
        #expect(flat == symbol(nil))
        let top = gradient[mid, gradient.height / 4], bottom = gradient[mid, gradient.height * 3 / 4]
        #expect(Int(top.x) > Int(bottom.x) + 10, "top lighter than bottom: \(top) vs \(bottom)")
        #expect(flat[mid, flat.height / 4] == flat[mid, flat.height * 3 / 4])
    }

    @Test func imagePaintTilesTheImage() {
        // A 4×2-pixel tile, left half black and right half white, at scale 1: it repeats every
        // 4 pt from the shape's top-left corner; at scale 2, every 8 pt.
        var tile = PixelBuffer(width: 4, height: 2)
        for y in 0..<2 { for x in 0..<4 { tile[x, y] = x < 2 ? SIMD4(0, 0, 0, 255) : SIMD4(255, 255, 255, 255) } }
        let image = Image(pixels: tile, scale: 1)
        let p = render(Rectangle().fill(ImagePaint(image: image)).frame(width: 16, height: 6))
        for x in [0, 4, 8, 12] { #expect(p[x, 3] == SIMD4(0, 0, 0, 255), "tile start at x = \(x)") }
        for x in [3, 7, 11, 15] { #expect(p[x, 5] == SIMD4(255, 255, 255, 255), "tile end at x = \(x)") }
        let big = render(Rectangle().fill(.image(image, scale: 2)).frame(width: 16, height: 6))
        #expect(big[2, 1] == SIMD4(0, 0, 0, 255) && big[6, 1] == SIMD4(255, 255, 255, 255) && big[9, 1] == SIMD4(0, 0, 0, 255))
        // A source rectangle: only the right (white) half tiles.
        let half = render(Rectangle().fill(ImagePaint(image: image, sourceRect: CGRect(x: 0.5, y: 0, width: 0.5, height: 1))).frame(width: 8, height: 4))
        #expect(half[0, 0] == SIMD4(255, 255, 255, 255) && half[5, 2] == SIMD4(255, 255, 255, 255))
        // A symbol has no pixels to tile: nothing is painted.
        #expect(render(Rectangle().fill(ImagePaint(image: Image(systemName: "star"))).frame(width: 8, height: 8))[4, 4].w == 0)
    }

    @Test func strategiesVariantsAndCornerOffsetsHaveNoPixels() {
        let text = Text("Hello, world").font(.system(size: 17)).frame(width: 80)
        let plain = render(text)
        #expect(render(text.writingDirection(strategy: .layoutBased)) == plain)
        #expect(render(text.multilineTextAlignment(strategy: .writingDirectionBased)) == plain)
        #expect(render(Text("12:00").textVariant(.sizeDependent)) == render(Text("12:00")))
        #expect(render(text.containerCornerOffset(.top, sizeToFit: true)) == plain)
        let variable = Image(systemName: "wifi", variableValue: 0.5).font(.system(size: 30))
        #expect(render(variable.symbolVariableValueMode(.draw)) == render(variable))
    }
}

/// `contentTransition(.numericText())` on the virtual clock.
@Suite @MainActor struct NumericTextTransitionTests {
    final class Model: ObservableObject { @Published var value = 19 }

    struct Counter: View {
        @ObservedObject var model: Model
        let transition: (Int) -> ContentTransition
        var body: some View {
            Text("\(model.value)").font(.system(size: 40).monospacedDigit()).foregroundStyle(.black)
                .contentTransition(transition(model.value))
                .frame(width: 100, height: 120).background(Color.white)
        }
    }

    func inkTop(_ p: PixelBuffer) -> Int? {
        for y in 0..<p.height { for x in 0..<p.width where p[x, y].x < 128 { return y } }
        return nil
    }

    func frames(_ transition: @escaping (Int) -> ContentTransition, to value: Int = 20) async -> [PixelBuffer] {
        let model = Model()
        let seq = FrameSequence(Counter(model: model, transition: transition), fps: 10, length: .duration(1.2),
                                events: [.perform(at: 0) { withAnimation(.linear(duration: 1)) { model.value = value } }])
        do { return try await seq.render().frames } catch { Issue.record("\(error)"); return [] }
    }

    func still(_ value: Int) -> PixelBuffer {
        let model = Model()
        model.value = value
        return ImageRenderer(content: Counter(model: model, transition: { _ in .identity })).pixelBuffer
    }

    @Test func changedDigitsRollUpWhenCountingUp() async {
        let up = await frames { _ in .numericText() }
        guard up.count >= 12 else { Issue.record("frames: \(up.count)"); return }
        let before = still(19), after = still(20)
        // t = 0: the old number, exactly; t ≥ 1: the new one, exactly.
        #expect(Bool(up[0] == before), "t = 0 shows the old number")
        #expect(Bool(up[11] == after), "t ≥ 1 shows the new number")
        // t = 0.2 (linear): the old digits, at 80 % strength, have moved up a fifth of the
        // line height (Inter at 40 pt: ascent + descent = 48.4 pt → 9.7 pt); the new ones are
        // still faint.
        guard let top0 = inkTop(before), let top2 = inkTop(up[2]) else { Issue.record("no ink"); return }
        #expect(abs(Double(top0 - top2) - 9.7) <= 2.5, "moved up \(top0 - top2) px")
        #expect(Bool(up[5] != before && up[5] != after), "mid-roll differs from both ends")
        // Counting down: the old digits move down instead.
        let down = await frames { _ in .numericText(countsDown: true) }
        if down.count > 2, let topDown = inkTop(down[2]) {
            #expect(abs(Double(topDown - top0) - 9.7) <= 2.5, "moved down \(topDown - top0) px")
        }
        // By value: a smaller value counts down.
        let byValue = await frames({ .numericText(value: Double($0)) }, to: 10)
        let byValueDown = await frames({ _ in .numericText(countsDown: true) }, to: 10)
        if byValue.count > 2, byValueDown.count > 2 { #expect(Bool(byValue[2] == byValueDown[2]), "a falling value rolls down") }
        // Without the transition (opacity, the default) the text changes at once here.
        let plain = await frames { _ in .identity }
        if plain.count > 2 { #expect(Bool(plain[2] == after), "identity: the new number at once") }
    }

    @Test func matchingIsFromTheEnd() {
        let c = NumericTextTransition.changed("109", "110")
        #expect(c.a == [1, 2] && c.b == [1, 2])
        let d = NumericTextTransition.changed("99", "100")
        #expect(d.a == [0, 1] && d.b == [0, 1, 2])
    }
}
