/// A view's spacing preferences, as SwiftUI's `ViewSpacing`: per edge, a length for each
/// category of neighbour. Stacks with no explicit `spacing` ask both neighbours and use
/// ``distance(to:along:)`` between them.
///
/// The model is OpenSwiftUI's (audited against SwiftUI 6), as ../shared/REFERENCE.md
/// describes it: the distance is the largest sum over the categories both facing edges
/// share; else the larger uncategorised value either edge has; else the system spacing
/// (8 pt on iOS). A plain view (``init()``) has only the "edge above text" category on its
/// bottom and "edge below text" on its top, both 0, so two plain views get 8 pt, while text
/// offers lengths from its font's metrics (``ViewSpacing/text(ascent:descent:capHeight:leading:scale:)``).
public struct ViewSpacing: Sendable, Equatable {
    /// What kind of neighbour a length applies to.
    enum Category: Hashable, Sendable {
        /// A view's bottom edge above text: a plain view offers 0, a text's top edge the
        /// length to keep from the view above it.
        case edgeAboveText
        /// A view's top edge below text: a plain view offers 0, a text's bottom edge the
        /// length to keep from the view below it.
        case edgeBelowText
        /// Text facing text: the lower text's leading.
        case textToText
        /// Applies whatever the neighbour is (``ViewSpacing/zero``, spacers).
        case uncategorised
    }

    /// Per edge (indexed by `Edge.rawValue`): category → preferred length.
    var edges: [[Category: CGFloat]]

    /// iOS's system spacing between two views with no shared preference.
    static let systemSpacing: CGFloat = 8

    /// The preferences of a plain view: 8 pt to other plain views, the text-aware lengths
    /// to text.
    public init() {
        edges = [[.edgeBelowText: 0], [:], [.edgeAboveText: 0], [:]]
    }

    init(edges: [[Category: CGFloat]]) { self.edges = edges }

    /// Zero on every edge, whatever the neighbour (a `Spacer`'s preferences).
    public static let zero = ViewSpacing(edges: Array(repeating: [.uncategorised: 0], count: 4))

    subscript(edge: Edge) -> [Category: CGFloat] {
        get { edges[Int(edge.rawValue)] }
        set { edges[Int(edge.rawValue)] = newValue }
    }

    /// Merges `other`'s preferences into these on `edges`, keeping the larger length of
    /// each category.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
            self[edge].merge(other[edge], uniquingKeysWith: max)
        }
    }

    /// These preferences merged with `other`'s on `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var s = self
        s.formUnion(other, edges: edges)
        return s
    }

    /// Replaces the preferences on `edges` with a plain view's: what padding and frames do
    /// to the edges they move.
    mutating package func reset(_ edges: Edge.Set) {
        let plain = ViewSpacing()
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) { self[edge] = plain[edge] }
    }

    /// The distance from this view to `next`, which follows it along `axis` (to its right
    /// in an HStack, below it in a VStack).
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let mine = axis == .horizontal ? self[.trailing] : self[.bottom]
        let theirs = axis == .horizontal ? next[.leading] : next[.top]
        var best: CGFloat?
        for (category, a) in mine where category != .uncategorised {
            if let b = theirs[category] { best = max(best ?? -.infinity, a + b) }
        }
        if let best { return best }
        switch (mine[.uncategorised], theirs[.uncategorised]) {
        case let (a?, b?): return max(a, b)
        case let (a?, nil), let (nil, a?): return a
        case (nil, nil): return Self.systemSpacing
        }
    }

    /// Text's preferences from its font (points; `descent` positive): above it, from a plain
    /// view, lineH + s − ascent; below it, to a plain view, max(lineH + s − capHeight,
    /// s + descent); to text below it, the lower text's leading rounded up to the pixel grid;
    /// where lineH = ascent + descent and s = 0.1 · lineH rounded up to the pixel grid
    /// (iOS 17+). Horizontally text is plain (8 pt in an HStack). The lengths are
    /// *unconfirmed* on a device; REFERENCE.md's worked example (SF Pro 17 pt at 3×:
    /// 6.43 pt above, 10.64 pt below) is checked in the tests.
    static package func text(ascent: CGFloat, descent: CGFloat, capHeight: CGFloat, leading: CGFloat, scale: CGFloat) -> ViewSpacing {
        func roundUp(_ v: CGFloat) -> CGFloat {
            guard scale > 0 else { return v }
            return ((v * scale) - 1e-7).rounded(.up) / scale
        }
        let lineHeight = ascent + descent
        let s = roundUp(0.1 * lineHeight)
        var spacing = ViewSpacing()
        spacing[.top] = [.edgeAboveText: lineHeight + s - ascent, .textToText: roundUp(max(0, leading))]
        spacing[.bottom] = [.edgeBelowText: max(lineHeight + s - capHeight, s + descent), .textToText: 0]
        return spacing
    }
}
