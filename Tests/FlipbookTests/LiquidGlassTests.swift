import Foundation
import Testing
import FlipbookPNG
import FlipbookRaster
@testable import Flipbook
@testable import FlipbookCore

/// Issue #25 item 6: Liquid Glass through the whole pipeline — the interior against a blur
/// and frost computed here, containers melting near glass and not far glass, the background
/// extension effect's mirrored copies, and one golden of glass controls, light and dark.
@Suite @MainActor struct LiquidGlassTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let goldenPath = root.appendingPathComponent("Snapshots/liquid-glass.png").path
    static let recording = ProcessInfo.processInfo.environment["FLIPBOOK_RECORD"] == "1"

    func render<V: View>(_ view: V, scale: CGFloat = 1, dark: Bool = false) -> PixelBuffer {
        let r = ImageRenderer(content: view.environment(\.colorScheme, dark ? .dark : .light))
        r.scale = scale
        return r.pixelBuffer
    }

    /// Vertical stripes 4 points wide, black from x = 0, then white, across `width`.
    struct Stripes: View {
        var width: CGFloat
        var body: some View {
            HStack(spacing: 0) {
                ForEach(0..<Int(width / 4), id: \.self) { i in (i % 2 == 0 ? Color.black : Color.white).frame(width: 4) }
            }
        }
    }

    /// The stripes blurred across x (σ 2.5, a direct Gaussian written here) under white at 30 %.
    static func frosted(_ x: Int) -> Double {
        let sigma = 2.5
        var sum = 0.0, wsum = 0.0
        for k in -8...8 {
            let w = exp(-Double(k * k) / (2 * sigma * sigma))
            sum += w * (((x + k) / 4) % 2 == 0 ? 0 : 255); wsum += w
        }
        return 0.30 * 255 + 0.70 * sum / wsum
    }

    @Test func theInteriorIsTheBackdropBlurredAndFrosted() {
        // A 120 × 60 glass (corner 12) over the stripes; its interior beyond the 12-point lens
        // band is the stripes blurred (σ 2.5, a direct Gaussian across x computed here; the
        // stripes are constant down each column) under white at 30 %.
        let image = render(ZStack { Stripes(width: 160); Color.clear.frame(width: 120, height: 60).glassEffect(.regular, in: .rect(cornerRadius: 12)) }
            .frame(width: 160, height: 100))
        var worst = 0.0
        for x in 40..<120 {   // the glass spans x 20…140; its lens band is 12 points deep
            let got = Double(image[x, 50].x)
            worst = max(worst, abs(got - Self.frosted(x)))
        }
        #expect(worst <= 3, "interior off the blur + frost reference by \(worst) of 255")
        // Near the rim the lens shows stripes from further in: the row differs from the reference.
        var rimDiff = 0.0
        for x in 21..<30 { rimDiff = max(rimDiff, abs(Double(image[x, 50].x) - Self.frosted(x))) }
        #expect(rimDiff > 10, "the rim is lensed (max |Δ| \(rimDiff))")
        // Outside the glass: the stripes unchanged.
        #expect(image[2, 5] == SIMD4(0, 0, 0, 255) && image[6, 5] == SIMD4(255, 255, 255, 255))
    }

    /// Two 30-point glass circles `gap` apart over black, in a container of spacing 20 (or none).
    func circles(gap: CGFloat, contained: Bool) -> PixelBuffer {
        let pair = HStack(spacing: gap) {
            Color.clear.frame(width: 30, height: 30).glassEffect(.regular, in: Circle())
            Color.clear.frame(width: 30, height: 30).glassEffect(.regular, in: Circle())
        }
        return render(ZStack {
            Color.black
            if contained { GlassEffectContainer(spacing: 20) { pair } } else { pair }
        }.frame(width: 120, height: 50))
    }

    @Test func glassNearerThanTheSpacingMelts() {
        // Circles at x (45 − gap/2 − 30 … ) centred in 120: the gap's midpoint is x = 60, y = 25.
        let near = circles(gap: 12, contained: true)
        #expect(near[60, 25].x > 40, "a 12-point gap under spacing 20 is bridged by glass, got \(near[60, 25])")
        let far = circles(gap: 28, contained: true)
        #expect(far[60, 25] == SIMD4(0, 0, 0, 255), "a 28-point gap stays open, got \(far[60, 25])")
        let loose = circles(gap: 12, contained: false)
        #expect(loose[60, 25] == SIMD4(0, 0, 0, 255), "outside a container glass never melts")
        // Away from each other the two contained circles are each a plain circle.
        #expect(far[30, 25] == circles(gap: 28, contained: false)[30, 25])
    }

    final class Gap: ObservableObject { @Published var points: CGFloat = 12 }
    struct Parting: View {
        @ObservedObject var gap: Gap
        var body: some View {
            ZStack {
                Color.black
                GlassEffectContainer(spacing: 20) {
                    HStack(spacing: gap.points) {
                        Color.clear.frame(width: 30, height: 30).glassEffect(.regular, in: Circle())
                        Color.clear.frame(width: 30, height: 30).glassEffect(.regular, in: Circle())
                    }
                }
            }.frame(width: 120, height: 50)
        }
    }

    @Test func glassPartsAsItsShapesAnimateApart() async throws {
        // The gap widens 12 → 28 points over 1 s (linear): bridged while under 20 (t < 0.5 s), open after.
        let gap = Gap()
        let frames = try await FrameSequence(Parting(gap: gap), fps: 10, length: .duration(1.1),
                                             events: [.perform(at: 0) { withAnimation(.linear(duration: 1)) { gap.points = 28 } }]).render().frames
        for k in [0, 1, 2] { #expect(frames[k][60, 25].x > 40, "frame \(k) (gap \(12 + 1.6 * Double(k))) is bridged: \(frames[k][60, 25])") }
        for k in [7, 8, 10] { #expect(frames[k][60, 25] == SIMD4(0, 0, 0, 255), "frame \(k) is open: \(frames[k][60, 25])") }
        // The circles move with the layout: the first spans x 24…54 at the start, 16…46 at the end.
        #expect(frames[0][18, 25] == SIMD4(0, 0, 0, 255))
        #expect(frames[10][18, 25].x > 40, "glass at x 18 once the circles have parted: \(frames[10][18, 25])")
    }

    @Test func overlappingGlassIsOneSurface() {
        // Two overlapping capsules in a container frost once: the overlap is as light as either.
        let image = render(ZStack {
            Color.black
            GlassEffectContainer {
                ZStack {
                    Color.clear.frame(width: 60, height: 30).glassEffect().offset(x: -15)
                    Color.clear.frame(width: 60, height: 30).glassEffect().offset(x: 15)
                }
            }
        }.frame(width: 120, height: 50))
        #expect(abs(Int(image[60, 25].x) - Int(image[35, 25].x)) <= 1, "\(image[60, 25]) vs \(image[35, 25])")
    }

    /// A 200-point banner: green in its top 30 points, red below.
    var banner: some View {
        VStack(spacing: 0) { Color.green.frame(height: 30); Color.red }.frame(height: 200)
    }

    @Test func backgroundExtensionMirrorsTheViewIntoTheUnsafeArea() {
        let plain = deviceRenderer(VStack { banner; Spacer() }).pixelBuffer
        let extended = deviceRenderer(VStack { banner.backgroundExtensionEffect(); Spacer() }).pixelBuffer
        // The banner starts at the safe top, y = 59; above it, the status bar's band.
        #expect(plain[100, 30] == SIMD4(255, 255, 255, 255))
        // Near the seam the mirror shows the banner's top (green), blurred; far above it, red.
        let seam = extended[100, 52], top = extended[100, 3]
        #expect(seam.y > seam.x + 40, "mirrored green near the edge, got \(seam)")
        #expect(top.x > top.y + 40, "mirrored red farther out, got \(top)")
        // The banner itself and everything below it are as without the effect.
        for y in [60, 100, 258, 300, 800] { #expect(extended[100, y] == plain[100, y], "row \(y)") }
        // Without unsafe area (no device) or disabled: nothing is added.
        #expect(render(banner.backgroundExtensionEffect()) == render(banner))
        #expect(deviceRenderer(VStack { banner.backgroundExtensionEffect(isEnabled: false); Spacer() }).pixelBuffer == plain)
    }

    /// Glass controls over a photo-like scene: a sunset gradient, a sun, hills and stripes.
    static func panel(dark: Bool) -> some View {
        ZStack {
            LinearGradient(colors: dark ? [Color(red: 0.05, green: 0.08, blue: 0.25), Color(red: 0.35, green: 0.15, blue: 0.45)]
                                        : [Color(red: 1.0, green: 0.62, blue: 0.35), Color(red: 0.55, green: 0.35, blue: 0.85)],
                           startPoint: .top, endPoint: .bottom)
            Circle().fill(Color(red: 1, green: 0.85, blue: 0.4)).frame(width: 90, height: 90).offset(x: 60, y: -40)
            HStack(spacing: 10) {
                ForEach(0..<12, id: \.self) { i in Rectangle().fill(Color.white.opacity(0.55)).frame(width: 6) }
            }.rotationEffect(.degrees(20)).frame(width: 260, height: 60).offset(y: 40)
            Ellipse().fill(Color(red: 0.1, green: 0.45, blue: 0.3)).frame(width: 360, height: 160).offset(y: 140)
            VStack(spacing: 18) {
                GlassEffectContainer(spacing: 12) {
                    HStack(spacing: 6) {
                        Image(systemName: "heart.fill").frame(width: 44, height: 44).glassEffect(.regular, in: Circle())
                        Image(systemName: "square.and.arrow.up").frame(width: 44, height: 44).glassEffect(.regular, in: Circle())
                        Image(systemName: "ellipsis").frame(width: 44, height: 44).glassEffect(.regular, in: Circle())
                    }
                }
                HStack(spacing: 12) {
                    Button("Edit") {}.buttonStyle(.glass)
                    Button("Done") {}.buttonStyle(.glassProminent)
                    Text("Clear").padding(.horizontal, 16).padding(.vertical, 10).glassEffect(.clear)
                }
                Text("Liquid Glass").font(.headline).padding(.horizontal, 24).padding(.vertical, 14)
                    .glassEffect(Glass.regular.tint(.orange.opacity(0.6)), in: .rect(cornerRadius: 18))
            }
        }
        .frame(width: 300, height: 300)
        .clipped()
        .environment(\.colorScheme, dark ? .dark : .light)
    }

    @Test func glassControlsMatchTheGolden() throws {
        let r = ImageRenderer(content: HStack(spacing: 0) { Self.panel(dark: false); Self.panel(dark: true) })
        r.scale = 2
        let image = r.pixelBuffer
        if Self.recording {
            try PNGCodec.write(image, to: Self.goldenPath)
            return
        }
        guard FileManager.default.fileExists(atPath: Self.goldenPath) else {
            Issue.record("No golden at \(Self.goldenPath): FLIPBOOK_RECORD=1 swift test --filter LiquidGlassTests, then look at it.")
            return
        }
        let golden = try PNGCodec.read(contentsOf: Self.goldenPath)
        try #require(golden.width == image.width && golden.height == image.height)
        let diff = zip(image.bytes, golden.pixels).filter { $0 != $1 }.count
        #expect(diff == 0, "\(diff) channels differ from Snapshots/liquid-glass.png. If deliberate: FLIPBOOK_RECORD=1 and look at it.")
    }
}
