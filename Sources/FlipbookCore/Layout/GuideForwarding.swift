/// Wrappers whose content has exactly the wrapper's size (effects, offset, hidden, content
/// shape, coordinate-space names) report their content's explicit alignment guides, so
/// `.alignmentGuide(…).opacity(0.5)` still aligns by the guide, as in SwiftUI.
package protocol SameSizeWrapperBehavior: NodeBehavior {}

extension SameSizeWrapperBehavior {
    package func explicitAlignment(horizontal: HorizontalAlignment, size: CGSize, node: ViewNode) -> CGFloat? {
        guard let child = node.children.first else { return nil }
        return child.behavior.explicitAlignment(horizontal: horizontal, size: size, node: child)
    }
    package func explicitAlignment(vertical: VerticalAlignment, size: CGSize, node: ViewNode) -> CGFloat? {
        guard let child = node.children.first else { return nil }
        return child.behavior.explicitAlignment(vertical: vertical, size: size, node: child)
    }
}

extension CoordinateSpaceNameBehavior: SameSizeWrapperBehavior {}
