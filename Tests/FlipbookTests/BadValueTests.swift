import Foundation
import Testing
import FlipbookRaster
import FlipbookPNG
@testable import Flipbook
@testable import FlipbookCore

// Views for the recursion and feedback cases (file scope: a local type cannot name itself in
// its body's type).

/// A body that contains itself unconditionally.
private struct Forever: View {
    var body: some View {
        VStack {
            Color.red.frame(width: 4, height: 4)
            AnyView(Forever())
        }
    }
}

/// Recursion through a long modifier chain: each level of body costs far more stack than
/// one of `Forever`, so the stack budget, not the depth of 512, stops it.
private struct HeavyForever: View {
    var body: some View {
        AnyView(HeavyForever())
            .padding(1).padding(1).padding(1).padding(1).padding(1).padding(1).padding(1).padding(1)
            .padding(1).padding(1).padding(1).padding(1).padding(1).padding(1).padding(1).padding(1)
            .offset(x: 1).offset(x: 1).offset(x: 1).offset(x: 1).offset(x: 1).offset(x: 1).offset(x: 1)
            .opacity(1).opacity(1).opacity(1).opacity(1).opacity(1).opacity(1).opacity(1).opacity(1)
    }
}

/// A modifier whose body applies itself again.
private struct ForeverModifier: ViewModifier {
    func body(content: Content) -> some View { content.modifier(ForeverModifier()) }
}

/// A body that is itself, directly.
private struct ForeverDirect: View {
    var body: ForeverDirect { ForeverDirect() }
}

/// A GeometryReader that grows its own content every pass: the size it reports changes
/// the state that sets the size.
private struct Feedback: View {
    @State var width: CGFloat = 10
    var body: some View {
        GeometryReader { proxy in
            Color.blue
                .onAppear { width = proxy.size.width + 1 }
                .onChange(of: proxy.size.width) { _, w in width = w + 1 }
        }
        .frame(width: width, height: 10)
    }
}

/// Divides by a size component that is zero for an empty view.
private struct DividingEffect: GeometryEffect {
    var animatableData: CGFloat { get { 0 } set {} }
    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(scaleX: 10 / size.width, y: 0 / size.height))
    }
}

/// Every bad value the Swift API accepts renders something defined or reports a RenderError
/// (issue 17, item 4); see Docs/bad-values.md for the table of defined results.
@Suite @MainActor struct BadValueTests {
    func render<V: View>(_ view: V) -> PixelBuffer { ImageRenderer(content: view).pixelBuffer }
    func size<V: View>(_ view: V, _ proposal: ProposedViewSize = .unspecified) -> CGSize {
        ViewLayout.layoutFitting(view, proposal: proposal).frame.size
    }

    // MARK: frames

    @Test(arguments: [CGFloat.nan, .infinity, -.infinity, -10])
    func anInvalidFixedFrameDimensionIsIgnored(_ bad: CGFloat) {
        // As SwiftUI ("Invalid frame dimension (negative or non-finite)"): the dimension
        // follows the content (a colour's 10 for an unspecified proposal); the other holds.
        #expect(size(Color.red.frame(width: bad, height: 20)) == CGSize(width: 10, height: 20))
        #expect(size(Color.red.frame(width: 30, height: bad)) == CGSize(width: 30, height: 10))
        #expect(size(Color.red.frame(width: bad, height: bad), ProposedViewSize(width: 40, height: 50)) == CGSize(width: 40, height: 50))
    }

    @Test func invalidFlexibleFrameLimitsAreIgnored() {
        // NaN anywhere, a negative or infinite minimum or ideal: that limit is left out.
        #expect(size(Color.red.frame(minWidth: .nan, maxWidth: 30), ProposedViewSize(width: 100, height: 10)) == CGSize(width: 30, height: 10))
        #expect(size(Color.red.frame(minWidth: .infinity), ProposedViewSize(width: 100, height: 10)) == CGSize(width: 100, height: 10))
        #expect(size(Color.red.frame(idealWidth: -5, maxWidth: .nan), ProposedViewSize(width: 100, height: 10)) == CGSize(width: 100, height: 10))
        #expect(size(Color.red.frame(idealWidth: .nan, idealHeight: .infinity)) == CGSize(width: 10, height: 10))
        // `.infinity` stays a valid maximum: "as large as offered".
        #expect(size(Color.red.frame(maxWidth: .infinity), ProposedViewSize(width: 100, height: 10)) == CGSize(width: 100, height: 10))
    }

    // MARK: offset, position, padding

    @Test func nonFiniteOffsetsAreZero() {
        for bad in [CGFloat.nan, .infinity, -.infinity] {
            let p = render(ZStack(alignment: .topLeading) {
                Color.clear.frame(width: 20, height: 20)
                Color.black.frame(width: 5, height: 5).offset(x: bad, y: bad)
            })
            #expect(p.width == 20 && p.height == 20)
            #expect(p[2, 2].w == 255 && p[7, 7].w == 0, "offset \(bad) draws at zero")
        }
        // A finite component keeps working beside a bad one.
        let half = render(ZStack(alignment: .topLeading) {
            Color.clear.frame(width: 20, height: 20)
            Color.black.frame(width: 5, height: 5).offset(x: 10, y: .nan)
        })
        #expect(half[12, 2].w == 255 && half[2, 2].w == 0)
    }

    @Test func nonFinitePositionCoordinatesAreZero() {
        let p = render(Color.black.frame(width: 6, height: 6).position(x: .nan, y: 10).frame(width: 20, height: 20))
        // Centred at (0, 10): covers x −3…3, y 7…13.
        #expect(p[1, 10].w == 255 && p[4, 10].w == 0 && p[1, 5].w == 0)
        let q = render(Color.black.frame(width: 6, height: 6).position(x: .infinity, y: -.infinity).frame(width: 20, height: 20))
        #expect(q[1, 1].w == 255 && q[4, 4].w == 0)
    }

    @Test func nonFinitePaddingIsZeroAndNegativePaddingNeverGivesANegativeSize() {
        for bad in [CGFloat.nan, .infinity, -.infinity] {
            #expect(size(Color.red.frame(width: 10, height: 10).padding(bad)) == CGSize(width: 10, height: 10))
            #expect(size(Color.red.frame(width: 10, height: 10).padding(EdgeInsets(top: bad, leading: 2, bottom: 0, trailing: 0))) == CGSize(width: 12, height: 10))
        }
        // Negative padding shrinks (SwiftUI allows it), down to an empty view, not below.
        #expect(size(Color.red.frame(width: 10, height: 10).padding(-2)) == CGSize(width: 6, height: 6))
        #expect(size(Color.red.frame(width: 10, height: 10).padding(-30)) == CGSize(width: 0, height: 0))
        _ = render(Color.red.frame(width: 10, height: 10).padding(-30))
    }

    // MARK: transforms

    @Test func aNonFiniteScaleDrawsNothingAndKeepsTheLayout() {
        for bad in [CGFloat.nan, .infinity] {
            let view = HStack(spacing: 0) {
                Color.black.frame(width: 10, height: 10).scaleEffect(bad)
                Color.black.frame(width: 10, height: 10)
            }
            #expect(size(view) == CGSize(width: 20, height: 10))
            let p = render(view)
            #expect(p[5, 5].w == 0, "scale \(bad): the scaled view is left out")
            #expect(p[15, 5].w == 255, "scale \(bad): its neighbour still draws")
        }
        // One bad axis spoils the transform as a whole.
        #expect(render(Color.black.frame(width: 10, height: 10).scaleEffect(x: 1, y: .nan))[5, 5].w == 0)
    }

    @Test func aNonFiniteRotationDrawsNothing() {
        #expect(render(Color.black.frame(width: 10, height: 10).rotationEffect(.radians(.nan)))[5, 5].w == 0)
        #expect(render(Color.black.frame(width: 10, height: 10).rotation3DEffect(.degrees(.infinity), axis: (0, 1, 0)))[5, 5].w == 0)
    }

    @Test func aNonFiniteShadowIsNoShadow() {
        // The content draws as without the shadow; nothing lands beside it.
        for (r, x, y) in [(CGFloat.nan, 0, 0), (2, .nan, .infinity), (.infinity, 1, 1)] as [(CGFloat, CGFloat, CGFloat)] {
            let p = render(Color(red: 1, green: 0, blue: 0).frame(width: 10, height: 10)
                .shadow(color: Color(red: 0, green: 0, blue: 0), radius: r, x: x, y: y).padding(5))
            #expect(p[10, 10] == SIMD4(255, 0, 0, 255) && p[2, 10].w == 0 && p[17, 17].w == 0, "shadow \(r), \(x), \(y)")
        }
    }

    @Test func nonFiniteFontSizesAndTrackingAreZero() {
        // A NaN or infinite font size is 0 (the text draws nothing); NaN tracking is none.
        for bad in [CGFloat.nan, .infinity] {
            let s = size(Text("Hello").font(.system(size: bad)))
            #expect(s.width.isFinite && s.height.isFinite && s == size(Text("Hello").font(.system(size: 0))))
            #expect(size(Text("Hello").font(.custom("Nope", size: bad))) == size(Text("Hello").font(.custom("Nope", size: 0))))
            #expect(size(Text("Hello").tracking(bad)) == size(Text("Hello")))
            #expect(size(Text("Hello").kerning(bad)) == size(Text("Hello")))
            #expect(size(Text("Hello").tracking(bad).font(.system(size: 12))) == size(Text("Hello").font(.system(size: 12))))
            _ = render(Text("Hello").font(.system(size: bad)))
        }
    }

    @Test func aPathWithANaNPointDrawsNothing() {
        // A shape computed from a zero size (x = w / 0) must not reach the scan converter.
        let nan = Path { p in
            p.move(to: CGPoint(x: CGFloat.nan, y: 0)); p.addLine(to: CGPoint(x: 10, y: 10)); p.addLine(to: CGPoint(x: 0, y: 10))
        }
        let curve = Path { p in
            p.move(to: .zero); p.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 0, y: CGFloat.nan)); p.closeSubpath()
        }
        let sane = Color(red: 0, green: 0, blue: 1).frame(width: 10, height: 10)
        for path in [nan, curve] {
            let p = render(HStack(spacing: 0) { path.fill(Color.black).frame(width: 10, height: 10); sane })
            #expect(p[2, 8].w == 0 && p[15, 5] == SIMD4(0, 0, 255, 255))
            #expect(render(path.stroke(Color.black, lineWidth: 2).frame(width: 10, height: 10))[5, 9].w == 0)
        }
    }

    @Test func aGeometryEffectDividingByZeroDrawsNothing() {
        let view = HStack(spacing: 0) {
            Color.black.frame(width: 0, height: 0).modifier(DividingEffect())
            Color.black.frame(width: 10, height: 10).modifier(DividingEffect())
            Color.black.frame(width: 10, height: 10)
        }
        let p = render(view)
        #expect(p.width == 20 && p.height == 10)
        // 10 / 10 = 1 across, 0 / 10 = 0 down: a degenerate but finite transform draws nothing
        // visible; the 0×0 view's ∞ and NaN are dropped before the rasteriser.
        #expect(p[5, 5].w == 0 && p[15, 5].w == 255)
        func finite(_ items: [DisplayItem]) -> Bool {
            items.allSatisfy { item in
                guard case .effect(let e, let inner) = item else { return true }
                if case .transform(let t) = e, !t.isFinite { return false }
                if case .projection(let m) = e, !m.isFinite { return false }
                return finite(inner)
            }
        }
        #expect(finite(ImageRenderer(content: view).displayList.items), "no NaN or ∞ transform reaches the display list")
    }

    // MARK: gradients

    @Test func anEmptyGradientDrawsNothingAndOneStopDrawsItsColour() {
        let empty = render(Rectangle().fill(LinearGradient(colors: [], startPoint: .leading, endPoint: .trailing)).frame(width: 10, height: 10))
        #expect(empty.width == 10 && empty[5, 5] == SIMD4(0, 0, 0, 0))
        let one = render(Rectangle().fill(LinearGradient(colors: [Color(red: 1, green: 0, blue: 0)], startPoint: .leading, endPoint: .trailing)).frame(width: 10, height: 10))
        #expect(one[0, 5] == SIMD4(255, 0, 0, 255) && one[9, 5] == SIMD4(255, 0, 0, 255))
        let radial = render(RadialGradient(stops: [], center: .center, startRadius: 0, endRadius: 5).frame(width: 10, height: 10))
        #expect(radial[5, 5].w == 0)
        let angular = render(AngularGradient(colors: [Color(red: 0, green: 0, blue: 1)], center: .center).frame(width: 10, height: 10))
        #expect(angular[2, 7] == SIMD4(0, 0, 255, 255))
        // A zero-length line or radius and NaN locations do not crash either.
        _ = render(Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .center, endPoint: .center)).frame(width: 10, height: 10))
        _ = render(Rectangle().fill(LinearGradient(stops: [.init(color: .red, location: .nan), .init(color: .blue, location: .infinity)],
                                                   startPoint: .leading, endPoint: .trailing)).frame(width: 10, height: 10))
        _ = render(RadialGradient(colors: [.red, .blue], center: .center, startRadius: .nan, endRadius: 0).frame(width: 10, height: 10))
    }

    @Test func nanColourComponentsAreZeroAndInfiniteOnesClamp() {
        let p = render(Color(red: .nan, green: .infinity, blue: -.infinity).frame(width: 4, height: 4))
        #expect(p[1, 1] == SIMD4(0, 255, 0, 255))
        #expect(render(Color(red: 1, green: 0, blue: 0, opacity: .nan).frame(width: 4, height: 4))[1, 1].w == 0)
        // In a gradient stop too.
        let g = render(Rectangle().fill(LinearGradient(colors: [Color(red: .nan, green: 0, blue: 0), Color(red: 0, green: 0, blue: .nan)],
                                                       startPoint: .leading, endPoint: .trailing)).frame(width: 4, height: 4))
        #expect(g[1, 1] == SIMD4(0, 0, 0, 255))
    }

    // MARK: ImageRenderer sizes

    @Test func aZeroSizeRendererGivesOneTransparentPixel() throws {
        let zero = ImageRenderer(content: Color.red.frame(width: 0, height: 0))
        #expect(zero.pixelBuffer.width == 1 && zero.pixelBuffer.height == 1 && zero.pixelBuffer[0, 0].w == 0)
        let png = try PNGCodecProbe.decode(zero.pngData())
        #expect(png.0 == 1 && png.1 == 1)
        let proposed = ImageRenderer(content: Color.red)
        proposed.proposedSize = ProposedViewSize(width: 0, height: 0)
        #expect(proposed.pixelBuffer.width == 1 && proposed.pixelBuffer[0, 0].w == 0)
    }

    @Test func aRendererWhoseContentHasNoFiniteSizeThrows() throws {
        let r = ImageRenderer(content: Color.red)
        r.proposedSize = ProposedViewSize(width: .infinity, height: 10)
        #expect(r.pixelBuffer.width == 1)
        #expect(throws: RenderError.self) { try r.pngData() }
        do { _ = try r.pngData() } catch {
            #expect("\(error)".contains("inf × 10"), "the message gives the size: \(error)")
        }
        let nanScale = ImageRenderer(content: Color.red.frame(width: 10, height: 10))
        nanScale.scale = .nan
        #expect(throws: RenderError.self) { try nanScale.pngData() }
        #expect(nanScale.pixelBuffer.width == 10 && nanScale.pixelBuffer[5, 5].w == 255, "rendered at scale 1")
        let huge = ImageRenderer(content: Color.red.frame(width: 20_000, height: 1))
        let e = try #require(throws: RenderError.self) { try huge.pngData() }
        #expect(e.message.contains("20000 × 1 pixels") && huge.pixelBuffer.width == 1)
    }

    // MARK: recursion and feedback

    @Test func aBodyThatRecursesForeverIsAnErrorNamingTheView() throws {
        let r = ImageRenderer(content: VStack(spacing: 0) {
            Color(red: 0, green: 0, blue: 1).frame(width: 8, height: 8)
            Forever()
        })
        let error = try #require(throws: RenderError.self) { try r.pngData() }
        #expect(error.viewType.contains("Forever"))
        // The outermost Forever, where the loop starts: second in the root stack's content.
        #expect(error.location == "/content/1")
        #expect(error.message.contains("contains itself without end (more than 512 nested bodies"))
        // The still renders without the view: only the blue square.
        let p = r.pixelBuffer
        #expect(p.width == 8 && p.height == 8 && p[4, 4] == SIMD4(0, 0, 255, 255))

        let direct = ImageRenderer(content: ForeverDirect())
        let e2 = try #require(throws: RenderError.self) { try direct.pngData() }
        #expect(e2.viewType.contains("ForeverDirect") && e2.location == "/")
    }

    @Test func aRecursionThroughLongModifierChainsStopsBeforeTheStackRunsOut() throws {
        let r = ImageRenderer(content: ZStack {
            Color(red: 1, green: 0, blue: 0).frame(width: 5, height: 5)
            HeavyForever()
        })
        let error = try #require(throws: RenderError.self) { try r.pngData() }
        #expect(error.viewType.contains("HeavyForever") && error.location == "/content/1")
        #expect(r.pixelBuffer.width == 5 && r.pixelBuffer[2, 2] == SIMD4(255, 0, 0, 255))
    }

    @Test func aModifierWhoseBodyAppliesItselfIsAnErrorNamingIt() throws {
        let r = ImageRenderer(content: HStack(spacing: 0) {
            Color(red: 0, green: 0, blue: 1).frame(width: 4, height: 4)
            Color(red: 1, green: 0, blue: 0).frame(width: 4, height: 4).modifier(ForeverModifier())
        })
        let error = try #require(throws: RenderError.self) { try r.pngData() }
        #expect(error.viewType.contains("ForeverModifier") && error.location == "/content/1")
        // The modified view is left out with its modifier; the HStack keeps the blue square.
        let p = r.pixelBuffer
        #expect(p.width == 4 && p[2, 2] == SIMD4(0, 0, 255, 255))
    }

    @Test func legitimatelyDeepViewsStillResolve() {
        // 200 nested custom bodies are under the bound and draw.
        var view = AnyView(Color.black.frame(width: 3, height: 3))
        for _ in 0..<200 { view = AnyView(Wrapper(content: view)) }
        let r = ImageRenderer(content: view)
        #expect(r.pixelBuffer[1, 1].w == 255)
        #expect(r.graph.errors.isEmpty)
    }

    @Test func aGeometryReaderFeedbackLoopStopsAfterTheBoundedPasses() throws {
        let r = ImageRenderer(content: Feedback())
        let p = r.pixelBuffer
        // The first pass lays out at 10 and sets 11; each pass after it, up to the settle
        // loop's 8, lays out at the new width and sets one more: the image shows 17 (the 18
        // set after the last pass waits for the next render), instead of never ending, and
        // the render says which view keeps changing what.
        #expect(p.height == 10)
        #expect(p.width == 17)
        #expect(p[0, 5] == SIMD4(0, 122, 255, 255), "system blue")
        let error = try #require(r.graph.errors.first)
        #expect(error.viewType.contains("Feedback") && error.message.contains("`width`"), "\(error)")
    }
}

private struct Wrapper: View {
    let content: AnyView
    var body: some View { content }
}

private enum PNGCodecProbe {
    static func decode(_ bytes: [UInt8]) throws -> (Int, Int) {
        let image = try PNGCodec.decode(bytes)
        return (image.width, image.height)
    }
}
