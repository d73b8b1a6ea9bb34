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
    /// The type-erased label.
    public struct Label: View {
        public typealias Body = Never
        let resolve: (ResolveContext) -> [ViewNode]
    }
    /// The type-erased content.
    public struct Content: View {
        public typealias Body = Never
        let resolve: (ResolveContext) -> [ViewNode]
    }
    /// The label.
    public let label: Label
    /// The content (the value).
    public let content: Content
}

extension LabeledContentStyleConfiguration.Label: ViewListResolvable {
    package func resolveList(_ context: ResolveContext) -> [ViewNode] { resolve(context) }
}
extension LabeledContentStyleConfiguration.Content: ViewListResolvable {
    package func resolveList(_ context: ResolveContext) -> [ViewNode] { resolve(context) }
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

private struct LabeledContentStylesKey: EnvironmentKey { static var defaultValue: [any LabeledContentStyle] { [] } }

extension EnvironmentValues {
    /// The labeled-content styles in force, outermost first (the nearest wins).
    var labeledContentStyles: [any LabeledContentStyle] {
        get { self[LabeledContentStylesKey.self] }
        set { self[LabeledContentStylesKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of labeled content in this view.
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        modifier(StyleStackModifier(stack: \.labeledContentStyles, style: style))
    }
}
