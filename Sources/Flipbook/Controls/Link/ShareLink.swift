/// A preview of what a ``ShareLink`` shares, as SwiftUI's `SharePreview` (kept, not drawn:
/// a still shows the share sheet closed).
public struct SharePreview {
    let title: Text
    /// A preview with a title.
    public init(_ titleKey: LocalizedStringKey) { title = Text(titleKey) }
    /// A preview with a title and an image.
    public init(_ titleKey: LocalizedStringKey, image: Image) { title = Text(titleKey) }
    /// A preview with a title, an image and an icon.
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Image) { title = Text(titleKey) }
    /// A preview with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) { self.title = Text(title) }
    /// A preview with a string title and an image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image) { self.title = Text(title) }
}

/// A control that presents the share sheet, as SwiftUI's `ShareLink`. A still shows its label:
/// by default `Label("Share", systemImage: "square.and.arrow.up")` as a button in the tint.
///
/// ```swift
/// ShareLink(item: URL(string: "https://example.com")!)
/// ShareLink("Export", item: report)
/// ```
public struct ShareLink<Label: View>: View {
    let label: Label

    /// A share link for `item` with a custom label.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview? = nil,
                      @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    /// A share link for several items with a custom label.
    public init<Items: Sequence>(items: Items, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public var body: some View {
        Button(action: {}) { label }
    }
}

extension ShareLink where Label == Flipbook.Label<Text, Image> {
    /// A share link with iOS's label: "Share" and `square.and.arrow.up`.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview? = nil) {
        self.init(item: item, subject: subject, message: message, preview: preview) {
            Flipbook.Label("Share", systemImage: "square.and.arrow.up")
        }
    }
    /// A share link for several items with iOS's label.
    public init<Items: Sequence>(items: Items, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, subject: subject, message: message) { Flipbook.Label("Share", systemImage: "square.and.arrow.up") }
    }
    /// A share link with a literal title beside `square.and.arrow.up`.
    public init<Item>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview? = nil) {
        self.init(item: item, subject: subject, message: message, preview: preview) {
            Flipbook.Label(titleKey, systemImage: "square.and.arrow.up")
        }
    }
    /// A share link with a string title beside `square.and.arrow.up`.
    @_disfavoredOverload
    public init<S: StringProtocol, Item>(_ title: S, item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview? = nil) {
        self.init(item: item, subject: subject, message: message, preview: preview) {
            Flipbook.Label(title, systemImage: "square.and.arrow.up")
        }
    }
}
