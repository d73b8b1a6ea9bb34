import FlipbookCore

extension NavigationStackBehavior {
    /// The navigation bar over a grouped `List` or `Form` stands on the list's grouped
    /// background, as on iOS, where the list's scroll view runs under the bars: a large title
    /// over a Form sits on #F2F2F7 (black in dark mode), not on white. A bar with its own
    /// `toolbarBackground` keeps it.
    func draw(_ node: ViewNode, into list: inout DisplayListBuilder) {
        if slots.background == nil, topHeight > 0, Self.startsWithGroupedList(node.children[0]) {
            let band = CGRect(x: node.frame.minX, y: node.frame.minY, width: node.frame.width, height: topHeight)
            list.fill(Path(band), with: ListColors.groupedBackground, node.environment)
        }
        drawChildren(node, into: &list)
    }

    /// Whether the screen's content, through single-child nodes, is a grouped list that draws
    /// its background.
    static func startsWithGroupedList(_ node: ViewNode) -> Bool {
        var n = node
        while true {
            if let l = n.behavior as? ListBehavior { return l.kind.isGrouped && l.showsBackground }
            guard n.children.count == 1 else { return false }
            n = n.children[0]
        }
    }
}
