/// A container of controls for data entry, as SwiftUI's `Form`, drawn as iOS draws one:
/// an inset-grouped list (sections as rounded cards on the grouped background), whatever
/// list style is set around it.
///
/// ```swift
/// Form {
///     Section("Account") {
///         LabeledContent("Name", value: "Ada")
///         Toggle("Notifications", isOn: $on)
///     }
/// }
/// ```
public struct Form<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content

    /// A form of the given content.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    package func makeNode(_ context: ResolveContext) -> ViewNode {
        List<Never, Content>(forcedKind: .insetGrouped, content: content).makeNode(context)
    }
}

/// The look of a form, as SwiftUI's `FormStyle`. On iOS both built-in styles draw grouped.
@MainActor @preconcurrency
public protocol FormStyle {}

/// The platform's form style (grouped on iOS), as SwiftUI's `AutomaticFormStyle`.
public struct AutomaticFormStyle: FormStyle { public init() {} }
/// Rows in grouped sections, as SwiftUI's `GroupedFormStyle`.
public struct GroupedFormStyle: FormStyle { public init() {} }

extension FormStyle where Self == AutomaticFormStyle {
    /// The platform default (grouped on iOS).
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}
extension FormStyle where Self == GroupedFormStyle {
    /// Grouped sections.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension View {
    /// Sets the style of forms in this view. Both iOS styles draw the same grouped form.
    public func formStyle<S: FormStyle>(_ style: S) -> some View { self }
}
