import FlipbookRaster

/// A node whose size and alignment guides are its first child's: a presenter (a sheet, an
/// alert, a menu drawn open over the view that presents it) or a layer drawn behind or in
/// front of content (`background`, `overlay`, their preference forms). Only the placement
/// and drawing of the other children differ, so conformers write just those.
@MainActor
package protocol PrimaryChildBehavior: NodeBehavior {}

extension PrimaryChildBehavior {
    package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        node.children[0].sizeThatFits(proposal)
    }
    package func explicitAlignment(horizontal: HorizontalAlignment, size: CGSize, node: ViewNode) -> CGFloat? {
        node.children[0].dimension(size, horizontal: horizontal)
    }
    package func explicitAlignment(vertical: VerticalAlignment, size: CGSize, node: ViewNode) -> CGFloat? {
        node.children[0].dimension(size, vertical: vertical)
    }
}
