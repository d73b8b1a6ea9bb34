/// SwiftUI's `LazyVStack`. A still has nothing to load lazily, so it lays out as a `VStack`
/// except across its axis, where it takes all the width it is offered (SwiftUI's lazy
/// stacks fill a scroll view's width; a `VStack` hugs its widest child).
public struct LazyVStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let stack: StackLayout
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        stack = StackLayout(axis: .vertical, spacing: spacing, horizontalAlignment: alignment, verticalAlignment: .center)
        self.content = content()
    }

    package func makeNode(_ context: ResolveContext) -> ViewNode {
        ViewNode(identity: context.identity, behavior: LayoutBehavior(layout: LazyStackLayout(stack: stack)),
                 children: resolveViewList(of: content, context.child(.content).with { $0.stackAxis = .vertical }), environment: context.environment)
    }
}

/// SwiftUI's `LazyHStack`: an `HStack` that takes all the height it is offered.
public struct LazyHStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let stack: StackLayout
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        stack = StackLayout(axis: .horizontal, spacing: spacing, horizontalAlignment: .center, verticalAlignment: alignment)
        self.content = content()
    }

    package func makeNode(_ context: ResolveContext) -> ViewNode {
        ViewNode(identity: context.identity, behavior: LayoutBehavior(layout: LazyStackLayout(stack: stack)),
                 children: resolveViewList(of: content, context.child(.content).with { $0.stackAxis = .horizontal }), environment: context.environment)
    }
}

/// Section headers and footers a lazy stack pins while scrolling (no effect on a still).
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

struct LazyStackLayout: Layout {
    let stack: StackLayout
    var cross: Axis { stack.axis == .horizontal ? .vertical : .horizontal }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        var size = stack.sizeThatFits(proposal, subviews)
        if let offered = proposal[cross], offered.isFinite { size[cross] = max(size[cross], offered) }
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        // The stack aligns its children's block within the full cross length by its alignment.
        stack.place(in: bounds, proposal: proposal, subviews)
    }
}
