extension AnimationStore {
    /// Animates the laid-out tree: every view's frame moves and resizes from where it was
    /// along the animation of the transaction that changed it. Each frame is interpolated
    /// in root coordinates; a child and its parent animated by the same curve stay together.
    ///
    /// `offset` is drawing, not layout (as in SwiftUI): frames are compared without the
    /// offsets above them, so an animated offset moves its content once (by the offset's own
    /// animation) rather than again as a layout change.
    func animateLayout(_ root: ViewNode, graph: ViewGraph) {
        func walk(_ node: ViewNode, _ offset: CGSize) {
            let t = node.environment.scopedTransaction ?? graph.passTransaction
            let f = node.frame.offsetBy(dx: -offset.width, dy: -offset.height)
            let target = AnimatablePair(AnimatablePair(f.minX, f.minY), AnimatablePair(f.width, f.height))
            let shown = value(target, at: Key(identity: node.identity, name: "frame"), transaction: t)
            if shown != target {
                node.frame = CGRect(x: shown.first.first + offset.width, y: shown.first.second + offset.height,
                                    width: max(0, shown.second.first), height: max(0, shown.second.second))
            }
            var inner = offset
            if let o = node.behavior as? any OffsettingBehavior {
                inner.width += o.offset.width
                inner.height += o.offset.height
            }
            for c in node.children { walk(c, inner) }
        }
        walk(root, .zero)
    }
}
