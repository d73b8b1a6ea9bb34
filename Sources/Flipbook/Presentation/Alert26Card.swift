/// An alert in the iOS 26 design (``EnvironmentValues/designRequiresCompatibility`` `false`):
/// a wider card with much rounder corners, the title and message leading-aligned, and the
/// buttons capsules — side by side when there are two, stacked otherwise — in place of iOS 18's
/// 270 pt card with 14 pt corners and hairline-separated rows. From Apple's iOS 26 pictures
/// (the HIG's Alerts page): capsule buttons (measured: half-circle ends), leading-aligned
/// text; estimated: 300 pt wide, 34 pt corners, 22 pt padding, 48 pt buttons 8 pt apart in
/// secondarySystemFill, labels as iOS 18's (tint; red when destructive; the cancel button
/// semibold); the card Liquid Glass, as Apple's iOS 26 alerts: regular glass tinted with iOS
/// 18's alert colour (the glass's tint, 72 %), so the text stays legible over any presenter
/// while its colours still show through (Apple's alert glass is frosted far more than a bar
/// button's; the amount is an estimate).
struct Alert26Card: View {
    let title: Text
    let message: AnyView?
    let buttons: [AlertButton]

    static let width: CGFloat = 300
    static let cornerRadius: CGFloat = 34
    static let padding: CGFloat = 22
    static let buttonHeight: CGFloat = 48
    static let buttonSpacing: CGFloat = 8
    static let buttonFill = Color(light: Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.16),
                                  dark: Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.32))

    private func capsule(_ button: AlertButton) -> some View {
        AlertButtonLabel(button: button, size: 17)
            .frame(maxWidth: .infinity).frame(height: Self.buttonHeight)
            .background(Capsule().fill(Self.buttonFill))
    }

    var body: some View {
        let shown = buttons.isEmpty ? [AlertButton(label: AnyView(Text("OK")), role: .cancel)] : buttons
        VStack(alignment: .leading, spacing: 16) {
            VStack(alignment: .leading, spacing: 4) {
                title.font(.system(size: 17, weight: .semibold))
                if let message { message.font(.system(size: 15)) }
            }
            .multilineTextAlignment(.leading)
            .foregroundStyle(.primary)
            .frame(maxWidth: .infinity, alignment: .leading)
            if shown.count == 2 {
                HStack(spacing: Self.buttonSpacing) {
                    capsule(shown[0])
                    capsule(shown[1])
                }
            } else {
                VStack(spacing: Self.buttonSpacing) {
                    ForEach(shown.indices, id: \.self) { i in capsule(shown[i]) }
                }
            }
        }
        .padding(Self.padding)
        .frame(width: Self.width)
        .glassEffect(.regular.tint(AlertMetrics.card), in: RoundedRectangle(cornerRadius: Self.cornerRadius, style: .continuous))
    }
}
