/// The look of a ``GroupBox``, as SwiftUI's `GroupBoxStyle`.
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = GroupBoxStyleConfiguration
}

/// What a ``GroupBoxStyle`` draws from, as SwiftUI's `GroupBoxStyleConfiguration`.
public struct GroupBoxStyleConfiguration {
    /// Keeps ``Label`` a type of its own.
    public enum LabelTag {}
    /// Keeps ``Content`` a type of its own.
    public enum ContentTag {}
    /// The type-erased label.
    public typealias Label = StyleConfigurationPart<LabelTag>
    /// The type-erased content.
    public typealias Content = StyleConfigurationPart<ContentTag>
    /// The label (empty for a box without one).
    public let label: Label
    /// The content.
    public let content: Content
}

/// The platform's style, as SwiftUI's `DefaultGroupBoxStyle`: a rounded card in the
/// secondary system background (the tertiary one when nested in another box), its label in
/// headline above the content. Chosen by eye from iOS 17: 16 pt padding, corner radius 10,
/// 8 pt between label and content, leading-aligned.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    /// The style.
    public init() {}
    /// The style's look.
    public func makeBody(configuration: Configuration) -> some View { GroupBoxCard(configuration: configuration) }
}

struct GroupBoxCard: View {
    let configuration: GroupBoxStyleConfiguration
    @Environment(\.groupBoxDepth) var depth

    var body: some View {
        VStack(alignment: .leading, spacing: GroupBoxMetrics.labelSpacing) {
            configuration.label.font(.headline)
            configuration.content
        }
        .environment(\.groupBoxDepth, depth + 1)
        .padding(GroupBoxMetrics.padding)
        .background(RoundedRectangle(cornerRadius: GroupBoxMetrics.cornerRadius, style: .continuous)
            .fill(depth % 2 == 0 ? ListColors.secondaryBackground : ListColors.tertiaryBackground))
    }
}

enum GroupBoxMetrics {
    static let padding: CGFloat = 16
    static let cornerRadius: CGFloat = 10
    static let labelSpacing: CGFloat = 8
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The platform default.
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

private struct GroupBoxDepthKey: EnvironmentKey { static let defaultValue = 0 }

extension EnvironmentValues {
    /// How many group boxes this view is inside (nested boxes alternate their fill).
    var groupBoxDepth: Int {
        get { self[GroupBoxDepthKey.self] }
        set { self[GroupBoxDepthKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of group boxes in this view.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View { modifier(StyleStackModifier<GroupBoxStyles>(style)) }
}

/// Group-box styles in the environment (``View/groupBoxStyle(_:)``).
enum GroupBoxStyles: StyleFamily {
    static var automatic: any GroupBoxStyle { DefaultGroupBoxStyle() }
    static func body(of style: any GroupBoxStyle, configuration: GroupBoxStyleConfiguration) -> any View {
        style.makeBody(configuration: configuration)
    }
}

