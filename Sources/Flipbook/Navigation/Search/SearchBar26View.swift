/// The search field in the iOS 26 design (``EnvironmentValues/designRequiresCompatibility``
/// `false`): a Liquid Glass capsule, in place of iOS 18's 36 pt grey field with 10 pt corners.
///
/// From Apple's iOS 26 pictures (the HIG's Search fields page; Mail, Music, Settings): the
/// field is a glass capsule, greyed with iOS 18's field fill (tertiarySystemFill) so it reads
/// over a white bar as Apple's does; the magnifying glass and prompt as before; while active, the
/// Cancel text becomes an × in a glass circle beside the field. Estimated: 44 pt tall (as the
/// iOS 26 bar's glass items, ``NavigationBar26``), in the same 52 pt row under the titles; 14 pt
/// inside the capsule's ends; the × circle 44 pt, 8 pt after the field. Where it goes: the
/// bar's drawer, or the screen's foot for an automatic field (``SearchAtFoot26``).
struct SearchBar26View: View {
    let info: SearchBarInfo

    static let height: CGFloat = 44
    static let endPadding: CGFloat = 14

    var body: some View {
        HStack(spacing: 8) {
            SearchFieldContents(info: info, tokenShape: Capsule(), tokenPadding: 8)
            .font(.system(size: 17)).lineLimit(1)
            .padding(.horizontal, Self.endPadding)
            .frame(height: Self.height)
            .background(Capsule().fill(SearchBarMetrics.fill))
            .glassEffect(.regular, in: Capsule())
            if info.isActive {
                Image(systemName: "xmark").font(.system(size: 17, weight: .medium)).foregroundStyle(.primary)
                    .frame(width: Self.height, height: Self.height)
                    .glassEffect(.regular, in: Circle())
            }
        }
    }
}
