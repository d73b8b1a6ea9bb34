import Foundation

/// The open document of the scene a view is in, as SwiftUI's `DocumentConfiguration`
/// (`@Environment(\.documentConfiguration)`). A ``DocumentGroup``'s editor sees the new
/// document it shows in a still: no file yet (`fileURL` nil), editable; views outside a
/// document scene see `nil`.
public struct DocumentConfiguration: Sendable {
    /// Whether the document can be edited.
    public let isEditable: Bool
    /// Where the document is saved; `nil` for a new one.
    public let fileURL: URL?

    init(isEditable: Bool, fileURL: URL?) {
        self.isEditable = isEditable
        self.fileURL = fileURL
    }
}

/// Opens a new document window, as SwiftUI's `NewDocumentAction`
/// (`@Environment(\.newDocument)`). A still has no windows to open: calling it does nothing
/// and draws nothing (no pixels).
@MainActor @preconcurrency
public struct NewDocumentAction {
    nonisolated init() {}
    /// Opens a window for `newDocument()`. Nothing opens in a render.
    public func callAsFunction<D: FileDocument>(_ newDocument: @autoclosure @escaping () -> D) {}
    /// Opens a window for the reference document `newDocument()`. Nothing opens in a render.
    public func callAsFunction<D: ReferenceFileDocument>(_ newDocument: @escaping () -> D) {}
    /// Opens a window for a new, empty document of `contentType`. Nothing opens in a render.
    public func callAsFunction(contentType: UTType) {}
}

/// Opens a document at a URL in a new window, as SwiftUI's `OpenDocumentAction`
/// (`@Environment(\.openDocument)`). A still has no windows to open: calling it does nothing
/// (no pixels) and returns without error.
@MainActor @preconcurrency
public struct OpenDocumentAction {
    nonisolated init() {}
    /// Opens the document at `url`. Nothing opens in a render.
    public func callAsFunction(at url: URL) async throws {}
}

private struct DocumentConfigurationKey: EnvironmentKey {
    static var defaultValue: DocumentConfiguration? { nil }
}
private struct NewDocumentKey: EnvironmentKey {
    static var defaultValue: NewDocumentAction { NewDocumentAction() }
}
private struct OpenDocumentKey: EnvironmentKey {
    static var defaultValue: OpenDocumentAction { OpenDocumentAction() }
}

extension EnvironmentValues {
    /// The document of the scene this view is in (its ``DocumentGroup``'s), or `nil`.
    public var documentConfiguration: DocumentConfiguration? {
        get { self[DocumentConfigurationKey.self] }
    }

    /// Sets ``documentConfiguration`` (what a ``DocumentGroup`` does for its editor).
    var documentConfigurationValue: DocumentConfiguration? {
        get { self[DocumentConfigurationKey.self] }
        set { self[DocumentConfigurationKey.self] = newValue }
    }

    /// Opens new document windows (nothing opens in a render).
    public var newDocument: NewDocumentAction { self[NewDocumentKey.self] }

    /// Opens documents by URL (nothing opens in a render).
    public var openDocument: OpenDocumentAction { self[OpenDocumentKey.self] }
}
