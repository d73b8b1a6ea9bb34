import FlipbookRaster

/// The glass of one ``GlassEffectContainer``, recorded as it is placed (placement runs before
/// drawing), and how it is drawn: union members (``View/glassEffectUnion(id:namespace:)``)
/// become one shape over the rectangle bounding them; shapes of the same glass whose gap is
/// below twice the container's spacing form one surface melted with the smooth minimum of
/// radius 2 × spacing — so two shapes nearer than `spacing` are bridged, farther ones only lean
/// toward each other. Each surface is drawn once, by its first member in placement order.
@MainActor final class GlassContainerRegistry {
    struct Member {
        var identity: ViewIdentity
        /// The glass's node, whose frame is read when drawing: an animated layout moves frames
        /// after placement. Weak: the node's environment holds this registry.
        weak var node: ViewNode?
        var placedFrame: CGRect
        @MainActor var frame: CGRect { node?.frame ?? placedFrame }
        var glass: Glass
        var union: GlassUnionKey?
        /// The member's shape as a box in a frame (`nil`: not a shape with a distance field).
        var box: (CGRect) -> GlassSurface.Box?
    }

    /// What one glass member draws.
    enum Plan {
        /// Nothing: another member draws the surface this one belongs to.
        case none
        /// The surface of these boxes, melted with this blend radius.
        case surface([GlassSurface.Box], blend: CGFloat)
        /// The member's own shape (or its union's) through its path in this frame.
        case path(CGRect)
    }

    let spacing: CGFloat
    private var members: [Member] = []
    private var plans: [ViewIdentity: Plan]?
    /// The frames the plans were made for.
    private var plannedFrames: [CGRect] = []

    init(spacing: CGFloat) { self.spacing = max(0, spacing.isFinite ? spacing : 0) }

    func place(_ member: Member) {
        if let i = members.firstIndex(where: { $0.identity == member.identity }) { members[i] = member } else { members.append(member) }
        plans = nil
    }

    func plan(for identity: ViewIdentity) -> Plan? {
        let frames = members.map(\.frame)
        if plans == nil || frames != plannedFrames { plans = makePlans(); plannedFrames = frames }
        return plans?[identity]
    }

    private func makePlans() -> [ViewIdentity: Plan] {
        // 1. Unions: one entry per union (its first member's shape over all their frames).
        struct Entry { var first: Member; var identities: [ViewIdentity]; var frame: CGRect }
        var entries: [Entry] = []
        var unionIndex: [GlassUnionKey: Int] = [:]
        for m in members {
            if let key = m.union, let i = unionIndex[key] {
                entries[i].identities.append(m.identity)
                entries[i].frame = entries[i].frame.union(m.frame)
            } else {
                if let key = m.union { unionIndex[key] = entries.count }
                entries.append(Entry(first: m, identities: [m.identity], frame: m.frame))
            }
        }
        // 2. Surfaces: entries of the same glass within reach of each other (union–find).
        let boxes = entries.map { $0.first.box($0.frame) }
        var parent = Array(entries.indices)
        func root(_ i: Int) -> Int { var i = i; while parent[i] != i { i = parent[i] }; return i }
        let reach = 2 * spacing
        for i in entries.indices {
            guard let a = boxes[i] else { continue }
            for j in entries.indices where j > i {
                guard let b = boxes[j], entries[i].first.glass == entries[j].first.glass else { continue }
                let g = Self.gap(a.rect, b.rect)
                if g <= 0 || g < Double(reach) {
                    let ri = root(i), rj = root(j)
                    if ri != rj { parent[max(ri, rj)] = min(ri, rj) }
                }
            }
        }
        var out: [ViewIdentity: Plan] = [:]
        var drawn = Set<Int>()
        for i in entries.indices {
            let r = root(i)
            for id in entries[i].identities { out[id] = Plan.none }
            guard boxes[i] != nil else { out[entries[i].first.identity] = .path(entries[i].frame); continue }
            guard !drawn.contains(r) else { continue }
            drawn.insert(r)
            let cluster = entries.indices.filter { root($0) == r }.compactMap { boxes[$0] }
            out[entries[i].first.identity] = .surface(cluster, blend: reach)
        }
        return out
    }

    /// The distance between two rectangles (0 when they touch or overlap): no nearer than the
    /// shapes inside them, so no pair that could melt is left apart.
    static func gap(_ a: Rect, _ b: Rect) -> Double {
        let gx = max(0, max(a.minX - b.maxX, b.minX - a.maxX)), gy = max(0, max(a.minY - b.maxY, b.minY - a.maxY))
        return (gx * gx + gy * gy).squareRoot()
    }
}
