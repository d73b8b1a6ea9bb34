/// The look of a ``LabeledContent``, as SwiftUI's `LabeledContentStyle`.
///
/// ```swift
/// struct StackedStyle: LabeledContentStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack(alignment: .leading) { configuration.label; configuration.content }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol LabeledContentStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = LabeledContentStyleConfiguration
}

/// What a ``LabeledContentStyle`` draws from, as SwiftUI's `LabeledContentStyleConfiguration`.
public struct LabeledContentStyleConfiguration {
    /// Keeps ``Label`` a type of its own.
    public enum LabelTag {}
    /// Keeps ``Content`` a type of its own.
    public enum ContentTag {}
    /// The type-erased label.
    public typealias Label = StyleConfigurationPart<LabelTag>
    /// The type-erased content.
    public typealias Content = StyleConfigurationPart<ContentTag>
    /// The label.
    public let label: Label
    /// The content (the value).
    public let content: Content
}

/// The platform's style, as SwiftUI's `AutomaticLabeledContentStyle`: the label at the
/// leading edge, the value at the trailing edge in the secondary colour, first baselines
/// aligned (a row form in lists and forms, the same outside them on iOS).
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    /// The style.
    public init() {}
    /// The style's look.
    public func makeBody(configuration: Configuration) -> some View {
        HStack(alignment: .firstTextBaseline) {
            configuration.label
            Spacer(minLength: 8)
            configuration.content
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.trailing)
        }
    }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    /// The platform default.
    public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

/// Labeled-content styles in the environment (``View/labeledContentStyle(_:)``).
enum LabeledContentStyles: StyleFamily {
    static var automatic: any LabeledContentStyle { AutomaticLabeledContentStyle() }
    static func body(of style: any LabeledContentStyle, configuration: LabeledContentStyleConfiguration) -> any View {
        style.makeBody(configuration: configuration)
    }
}

extension View {
    /// Sets the style of labeled content in this view.
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        modifier(StyleStackModifier<LabeledContentStyles>(style))
    }
}
