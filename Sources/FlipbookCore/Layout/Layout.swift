/// A container's layout algorithm, as SwiftUI's `Layout`: answer a size for a proposal, then
/// place the subviews inside the bounds you were given. Stacks are built on it, and so can
/// yours be: `MyLayout { … }` makes a container view.
///
/// The SDK declares it `@preconcurrency protocol Layout: Sendable, Animatable`; with
/// Flipbook's main-actor ``Animatable`` its requirements run on the main actor, where layout
/// runs.
@preconcurrency
public protocol Layout: Sendable, Animatable {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    func makeCache(subviews: Subviews) -> Cache
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    /// The container's spacing preferences; by default the union of its subviews'.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
}

extension Layout {
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        guard let first = subviews.first else { return ViewSpacing() }
        return subviews.dropFirst().reduce(into: first.spacing) { $0.formUnion($1.spacing) }
    }
}

extension Layout where Cache == Void {
    public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
    /// A container that lays out `content` with this layout.
    public func callAsFunction<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        LayoutContainer(layout: self, content: content())
    }
}

/// The view a ``Layout`` makes around its content.
struct LayoutContainer<L: Layout, Content: View>: View, PrimitiveView {
    typealias Body = Never
    let layout: L
    let content: Content

    func makeNode(_ context: ResolveContext) -> ViewNode {
        ViewNode(identity: context.identity, behavior: LayoutBehavior(layout: layout),
                 children: resolveViewList(of: content, context.child(.content)), environment: context.environment)
    }
}

/// Adapts a ``Layout`` to the node tree. The cache lives for one layout pass.
final package class LayoutBehavior<L: Layout>: NodeBehavior {
    let layout: L
    package init(layout: L) { self.layout = layout }

    package var debugName: String { String(describing: L.self) }

    package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let subviews = LayoutSubviews(node.children)
        var cache = layout.makeCache(subviews: subviews)
        return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    package func placeChildren(in frame: CGRect, node: ViewNode) {
        let subviews = LayoutSubviews(node.children)
        var cache = layout.makeCache(subviews: subviews)
        layout.placeSubviews(in: frame, proposal: node.placementProposal, subviews: subviews, cache: &cache)
    }

    package func spacing(node: ViewNode) -> ViewSpacing {
        let subviews = LayoutSubviews(node.children)
        var cache = layout.makeCache(subviews: subviews)
        return layout.spacing(subviews: subviews, cache: &cache)
    }
}

/// The subviews a ``Layout`` arranges.
public struct LayoutSubviews: RandomAccessCollection {
    let nodes: [ViewNode]
    init(_ nodes: [ViewNode]) { self.nodes = nodes }

    public var startIndex: Int { 0 }
    public var endIndex: Int { nodes.count }
    public subscript(i: Int) -> LayoutSubview { LayoutSubview(node: nodes[i]) }
}

/// One subview of a ``Layout``: ask its size, read its guides, place it.
@MainActor
public struct LayoutSubview {
    let node: ViewNode

    /// The size the subview wants for a proposal.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { node.sizeThatFits(proposal) }

    /// The subview's size and alignment guides for a proposal.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(size: node.sizeThatFits(proposal), node: node)
    }

    /// SwiftUI's `layoutPriority`.
    public var priority: Double { node.layoutPriority }

    /// The subview's spacing preferences.
    public var spacing: ViewSpacing { node.spacing }

    /// Places the subview with `anchor` of its frame at `position` (root coordinates).
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = node.sizeThatFits(proposal)
        let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        node.place(in: CGRect(origin: origin, size: size))
    }
}

/// A view's size and alignment guides, as SwiftUI's `ViewDimensions`. Nonisolated as in the
/// SDK (a nonisolated `AlignmentID.defaultValue(in:)` reads it); layout, which makes them,
/// runs on the main actor.
public struct ViewDimensions: Sendable {
    public let width: CGFloat
    public let height: CGFloat
    package let node: ViewNode

    package init(size: CGSize, node: ViewNode) {
        width = size.width; height = size.height; self.node = node
    }

    public subscript(guide: HorizontalAlignment) -> CGFloat {
        assumeMainActor { node.dimension(CGSize(width: width, height: height), horizontal: guide) }
    }
    public subscript(guide: VerticalAlignment) -> CGFloat {
        assumeMainActor { node.dimension(CGSize(width: width, height: height), vertical: guide) }
    }
}
