import FlipbookRaster

/// A container whose drawing is every child in turn (stacks, layouts), so a removed view can
/// stay among its children while its removal transition plays.
@MainActor
protocol DrawsEveryChild {}

extension LayoutBehavior: DrawsEveryChild {}

/// A view leaving the tree while its removal transition plays: the node as last laid out,
/// where it stood among its container's children.
@MainActor
struct LeavingView {
    let node: ViewNode
    let index: Int
    let transition: AnyTransition
}

extension AnimationStore {
    /// Starts and plays transitions after layout: a view that appears inside an animated
    /// transaction runs its transition's insertion (the default fades in); one that leaves
    /// stays drawn, as it last was, until its removal has played.
    func animateTransitions(_ root: ViewNode, graph: ViewGraph) {
        let firstPass = previousChildren.isEmpty
        var children: [ViewIdentity: [ViewNode]] = [:]
        func walk(_ node: ViewNode) {
            // Only containers that draw every child record their children, so only they are
            // compared: a single-child wrapper sharing a container's identity must not read
            // the container's list and take its own child for an insertion.
            let drawsEveryChild = node.behavior is DrawsEveryChild
            let old = drawsEveryChild ? previousChildren[node.identity] : nil
            if drawsEveryChild { children[node.identity] = node.children }
            for child in node.children {
                let key = Key(identity: child.identity, name: "transition")
                let t = child.environment.scopedTransaction ?? graph.passTransaction
                if !firstPass, old != nil, !hasValue(at: key), !(old!.contains { $0.identity == child.identity }),
                   t.animation != nil, !t.disablesAnimations {
                    // Inserted: its progress runs from 0 (the insertion's far end) to 1.
                    _ = value(0.0, at: key, transaction: Transaction())
                }
                if hasValue(at: key) {
                    let p = value(1.0, at: key, transaction: transactionFor(child, graph))
                    if p != 1 {
                        child.transitionEffects = (child.transition ?? .opacity).insertionEffects(size: child.frame.size)
                            .interpolated(toIdentity: p)
                    }
                }
            }
            if let old, drawsEveryChild {
                let t = node.environment.scopedTransaction ?? graph.passTransaction
                if !firstPass, t.animation != nil, !t.disablesAnimations {
                    for (i, gone) in old.enumerated() where !node.children.contains(where: { $0.identity == gone.identity })
                        && leaving[gone.identity] == nil {
                        // Removed: its progress runs from 1 (as it was) to 0 (the removal's far end).
                        let key = Key(identity: gone.identity, name: "removal")
                        _ = value(1.0, at: key, transaction: Transaction())
                        _ = value(0.0, at: key, transaction: t)
                        leaving[gone.identity] = (parent: node.identity, LeavingView(node: gone, index: i, transition: gone.transition ?? .opacity))
                    }
                }
            }
            for child in node.children { walk(child) }
            for (id, entry) in leaving where entry.parent == node.identity {
                let key = Key(identity: id, name: "removal")
                guard hasValue(at: key) else { leaving[id] = nil; continue }
                let p = value(0.0, at: key, transaction: Transaction())
                guard isRunning(at: key) || p != 0 else { leaving[id] = nil; continue }
                let v = entry.view
                v.node.transitionEffects = v.transition.removalEffects(size: v.node.frame.size).interpolated(toIdentity: p)
                node.children.insert(v.node, at: min(v.index, node.children.count))
            }
        }
        walk(root)
        previousChildren = children
    }

    private func transactionFor(_ node: ViewNode, _ graph: ViewGraph) -> Transaction {
        node.environment.scopedTransaction ?? graph.passTransaction
    }
}

extension TransitionEffects {
    /// The effects a fraction `p` of the way from these (p = 0) to none (p = 1).
    func interpolated(toIdentity p: Double) -> TransitionEffects {
        let q = CGFloat(p)
        var e = TransitionEffects()
        e.opacity = opacity + (1 - opacity) * p
        e.scale = scale + (1 - scale) * q
        e.anchor = anchor
        e.offset = CGSize(width: offset.width * (1 - q), height: offset.height * (1 - q))
        e.blur = blur * (1 - q)
        return e
    }

    /// The display effects that draw a view of `frame` with these effects.
    func displayEffects(in frame: CGRect) -> [DisplayEffect] {
        var out: [DisplayEffect] = []
        if opacity < 1 { out.append(.opacity(max(0, opacity))) }
        if blur > 0 { out.append(.blur(radius: blur)) }
        if scale != 1 || offset != .zero {
            let a = CGPoint(x: anchor.x * frame.width, y: anchor.y * frame.height)
            let t = CGAffineTransform(translationX: -a.x, y: -a.y)
                .concatenating(CGAffineTransform(scaleX: scale, y: scale))
                .concatenating(CGAffineTransform(translationX: a.x + offset.width, y: a.y + offset.height))
            out.append(.transform(t.inRoot(of: frame)))
        }
        return out
    }
}
