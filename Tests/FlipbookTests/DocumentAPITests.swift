import Foundation
import Testing
@testable import Flipbook

/// Document-based app and file-dialog API (issue #26's families): the system's file browser
/// and document launch screen are system UI a still of the app does not contain, so those
/// are accepted with SwiftUI's signatures and change no byte; what draws in the app
/// (`NewDocumentButton`, a `DocumentGroup`'s editor) draws.
@Suite @MainActor struct DocumentAPITests {
    struct TextFile: FileDocument {
        static var readableContentTypes: [UTType] { [.plainText] }
        var text = ""
        init(initialText: String = "") { text = initialText }
        init(configuration: ReadConfiguration) throws {
            text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
        }
        func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
            FileWrapper(regularFileWithContents: Data(text.utf8))
        }
    }

    final class Sketch: ReferenceFileDocument {
        static var readableContentTypes: [UTType] { [.data] }
        init() {}
        init(configuration: ReadConfiguration) throws {}
        func snapshot(contentType: UTType) throws -> Data { Data() }
        func fileWrapper(snapshot: Data, configuration: WriteConfiguration) throws -> FileWrapper {
            FileWrapper(regularFileWithContents: snapshot)
        }
    }

    struct Tile: View {
        var body: some View { Text("Export").padding(6).background(Color(red: 0, green: 0.5, blue: 1).opacity(0.4)) }
    }

    @MainActor final class Calls { var count = 0 }

    @Test func fileDialogsChangeNoByteAndCallNothing() throws {
        let plain = try ImageRenderer(content: Tile()).pngData()
        let calls = Calls()
        let on = Binding.constant(true)
        let folder = URL(fileURLWithPath: "/tmp")
        let decorated = Tile()
            .fileImporter(isPresented: on, allowedContentTypes: [.plainText]) { _ in calls.count += 1 }
            .fileImporter(isPresented: on, allowedContentTypes: [.image], allowsMultipleSelection: true) { _ in calls.count += 1 }
            .fileImporter(isPresented: on, allowedContentTypes: [.image], allowsMultipleSelection: false,
                          onCompletion: { _ in calls.count += 1 }, onCancellation: { calls.count += 1 })
            .fileExporter(isPresented: on, document: TextFile(initialText: "a"), contentType: .plainText,
                          defaultFilename: "a.txt") { _ in calls.count += 1 }
            .fileExporter(isPresented: on, document: Sketch(), contentType: .data) { _ in calls.count += 1 }
            .fileExporter(isPresented: on, document: TextFile(), contentType: .plainText, defaultFilename: nil,
                          onCompletion: { _ in calls.count += 1 }, onCancellation: { calls.count += 1 })
            .fileExporter(isPresented: on, documents: [TextFile(), TextFile()], contentType: .plainText) { _ in calls.count += 1 }
            .fileExporter(isPresented: on, documents: [Sketch()], contentType: .data) { _ in calls.count += 1 }
            .fileExporter(isPresented: on, document: TextFile(), contentTypes: [.plainText]) { _ in calls.count += 1 }
            .fileExporter(isPresented: on, documents: [TextFile()], contentTypes: [.plainText],
                          onCompletion: { _ in calls.count += 1 }, onCancellation: { calls.count += 1 })
            .fileExporter(isPresented: on, item: "Notes", contentTypes: [.plainText], defaultFilename: "n") { _ in calls.count += 1 }
            .fileExporter(isPresented: on, items: ["a", "b"], contentTypes: [.plainText]) { _ in calls.count += 1 }
            .fileMover(isPresented: on, file: folder) { _ in calls.count += 1 }
            .fileMover(isPresented: on, files: [folder]) { _ in calls.count += 1 }
            .fileMover(isPresented: on, file: nil, onCompletion: { _ in calls.count += 1 }, onCancellation: { calls.count += 1 })
            .fileMover(isPresented: on, files: [URL](), onCompletion: { _ in calls.count += 1 }, onCancellation: { calls.count += 1 })
            .fileDialogBrowserOptions([.enumeratePackages, .includeHiddenFiles, .displayFileExtensions])
            .fileDialogConfirmationLabel("Import")
            .fileDialogConfirmationLabel(Text("Import"))
            .fileDialogConfirmationLabel(String("Import"))
            .fileDialogCustomizationID("importer")
            .fileDialogDefaultDirectory(folder)
            .fileDialogImportsUnresolvedAliases(false)
            .fileDialogMessage("Choose a file")
            .fileDialogMessage(Text("Choose"))
            .fileDialogURLEnabled(Predicate<URL>({ _ in PredicateExpressions.Value(true) }))
            .fileExporterFilenameLabel("Save as")
            .fileExporterFilenameLabel(Text("Save as"))
        #expect(try ImageRenderer(content: decorated).pngData() == plain)
        #expect(calls.count == 0, "a render has no user to pick a file")
    }

    struct Editor: View {
        @Environment(\.documentConfiguration) var configuration
        @Environment(\.newDocument) var newDocument
        @Environment(\.openDocument) var openDocument
        var body: some View {
            // Green when the editor sees a new, editable document; red otherwise.
            let ok = configuration.map { $0.isEditable && $0.fileURL == nil } ?? false
            return (ok ? Color.green : Color.red).frame(width: 4, height: 4)
        }
    }

    struct Writer: App {
        var body: some Scene {
            DocumentGroupLaunchScene("My Documents") {
                NewDocumentButton(Text("Start Writing…"))
                NewDocumentButton(Text("Choose a Template"), for: TextFile.self) { nil }
            }
            DocumentGroup(newDocument: TextFile()) { _ in Editor() }
                .documentLaunchTitle(Text("Writer"))
                .documentLaunchSubtitle(Text("Notes"))
        }
    }

    @Test func aDocumentAppShowsItsEditorWhichSeesItsDocument() throws {
        let scene = try #require(Writer().body.windowContent)
        let p = ImageRenderer(content: scene).pixelBuffer
        #expect(p[2, 2] == SIMD4(0x34, 0xC7, 0x59, 255), "green: a new editable document")
        // Outside a document scene there is none.
        #expect(ImageRenderer(content: Editor()).pixelBuffer[2, 2] == SIMD4(0xFF, 0x3B, 0x30, 255))
        // A launch scene alone has no window of the app's.
        #expect(DocumentGroupLaunchScene().windowContent == nil)
        // The actions open nothing in a render.
        let env = EnvironmentValues()
        env.newDocument(TextFile())
        env.newDocument { Sketch() }
        env.newDocument(contentType: .plainText)
    }

    @Test func newDocumentButtonsDrawAsButtons() throws {
        func png(_ v: some View) throws -> Data { try ImageRenderer(content: v).pngData() }
        let plain = try png(Button(action: {}) { Text("Create Document") })
        #expect(try png(NewDocumentButton()) == plain)
        #expect(try png(DefaultDocumentGroupLaunchActions()) == plain)
        #expect(try png(NewDocumentButton(contentType: .plainText) { nil }) == plain)
        #expect(try png(NewDocumentButton(Text("Start Writing…"))) == (try png(Button(action: {}) { Text("Start Writing…") })))
        #expect(try png(NewDocumentButton("Template", for: TextFile.self)) == (try png(Button(action: {}) { Text("Template") })))
        #expect(try png(NewDocumentButton(Text("Sketch"), for: Sketch.self) { Sketch() })
                == (try png(Button(action: {}) { Text("Sketch") })))
    }
}
