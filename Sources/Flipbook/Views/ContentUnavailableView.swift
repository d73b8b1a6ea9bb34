/// An empty state, as SwiftUI's `ContentUnavailableView` (iOS 17): a large symbol in the
/// secondary colour over a bold title, a description in the secondary colour and the
/// actions, centred in all the space it is offered.
///
/// ```swift
/// ContentUnavailableView("No Mail", systemImage: "tray.fill",
///                        description: Text("New mails you receive will appear here."))
/// ```
///
/// Not published by Apple; chosen by eye from iOS 17/18 screenshots: the symbol at 48 pt,
/// 16 pt above the title (22 pt bold, `.title2`), the description (17 pt) 8 pt under it,
/// the actions 24 pt lower, all centred, 16 pt in from the sides.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// An empty state with a label (a `Label`: its icon above its title), a description and actions.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 0) {
            UnavailableLabel(label: label)
            description.font(.body).foregroundStyle(.secondary).multilineTextAlignment(.center)
                .padding(.top, 8)
            actions.padding(.top, 24)
        }
        .padding(.horizontal, 16)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// A `Label`'s icon above its title; any other label as its title.
struct UnavailableLabel<L: View>: View {
    let label: L
    var body: some View {
        if let parts = label as? any LabelParts {
            let (title, icon) = parts.parts
            VStack(spacing: 16) {
                icon.font(.system(size: 48)).foregroundStyle(.secondary)
                title.font(.title2.bold()).foregroundStyle(.primary).multilineTextAlignment(.center)
            }
        } else {
            label.font(.title2.bold()).multilineTextAlignment(.center)
        }
    }
}

extension ContentUnavailableView where Label == Flipbook.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// An empty state with a title, an SF Symbol and an optional description.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { SwiftUILabel(titleKey, systemImage: name) }, description: { description })
    }
    /// An empty state with a title from a string, an SF Symbol and an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { SwiftUILabel(title, systemImage: name) }, description: { description })
    }
    /// An empty state with a title, an image from the asset catalogue and an optional description.
    public init(_ titleKey: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { SwiftUILabel(titleKey, image: name) }, description: { description })
    }
    /// An empty state with a title from a string, an image and an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
        self.init(label: { SwiftUILabel(title, image: name) }, description: { description })
    }
}

/// `Label` under another name, for the places where `ContentUnavailableView`'s generic
/// parameter `Label` hides it.
typealias SwiftUILabel = Label

/// The parts of the search empty state, as SwiftUI's `SearchUnavailableContent`.
public struct SearchUnavailableContent {
    /// "No Results" (or "No Results for “text”") with the magnifying glass.
    public struct Label: View, LabelParts {
        let text: String?
        var title: String { text.map { "No Results for \u{201C}\($0)\u{201D}" } ?? "No Results" }
        public var body: some View {
            let title = self.title
            SwiftUILabel(title: { Text(verbatim: title) }, icon: { Image(systemName: "magnifyingglass") })
        }
        var parts: (title: AnyView, icon: AnyView) { (AnyView(Text(verbatim: title)), AnyView(Image(systemName: "magnifyingglass"))) }
    }
    /// "Check the spelling or try a new search."
    public struct Description: View {
        public var body: some View { Text(verbatim: "Check the spelling or try a new search.") }
    }
    /// No actions.
    public struct Actions: View {
        public var body: some View { EmptyView() }
    }
}

extension ContentUnavailableView where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
                                       Actions == SearchUnavailableContent.Actions {
    /// The empty state for a search with no results, as iOS draws it.
    public static var search: ContentUnavailableView {
        ContentUnavailableView(label: { SearchUnavailableContent.Label(text: nil) }, description: { SearchUnavailableContent.Description() },
                               actions: { SearchUnavailableContent.Actions() })
    }
    /// The empty state for a search for `text` with no results.
    public static func search(text: String) -> ContentUnavailableView {
        ContentUnavailableView(label: { SearchUnavailableContent.Label(text: text) }, description: { SearchUnavailableContent.Description() },
                               actions: { SearchUnavailableContent.Actions() })
    }
}
