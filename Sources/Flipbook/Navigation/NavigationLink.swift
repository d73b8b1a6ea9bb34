/// A control that pushes a screen, as SwiftUI's `NavigationLink`. A still shows it at rest:
/// outside a list a tint-coloured label, as a borderless button; as a list row its label in
/// the primary colour with a chevron at the trailing edge.
///
/// The row's chevron is not published; chosen by eye from iOS 17/18 Settings-style lists:
/// `chevron.forward` as SF draws it at 14 pt semibold (~12 pt tall, 8 pt wide) in the tertiary label colour (#3C3C43 at 30 % light,
/// #EBEBF5 at 30 % dark), 8 pt or more after the label.
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    @Environment(\.listRowContext) private var row
    @Environment(\.navigationLinkIndicatorVisibility) private var indicator

    public var body: some View {
        if row != nil {
            HStack(spacing: 8) {
                label.foregroundStyle(.primary)
                Spacer(minLength: 0)
                // SF's 14 pt chevron is ~12 pt tall; the icon font's is half its em.
                if indicator != .hidden {
                    Image(systemName: "chevron.forward")
                        .font(.system(size: 24, weight: .semibold)).frame(width: 8)
                        .foregroundStyle(NavigationLinkMetrics.chevron)
                        .modifier(ListRowChevronMarker())
                }
            }
        } else {
            Button(action: {}) { label }
        }
    }
}

enum NavigationLinkMetrics {
    static let chevron = Color(light: Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.3),
                               dark: Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, opacity: 0.3))
}

extension NavigationLink where Destination == EmptyView {
    /// A link that pushes `value` on the enclosing stack's path.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) { self.label = label() }
}

extension NavigationLink where Label == Text, Destination == EmptyView {
    /// A link titled from a string literal that pushes `value`.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) { self.label = Text(titleKey) }
    /// A link titled from a string that pushes `value`.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) { self.label = Text(title) }
}

extension NavigationLink {
    /// A link that pushes `destination`.
    public init(destination: Destination, @ViewBuilder label: () -> Label) { self.label = label() }
    /// A link that pushes the view `destination` builds.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { self.label = label() }
}

extension NavigationLink where Label == Text {
    /// A link titled from a string literal that pushes `destination`.
    public init(_ titleKey: LocalizedStringKey, destination: Destination) { self.label = Text(titleKey) }
    /// A link titled from a string literal that pushes the view `destination` builds.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) { self.label = Text(titleKey) }
    /// A link titled from a string that pushes `destination`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) { self.label = Text(title) }
    /// A link titled from a string that pushes the view `destination` builds.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) { self.label = Text(title) }
}
