import FlipbookRaster
import Foundation
import Testing
@testable import FlipbookText

/// Apple's fonts when installed, exercised with the stand-ins `scripts/make-test-fonts.py`
/// builds (Apple's files may not be committed): a variable "SF Pro" with `wght`/`wdth`/`opsz`
/// axes, static "SF Pro Text"/"SF Pro Display", and the advances fontTools' instancer computed
/// for them (`expected-advances.json`).
@Suite struct AppleFontsTests {
    static let standIns = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Fonts/AppleStandIn")

    /// The bundled fonts plus the stand-ins in `subfolder`, as `FontRegistry.bundled()` loads
    /// `Fonts/Apple/` or `$FLIPBOOK_APPLE_FONTS`.
    static func registry(_ subfolder: String? = nil) throws -> FontRegistry {
        let r = try FontRegistry(directory: FontLocator.fontsDirectory())
        try r.registerDirectory(subfolder.map { standIns.appendingPathComponent($0) } ?? standIns)
        return r
    }

    struct Probe: Sendable, CustomTestStringConvertible {
        var location: [String: Double]
        var advances: [String: Double]
        var testDescription: String { location.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ") }
    }

    static let probes: [Probe] = {
        guard let data = try? Data(contentsOf: standIns.appendingPathComponent("expected-advances.json")),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let probes = json["probes"] as? [[String: Any]] else { return [] }
        return probes.map { p in
            Probe(location: (p["location"] as? [String: Double]) ?? [:], advances: (p["advances"] as? [String: Double]) ?? [:])
        }
    }()

    /// SF Pro's tracking in 1/1000 em at the sizes probed, from the HIG's table (typed here,
    /// not computed by ``AppleFonts/tracking(pointSize:)``).
    static let higTracking: [Double: Double] = [17: -26, 22: -12, 28: 14, 34: 12]

    @Test func probesWereGenerated() {
        #expect(Self.probes.count == 6)
    }

    @Test func systemFontBecomesSFProWithNoChangeToTheRequest() throws {
        let r = try Self.registry()
        #expect(r.hasAppleFonts)
        #expect(r.descriptor(for: .body).family == "SF Pro")
        #expect(r.descriptor(for: .system(size: 40, weight: .bold)).weight == .bold)
        let body = try r.resolve(FontSpec.body)
        #expect(body.primary.family == "SF Pro")
        #expect(body.primary.variations == ["wght": 400, "opsz": 17])
        // Without Apple's fonts the request stays on Inter.
        let bundled = try FontRegistry(directory: FontLocator.fontsDirectory())
        #expect(bundled.descriptor(for: .body).family == "Inter")
        #expect(!bundled.hasAppleFonts)
    }

    /// Each probe drawn as "HOn." at the probe's point size, weight and width: the pen advances
    /// must be fontTools' advances × size / 1000 plus the HIG's tracking, to 1e-6 pt.
    @Test(arguments: probes) func advancesMatchFontToolsInstances(_ probe: Probe) throws {
        let r = try Self.registry()
        let opsz = probe.location["opsz"]!
        let size = opsz == 17 ? 17.0 : opsz
        var spec = FontSpec.system(size: size, weight: probe.location["wght"] == 700 ? .bold : .regular)
        switch probe.location["wdth"] {
        case 75: spec = spec.width(-0.2)     // .condensed: the font's "Condensed" instance
        case 125: spec = spec.width(0.2)     // .expanded
        default: break
        }
        let font = try r.resolve(spec)
        #expect(font.primary.family == "SF Pro")
        let layout = TextLayout("HOn.", font: font)
        let tracking = Self.higTracking[size]! / 1000 * size
        let xs = layout.glyphs.map(\.x)
        #expect(xs.count == 4)
        let unit = size / 1000
        for (i, ch) in ["H", "O", "n"].enumerated() {
            let expected = probe.advances[ch]! * unit + tracking
            #expect(abs((xs[i + 1] - xs[i]) - expected) < 1e-6, "\(ch) at \(probe.testDescription)")
        }
    }

    @Test func opticalSizeFollowsPointSizeAndClampsToTheAxis() throws {
        let r = try Self.registry()
        #expect(try r.resolve(FontSpec.system(size: 11)).primary.variations["opsz"] == 17)
        #expect(try r.resolve(FontSpec.system(size: 22)).primary.variations["opsz"] == 22)
        #expect(try r.resolve(FontSpec.largeTitle).primary.variations["opsz"] == 28)
    }

    @Test func staticFilesSwitchFromTextToDisplayAt20Points() throws {
        let r = try Self.registry("Static")
        #expect(try r.resolve(FontSpec.system(size: 19.5)).primary.family == "SF Pro Text")
        #expect(try r.resolve(FontSpec.title3).primary.family == "SF Pro Display")   // 20 pt
        #expect(try r.resolve(FontSpec.body).primary.family == "SF Pro Text")
        // Display's advances are the opsz-28 ones: "H" 670 units.
        let title = try r.resolve(FontSpec.system(size: 28))
        let xs = TextLayout("HH", font: title).glyphs.map(\.x)
        #expect(abs((xs[1] - xs[0]) - (670 * 0.028 + 0.014 * 28)) < 1e-6)
    }

    @Test func lineHeightIsTheFontsHheaAsUIKitReports() throws {
        let r = try Self.registry()
        let font = try r.resolve(FontSpec.body)
        // Stand-in hhea: ascender 952, descender 241 per 1000 (SF Pro's 1950/494 per 2048).
        #expect(abs(TextLayout("H", font: font).size.height - 1.193 * 17) < 1e-9)
    }

    @Test func weightReachesTheRasteriser() throws {
        let r = try Self.registry()
        func stem(_ w: FontWeight) throws -> Int {
            let font = try r.resolve(FontSpec.system(size: 100, weight: w))
            let g = try #require(font.primary.glyph(for: "H"))
            let mask = GlyphRasterizer.render(face: font.primary, glyph: g, pixelSize64: 100 * 64, phase: 0, oblique: false)
            return mask.width
        }
        // Bar stems: 100 units at 400, 220 at 900, so 172 at 700 (linear between masters).
        #expect(try abs(stem(.regular) - 10) <= 1)
        #expect(try abs(stem(.bold) - 17) <= 1)
    }

    @Test func trackingTableInterpolatesBetweenListedSizes() {
        #expect(AppleFonts.tracking(pointSize: 17) == -0.026)
        #expect(abs(AppleFonts.tracking(pointSize: 17.5) - (-0.0255)) < 1e-12)
        #expect(AppleFonts.tracking(pointSize: 4) == 0.041)
        #expect(AppleFonts.tracking(pointSize: 200) == 0)
    }

    @Test func appleFontsDirectoriesComeFromTheEnvironmentAndTheFontsFolder() throws {
        let dirs = AppleFonts.directories(fontsDirectory: Self.standIns.deletingLastPathComponent(),
                                          environment: [AppleFonts.environmentVariable: Self.standIns.path])
        #expect(dirs.map(\.lastPathComponent) == ["AppleStandIn"])
        #expect(AppleFonts.directories(fontsDirectory: nil, environment: [AppleFonts.environmentVariable: "/nonexistent"]).isEmpty)
    }

    /// SF Symbols glyphs in an installed SF font (named by symbol, in the private use area)
    /// draw instead of the Material mapping; names it lacks keep the mapping.
    @Test func symbolsComeFromAppleFontsWhenTheyCarryThem() throws {
        let r = try Self.registry()
        let font = try r.resolve(FontSpec.system(size: 20))
        let heart = try #require(try SymbolImage.forSwiftAPI("heart.fill", font: font, registry: r))
        #expect(heart.isAppleGlyph)
        #expect(heart.face.family == "SF Pro Symbols Stand-In")
        #expect(heart.face.glyph(for: Unicode.Scalar(0x100000)!) == heart.glyph)
        // The stand-in "heart.fill" is a bar 800 units wide and tall, "star" one 100 wide:
        // at 20 pt and 2 px/pt, 32 and 4 pixels.
        let mask = heart.coverageMask(origin: Point(0, 0), scale: 2)
        #expect(abs(mask.bounds.width - 32) <= 1 && abs(mask.bounds.height - 32) <= 1, "\(mask.bounds)")
        let star = try #require(try SymbolImage.forSwiftAPI("star", font: font, registry: r))
        #expect(abs(star.coverageMask(origin: Point(0, 0), scale: 2).bounds.width - 4) <= 1)
        // Centred across the 20-pt square: the 900-unit (36 px) advance leaves 2 px each side.
        #expect(abs(mask.bounds.x - 4) <= 1, "\(mask.bounds)")   // 2 px of margin + 2 px of side bearing
        // A symbol the font lacks keeps the Material mapping.
        let moon = try #require(try SymbolImage.forSwiftAPI("moon.fill", font: font, registry: r))
        #expect(!moon.isAppleGlyph)
        #expect(moon.face.family == FontRegistry.symbolFamily)
        // Without Apple's fonts everything is Material.
        let bundled = try FontRegistry(directory: FontLocator.fontsDirectory())
        #expect(try SymbolImage.forSwiftAPI("heart.fill", font: bundled.resolve(FontSpec.body), registry: bundled)?.isAppleGlyph == false)
    }

    /// Without Apple's fonts, Inter takes SF Pro's size rules by default: the HIG's tracking
    /// and SF Pro's 1.193 em line. SkeletonUI's iOS golden shows "testDefault…" for
    /// "testDefaultSkeletonForEach()" in 100 pt at 17 pt; Inter alone keeps one letter less.
    /// `interFollowsSFMetrics: false` (or `FLIPBOOK_INTER_SF_METRICS=0`) keeps Inter's own.
    @Test func interFollowsSFProSizeRulesByDefault() throws {
        let plain = try FontRegistry(directory: FontLocator.fontsDirectory(), interFollowsSFMetrics: false)
        let sf = try FontRegistry(directory: FontLocator.fontsDirectory())
        #expect(sf.interFollowsSFMetrics && !plain.interFollowsSFMetrics)
        let a = try plain.resolve(FontSpec.body), b = try sf.resolve(FontSpec.body)
        #expect(b.primary.family == "Inter" && b.tracking == -0.026 * 17)
        #expect(abs(b.lineHeight - (1950.0 + 494) / 2048 * 17) < 1e-9)
        #expect(abs(a.lineHeight - 3408.0 / 2816 * 17) < 1e-9)     // Inter's own hhea
        let xa = TextLayout("HH", font: a).glyphs.map(\.x), xb = TextLayout("HH", font: b).glyphs.map(\.x)
        #expect(abs((xb[1] - xb[0]) - (xa[1] - xa[0]) + 0.442) < 1e-9)
        let s = "testDefaultSkeletonForEach()"
        let kept = { (font: ResolvedFont) -> Int in TextLayout(s, font: font, width: 100, lineLimit: 1).lines[0].characters.count }
        #expect(kept(a) == "testDefaul".count)
        #expect(kept(b) == "testDefault".count)
        // Other designs keep their own metrics.
        #expect(try sf.resolve(FontSpec.system(size: 17, design: .rounded)).tracking == 0)
        // The environment's opt-out: "0" alone turns the rules off.
        #expect(FontRegistry.interFollowsSFMetrics(environment: [:]))
        #expect(FontRegistry.interFollowsSFMetrics(environment: ["FLIPBOOK_INTER_SF_METRICS": "1"]))
        #expect(!FontRegistry.interFollowsSFMetrics(environment: ["FLIPBOOK_INTER_SF_METRICS": "0"]))
    }

    /// `.rounded`, `.monospaced` and `.serif` draw SF Pro Rounded, SF Mono and New York when
    /// installed, at the weight asked (no Quicksand weight shift), and Inter's designs otherwise.
    @Test func designsMapToApplesFamilies() throws {
        let r = try Self.registry("Designs")
        #expect(try r.resolve(FontSpec.system(size: 17, design: .rounded)).primary.family == "SF Pro Rounded")
        #expect(try r.resolve(FontSpec.system(size: 17, design: .monospaced)).primary.family == "SF Mono")
        #expect(try r.resolve(FontSpec.system(size: 17, design: .serif)).primary.family == "New York")
        #expect(r.descriptor(for: FontSpec.system(size: 17, weight: .regular, design: .rounded)).weight == .regular)
        // The default design has no SF Pro in this folder: it stays Inter (with SF Pro's size
        // rules, the default for Inter standing in for SF Pro).
        let body = try r.resolve(FontSpec.body)
        #expect(body.primary.family == "Inter" && body.tracking == -0.026 * 17)
        // SF Pro's tracking is for SF Pro and its stand-in alone, not the other designs.
        #expect(try r.resolve(FontSpec.system(size: 17, design: .rounded)).tracking == 0)
        let bundled = try FontRegistry(directory: FontLocator.fontsDirectory())
        #expect(try bundled.resolve(FontSpec.system(size: 17, design: .rounded)).primary.family == "Quicksand")
    }
}
