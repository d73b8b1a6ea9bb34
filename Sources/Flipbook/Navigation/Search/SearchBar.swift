import Foundation

/// What a screen's `searchable` asks its navigation bar to draw.
struct SearchBarInfo {
    var prompt: Text?
    var text: String
    var isActive: Bool
    var tokens: [AnyView] = []
    /// Where `searchable` asked for it (iOS 26 moves `.automatic` and `.toolbar` to the
    /// screen's foot on iPhone: SearchAtFoot26.swift).
    var placement: SearchFieldPlacement = .automatic
}

/// The search field's metrics (iOS 17/18, iPhone). Published by Apple: the field's colours
/// are the system's (`tertiarySystemFill` #767680 at 12 % light / 24 % dark; the glass and
/// prompt `secondaryLabel`, #3C3C43 at 60 % light / #EBEBF5 at 60 % dark). Chosen by eye
/// from screenshots (Apple does not publish them): a 36 pt field with 10 pt continuous
/// corners in a 52 pt row under the bar's titles, 16 pt from the sides; the 17 pt glass
/// 8 pt into the field, the 17 pt prompt 6 pt after it; tokens as 15 pt text on
/// `systemFill` (#787880 at 20 % / 36 %) with 6 pt corners; the clear button
/// `xmark.circle.fill` in the prompt's colour; while active (the field focused) it takes
/// the bar's place, with Cancel in the tint 8 pt after it.
enum SearchBarMetrics {
    static let row: CGFloat = 52
    static let fieldHeight: CGFloat = 36
    static let cornerRadius: CGFloat = 10
    static let fill = Color(light: Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.12),
                            dark: Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.24))
    static let secondary = Color(light: Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6),
                                 dark: Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, opacity: 0.6))
    static let tokenFill = Color(light: Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.2),
                                 dark: Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.36))
}

/// The search field as iOS draws it in a navigation bar.
struct SearchBarView: View {
    let info: SearchBarInfo
    @Environment(\.designRequiresCompatibility) private var designRequiresCompatibility

    var body: some View {
        if designRequiresCompatibility { field18 } else { SearchBar26View(info: info) }
    }

    private var field18: some View {
        HStack(spacing: 8) {
            SearchFieldContents(info: info, tokenShape: RoundedRectangle(cornerRadius: 6, style: .continuous),
                                tokenPadding: 6)
            .font(.system(size: 17)).lineLimit(1)
            .padding(.horizontal, 8)
            .frame(height: SearchBarMetrics.fieldHeight)
            .background(RoundedRectangle(cornerRadius: SearchBarMetrics.cornerRadius, style: .continuous).fill(SearchBarMetrics.fill))
            if info.isActive {
                Text(verbatim: "Cancel").font(.system(size: 17)).foregroundStyle(.tint).fixedSize()
            }
        }
    }
}
