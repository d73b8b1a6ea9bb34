import Flipbook
import FlipbookDiff
import FlipbookPNG
import FlipbookText
import Foundation
import Testing
@testable import FlipbookTesting

/// `assertSnapshot` end to end under Swift Testing: record, verify, a change failing with its
/// three images, tolerance edges, layouts.
@Suite @MainActor struct AssertSnapshotTests {
    let goldens = temporaryFolder("swiftTestingGoldens")

    @Test func recordThenVerifyThenAChangedViewFails() throws {
        let recorded = MessageBox()
        withKnownIssue {
            assertSnapshot(of: Swatch(red: 255, green: 0, blue: 0), named: "swatch", record: .all, snapshotDirectory: goldens)
        } matching: { issue in
            recorded.append(issue.comments.map(\.rawValue).joined()); return true
        }
        #expect(recorded.all.first?.contains("recorded") == true)
        // 10 points at the default scale 2: 20×20 pixels of pure red.
        let golden = try PNGCodec.read(contentsOf: goldens + "/recordThenVerifyThenAChangedViewFails.swatch.png")
        #expect(golden.width == 20 && golden.height == 20)
        #expect(golden.pixel(10, 10) == SIMD4(255, 0, 0, 255))

        assertSnapshot(of: Swatch(red: 255, green: 0, blue: 0), named: "swatch", record: .missing, snapshotDirectory: goldens)

        let failure = MessageBox()
        withKnownIssue {
            assertSnapshot(of: Swatch(red: 0, green: 0, blue: 255), named: "swatch", record: .missing, snapshotDirectory: goldens)
        } matching: { issue in
            failure.append(issue.comments.map(\.rawValue).joined()); return true
        }
        let message = try #require(failure.all.first)
        #expect(message.contains("400 of 400 pixels differ (100%), by at most 255/255 in a channel"))
        for (label, colour) in [("expected:", SIMD4<UInt8>(255, 0, 0, 255)), ("actual:", SIMD4(0, 0, 255, 255)), ("diff:", SIMD4(230, 0, 0, 255))] {
            let image = try PNGCodec.read(contentsOf: #require(path(after: label, in: message)))
            #expect(image.pixel(3, 3) == colour, "\(label)")
        }
        // The golden is still red.
        #expect(try PNGCodec.read(contentsOf: goldens + "/recordThenVerifyThenAChangedViewFails.swatch.png").pixel(0, 0) == SIMD4(255, 0, 0, 255))
    }

    /// Grey 120 recorded; grey (122,120,120) differs by ΔE94 0.8221: inside at perceptual
    /// precision 0.991, outside at 0.992.
    @Test func perceptualToleranceJustInsideAndJustOutside() {
        assertSnapshot(of: Swatch(red: 120, green: 120, blue: 120), named: "g", record: .all, snapshotDirectory: goldens, isKnown: true)
        assertSnapshot(of: Swatch(red: 122, green: 120, blue: 120), perceptualPrecision: 0.991, named: "g", record: .never, snapshotDirectory: goldens)
        withKnownIssue {
            assertSnapshot(of: Swatch(red: 122, green: 120, blue: 120), perceptualPrecision: 0.992, named: "g", record: .never, snapshotDirectory: goldens)
        }
    }

    /// 4 of 100 pixels changed: precision 0.96 is just inside, 0.961 just outside.
    @Test func pixelPrecisionJustInsideAndJustOutside() {
        let base = pixels(10, 10, SIMD4(255, 255, 255, 255))
        let changed = pixels(10, 10, SIMD4(255, 255, 255, 255), edits: (0..<4).map { ($0, 0, SIMD4(0, 0, 0, 255)) })
        withKnownIssue { assertSnapshot(of: base, named: "p", record: .all, snapshotDirectory: goldens) }
        assertSnapshot(of: changed, precision: 0.96, named: "p", record: .never, snapshotDirectory: goldens)
        withKnownIssue { assertSnapshot(of: changed, precision: 0.961, named: "p", record: .never, snapshotDirectory: goldens) }
    }

    @Test func layoutsScaleSchemeAndBackground() throws {
        withKnownIssue {
            assertSnapshot(of: Swatch(red: 0, green: 128, blue: 0), layout: .fixed(width: 30, height: 20), scale: 1,
                           colorScheme: .dark, named: "fixed", record: .all, snapshotDirectory: goldens)
            assertSnapshot(of: Color(red: 0, green: 0, blue: 1), layout: .device(config: .iPhoneSe),
                           background: Color(red: 1, green: 1, blue: 0), named: "device", record: .all, snapshotDirectory: goldens)
        }
        let fixed = try PNGCodec.read(contentsOf: goldens + "/layoutsScaleSchemeAndBackground.fixed.png")
        #expect(fixed.width == 30 && fixed.height == 20)
        #expect(fixed.pixel(15, 10) == SIMD4(0, 128, 0, 255))   // the swatch, centred
        #expect(fixed.pixel(1, 1) == SIMD4(0, 0, 0, 255))       // dark: black behind it
        let device = try PNGCodec.read(contentsOf: goldens + "/layoutsScaleSchemeAndBackground.device.png")
        #expect(device.width == 640 && device.height == 1136)   // 320×568 @2×
        #expect(device.pixel(320, 20) == SIMD4(255, 255, 0, 255))  // status bar (safe area): background
        #expect(device.pixel(320, 60) == SIMD4(0, 0, 255, 255))    // content below it
    }

    /// Goldens carry their provenance: renderer version, font checksums, scale, colour scheme.
    @Test func goldensNameWhatMadeThem() throws {
        withKnownIssue {
            assertSnapshot(of: Swatch(red: 1, green: 2, blue: 3), scale: 3, colorScheme: .dark, named: "p", record: .all, snapshotDirectory: goldens)
        }
        let text = Dictionary(try PNGTextChunks.read(contentsOf: goldens + "/goldensNameWhatMadeThem.p.png").map { ($0.key, $0.value) },
                              uniquingKeysWith: { $1 })
        #expect(text["Software"] == "Flipbook \(FlipbookInfo.version)")
        #expect(text["Flipbook-Scale"] == "3")
        #expect(text["Flipbook-Color-Scheme"] == "dark")
        // One count and one CRC-32 over "name crc" of every bundled font file, computed here
        // independently of the renderer (no Apple fonts are installed on the test machine).
        let fonts = try #require(text["Flipbook-Fonts"])
        let dir = try FontLocator.fontsDirectory()
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path)
            .filter { [".otf", ".ttf", ".ttc"].contains(where: $0.lowercased().hasSuffix) }.sorted()
        let lines = try files.map { name -> String in
            let crc = String(try Checksum.crc32(contentsOf: dir.appendingPathComponent(name).path), radix: 16)
            return name + " " + String(repeating: "0", count: 8 - crc.count) + crc
        }
        let all = String(Checksum.crc32(Array(lines.joined(separator: "\n").utf8)), radix: 16)
        #expect(fonts == "\(files.count) files, crc32 " + String(repeating: "0", count: 8 - all.count) + all)
        #expect(text["Flipbook-Apple-Fonts"] == nil)
    }

    /// A golden drawn with Apple's fonts, verified by a run without them, fails naming the
    /// fonts rather than only counting pixels.
    @Test func goldenRecordedWithAppleFontsFailsSayingSo() throws {
        let apple = ["Software": "Flipbook", "Flipbook-Apple-Fonts": "12 files, crc32 0badf00d"]
        let without = ["Software": "Flipbook"]
        let message = try #require(DiffRunner.fontsExplanation(apple, without))
        #expect(message.contains("drawn with Apple's fonts (12 files, crc32 0badf00d) and this run has none"))
        #expect(try #require(DiffRunner.fontsExplanation(without, apple)).contains("recorded without them"))
        #expect(DiffRunner.fontsExplanation(apple, apple) == nil)
        #expect(DiffRunner.fontsExplanation(without, without) == nil)

        // Through assertSnapshot: a white golden whose provenance says Apple's fonts drew it.
        let path = goldens + "/goldenRecordedWithAppleFontsFailsSayingSo.apple.png"
        try FileManager.default.createDirectory(atPath: goldens, withIntermediateDirectories: true)
        var options = PNGEncodingOptions.default
        options.text = [("Software", "Flipbook"), ("Flipbook-Apple-Fonts", "12 files, crc32 0badf00d")]
        try PNGCodec.write(premultipliedRGBA: [UInt8](repeating: 255, count: 20 * 20 * 4), width: 20, height: 20, options: options, to: path)
        let failure = verifySnapshot(of: Swatch(red: 1, green: 2, blue: 3), named: "apple", record: .never, snapshotDirectory: goldens)
        #expect(failure?.contains("the golden was drawn with Apple's fonts (12 files, crc32 0badf00d) and this run has none") == true,
                "\(failure ?? "")")
    }

    @Test(.snapshots(record: .never)) func missingGoldenUnderNeverTraitFails() {
        let box = MessageBox()
        withKnownIssue {
            assertSnapshot(of: Swatch(red: 1, green: 2, blue: 3), named: "absent", snapshotDirectory: goldens)
        } matching: { issue in
            box.append(issue.comments.map(\.rawValue).joined()); return true
        }
        #expect(box.all.first?.contains("record mode is never") == true)
        #expect(!FileManager.default.fileExists(atPath: goldens + "/missingGoldenUnderNeverTraitFails.absent.png"))
    }

    @Test func verifySnapshotReturnsTheMessageInsteadOfReporting() {
        #expect(verifySnapshot(of: Swatch(red: 9, green: 9, blue: 9), named: "v", record: .all, snapshotDirectory: goldens)?.contains("recorded") == true)
        #expect(verifySnapshot(of: Swatch(red: 9, green: 9, blue: 9), named: "v", record: .never, snapshotDirectory: goldens) == nil)
        #expect(verifySnapshot(of: Swatch(red: 9, green: 9, blue: 9), precision: 2, named: "v", snapshotDirectory: goldens)?
            .contains("precision must be between 0 and 1") == true)
    }
}

/// Recording fails the assertion by design; this wraps one expected recording.
@MainActor
func assertSnapshot<V: View>(of view: V, named: String, record: SnapshotRecordMode, snapshotDirectory: String, isKnown: Bool,
                             testName: String = #function) {
    withKnownIssue {
        assertSnapshot(of: view, named: named, record: record, snapshotDirectory: snapshotDirectory, testName: testName)
    }
}
