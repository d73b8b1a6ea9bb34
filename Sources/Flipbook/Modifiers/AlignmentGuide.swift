/// SwiftUI's `alignmentGuide(_:computeValue:)`: overrides one alignment guide of the view
/// (in its own coordinates); containers aligning by that guide line the view up by it.
struct AlignmentGuideModifier: ViewModifier, WrappingModifier {
    typealias Body = Never
    enum Guide {
        case horizontal(HorizontalAlignment)
        case vertical(VerticalAlignment)
    }
    let guide: Guide
    let computeValue: (ViewDimensions) -> CGFloat
    func makeBehavior(_ context: ResolveContext) -> any NodeBehavior {
        AlignmentGuideBehavior(guide: guide, computeValue: computeValue)
    }
}

struct AlignmentGuideBehavior: NodeBehavior {
    let guide: AlignmentGuideModifier.Guide
    let computeValue: (ViewDimensions) -> CGFloat
    var debugName: String { "AlignmentGuide" }

    // The closure sees the content's dimensions (its other guides included), as in SwiftUI.
    func explicitAlignment(horizontal: HorizontalAlignment, size: CGSize, node: ViewNode) -> CGFloat? {
        if case .horizontal(let g) = guide, g == horizontal {
            return computeValue(ViewDimensions(size: size, node: node.children[0]))
        }
        return node.children[0].dimension(size, horizontal: horizontal)
    }

    func explicitAlignment(vertical: VerticalAlignment, size: CGSize, node: ViewNode) -> CGFloat? {
        if case .vertical(let g) = guide, g == vertical {
            return computeValue(ViewDimensions(size: size, node: node.children[0]))
        }
        return node.children[0].dimension(size, vertical: vertical)
    }
}

extension View {
    /// Sets the view's horizontal alignment guide `g` to the value the closure computes from
    /// the view's dimensions (e.g. `{ d in d[.trailing] }`).
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(AlignmentGuideModifier(guide: .horizontal(g), computeValue: computeValue))
    }

    /// Sets the view's vertical alignment guide `g` to the value the closure computes.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(AlignmentGuideModifier(guide: .vertical(g), computeValue: computeValue))
    }
}

extension ViewDimensions {
    /// The guide's value if the view sets it explicitly (`alignmentGuide`, text baselines), else `nil`.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
        assumeMainActor { node.behavior.explicitAlignment(horizontal: guide, size: CGSize(width: width, height: height), node: node) }
    }
    /// The guide's value if the view sets it explicitly, else `nil`.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        assumeMainActor { node.behavior.explicitAlignment(vertical: guide, size: CGSize(width: width, height: height), node: node) }
    }
}
