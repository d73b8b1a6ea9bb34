/// The tab bar in the iOS 26 design (``EnvironmentValues/designRequiresCompatibility``
/// `false`): a floating Liquid Glass capsule inset from the screen's sides, the selected tab
/// in a pill inside it, its icon and title in the tint and the others in the label colour
/// (iOS 18: no capsule, unselected items grey). From Apple's iOS 26 pictures (the HIG's Tab
/// bars page, Music, Photos): the capsule and the selection pill (measured: half-circle ends,
/// the pill concentric inside the capsule); estimated: 62 pt tall from the top of iOS 18's
/// 49 pt bar (so it reaches 13 pt into the home indicator's inset), 20 pt from the sides, the
/// pill inset 4 pt in secondarySystemFill, icons 22 pt, 10 pt semibold titles.
struct TabBar26View: View {
    let items: [(info: TabItemInfo?, badge: Text?)]
    let selected: Int

    static let height: CGFloat = 62
    static let sideInset: CGFloat = 20
    static let pillInset: CGFloat = 4
    static let pill = Color(light: Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.16),
                            dark: Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.32))

    var body: some View {
        HStack(spacing: 0) {
            ForEach(items.indices, id: \.self) { i in
                let item = items[i]
                VStack(spacing: 1) {
                    ZStack {
                        if let icon = item.info?.icon { icon.font(.system(size: 22)).imageScale(.medium) }
                        if let badge = item.badge {
                            badge.font(.system(size: 13)).foregroundStyle(Color.white)
                                .padding(.horizontal, 5).frame(minWidth: 18, minHeight: 18)
                                .background(Capsule().fill(TabBarMetrics.badge))
                                .offset(x: 14, y: -9)
                        }
                    }
                    .frame(height: TabBarMetrics.iconBox)
                    if let title = item.info?.title { title.font(.system(size: 10, weight: .semibold)).lineLimit(1) }
                    if let other = item.info?.other { other.font(.system(size: 10, weight: .semibold)) }
                }
                .foregroundStyle(i == selected ? AnyShapeStyle(.tint) : AnyShapeStyle(.primary))
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background {
                    if i == selected { Capsule().fill(Self.pill) }
                }
            }
        }
        .padding(Self.pillInset)
        .frame(height: Self.height)
        .glassEffect(.regular, in: Capsule())
        .padding(.horizontal, Self.sideInset)
        // The bar's slot is iOS 18's 49 pt; the capsule hangs below it into the home indicator's inset.
        .frame(height: TabBarMetrics.height, alignment: .top)
    }
}
