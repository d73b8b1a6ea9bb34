import Foundation

/// What the system's file browser lists, as SwiftUI's `FileDialogBrowserOptions` (iOS 17).
/// The browser is system UI: the options have no pixels in a still of the app.
public struct FileDialogBrowserOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Lets the user look inside packages.
    public static let enumeratePackages = FileDialogBrowserOptions(rawValue: 1 << 0)
    /// Lists hidden files.
    public static let includeHiddenFiles = FileDialogBrowserOptions(rawValue: 1 << 1)
    /// Shows file extensions.
    public static let displayFileExtensions = FileDialogBrowserOptions(rawValue: 1 << 2)
}

// These configure the system's file browser (`fileImporter`, `fileExporter`, `fileMover`),
// which iOS draws in its own process over the app: accepted, no pixels in a still (the view
// draws unchanged, tested byte for byte).
extension View {
    /// The browser's listing options. Accepted, no pixels in a still.
    public func fileDialogBrowserOptions(_ options: FileDialogBrowserOptions) -> some View { self }

    /// The browser's confirm button title. Accepted, no pixels in a still.
    public func fileDialogConfirmationLabel(_ label: Text?) -> some View { self }
    /// The browser's confirm button title, localised. Accepted, no pixels in a still.
    public func fileDialogConfirmationLabel(_ labelKey: LocalizedStringKey) -> some View { self }
    /// The browser's confirm button title, verbatim. Accepted, no pixels in a still.
    @_disfavoredOverload
    public func fileDialogConfirmationLabel<S: StringProtocol>(_ label: S) -> some View { self }

    /// The identifier under which the browser remembers its state. Accepted, no pixels in a still.
    public func fileDialogCustomizationID(_ id: String) -> some View { self }

    /// The folder the browser opens in. Accepted, no pixels in a still.
    public func fileDialogDefaultDirectory(_ defaultDirectory: URL?) -> some View { self }

    /// Whether the importer returns aliases unresolved. Accepted, no pixels in a still.
    public func fileDialogImportsUnresolvedAliases(_ imports: Bool) -> some View { self }

    /// The browser's message. Accepted, no pixels in a still.
    public func fileDialogMessage(_ message: Text?) -> some View { self }
    /// The browser's message, localised. Accepted, no pixels in a still.
    public func fileDialogMessage(_ messageKey: LocalizedStringKey) -> some View { self }
    /// The browser's message, verbatim. Accepted, no pixels in a still.
    @_disfavoredOverload
    public func fileDialogMessage<S: StringProtocol>(_ message: S) -> some View { self }

    /// Which files the browser lets the user pick. Accepted, no pixels in a still.
    public func fileDialogURLEnabled(_ predicate: Predicate<URL>) -> some View { self }

    /// The label of the exporter's file name field. Accepted, no pixels in a still.
    public func fileExporterFilenameLabel(_ label: Text?) -> some View { self }
    /// The label of the exporter's file name field, localised. Accepted, no pixels in a still.
    public func fileExporterFilenameLabel(_ labelKey: LocalizedStringKey) -> some View { self }
    /// The label of the exporter's file name field, verbatim. Accepted, no pixels in a still.
    @_disfavoredOverload
    public func fileExporterFilenameLabel<S: StringProtocol>(_ label: S) -> some View { self }
}
