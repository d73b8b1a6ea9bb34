import Foundation

// The file importer, exporter and mover are the system's document browser, which iOS runs
// in a separate process over the app: nothing of the app's own is drawn, and a still of the
// app shows the app as it is. So these modifiers are accepted with SwiftUI's exact
// signatures and draw the view unchanged (no pixels; tested byte for byte). A render has no
// user to pick a file, so `onCompletion` and `onCancellation` are never called.

extension View {
    /// Presents the system's file browser to pick one file of `allowedContentTypes`, as
    /// SwiftUI's `fileImporter(isPresented:allowedContentTypes:onCompletion:)`. The browser
    /// is system UI over the app: no pixels in a still; the callback is never called.
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType],
                             onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void) -> some View { self }

    /// Presents the system's file browser to pick one or more files. Accepted, no pixels in a still.
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
                             onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void) -> some View { self }

    /// Presents the system's file browser to pick files, with a cancellation callback.
    /// Accepted, no pixels in a still.
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
                             onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void,
                             onCancellation: @escaping () -> Void) -> some View { self }

    // MARK: Exporting documents

    /// Presents the system's file browser to save `document` as `contentType`. Accepted, no
    /// pixels in a still.
    public func fileExporter<D: FileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType,
                                              defaultFilename: String? = nil,
                                              onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void) -> some View { self }

    /// Presents the system's file browser to save a reference `document`. Accepted, no pixels in a still.
    public func fileExporter<D: ReferenceFileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType,
                                                       defaultFilename: String? = nil,
                                                       onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void) -> some View { self }

    /// Presents the system's file browser to save `document`, with a cancellation callback.
    /// Accepted, no pixels in a still.
    public func fileExporter<D: FileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType,
                                              defaultFilename: String? = nil,
                                              onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void,
                                              onCancellation: @escaping () -> Void) -> some View { self }

    /// Presents the system's file browser to save a reference `document`, with a cancellation
    /// callback. Accepted, no pixels in a still.
    public func fileExporter<D: ReferenceFileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType,
                                                       defaultFilename: String? = nil,
                                                       onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void,
                                                       onCancellation: @escaping () -> Void) -> some View { self }

    /// Presents the system's file browser to save `documents` as `contentType`. Accepted, no
    /// pixels in a still.
    public func fileExporter<C: Collection>(isPresented: Binding<Bool>, documents: C, contentType: UTType,
                                            onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void) -> some View
        where C.Element: FileDocument { self }

    /// Presents the system's file browser to save reference `documents`. Accepted, no pixels in a still.
    public func fileExporter<C: Collection>(isPresented: Binding<Bool>, documents: C, contentType: UTType,
                                            onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void) -> some View
        where C.Element: ReferenceFileDocument { self }

    /// Presents the system's file browser to save `document` as one of `contentTypes`
    /// (iOS 17). Accepted, no pixels in a still.
    public func fileExporter<D: FileDocument>(isPresented: Binding<Bool>, document: D?, contentTypes: [UTType] = [],
                                              defaultFilename: String? = nil,
                                              onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void,
                                              onCancellation: @escaping () -> Void = {}) -> some View { self }

    /// Presents the system's file browser to save a reference `document` (iOS 17). Accepted, no pixels.
    public func fileExporter<D: ReferenceFileDocument>(isPresented: Binding<Bool>, document: D?, contentTypes: [UTType] = [],
                                                       defaultFilename: String? = nil,
                                                       onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void,
                                                       onCancellation: @escaping () -> Void = {}) -> some View { self }

    /// Presents the system's file browser to save `documents` (iOS 17). Accepted, no pixels in a still.
    public func fileExporter<C: Collection>(isPresented: Binding<Bool>, documents: C, contentTypes: [UTType] = [],
                                            onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void,
                                            onCancellation: @escaping () -> Void = {}) -> some View
        where C.Element: FileDocument { self }

    /// Presents the system's file browser to save reference `documents` (iOS 17). Accepted, no pixels.
    public func fileExporter<C: Collection>(isPresented: Binding<Bool>, documents: C, contentTypes: [UTType] = [],
                                            onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void,
                                            onCancellation: @escaping () -> Void = {}) -> some View
        where C.Element: ReferenceFileDocument { self }

    // MARK: Exporting transferable items

    /// Presents the system's file browser to save `item` (iOS 17). Accepted, no pixels in a still.
    public func fileExporter<T: Transferable>(isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [],
                                              defaultFilename: String? = nil,
                                              onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void,
                                              onCancellation: @escaping () -> Void = {}) -> some View { self }

    /// Presents the system's file browser to save `items` (iOS 17). Accepted, no pixels in a still.
    public func fileExporter<C: Collection, T: Transferable>(isPresented: Binding<Bool>, items: C, contentTypes: [UTType] = [],
                                                             onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void,
                                                             onCancellation: @escaping () -> Void = {}) -> some View
        where T == C.Element { self }

    // MARK: Moving files

    /// Presents the system's file browser to move `file` somewhere else. Accepted, no pixels in a still.
    public func fileMover(isPresented: Binding<Bool>, file: URL?,
                          onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void) -> some View { self }

    /// Presents the system's file browser to move `files`. Accepted, no pixels in a still.
    public func fileMover<C: Collection>(isPresented: Binding<Bool>, files: C,
                                         onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void) -> some View
        where C.Element == URL { self }

    /// Presents the system's file browser to move `file`, with a cancellation callback
    /// (iOS 17). Accepted, no pixels in a still.
    public func fileMover(isPresented: Binding<Bool>, file: URL?,
                          onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void,
                          onCancellation: @escaping () -> Void) -> some View { self }

    /// Presents the system's file browser to move `files`, with a cancellation callback
    /// (iOS 17). Accepted, no pixels in a still.
    public func fileMover<C: Collection>(isPresented: Binding<Bool>, files: C,
                                         onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void,
                                         onCancellation: @escaping () -> Void) -> some View
        where C.Element == URL { self }
}
