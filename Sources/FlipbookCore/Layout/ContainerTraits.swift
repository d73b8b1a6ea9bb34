/// Values a container reads from its direct subviews, as SwiftUI's view traits: a grid's
/// `gridCellColumns`, a list row's `listRowInsets`. A trait modifier wraps its content in a
/// transparent node carrying the values; a container looks for them from each subview down
/// through unary wrappers (padding, frames, backgrounds…) to the first container, so
/// `.gridCellColumns(2).padding()` still spans two columns, as in SwiftUI.
package struct ContainerTraits {
    package var gridCellColumns: Int?
    package var gridColumnAlignment: HorizontalAlignment?
    package var gridCellAnchor: UnitPoint?
    package var gridCellUnsizedAxes: Axis.Set?
    package var listRowInsets: EdgeInsets??
    package var listRowBackground: ViewNode??
    package var listRowSeparatorTop: Visibility?
    package var listRowSeparatorBottom: Visibility?
    package var listRowSeparatorTint: Color??
    /// `layoutValue(key:value:)`, by key type.
    package var layoutValues: [ObjectIdentifier: Any] = [:]
    /// `containerValue(_:_:)` and `ContainerValues` entries, by key type.
    package var containerValues: [ObjectIdentifier: Any] = [:]
    /// Any other value a catalogue container reads from its rows (swipe actions, edit
    /// permissions, a row's context menu), by key type.
    package var extra: [ObjectIdentifier: Any] = [:]

    package init() {}

    /// Fills what this set leaves unset from `inner` (an outer modifier wins, as in SwiftUI).
    mutating func fillMissing(from inner: ContainerTraits) {
        gridCellColumns = gridCellColumns ?? inner.gridCellColumns
        gridColumnAlignment = gridColumnAlignment ?? inner.gridColumnAlignment
        gridCellAnchor = gridCellAnchor ?? inner.gridCellAnchor
        gridCellUnsizedAxes = gridCellUnsizedAxes ?? inner.gridCellUnsizedAxes
        listRowInsets = listRowInsets ?? inner.listRowInsets
        listRowBackground = listRowBackground ?? inner.listRowBackground
        listRowSeparatorTop = listRowSeparatorTop ?? inner.listRowSeparatorTop
        listRowSeparatorBottom = listRowSeparatorBottom ?? inner.listRowSeparatorBottom
        listRowSeparatorTint = listRowSeparatorTint ?? inner.listRowSeparatorTint
        layoutValues.merge(inner.layoutValues) { outer, _ in outer }
        containerValues.merge(inner.containerValues) { outer, _ in outer }
        extra.merge(inner.extra) { outer, _ in outer }
    }
}

/// The transparent node a trait modifier wraps its content in.
struct TraitBehavior: SameSizeWrapperBehavior {
    let traits: ContainerTraits
    var debugName: String { "Traits" }
}

/// Nodes whose children are their own subviews, not the subview they wrap: the search for
/// traits stops at them (a trait inside a `VStack` belongs to the stack's children).
@MainActor package protocol TraitBarrier {}
extension LayoutBehavior: TraitBarrier {}

extension ViewNode {
    /// The traits set on this subview, outermost first.
    package var containerTraits: ContainerTraits {
        var result = ContainerTraits()
        var node: ViewNode? = self
        var depth = 0
        while let n = node, depth < 256 {
            if let t = n.behavior as? TraitBehavior { result.fillMissing(from: t.traits) }
            if n.behavior is any TraitBarrier { break }
            node = n.children.first
            depth += 1
        }
        return result
    }
}

/// Sets container traits on each content view.
package struct TraitModifier: ViewModifier, PrimitiveModifier {
    package init(update: @escaping (inout ContainerTraits, ResolveContext) -> Void) { self.update = update }
    package typealias Body = Never
    let update: (inout ContainerTraits, ResolveContext) -> Void

    package func resolve(_ content: (ResolveContext) -> [ViewNode], _ context: ResolveContext) -> [ViewNode] {
        var traits = ContainerTraits()
        update(&traits, context)
        return wrapEach(content(context), context) { node, id in
            ViewNode(identity: id, behavior: TraitBehavior(traits: traits), children: [node], environment: context.environment)
        }
    }
}

extension ViewNode {
    /// This node wrapped in a trait node of the same identity carrying `traits` (a
    /// container marking rows it made: a `ForEach`'s `onDelete`), so ids stay where they
    /// were.
    package func withTraits(_ traits: ContainerTraits) -> ViewNode {
        let wrapper = ViewNode(identity: identity, behavior: TraitBehavior(traits: traits), children: [self], environment: environment)
        wrapper.inheritTraits(from: self)
        return wrapper
    }
}
