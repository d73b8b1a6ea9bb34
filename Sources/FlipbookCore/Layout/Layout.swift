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
    /// Refreshes the cache when the subviews change; by default makes a new one.
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    /// The container's own position for a horizontal guide, or `nil` for the default.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
    /// The container's own position for a vertical guide, or `nil` for the default.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
    /// What the layout is, for views that adapt to it (a `Divider` in a stack).
    static var layoutProperties: LayoutProperties { get }
}

/// Properties of a layout container, as SwiftUI's `LayoutProperties`.
public struct LayoutProperties: Sendable {
    /// The stack's axis, if the layout is a stack (a `Divider` runs across it).
    public var stackOrientation: Axis?
    public init() {}
}

extension Layout {
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }
    public static var layoutProperties: LayoutProperties { LayoutProperties() }
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

/// Adapts a ``Layout`` to the node tree. Each question (size, placement, spacing) makes a
/// fresh cache, where SwiftUI keeps one for a layout pass: answers are the same, but a
/// custom layout with a costly cache rebuilds it more often.
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

    package func explicitAlignment(horizontal: HorizontalAlignment, size: CGSize, node: ViewNode) -> CGFloat? {
        let subviews = LayoutSubviews(node.children)
        var cache = layout.makeCache(subviews: subviews)
        return layout.explicitAlignment(of: horizontal, in: CGRect(origin: .zero, size: size), proposal: node.placementProposal,
                                        subviews: subviews, cache: &cache)
    }

    package func explicitAlignment(vertical: VerticalAlignment, size: CGSize, node: ViewNode) -> CGFloat? {
        let subviews = LayoutSubviews(node.children)
        var cache = layout.makeCache(subviews: subviews)
        return layout.explicitAlignment(of: vertical, in: CGRect(origin: .zero, size: size), proposal: node.placementProposal,
                                        subviews: subviews, cache: &cache)
    }
}

/// The subviews a ``Layout`` arranges. Nonisolated as in the SDK, so a `nonisolated`
/// helper of a layout can walk them; layout, which hands them out, runs on the main actor.
public struct LayoutSubviews: Equatable, RandomAccessCollection, Sendable {
    let nodes: [ViewNode]
    init(_ nodes: [ViewNode]) { self.nodes = nodes }

    public typealias SubSequence = LayoutSubviews
    public typealias Element = LayoutSubview
    public typealias Index = Int
    public var startIndex: Int { range.lowerBound }
    public var endIndex: Int { range.upperBound }
    var range: Range<Int> { offset..<(offset + nodes.count) }
    private var offset = 0
    private init(_ nodes: [ViewNode], offset: Int) { self.nodes = nodes; self.offset = offset }

    public subscript(i: Int) -> LayoutSubview { LayoutSubview(node: nodes[i - offset]) }
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(Array(nodes[(bounds.lowerBound - offset)..<(bounds.upperBound - offset)]), offset: bounds.lowerBound)
    }
    public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
        LayoutSubviews(indices.map { nodes[$0 - offset] })
    }
    /// The layout direction of the container (its subviews share it).
    public var layoutDirection: LayoutDirection {
        assumeMainActor { nodes.first?.environment.layoutDirection ?? .leftToRight }
    }

    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool {
        a.offset == b.offset && a.nodes.count == b.nodes.count && zip(a.nodes, b.nodes).allSatisfy { $0 === $1 }
    }
}

/// One subview of a ``Layout``: ask its size, read its guides, place it. Nonisolated as in
/// the SDK (a flow layout's `nonisolated` helper may measure rows); the engine lays out on
/// the main actor, so each call runs there.
public struct LayoutSubview: Equatable, Sendable {
    let node: ViewNode
    /// The node behind the proxy, for layouts the catalogue implements (``GridLayout`` runs the
    /// `Grid` engine on its rows).
    package var viewNode: ViewNode { node }

    /// The size the subview wants for a proposal.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        assumeMainActor { node.sizeThatFits(proposal) }
    }

    /// The subview's size and alignment guides for a proposal.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        assumeMainActor { ViewDimensions(size: node.sizeThatFits(proposal), node: node) }
    }

    /// SwiftUI's `layoutPriority`.
    public var priority: Double { assumeMainActor { node.layoutPriority } }

    /// The subview's spacing preferences.
    public var spacing: ViewSpacing { assumeMainActor { node.spacing } }

    /// The value the subview sets for `key` with `layoutValue(key:value:)`, else the key's
    /// default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        assumeMainActor { node.containerTraits.layoutValues[ObjectIdentifier(key)] as? K.Value } ?? K.defaultValue
    }

    /// Places the subview with `anchor` of its frame at `position` (root coordinates).
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        assumeMainActor {
            let size = node.sizeThatFits(proposal)
            let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
            node.place(in: CGRect(origin: origin, size: size))
        }
    }

    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.node === b.node }
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
