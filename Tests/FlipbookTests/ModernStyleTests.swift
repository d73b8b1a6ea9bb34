import Foundation
import Testing
import FlipbookRaster
import FlipbookPNG
@testable import Flipbook
@testable import FlipbookCore

/// Issue #25, colour and shape styles, materials, Liquid Glass, symbol variants and
/// `visualEffect`: pixels against values derived independently of the engine.
@Suite @MainActor struct ModernStyleTests {
    func render<V: View>(_ view: V, scale: CGFloat = 1, dark: Bool = false) -> PixelBuffer {
        let r = ImageRenderer(content: view.environment(\.colorScheme, dark ? .dark : .light))
        r.scale = scale
        return r.pixelBuffer
    }

    /// A reference material over a red | blue pattern (vertical edge at `edge`): a direct
    /// Gaussian (σ, ±3σ taps, edge pixels repeated) across x — the pattern is constant down
    /// each column, so the vertical pass changes nothing — then feColorMatrix saturation and
    /// the tint laid over source-over. Computed here in doubles, not with the engine's blur.
    func referenceMaterial(x: Int, width: Int, edge: Int, sigma: Double, saturation s: Double,
                           tint: (white: Double, opacity: Double), dark: Bool) -> SIMD3<Double> {
        // System red and blue (light #FF3B30, #007AFF; dark #FF453A, #0A84FF).
        let red = dark ? SIMD3<Double>(255, 69, 58) : SIMD3<Double>(255, 59, 48)
        let blue = dark ? SIMD3<Double>(10, 132, 255) : SIMD3<Double>(0, 122, 255)
        let reach = Int((3 * sigma).rounded(.up))
        var sum = SIMD3<Double>(repeating: 0), wsum = 0.0
        for k in -reach...reach {
            let w = exp(-Double(k * k) / (2 * sigma * sigma))
            let sx = min(max(x + k, 0), width - 1)
            sum += (sx < edge ? red : blue) * w
            wsum += w
        }
        let c = sum / wsum / 255
        // feColorMatrix type="saturate" with Rec. 709 luma weights.
        let (lr, lg, lb) = (0.213, 0.715, 0.072)
        let r = (lr + (1 - lr) * s) * c.x + (lg - lg * s) * c.y + (lb - lb * s) * c.z
        let g = (lr - lr * s) * c.x + (lg + (1 - lg) * s) * c.y + (lb - lb * s) * c.z
        let b = (lr - lr * s) * c.x + (lg - lg * s) * c.y + (lb + (1 - lb) * s) * c.z
        let sat = SIMD3(min(max(r, 0), 1), min(max(g, 0), 1), min(max(b, 0), 1))
        return (sat * (1 - tint.opacity) + SIMD3(repeating: tint.white * tint.opacity)) * 255
    }

    @Test func materialsBlurSaturateAndTintWhatLiesBehind() {
        let pattern = HStack(spacing: 0) { Color.red; Color.blue }.frame(width: 80, height: 24)
        for (dark, tint) in [(false, (white: 1.0, opacity: 0.30)), (true, (white: 0.11 * 1.0, opacity: 0.40))] {
            let img = render(pattern.overlay(Rectangle().fill(.ultraThinMaterial)), dark: dark)
            for x in [2, 30, 38, 40, 41, 50, 77] {
                let want = referenceMaterial(x: x, width: 80, edge: 40, sigma: 10, saturation: 1.8,
                                             tint: (white: Double(Float(tint.white)), opacity: tint.opacity), dark: dark)
                let got = img[x, 12]
                let diff = [abs(Double(got.x) - want.x), abs(Double(got.y) - want.y), abs(Double(got.z) - want.z)].max()!
                #expect(diff <= 3, "x \(x) dark \(dark): got \(got), reference \(want)")
                #expect(got.w == 255)
            }
        }
    }

    @Test func aMaterialInAShapeLeavesTheRestAndThickerMaterialsTintMore() {
        let base = HStack(spacing: 0) { Color.black; Color.white }.frame(width: 40, height: 40)
        let img = render(base.overlay(Circle().fill(.thickMaterial)))
        #expect(img[1, 1] == SIMD4(0, 0, 0, 255) && img[38, 38] == SIMD4(255, 255, 255, 255), "outside the circle: unchanged")
        // Over black, the light tint alone: white at the material's opacity.
        let black = Color.black.frame(width: 40, height: 40)
        var previous = -1
        for m in [Material.ultraThin, .thin, .regular, .thick, .ultraThick] {
            let v = Int(render(black.overlay(Rectangle().fill(m)))[20, 20].x)
            #expect(v > previous, "\(m) tints more than the thinner one")
            previous = v
        }
        // `background(_:in:)` draws the material behind the content, over what lies behind the view.
        let card = render(ZStack { Color.black; Color.clear.frame(width: 20, height: 20).background(.regularMaterial, in: .rect(cornerRadius: 4)) }
            .frame(width: 40, height: 40))
        #expect(abs(Int(card[20, 20].x) - Int((0.64 * 255).rounded())) <= 1 && card[2, 2] == SIMD4(0, 0, 0, 255))
    }

    @Test func liquidGlassFrostsAndRimsTheBackdrop() {
        let scene = { (glass: Glass?) -> PixelBuffer in
            let label = Color.clear.frame(width: 60, height: 30)
            return self.render(ZStack { Color.black; if let glass { label.glassEffect(glass) } else { label } }.frame(width: 80, height: 50))
        }
        let plain = scene(nil)
        #expect(scene(.identity) == plain, "identity glass draws nothing")
        let regular = scene(.regular)
        // Centre: black blurred and saturated is black; the frost is white at 30 %.
        #expect(abs(Int(regular[40, 25].x) - 77) <= 1)
        // The rim catches the light at the top-leading edge more than at the middle of the bottom.
        #expect(regular[40, 10].x > regular[40, 25].x, "rim brighter than the frost")
        #expect(regular[2, 2] == SIMD4(0, 0, 0, 255), "outside the capsule: unchanged")
        let clear = scene(.clear)
        #expect(clear[40, 25].x < regular[40, 25].x, "clear glass is more transparent")
        let tinted = scene(Glass.regular.tint(.red))
        #expect(tinted[40, 25].x > tinted[40, 25].z + 60, "a tinted glass takes the tint")
        let disabled = render(ZStack { Color.black; Color.clear.frame(width: 60, height: 30).glassEffect(.regular, isEnabled: false) }.frame(width: 80, height: 50))
        #expect(disabled == plain)
        #expect(render(ZStack { Color.black; Color.clear.frame(width: 60, height: 30).glassEffect().glassEffectTransition(.materialize) }.frame(width: 80, height: 50)) == regular,
                "glassEffectTransition has no pixels in a still")
    }

    @Test func glassButtonStylesDrawAGlassCapsule() {
        let prominent = render(ZStack { Color.white; Button("OK") {}.buttonStyle(.glassProminent) }.frame(width: 100, height: 60))
        // The tinted glass over white: bluish at the capsule's middle left of the label.
        let p = prominent[50 - 16, 30]
        #expect(p.z > p.x + 40, "prominent glass is tinted with the accent colour, got \(p)")
        let glass = render(ZStack { Color.white; Button("OK") {}.buttonStyle(.glass) }.frame(width: 100, height: 60))
        #expect(glass != render(ZStack { Color.white; Button("OK") {}.buttonStyle(.plain) }.frame(width: 100, height: 60)))
    }

    @Test func shapeStaticsAndAnyShapeDrawAsTheirShapes() {
        func same<A: View, B: View>(_ a: A, _ b: B) -> Bool {
            render(a.frame(width: 30, height: 20), scale: 2) == render(b.frame(width: 30, height: 20), scale: 2)
        }
        #expect(same(Color.red.clipShape(.rect(cornerRadius: 6)), Color.red.clipShape(RoundedRectangle(cornerRadius: 6))))
        #expect(same(Color.red.clipShape(.capsule), Color.red.clipShape(Capsule())))
        #expect(same(Color.red.clipShape(.circle), Color.red.clipShape(Circle())))
        #expect(same(Color.red.clipShape(.ellipse), Color.red.clipShape(Ellipse())))
        #expect(same(Color.red.clipShape(.rect(topLeadingRadius: 8, bottomTrailingRadius: 4)),
                     Color.red.clipShape(UnevenRoundedRectangle(topLeadingRadius: 8, bottomTrailingRadius: 4))))
        #expect(same(AnyShape(Circle()).fill(.blue), Circle().fill(.blue)))
        #expect(!same(AnyShape(Circle()).fill(.blue), Rectangle().fill(.blue)))
        // `size(_:)`: the path is made at a fixed size from the frame's origin.
        let sized = render(Rectangle().size(width: 10, height: 5).fill(.black).frame(width: 20, height: 20))
        #expect(sized[5, 2].w == 255 && sized[15, 2].w == 0 && sized[5, 10].w == 0)
    }

    @Test func colourMixGradientAndSystemStyles() {
        let fill = { (c: Color) in self.render(Rectangle().fill(c).frame(width: 4, height: 4))[2, 2] }
        #expect(fill(Color.red.mix(with: .blue, by: 0)) == fill(.red) && fill(Color.red.mix(with: .blue, by: 1)) == fill(.blue))
        // Perceptual: halfway between black and white is OKLab L = 0.5, linear 0.125, sRGB 0.3886 → 99.
        #expect(abs(Int(fill(Color.black.mix(with: .white, by: 0.5)).x) - 99) <= 1)
        #expect(abs(Int(fill(Color.black.mix(with: .white, by: 0.5, in: .device)).x) - 128) <= 1)
        // Gradient statics draw as the gradient types.
        let a = render(Rectangle().fill(.linearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)).frame(width: 30, height: 4))
        let b = render(Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)).frame(width: 30, height: 4))
        #expect(a == b)
        #expect(render(Rectangle().fill(.conicGradient(colors: [.red, .blue], center: .center)).frame(width: 20, height: 20))
                == render(Rectangle().fill(AngularGradient(gradient: Gradient(colors: [.red, .blue]), center: .center, angle: .zero)).frame(width: 20, height: 20)))
        // Color.gradient: lighter at the top, the colour itself at the bottom.
        let g = render(Rectangle().fill(Color.blue.gradient).frame(width: 4, height: 40))
        #expect(g[2, 39].x < 8 && g[2, 0].x > g[2, 39].x + 20)
        // Semantic colours over white: separator (60, 60, 67) at 29 %; `.background.secondary`.
        let sep = render(ZStack { Color.white; Rectangle().fill(.separator) }.frame(width: 4, height: 4))[2, 2]
        #expect(abs(Int(sep.x) - 198) <= 1 && abs(Int(sep.z) - 200) <= 1)
        #expect(render(Rectangle().fill(.background.secondary).frame(width: 4, height: 4))[2, 2] == SIMD4(242, 242, 247, 255))
        #expect(render(Rectangle().fill(.background.secondary).frame(width: 4, height: 4), dark: true)[2, 2] == SIMD4(28, 28, 30, 255))
        // backgroundStyle(_:) sets what `.background` (and `background(in:)`) draws.
        #expect(render(Color.clear.frame(width: 4, height: 4).background(in: Rectangle()).backgroundStyle(Color.green))[2, 2] == fill(.green))
    }

    @Test func shadowStylesCastOutsideOrDarkenInside() {
        let drop = render(Rectangle().fill(Color.black.shadow(.drop(color: .red, radius: 0, x: 10, y: 0))).frame(width: 10, height: 10).padding(10))
        #expect(drop[15, 15] == SIMD4(0, 0, 0, 255) && drop[24, 15].x > 200 && drop[24, 15].y < 80, "the red shadow 10 pt to the right")
        let inner = render(Rectangle().fill(Color.white.shadow(.inner(color: .black, radius: 2))).frame(width: 30, height: 30))
        #expect(inner[15, 15] == SIMD4(255, 255, 255, 255), "the middle is far from every edge")
        #expect(inner[0, 15].x < 200, "the edge is darkened inside")
    }

    @Test func symbolVariantsRenameSymbols() {
        #expect(SymbolVariants.fill.apply(to: "heart") == "heart.fill")
        #expect(SymbolVariants.circle.fill.apply(to: "heart") == "heart.circle.fill")
        #expect(SymbolVariants.fill.apply(to: "heart.fill") == "heart.fill")
        #expect(SymbolVariants.slash.apply(to: "bell") == "bell.slash")
        #expect(SymbolVariants.none.apply(to: "bell") == "bell")
        #expect(SymbolVariants.circle.fill.contains(.fill) && !SymbolVariants.fill.contains(.circle))
        let variant = render(Image(systemName: "heart").symbolVariant(.fill).font(.system(size: 20)), scale: 2)
        let named = render(Image(systemName: "heart.fill").font(.system(size: 20)), scale: 2)
        #expect(variant == named)
        // Image.symbolRenderingMode(_:) is the environment's mode for that image alone.
        let own = render(Image(systemName: "plus.circle.fill").symbolRenderingMode(.multicolor).font(.system(size: 20)), scale: 2)
        #expect(own == render(Image(systemName: "plus.circle.fill").font(.system(size: 20)).symbolRenderingMode(.multicolor), scale: 2),
                "same pixels as the view modifier")
        #expect(own != render(Image(systemName: "plus.circle.fill").font(.system(size: 20)), scale: 2), "not the monochrome default")
        #expect(variant != render(Image(systemName: "heart").font(.system(size: 20)), scale: 2))
    }

    @Test func visualEffectAppliesEffectsFromGeometry() {
        let faded = render(Color.black.frame(width: 20, height: 20).visualEffect { content, proxy in
            content.opacity(proxy.size.width == 20 ? 0.5 : 1)
        })
        #expect(abs(Int(faded[10, 10].w) - 128) <= 1)
        let viaEffect = render(Color.black.frame(width: 20, height: 20).visualEffect { content, _ in content.scaleEffect(0.5) }.padding(5))
        let viaModifier = render(Color.black.frame(width: 20, height: 20).scaleEffect(0.5).padding(5))
        #expect(viaEffect == viaModifier)
        // The proxy reports the view's place in the image.
        let moved = render(ZStack(alignment: .topLeading) {
            Color.clear.frame(width: 40, height: 20)
            Color.black.frame(width: 10, height: 10).visualEffect { content, proxy in content.offset(x: proxy.frame(in: .global).minX + 20) }
        })
        #expect(moved[25, 5].w == 255 && moved[5, 5].w == 0)
    }
}

/// `MeshGradient` against an independent evaluation of its patches (the Bézier form, by de
/// Casteljau: scripts/mesh_gradient_reference.py prints the expected values below).
@Suite @MainActor struct MeshGradientTests {
    @Test func patchesMatchAnIndependentBezierEvaluation() {
        let colors: [Color.Resolved] = [
            .init(red: 1, green: 0, blue: 0), .init(red: 0.5, green: 0, blue: 0.5), .init(red: 0.2, green: 0.2, blue: 0.8),
            .init(red: 1, green: 0.6, blue: 0), .init(red: 1, green: 1, blue: 1), .init(red: 0, green: 0.4, blue: 1),
            .init(red: 1, green: 0.9, blue: 0), .init(red: 0, green: 0.7, blue: 0.3), .init(red: 0, green: 0.8, blue: 0.8),
        ]
        let mesh = MeshGradient(width: 3, height: 3, points: [[0, 0], [0.5, 0], [1, 0], [0, 0.5], [0.6, 0.4], [1, 0.5], [0, 1], [0.5, 1], [1, 1]],
                                resolvedColors: colors)
        let r = ImageRenderer(content: mesh.frame(width: 90, height: 90))
        let img = r.pixelBuffer
        let expected: [(x: Double, y: Double, rgb: [Int])] = [
            (25.875, 19.125, [241, 121, 115]), (64.921, 25.079, [190, 182, 255]), (43.741, 46.259, [247, 255, 206]),
            (70.875, 64.125, [74, 199, 217]), (49.161, 31.839, [255, 243, 240]),
        ]
        for e in expected {
            // The pixel whose centre is nearest the point (at most half a point away).
            let p = img[Int(e.x.rounded(.down)), Int(e.y.rounded(.down))]
            let got = [Int(p.x), Int(p.y), Int(p.z)]
            let diff = zip(got, e.rgb).map { abs($0 - $1) }.max()!
            #expect(diff <= 5, "at (\(e.x), \(e.y)): got \(got), reference \(e.rgb)")
            #expect(p.w == 255)
        }
        // Near a corner, its colour.
        #expect(img[0, 0].x > 245 && img[0, 0].y < 12 && img[0, 0].z < 12)
        // A mesh used as a fill style draws the same as the view.
        #expect(ImageRenderer(content: Rectangle().fill(mesh).frame(width: 90, height: 90)).pixelBuffer == img)
    }
}

/// The second batch: elliptical gradients, blend-mode styles, the SwiftUI colour matrix, and
/// the accepted APIs with no pixels (each rendered with and without, compared byte for byte).
@Suite @MainActor struct ModernStyleBatchTwoTests {
    func render<V: View>(_ view: V) -> PixelBuffer { ImageRenderer(content: view).pixelBuffer }

    @Test func ellipticalGradientRingsFollowTheFrame() {
        let g = render(EllipticalGradient(colors: [.black, .white]).frame(width: 80, height: 40))
        // At the frame's edge midpoints the fraction is 0.5 (white); at the centre 0 (black).
        #expect(g[40, 20].x < 8)
        #expect(g[79, 20].x > 245 && g[40, 39].x > 245, "the end ring touches both the side and the bottom edge")
        // Halfway to the side and halfway to the bottom lie on the same ring (fraction 0.25).
        #expect(abs(Int(g[60, 20].x) - Int(g[40, 30].x)) <= 3)
        #expect(render(Rectangle().fill(.ellipticalGradient(colors: [.black, .white])).frame(width: 80, height: 40)) == g)
    }

    @Test func blendModeStylesBlend() {
        let img = render(ZStack { Color(red: 0.5, green: 0.5, blue: 0.5); Rectangle().fill(Color(red: 1, green: 0.5, blue: 0).blendMode(.multiply)) }
            .frame(width: 4, height: 4))
        #expect(abs(Int(img[2, 2].x) - 128) <= 1 && abs(Int(img[2, 2].y) - 64) <= 1 && img[2, 2].z == 0)
    }

    @Test func colorMatrixFilterSwapsChannels() {
        var m = ColorMatrix()
        m.r1 = 0; m.r3 = 1; m.b1 = 1; m.b3 = 0  // red ↔ blue
        let img = render(Canvas { context, size in
            context.addFilter(.colorMatrix(m))
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(Color(red: 1, green: 0, blue: 0)))
        }.frame(width: 4, height: 4))
        #expect(img[2, 2] == SIMD4(0, 0, 255, 255))
    }

    @Test func acceptedAPIsChangeNoPixel() {
        let symbol = Image(systemName: "star.fill").font(.system(size: 20))
        #expect(render(symbol.allowedDynamicRange(.high)) == render(symbol))
        #expect(render(symbol.symbolEffect(.pulse, options: .repeating, isActive: true)) == render(symbol))
        #expect(render(symbol.symbolEffect(.bounce, value: 3)) == render(symbol))
        #expect(render(symbol.symbolEffect(.scale.up, isActive: false)) == render(symbol))
        #expect(render(symbol.symbolEffect(.disappear, isActive: true)).bytes.allSatisfy { $0 == 0 }, "an active disappear hides the symbol")
        #expect(render(Image(systemName: "heart").symbolEffect(.scale.up, isActive: true).symbolEffectsRemoved()) == render(Image(systemName: "heart")))
        #expect(render(Circle().stroke(.red, lineWidth: 2, antialiased: false).frame(width: 20, height: 20))
                == render(Circle().stroke(.red, lineWidth: 2).frame(width: 20, height: 20)))
        // AsyncImage: the default placeholder before the network answers; the injected loader's PNG after.
        let url = URL(string: "https://example.com/icon.png")!
        let placeholder = render(AsyncImage(url: url).frame(width: 10, height: 10))
        #expect(placeholder[5, 5] == render(Rectangle().fill(FillShapeStyle.levels[1]).frame(width: 10, height: 10))[5, 5])
        let png = try! PNGCodec.encode(premultipliedRGBA: [UInt8](repeating: 255, count: 16), width: 2, height: 2)
        let loaded = render(AsyncImage(url: url) { $0.resizable() } placeholder: { Color.red }.frame(width: 10, height: 10)
            .asyncImageLoader(AsyncImageLoader { _ in Data(png) }))
        #expect(loaded[5, 5] == SIMD4(255, 255, 255, 255))
        let failed = render(AsyncImage(url: url) { phase in phase.error != nil ? Color.red : Color.blue }.frame(width: 4, height: 4)
            .asyncImageLoader(AsyncImageLoader { _ in throw CocoaError(.fileNoSuchFile) }))
        #expect(failed[2, 2] == render(Color.red.frame(width: 4, height: 4))[2, 2])
    }
}
