import Foundation

// Document-based apps: the document protocols are model code a team's types conform to, and
// a `DocumentGroup` scene shows its editor view as a `WindowGroup` shows its content. The
// system's document browser (what iOS shows before a document is open) is not drawn.

#if !canImport(Darwin)
/// A file or folder in memory, standing in for Foundation's `FileWrapper`, which Linux's
/// Foundation lacks: what ``FileDocument`` reads from and writes to.
open class FileWrapper: @unchecked Sendable {
    /// The file's contents, for a regular file.
    public let regularFileContents: Data?
    /// The wrapped files by name, for a folder.
    public private(set) var fileWrappers: [String: FileWrapper]?
    /// The name the file would be saved under.
    open var preferredFilename: String?
    /// The file's name once saved.
    open var filename: String?

    /// A regular file holding `contents`.
    public init(regularFileWithContents contents: Data) {
        regularFileContents = contents
        fileWrappers = nil
    }

    /// A folder holding `childrenByPreferredName`.
    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
        regularFileContents = nil
        fileWrappers = childrenByPreferredName
        for (name, child) in childrenByPreferredName where child.preferredFilename == nil { child.preferredFilename = name }
    }

    /// Whether this wraps a regular file.
    open var isRegularFile: Bool { regularFileContents != nil }
    /// Whether this wraps a folder.
    open var isDirectory: Bool { fileWrappers != nil }

    /// Adds `child` to this folder under its preferred name; returns the name used.
    @discardableResult
    open func addFileWrapper(_ child: FileWrapper) -> String {
        let name = child.preferredFilename ?? "Untitled"
        fileWrappers?[name] = child
        return name
    }

    /// Adds a regular file holding `data` named `fileName`; returns the name used.
    @discardableResult
    open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
        let child = FileWrapper(regularFileWithContents: data)
        child.preferredFilename = fileName
        return addFileWrapper(child)
    }
}
#endif

/// What a ``FileDocument`` is read from, as SwiftUI's `FileDocumentReadConfiguration`.
public struct FileDocumentReadConfiguration {
    /// The type of the file.
    public let contentType: UTType
    /// The file.
    public let file: FileWrapper

    /// A configuration reading `file` as `contentType` (for tests reading a document).
    public init(contentType: UTType, file: FileWrapper) {
        self.contentType = contentType
        self.file = file
    }
}

/// What a ``FileDocument`` is written to, as SwiftUI's `FileDocumentWriteConfiguration`.
public struct FileDocumentWriteConfiguration {
    /// The type to write.
    public let contentType: UTType
    /// The file as last saved, if any.
    public let existingFile: FileWrapper?

    /// A configuration writing `contentType` over `existingFile` (for tests writing a document).
    public init(contentType: UTType, existingFile: FileWrapper? = nil) {
        self.contentType = contentType
        self.existingFile = existingFile
    }
}

/// A document read from and written to a file, as SwiftUI's `FileDocument`: a value type
/// the app's model conforms to. Reading and writing work as in SwiftUI (with Flipbook's
/// `FileWrapper` on Linux), so a test can round-trip a document.
///
/// ```swift
/// struct TextFile: FileDocument {
///     static var readableContentTypes: [UTType] { [.plainText] }
///     var text = ""
///     init(initialText: String = "") { text = initialText }
///     init(configuration: ReadConfiguration) throws {
///         if let data = configuration.file.regularFileContents { text = String(decoding: data, as: UTF8.self) }
///     }
///     func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
///         FileWrapper(regularFileWithContents: Data(text.utf8))
///     }
/// }
/// ```
public protocol FileDocument {
    /// The types the document can be read from.
    static var readableContentTypes: [UTType] { get }
    /// The types the document can be written as (the readable ones by default).
    static var writableContentTypes: [UTType] { get }
    typealias ReadConfiguration = FileDocumentReadConfiguration
    typealias WriteConfiguration = FileDocumentWriteConfiguration
    /// Reads the document from `configuration.file`.
    init(configuration: ReadConfiguration) throws
    /// Writes the document as `configuration.contentType`.
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper
}

extension FileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// A document kept as a reference type whose snapshots are written, as SwiftUI's
/// `ReferenceFileDocument`.
public protocol ReferenceFileDocument: ObservableObject {
    /// What is written: a copy of the document's state at one moment.
    associatedtype Snapshot
    static var readableContentTypes: [UTType] { get }
    static var writableContentTypes: [UTType] { get }
    typealias ReadConfiguration = FileDocumentReadConfiguration
    typealias WriteConfiguration = FileDocumentWriteConfiguration
    init(configuration: ReadConfiguration) throws
    /// The state to write as `contentType`.
    func snapshot(contentType: UTType) throws -> Snapshot
    /// Writes `snapshot`.
    func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper
}

extension ReferenceFileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// The open document a `DocumentGroup` hands its editor, as SwiftUI's
/// `FileDocumentConfiguration`.
public struct FileDocumentConfiguration<Document: FileDocument> {
    /// The document, editable through the binding.
    @Binding public var document: Document
    /// Where the document is saved; `nil` for a new one.
    public var fileURL: URL?
    /// Whether the document can be edited.
    public var isEditable: Bool

    /// A configuration for `document` (what a `DocumentGroup` passes its editor).
    public init(document: Binding<Document>, fileURL: URL? = nil, isEditable: Bool = true) {
        _document = document
        self.fileURL = fileURL
        self.isEditable = isEditable
    }
}

/// The open reference document a `DocumentGroup` hands its editor, as SwiftUI's
/// `ReferenceFileDocumentConfiguration`.
public struct ReferenceFileDocumentConfiguration<Document: ReferenceFileDocument> {
    /// The document.
    @ObservedObject public var document: Document
    /// Where the document is saved; `nil` for a new one.
    public var fileURL: URL?
    /// Whether the document can be edited.
    public var isEditable: Bool

    /// A configuration for `document`.
    public init(document: Document, fileURL: URL? = nil, isEditable: Bool = true) {
        self.document = document
        self.fileURL = fileURL
        self.isEditable = isEditable
    }
}

/// A scene of documents, as SwiftUI's `DocumentGroup`. A still of the app shows the editor
/// for a new document, as a `WindowGroup` shows its content (``Scene/windowContent``); iOS's
/// document browser, shown before a document is opened, is not drawn.
public struct DocumentGroup<Document, Content: View>: Scene {
    public typealias Body = Never
    let make: @MainActor () -> Content?

    /// Documents of `Document`, edited by `editor`; new documents start as `newDocument()`.
    public init(newDocument: @autoclosure @escaping () -> Document,
                @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content) where Document: FileDocument {
        make = {
            let box = DocumentBox(newDocument())
            return editor(FileDocumentConfiguration(document: Binding(get: { box.value }, set: { box.value = $0 })))
        }
    }

    /// Read-only documents of `Document`, shown by `viewer` (a still has no document open,
    /// so it shows nothing).
    public init(viewing documentType: Document.Type,
                @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content) where Document: FileDocument {
        make = { nil }
    }

    /// Reference documents of `Document`, edited by `editor`; new documents from `newDocument()`.
    public init(newDocument: @escaping () -> Document,
                @ViewBuilder editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content)
        where Document: ReferenceFileDocument {
        make = { editor(ReferenceFileDocumentConfiguration(document: newDocument())) }
    }

    /// Read-only reference documents of `Document` (a still has none open: nothing shows).
    public init(viewing documentType: Document.Type,
                @ViewBuilder viewer: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content)
        where Document: ReferenceFileDocument {
        make = { nil }
    }
}

/// A new document's storage while its editor is shown.
private final class DocumentBox<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}

extension DocumentGroup: ContentScene {
    /// The editor of a new document, which sees it as its ``EnvironmentValues/documentConfiguration``.
    var anyContent: AnyView {
        guard let editor = make() else { return AnyView(EmptyView()) }
        return AnyView(editor.transformEnvironment(\.documentConfigurationValue) {
            $0 = DocumentConfiguration(isEditable: true, fileURL: nil)
        })
    }
}
