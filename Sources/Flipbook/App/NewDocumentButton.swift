import Foundation

/// A button that creates and opens a new document, as SwiftUI's `NewDocumentButton`
/// (iOS 18), drawn as the ``Button`` it is, with its label ("Create Document" when none is
/// given, as iOS titles the default action). Creating a document needs a tap and the
/// document browser, which a still never shows: the `prepareDocument` closures are not called.
///
/// ```swift
/// DocumentGroupLaunchScene("My Documents") {
///     NewDocumentButton(Text("Start Writing…"))
///     NewDocumentButton(Text("Choose a Template"), for: TextDocument.self) { try await pickTemplate() }
/// }
/// ```
public struct NewDocumentButton<Label: View>: View {
    let label: Label

    public var body: some View {
        Button(action: {}) { label }
    }
}

extension NewDocumentButton where Label == Text {
    /// iOS's title for the new-document action.
    static var defaultTitle: Text { Text(verbatim: "Create Document") }

    /// A button creating an empty document of `contentType` (the app's first writable type
    /// when nil).
    public init(_ label: Text? = nil, contentType: UTType? = nil) {
        self.label = label ?? Self.defaultTitle
    }

    /// A button titled `title` creating an empty document of `contentType`.
    public init(_ title: LocalizedStringResource, contentType: UTType? = nil) {
        self.label = Text(verbatim: title.description)
    }

    /// A button creating the document `prepareDocument` returns (`nil`: an empty one).
    public init<D: FileDocument>(_ label: Text? = nil, for documentType: D.Type = D.self, contentType: UTType? = nil,
                                 prepareDocument: @escaping () async throws -> D?) {
        self.label = label ?? Self.defaultTitle
    }

    /// A button titled `title` creating the document `prepareDocument` returns.
    public init<D: FileDocument>(_ title: LocalizedStringResource, for documentType: D.Type = D.self, contentType: UTType? = nil,
                                 prepareDocument: @escaping () async throws -> D? = { nil }) {
        self.label = Text(verbatim: title.description)
    }

    /// A button creating the reference document `prepareDocument` returns.
    public init<D: ReferenceFileDocument>(_ label: Text? = nil, for documentType: D.Type = D.self, contentType: UTType? = nil,
                                          prepareDocument: @escaping () async throws -> D?) {
        self.label = label ?? Self.defaultTitle
    }

    /// A button creating a document of `contentType` from the file `prepareDocumentURL`
    /// returns (`nil`: an empty one).
    public init(_ label: Text? = nil, contentType: UTType, prepareDocumentURL: @escaping () async throws -> URL?) {
        self.label = label ?? Self.defaultTitle
    }

    /// A button titled `title` creating a document of `contentType` from a prepared file.
    public init(_ title: LocalizedStringResource, contentType: UTType, prepareDocumentURL: @escaping () async throws -> URL? = { nil }) {
        self.label = Text(verbatim: title.description)
    }
}

/// The system's label for a ``NewDocumentButton``, as SwiftUI's `DefaultNewDocumentButtonLabel`:
/// "Create Document".
public struct DefaultNewDocumentButtonLabel: View {
    public init() {}
    public var body: some View { Text(verbatim: "Create Document") }
}
