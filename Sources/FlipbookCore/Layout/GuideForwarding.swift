/// Wrappers whose content has exactly the wrapper's size (effects, offset, hidden, content
/// shape, coordinate-space names) report their content's explicit alignment guides, so
/// `.alignmentGuide(…).opacity(0.5)` still aligns by the guide, as in SwiftUI.
protocol SameSizeWrapperBehavior: NodeBehavior {}

extension SameSizeWrapperBehavior {
    func explicitAlignment(horizontal: HorizontalAlignment, size: CGSize, node: ViewNode) -> CGFloat? {
        guard let child = node.children.first else { return nil }
        return child.behavior.explicitAlignment(horizontal: horizontal, size: size, node: child)
    }
    func explicitAlignment(vertical: VerticalAlignment, size: CGSize, node: ViewNode) -> CGFloat? {
        guard let child = node.children.first else { return nil }
        return child.behavior.explicitAlignment(vertical: vertical, size: size, node: child)
    }
}

extension EffectBehavior: SameSizeWrapperBehavior {}
extension OffsetBehavior: SameSizeWrapperBehavior {}
extension HiddenBehavior: SameSizeWrapperBehavior {}
extension ContentShapeBehavior: SameSizeWrapperBehavior {}
extension CoordinateSpaceNameBehavior: SameSizeWrapperBehavior {}
