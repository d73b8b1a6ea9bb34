/// SwiftUI's stack algorithm along one axis (HStack, VStack).
///
/// After spacing, the free length goes to children by `layoutPriority`, highest first; a
/// group's share reserves the minimum lengths of all lower-priority children. Within a
/// group, children are sized least flexible first (flexibility: the length a child takes
/// when offered infinity minus when offered zero; among infinitely flexible children the one
/// with the larger minimum first; ties keep declaration order), each offered
/// `remaining / childrenLeft`. A `Spacer` needs no case of its own: its layout priority is
/// −∞, so it forms the last group and takes what the others leave beyond its `minLength`
/// (beside a `Color` or a `GeometryReader` it keeps its minimum); explicit `spacing` is added
/// next to it as next to any child. This is OpenSwiftUI's reconstruction of SwiftUI's `StackLayout` (audited against
/// SwiftUI 6.5: `prioritize`, `sizeChildrenGenerallyWithConcreteMajorProposal`,
/// `_LayoutTraits.FlexibilityEstimate`). Children are placed in declaration order, aligned
/// across the axis by their alignment guides; a stack may overflow its proposal.
@MainActor
package struct StackLayout {
    package init(axis: Axis, spacing: CGFloat?, horizontalAlignment: HorizontalAlignment, verticalAlignment: VerticalAlignment) { self.axis = axis; self.spacing = spacing; self.horizontalAlignment = horizontalAlignment; self.verticalAlignment = verticalAlignment }
    package let axis: Axis
    /// Spacing between adjacent children; `nil` means the default (``defaultSpacing``).
    let spacing: CGFloat?
    /// The cross-axis alignment: a horizontal guide for VStack, a vertical one for HStack.
    let horizontalAlignment: HorizontalAlignment
    let verticalAlignment: VerticalAlignment

    /// iOS's system spacing (8 pt): a spacer's default `minLength`, and the distance between
    /// two plain views (``ViewSpacing``).
    static package let defaultSpacing: CGFloat = ViewSpacing.systemSpacing

    var cross: Axis { axis == .horizontal ? .vertical : .horizontal }

    /// The gap before child `i` (none before the first): the explicit spacing, else what the
    /// two neighbours' preferences negotiate (``ViewSpacing/distance(to:along:)``). A spacer's
    /// preferences are zero, so without explicit spacing nothing is added next to it; an
    /// explicit spacing is added between every pair of neighbours, spacers included, as SwiftUI does.
    func gap(before i: Int, _ subviews: LayoutSubviews) -> CGFloat {
        guard i > 0 else { return 0 }
        return spacing ?? subviews[i - 1].spacing.distance(to: subviews[i].spacing, along: axis)
    }

    /// The stack's own preferences: its first child's on the leading (top) edge, its last
    /// child's on the trailing (bottom) edge, and the union of all children's across.
    func spacing(_ subviews: LayoutSubviews) -> ViewSpacing {
        guard let first = subviews.first, let last = subviews.last else { return ViewSpacing() }
        let (start, end): (Edge, Edge) = axis == .horizontal ? (.leading, .trailing) : (.top, .bottom)
        var s = subviews.dropFirst().reduce(into: first.spacing) { $0.formUnion($1.spacing) }
        s[start] = first.spacing[start]
        s[end] = last.spacing[end]
        return s
    }

    /// The child's proposal along the axis → its size, with the cross-axis proposal given.
    func size(of s: LayoutSubview, along: CGFloat?, crossProposal: CGFloat?) -> CGSize {
        var p = ProposedViewSize(width: nil, height: nil)
        p[axis] = along
        p[cross] = crossProposal
        if let spacer = s.node.behavior as? any StackSpacerBehavior {
            // In a stack, a spacer is flexible only along the stack's axis.
            var size = CGSize.zero
            size[axis] = max(spacer.minLength, along ?? spacer.minLength)
            size[cross] = 0
            return size
        }
        return s.sizeThatFits(p)
    }

    /// Sizes every child for a proposal (the heart of the algorithm).
    func childSizes(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> [CGSize] {
        let n = subviews.count
        guard n > 0 else { return [] }
        let crossP = proposal[cross]
        let totalGap = (0..<n).reduce(CGFloat(0)) { $0 + gap(before: $1, subviews) }
        guard let available = proposal[axis] else {
            // Ideal size: every child at its ideal length.
            return subviews.map { size(of: $0, along: nil, crossProposal: crossP) }
        }
        var sizes = [CGSize](repeating: .zero, count: n)
        var minLen = [CGFloat](repeating: 0, count: n)
        var flex = [CGFloat](repeating: 0, count: n)
        for i in 0..<n {
            let lo = size(of: subviews[i], along: 0, crossProposal: crossP)[axis]
            let hi = size(of: subviews[i], along: .infinity, crossProposal: crossP)[axis]
            minLen[i] = lo
            flex[i] = hi - lo
        }
        // Signed, as SwiftUI's: a child that takes more than offered leaves less (possibly
        // below zero) for the rest, whose offers then floor at zero.
        var remaining = available - totalGap
        let priorities = Set(subviews.map(\.priority)).sorted(by: >)
        for p in priorities {
            let group = (0..<n).filter { subviews[$0].priority == p }
                .sorted { a, b in Self.isLessFlexible(minLen[a], flex[a], than: minLen[b], flex[b]) || (!Self.isLessFlexible(minLen[b], flex[b], than: minLen[a], flex[a]) && a < b) }
            let reserved = (0..<n).filter { subviews[$0].priority < p }.reduce(CGFloat(0)) { $0 + minLen[$1] }
            var groupRemaining = remaining - reserved
            var left = group.count
            for i in group {
                let offer = max(0, groupRemaining / CGFloat(left))
                left -= 1
                let s = size(of: subviews[i], along: offer, crossProposal: crossP)
                sizes[i] = s
                groupRemaining -= s[axis]
                remaining -= s[axis]
            }
        }
        return sizes
    }

    /// SwiftUI's order of fitting within a priority group (`_LayoutTraits.FlexibilityEstimate`):
    /// the smaller range (max − min) first; between two infinitely flexible children the one
    /// with the larger minimum first (a `Spacer`'s 8-pt `minLength` before a `Color`'s 0).
    static func isLessFlexible(_ minA: CGFloat, _ flexA: CGFloat, than minB: CGFloat, _ flexB: CGFloat) -> Bool {
        if flexA == flexB { return flexA == .infinity && minA > minB }
        return flexA < flexB
    }

    func crossGuide(_ s: LayoutSubview, _ size: CGSize) -> CGFloat {
        axis == .horizontal ? s.node.dimension(size, vertical: verticalAlignment)
                            : s.node.dimension(size, horizontal: horizontalAlignment)
    }

    package func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        let sizes = childSizes(proposal, subviews)
        var along: CGFloat = 0
        var lo = CGFloat.infinity, hi = -CGFloat.infinity
        for (i, s) in sizes.enumerated() {
            along += gap(before: i, subviews) + s[axis]
            let g = crossGuide(subviews[i], s)
            lo = min(lo, -g)
            hi = max(hi, s[cross] - g)
        }
        var result = CGSize.zero
        result[axis] = along
        result[cross] = sizes.isEmpty ? 0 : hi - lo
        return result
    }

    package func place(in bounds: CGRect, proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        // Children get the sizes they reported for the proposal the stack was sized with:
        // re-sharing the stack's own length (or breadth) can squeeze a child below the width
        // it asked for ("Bordere-d"). Only a breadth left open (ideal size, fixedSize) is
        // replaced by the placed breadth, so a Divider or flexible child spans the stack.
        var p = proposal
        if !(p[cross]?.isFinite ?? false) { p[cross] = bounds.size[cross] }
        let sizes = childSizes(p, subviews)
        var lo = CGFloat.infinity
        var guides: [CGFloat] = []
        for (i, s) in sizes.enumerated() {
            let g = crossGuide(subviews[i], s)
            guides.append(g)
            lo = min(lo, -g)
        }
        // Children share an alignment line; the extent they span is centred in the bounds
        // when the stack was given more cross length than it needs.
        let span = sizes.enumerated().reduce(CGFloat(0)) { max($0, $1.element[cross] - guides[$1.offset] - lo) }
        let crossStart = (axis == .horizontal ? bounds.minY : bounds.minX)
        let crossLen = bounds.size[cross]
        let fraction = axis == .horizontal ? (verticalAlignment.fraction ?? 0) : (horizontalAlignment.fraction ?? 0.5)
        let crossOffset = crossStart + (crossLen - span) * fraction
        var pos = axis == .horizontal ? bounds.minX : bounds.minY
        for (i, s) in sizes.enumerated() {
            pos += gap(before: i, subviews)
            let c = crossOffset + (-guides[i] - lo)
            let origin = axis == .horizontal ? CGPoint(x: pos, y: c) : CGPoint(x: c, y: pos)
            subviews[i].node.place(in: CGRect(origin: origin, size: s))
            pos += s[axis]
        }
    }
}

/// SwiftUI's `HStackLayout`.
public struct HStackLayout: Layout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment; self.spacing = spacing
    }
    var stack: StackLayout { StackLayout(axis: .horizontal, spacing: spacing, horizontalAlignment: .center, verticalAlignment: alignment) }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        stack.sizeThatFits(proposal, subviews)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        stack.place(in: bounds, proposal: proposal, subviews)
    }
    public func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing { stack.spacing(subviews) }
}

/// SwiftUI's `VStackLayout`.
public struct VStackLayout: Layout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment; self.spacing = spacing
    }
    var stack: StackLayout { StackLayout(axis: .vertical, spacing: spacing, horizontalAlignment: alignment, verticalAlignment: .center) }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        stack.sizeThatFits(proposal, subviews)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        stack.place(in: bounds, proposal: proposal, subviews)
    }
    public func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing { stack.spacing(subviews) }
}

/// SwiftUI's `ZStackLayout`: children overlaid, aligned by their guides; the size spans them.
public struct ZStackLayout: Layout {
    public var alignment: Alignment
    public init(alignment: Alignment = .center) { self.alignment = alignment }

    func extents(_ sizes: [CGSize], _ subviews: Subviews) -> (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>, gx: [CGFloat], gy: [CGFloat]) {
        var x0 = CGFloat.infinity, x1 = -CGFloat.infinity, y0 = CGFloat.infinity, y1 = -CGFloat.infinity
        var gx: [CGFloat] = [], gy: [CGFloat] = []
        for (i, s) in sizes.enumerated() {
            let h = subviews[i].node.dimension(s, horizontal: alignment.horizontal)
            let v = subviews[i].node.dimension(s, vertical: alignment.vertical)
            gx.append(h); gy.append(v)
            x0 = min(x0, -h); x1 = max(x1, s.width - h)
            y0 = min(y0, -v); y1 = max(y1, s.height - v)
        }
        if sizes.isEmpty { return (0...0, 0...0, [], []) }
        return (x0...x1, y0...y1, gx, gy)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(proposal) }
        let e = extents(sizes, subviews)
        return CGSize(width: e.x.upperBound - e.x.lowerBound, height: e.y.upperBound - e.y.lowerBound)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let sizes = subviews.map { $0.sizeThatFits(proposal) }
        let e = extents(sizes, subviews)
        let w = e.x.upperBound - e.x.lowerBound, h = e.y.upperBound - e.y.lowerBound
        let fx = alignment.horizontal.fraction ?? 0.5, fy = alignment.vertical.fraction ?? 1
        let ox = bounds.minX + (bounds.width - w) * fx - e.x.lowerBound
        let oy = bounds.minY + (bounds.height - h) * fy - e.y.lowerBound
        for (i, s) in sizes.enumerated() {
            subviews[i].node.place(in: CGRect(x: ox - e.gx[i], y: oy - e.gy[i], width: s.width, height: s.height))
        }
    }
}
