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
        context.resolveStyle(FormStyles.self, FormStyleConfiguration(content: .init(content, .content)))
    }
}

extension Form where Content == FormStyleConfiguration.Content {
    /// A form from a style's configuration, drawn with the next outer form style, as
    /// SwiftUI's `Form(_:)`.
    public init(_ configuration: FormStyleConfiguration) { self.content = configuration.content }
}

/// The look of a form, as SwiftUI's `FormStyle`. On iOS every built-in style draws grouped.
///
/// ```swift
/// struct PaddedFormStyle: FormStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Form(configuration).padding(.top, 20)
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol FormStyle {
    associatedtype Body: View
    /// The form drawn with this style.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = FormStyleConfiguration
}

/// The properties of a form, as SwiftUI's `FormStyleConfiguration`.
public struct FormStyleConfiguration {
    /// Keeps ``Content`` a type of its own.
    public enum ContentTag {}
    /// A type-erased content of a form.
    public typealias Content = StyleConfigurationPart<ContentTag>
    /// The form's content (its sections and rows).
    public let content: FormStyleConfiguration.Content
}

/// The platform's form style (grouped on iOS), as SwiftUI's `AutomaticFormStyle`.
public struct AutomaticFormStyle: FormStyle {
    /// The style.
    public init() {}
    /// A grouped form.
    public func makeBody(configuration: Configuration) -> some View { GroupedFormBody(content: configuration.content) }
}
/// Rows in grouped sections, as SwiftUI's `GroupedFormStyle`.
public struct GroupedFormStyle: FormStyle {
    /// The style.
    public init() {}
    /// A grouped form.
    public func makeBody(configuration: Configuration) -> some View { GroupedFormBody(content: configuration.content) }
}

extension FormStyle where Self == AutomaticFormStyle {
    /// The platform default (grouped on iOS).
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}
extension FormStyle where Self == GroupedFormStyle {
    /// Grouped sections.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

/// Form styles in the environment (``View/formStyle(_:)``).
enum FormStyles: StyleFamily {
    static var automatic: any FormStyle { AutomaticFormStyle() }
    static func body(of style: any FormStyle, configuration: FormStyleConfiguration) -> any View {
        style.makeBody(configuration: configuration)
    }
}

extension View {
    /// Sets the style of forms in this view (the nearest style wins).
    public func formStyle<S: FormStyle>(_ style: S) -> some View { modifier(StyleStackModifier<FormStyles>(style)) }
}

/// iOS's form: an inset-grouped list (sections as rounded cards on the grouped background),
/// whatever list style is set around it.
struct GroupedFormBody: View, PrimitiveView {
    typealias Body = Never
    let content: FormStyleConfiguration.Content

    func makeNode(_ context: ResolveContext) -> ViewNode {
        List<Never, FormStyleConfiguration.Content>(forcedKind: .insetGrouped, content: content).makeNode(context)
    }
}
