/// What `matchedGeometryEffect` records on a view: its group and role.
package struct MatchedGeometryTag {
    package struct Properties: OptionSet, Hashable, Sendable {
        package let rawValue: UInt32
        package init(rawValue: UInt32) { self.rawValue = rawValue }
        package static let position = Properties(rawValue: 1)
        package static let size = Properties(rawValue: 2)
    }
    /// The group: the namespace and the id.
    package let group: AnyHashable
    package let properties: Properties
    package let anchor: UnitPoint
    package let isSource: Bool

    package init(group: AnyHashable, properties: Properties, anchor: UnitPoint, isSource: Bool) {
        self.group = group
        self.properties = properties
        self.anchor = anchor
        self.isSource = isSource
    }
}

package enum MatchedGeometryKey: NodeAnnotationKey {
    package static var defaultValue: MatchedGeometryTag? { nil }
}

/// Where each group's source was in the last pass.
struct MatchedGeometryRecord {
    let identity: ViewIdentity
    let frame: CGRect
}

extension AnimationStore {
    /// Matches geometry after layout, before layout animation:
    ///
    /// - a view that is not its group's source takes the source's frame (or position, or
    ///   size), as SwiftUI's `matchedGeometryEffect(…, isSource: false)`: it is laid out again
    ///   at the source's size and placed on it, aligned at the anchor;
    /// - a source inserted inside an animation where another view of its group was the
    ///   source in the last pass starts from that view's frame: its subtree's frames are
    ///   seeded there, scaled, so the layout animation moves and resizes it into place.
    func matchGeometry(_ root: ViewNode, graph: ViewGraph) {
        var tagged: [(ViewNode, MatchedGeometryTag)] = []
        func walk(_ node: ViewNode) {
            if let tag = node.annotations[MatchedGeometryKey.self] { tagged.append((node, tag)) }
            for c in node.children { walk(c) }
        }
        walk(root)
        guard !tagged.isEmpty || !matchedSources.isEmpty else { return }
        var sources: [AnyHashable: ViewNode] = [:]
        for (node, tag) in tagged where tag.isSource && sources[tag.group] == nil { sources[tag.group] = node }

        for (node, tag) in tagged where !tag.isSource {
            guard let source = sources[tag.group] else { continue }
            let s = source.frame
            var size = node.frame.size
            if tag.properties.contains(.size) { size = node.sizeThatFits(ProposedViewSize(s.size)) }
            var origin = node.frame.origin
            if tag.properties.contains(.position) {
                // The anchors of both frames coincide.
                let a = CGPoint(x: s.minX + tag.anchor.x * s.width, y: s.minY + tag.anchor.y * s.height)
                origin = CGPoint(x: a.x - tag.anchor.x * size.width, y: a.y - tag.anchor.y * size.height)
            }
            node.place(in: CGRect(origin: origin, size: size))
        }

        for (group, node) in sources {
            defer { matchedSources[group] = MatchedGeometryRecord(identity: node.identity, frame: node.frame) }
            guard let previous = matchedSources[group], previous.identity != node.identity,
                  !hasValue(at: Key(identity: node.identity, name: "frame")) else { continue }
            let t = node.environment.scopedTransaction ?? graph.passTransaction
            guard t.animation != nil, !t.disablesAnimations else { continue }
            // Seed every frame of the new source's subtree where it would be inside the old
            // source's frame; the layout animation then plays them to their places.
            let from = previous.frame, to = node.frame
            let sx = to.width > 0 ? from.width / to.width : 1
            let sy = to.height > 0 ? from.height / to.height : 1
            func seed(_ n: ViewNode) {
                let f = n.frame
                let mapped = CGRect(x: from.minX + (f.minX - to.minX) * sx, y: from.minY + (f.minY - to.minY) * sy,
                                    width: f.width * sx, height: f.height * sy)
                let value = AnimatablePair(AnimatablePair(mapped.minX, mapped.minY), AnimatablePair(mapped.width, mapped.height))
                _ = self.value(value, at: Key(identity: n.identity, name: "frame"), transaction: Transaction())
                for c in n.children { seed(c) }
            }
            seed(node)
        }
        let present = Set(sources.keys)
        for key in matchedSources.keys where !present.contains(key) { matchedSources[key] = nil }
    }
}
