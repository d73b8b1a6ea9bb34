/// Inset-grouped (and sidebar) list sections in the iOS 26 design
/// (``EnvironmentValues/designRequiresCompatibility`` `false`): cards with much rounder
/// corners. From Apple's iOS 26 pictures (Settings, the HIG's Lists and tables page): a corner
/// radius of 26 pt (measured roughly: the corner's arc is as tall as 60 % of a 44 pt row);
/// margins, row insets and colours stay iOS 18's (estimates).
enum List26Look {
    static let cardCornerRadius: CGFloat = 26

    static func cornerRadius(_ kind: ListStyleKind, design26: Bool) -> CGFloat {
        guard design26 else { return ListMetrics.cornerRadius(kind) }
        return kind.isInsetCard ? cardCornerRadius : 0
    }
}
