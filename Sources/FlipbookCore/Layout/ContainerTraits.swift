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
