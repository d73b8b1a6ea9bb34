import Foundation

/// The launch screen of a document-based app, as SwiftUI's `DocumentGroupLaunchScene`
/// (iOS 18): a title, the app's actions (by default a "Create Document" button) and a
/// background over the system's document browser.
///
/// A still of a document app shows the editor of a new document, as ``DocumentGroup`` does
/// (``Scene/windowContent``); the launch screen, shown over iOS's document browser before a
/// document is open, is not drawn, like the browser. The scene is accepted with SwiftUI's
/// initialisers so an app declaring it compiles and its still is unchanged.
///
/// ```swift
/// var body: some Scene {
///     DocumentGroupLaunchScene("My Documents") {
///         NewDocumentButton(Text("Start Writing…"))
///     }
///     DocumentGroup(newDocument: TextDocument()) { configuration in
///         MyDocumentView(document: configuration.$document)
///     }
/// }
/// ```
public struct DocumentGroupLaunchScene<Actions: View>: Scene {
    public typealias Body = Never
    let title: Text?

    /// A launch scene with `title`, `actions` and a `background` view.
    public init<Background: View>(_ title: Text? = nil, @ViewBuilder _ actions: () -> Actions,
                                  @ViewBuilder background: () -> Background) {
        self.title = title
    }

    /// A launch scene titled `title`, with `actions` and a `background` view.
    public init<Background: View>(_ title: LocalizedStringResource, @ViewBuilder _ actions: () -> Actions,
                                  @ViewBuilder background: () -> Background) {
        self.title = Text(verbatim: title.description)
    }

    /// A launch scene with `title`, a background style and `actions`.
    public init<B: ShapeStyle>(_ title: Text? = nil, backgroundStyle: B, @ViewBuilder _ actions: () -> Actions) {
        self.title = title
    }

    /// A launch scene titled `title`, with a background style and `actions`.
    public init<B: ShapeStyle>(_ title: LocalizedStringResource, backgroundStyle: B, @ViewBuilder _ actions: () -> Actions) {
        self.title = Text(verbatim: title.description)
    }

    /// A launch scene with `actions` on the standard background.
    public init(_ title: Text? = nil, @ViewBuilder _ actions: () -> Actions) {
        self.title = title
    }

    /// A launch scene titled `title`, with `actions` on the standard background.
    public init(_ title: LocalizedStringResource, @ViewBuilder _ actions: () -> Actions) {
        self.title = Text(verbatim: title.description)
    }

    /// A launch scene with views behind and over the title, placed from the launch screen's
    /// geometry.
    public init<Background: View, BackgroundAccessory: View, OverlayAccessory: View>(
        _ title: Text? = nil, @ViewBuilder _ actions: () -> Actions, @ViewBuilder background: () -> Background,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> BackgroundAccessory,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> OverlayAccessory) {
        self.title = title
    }

    /// A launch scene with a view behind the title, placed from the launch screen's geometry.
    public init<Background: View, BackgroundAccessory: View>(
        _ title: Text? = nil, @ViewBuilder _ actions: () -> Actions, @ViewBuilder background: () -> Background,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> BackgroundAccessory) {
        self.title = title
    }
}

extension DocumentGroupLaunchScene where Actions == DefaultDocumentGroupLaunchActions {
    /// A launch scene with the default action ("Create Document").
    public init(_ title: Text? = nil) { self.title = title }

    /// A launch scene titled `title` with the default action.
    public init(_ title: LocalizedStringResource) { self.title = Text(verbatim: title.description) }

    /// A launch scene with a background style and the default action.
    public init<B: ShapeStyle>(_ title: Text? = nil, backgroundStyle: B) { self.title = title }
}

/// The launch scene's default actions, as SwiftUI's `DefaultDocumentGroupLaunchActions`: the
/// "Create Document" button.
public struct DefaultDocumentGroupLaunchActions: View {
    public init() {}
    public var body: some View { NewDocumentButton() }
}

/// Where the launch screen and its title are, for its accessory views, as SwiftUI's
/// `DocumentLaunchGeometryProxy`.
public struct DocumentLaunchGeometryProxy {
    /// The launch screen's frame.
    public var frame: CGRect
    /// The title's frame within it.
    public var titleViewFrame: CGRect
}

extension Scene {
    /// The title on the document launch card (iOS 27). The launch screen is not drawn in a
    /// still (see ``DocumentGroupLaunchScene``): no pixels.
    public func documentLaunchTitle(_ title: Text) -> some Scene { self }
    /// The subtitle on the document launch card (iOS 27). No pixels in a still.
    public func documentLaunchSubtitle(_ subtitle: Text) -> some Scene { self }
}
