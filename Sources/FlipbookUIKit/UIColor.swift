import Flipbook

/// A colour as UIKit's `UIColor`, holding a Flipbook ``Color``: fixed sRGB colours, and the
/// system colours with iOS's published light and dark values, so that `Color(.systemGray4)`
/// and `view.backgroundColor = .clear` compile and draw as on iOS.
public final class UIColor: Sendable, Hashable, CustomStringConvertible {
    /// The colour this stands for (adaptive colours keep both appearances).
    public let color: Color

    /// The colour `color` stands for.
    public init(_ color: Color) { self.color = color }

    /// An sRGB colour from components in 0…1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
    }

    /// A grey: 0 = black, 1 = white.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(Color(white: Double(white), opacity: Double(alpha)))
    }

    /// A colour with a light and a dark variant (UIKit's `UIColor { traits in … }` reduced
    /// to what it can answer: the appearance).
    public convenience init(dynamicProvider: @Sendable (UITraitCollection) -> UIColor) {
        self.init(Color(light: dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).color,
                        dark: dynamicProvider(UITraitCollection(userInterfaceStyle: .dark)).color))
    }

    /// This colour with its opacity replaced by `alpha`.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        let light = color.resolve(in: .light), dark = color.resolve(in: .dark)
        func with(_ r: Color.Resolved) -> Color {
            Color(red: Double(r.red), green: Double(r.green), blue: Double(r.blue), opacity: Double(alpha))
        }
        return UIColor(light == dark ? with(light) : Color(light: with(light), dark: with(dark)))
    }

    /// The components for an appearance.
    public func resolvedColor(with traits: UITraitCollection) -> UIColor {
        UIColor(Color(color.resolve(in: traits.userInterfaceStyle == .dark ? .dark : .light)))
    }

    public static func == (a: UIColor, b: UIColor) -> Bool { a.color == b.color }
    public func hash(into hasher: inout Hasher) { hasher.combine(color) }
    public var description: String { "UIColor(\(color.resolve(in: .light)))" }

    private static func fixed(_ hex: UInt32, _ alpha: Double = 1) -> UIColor {
        UIColor(Self.rgb(hex, alpha))
    }

    private static func adaptive(_ light: UInt32, _ lightAlpha: Double = 1, _ dark: UInt32, _ darkAlpha: Double = 1) -> UIColor {
        UIColor(Color(light: rgb(light, lightAlpha), dark: rgb(dark, darkAlpha)))
    }

    private static func rgb(_ hex: UInt32, _ alpha: Double) -> Color {
        Color(red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
              blue: Double(hex & 0xFF) / 255, opacity: alpha)
    }

    // Fixed colours (UIKit's component values).
    public static let clear = UIColor(Color.clear)
    public static let black = UIColor(white: 0, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)

    // Backgrounds (light / dark, iOS's published values).
    public static let systemBackground = adaptive(0xFFFFFF, 1, 0x000000, 1)
    public static let secondarySystemBackground = adaptive(0xF2F2F7, 1, 0x1C1C1E, 1)
    public static let tertiarySystemBackground = adaptive(0xFFFFFF, 1, 0x2C2C2E, 1)
    public static let systemGroupedBackground = adaptive(0xF2F2F7, 1, 0x000000, 1)
    public static let secondarySystemGroupedBackground = adaptive(0xFFFFFF, 1, 0x1C1C1E, 1)
    public static let tertiarySystemGroupedBackground = adaptive(0xF2F2F7, 1, 0x2C2C2E, 1)

    // Greys.
    public static let systemGray = adaptive(0x8E8E93, 1, 0x8E8E93, 1)
    public static let systemGray2 = adaptive(0xAEAEB2, 1, 0x636366, 1)
    public static let systemGray3 = adaptive(0xC7C7CC, 1, 0x48484A, 1)
    public static let systemGray4 = adaptive(0xD1D1D6, 1, 0x3A3A3C, 1)
    public static let systemGray5 = adaptive(0xE5E5EA, 1, 0x2C2C2E, 1)
    public static let systemGray6 = adaptive(0xF2F2F7, 1, 0x1C1C1E, 1)

    // Text, separators and fills.
    public static let label = adaptive(0x000000, 1, 0xFFFFFF, 1)
    public static let secondaryLabel = adaptive(0x3C3C43, 0.6, 0xEBEBF5, 0.6)
    public static let tertiaryLabel = adaptive(0x3C3C43, 0.3, 0xEBEBF5, 0.3)
    public static let quaternaryLabel = adaptive(0x3C3C43, 0.18, 0xEBEBF5, 0.16)
    public static let placeholderText = adaptive(0x3C3C43, 0.3, 0xEBEBF5, 0.3)
    public static let link = adaptive(0x007AFF, 1, 0x0984FF, 1)
    public static let separator = adaptive(0x3C3C43, 0.29, 0x545458, 0.6)
    public static let opaqueSeparator = adaptive(0xC6C6C8, 1, 0x38383A, 1)
    public static let systemFill = adaptive(0x787880, 0.2, 0x787880, 0.36)
    public static let secondarySystemFill = adaptive(0x787880, 0.16, 0x787880, 0.32)
    public static let tertiarySystemFill = adaptive(0x767680, 0.12, 0x767680, 0.24)
    public static let quaternarySystemFill = adaptive(0x747480, 0.08, 0x767680, 0.18)

    // Tints.
    public static let systemBlue = adaptive(0x007AFF, 1, 0x0A84FF, 1)
    public static let systemRed = adaptive(0xFF3B30, 1, 0xFF453A, 1)
    public static let systemGreen = adaptive(0x34C759, 1, 0x30D158, 1)
    public static let systemOrange = adaptive(0xFF9500, 1, 0xFF9F0A, 1)
    public static let systemYellow = adaptive(0xFFCC00, 1, 0xFFD60A, 1)
    public static let systemPink = adaptive(0xFF2D55, 1, 0xFF375F, 1)
    public static let systemPurple = adaptive(0xAF52DE, 1, 0xBF5AF2, 1)
    public static let systemTeal = adaptive(0x30B0C7, 1, 0x40C8E0, 1)
    public static let systemIndigo = adaptive(0x5856D6, 1, 0x5E5CE6, 1)
    public static let systemMint = adaptive(0x00C7BE, 1, 0x63E6E2, 1)
    public static let systemCyan = adaptive(0x32ADE6, 1, 0x64D2FF, 1)
    public static let systemBrown = adaptive(0xA2845E, 1, 0xAC8E68, 1)
    public static let tintColor = systemBlue
}

extension Color {
    /// The colour a `UIColor` stands for, as SwiftUI's `Color(uiColor:)`.
    public init(uiColor: UIColor) { self = uiColor.color }

    /// The colour a `UIColor` stands for, as SwiftUI's `Color(_: UIColor)`.
    public init(_ uiColor: UIColor) { self = uiColor.color }
}
