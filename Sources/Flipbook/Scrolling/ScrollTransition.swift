/// Where a view is relative to the visible region of its scroll view, as SwiftUI's
/// `ScrollTransitionPhase`: entering from the top/leading edge, fully visible, or at the
/// bottom/trailing edge.
public enum ScrollTransitionPhase: Hashable, Sendable {
    case topLeading, identity, bottomTrailing

    /// -1 at the top/leading edge, 0 visible, 1 at the bottom/trailing edge.
    public var value: Double {
        switch self { case .topLeading: -1; case .identity: 0; case .bottomTrailing: 1 }
    }
    /// Whether the view is fully visible.
    public var isIdentity: Bool { self == .identity }
}

/// When a scroll transition changes phase, as SwiftUI's `ScrollTransitionConfiguration`.
public struct ScrollTransitionConfiguration: Sendable {
    enum Kind: Sendable { case animated, interactive, identity }
    let kind: Kind
    var threshold: Double = 1
    /// Changes phase as the view crosses the edge (drawn at the phase of its position).
    public static var animated: ScrollTransitionConfiguration { .init(kind: .animated) }
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration { .init(kind: .animated) }
    /// Follows the scroll continuously (drawn at the phase of its position).
    public static var interactive: ScrollTransitionConfiguration { .init(kind: .interactive) }
    /// Never changes: always drawn at `.identity`.
    public static var identity: ScrollTransitionConfiguration { .init(kind: .identity) }
    /// The visible fraction at which the view counts as in view.
    public func threshold(_ threshold: ScrollTransitionConfiguration.Threshold) -> ScrollTransitionConfiguration {
        var c = self
        c.threshold = threshold.fraction
        return c
    }
    /// Ignored in a still (no animation between phases).
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration { self }

    /// How much of a view must show to count as in view.
    public struct Threshold: Sendable {
        let fraction: Double
        public static var visible: Threshold { .init(fraction: 1) }
        public static var hidden: Threshold { .init(fraction: 0) }
        public static var centered: Threshold { .init(fraction: 0.5) }
        public static func visible(_ amount: Double) -> Threshold { .init(fraction: amount) }
        public static func inset(_ distance: Double) -> Threshold { .init(fraction: 1) }
    }
}

extension View {
    /// Applies the effect `transition` returns for where this view is in its scroll view, as
    /// SwiftUI's `scrollTransition(_:axis:transition:)`: a card half-scrolled off the top is
    /// drawn at `.topLeading` (say, shrunk and faded), fully visible ones at `.identity`.
    /// The phase comes from the frame the view is drawn at, after any scroll position set
    /// from a test. Outside a scroll view the phase is `.identity`.
    public func scrollTransition(_ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
                                 transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect) -> some View {
        modifier(ScrollTransitionModifier(configuration: configuration, axis: axis) { phase in
            (transition(EmptyVisualEffect(), phase) as? any VisualEffectSteps)?.steps ?? []
        })
    }

    /// The form with separate configurations for the two edges.
    public func scrollTransition(topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
                                 axis: Axis? = nil,
                                 transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect) -> some View {
        modifier(ScrollTransitionModifier(configuration: topLeading, bottomConfiguration: bottomTrailing, axis: axis) { phase in
            (transition(EmptyVisualEffect(), phase) as? any VisualEffectSteps)?.steps ?? []
        })
    }
}

struct ScrollTransitionModifier: ViewModifier, WrappingModifier {
    typealias Body = Never
    let configuration: ScrollTransitionConfiguration
    var bottomConfiguration: ScrollTransitionConfiguration?
    let axis: Axis?
    let effect: (ScrollTransitionPhase) -> [VisualEffectStep]

    init(configuration: ScrollTransitionConfiguration, bottomConfiguration: ScrollTransitionConfiguration? = nil, axis: Axis?,
         effect: @escaping (ScrollTransitionPhase) -> [VisualEffectStep]) {
        self.configuration = configuration
        self.bottomConfiguration = bottomConfiguration
        self.axis = axis
        self.effect = effect
    }

    func makeBehavior(_ context: ResolveContext) -> any NodeBehavior {
        ScrollTransitionBehavior(top: configuration, bottom: bottomConfiguration ?? configuration, axis: axis, effect: effect)
    }
}

/// Draws its content through the effect for its phase. The enclosing scroll view tells it
/// the visible region after placing the content where it is scrolled to.
final class ScrollTransitionBehavior: SameSizeWrapperBehavior, ScrollViewportObserver {
    let top: ScrollTransitionConfiguration
    let bottom: ScrollTransitionConfiguration
    let axis: Axis?
    let effect: (ScrollTransitionPhase) -> [VisualEffectStep]
    var viewport: (rect: CGRect, axes: Axis.Set)?
    var debugName: String { "ScrollTransition" }

    init(top: ScrollTransitionConfiguration, bottom: ScrollTransitionConfiguration, axis: Axis?,
         effect: @escaping (ScrollTransitionPhase) -> [VisualEffectStep]) {
        self.top = top; self.bottom = bottom; self.axis = axis; self.effect = effect
    }

    func viewportDidChange(_ rect: CGRect, axes: Axis.Set, node: ViewNode) { viewport = (rect, axes) }

    func phase(of frame: CGRect) -> ScrollTransitionPhase {
        guard let viewport else { return .identity }
        let vertical = axis.map { $0 == .vertical } ?? viewport.axes.contains(.vertical as Axis)
        let (lo, hi, vlo, vhi) = vertical
            ? (frame.minY, frame.maxY, viewport.rect.minY, viewport.rect.maxY)
            : (frame.minX, frame.maxX, viewport.rect.minX, viewport.rect.maxX)
        let length = max(hi - lo, 0.0001)
        // The parts of the view beyond each edge, as fractions of its length.
        let beforeStart = max(0, min(length, vlo - lo)) / length
        let afterEnd = max(0, min(length, hi - vhi)) / length
        let visible = 1 - beforeStart - afterEnd
        let config = beforeStart >= afterEnd ? top : bottom
        guard config.kind != .identity else { return .identity }
        // In view when at least the threshold shows (all of it by default; `.hidden`: any of it).
        let inView = config.threshold <= 0 ? visible > 1e-6 : visible >= config.threshold - 1e-6
        if inView { return .identity }
        return beforeStart >= afterEnd ? .topLeading : .bottomTrailing
    }

    func draw(_ node: ViewNode, into list: inout DisplayListBuilder) {
        // The steps in the order written, the first innermost (as `visualEffect` draws them).
        let frame = node.frame
        let effects = effect(phase(of: frame)).compactMap { VisualEffectBehavior.displayEffect($0, frame) }
        func draw(_ rest: ArraySlice<DisplayEffect>, _ list: inout DisplayListBuilder) {
            guard let outer = rest.last else { return node.children[0].draw(into: &list) }
            list.withEffect(outer) { draw(rest.dropLast(), &$0) }
        }
        draw(effects[...], &list)
    }
}

/// A behaviour that wants to know the visible region of its scroll view once the content is
/// placed where it is scrolled to (scroll transitions, visibility callbacks).
@MainActor protocol ScrollViewportObserver: AnyObject {
    func viewportDidChange(_ rect: CGRect, axes: Axis.Set, node: ViewNode)
}

extension ViewNode {
    /// Tells the viewport observers in this subtree (not inside nested scroll views) the
    /// visible region.
    func notifyViewport(_ rect: CGRect, axes: Axis.Set) {
        if let o = behavior as? any ScrollViewportObserver { o.viewportDidChange(rect, axes: axes, node: self) }
        guard !(behavior is ScrollViewBehavior) else { return }
        for child in children { child.notifyViewport(rect, axes: axes) }
    }
}
