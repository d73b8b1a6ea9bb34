import FlipbookRaster

/// iOS 17/18 list geometry (iPhone, portrait). Apple publishes the 44 pt minimum row height
/// (HIG) and the system colours; the rest is chosen by eye from iOS screenshots and
/// UIKit's table-view defaults:
/// - inset-grouped cards: 16 pt from the list's sides, corner radius 10;
/// - row content: 20 pt from the card's (or list's) leading and trailing edges, 6 pt above
///   and below (so a `Toggle`'s 31 pt switch makes a 44 pt row, as in Settings);
/// - grouped styles: 35 pt between sections (`.compact`: 20) and above a first section
///   without a header (UIKit's grouped-table spacing; SkeletonUI's iOS goldens of a `List`
///   in a 25-pt frame show no card at all, so it is more than 25), 20 pt above a first
///   section's header and below the last section, header text 7 pt above its card, footer
///   7 pt below;
/// - plain and inset lists: no gaps between sections; a header is a band with 8 pt above
///   and below its text;
/// - separators: one device pixel in the `separator` colour at the bottom of each row but a
///   section's last, from the leading edge of the row's first text (so not under an icon)
///   to the card's trailing edge.
enum ListMetrics {
    static let insetCardMargin: CGFloat = 16
    static let cardCornerRadius: CGFloat = 10
    static let groupedSectionSpacing: CGFloat = 35
    static let compactSectionSpacing: CGFloat = 20
    static let groupedOuterPadding: CGFloat = 20
    static let groupedTopWithoutHeader: CGFloat = 35
    static let groupedHeaderGap: CGFloat = 7
    static let plainHeaderPadding: CGFloat = 8

    static func rowInsets(_ kind: ListStyleKind) -> EdgeInsets { EdgeInsets(top: 6, leading: 20, bottom: 6, trailing: 20) }
    static func sectionSpacing(_ kind: ListStyleKind) -> CGFloat { kind.isGrouped ? groupedSectionSpacing : 0 }
    static func cardMargin(_ kind: ListStyleKind) -> CGFloat {
        switch kind {
        case .insetGrouped, .sidebar, .inset: insetCardMargin
        case .plain, .grouped: 0
        }
    }
    static func cornerRadius(_ kind: ListStyleKind) -> CGFloat { kind.isInsetCard ? cardCornerRadius : 0 }
}

/// Where a section's parts are among the list node's children.
struct ListSectionLayout {
    var header: Int?
    var rows: Range<Int> = 0..<0
    var footer: Int?
    /// The section's `listSectionSpacing`, `nil` for the style's.
    var spacing: CGFloat?
}

/// A list: sections stacked from the top, cards and separators drawn behind the rows.
struct ListBehavior: NodeBehavior, TraitBarrier {
    let kind: ListStyleKind
    let sections: [ListSectionLayout]
    let rowSpacing: CGFloat?
    let showsBackground: Bool
    /// `listSectionMargins` on the sides, `nil` for the style's card margin.
    var sideMargin: CGFloat? = nil

    var margin: CGFloat { sideMargin ?? ListMetrics.cardMargin(kind) }
    /// Where a test scrolled it (`scrollPosition` to a point, a y or the bottom edge); at
    /// rest otherwise.
    var scrolledTo: ScrollPosition.Target = .none
    /// How far it draws under the bars (iOS 26 design; ScrollEdgeEffect.swift).
    let underBars = ScrollEdgeReach()

    var debugName: String { "List(\(kind))" }
    func spacing(node: ViewNode) -> ViewSpacing { ViewSpacing() }

    /// The space between section `i` and the next, as SwiftUI documents it: sections with
    /// different spacings each apply half above and below; a section without one takes its
    /// neighbour's; with none, the style's.
    func gap(after i: Int) -> CGFloat {
        switch (sections[i].spacing, sections[i + 1].spacing) {
        case let (a?, b?): (a + b) / 2
        case let (a?, nil): a
        case let (nil, b?): b
        case (nil, nil): ListMetrics.sectionSpacing(kind)
        }
    }

    /// The frames of the children for a width, relative to the list's origin, and the height
    /// of the whole content.
    func layout(width: CGFloat, node: ViewNode) -> (frames: [CGRect], height: CGFloat) {
        let cardWidth = max(0, width - 2 * margin)
        let textInset = ListMetrics.rowInsets(kind)
        let textWidth = max(0, cardWidth - textInset.leading - textInset.trailing)
        var frames = [CGRect](repeating: .zero, count: node.children.count)
        var y: CGFloat = 0
        if kind.isGrouped {
            y = sections.first?.header == nil ? ListMetrics.groupedTopWithoutHeader : ListMetrics.groupedOuterPadding
        }
        func placeSupplementary(_ index: Int) -> CGFloat {
            let size = node.children[index].sizeThatFits(ProposedViewSize(width: textWidth, height: nil))
            frames[index] = CGRect(x: margin + textInset.leading, y: y, width: min(size.width, textWidth), height: size.height)
            return size.height
        }
        for (s, section) in sections.enumerated() {
            if s > 0 { y += gap(after: s - 1) }
            if let h = section.header {
                if kind.isGrouped {
                    y += placeSupplementary(h) + ListMetrics.groupedHeaderGap
                } else {
                    y += ListMetrics.plainHeaderPadding
                    y += placeSupplementary(h) + ListMetrics.plainHeaderPadding
                }
            }
            for (i, r) in section.rows.enumerated() {
                if i > 0, let rowSpacing { y += rowSpacing }
                let size = node.children[r].sizeThatFits(ProposedViewSize(width: cardWidth, height: nil))
                frames[r] = CGRect(x: margin, y: y, width: cardWidth, height: size.height)
                y += size.height
            }
            if let f = section.footer {
                y += kind.isGrouped ? ListMetrics.groupedHeaderGap : ListMetrics.plainHeaderPadding
                y += placeSupplementary(f)
                if !kind.isGrouped { y += ListMetrics.plainHeaderPadding }
            }
        }
        if kind.isGrouped { y += ListMetrics.groupedOuterPadding }
        return (frames, y)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let width: CGFloat
        if let w = proposal.width, w.isFinite {
            width = w
        } else {
            // Ideal width: the widest row's, plus the card margins.
            let rows = sections.flatMap { Array($0.rows) }
            width = rows.map { node.children[$0].sizeThatFits(.unspecified).width }.max().map { $0 + 2 * margin } ?? 0
        }
        if let h = proposal.height, h.isFinite { return CGSize(width: width, height: h) }
        return CGSize(width: width, height: layout(width: width, node: node).height)
    }

    func placeChildren(in frame: CGRect, node: ViewNode) {
        ScrollEdgeBands.measure(underBars, frame: frame, environment: node.environment, vertical: true)
        let (frames, height) = layout(width: frame.width, node: node)
        // Scrolled as far as asked, never past the ends (as a scroll view stops).
        let requested: CGFloat
        switch scrolledTo {
        case .point(let p): requested = p.y
        case .y(let y): requested = y
        case .edge(.bottom): requested = .infinity
        default: requested = 0
        }
        let offset = requested.isNaN ? 0 : min(max(0, requested), max(0, height - frame.height))
        underBars.offset = offset
        for (child, f) in zip(node.children, frames) {
            child.place(in: f.offsetBy(dx: frame.minX, dy: frame.minY - offset))
        }
    }

    func draw(_ node: ViewNode, into list: inout DisplayListBuilder) {
        let env = node.environment
        let bg = kind.isGrouped ? ListColors.groupedBackground : ListColors.systemBackground
        // iOS 26: the rows also show under the bars, through their edge effect.
        let drawn = underBars.grown(node.frame)
        list.withEffect(.clip(.rect(Rect(drawn)), .nonZero)) { l in
            if showsBackground { l.fill(Path(drawn), with: bg, env) }
            ScrollEdgeBands.draw(frame: node.frame, reach: underBars, background: bg, environment: env, into: &l) { l in
                drawRows(node, env, &l)
            }
        }
    }

    private func drawRows(_ node: ViewNode, _ env: EnvironmentValues, _ l: inout DisplayListBuilder) {
        do {
            let radius = List26Look.cornerRadius(kind, design26: env.usesDesign26)
            for (s, section) in sections.enumerated() {
                let rows = section.rows.map { node.children[$0] }
                guard let first = rows.first, let last = rows.last else { continue }
                // Each row is its own card when rows are spaced apart (iOS 17 `listRowSpacing`).
                let separate = (rowSpacing ?? 0) > 0
                let cards: [CGRect] = separate ? rows.map(\.frame)
                    : [CGRect(x: first.frame.minX, y: first.frame.minY, width: first.frame.width, height: last.frame.maxY - first.frame.minY)]
                for card in cards {
                    let shape = radius > 0 ? Path(roundedRect: card, cornerRadius: radius, style: .continuous) : Path(card)
                    if kind.isGrouped { l.fill(shape, with: ListColors.groupedCard, env) }
                    l.withEffect(.clip(shape.storage, .nonZero)) { c in
                        for row in rows where card.intersects(row.frame) { row.draw(into: &c) }
                    }
                }
                guard !separate else { continue }
                // Separators: between rows, and in plain lists under a section's last row
                // when another section follows.
                let isLastSection = s == sections.count - 1
                for (i, row) in rows.enumerated() {
                    guard let look = row.behavior as? ListRowBehavior else { continue }
                    let next = i + 1 < rows.count ? rows[i + 1].behavior as? ListRowBehavior : nil
                    if next == nil && (kind.isGrouped || isLastSection) { continue }
                    if look.separatorBottom == .hidden || next?.separatorTop == .hidden { continue }
                    let px = 1 / env.displayScale
                    let leading = separatorLeading(row, look)
                    let trailing = kind.isInsetCard || kind == .inset ? row.frame.maxX : node.frame.maxX
                    guard trailing > leading else { continue }
                    let line = CGRect(x: leading, y: row.frame.maxY - px, width: trailing - leading, height: px)
                    l.fill(Path(line), with: look.separatorTint ?? ListColors.separator, env)
                }
            }
            for section in sections {
                for index in [section.header, section.footer].compactMap({ $0 }) { node.children[index].draw(into: &l) }
            }
        }
    }

    /// Where a row's separator starts: under its first text (SwiftUI's
    /// `listRowSeparatorLeading` default), else at its content's leading edge.
    func separatorLeading(_ row: ViewNode, _ look: ListRowBehavior) -> CGFloat {
        let content = row.children[0]
        func firstText(_ n: ViewNode) -> ViewNode? {
            if n.behavior is TextBehavior { return n }
            for c in n.children { if let t = firstText(c) { return t } }
            return nil
        }
        if let text = firstText(content), text.frame.minX >= row.frame.minX { return text.frame.minX }
        return row.frame.minX + look.insets.leading
    }
}

/// One list row: its content inset, at least the minimum row height tall, centred
/// vertically; behind it, its `listRowBackground` or the selection highlight; at its
/// trailing edge, its `.badge` (children: content, then the background and the badge if any).
struct ListRowBehavior: NodeBehavior {
    let insets: EdgeInsets
    let minHeight: CGFloat
    let hasBackground: Bool
    var hasBadge = false
    var hasDeleteControl = false
    var hasReorderHandle = false
    /// The list is in edit mode (a navigation link's chevron hides).
    var isEditing = false
    /// The edge a test revealed swipe actions on (their buttons are the last child).
    var swipeEdge: HorizontalEdge? = nil
    let isSelected: Bool
    let separatorTop: Visibility
    let separatorBottom: Visibility
    let separatorTint: Color?

    var debugName: String { "ListRow" }

    // Children: the row, then its background, badge, delete control and reorder handle
    // when it has them, in that order.
    private var badgeIndex: Int? { hasBadge ? 1 + (hasBackground ? 1 : 0) : nil }
    private var deleteIndex: Int? { hasDeleteControl ? 1 + (hasBackground ? 1 : 0) + (hasBadge ? 1 : 0) : nil }
    private var reorderIndex: Int? {
        hasReorderHandle ? 1 + (hasBackground ? 1 : 0) + (hasBadge ? 1 : 0) + (hasDeleteControl ? 1 : 0) : nil
    }

    private var swipeIndex: Int? {
        swipeEdge == nil ? nil : 1 + (hasBackground ? 1 : 0) + (hasBadge ? 1 : 0) + (hasDeleteControl ? 1 : 0) + (hasReorderHandle ? 1 : 0)
    }

    /// The badge's node and the room it takes beside the content (its width and the gap).
    private func badge(_ node: ViewNode) -> (node: ViewNode, size: CGSize, room: CGFloat)? {
        guard let i = badgeIndex else { return nil }
        let b = node.children[i]
        let size = b.sizeThatFits(.unspecified)
        return (b, size, size.width + ListRowBadge.spacing)
    }

    /// What edit controls take from the content's width, before and after it.
    private var editRoom: (leading: CGFloat, trailing: CGFloat) {
        (hasDeleteControl ? ListEditMetrics.contentIndent : 0, hasReorderHandle ? ListEditMetrics.trailingRoom : 0)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let content = node.children[0]
        let badge = badge(node)
        let room = (badge?.room ?? 0) + editRoom.leading + editRoom.trailing
        let width: CGFloat
        if let w = proposal.width, w.isFinite {
            width = w
        } else {
            width = content.sizeThatFits(.unspecified).width + insets.leading + insets.trailing + room
        }
        let size = content.sizeThatFits(ProposedViewSize(width: max(0, width - insets.leading - insets.trailing - room), height: nil))
        let tallest = max(size.height, badge?.size.height ?? 0)
        return CGSize(width: width, height: max(minHeight, tallest + insets.top + insets.bottom))
    }

    func placeChildren(in frame: CGRect, node: ViewNode) {
        let content = node.children[0]
        let badge = badge(node)
        let inner = CGRect(x: frame.minX + insets.leading, y: frame.minY + insets.top,
                           width: max(0, frame.width - insets.leading - insets.trailing),
                           height: max(0, frame.height - insets.top - insets.bottom))
        let edit = editRoom
        let contentWidth = max(0, inner.width - (badge?.room ?? 0) - edit.leading - edit.trailing)
        let size = content.sizeThatFits(ProposedViewSize(width: contentWidth, height: nil))
        content.place(in: CGRect(x: inner.minX + edit.leading, y: inner.minY + (inner.height - size.height) / 2,
                                 width: size.width, height: size.height))
        if hasBackground { node.children[1].place(in: frame) }
        if let badge {
            // iOS draws a row's badge before a navigation link's chevron: the chevron moves
            // to the trailing edge and the badge takes its place.
            var x = inner.maxX - edit.trailing - badge.size.width
            if let chevron = content.listRowChevron {
                let moved = chevron.frame.offsetBy(dx: badge.room, dy: 0)
                x = chevron.frame.minX
                chevron.place(in: moved)
            }
            badge.node.place(in: CGRect(x: x, y: inner.minY + (inner.height - badge.size.height) / 2,
                                        width: badge.size.width, height: badge.size.height))
        }
        if let i = deleteIndex {
            let d = ListEditMetrics.controlSize
            node.children[i].place(in: CGRect(x: inner.minX, y: frame.midY - d / 2, width: d, height: d))
        }
        if let i = reorderIndex {
            let handle = node.children[i]
            let s = handle.sizeThatFits(.unspecified)
            handle.place(in: CGRect(x: inner.maxX - s.width, y: frame.midY - s.height / 2, width: s.width, height: s.height))
        }
        if let i = swipeIndex, let edge = swipeEdge {
            // Swiped open: the buttons fill the row's height at the edge, everything else
            // slides aside by their width.
            let buttons = node.children[i]
            let w = min(frame.width, buttons.sizeThatFits(ProposedViewSize(width: nil, height: frame.height)).width)
            let dx = edge == .trailing ? -w : w
            for (j, child) in node.children.enumerated() where j != i {
                child.place(in: child.frame.offsetBy(dx: dx, dy: 0))
            }
            buttons.place(in: CGRect(x: edge == .trailing ? frame.maxX - w : frame.minX, y: frame.minY, width: w, height: frame.height))
        }
    }

    func draw(_ node: ViewNode, into list: inout DisplayListBuilder) {
        guard let i = swipeIndex else { return drawRow(node, into: &list) }
        // Swiped open: the slid row and its buttons, clipped to the row.
        list.withEffect(.clip(.rect(Rect(node.frame)), .nonZero)) { l in
            drawRow(node, into: &l)
            node.children[i].draw(into: &l)
        }
    }

    private func drawRow(_ node: ViewNode, into list: inout DisplayListBuilder) {
        if hasBackground { node.children[1].draw(into: &list) }
        if isSelected { list.fill(Path(node.frame), with: ListColors.selectedRow, node.environment) }
        if isEditing, let chevron = node.children[0].listRowChevron {
            // iOS hides a row's accessory (the chevron) while editing.
            node.children[0].draw(into: &list, skipping: chevron)
        } else {
            node.children[0].draw(into: &list)
        }
        for i in [badgeIndex, deleteIndex, reorderIndex].compactMap({ $0 }) { node.children[i].draw(into: &list) }
    }
}

/// Marks the chevron a navigation link draws as a list row, so the row can put a badge
/// before it and hide it while editing.
struct ListRowChevronMarker: ViewModifier, WrappingModifier {
    typealias Body = Never
    func makeBehavior(_ context: ResolveContext) -> any NodeBehavior { ListRowChevronBehavior() }
}

struct ListRowChevronBehavior: SameSizeWrapperBehavior {
    var debugName: String { "ListRowChevron" }
}

extension ViewNode {
    /// The chevron of a navigation link in this row's content, if any (not looking into
    /// nested lists or scroll views).
    var listRowChevron: ViewNode? {
        if behavior is ListRowChevronBehavior { return self }
        if behavior is ListBehavior || behavior is ScrollViewBehavior { return nil }
        for child in children { if let c = child.listRowChevron { return c } }
        return nil
    }

    /// Draws this subtree leaving out `skipped`.
    func draw(into list: inout DisplayListBuilder, skipping skipped: ViewNode) {
        if self === skipped { return }
        guard children.contains(where: { $0.containsNode(skipped) }) else { return draw(into: &list) }
        // Only plain containers lie between a row and its link's chevron (stacks, wrappers).
        for child in childrenInDrawingOrder { child.draw(into: &list, skipping: skipped) }
    }

    private func containsNode(_ n: ViewNode) -> Bool { self === n || children.contains { $0.containsNode(n) } }
}

extension DisplayListBuilder {
    /// Fills a path with a colour resolved in an environment.
    mutating func fill(_ path: Path, with color: Color, _ environment: EnvironmentValues) {
        let paint = color.resolvePaint(in: environment, bounds: path.boundingRect)
        append(.shape(ShapeItem(path: path.storage, paint: paint, fillRule: .nonZero, stroke: nil)))
    }
}
