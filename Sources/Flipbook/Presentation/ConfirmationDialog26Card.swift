/// A confirmation dialog (action sheet) in the iOS 26 design
/// (``EnvironmentValues/designRequiresCompatibility`` `false`): one Liquid Glass card floating
/// near the screen's foot, in place of iOS 18's two solid cards (the actions, then Cancel)
/// with hairline-separated 57 pt rows.
///
/// From Apple's iOS 26 pictures (the HIG's Action sheets page; Photos' and Mail's delete
/// dialogs): a single glass card whose rounded corners follow the screen's, the same gap to the
/// screen on the sides and below (as a sheet at a partial detent: ``Sheet26Look``); the title
/// and message centred above the actions; each action a full-width capsule (as the iOS 26
/// alert's buttons); Cancel the last capsule, in the same card. Estimated: 8 pt gap and 38 pt
/// corners (``Sheet26Look``), 16 pt padding, 50 pt capsules 8 pt apart in the alert's button
/// fill, 17 pt labels (the cancel one semibold, a destructive one red), the title 13 pt
/// semibold and the message 13 pt in the secondary colour; the glass tinted with the alert's
/// colour (72 %) for legibility, as ``Alert26Card``.
struct ConfirmationDialog26Card: View {
    let title: Text?
    let message: AnyView?
    let buttons: [AlertButton]

    static let padding: CGFloat = 16
    static let buttonHeight: CGFloat = 50
    static let buttonSpacing: CGFloat = 8

    var body: some View {
        let cancel = buttons.first { $0.role == .cancel } ?? AlertButton(label: AnyView(Text("Cancel")), role: .cancel)
        let shown = buttons.filter { $0.role != .cancel } + [cancel]
        VStack(spacing: Self.buttonSpacing) {
            if title != nil || message != nil {
                VStack(spacing: 2) {
                    if let title { title.font(.system(size: 13, weight: .semibold)) }
                    if let message { message.font(.system(size: 13)) }
                }
                .foregroundStyle(.secondary).multilineTextAlignment(.center)
                .padding(.horizontal, 8).padding(.top, 4).padding(.bottom, 6)
                .frame(maxWidth: .infinity)
            }
            ForEach(shown.indices, id: \.self) { i in
                AlertButtonLabel(button: shown[i], size: 17)
                    .frame(maxWidth: .infinity).frame(height: Self.buttonHeight)
                    .background(Capsule().fill(Alert26Card.buttonFill))
            }
        }
        .padding(Self.padding)
        .glassEffect(.regular.tint(AlertMetrics.card), in: RoundedRectangle(cornerRadius: Sheet26Look.cornerRadius, style: .continuous))
        .padding(.horizontal, Sheet26Look.floatingInset)
    }
}
