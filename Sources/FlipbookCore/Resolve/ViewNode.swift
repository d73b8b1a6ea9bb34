/// A resolved view: what it does (its behaviour), its children, its environment, and after
/// layout its frame. The node tree is what layout measures, the display list is drawn from,
/// and animation will diff by ``identity``.
@MainActor
public final class ViewNode {
    public let identity: ViewIdentity
    package let behavior: any NodeBehavior
    public internal(set) var children: [ViewNode]
    package let environment: EnvironmentValues
    /// The frame in root coordinates (points), set by layout.
    public internal(set) var frame: CGRect = .zero
    /// SwiftUI's `layoutPriority`: stacks size higher priorities first.
    package var layoutPriority: Double = 0
    /// SwiftUI's `zIndex`: containers draw children in increasing zIndex, declaration order
    /// among equals.
    package var zIndex: Double = 0
    /// SwiftUI's `transition(_:)`: how the view enters and leaves inside an animation.
    public internal(set) var transition: AnyTransition?
    /// Where this view is along its insertion or removal transition (set after layout).
    var transitionEffects: TransitionEffects?
    /// What the catalogue keeps on this node (the accessibility modifiers' properties).
    package var annotations = NodeAnnotations()

    private var sizeCache: [ProposedViewSize: CGSize] = [:]

    package init(identity: ViewIdentity, behavior: any NodeBehavior, children: [ViewNode] = [], environment: EnvironmentValues) {
        self.identity = identity
        self.behavior = behavior
        self.children = children
        self.environment = environment
    }

    /// The size this view wants for a proposal (memoised: layout asks the same question often).
    package func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let s: CGSize
        if let cached = sizeCache[proposal] {
            s = cached
        } else {
            s = behavior.sizeThatFits(proposal, node: self)
            sizeCache[proposal] = s
        }
        proposalGiving[SizeKey(s)] = proposal
        return s
    }

    /// Forgets memoised sizes (see `forgetSizes()`).
    func clearSizeCache() {
        sizeCache.removeAll()
        proposalGiving.removeAll()
    }

    /// The proposal that last produced each size this view answered: placing needs the
    /// proposal the view was sized with (SwiftUI hands it to `placeSubviews`), not its size
    /// — a stack re-distributing its own 243 points shares them differently than the 340 it
    /// was offered, and squeezes a child below the width it reported.
    private var proposalGiving: [SizeKey: ProposedViewSize] = [:]
    private struct SizeKey: Hashable {
        let width: Double, height: Double
        init(_ s: CGSize) { width = Double(s.width); height = Double(s.height) }
    }

    /// The proposal this view was measured with for the size it was placed at (the size
    /// itself when it was never asked about that size).
    private(set) package var placementProposal: ProposedViewSize = .unspecified

    /// Gives this view its frame and lets it place its children.
    package func place(in frame: CGRect) {
        placementProposal = proposalGiving[SizeKey(frame.size)] ?? ProposedViewSize(frame.size)
        self.frame = frame.snapped(scale: environment.displayScale)
        behavior.placeChildren(in: self.frame, node: self)
    }

    package func draw(into list: inout DisplayListBuilder) {
        guard let t = transitionEffects else { return behavior.draw(self, into: &list) }
        drawWith(t.displayEffects(in: frame)[...], into: &list)
    }

    private func drawWith(_ effects: ArraySlice<DisplayEffect>, into list: inout DisplayListBuilder) {
        guard let first = effects.first else { return behavior.draw(self, into: &list) }
        list.withEffect(first) { drawWith(effects.dropFirst(), into: &$0) }
    }

    /// The horizontal or vertical alignment guide's value in this view's own coordinates.
    package func dimension(_ size: CGSize, horizontal key: HorizontalAlignment) -> CGFloat {
        behavior.explicitAlignment(horizontal: key, size: size, node: self) ?? key.defaultValue(size, node: self)
    }

    package func dimension(_ size: CGSize, vertical key: VerticalAlignment) -> CGFloat {
        behavior.explicitAlignment(vertical: key, size: size, node: self) ?? key.defaultValue(size, node: self)
    }

    /// Children in drawing order: stably sorted by ``zIndex`` (declaration order among equals).
    package var childrenInDrawingOrder: [ViewNode] {
        guard children.contains(where: { $0.zIndex != 0 }) else { return children }
        return children.enumerated()
            .sorted { $0.element.zIndex != $1.element.zIndex ? $0.element.zIndex < $1.element.zIndex : $0.offset < $1.offset }
            .map(\.element)
    }

    /// Takes the traits (layout priority, zIndex) of the view this node wraps: SwiftUI passes
    /// traits up through unary modifiers, so `.zIndex(1).padding()` still stacks on top.
    func inheritTraits(from child: ViewNode) {
        layoutPriority = child.layoutPriority
        zIndex = child.zIndex
        transition = child.transition
    }

    /// The view's spacing preferences (``ViewSpacing``), memoised: stacks ask for them at
    /// every measurement, and they depend only on the subtree, not on proposals.
    package var spacing: ViewSpacing {
        if let cachedSpacing { return cachedSpacing }
        let s = behavior.spacing(node: self)
        cachedSpacing = s
        return s
    }
    private var cachedSpacing: ViewSpacing?

    /// Whether this view is a `Spacer` (stacks treat spacers specially for spacing).
    var isSpacer: Bool { behavior is any StackSpacerBehavior }

    /// A readable dump of the tree with frames, for tests and debugging.
    public var treeDescription: String {
        var lines: [String] = []
        func walk(_ n: ViewNode, _ depth: Int) {
            let f = n.frame
            lines.append(String(repeating: "  ", count: depth) + "\(n.behavior.debugName) (\(f.minX), \(f.minY), \(f.width), \(f.height))")
            for c in n.children { walk(c, depth + 1) }
        }
        walk(self, 0)
        return lines.joined(separator: "\n")
    }
}

/// What a node does in layout and drawing. Defaults suit a node wrapping one child.
@MainActor
package protocol NodeBehavior {
    var debugName: String { get }
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize
    func placeChildren(in frame: CGRect, node: ViewNode)
    func draw(_ node: ViewNode, into list: inout DisplayListBuilder)
    func explicitAlignment(horizontal: HorizontalAlignment, size: CGSize, node: ViewNode) -> CGFloat?
    func explicitAlignment(vertical: VerticalAlignment, size: CGSize, node: ViewNode) -> CGFloat?
    /// The view's spacing preferences, which stacks negotiate between neighbours.
    func spacing(node: ViewNode) -> ViewSpacing
}

extension NodeBehavior {
    package var debugName: String { String(describing: Self.self).replacingOccurrences(of: "Behavior", with: "") }

    package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        guard let child = node.children.first else { return proposal.replacingUnspecifiedDimensions() }
        return child.sizeThatFits(proposal)
    }

    package func placeChildren(in frame: CGRect, node: ViewNode) {
        for child in node.children { child.place(in: frame) }
    }

    package func draw(_ node: ViewNode, into list: inout DisplayListBuilder) {
        for child in node.childrenInDrawingOrder { child.draw(into: &list) }
    }

    // Explicit guides come from `alignmentGuide` and text baselines; others use defaults.
    package func explicitAlignment(horizontal: HorizontalAlignment, size: CGSize, node: ViewNode) -> CGFloat? { nil }
    package func explicitAlignment(vertical: VerticalAlignment, size: CGSize, node: ViewNode) -> CGFloat? { nil }

    // A leaf is a plain view; a wrapper (effects, background, offset…) has its main
    // content's preferences, as SwiftUI's unary modifiers pass spacing through.
    package func spacing(node: ViewNode) -> ViewSpacing { node.children.first?.spacing ?? ViewSpacing() }
}
