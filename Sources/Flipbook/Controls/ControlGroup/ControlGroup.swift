import FlipbookRaster

/// Controls drawn as one group, as SwiftUI's `ControlGroup`: on iOS, outside toolbars and
/// menus, its buttons share a rounded bar, each an equal segment, hairlines between them.
///
/// ```swift
/// ControlGroup {
///     Button("Cut") {}
///     Button("Copy") {}
/// }
/// ```
public struct ControlGroup<Label: View, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    let content: Content

    /// A group with a label (shown by menu styles).
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label(); self.content = content()
    }

    package func makeNode(_ context: ResolveContext) -> ViewNode {
        let configuration = ControlGroupStyleConfiguration(label: .init(label, .explicit("label")),
                                                           content: .init(content, .content))
        return context.resolveStyle(ControlGroupStyles.self, configuration)
    }
}

extension ControlGroup where Label == EmptyView {
    /// A group of controls.
    public init(@ViewBuilder content: () -> Content) { self.init(content: content, label: { EmptyView() }) }
}

extension ControlGroup where Label == Text {
    /// A group with a literal title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }
}

extension ControlGroup where Label == ControlGroupStyleConfiguration.Label, Content == ControlGroupStyleConfiguration.Content {
    /// A group from a style's configuration, drawn with the next outer style.
    public init(_ configuration: ControlGroupStyleConfiguration) {
        self.label = configuration.label
        self.content = configuration.content
    }
}

/// The look of a ``ControlGroup``, as SwiftUI's `ControlGroupStyle`.
@MainActor @preconcurrency
public protocol ControlGroupStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ControlGroupStyleConfiguration
}

/// What a ``ControlGroupStyle`` draws from, as SwiftUI's `ControlGroupStyleConfiguration`.
public struct ControlGroupStyleConfiguration {
    /// Keeps ``Label`` a type of its own.
    public enum LabelTag {}
    /// Keeps ``Content`` a type of its own.
    public enum ContentTag {}
    /// The type-erased label.
    public typealias Label = StyleConfigurationPart<LabelTag>
    /// The type-erased controls.
    public typealias Content = StyleConfigurationPart<ContentTag>
    /// The label.
    public let label: Label
    /// The controls.
    public let content: Content
}

/// The platform's style, as SwiftUI's `AutomaticControlGroupStyle`: the bar.
public struct AutomaticControlGroupStyle: ControlGroupStyle {
    /// The style.
    public init() {}
    /// The style's look.
    public func makeBody(configuration: Configuration) -> some View { ControlGroupBar(content: configuration.content) }
}

/// The navigation style, as SwiftUI's `NavigationControlGroupStyle` (the bar, outside a toolbar).
public struct NavigationControlGroupStyle: ControlGroupStyle {
    /// The style.
    public init() {}
    /// The style's look.
    public func makeBody(configuration: Configuration) -> some View { ControlGroupBar(content: configuration.content) }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    /// The platform default.
    public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}
extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    /// The navigation style.
    public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}

/// Control-group styles in the environment (``View/controlGroupStyle(_:)``).
enum ControlGroupStyles: StyleFamily {
    static var automatic: any ControlGroupStyle { AutomaticControlGroupStyle() }
    static func body(of style: any ControlGroupStyle, configuration: ControlGroupStyleConfiguration) -> any View {
        style.makeBody(configuration: configuration)
    }
}

extension View {
    /// Sets the style of control groups in this view.
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View { modifier(StyleStackModifier<ControlGroupStyles>(style)) }
}

/// iOS's control-group bar, chosen by eye from iOS 17: the `tertiarySystemFill` (rgb 118,
/// 118, 128 at 12% light, 24% dark) rounded rectangle, radius 10, segments at least 44 pt
/// tall with 12 pt padding around each control, separators inset 10 pt top and bottom.
enum ControlGroupMetrics {
    static let fill = Color(provider: .adaptive(light: .init(hex: 0x767680, opacity: 0.12), dark: .init(hex: 0x767680, opacity: 0.24)))
    static let cornerRadius: CGFloat = 10
    static let padding: CGFloat = 12
    static let minHeight: CGFloat = 44
    static let separatorInset: CGFloat = 10
}

struct ControlGroupBar: View, PrimitiveView {
    typealias Body = Never
    let content: ControlGroupStyleConfiguration.Content

    func makeNode(_ context: ResolveContext) -> ViewNode {
        let children = content.resolve(context.child(.content).with { $0.stackAxis = .horizontal })
        return ViewNode(identity: context.identity, behavior: ControlGroupBarBehavior(), children: children, environment: context.environment)
    }
}

struct ControlGroupBarBehavior: NodeBehavior, TraitBarrier {
    var debugName: String { "ControlGroup" }
    func spacing(node: ViewNode) -> ViewSpacing { ViewSpacing() }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let n = CGFloat(max(1, node.children.count))
        let p = ControlGroupMetrics.padding
        let ideal = node.children.map { $0.sizeThatFits(.unspecified) }
        let width: CGFloat
        if let w = proposal.width, w.isFinite { width = w } else { width = n * ((ideal.map(\.width).max() ?? 0) + 2 * p) }
        let segment = width / n - 2 * p
        let height = node.children.map { $0.sizeThatFits(ProposedViewSize(width: max(0, segment), height: nil)).height }.max() ?? 0
        return CGSize(width: width, height: max(ControlGroupMetrics.minHeight, height + 2 * p))
    }

    func placeChildren(in frame: CGRect, node: ViewNode) {
        let n = CGFloat(max(1, node.children.count))
        let w = frame.width / n
        for (i, child) in node.children.enumerated() {
            // Not `insetBy`: a segment narrower than its padding would become `CGRect.null`,
            // whose origin is infinite.
            let p = min(ControlGroupMetrics.padding, w / 2)
            let cell = CGRect(x: frame.minX + CGFloat(i) * w + p, y: frame.minY, width: max(0, w - 2 * p), height: frame.height)
            alignChild(child, proposal: ProposedViewSize(width: max(0, cell.width), height: nil), in: cell, alignment: .center)
        }
    }

    func draw(_ node: ViewNode, into list: inout DisplayListBuilder) {
        let env = node.environment
        list.fill(Path(roundedRect: node.frame, cornerRadius: ControlGroupMetrics.cornerRadius, style: .continuous), with: ControlGroupMetrics.fill, env)
        let n = node.children.count
        let px = 1 / env.displayScale
        for i in 1..<max(1, n) {
            let x = node.frame.minX + node.frame.width * CGFloat(i) / CGFloat(n)
            let line = CGRect(x: (x * env.displayScale).rounded() / env.displayScale, y: node.frame.minY + ControlGroupMetrics.separatorInset,
                              width: px, height: max(0, node.frame.height - 2 * ControlGroupMetrics.separatorInset))
            list.fill(Path(line), with: ListColors.separator, env)
        }
        for child in node.childrenInDrawingOrder { child.draw(into: &list) }
    }
}
