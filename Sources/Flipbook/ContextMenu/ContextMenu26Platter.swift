/// The open menu's platter in the iOS 26 design (``EnvironmentValues/designRequiresCompatibility``
/// `false`), in place of iOS 18's solid grey platter with hairlines between rows.
///
/// From Apple's iOS 26 pictures (the HIG's Menus and Context menus pages, Photos and Mail
/// menus): the platter is Liquid Glass with much rounder corners; icons lead the rows (iOS 18:
/// trailing); no hairline between items; a group's divider is a thin inset line, not iOS 18's
/// 8 pt grey band. Estimated (Apple publishes no numbers): 26 pt corners, 250 pt wide as
/// iOS 18, 8 pt above the first and below the last row, 44 pt rows, the icon in a 24 pt
/// column 18 pt from the leading edge with the title 12 pt after it (titles of rows without
/// an icon align with those that have one, as in Apple's menus), 17 pt text, a divider 1 px
/// inset 18 pt each side with 6 pt above and below; the glass tinted with iOS 18's platter
/// colour (72 %), so rows stay legible over the blurred screen (as ``Alert26Card``).
enum ContextMenu26Metrics {
    static let cornerRadius: CGFloat = 26
    static let verticalPadding: CGFloat = 8
    static let rowHeight: CGFloat = 44
    static let leadingInset: CGFloat = 18
    static let iconColumn: CGFloat = 24
    static let iconGap: CGFloat = 12
    static let dividerInset: CGFloat = 18
    static let dividerGap: CGFloat = 6
}

struct ContextMenu26Platter: View {
    let items: [ContextMenuItem]
    @Environment(\.displayScale) private var scale

    /// Rows with an icon or a checkmark keep a leading column, as Apple's iOS 26 menus align
    /// every title after it (a checkmark takes the icon's place: estimate).
    private var hasIcons: Bool {
        items.contains { if case .button(_, let icon, _, let a) = $0 { return icon != nil || a.isCheckable } else { return false } }
    }

    var body: some View {
        let m = ContextMenu26Metrics.self
        VStack(spacing: 0) {
            ForEach(0..<items.count, id: \.self) { i in
                switch items[i] {
                case .divider:
                    ContextMenuMetrics.separator.frame(height: 1 / max(1, scale))
                        .padding(.horizontal, m.dividerInset).padding(.vertical, m.dividerGap)
                case .header(let title):
                    HStack(spacing: 0) {
                        title.font(.footnote).foregroundStyle(.secondary).lineLimit(1)
                        Spacer(minLength: 0)
                    }
                    .padding(.horizontal, m.leadingInset)
                    .frame(height: ContextMenuMetrics.headerHeight)
                case .button(let title, let icon, let role, let accessory):
                    HStack(spacing: m.iconGap) {
                        if hasIcons {
                            Group {
                                if accessory == .checkmark { Image(systemName: "checkmark").font(.body.weight(.semibold)) }
                                else if let icon { icon.font(.body) } else { Color.clear }
                            }
                            .frame(width: m.iconColumn)
                        }
                        title.font(.body).lineLimit(1)
                        Spacer(minLength: 0)
                        if accessory == .submenu {
                            Image(systemName: "chevron.right").font(.subheadline.weight(.semibold)).foregroundStyle(.secondary)
                        }
                    }
                    .foregroundStyle(role == .destructive ? Color.red : Color.primary)
                    .padding(.horizontal, m.leadingInset)
                    .frame(height: m.rowHeight)
                case .controlGroup(let cells):
                    HStack(spacing: 0) {
                        ForEach(0..<cells.count, id: \.self) { c in ContextMenuControlCell(cell: cells[c]) }
                    }
                    .padding(.horizontal, m.dividerInset / 2)
                    .frame(height: ContextMenuMetrics.controlGroupHeight)
                }
            }
        }
        .padding(.vertical, m.verticalPadding)
        .frame(width: ContextMenuMetrics.width)
        .glassEffect(.regular.tint(ContextMenuMetrics.platter), in: RoundedRectangle(cornerRadius: m.cornerRadius, style: .continuous))
    }
}
