/// The look of a ``Label``, as SwiftUI's `LabelStyle`.
///
/// ```swift
/// struct TrailingIconLabelStyle: LabelStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack { configuration.title; configuration.icon }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol LabelStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = LabelStyleConfiguration
}

/// What a ``LabelStyle`` draws from, as SwiftUI's `LabelStyleConfiguration`.
public struct LabelStyleConfiguration {
    /// Keeps ``Title`` a type of its own.
    public enum TitleTag {}
    /// Keeps ``Icon`` a type of its own.
    public enum IconTag {}
    /// The type-erased title.
    public typealias Title = StyleConfigurationPart<TitleTag>
    /// The type-erased icon.
    public typealias Icon = StyleConfigurationPart<IconTag>
    /// The label's title.
    public let title: Title
    /// The label's icon.
    public let icon: Icon
}

/// The platform's label style, as SwiftUI's `DefaultLabelStyle`: title and icon. In a list
/// row the icon takes the tint (accent) colour, as iOS draws it.
public struct DefaultLabelStyle: LabelStyle {
    /// The style.
    public init() {}
    /// The style's look.
    public func makeBody(configuration: Configuration) -> some View { TitleAndIconLabelStyle().makeBody(configuration: configuration) }
}

/// The icon then the title, centred vertically, as SwiftUI's `TitleAndIconLabelStyle`.
public struct TitleAndIconLabelStyle: LabelStyle {
    /// The style.
    public init() {}
    /// The style's look.
    public func makeBody(configuration: Configuration) -> some View { TitleAndIconBody(configuration: configuration) }
}

/// The icon alone, as SwiftUI's `IconOnlyLabelStyle`.
public struct IconOnlyLabelStyle: LabelStyle {
    /// The style.
    public init() {}
    /// The style's look.
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// The title alone, as SwiftUI's `TitleOnlyLabelStyle`.
public struct TitleOnlyLabelStyle: LabelStyle {
    /// The style.
    public init() {}
    /// The style's look.
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

struct TitleAndIconBody: View {
    let configuration: LabelStyleConfiguration
    @Environment(\.listRowContext) var row
    @Environment(\.labelIconToTitleSpacing) var spacing
    @Environment(\.labelReservedIconWidth) var iconWidth

    var body: some View {
        HStack(spacing: spacing) {
            Group {
                if row != nil {
                    configuration.icon.foregroundStyle(.tint)
                } else {
                    configuration.icon
                }
            }
            .modifier(ReservedIconWidth(width: iconWidth))
            configuration.title
        }
    }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The platform default (title and icon).
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// Title and icon.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The icon alone.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The title alone.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

/// Label styles in the environment (``View/labelStyle(_:)``).
enum LabelStyles: StyleFamily {
    static var automatic: any LabelStyle { DefaultLabelStyle() }
    static func body(of style: any LabelStyle, configuration: LabelStyleConfiguration) -> any View {
        style.makeBody(configuration: configuration)
    }
}

extension View {
    /// Sets the style of labels in this view.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View { modifier(StyleStackModifier<LabelStyles>(style)) }
}

/// Resolves a label through the nearest label style.
@MainActor
func resolveLabel(_ configuration: LabelStyleConfiguration, _ context: ResolveContext) -> ViewNode {
    context.resolveStyle(LabelStyles.self, configuration)
}
