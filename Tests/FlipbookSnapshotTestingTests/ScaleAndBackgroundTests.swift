import Flipbook
import FlipbookPNG
import FlipbookSnapshotTesting
import Foundation
import SnapshotTesting
import Testing

/// What iOS records: the screen's scale (3 on every current iPhone simulator) unless the
/// traits give one; the system background behind a SwiftUI view; a hosting controller's own
/// background, transparent where a test cleared it.
@MainActor @Suite struct ScaleAndBackgroundTests {
    /// Records `value` with `strategy` into a fresh folder and reads the picture back.
    func record<V>(_ value: V, as strategy: Snapshotting<V, PNGImage>, testName: String = #function) throws -> PNGImage {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("fst-\(UUID().uuidString)").path
        _ = verifySnapshot(of: value, as: strategy, named: "x", record: .all, snapshotDirectory: dir, testName: "t")
        return try PNGCodec.read(contentsOf: dir + "/t.x.png")
    }

    func pixel(_ image: PNGImage, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * image.width + x) * 4
        return Array(image.pixels[i..<i + 4])
    }

    @Test func defaultScaleIsThreeAsOnACurrentIPhoneSimulator() throws {
        try #require(ProcessInfo.processInfo.environment["SNAPSHOT_DISPLAY_SCALE"] == nil)
        #expect(UIScreen.main.scale == 3)
        let image = try record(Color.red.frame(width: 10, height: 7), as: .image)
        #expect([image.width, image.height] as [Int] == [30, 21])
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func traitsDisplayScaleIsRespected(scale: CGFloat) throws {
        let image = try record(Color.red.frame(width: 10, height: 7), as: .image(traits: .init(displayScale: scale)))
        #expect([image.width, image.height] as [Int] == [Int(10 * scale), Int(7 * scale)])
        // A device layout takes the traits' scale too, as iOS's image renderer does.
        let device = try record(Color.red, as: .image(layout: .device(config: .iPhoneSe), traits: .init(displayScale: scale)))
        #expect([device.width, device.height] as [Int] == [Int(320 * scale), Int(568 * scale)])
    }

    /// swift-snapshot-testing's phones carry `.medium` text (its `UITraitCollection.iPhone13(_:)`
    /// and siblings), so on iOS a device snapshot's body text is 16 pt, not 17: the device
    /// picture equals the view drawn at `.medium` explicitly, and a strategy's own text size wins.
    @Test func deviceLayoutsDrawTextAtMediumAsSwiftSnapshotTestingsPhones() throws {
        #expect(ViewImageConfig.iPhone13.traits.preferredContentSizeCategory == .medium)
        #expect(ViewImageConfig.iPhoneSe(.landscape).traits.preferredContentSizeCategory == .medium)
        let text = Text("Snapshot").font(.body)
        let traits = UITraitCollection(displayScale: 1)
        let device = try record(text, as: .image(layout: .device(config: .iPhoneSe), traits: traits))
        let medium = try record(text.environment(\.dynamicTypeSize, .medium),
                                as: .image(layout: .device(config: .iPhoneSe), traits: .init(traitsFrom: [traits, .init(preferredContentSizeCategory: .large)])))
        let large = try record(text, as: .image(layout: .device(config: .iPhoneSe), traits: .init(traitsFrom: [traits, .init(preferredContentSizeCategory: .large)])))
        #expect(device.pixels == medium.pixels)
        #expect(device.pixels != large.pixels)
        // The ink is narrower at 16 pt than at 17 pt.
        func inkWidth(_ image: PNGImage) -> Int {
            var minX = image.width, maxX = -1
            for y in 0..<image.height { for x in 0..<image.width where pixel(image, x, y)[0] < 128 { minX = min(minX, x); maxX = max(maxX, x) } }
            return maxX - minX + 1
        }
        #expect(inkWidth(device) < inkWidth(large))
    }

    /// What `SNAPSHOT_DISPLAY_SCALE` may hold (parsed without touching the process's
    /// environment, which tests running in parallel read).
    @Test func environmentVariableParsing() {
        #expect(UIScreen.scale(fromEnvironmentValue: "2") == 2)
        #expect(UIScreen.scale(fromEnvironmentValue: " 1.5 ") == 1.5)
        #expect(UIScreen.scale(fromEnvironmentValue: "two") == nil)
        #expect(UIScreen.scale(fromEnvironmentValue: "0") == nil)
        #expect(UIScreen.scale(fromEnvironmentValue: "12") == nil)
        #expect(UIScreen.scale(fromEnvironmentValue: nil) == nil)
    }

    @Test func deviceIsAnIPhone() {
        try? #require(ProcessInfo.processInfo.environment["SNAPSHOT_DEVICE_MODEL"] == nil)
        #expect(UIDevice.current.model == "iPhone")
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
    }

    /// A SwiftUI view snapshot is opaque: the hosting view's system background where the view
    /// paints nothing (white, black in dark mode).
    @Test func swiftUIViewHasTheSystemBackground() throws {
        let view = Color.red.frame(width: 4, height: 4)
        let light = try record(view, as: .image(layout: .fixed(width: 10, height: 10), traits: .init(displayScale: 1)))
        #expect(pixel(light, 0, 0) as [UInt8] == [255, 255, 255, 255])
        #expect(pixel(light, 5, 5) as [UInt8] == [255, 59, 48, 255]) // Color.red is iOS's systemRed
        let dark = try record(view, as: .image(layout: .fixed(width: 10, height: 10), traits: .init(userInterfaceStyle: .dark)))
        #expect(pixel(dark, 0, 0) as [UInt8] == [0, 0, 0, 255])
    }

    /// A hosting controller: its view's background, the system one unless a test set it;
    /// `.clear` leaves every pixel the content does not paint transparent.
    @Test func hostingControllerBackground() throws {
        let view = Color.red.frame(width: 4, height: 4)
        let opaque = UIHostingController(rootView: view)
        let lightImage = try record(opaque as UIViewController, as: .image(size: CGSize(width: 10, height: 10), traits: .init(displayScale: 1)))
        #expect([lightImage.width, lightImage.height] as [Int] == [10, 10])
        #expect(pixel(lightImage, 0, 0) as [UInt8] == [255, 255, 255, 255])
        #expect(pixel(lightImage, 5, 5) as [UInt8] == [255, 59, 48, 255]) // Color.red is iOS's systemRed

        let cleared = UIHostingController(rootView: view)
        cleared.view.backgroundColor = .clear
        let clearImage = try record(cleared as UIViewController, as: .image(size: CGSize(width: 10, height: 10)))
        #expect([clearImage.width, clearImage.height] as [Int] == [30, 30])
        #expect(pixel(clearImage, 0, 0) as [UInt8] == [0, 0, 0, 0])
        #expect(pixel(clearImage, 15, 15) as [UInt8] == [255, 59, 48, 255]) // Color.red is iOS's systemRed

        let dark = UIHostingController(rootView: view)
        dark.overrideUserInterfaceStyle = .dark
        let darkImage = try record(dark as UIViewController, as: .image(size: CGSize(width: 10, height: 10), traits: .init(displayScale: 1)))
        #expect(pixel(darkImage, 0, 0) as [UInt8] == [0, 0, 0, 255])

        let tinted = UIHostingController(rootView: view)
        tinted.view.backgroundColor = .systemGray6
        let tintedImage = try record(tinted as UIViewController, as: .image(size: CGSize(width: 10, height: 10), traits: .init(displayScale: 1)))
        #expect(pixel(tintedImage, 0, 0) as [UInt8] == [242, 242, 247, 255])
    }

    /// `.image(on:)` takes the device's size; the scale stays the screen's unless the traits give one.
    @Test func viewControllerOnADevice() throws {
        let controller = UIHostingController(rootView: Color.blue)
        let image = try record(controller as UIViewController, as: .image(on: .iPhoneSe, traits: .init(displayScale: 2)))
        #expect([image.width, image.height] as [Int] == [640, 1136])
        let screen = try record(controller as UIViewController, as: .image(traits: .init(displayScale: 1)))
        #expect([screen.width, screen.height] as [Int] == [390, 844])
    }

    /// `Color(.systemGray4)` resolves per appearance, as UIKit's dynamic colour.
    @Test func systemColorsFromUIColor() throws {
        let light = try record(Color(.systemGray4).frame(width: 2, height: 2), as: .image(traits: .init(displayScale: 1)))
        #expect(pixel(light, 0, 0) as [UInt8] == [0xD1, 0xD1, 0xD6, 255])
        let dark = try record(Color(uiColor: .systemGray4).frame(width: 2, height: 2), as: .image(traits: .init(userInterfaceStyle: .dark)))
        #expect(pixel(dark, 0, 0) as [UInt8] == [0x3A, 0x3A, 0x3C, 255])
    }
}
