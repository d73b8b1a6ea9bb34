/// The navigation bar's and bottom toolbar's items in the iOS 26 design
/// (``EnvironmentValues/designRequiresCompatibility`` `false`): neighbouring items of a side
/// (`ToolbarItem`s one after another, a `ToolbarItemGroup`'s items) share one Liquid Glass
/// capsule 44 pt tall — a circle for a lone symbol — until a `ToolbarSpacer` ends the run,
/// drawn in the label colour rather than the tint; inside a shared capsule the items keep the
/// bar's 16 pt spacing (an estimate); the back button is the chevron
/// alone in a 44 pt glass circle. The bar itself has no background at rest, as in iOS 18's
/// automatic visibility (a `toolbarBackground(_:for:)` made visible keeps its background).
/// From Apple's iOS 26 pictures (the HIG's Toolbars page, Settings, Mail): 44 pt circles and
/// capsules (measured against the 17 pt text), label-coloured symbols; the capsules' side
/// padding (12 pt) and their places in the bar (iOS 18's margins and spacing) are estimates.
enum NavigationBar26 {
    static let itemHeight: CGFloat = 44
    static let itemPadding: CGFloat = 12

    /// A bar item in its glass capsule.
    @MainActor static func item<V: View>(_ content: V) -> some View {
        content
            .foregroundStyle(.primary)
            .tint(Color.primary)
            .padding(.horizontal, itemPadding)
            .frame(minWidth: itemHeight, minHeight: itemHeight)
            .glassEffect(.regular, in: Capsule())
    }

    /// Neighbouring items in one glass capsule (one item: its own capsule or circle).
    @MainActor static func group(_ views: [AnyView]) -> some View {
        item(HStack(spacing: NavigationBarMetrics.itemSpacing) {
            ForEach(views.indices, id: \.self) { views[$0] }
        })
    }

    /// The bottom toolbar: runs of neighbouring items in shared capsules, a flexible
    /// `ToolbarSpacer` spreading the runs on its two sides apart, a fixed one keeping them
    /// 8 pt apart (an estimate); a lone run is centred, as the iOS 18 bar centres a lone item.
    @MainActor static func bottomBar(_ entries: [ToolbarEntry]) -> some View {
        var runs: [[AnyView]] = [[]]
        var gaps: [Bool] = []   // flexible between run i and i + 1
        for e in entries {
            if let spacer = e.spacer {
                if !runs[runs.count - 1].isEmpty { runs.append([]); gaps.append(spacer.isFlexible) }
                else if spacer.isFlexible, !gaps.isEmpty { gaps[gaps.count - 1] = true }
                continue
            }
            runs[runs.count - 1].append(AnyView(e.content.font(.system(size: 17)).imageScale(.large)))
        }
        if runs.count > 1, runs[runs.count - 1].isEmpty { runs.removeLast(); gaps.removeLast() }
        return HStack(spacing: 0) {
            ForEach(runs.indices, id: \.self) { i in
                if i > 0 {
                    if gaps[i - 1] { Spacer(minLength: 8) } else { Color.clear.frame(width: 8, height: 0) }
                }
                group(runs[i])
            }
        }
    }

    /// The back button: the chevron alone, in a glass circle.
    @MainActor static func backButton() -> some View {
        // The icon font's chevron is half its em: drawn at 34 pt for SF's ~19 pt chevron, as
        // the iOS 18 back button draws it.
        Image(systemName: "chevron.backward").font(.system(size: 34, weight: .semibold)).frame(width: 12, height: 22)
            .foregroundStyle(.primary)
            .frame(width: itemHeight, height: itemHeight)
            .glassEffect(.regular, in: Circle())
    }
}
