/// Sheets in the iOS 26 design (``EnvironmentValues/designRequiresCompatibility`` `false`):
/// rounder corners, and at a partial detent (`.medium`, a fraction, a height) the card floats
/// inset from the screen's sides and foot with all four corners rounded; at `.large` it spans
/// the width as in iOS 18. From Apple's iOS 26 pictures (the HIG's Sheets page, Maps, Find My):
/// the floating card at partial detents and its rounded foot (measured: the gap to the screen's
/// edge is the same on the sides and below); estimated: 8 pt inset, 38 pt corners (nearly
/// concentric with the iPhone's ~55 pt screen corners at that inset). A
/// `presentationCornerRadius(_:)` is kept in either design.
enum Sheet26Look {
    static let cornerRadius: CGFloat = 38
    static let floatingInset: CGFloat = 8
}
