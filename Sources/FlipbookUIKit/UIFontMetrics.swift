import Flipbook

/// Dynamic Type scaling for custom fonts and sizes, as UIKit's `UIFontMetrics`: a value is
/// scaled by the ratio of the text style's size at the asked-for text size to its size at
/// `.large` (so at the simulator's default, `.large`, nothing changes).
public struct UIFontMetrics: Sendable {
    let style: UIFont.TextStyle

    /// The metrics of a text style.
    public init(forTextStyle textStyle: UIFont.TextStyle) { style = textStyle }

    /// The body style's metrics.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    func factor(_ traits: UITraitCollection?) -> CGFloat {
        let size = traits?.preferredContentSizeCategory.dynamicTypeSize ?? .large
        let s = style.swiftUI
        return s.pointSize(at: size) / s.pointSize(at: .large)
    }

    /// `font` at the size the default text size (`.large`) gives.
    public func scaledFont(for font: UIFont) -> UIFont { scaledFont(for: font, compatibleWith: nil) }

    /// `font` scaled for `traitCollection`'s text size.
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        font.withSize(font.pointSize * factor(traitCollection))
    }

    /// `font` scaled, but not beyond `maximumPointSize`.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection? = nil) -> UIFont {
        font.withSize(min(font.pointSize * factor(traitCollection), maximumPointSize))
    }

    /// A length (a padding, an icon's side) scaled as the style's text.
    public func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

    /// A length scaled for `traitCollection`'s text size.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * factor(traitCollection)
    }
}
