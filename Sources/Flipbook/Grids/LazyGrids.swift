/// A grid that grows downwards, as SwiftUI's `LazyVGrid`: its `columns` share its width
/// (see ``GridItem``), its views fill them row by row. A `Section` starts a new row with
/// its header across the whole width. A still has nothing to load lazily, so every view is
/// laid out; put it in a `ScrollView`, which clips what lies beyond the canvas.
///
/// ```swift
/// ScrollView {
///     LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 12) {
///         ForEach(0..<20) { Color.blue.frame(height: 80).id($0) }
///     }
/// }
/// ```
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A grid with these columns; `spacing` is between rows (`nil`: 8 pt). `pinnedViews`
    /// matters only while scrolling, so a still ignores it.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing.flatMap { $0.isFinite ? max(0, $0) : nil }
        self.content = content()
    }

    package func makeNode(_ context: ResolveContext) -> ViewNode {
        makeLazyGridNode(content, context, behavior: { LazyGridBehavior(trackAxis: .horizontal, items: columns,
                                                                          alignment: Alignment(horizontal: alignment, vertical: .center),
                                                                          lineSpacing: spacing ?? GridItem.defaultSpacing, parts: $0) })
    }
}

/// A grid that grows to the right, as SwiftUI's `LazyHGrid`: its `rows` share its height,
/// its views fill them column by column.
public struct LazyHGrid<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A grid with these rows; `spacing` is between columns (`nil`: 8 pt).
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing.flatMap { $0.isFinite ? max(0, $0) : nil }
        self.content = content()
    }

    package func makeNode(_ context: ResolveContext) -> ViewNode {
        makeLazyGridNode(content, context, behavior: { LazyGridBehavior(trackAxis: .vertical, items: rows,
                                                                          alignment: Alignment(horizontal: .center, vertical: alignment),
                                                                          lineSpacing: spacing ?? GridItem.defaultSpacing, parts: $0) })
    }
}

private struct IsInLazyGridKey: EnvironmentKey { static let defaultValue = false }
extension EnvironmentValues {
    /// Set on a lazy grid's direct content: a `Section` hands over its header apart.
    var isInLazyGrid: Bool {
        get { self[IsInLazyGridKey.self] }
        set { self[IsInLazyGridKey.self] = newValue }
    }
}

/// Whether a lazy grid's child is a cell or a section header/footer across the grid.
enum LazyGridPart { case cell, across }

@MainActor
private func makeLazyGridNode<Content: View>(_ content: Content, _ context: ResolveContext,
                                             behavior: ([LazyGridPart]) -> LazyGridBehavior) -> ViewNode {
    let nodes = resolveViewList(of: content, context.child(.content).with { $0.isInLazyGrid = true })
    var children: [ViewNode] = [], parts: [LazyGridPart] = []
    for node in nodes {
        if let section = node.behavior as? SectionPartsBehavior {
            for h in section.header { children.append(h); parts.append(.across) }
            for r in section.rows { children.append(r); parts.append(.cell) }
            for f in section.footer { children.append(f); parts.append(.across) }
        } else {
            children.append(node); parts.append(.cell)
        }
    }
    return ViewNode(identity: context.identity, behavior: behavior(parts), children: children, environment: context.environment)
}

/// Lays a lazy grid out: tracks across `trackAxis`, lines of cells along the other axis.
struct LazyGridBehavior: NodeBehavior, TraitBarrier {
    let trackAxis: Axis
    let items: [GridItem]
    let alignment: Alignment
    let lineSpacing: CGFloat
    let parts: [LazyGridPart]

    var debugName: String { trackAxis == .horizontal ? "LazyVGrid" : "LazyHGrid" }
    var mainAxis: Axis { trackAxis == .horizontal ? .vertical : .horizontal }

    func size(track: CGFloat, main: CGFloat) -> CGSize {
        trackAxis == .horizontal ? CGSize(width: track, height: main) : CGSize(width: main, height: track)
    }
    func proposal(track: CGFloat?, main: CGFloat?) -> ProposedViewSize {
        trackAxis == .horizontal ? ProposedViewSize(width: track, height: main) : ProposedViewSize(width: main, height: track)
    }

    /// Lines: each a run of children indices and the line's length along the main axis.
    func lines(_ tracks: [GridTrack], crossLength: CGFloat, node: ViewNode) -> [(children: [Int], across: Bool, length: CGFloat)] {
        var out: [(children: [Int], across: Bool, length: CGFloat)] = []
        var current: [Int] = []
        func flush() {
            guard !current.isEmpty else { return }
            let length = current.enumerated().map { k, i in
                node.children[i].sizeThatFits(proposal(track: tracks[k].length, main: nil))[mainAxis]
            }.max() ?? 0
            out.append((current, false, length))
            current = []
        }
        for (i, part) in parts.enumerated() {
            switch part {
            case .across:
                flush()
                out.append(([i], true, node.children[i].sizeThatFits(proposal(track: crossLength, main: nil))[mainAxis]))
            case .cell:
                current.append(i)
                if current.count == max(1, tracks.count) { flush() }
            }
        }
        flush()
        return out
    }

    func crossLength(_ proposal: ProposedViewSize) -> CGFloat {
        if let l = proposal[trackAxis], l.isFinite { return max(0, l) }
        return GridItem.idealLength(items)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let cross = crossLength(proposal)
        let tracks = GridItem.tracks(items, available: cross)
        guard !tracks.isEmpty else { return size(track: cross, main: 0) }
        let lines = lines(tracks, crossLength: cross, node: node)
        let main = lines.reduce(0) { $0 + $1.length } + CGFloat(max(0, lines.count - 1)) * lineSpacing
        return size(track: cross, main: main)
    }

    func placeChildren(in frame: CGRect, node: ViewNode) {
        let cross = frame.size[trackAxis]
        let tracks = GridItem.tracks(items, available: cross)
        guard !tracks.isEmpty else { return }
        // The tracks' block is centred (or aligned) in the grid's cross length.
        let used = tracks.reduce(0) { $0 + $1.length } + tracks.dropLast().reduce(0) { $0 + $1.spacing }
        let slack = max(0, cross - used)
        let lead: CGFloat = {
            if trackAxis == .horizontal {
                switch alignment.horizontal { case .leading: return 0; case .trailing: return slack; default: return slack / 2 }
            }
            switch alignment.vertical { case .top: return 0; case .bottom: return slack; default: return slack / 2 }
        }()
        var starts: [CGFloat] = [], t = lead
        for track in tracks { starts.append(t); t += track.length + track.spacing }
        var m: CGFloat = 0
        let origin = frame.origin
        func rect(track: CGFloat, main: CGFloat, trackLength: CGFloat, mainLength: CGFloat) -> CGRect {
            trackAxis == .horizontal
                ? CGRect(x: origin.x + track, y: origin.y + main, width: trackLength, height: mainLength)
                : CGRect(x: origin.x + main, y: origin.y + track, width: mainLength, height: trackLength)
        }
        for line in lines(tracks, crossLength: cross, node: node) {
            if line.across {
                let child = node.children[line.children[0]]
                let r = rect(track: 0, main: m, trackLength: cross, mainLength: line.length)
                alignChild(child, proposal: proposal(track: cross, main: nil), in: r,
                           alignment: trackAxis == .horizontal ? .leading : .top)
            } else {
                for (k, i) in line.children.enumerated() {
                    let r = rect(track: starts[k], main: m, trackLength: tracks[k].length, mainLength: line.length)
                    alignChild(node.children[i], proposal: proposal(track: tracks[k].length, main: nil), in: r,
                               alignment: tracks[k].alignment ?? alignment)
                }
            }
            m += line.length + lineSpacing
        }
    }
}
