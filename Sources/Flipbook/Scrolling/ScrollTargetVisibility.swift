extension View {
    /// Runs `action` with the ids of the scroll targets showing at least `threshold` of
    /// themselves in this scroll view, as SwiftUI's
    /// `onScrollTargetVisibilityChange(idType:threshold:_:)` (iOS 18).
    ///
    /// The targets are the views of the content identified by an id of type `ID` — a
    /// `ForEach` element's or `.id(_:)`'s — listed in content order, outermost first. A still
    /// runs `action` once with the ids visible at the scroll position it is drawn at (as
    /// ``onScrollVisibilityChange(threshold:_:)`` does), then on each change, so state it sets
    /// shows in the same still.
    public func onScrollTargetVisibilityChange<ID: Hashable>(idType: ID.Type, threshold: Double = 0.5,
                                                             _ action: @escaping ([ID]) -> Void) -> some View {
        modifier(ScrollTargetVisibilityModifier(threshold: threshold, action: action))
    }
}

/// Adds a target observer to the scroll view it modifies.
struct ScrollTargetVisibilityModifier<ID: Hashable>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let threshold: Double
    let action: ([ID]) -> Void

    func resolve(_ content: (ResolveContext) -> [ViewNode], _ context: ResolveContext) -> [ViewNode] {
        let id = context.identity.appending(.explicit("onScrollTargetVisibilityChange"))
        let graph = context.graph, action = action, threshold = threshold
        let observer: (ViewNode, CGRect) -> Void = { contentNode, visible in
            let ids = ScrollTargetVisibilityModifier.visibleTargets(in: contentNode, visible: visible, threshold: threshold)
            graph?.lifecycle.change(id, value: ids, isEqual: ==, initial: true) { _, new in action(new) }
        }
        return content(context.with { $0.scrollViewConfiguration.targetObservers.append(observer) })
    }

    /// The ids of type `ID` whose views show at least `threshold` of their area in `visible`.
    static func visibleTargets(in contentNode: ViewNode, visible: CGRect, threshold: Double) -> [ID] {
        let depth = contentNode.identity.path.count
        var ids: [ID] = []
        var seen = Set<ID>()
        func visit(_ node: ViewNode) {
            let own = node.identity.path.dropFirst(depth).lazy.compactMap { component -> ID? in
                if case .explicit(let value) = component { return value.base as? ID }
                return nil
            }.first
            guard let own else {
                for child in node.children { visit(child) }
                return
            }
            guard seen.insert(own).inserted else { return }
            let f = node.frame
            let area = f.width * f.height
            let shown = f.intersection(visible)
            let fraction = area > 0 && !shown.isNull ? Double(shown.width * shown.height / area) : 0
            if fraction > 0 && fraction >= threshold - 1e-9 { ids.append(own) }
        }
        visit(contentNode)
        return ids
    }
}
