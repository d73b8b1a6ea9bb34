/// The look of a ``DisclosureGroup``, as SwiftUI's `DisclosureGroupStyle`.
@MainActor @preconcurrency
public protocol DisclosureGroupStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = DisclosureGroupStyleConfiguration
}

/// What a ``DisclosureGroupStyle`` draws from, as SwiftUI's `DisclosureGroupStyleConfiguration`.
public struct DisclosureGroupStyleConfiguration {
    /// Keeps ``Label`` a type of its own.
    public enum LabelTag {}
    /// Keeps ``Content`` a type of its own.
    public enum ContentTag {}
    /// The type-erased label.
    public typealias Label = StyleConfigurationPart<LabelTag>
    /// The type-erased content.
    public typealias Content = StyleConfigurationPart<ContentTag>
    /// The label, always shown.
    public let label: Label
    /// The content, shown while expanded.
    public let content: Content
    /// Whether the content is shown; `$isExpanded` is the binding.
    @Binding public var isExpanded: Bool
}

/// The platform's style, as SwiftUI's `AutomaticDisclosureGroupStyle`: the label leading
/// and a chevron trailing in the tint colour (pointing right, down while expanded), the
/// whole header a button that toggles; the content below, leading-aligned. Chosen by eye
/// from iOS 17: chevron in semibold subheadline (15 pt), 8 pt between header and content,
/// header at least 44 pt tall in a list row, 8 pt tall padding outside lists.
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    /// The style.
    public init() {}
    /// The style's look.
    public func makeBody(configuration: Configuration) -> some View {
        let isExpanded = configuration.$isExpanded
        VStack(alignment: .leading, spacing: DisclosureMetrics.contentSpacing) {
            Button { isExpanded.wrappedValue.toggle() } label: {
                HStack {
                    configuration.label
                        .foregroundStyle(.primary)
                    Spacer(minLength: 8)
                    Image(systemName: configuration.isExpanded ? "chevron.down" : "chevron.right")
                        .font(.subheadline.weight(.semibold))
                        .foregroundStyle(.tint)
                        .frame(width: DisclosureMetrics.chevronBox)
                }
                .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
            if configuration.isExpanded {
                configuration.content
            }
        }
    }
}

enum DisclosureMetrics {
    static let contentSpacing: CGFloat = 8
    /// The chevron sits centred in a fixed box, so right and down take the same width.
    static let chevronBox: CGFloat = 20
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    /// The platform default.
    public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

/// Disclosure-group styles in the environment (``View/disclosureGroupStyle(_:)``).
enum DisclosureGroupStyles: StyleFamily {
    static var automatic: any DisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
    static func body(of style: any DisclosureGroupStyle, configuration: DisclosureGroupStyleConfiguration) -> any View {
        style.makeBody(configuration: configuration)
    }
}

extension View {
    /// Sets the style of disclosure groups in this view.
    public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        modifier(StyleStackModifier<DisclosureGroupStyles>(style))
    }
}
