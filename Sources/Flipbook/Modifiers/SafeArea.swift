/// Kinds of safe area, as SwiftUI's `SafeAreaRegions`.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// SwiftUI's `ignoresSafeArea`: the view is sized inside the safe area, then its frame grows
/// out to the screen's edge on each of `edges` it reaches. Its content is placed in the
/// grown frame. The keyboard region never shows in a still, so only `.container` counts.
struct IgnoresSafeAreaModifier: ViewModifier, WrappingModifier {
    typealias Body = Never
    let edges: Edge.Set
    var alignment: Alignment? = nil
    func makeBehavior(_ context: ResolveContext) -> any NodeBehavior { IgnoresSafeAreaBehavior(edges: edges, alignment: alignment) }
}

struct IgnoresSafeAreaBehavior: NodeBehavior {
    let edges: Edge.Set
    /// `ignoresSafeArea(_:edges:alignment:)`: the content at its own size for the grown
    /// frame, aligned in it.
    var alignment: Alignment? = nil
    var debugName: String { "IgnoresSafeArea" }

    func placeChildren(in frame: CGRect, node: ViewNode) {
        guard let region = SafeAreaRegion.current, !edges.isEmpty else { return node.children[0].place(in: frame) }
        let grown = region.expanded(frame, edges: edges)
        guard let alignment else { return node.children[0].place(in: grown) }
        let child = node.children[0]
        let size = child.sizeThatFits(ProposedViewSize(width: grown.width, height: grown.height))
        let fx: CGFloat = alignment.horizontal == .leading ? 0 : alignment.horizontal == .trailing ? 1 : 0.5
        let fy: CGFloat = alignment.vertical == .top ? 0 : alignment.vertical == .bottom ? 1 : 0.5
        let x = grown.minX + (grown.width - size.width) * fx
        let y = grown.minY + (grown.height - size.height) * fy
        child.place(in: CGRect(x: x, y: y, width: size.width, height: size.height))
    }
}

/// SwiftUI's `safeAreaPadding`: pads like `padding`, but the padding joins the safe area, so
/// a view inside that ignores the safe area still reaches out through it.
struct SafeAreaPaddingModifier: ViewModifier, WrappingModifier {
    typealias Body = Never
    let insets: EdgeInsets
    func makeBehavior(_ context: ResolveContext) -> any NodeBehavior { SafeAreaPaddingBehavior(padding: PaddingBehavior(insets: insets)) }
}

struct SafeAreaPaddingBehavior: NodeBehavior {
    let padding: PaddingBehavior
    var debugName: String { "SafeAreaPadding" }
    func spacing(node: ViewNode) -> ViewSpacing { padding.spacing(node: node) }
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize { padding.sizeThatFits(proposal, node: node) }
    func placeChildren(in frame: CGRect, node: ViewNode) {
        let i = padding.insets
        let inner = CGRect(x: frame.minX + i.leading, y: frame.minY + i.top, width: max(0, frame.width - i.leading - i.trailing),
                           height: max(0, frame.height - i.top - i.bottom))
        SafeAreaRegion.with(SafeAreaRegion.current?.narrowedTo(inner)) { node.children[0].place(in: inner) }
    }
}

extension SafeAreaRegion {
    /// The region whose safe rectangle is no larger than `rect`.
    func narrowedTo(_ rect: CGRect) -> SafeAreaRegion {
        SafeAreaRegion(outer: outer, safe: safe.intersection(rect).isNull ? rect : safe.intersection(rect))
    }
}

extension View {
    /// Extends the view out to the screen's edges in `edges` where it reaches the safe area
    /// (the status bar, the home indicator, a navigation or tab bar). Without a device, a
    /// render has no safe area and this changes nothing.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(IgnoresSafeAreaModifier(edges: regions.contains(.container) ? edges : []))
    }

    /// Extends the view out to the screen's edges in `edges` as ``ignoresSafeArea(_:edges:)``,
    /// placing the content at its own size for the grown frame, aligned in it by
    /// `alignment` (`nil`: filling it, as the two-argument form).
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all, alignment: Alignment?) -> some View {
        modifier(IgnoresSafeAreaModifier(edges: regions.contains(.container) ? edges : [], alignment: alignment))
    }

    /// The older spelling of ``ignoresSafeArea(_:edges:)``.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        modifier(IgnoresSafeAreaModifier(edges: edges))
    }

    /// Pads the view by `insets` and adds them to the safe area its content sees.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        modifier(SafeAreaPaddingModifier(insets: EdgeInsets(top: insets.top.finiteOrZero, leading: insets.leading.finiteOrZero,
                                                            bottom: insets.bottom.finiteOrZero, trailing: insets.trailing.finiteOrZero)))
    }

    /// Pads `edges` by `length` (16 pt when `nil`, as `padding`) and adds it to the safe area.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let l = (length ?? 16).finiteOrZero
        return safeAreaPadding(EdgeInsets(top: edges.contains(.top) ? l : 0, leading: edges.contains(.leading) ? l : 0,
                                          bottom: edges.contains(.bottom) ? l : 0, trailing: edges.contains(.trailing) ? l : 0))
    }

    /// Pads every edge by `length` and adds it to the safe area.
    public func safeAreaPadding(_ length: CGFloat) -> some View { safeAreaPadding(.all, length) }
}
