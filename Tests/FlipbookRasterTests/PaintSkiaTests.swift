import Testing
@testable import FlipbookRaster

/// Flipbook's blend modes and paints against real Skia (skia-python, N32 premultiplied), from
/// the data `Reference/make_skia_reference.py` wrote into `Reference/SkiaPaintReference.swift`.
@Suite struct PaintSkiaTests {
    static func bytes(_ hex: String) -> [UInt8] {
        var out = [UInt8](), hi: UInt8? = nil
        out.reserveCapacity(hex.utf8.count / 2)
        for ch in hex.utf8 {
            let v = ch <= 57 ? ch - 48 : ch - 87  // '0'…'9', 'a'…'f'
            if let h = hi { out.append(h << 4 | v); hi = nil } else { hi = v }
        }
        return out
    }
    static func image(_ hex: String, _ size: Int) -> PixelBuffer {
        PixelBuffer(width: size, height: size, bytes: bytes(hex))
    }
    /// (max, mean) absolute channel difference.
    static func diff(_ a: PixelBuffer, _ b: PixelBuffer) -> (max: Int, mean: Double) {
        var m = 0, sum = 0
        for (x, y) in zip(a.bytes, b.bytes) { let d = abs(Int(x) - Int(y)); m = max(m, d); sum += d }
        return (m, Double(sum) / Double(a.bytes.count))
    }

    /// Measured: Skia's Float ("highp") modes — screen, colour dodge/burn, soft light, the four
    /// non-separable modes, destination-over/out, plus — match byte for byte. The modes Skia runs
    /// in its 16-bit "lowp" pipeline divide by 255 as (x + 255) >> 8, which is up to +1 per
    /// product: normal, multiply, darken, lighten, overlay, hard light, source-atop differ by at
    /// most 1/255 (mean ≈ 0.2), difference and exclusion (two rounded products) by 2/255
    /// (mean ≈ 0.5; the script's data reproduces Skia exactly with that formula, and Skia is
    /// then 1.97/255 from the real result while ours stays within 0.5 — see
    /// CompositingTests). plusDarker has no Skia counterpart.
    @Test(arguments: CompositeMode.allCases.filter { $0 != .plusDarker })
    func blendModeMatchesSkia(_ mode: CompositeMode) throws {
        let n = SkiaPaintReference.size
        let ref = Self.image(try #require(SkiaPaintReference.blended[mode.rawValue]), n)
        var target = Self.image(SkiaPaintReference.destination, n)
        Blitter.composite(&target, source: PlacedImage(image: Self.image(SkiaPaintReference.source, n), x: 0, y: 0), mode: mode)
        let d = Self.diff(target, ref)
        let twoProducts = mode == .difference || mode == .exclusion
        #expect(d.max <= (twoProducts ? 2 : 1), "\(mode): max \(d.max), mean \(d.mean)")
        #expect(d.mean < (twoProducts ? 0.6 : 0.25), "\(mode): mean \(d.mean)")
    }

    /// Shaders: ours are dithered (±1 around the true value) and read a 1024-entry table;
    /// Skia's are undithered and exact per pixel. Tolerance: max 2/255, mean below 0.5/255
    /// (measured: gradients max 1, mean 0.09–0.17; the bilinear decal image is identical).
    @Test(arguments: ["linear", "radial", "sweep", "image"])
    func shaderMatchesSkia(_ name: String) throws {
        let ref = Self.image(try #require(SkiaPaintReference.shaded[name]), 32)
        let paint: Paint
        switch name {
        case "linear":
            let g = Gradient(stops: [GradientStop(color: RGBA(1, 0, 0), location: 0),
                                     GradientStop(color: RGBA(0, 1, 0, Float(0x80) / 255), location: 0.4),
                                     GradientStop(color: RGBA(0, 0, 1), location: 1)])
            paint = .linearGradient(LinearGradientPaint(gradient: g, start: Point(4, 4), end: Point(28, 20)))
        case "radial":
            paint = .radialGradient(RadialGradientPaint(gradient: Gradient(colors: [RGBA(1, 1, 0), RGBA(0, 0, 1)]),
                                                        center: Point(16, 16), startRadius: 4, endRadius: 14))
        case "sweep":
            let g = Gradient(colors: [RGBA(1, 0, 0), RGBA(0, 1, 0), RGBA(0, 0, 1), RGBA(1, 0, 0)])
            paint = .angularGradient(AngularGradientPaint(gradient: g, center: Point(15.3, 16.7), startAngle: 0, endAngle: 2 * .pi))
        default:
            let m = Transform2D.scale(3.3, 3.3).concatenating(.rotation(20 * .pi / 180)).concatenating(.translation(5, -2))
            paint = .image(ImagePaint(image: Self.image(SkiaPaintReference.pattern, 8), transform: m))
        }
        var ours = PixelBuffer(width: 32, height: 32)
        Blitter.fill(&ours, rect: ours.bounds, paint: paint)
        let d = Self.diff(ours, ref)
        #expect(d.max <= 2, "\(name): max \(d.max), mean \(d.mean)")
        #expect(d.mean < 0.5, "\(name): mean \(d.mean)")
    }
}
