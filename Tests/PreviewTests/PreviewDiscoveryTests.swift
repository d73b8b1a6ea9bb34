import Flipbook
import FlipbookPNG
import FlipbookTesting
import Testing
@testable import PreviewFixture

/// Previews found in the fixture module by the runtime's conformance records (no registry)
/// and drawn by name.
@MainActor
@Suite struct PreviewDiscoveryTests {
    @Test func providersAreFoundWithoutARegistry() throws {
        let previews = Previews.all(in: "PreviewFixture")
        let names = previews.map(\.name)
        // A Group's two members are two previews, named by previewDisplayName.
        #expect(names.contains("Badge small"))
        #expect(names.contains("Badge dark"))
        #expect(names.contains("InboxHeader_Previews"))
        #expect(Set(previews.map(\.id)).count == previews.count, "ids are unique")
        #expect(Previews.all(in: "NoSuchModule").isEmpty)
        // Every module includes these too.
        #expect(Previews.all().filter { $0.module == "PreviewFixture" }.count == previews.count)
    }

    @Test func settingsAreReadOffEachPreview() throws {
        let small = try Preview.named("Badge small", in: "PreviewFixture")
        #expect(small.layout == .sizeThatFits)
        #expect(small.colorScheme == nil)
        #expect(small.platform == .iOS)
        let dark = try Preview.named("Badge dark", in: "PreviewFixture")
        #expect(dark.layout == .fixed(width: 120, height: 60))
        #expect(dark.colorScheme == .dark)
        let header = try Preview.named("InboxHeader_Previews", in: "PreviewFixture")
        #expect(header.layout == .device)
        #expect(header.device == PreviewDevice(rawValue: "iPhone SE (3rd generation)"))
        #expect(header.screen.size == CGSize(width: 375, height: 667))
        #expect(header.screen.horizontalSizeClass == .compact && header.screen.verticalSizeClass == .regular)
        let sideways = PreviewDevice(rawValue: "iPhone 15 Pro Max").screen.oriented(.landscapeLeft)
        #expect(sideways.horizontalSizeClass == .regular && sideways.verticalSizeClass == .compact)
        #expect(PreviewDevice(rawValue: "iPhone 15 Pro").screen.oriented(.landscapeRight).horizontalSizeClass == .compact)
        #expect(PreviewDevice(rawValue: "iPad (10th generation)").screen.horizontalSizeClass == .regular)
        // ForEach: one preview per element, each on its device.
        let se = try Preview.named("iPhone SE (3rd generation)", in: "PreviewFixture")
        let mini = try Preview.named("iPad mini (6th generation)", in: "PreviewFixture")
        #expect(se.screen.size == CGSize(width: 375, height: 667))
        #expect(mini.screen.size == CGSize(width: 744, height: 1133))
        #expect(se.id != mini.id)
    }

    @Test func anUnknownNameSaysWhichNamesThereAre() {
        #expect {
            _ = try Preview.named("Nope", in: "PreviewFixture")
        } throws: { error in
            guard let e = error as? PreviewError, case .notFound(_, _, let available) = e else { return false }
            return available.contains("Badge small") && "\(e)".contains("No preview named \"Nope\"")
        }
    }

    @Test func aPreviewRendersAtItsLayoutAndScheme() throws {
        // sizeThatFits: the badge's own size at scale 2; its red capsule at the centre.
        let small = try Preview.named("Badge small", in: "PreviewFixture")
        let r = try small.renderer()
        let px = r.pixelBuffer
        let plain = ImageRenderer(content: Badge(count: 3))
        plain.scale = 2
        let direct = plain.pixelBuffer
        #expect(px.width == direct.width && px.height == direct.height)
        // Inside the capsule, left of the white digit: the system red.
        let i = (px.height / 2 * px.width + 8) * 4
        #expect(Array(px.bytes[i..<i + 4]) == [255, 59, 48, 255])

        // Fixed 120×60 at 2×, drawn dark whatever the caller asks: its background is black.
        let dark = try Preview.named("Badge dark", in: "PreviewFixture")
        let d = try dark.renderer(colorScheme: .light).pixelBuffer
        #expect(d.width == 240 && d.height == 120)
        #expect(Array(d.bytes[0..<4]) == [0, 0, 0, 255])

        // Device: the SE's whole screen at its 2× scale.
        let header = try Preview.named("InboxHeader_Previews", in: "PreviewFixture").renderer().pixelBuffer
        #expect(header.width == 750 && header.height == 1334)
    }

    @Test func everyPreviewMatchesItsGolden() {
        assertPreviewSnapshots(of: "PreviewFixture", colorSchemes: [.light, .dark])
    }

    @Test func aModuleWithoutPreviewsFails() {
        withKnownIssue {
            assertPreviewSnapshots(of: "NoSuchModule")
        }
    }
}
