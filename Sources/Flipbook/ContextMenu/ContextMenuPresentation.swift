import FlipbookRaster

/// How iOS 17/18 draws an open context menu. Not published; chosen by eye from iOS 17/18
/// screenshots:
/// - the screen behind blurred under the ultra-thin material (as UIKit's context-menu
///   backdrop, a blur effect view) and dimmed with black at 20 % in light and 40 % in dark
///   mode (the dim's amounts chosen by eye);
/// - the pressed view lifted above the dim at its place, clipped to 12 pt corners (a
///   `preview:` instead: at its ideal size, centred over the menu);
/// - the menu platter 250 pt wide, 8 pt below the view (above it when there is no room),
///   its leading edge at the view's, kept 16 pt inside the screen; 13 pt corners;
///   #F2F2F2 at 97 % light, #252525 at 97 % dark (the material's look at rest);
/// - rows 44 pt tall: the title in 17 pt at 16 pt from the leading edge, a `Label`'s icon
///   at the trailing edge (centre 26 pt in), destructive items red; hairline separators,
///   a `Divider` item an 8 pt gap in a darker grey.
enum ContextMenuMetrics {
    static let width: CGFloat = 250
    static let gap: CGFloat = 8
    static let margin: CGFloat = 16
    static let cornerRadius: CGFloat = 13
    static let rowHeight: CGFloat = 44
    /// A section title's row in a menu (estimate).
    static let headerHeight: CGFloat = 32
    /// A `ControlGroup`'s row of compact cells in a menu (estimate).
    static let controlGroupHeight: CGFloat = 64
    static let liftedCornerRadius: CGFloat = 12
    static let platter = Color(light: Color(red: 242 / 255, green: 242 / 255, blue: 242 / 255, opacity: 0.97),
                               dark: Color(red: 37 / 255, green: 37 / 255, blue: 37 / 255, opacity: 0.97))
    static let separator = Color(light: Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29),
                                 dark: Color(red: 84 / 255, green: 84 / 255, blue: 88 / 255, opacity: 0.6))
    static let groupGap = Color(light: Color(white: 0, opacity: 0.08), dark: Color(white: 0, opacity: 0.3))
    static let dim = Color(light: Color(white: 0, opacity: 0.2), dark: Color(white: 0, opacity: 0.4))
}

/// One item of a context menu or an open `Menu`.
enum ContextMenuItem {
    case button(title: AnyView, icon: AnyView?, role: ButtonRole?, accessory: ContextMenuAccessory)
    case divider
    /// A section's title, heading its group.
    case header(AnyView)
    /// A `ControlGroup`: one row of compact cells.
    case controlGroup([ContextMenuCell])
}

/// What a row shows besides its title and icon.
enum ContextMenuAccessory: Equatable {
    case none
    /// A selected option or a toggle that is on: a checkmark.
    case checkmark
    /// An option or toggle that is off: room for the checkmark, so titles align.
    case unchecked
    /// A nested menu: a chevron at the trailing edge.
    case submenu

    var isCheckable: Bool { self == .checkmark || self == .unchecked }
}

/// One cell of a `ControlGroup` row.
struct ContextMenuCell {
    let title: AnyView
    let icon: AnyView?
    let role: ButtonRole?
}

enum ContextMenuItems {
    /// The rows of a menu's content (one view or a tuple of them; `ForEach` and groups
    /// expanded): a `Section`, an inline `Picker` and a `ControlGroup` are groups of their
    /// own, set apart by dividers as iOS's inline menus are (MenuItemSources.swift).
    @MainActor static func collect<V: View>(_ items: V) -> [ContextMenuItem] {
        var out: [ContextMenuItem] = []
        var afterGroup = false
        func divide() {
            if let last = out.last, case .divider = last { return }
            if !out.isEmpty { out.append(.divider) }
        }
        for view in MenuContent.views(of: items).map(\.view) {
            if let source = view as? any ContextMenuItemSource {
                let group = source.contextMenuGroup
                if group.ownGroup || afterGroup { divide() }
                out += group.items
                afterGroup = group.ownGroup
            } else if let parts = view as? any ContextMenuItemParts {
                if afterGroup { divide() }
                out += parts.contextMenuItems
                afterGroup = false
            } else if view is Divider {
                divide()
                afterGroup = false
            }
        }
        while let last = out.last, case .divider = last { out.removeLast() }
        while let first = out.first, case .divider = first { out.removeFirst() }
        return out
    }

    /// Whether the rows before `i` end with a row (not a divider): rows are split by hairlines in iOS 18.
    static func followsRow(_ items: [ContextMenuItem], _ i: Int) -> Bool {
        guard i > 0 else { return false }
        if case .divider = items[i - 1] { return false }
        return true
    }

    static func hasCheckables(_ items: [ContextMenuItem]) -> Bool {
        items.contains { if case .button(_, _, _, let a) = $0 { return a.isCheckable } else { return false } }
    }
}

@MainActor protocol ContextMenuItemParts { var contextMenuItems: [ContextMenuItem] { get } }

extension Button: ContextMenuItemParts {
    var contextMenuItems: [ContextMenuItem] {
        if let label = label as? any LabelParts {
            return [.button(title: label.parts.title, icon: label.parts.icon, role: role, accessory: .none)]
        }
        return [.button(title: AnyView(label), icon: nil, role: role, accessory: .none)]
    }
}

extension Group: ContextMenuItemParts {
    var contextMenuItems: [ContextMenuItem] { ContextMenuItems.collect(content) }
}

/// The platter with its rows. A checkable row's checkmark leads in a 20 pt column 16 pt in,
/// the titles 8 pt after it (all rows of a menu with checkable rows align); a section title
/// is 13 pt secondary text in a 32 pt row; a nested menu's chevron trails; a `ControlGroup` is
/// a 64 pt row of equal cells, icon over a 12 pt title, hairlines between (estimates from
/// iOS 17/18 screenshots, as ``ContextMenuMetrics``).
struct ContextMenuPlatter: View {
    let items: [ContextMenuItem]

    var body: some View {
        let checks = ContextMenuItems.hasCheckables(items)
        VStack(spacing: 0) {
            ForEach(0..<items.count, id: \.self) { i in
                switch items[i] {
                case .divider:
                    ContextMenuMetrics.groupGap.frame(height: 8)
                case .header(let title):
                    if ContextMenuItems.followsRow(items, i) {
                        ContextMenuMetrics.separator.frame(height: 1.0 / 3.0)
                    }
                    HStack(spacing: 0) {
                        title.font(.footnote).foregroundStyle(.secondary).lineLimit(1)
                        Spacer(minLength: 0)
                    }
                    .padding(.horizontal, 16)
                    .frame(height: ContextMenuMetrics.headerHeight)
                case .button(let title, let icon, let role, let accessory):
                    if ContextMenuItems.followsRow(items, i) {
                        ContextMenuMetrics.separator.frame(height: 1.0 / 3.0)
                    }
                    HStack(spacing: 0) {
                        if checks {
                            Group {
                                if accessory == .checkmark { Image(systemName: "checkmark").font(.body.weight(.semibold)) } else { Color.clear }
                            }
                            .frame(width: 20).padding(.trailing, 8)
                        }
                        title.font(.body).lineLimit(1)
                        Spacer(minLength: 8)
                        if let icon { icon.font(.body).frame(width: 20) }
                        if accessory == .submenu {
                            Image(systemName: "chevron.right").font(.subheadline.weight(.semibold)).frame(width: 20)
                        }
                    }
                    .foregroundStyle(role == .destructive ? Color.red : Color.primary)
                    .padding(.leading, 16).padding(.trailing, icon == nil ? 16 : 16)
                    .frame(height: ContextMenuMetrics.rowHeight)
                case .controlGroup(let cells):
                    if ContextMenuItems.followsRow(items, i) {
                        ContextMenuMetrics.separator.frame(height: 1.0 / 3.0)
                    }
                    HStack(spacing: 0) {
                        ForEach(0..<cells.count, id: \.self) { c in
                            if c > 0 { ContextMenuMetrics.separator.frame(width: 1.0 / 3.0) }
                            ContextMenuControlCell(cell: cells[c])
                        }
                    }
                    .frame(height: ContextMenuMetrics.controlGroupHeight)
                }
            }
        }
        .frame(width: ContextMenuMetrics.width)
        .background(RoundedRectangle(cornerRadius: ContextMenuMetrics.cornerRadius, style: .continuous).fill(ContextMenuMetrics.platter))
        .clipShape(RoundedRectangle(cornerRadius: ContextMenuMetrics.cornerRadius, style: .continuous))
    }
}

/// A `ControlGroup` cell in a menu: the icon over the title, centred in an equal share of the row.
struct ContextMenuControlCell: View {
    let cell: ContextMenuCell

    var body: some View {
        VStack(spacing: 4) {
            if let icon = cell.icon { icon.font(.body) }
            cell.title.font(.caption).lineLimit(1)
        }
        .foregroundStyle(cell.role == .destructive ? Color.red : Color.primary)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// Draws the open menu over the screen: the presenter, the dim, the lifted view (or
/// preview) and the platter.
struct ContextMenuPresentation: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let isOpen: Bool
    let items: [ContextMenuItem]
    let preview: AnyView?
    let lifted: AnyView

    func resolve(_ content: (ResolveContext) -> [ViewNode], _ context: ResolveContext) -> [ViewNode] {
        let main = content(context)
        guard isOpen else { return main }
        let presenter = resolveSingleNode(main, context)
        let dim = resolveSingle(of: Rectangle().fill(.ultraThinMaterial).overlay(ContextMenuMetrics.dim),
                                context.child(.explicit("contextMenu.dim")))
        let liftedView: AnyView = preview.map { p in
            AnyView(p.clipShape(RoundedRectangle(cornerRadius: ContextMenuMetrics.liftedCornerRadius, style: .continuous)))
        } ?? AnyView(lifted.clipShape(RoundedRectangle(cornerRadius: ContextMenuMetrics.liftedCornerRadius, style: .continuous)))
        let liftedNode = resolveSingle(of: liftedView, context.child(.explicit("contextMenu.lifted")).with {
            $0.contextMenuForcedOpen = false
        })
        let platter = context.environment.usesDesign26
            ? resolveSingle(of: ContextMenu26Platter(items: items), context.child(.explicit("contextMenu")))
            : resolveSingle(of: ContextMenuPlatter(items: items), context.child(.explicit("contextMenu")))
        return [ViewNode(identity: context.identity, behavior: ContextMenuBehavior(hasPreview: preview != nil),
                         children: [presenter, dim, liftedNode, platter], environment: context.environment)]
    }
}

struct ContextMenuBehavior: PrimaryChildBehavior {
    let hasPreview: Bool
    var debugName: String { "ContextMenu" }

    func placeChildren(in frame: CGRect, node: ViewNode) {
        node.children[0].place(in: frame)
        // The screen: a device's, else the window the root is laid out in.
        let region = SafeAreaRegion.current
        let screen = region?.outer ?? RelativeFrameContainer.window ?? frame
        let safe = region?.safe ?? screen
        SafeAreaRegion.with(nil) {
            node.children[1].place(in: screen)
            let platter = node.children[3]
            let p = platter.sizeThatFits(ProposedViewSize(width: ContextMenuMetrics.width, height: nil))
            var lifted = frame
            if hasPreview {
                let s = node.children[2].sizeThatFits(ProposedViewSize(width: safe.width - 2 * ContextMenuMetrics.margin, height: nil))
                let top = max(safe.minY + ContextMenuMetrics.margin,
                              safe.midY - (s.height + ContextMenuMetrics.gap + p.height) / 2)
                lifted = CGRect(x: safe.midX - s.width / 2, y: top, width: s.width, height: s.height)
            }
            node.children[2].place(in: lifted)
            // Below the view when it fits, else above it.
            var y = lifted.maxY + ContextMenuMetrics.gap
            if y + p.height > safe.maxY { y = max(safe.minY, lifted.minY - ContextMenuMetrics.gap - p.height) }
            let x = min(max(screen.minX + ContextMenuMetrics.margin, hasPreview ? safe.midX - p.width / 2 : lifted.minX),
                        screen.maxX - ContextMenuMetrics.margin - p.width)
            platter.place(in: CGRect(x: x, y: y, width: p.width, height: p.height))
        }
    }
}
