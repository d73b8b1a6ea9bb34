import Foundation
import Testing
import FlipbookPNG
import FlipbookRaster
@testable import Flipbook
@testable import FlipbookCore

/// Text with colour emoji through the whole pipeline: a golden looked at by eye, and the
/// emoji's own colours whatever the text's style.
@Suite @MainActor struct EmojiRenderingTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let goldenPath = root.appendingPathComponent("Snapshots/text-emoji.png").path
    static let recording = ProcessInfo.processInfo.environment["FLIPBOOK_RECORD"] == "1"

    static var sample: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Party time 🎉 let's go! 😀")
            Text("Likes ❤️ 👍 🇫🇷 1️⃣ 👨‍👩‍👧").foregroundColor(.blue)
            Text("Launch 🚀🔥✨").font(.largeTitle.bold())
            Text("Caption 🌈 small").font(.caption)
            HStack { Text("Rounded 🍩").font(.system(.title3, design: .rounded)); Text("Mono 🐛").font(.body.monospaced()) }
        }
        .padding(12)
        .background(Color.white)
    }

    func render<V: View>(_ view: V, scale: CGFloat = 3) -> PixelBuffer {
        let r = ImageRenderer(content: view)
        r.scale = scale
        return r.pixelBuffer
    }

    @Test func textWithEmojiMatchesTheGolden() throws {
        let image = render(Self.sample)
        if Self.recording {
            try PNGCodec.write(image, to: Self.goldenPath)
            return
        }
        guard FileManager.default.fileExists(atPath: Self.goldenPath) else {
            Issue.record("No golden at \(Self.goldenPath): FLIPBOOK_RECORD=1 swift test --filter EmojiRenderingTests, then look at it.")
            return
        }
        let golden = try PNGCodec.read(contentsOf: Self.goldenPath)
        try #require(golden.width == image.width && golden.height == image.height,
                     "Golden is \(golden.width)×\(golden.height), the render \(image.width)×\(image.height)")
        let diff = zip(image.bytes, golden.pixels).filter { $0 != $1 }.count
        #expect(diff == 0, "\(diff) channels differ from Snapshots/text-emoji.png. If deliberate: FLIPBOOK_RECORD=1 and look at it.")
    }

    @Test func emojiKeepTheirColoursWhateverTheTextStyle() {
        let black = render(Text("😀").background(Color.white), scale: 2)
        let red = render(Text("😀").foregroundColor(.red).background(Color.white), scale: 2)
        #expect(black == red)
        // Not blank: a third of the 34 × 34 px emoji box is the face's yellow.
        var yellow = 0
        for y in 0..<black.height { for x in 0..<black.width {
            let c = black[x, y]
            if c.x > 200 && c.y > 150 && c.z < 100 { yellow += 1 }
        } }
        #expect(yellow > 34 * 34 / 3, "\(yellow) yellow pixels")
    }
}
