import Foundation
import Testing
import FlipbookRaster
@testable import Flipbook
@testable import FlipbookCore

/// Issues 25/26 (events4): what the newer state-and-events API draws — the paste button, the
/// iOS 26 toolbar spacer in iOS 17/18's bar — and the document types a team's model conforms to.
@Suite @MainActor struct ModernEventsDrawnTests {
    static let tint = SIMD4<UInt8>(0, 122, 255, 255)

    @Test func pasteButtonIsATintCapsuleWithTheClipboardAndPaste() throws {
        let r = ImageRenderer(content: PasteButton(payloadType: String.self) { _ in }.padding(10))
        r.background = .white
        r.scale = 2
        let p = r.pixelBuffer
        if let dir = ProcessInfo.processInfo.environment["FLIPBOOK_EVENTS4_OUT"] {
            try r.pngData().write(to: URL(fileURLWithPath: dir + "/paste-button.png"))
        }
        let w = p.width, h = p.height
        // A capsule: its middle row is tint from end to end, its corners are the background.
        let midY = h / 2
        var tintRun = 0
        for x in 0..<w where p[x, midY] == Self.tint { tintRun += 1 }
        #expect(tintRun > 20, "the fill is the tint")
        #expect(p[21, 21] == SIMD4(255, 255, 255, 255), "the capsule's rounded corner leaves the background")
        // White ink (symbol and "Paste") inside the fill.
        var white = 0
        for y in 20..<(h - 20) { for x in 20..<(w - 20) where p[x, y].x > 240 && p[x, y].z > 240 && p[x, y].y > 240 { white += 1 } }
        #expect(white > 60, "the symbol and label are drawn white on the tint")
        // It is the Paste label with the clipboard symbol, as a prominent capsule button.
        let reference = ImageRenderer(content: Button(action: {}) { Label("Paste", systemImage: "doc.on.clipboard") }
            .buttonStyle(.borderedProminent).buttonBorderShape(.capsule).padding(10))
        reference.background = .white
        reference.scale = 2
        #expect(reference.pixelBuffer == p)
        // Icon only is narrower; other button styles do not restyle it.
        let iconOnly = ImageRenderer(content: PasteButton(payloadType: String.self) { _ in }.labelStyle(.iconOnly).padding(10))
        iconOnly.scale = 2
        #expect(iconOnly.pixelBuffer.width < w)
        let plainStyled = ImageRenderer(content: PasteButton(payloadType: String.self) { _ in }.buttonStyle(.plain).padding(10))
        plainStyled.background = .white
        plainStyled.scale = 2
        #expect(plainStyled.pixelBuffer == p)
    }

    /// The x of the leftmost pure red pixel in the bar's row.
    func leftmostRed(_ spacer: Bool) -> Int {
        struct Screen: View {
            let spacer: Bool
            var body: some View {
                NavigationStack {
                    Color.white.navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline)
                        .toolbar {
                            ToolbarItem { Color(red: 1, green: 0, blue: 0).frame(width: 20, height: 20) }
                            if spacer { ToolbarSpacer(.fixed) }
                            ToolbarItem { Color.blue.frame(width: 20, height: 20) }
                        }
                }
            }
        }
        let r = ImageRenderer(content: Screen(spacer: spacer).frame(width: 320, height: 200))
        r.background = .white
        let p = r.pixelBuffer
        for x in 0..<p.width where p[x, 22] == SIMD4(255, 0, 0, 255) { return x }
        return -1
    }

    @Test func aToolbarSpacerSeparatesBarItemsByOneItemSpacing() {
        let plain = leftmostRed(false), spaced = leftmostRed(true)
        #expect(plain > 0 && spaced > 0)
        #expect(plain - spaced == Int(NavigationBarMetrics.itemSpacing), "\(plain) vs \(spaced)")
    }

    struct TextFile: FileDocument {
        static var readableContentTypes: [UTType] { [.plainText] }
        var text = ""
        init(initialText: String = "") { text = initialText }
        init(configuration: ReadConfiguration) throws {
            guard let data = configuration.file.regularFileContents else { throw CocoaError(.fileReadCorruptFile) }
            text = String(decoding: data, as: UTF8.self)
        }
        func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
            FileWrapper(regularFileWithContents: Data(text.utf8))
        }
    }

    struct Notes: App {
        var body: some Scene {
            DocumentGroup(newDocument: TextFile(initialText: "Hello")) { file in
                Text(file.document.text).padding(8).background(Color.yellow)
            }
        }
    }

    @Test func aFileDocumentRoundTripsAndADocumentGroupShowsItsEditor() throws {
        let written = try TextFile(initialText: "Flipbook").fileWrapper(configuration: .init(contentType: .plainText))
        #expect(written.isRegularFile && !written.isDirectory)
        let read = try TextFile(configuration: .init(contentType: .plainText, file: written))
        #expect(read.text == "Flipbook")
        #expect(TextFile.writableContentTypes == [.plainText])
        let folder = FileWrapper(directoryWithFileWrappers: ["a.txt": written])
        #expect(folder.fileWrappers?["a.txt"]?.preferredFilename == "a.txt")
        #expect(throws: CocoaError.self) { try TextFile(configuration: .init(contentType: .plainText, file: folder)) }

        let scene = try #require(Notes().body.windowContent)
        let drawn = try ImageRenderer(content: scene).pngData()
        #expect(drawn == (try ImageRenderer(content: Text("Hello").padding(8).background(Color.yellow)).pngData()))
    }
}
