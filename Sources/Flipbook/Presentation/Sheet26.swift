/// Sheets in the iOS 26 design (``EnvironmentValues/designRequiresCompatibility`` `false`):
/// rounder corners, and at a partial detent (`.medium`, a fraction, a height) the card floats
/// inset from the screen's sides and foot with all four corners rounded; at `.large` it spans
/// the width as in iOS 18. From Apple's iOS 26 pictures (the HIG's Sheets page, Maps, Find My):
/// the floating card at partial detents and its rounded foot (measured: the gap to the screen's
/// edge is the same on the sides and below); estimated: 8 pt inset, 38 pt corners (nearly
/// concentric with the iPhone's ~55 pt screen corners at that inset). A
/// `presentationCornerRadius(_:)` is kept in either design.
///
/// The background: Liquid Glass while the sheet rests at a partial detent (Apple's "Adopting
/// Liquid Glass": partial-height sheets are inset with glass; at full height the sheet becomes
/// opaque), iOS 18's solid colour at `.large`; a `presentationBackground(_:)` wins in either.
/// The glass is tinted with the sheet's iOS 18 colour (72 %) so its content stays legible.
enum Sheet26Look {
    static let cornerRadius: CGFloat = 38
    static let floatingInset: CGFloat = 8

    /// The sheet's background is glass: iOS 26, a sheet (not a cover) resting at a partial detent.
    static func isGlass(design26: Bool, fullScreen: Bool, detents: [PresentationDetent]) -> Bool {
        design26 && !fullScreen && !detents.allSatisfy { $0.kind == .large }
    }
}
