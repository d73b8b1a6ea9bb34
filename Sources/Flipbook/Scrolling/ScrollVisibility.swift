extension View {
    /// Runs `action` with whether at least `threshold` of this view shows in its scroll view,
    /// as SwiftUI's `onScrollVisibilityChange(threshold:_:)` (iOS 18): once with `true` when
    /// it is first drawn in view (a video cell starting to play), then on each change, so the
    /// state it sets shows in the same still.
    public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View {
        modifier(ScrollVisibilityModifier(threshold: threshold, action: action))
    }
}

struct ScrollVisibilityModifier: ViewModifier, WrappingModifier {
    typealias Body = Never
    let threshold: Double
    let action: (Bool) -> Void

    func makeBehavior(_ context: ResolveContext) -> any NodeBehavior {
        let id = context.identity.appending(.explicit("onScrollVisibilityChange"))
        let graph = context.graph, action = action, threshold = threshold
        return ScrollVisibilityBehavior { visibleFraction in
            let visible = visibleFraction >= threshold - 1e-9 && visibleFraction > 0
            graph?.lifecycle.change(id, value: visible, isEqual: ==, initial: visible) { _, new in action(new) }
        }
    }
}

final class ScrollVisibilityBehavior: SameSizeWrapperBehavior, ScrollViewportObserver {
    let report: (Double) -> Void
    init(report: @escaping (Double) -> Void) { self.report = report }
    var debugName: String { "ScrollVisibility" }

    func viewportDidChange(_ rect: CGRect, axes: Axis.Set, node: ViewNode) {
        let f = node.frame
        let area = f.width * f.height
        guard area > 0 else { return report(0) }
        let shown = f.intersection(rect)
        report(shown.isNull ? 0 : Double(shown.width * shown.height / area))
    }
}
