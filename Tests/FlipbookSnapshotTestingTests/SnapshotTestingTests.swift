import Flipbook
import FlipbookPNG
import FlipbookSnapshotTesting
import Foundation
import SnapshotTesting
import XCTest

/// swift-snapshot-testing's own SwiftUI test (`testSwiftUIView_iOS`, SnapshotTestingTests.swift
/// in 1.19.7), unchanged but for the imports: `import SwiftUI` became `import Flipbook` and
/// `import FlipbookSnapshotTesting`, `SwiftUI.View` reads `Flipbook.View`, and the test method
/// is `@MainActor … async` (views are main-actor types; swift-corelibs-xctest runs a main-actor
/// test only in its async form). Its goldens are
/// in `__Snapshots__/SnapshotTestingTests/`, named as that package names them.
///
/// Those goldens are 2×, as swift-snapshot-testing's own were recorded (on a 2× simulator):
/// the class sets `UIScreen.main.scale = 2`, as a team on such a simulator would.
final class SnapshotTestingTests: XCTestCase {
    private var savedScale: CGFloat = 0

    override func setUp() {
        super.setUp()
        savedScale = UIScreen.main.scale
        UIScreen.main.scale = 2
    }

    override func tearDown() {
        UIScreen.main.scale = savedScale
        super.tearDown()
    }

    @MainActor
    func testSwiftUIView_iOS() async {
        struct MyView: Flipbook.View {
            var body: some Flipbook.View {
                HStack {
                    Image(systemName: "checkmark.circle.fill")
                    Text("Checked").fixedSize()
                }
                .padding(5)
                .background(RoundedRectangle(cornerRadius: 5.0).fill(Color.blue))
                .padding(10)
            }
        }

        let view = MyView().background(Color.yellow)

        assertSnapshot(of: view, as: .image(traits: .init(userInterfaceStyle: .light)))
        assertSnapshot(
            of: view, as: .image(layout: .sizeThatFits, traits: .init(userInterfaceStyle: .light)),
            named: "size-that-fits")
        assertSnapshot(
            of: view,
            as: .image(
                layout: .fixed(width: 200.0, height: 100.0), traits: .init(userInterfaceStyle: .light)),
            named: "fixed")
        assertSnapshot(
            of: view,
            as: .image(layout: .device(config: .iPhoneSe), traits: .init(userInterfaceStyle: .light)),
            named: "device")
    }

    /// The same sizes as swift-snapshot-testing's iOS goldens of that test (246×101 at 2×,
    /// 400×200, 640×1136), read from their PNG headers.
    @MainActor
    func testSizesMatchSwiftSnapshotTestingsIOSGoldens() async throws {
        let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/SnapshotTestingTests")
        let fixed = try PNGCodec.read(contentsOf: dir.appendingPathComponent("testSwiftUIView_iOS.fixed.png").path)
        XCTAssertEqual([fixed.width, fixed.height], [400, 200])
        let device = try PNGCodec.read(contentsOf: dir.appendingPathComponent("testSwiftUIView_iOS.device.png").path)
        XCTAssertEqual([device.width, device.height], [640, 1136])
        let fits = try PNGCodec.read(contentsOf: dir.appendingPathComponent("testSwiftUIView_iOS.size-that-fits.png").path)
        // iOS: 246×101. "Checked" set in Inter (Flipbook's stand-in for SF Pro) is 3.5 pt
        // wider, so 253 pixels; the height agrees within a pixel.
        XCTAssertEqual(Double(fits.width), 246, accuracy: 8)
        XCTAssertEqual(Double(fits.height), 101, accuracy: 1)
    }

    /// A changed view fails through swift-snapshot-testing with Flipbook's summary; a
    /// perceptual tolerance lets a just-noticeable change through.
    @MainActor
    func testDifferencesAndTolerances() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("fst-\(UUID().uuidString)").path
        let grey = Color(red: 120 / 255, green: 120 / 255, blue: 120 / 255).frame(width: 10, height: 10)
        let near = Color(red: 122 / 255, green: 120 / 255, blue: 120 / 255).frame(width: 10, height: 10)
        XCTAssertNotNil(verifySnapshot(of: grey, as: .image, named: "g", record: .all, snapshotDirectory: dir))
        XCTAssertNil(verifySnapshot(of: grey, as: .image, named: "g", record: .never, snapshotDirectory: dir))
        let failure = try XCTUnwrap(verifySnapshot(of: near, as: .image, named: "g", record: .never, snapshotDirectory: dir))
        XCTAssertTrue(failure.contains("\n400 of 400 pixels differ"), failure)
        // ΔE94 0.82: inside 0.991, outside 0.992.
        XCTAssertNil(verifySnapshot(of: near, as: .image(perceptualPrecision: 0.991), named: "g", record: .never, snapshotDirectory: dir))
        XCTAssertNotNil(verifySnapshot(of: near, as: .image(perceptualPrecision: 0.992), named: "g", record: .never, snapshotDirectory: dir))
        // Dark traits: the default background is black.
        _ = verifySnapshot(of: Color.clear.frame(width: 4, height: 4), as: .image(traits: .init(userInterfaceStyle: .dark)),
                           named: "dark", record: .all, snapshotDirectory: dir)
        let dark = try PNGCodec.read(contentsOf: dir + "/testDifferencesAndTolerances.dark.png")
        XCTAssertEqual(Array(dark.pixels[0..<4]), [0, 0, 0, 255])
    }

    /// `traits: .init(preferredContentSizeCategory:)` draws text styles at that size: the
    /// image is as tall as the same text at the table's point size (body: 33 at AX2).
    @MainActor
    func testContentSizeCategoryTrait() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("fst-\(UUID().uuidString)").path
        _ = verifySnapshot(of: Text("Hg").font(.body), as: .image(traits: .init(preferredContentSizeCategory: .accessibilityLarge)),
                           named: "ax2", record: .all, snapshotDirectory: dir)
        _ = verifySnapshot(of: Text("Hg").font(.system(size: 33)), as: .image, named: "33", record: .all, snapshotDirectory: dir)
        _ = verifySnapshot(of: Text("Hg").font(.body), as: .image, named: "17", record: .all, snapshotDirectory: dir)
        let ax2 = try PNGCodec.read(contentsOf: dir + "/testContentSizeCategoryTrait.ax2.png")
        let at33 = try PNGCodec.read(contentsOf: dir + "/testContentSizeCategoryTrait.33.png")
        let at17 = try PNGCodec.read(contentsOf: dir + "/testContentSizeCategoryTrait.17.png")
        XCTAssertEqual(ax2.height, at33.height)
        XCTAssertEqual(ax2.pixels, at33.pixels)
        XCTAssertLessThan(at17.height, ax2.height)
    }
}
