import Testing
@testable import FlipbookRaster

/// An independent Double implementation of the W3C Compositing and Blending Level 1 formulas,
/// written straight from the spec, to check the Float/integer kernels against.
enum W3CReference {
    typealias C = (r: Double, g: Double, b: Double)

    static func separable(_ mode: CompositeMode, _ cb: Double, _ cs: Double) -> Double {
        switch mode {
        case .multiply: return cb * cs
        case .screen: return cb + cs - cb * cs
        case .overlay: return separable(.hardLight, cs, cb)
        case .darken: return min(cb, cs)
        case .lighten: return max(cb, cs)
        case .colorDodge: return cb == 0 ? 0 : (cs == 1 ? 1 : min(1, cb / (1 - cs)))
        case .colorBurn: return cb == 1 ? 1 : (cs == 0 ? 0 : 1 - min(1, (1 - cb) / cs))
        case .hardLight: return cs <= 0.5 ? cb * 2 * cs : separable(.screen, cb, 2 * cs - 1)
        case .softLight:
            if cs <= 0.5 { return cb - (1 - 2 * cs) * cb * (1 - cb) }
            let d = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
            return cb + (2 * cs - 1) * (d - cb)
        case .difference: return abs(cb - cs)
        case .exclusion: return cb + cs - 2 * cb * cs
        default: fatalError("not separable")
        }
    }
    static func lum(_ c: C) -> Double { 0.3 * c.r + 0.59 * c.g + 0.11 * c.b }
    static func clip(_ c: C) -> C {
        let l = lum(c), n = min(c.r, c.g, c.b), x = max(c.r, c.g, c.b)
        var c = c
        if n < 0 { c = (l + (c.r - l) * l / (l - n), l + (c.g - l) * l / (l - n), l + (c.b - l) * l / (l - n)) }
        if x > 1 { c = (l + (c.r - l) * (1 - l) / (x - l), l + (c.g - l) * (1 - l) / (x - l), l + (c.b - l) * (1 - l) / (x - l)) }
        return c
    }
    static func setLum(_ c: C, _ l: Double) -> C { let d = l - lum(c); return clip((c.r + d, c.g + d, c.b + d)) }
    static func sat(_ c: C) -> Double { max(c.r, c.g, c.b) - min(c.r, c.g, c.b) }
    static func setSat(_ c: C, _ s: Double) -> C {
        // Spec: Cmid = (Cmid − Cmin)·s/(Cmax − Cmin), Cmax = s, Cmin = 0, written per channel.
        let n = min(c.r, c.g, c.b), x = max(c.r, c.g, c.b)
        guard x > n else { return (0, 0, 0) }
        return ((c.r - n) * s / (x - n), (c.g - n) * s / (x - n), (c.b - n) * s / (x - n))
    }
    static func nonSeparable(_ mode: CompositeMode, _ cb: C, _ cs: C) -> C {
        switch mode {
        case .hue: return setLum(setSat(cs, sat(cb)), lum(cb))
        case .saturation: return setLum(setSat(cb, sat(cs)), lum(cb))
        case .color: return setLum(cs, lum(cb))
        case .luminosity: return setLum(cb, lum(cs))
        default: fatalError("not non-separable")
        }
    }

    /// Premultiplied s over premultiplied d (0…1, alpha last) in `mode`.
    static func composite(_ mode: CompositeMode, s: [Double], d: [Double]) -> [Double] {
        let sa = s[3], da = d[3]
        switch mode {
        case .normal: return (0..<4).map { s[$0] + d[$0] * (1 - sa) }
        case .sourceAtop: return (0..<4).map { s[$0] * da + d[$0] * (1 - sa) }
        case .destinationOver: return (0..<4).map { d[$0] + s[$0] * (1 - da) }
        case .destinationOut: return (0..<4).map { d[$0] * (1 - sa) }
        case .plusLighter: return (0..<4).map { min(1, s[$0] + d[$0]) }
        case .plusDarker:
            let a = min(1, sa + da)
            return (0..<3).map { max(0, a - ((da - d[$0]) + (sa - s[$0]))) } + [a]
        default: break
        }
        let Cs = (0..<3).map { sa > 0 ? s[$0] / sa : 0 }, Cb = (0..<3).map { da > 0 ? d[$0] / da : 0 }
        let B: [Double]
        if [.hue, .saturation, .color, .luminosity].contains(mode) {
            let r = nonSeparable(mode, (Cb[0], Cb[1], Cb[2]), (Cs[0], Cs[1], Cs[2]))
            B = [r.r, r.g, r.b]
        } else {
            B = (0..<3).map { separable(mode, Cb[$0], Cs[$0]) }
        }
        return (0..<3).map { s[$0] * (1 - da) + d[$0] * (1 - sa) + sa * da * B[$0] } + [sa + da * (1 - sa)]
    }

    /// The exact result for 8-bit premultiplied inputs, on the 0…255 scale (unrounded).
    static func composite8(_ mode: CompositeMode, s: SIMD4<UInt8>, d: SIMD4<UInt8>, coverage: Double = 1) -> [Double] {
        let sv = (0..<4).map { Double(s[$0]) / 255 * coverage }, dv = (0..<4).map { Double(d[$0]) / 255 }
        return composite(mode, s: sv, d: dv).map { $0 * 255 }
    }
}

/// Premultiplies a straight 8-bit colour (round to nearest).
func premul(_ r: Int, _ g: Int, _ b: Int, _ a: Int) -> SIMD4<UInt8> {
    SIMD4(UInt8((r * a + 127) / 255), UInt8((g * a + 127) / 255), UInt8((b * a + 127) / 255), UInt8(a))
}

/// A 1-row image of the given premultiplied pixels.
func row(_ px: [SIMD4<UInt8>]) -> PixelBuffer {
    PixelBuffer(width: px.count, height: 1, bytes: px.flatMap { [$0.x, $0.y, $0.z, $0.w] })
}

@Suite struct CompositingTests {
    /// Chosen (source, destination) straight colours: opaque pairs, partial alpha on either
    /// or both sides, greys (the non-separable modes' degenerate case), black and white.
    static let pairs: [(SIMD4<UInt8>, SIMD4<UInt8>)] = [
        (premul(230, 77, 153, 255), premul(51, 204, 128, 255)),
        (premul(230, 77, 153, 179), premul(51, 204, 128, 153)),
        (premul(20, 240, 90, 255), premul(200, 30, 180, 102)),
        (premul(250, 10, 10, 64), premul(10, 10, 250, 255)),
        (premul(128, 128, 128, 200), premul(90, 160, 30, 230)),
        (premul(255, 255, 255, 128), premul(0, 0, 0, 255)),
        (premul(0, 0, 0, 255), premul(255, 255, 255, 40)),
        (premul(100, 200, 50, 90), premul(0, 0, 0, 0)),
        (premul(60, 60, 60, 255), premul(60, 60, 60, 255)),
        (premul(255, 128, 0, 1), premul(12, 34, 56, 254)),
    ]

    @Test(arguments: CompositeMode.allCases)
    func modeMatchesW3CFormulaInDouble(_ mode: CompositeMode) {
        let src = Self.pairs.map(\.0), dst = Self.pairs.map(\.1)
        var target = row(dst)
        Blitter.composite(&target, source: PlacedImage(image: row(src), x: 0, y: 0), mode: mode)
        for i in 0..<src.count {
            let want = W3CReference.composite8(mode, s: src[i], d: dst[i])
            let got = target[i, 0]
            for c in 0..<4 {
                #expect(abs(Double(got[c]) - want[c]) <= 0.5 + 1e-3,
                        "\(mode) pair \(i) channel \(c): got \(got[c]), W3C \(want[c])")
            }
        }
    }

    @Test(arguments: CompositeMode.allCases)
    func coverageActsAsSourceAlpha(_ mode: CompositeMode) {
        // Coverage 77 and opacity 0.6: the source is scaled by round(77·0.6)/255 = 46/255.
        let (s, d) = Self.pairs[1]
        var target = PixelBuffer(width: 3, height: 1, bytes: [d, d, d].flatMap { [$0.x, $0.y, $0.z, $0.w] })
        let mask = CoverageMask(bounds: PixelRect(x: 0, y: 0, width: 3, height: 1), coverage: [0, 77, 255])
        let color = RGBA(Float(s.x) / Float(s.w), Float(s.y) / Float(s.w), Float(s.z) / Float(s.w), Float(s.w) / 255)
        Blitter.fill(&target, mask: mask, paint: .solid(color), mode: mode, opacity: 0.6)
        #expect(target[0, 0] == d, "zero coverage leaves the destination alone")
        let want = W3CReference.composite8(mode, s: s, d: d, coverage: 46 / 255)
        let wantFull = W3CReference.composite8(mode, s: s, d: d, coverage: 153 / 255)
        for c in 0..<4 {
            #expect(abs(Double(target[1, 0][c]) - want[c]) <= 1.5, "\(mode) channel \(c)")
            #expect(abs(Double(target[2, 0][c]) - wantFull[c]) <= 1.5, "\(mode) channel \(c)")
        }
    }

    @Test func opaqueSourceOverReplacesExactly() {
        var target = PixelBuffer(width: 7, height: 3, color: RGBA(0.2, 0.4, 0.9, 0.5))
        let src = PixelBuffer(width: 7, height: 3, fill: SIMD4(17, 200, 99, 255))
        Blitter.composite(&target, source: PlacedImage(image: src, x: 0, y: 0))
        #expect(target == src)
        var t2 = PixelBuffer(width: 9, height: 2, color: .white)
        Blitter.fill(&t2, rect: PixelRect(x: 1, y: 0, width: 7, height: 2), paint: .solid(RGBA(r8: 3, g8: 4, b8: 5)))
        #expect(t2[0, 1] == SIMD4(255, 255, 255, 255))
        #expect(t2[1, 1] == SIMD4(3, 4, 5, 255) && t2[7, 0] == SIMD4(3, 4, 5, 255))
        #expect(t2[8, 0] == SIMD4(255, 255, 255, 255))
    }

    @Test func zeroCoverageLeavesDestinationByteIdentical() {
        // Odd destination bytes (including non-premultiplied garbage) must survive untouched.
        var bytes = [UInt8]()
        for i in 0..<(23 * 5 * 4) { bytes.append(UInt8((i * 37 + 11) & 255)) }
        let target = PixelBuffer(width: 23, height: 5, bytes: bytes)
        var cov = [UInt8](repeating: 0, count: 23 * 5)
        cov[23 * 2 + 11] = 255
        let mask = CoverageMask(bounds: target.bounds, coverage: cov)
        for mode in CompositeMode.allCases {
            var t = target
            Blitter.fill(&t, mask: mask, paint: .solid(RGBA(0.3, 0.7, 0.1, 0.8)), mode: mode)
            for y in 0..<5 { for x in 0..<23 where !(x == 11 && y == 2) {
                #expect(t[x, y] == target[x, y], "\(mode) touched (\(x), \(y))")
            } }
        }
    }

    @Test func halfCoverageWhiteOverBlackIs128() {
        var target = PixelBuffer(width: 5, height: 1, color: .black)
        let mask = CoverageMask(bounds: PixelRect(x: 0, y: 0, width: 5, height: 1), coverage: [128, 128, 128, 128, 128])
        Blitter.fill(&target, mask: mask, paint: .solid(.white))
        for x in 0..<5 {
            #expect(abs(Int(target[x, 0].x) - 128) <= 1 && target[x, 0].w == 255)
        }
    }

    /// Every source alpha × coverage × destination value combination class: source-over is
    /// within ±1 of the real result (the kernel rounds twice at most), through both the
    /// four-pixel vector body and the row tail.
    @Test func sourceOverWithinOneOfExactEverywhere() {
        var worst = 0.0
        for sa in stride(from: 0, through: 255, by: 5) {
            for m in [1, 2, 64, 127, 128, 200, 254, 255] {
                // 7 pixels: one vector of four plus a tail of three.
                var src = [SIMD4<UInt8>](), dst = [SIMD4<UInt8>]()
                for i in 0..<7 {
                    let r: Int = (i * 97 + sa) & 255, g: Int = (i * 31) & 255, b: Int = 255 - ((i * 53) & 255)
                    src.append(premul(r, g, b, sa))
                    dst.append(SIMD4<UInt8>(UInt8((i * 41) & 255), UInt8((i * 19 + 7) & 255), 255, 255))
                }
                var target = row(dst)
                let mask = CoverageMask(bounds: PixelRect(x: 0, y: 0, width: 7, height: 1), coverage: [UInt8](repeating: UInt8(m), count: 7))
                Blitter.composite(&target, source: PlacedImage(image: row(src), x: 0, y: 0), mask: mask)
                for i in 0..<7 {
                    let want = W3CReference.composite8(.normal, s: src[i], d: dst[i], coverage: Double(m) / 255)
                    for c in 0..<4 { worst = max(worst, abs(Double(target[i, 0][c]) - want[c])) }
                }
            }
        }
        #expect(worst <= 1.0, "worst source-over error \(worst)")
    }

    /// Runs of full, zero and partial coverage of every length and phase (the opaque-run fill,
    /// the eight-byte zero skip and the row tail), for an opaque and a translucent colour.
    @Test(arguments: [RGBA(r8: 10, g8: 200, b8: 90), RGBA(r8: 10, g8: 200, b8: 90, a8: 150)])
    func solidFillThroughMixedRuns(_ color: RGBA) {
        var cov = [UInt8]()
        var k = 0
        while cov.count < 300 {
            let len = 1 + (k * 7) % 23
            let value: UInt8 = [255, 0, 128, 255, 1][k % 5]
            cov += [UInt8](repeating: value, count: len)
            k += 1
        }
        let w = 97, h = 3
        cov = Array(cov.prefix(w * h))
        let dst = (0..<(w * h)).map { i in SIMD4<UInt8>(UInt8(i & 255), UInt8((i * 3) & 255), 40, 255) }
        var target = PixelBuffer(width: w, height: h, bytes: dst.flatMap { [$0.x, $0.y, $0.z, $0.w] })
        Blitter.fill(&target, mask: CoverageMask(bounds: target.bounds, coverage: cov), paint: .solid(color))
        let s = color.premultiplied8
        var worst = 0.0, opaqueExact = true
        for i in 0..<(w * h) {
            let got = target[i % w, i / w]
            let want = W3CReference.composite8(.normal, s: s, d: dst[i], coverage: Double(cov[i]) / 255)
            for c in 0..<4 { worst = max(worst, abs(Double(got[c]) - want[c])) }
            if cov[i] == 255 && color.alpha == 1 && got != s { opaqueExact = false }
            if cov[i] == 0 && got != dst[i] { opaqueExact = false }
        }
        #expect(worst <= 1)
        #expect(opaqueExact)
    }

    @Test func div255IsExactOverTheKernelsRange() {
        // 65 152 = 255·255 + 127, the largest numerator the kernel forms (see SourceOverKernel).
        var wrong = 0
        for x in 0...65_152 {
            let got = SourceOverKernel.div255(SIMD16<UInt16>(repeating: UInt16(x)))[0]
            if Int(got) != Int((Double(x) / 255).rounded()) { wrong += 1 }
        }
        #expect(wrong == 0)
    }

    @Test func plusDarkerMatchesAppleOpaqueFormulaAndKeepsIdentities() {
        // Opaque: R = max(0, 1 − ((1 − D) + (1 − S))).
        var t = row([SIMD4(200, 100, 30, 255)])
        Blitter.composite(&t, source: PlacedImage(image: row([SIMD4(180, 240, 250, 255)]), x: 0, y: 0), mode: .plusDarker)
        #expect(t[0, 0] == SIMD4(125, 85, 25, 255))
        // Transparent destination: the source itself; transparent source: the destination.
        var t2 = row([SIMD4(0, 0, 0, 0)])
        Blitter.composite(&t2, source: PlacedImage(image: row([SIMD4(40, 60, 80, 100)]), x: 0, y: 0), mode: .plusDarker)
        #expect(t2[0, 0] == SIMD4(40, 60, 80, 100))
    }

    @Test func compositeHonoursPositionClipAndOpacity() {
        var target = PixelBuffer(width: 6, height: 6, color: .black)
        let layer = PixelBuffer(width: 4, height: 4, color: .white)
        let clip = CoverageMask(bounds: PixelRect(x: 3, y: 3, width: 3, height: 3), coverage: [UInt8](repeating: 255, count: 9))
        Blitter.composite(&target, source: PlacedImage(image: layer, x: 2, y: 2), opacity: 0.5, mask: clip)
        #expect(target[2, 2] == SIMD4(0, 0, 0, 255), "outside the clip")
        #expect(target[3, 3] == SIMD4(128, 128, 128, 255), "inside: white at round(255·0.5)/255")
        #expect(target[5, 5] == SIMD4(128, 128, 128, 255))
        #expect(target[5, 1] == SIMD4(0, 0, 0, 255), "outside the layer")
    }
}
