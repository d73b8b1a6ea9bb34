/// A named group of custom accessibility actions, as SwiftUI's `AccessibilityActionCategory`:
/// VoiceOver offers the actions of one category together. No pixels.
public struct AccessibilityActionCategory: Equatable, Sendable {
    /// The name VoiceOver reads for the category.
    let label: Text

    /// The category for actions without one.
    public static let `default` = AccessibilityActionCategory(label: Text(verbatim: ""))
    /// The system's category for editing actions.
    public static let edit = AccessibilityActionCategory(label: Text(verbatim: "Edit"))

    /// A category named by `name`.
    public init(_ name: Text) { self.label = name }
    /// A category named by the localized `nameKey`.
    public init(_ nameKey: LocalizedStringKey) { self.label = Text(nameKey) }
    /// A category named `name`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ name: S) { self.label = Text(verbatim: String(name)) }

    init(label: Text) { self.label = label }
}

extension View {
    /// Custom actions built from buttons, offered under `category`; the view itself is drawn.
    public func accessibilityActions<Content: View>(category: AccessibilityActionCategory,
                                                    @ViewBuilder _ content: () -> Content) -> some View { self }
}
