import Foundation
import Testing
import FlipbookRaster
@testable import Flipbook
@testable import FlipbookCore

/// `Color("name", bundle: .module)` and `Image("name", bundle: .module)` from this test
/// target's `Assets.xcassets`, which SwiftPM copies unchanged into the resource bundle on
/// Linux (`resources: [.process("Assets.xcassets")]`).
@Suite @MainActor struct AssetCatalogTests {
    /// The centre pixel (premultiplied RGBA8) of a 4-point square filled with `color`.
    static func swatch(_ color: Color, _ scheme: ColorScheme = .light, _ contrast: ColorSchemeContrast = .standard) -> SIMD4<Int> {
        let r = ImageRenderer(content: Rectangle().fill(color).frame(width: 4, height: 4)
            .environment(\._colorSchemeContrast, contrast))
        r.colorScheme = scheme
        let p = r.pixelBuffer
        let px = p[p.width / 2, p.height / 2]
        return SIMD4(Int(px.x), Int(px.y), Int(px.z), Int(px.w))
    }

    static func close(_ a: SIMD4<Int>, _ b: SIMD4<Int>, _ tolerance: Int = 1) -> Bool {
        let d = a &- b
        return abs(d.x) <= tolerance && abs(d.y) <= tolerance && abs(d.z) <= tolerance && abs(d.w) <= tolerance
    }

    @Test func whatSwiftPMPutsInTheBundle() {
        let root = (Bundle.module.resourceURL ?? Bundle.module.bundleURL).path
        // The catalogue arrives as a folder (no actool on Linux), Contents.json files and PNGs intact.
        #expect(FileManager.default.fileExists(atPath: root + "/Assets.xcassets/Brand.colorset/Contents.json"))
        #expect(FileManager.default.fileExists(atPath: root + "/Assets.xcassets/Badge.imageset/badge@2x.png"))
    }

    @Test func colourSetFollowsColorSchemeAndContrast() {
        let brand = Color("Brand", bundle: .module)
        // Floats "1.000, 0.302, 0.000" → 255, 77, 0.
        #expect(Self.close(Self.swatch(brand), SIMD4(255, 77, 0, 255)))
        // 8-bit integers "77, 163, 255".
        #expect(Self.close(Self.swatch(brand, .dark), SIMD4(77, 163, 255, 255), 0))
        // Hex "0x80, 0x00, 0x00" in extended sRGB, the high-contrast (any luminosity) entry.
        #expect(Self.close(Self.swatch(brand, .light, .increased), SIMD4(128, 0, 0, 255), 0))
        // Display P3 (0.8, 0.6, 0.2), dark + high contrast, converted to sRGB.
        let (r, g, b) = Self.p3ToSRGB(0.8, 0.6, 0.2)
        let want = SIMD4(Int((r * 255).rounded()), Int((g * 255).rounded()), Int((b * 255).rounded()), 255)
        #expect(Self.close(Self.swatch(brand, .dark, .increased), want), "\(Self.swatch(brand, .dark, .increased)) vs \(want)")
    }

    @Test func foregroundColorAndGradientStopsFollowContrastToo() {
        let brand = Color("Brand", bundle: .module)
        let viaForeground = ImageRenderer(content: Rectangle().foregroundColor(brand).frame(width: 4, height: 4)
            .environment(\._colorSchemeContrast, .increased)).pixelBuffer
        #expect(viaForeground[2, 2] == SIMD4(128, 0, 0, 255))
        let gradient = ImageRenderer(content: Rectangle().fill(LinearGradient(colors: [brand, brand], startPoint: .top, endPoint: .bottom))
            .frame(width: 4, height: 4).environment(\._colorSchemeContrast, .increased)).pixelBuffer
        let g = gradient[2, 2]
        #expect(Self.close(SIMD4(Int(g.x), Int(g.y), Int(g.z), Int(g.w)), SIMD4(128, 0, 0, 255)))
    }

    @Test func namespacedGreyWithAlpha() {
        // gray-gamma-22 white 0.6 at alpha 0.5: premultiplied 0.3 · 255.
        #expect(Self.close(Self.swatch(Color("Group/Accent", bundle: .module)), SIMD4(77, 77, 77, 128)))
    }

    @Test func aMissingNameDrawsClearAndSaysSo() {
        #expect(Self.swatch(Color("NoSuchColour", bundle: .module)) == SIMD4(0, 0, 0, 0))
        #expect(AssetDiagnostics.messages.contains { $0.contains("No color named \"NoSuchColour\"") })
    }

    @Test func malformedJSONIsReportedNamingTheFile() {
        _ = Color("Brand", bundle: .module)
        #expect(AssetDiagnostics.messages.contains {
            $0.contains("Malformed.colorset/Contents.json") && $0.contains("not valid JSON")
        })
        // The rest of the catalogue still loads.
        #expect(AssetCatalog.of(.module).colors["Brand"] != nil)
    }

    @Test func colorCatalogRegistrationWins() {
        ColorCatalog.shared.register("Group/Accent", Color(red: 0, green: 0, blue: 1))
        defer { ColorCatalog.shared.register("Group/Accent", Color(.sRGB, white: 0.6, opacity: 0.5)) }
        #expect(Self.swatch(Color("Group/Accent", bundle: .module)) == SIMD4(0, 0, 255, 255))
    }

    @Test(arguments: [(1.0, SIMD4(255, 0, 0, 255), 6, 4), (2.0, SIMD4(0, 255, 0, 255), 12, 8), (3.0, SIMD4(0, 0, 255, 255), 18, 12)])
    func imageSetChoosesItsFileByScale(_ c: (scale: Double, colour: SIMD4<Int>, width: Int, height: Int)) {
        // 1× is red 6×4 px, 2× green 12×8, 3× blue 18×12: all 6×4 points.
        let r = ImageRenderer(content: Image("Badge", bundle: .module))
        r.scale = CGFloat(c.scale)
        let p = r.pixelBuffer
        #expect(p.width == c.width && p.height == c.height)
        let px = p[p.width / 2, p.height / 2]
        #expect(SIMD4(Int(px.x), Int(px.y), Int(px.z), Int(px.w)) == c.colour)
    }

    // MARK: An independent Display P3 → sRGB conversion

    /// RGB → XYZ from the primaries' chromaticities and D65 (the textbook derivation), so the
    /// expected value does not share Flipbook's constants.
    static func rgbToXYZ(_ xy: [(Double, Double)]) -> [[Double]] {
        let white = (0.3127, 0.3290)
        func xyz(_ p: (Double, Double)) -> [Double] { [p.0 / p.1, 1, (1 - p.0 - p.1) / p.1] }
        let cols = xy.map(xyz)
        let m = [[cols[0][0], cols[1][0], cols[2][0]], [cols[0][1], cols[1][1], cols[2][1]], [cols[0][2], cols[1][2], cols[2][2]]]
        let s = mul(invert(m), xyz(white))
        return m.map { row in (0..<3).map { row[$0] * s[$0] } }
    }
    static func mul(_ m: [[Double]], _ v: [Double]) -> [Double] { m.map { r in r[0] * v[0] + r[1] * v[1] + r[2] * v[2] } }
    static func invert(_ m: [[Double]]) -> [[Double]] {
        let a = m[0][0], b = m[0][1], c = m[0][2], d = m[1][0], e = m[1][1], f = m[1][2], g = m[2][0], h = m[2][1], i = m[2][2]
        let det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
        return [[(e * i - f * h) / det, (c * h - b * i) / det, (b * f - c * e) / det],
                [(f * g - d * i) / det, (a * i - c * g) / det, (c * d - a * f) / det],
                [(d * h - e * g) / det, (b * g - a * h) / det, (a * e - b * d) / det]]
    }
    static func p3ToSRGB(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        func lin(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        func enc(_ c: Double) -> Double { let c = min(max(c, 0), 1); return c <= 0.0031308 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055 }
        let p3 = rgbToXYZ([(0.680, 0.320), (0.265, 0.690), (0.150, 0.060)])
        let srgb = rgbToXYZ([(0.640, 0.330), (0.300, 0.600), (0.150, 0.060)])
        let out = mul(invert(srgb), mul(p3, [lin(r), lin(g), lin(b)]))
        return (enc(out[0]), enc(out[1]), enc(out[2]))
    }

    /// `AssetCatalogCheck` reads this target's catalogue as the views do: the sets by their
    /// Xcode names, the malformed colour set and an image that is not a PNG named with their files.
    @Test func theCheckNamesEverySetAndEveryProblem() throws {
        let root = (Bundle.module.resourceURL ?? Bundle.module.bundleURL).path
        let report = AssetCatalogCheck.check(catalogsUnder: root)
        #expect(report.colorNames == ["Brand", "Group/Accent"])
        #expect(report.imageNames == ["Badge", "Glyph", "PDFGlyph", "PDFHandmade", "PDFRotated"])
        #expect(report.problems.count == 1 && report.problems[0].contains("Malformed.colorset/Contents.json"), "\(report.problems)")

        // A copy whose 2× badge is not a PNG, with a colour set that has only a dark colour.
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("asset-check-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.copyItem(atPath: root + "/Assets.xcassets", toPath: dir.path + "/Assets.xcassets")
        try Data("not a png".utf8).write(to: dir.appendingPathComponent("Assets.xcassets/Badge.imageset/badge@2x.png"))
        let darkOnly = dir.appendingPathComponent("Assets.xcassets/DarkOnly.colorset")
        try FileManager.default.createDirectory(at: darkOnly, withIntermediateDirectories: true)
        try Data(#"{"colors": [{"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}], "color": {"color-space": "srgb", "components": {"red": "1", "green": "0", "blue": "0", "alpha": "1"}}}]}"#.utf8)
            .write(to: darkOnly.appendingPathComponent("Contents.json"))
        let broken = AssetCatalogCheck.check(catalogsUnder: dir.path)
        #expect(broken.problems.contains { $0.contains("badge@2x.png could not be read") }, "\(broken.problems)")
        #expect(broken.problems.contains { $0.hasPrefix("colour set \"DarkOnly\": no colour for the light appearance") }, "\(broken.problems)")
    }
}
