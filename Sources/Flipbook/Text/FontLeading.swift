// `Font.leading(_:)`, as SwiftUI's: on iOS tight leading takes 2 points from the spacing between
// lines and loose leading adds 2 (Apple's documentation of `Font.Leading.tight`/`.loose`).

extension Font {
    /// A line spacing adjustment, as SwiftUI's `Font.Leading`.
    public enum Leading: Hashable, Sendable {
        /// The font's own line spacing.
        case standard
        /// Line spacing reduced by 2 points.
        case tight
        /// Line spacing increased by 2 points.
        case loose
    }

    /// This font with tighter or looser line spacing (`Font.body.leading(.tight)`).
    public func leading(_ leading: Font.Leading) -> Font {
        var f = self
        switch leading {
        case .standard: f.lineSpacingAdjustment = 0
        case .tight: f.lineSpacingAdjustment = -2
        case .loose: f.lineSpacingAdjustment = 2
        }
        return f
    }
}
