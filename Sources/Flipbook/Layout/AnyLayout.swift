/// A type-erased ``Layout``, as SwiftUI's `AnyLayout`: switch a container between layouts
/// without changing its type, so its children keep their identity (and their state), and
/// inside an animation move to their new frames.
///
/// ```swift
/// let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
/// layout { Circle(); Circle() }
/// ```
public struct AnyLayout: Layout {
    /// The erased layout's cache, boxed.
    public struct Cache {
        var value: Any
    }
    public typealias AnimatableData = EmptyAnimatableData

    private let box: any ErasedLayout

    /// Erases `layout`.
    public init<L: Layout>(_ layout: L) { box = LayoutBox(layout: layout) }

    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }

    public func makeCache(subviews: Subviews) -> Cache { Cache(value: box.makeCache(subviews: subviews)) }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        box.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        box.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        box.spacing(subviews: subviews, cache: &cache.value)
    }

}

@MainActor
private protocol ErasedLayout: Sendable {
    func makeCache(subviews: LayoutSubviews) -> Any
    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any)
    func spacing(subviews: LayoutSubviews, cache: inout Any) -> ViewSpacing
}

private struct LayoutBox<L: Layout>: ErasedLayout {
    let layout: L

    func makeCache(subviews: LayoutSubviews) -> Any { layout.makeCache(subviews: subviews) }

    private func with<R>(_ cache: inout Any, subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        var typed = cache as? L.Cache ?? layout.makeCache(subviews: subviews)
        defer { cache = typed }
        return body(&typed)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) -> CGSize {
        with(&cache, subviews: subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) {
        with(&cache, subviews: subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    func spacing(subviews: LayoutSubviews, cache: inout Any) -> ViewSpacing {
        with(&cache, subviews: subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }
}
