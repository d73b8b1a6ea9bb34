import Foundation

private struct LabelIconToTitleSpacingKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
private struct LabelReservedIconWidthKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }

extension EnvironmentValues {
    /// The space between a label's icon and its title (`nil`: the default spacing).
    public var labelIconToTitleSpacing: CGFloat? {
        get { self[LabelIconToTitleSpacingKey.self] }
        set { self[LabelIconToTitleSpacingKey.self] = newValue }
    }
    /// The width labels keep for their icon, so titles line up (`nil`: the icon's own width).
    public var labelReservedIconWidth: CGFloat? {
        get { self[LabelReservedIconWidthKey.self] }
        set { self[LabelReservedIconWidthKey.self] = newValue }
    }
}

/// The icon centred in the reserved width, when one is set.
struct ReservedIconWidth: ViewModifier {
    let width: CGFloat?
    func body(content: Content) -> some View {
        if let width { content.frame(width: max(0, width.finiteOrZero)) } else { content }
    }
}

extension View {
    /// The space between the icon and the title of labels inside (title-and-icon labels).
    public func labelIconToTitleSpacing(_ spacing: CGFloat) -> some View { environment(\.labelIconToTitleSpacing, spacing) }
    /// The width labels inside keep for their icon, so their titles line up.
    public func labelReservedIconWidth(_ width: CGFloat) -> some View { environment(\.labelReservedIconWidth, width) }
}
