/// One kind of control style (toggle styles, gauge styles…): what every family shares — the
/// stack of styles in the environment, the `.xStyle(_:)` modifier that appends to it, and how
/// a control draws through the nearest style — written once here, so a family is a few lines:
///
/// ```swift
/// enum GaugeStyles: StyleFamily {
///     static var automatic: any GaugeStyle { DefaultGaugeStyle() }
///     static func body(of style: any GaugeStyle, configuration: GaugeStyleConfiguration) -> any View {
///         style.makeBody(configuration: configuration)
///     }
/// }
/// // the modifier:  modifier(StyleStackModifier<GaugeStyles>(style))
/// // the control:   context.resolveStyle(GaugeStyles.self, configuration)
/// ```
///
/// A family whose control builds its body itself (buttons: two kinds of style, two
/// configurations) adopts only ``StyleStack``.
@MainActor
protocol StyleFamily: StyleStack {
    /// What a style's body draws from.
    associatedtype Configuration
    /// The style's body for `configuration` (`style.makeBody(configuration:)`).
    static func body(of style: Style, configuration: Configuration) -> any View
}

/// The environment half of a ``StyleFamily``: a stack of styles, outermost first.
@MainActor
protocol StyleStack {
    /// What the stack holds: the style protocol's existential (`any GaugeStyle`).
    associatedtype Style
    /// The style a control uses when no modifier set one (the platform's default).
    static var automatic: Style { get }
}

private struct StyleStackKey<Family: StyleStack>: EnvironmentKey {
    static var defaultValue: [Family.Style] { [] }
}

extension EnvironmentValues {
    /// The family's styles in force, outermost first: a control uses the last (the nearest)
    /// and its style's body sees the rest, so `Toggle(configuration)` in a toggle style's body
    /// draws with the next outer style.
    subscript<Family: StyleStack>(styles family: Family.Type) -> [Family.Style] {
        get { self[StyleStackKey<Family>.self] }
        set { self[StyleStackKey<Family>.self] = newValue }
    }
}

extension ResolveContext {
    /// The nearest style of `family` (its automatic style when none is set), and the context
    /// its body resolves in: the control's body child, whose stack holds only the outer styles.
    @MainActor
    func nearestStyle<Family: StyleStack>(_ family: Family.Type) -> (style: Family.Style, body: ResolveContext) {
        var styles = environment[styles: Family.self]
        let style: Family.Style
        if let nearest = styles.popLast() { style = nearest } else { style = Family.automatic }
        return (style, child(.body).with { $0[styles: Family.self] = styles })
    }

    /// A control's node: the body of the nearest style of `family` for `configuration`.
    @MainActor
    func resolveStyle<Family: StyleFamily>(_ family: Family.Type, _ configuration: Family.Configuration) -> ViewNode {
        let (style, inner) = nearestStyle(Family.self)
        return resolveStyleBody(of: style, in: inner) { Family.body(of: style, configuration: configuration) }
    }
}

/// Resolves a style's body: the style's own dynamic properties (`@Environment`, `@State`)
/// are linked first, since `makeBody` reads them.
@MainActor
func resolveStyleBody<Style>(of style: Style, in context: ResolveContext, _ makeBody: () -> any View) -> ViewNode {
    linkDynamicProperties(of: style, context)
    return resolveSingle(of: makeBody(), context)
}
