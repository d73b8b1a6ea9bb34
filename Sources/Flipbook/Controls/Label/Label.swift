/// A title with an icon, as SwiftUI's `Label`, drawn by the nearest ``LabelStyle`` (by
/// default the icon then the title in a row, centred vertically, default spacing).
///
/// ```swift
/// Label("Favourites", systemImage: "heart.fill")
/// Label { Text("Custom") } icon: { Circle().frame(width: 12, height: 12) }
/// ```
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    /// A label from views.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public typealias Body = Never
}

extension Label: PrimitiveView {
    package func makeNode(_ context: ResolveContext) -> ViewNode {
        resolveLabel(LabelStyleConfiguration(title: .init(title, .explicit("title")),
                                             icon: .init(icon, .explicit("icon"))), context)
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// A label from a style's configuration, drawn with the next outer style.
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a literal title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// A label with a string title and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// A label with a literal title and an image resource (see ``Image/init(_:bundle:)``).
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    /// A label with a string title and an image resource.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}
