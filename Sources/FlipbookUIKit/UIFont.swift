import Flipbook
import FlipbookCore
import FlipbookText

/// A font as UIKit's `UIFont`: the system font at a size and weight, a text style's font at
/// the Dynamic Type size a trait collection asks for (`.large`, body 17 pt, by default, as on
/// a simulator), or a family by name. It draws through SwiftUI's `Font(_:)` (also spelled
/// `Font(uiFont as CTFont)`, as on iOS) at its fixed size, and its metrics are those of the
/// face Flipbook draws it with, so that layout computed from `lineHeight` matches the text.
public final class UIFont: Sendable, Hashable, CustomStringConvertible {
    /// The SwiftUI font this draws as (a fixed size).
    public let font: Font
    /// The size in points.
    public let pointSize: CGFloat
    /// The family name (the system font's is iOS's, ".AppleSystemUIFont").
    public let familyName: String
    /// The font's name (the system font's as iOS reports it, e.g. ".SFUI-Semibold").
    public let fontName: String
    /// The weight the font was made with (`.regular` for a named family).
    let weight: Weight
    let isItalic: Bool
    let isMonospaced: Bool
    let hasMonospacedDigits: Bool

    /// The width the font was made with.
    let width: Width

    init(pointSize: CGFloat, weight: Weight, width: Width = .standard, italic: Bool = false, monospaced: Bool = false,
         monospacedDigits: Bool = false, family: String? = nil) {
        let size = pointSize.isFinite && pointSize > 0 ? pointSize : 0
        var font: Font
        if let family {
            font = .custom(family, size: size)
        } else {
            font = .system(size: size, weight: weight.swiftUI, design: monospaced ? .monospaced : .default)
        }
        if italic { font = font.italic() }
        if monospacedDigits { font = font.monospacedDigit() }
        if width != .standard { font = font.width(Font.Width(width.rawValue)) }
        self.font = font
        self.width = width
        self.pointSize = size
        self.weight = weight
        self.isItalic = italic
        self.isMonospaced = monospaced
        self.hasMonospacedDigits = monospacedDigits
        familyName = family ?? ".AppleSystemUIFont"
        fontName = family ?? ".SFUI-\(weight.faceName)\(italic ? "Italic" : "")"
    }

    // MARK: System fonts

    /// The system font at `fontSize` and `weight`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight)
    }

    /// The system font at a width (iOS 16): `.compressed`, `.condensed`, `.expanded` draw with
    /// SF Pro's width axis where Apple's fonts are installed, as SwiftUI's `Font.width(_:)`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight, width: Width) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight, width: width)
    }

    /// The bold system font at `fontSize`.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, weight: .bold)
    }

    /// The italic system font at `fontSize`.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, weight: .regular, italic: true)
    }

    /// The monospaced system font (SF Mono on iOS; Flipbook's monospaced design).
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight, monospaced: true)
    }

    /// The system font with digits of equal width.
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight, monospacedDigits: true)
    }

    /// The font of a text style at the text size `traitCollection` asks for (its
    /// `preferredContentSizeCategory`; `.large` when it names none, as a simulator's default):
    /// body 17 pt regular, headline 17 pt semibold, largeTitle 34 pt… as iOS's Dynamic Type
    /// tables give.
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection? = nil) -> UIFont {
        let size = traitCollection?.preferredContentSizeCategory.dynamicTypeSize ?? .large
        return UIFont(pointSize: style.swiftUI.pointSize(at: size), weight: style == .headline ? .semibold : .regular)
    }

    /// A family by name (Flipbook draws families it does not have in the system family);
    /// `nil` for an empty name, as UIKit gives for a font it does not know.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
        self.init(pointSize: fontSize, weight: .regular, family: fontName)
    }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight, width: width, italic: isItalic, monospaced: isMonospaced,
               monospacedDigits: hasMonospacedDigits, family: familyName == ".AppleSystemUIFont" ? nil : familyName)
    }

    // MARK: Metrics (of the face Flipbook draws with)

    private var resolved: ResolvedFont? { try? FontRegistry.bundled().resolve(font.spec) }

    /// Height above the baseline, in points.
    public var ascender: CGFloat { CGFloat(resolved?.ascent ?? Double(pointSize) * 0.95) }
    /// Depth below the baseline, negative as UIKit gives it.
    public var descender: CGFloat { -CGFloat(resolved?.descent ?? Double(pointSize) * 0.24) }
    /// The distance from one baseline to the next.
    public var lineHeight: CGFloat { CGFloat(resolved?.lineHeight ?? Double(pointSize) * 1.19) }
    /// The space between lines beyond ascender and descender.
    public var leading: CGFloat { max(0, lineHeight - ascender + descender) }
    /// The height of capital letters.
    public var capHeight: CGFloat { CGFloat(resolved?.capHeight ?? Double(pointSize) * 0.7) }
    /// The height of lowercase letters.
    public var xHeight: CGFloat { CGFloat(resolved?.xHeight ?? Double(pointSize) * 0.52) }

    public static func == (a: UIFont, b: UIFont) -> Bool { a.font == b.font && a.pointSize == b.pointSize }
    public func hash(into hasher: inout Hasher) { hasher.combine(font); hasher.combine(pointSize) }
    public var description: String { "UIFont(\(fontName) \(pointSize) pt)" }
}

extension UIFont {
    /// A text style, as UIKit's `UIFont.TextStyle` (`.title1` is SwiftUI's `.title`,
    /// `.caption1` its `.caption`).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// SwiftUI's text style of the same size (body for a style UIKit does not name).
        var swiftUI: Font.TextStyle {
            switch self {
            case .largeTitle: .largeTitle
            case .title1: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .callout: .callout
            case .footnote: .footnote
            case .caption1: .caption
            case .caption2: .caption2
            default: .body
            }
        }
    }

    /// A weight, as UIKit's `UIFont.Weight` (its raw values: −0.8 ultraLight … 0.62 black).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)

        /// The nearest named weight, as SwiftUI's `Font.Weight`.
        var swiftUI: Font.Weight { nearest.1 }
        var faceName: String { nearest.0 }

        private var nearest: (String, Font.Weight) {
            let named: [(CGFloat, String, Font.Weight)] = [
                (-0.8, "Ultralight", .ultraLight), (-0.6, "Thin", .thin), (-0.4, "Light", .light),
                (0, "Regular", .regular), (0.23, "Medium", .medium), (0.3, "Semibold", .semibold),
                (0.4, "Bold", .bold), (0.56, "Heavy", .heavy), (0.62, "Black", .black),
            ]
            let best = named.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }!
            return (best.1, best.2)
        }
    }
}

extension UIFont {
    /// A width, as UIKit's `UIFont.Width` (iOS 16; the raw values are SwiftUI's `Font.Width`).
    public struct Width: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)
    }
}

/// Core Text's font type, as UIKit code reaches it: on iOS a `UIFont` is a `CTFont` (toll-free
/// bridged), so `Font(uiFont as CTFont)` is how SwiftUI code turns one into a `Font`.
public typealias CTFont = UIFont

extension Font {
    /// A UIKit font as a SwiftUI font, as SwiftUI's `Font(_: CTFont)`: its family, weight
    /// and fixed size.
    public init(_ font: CTFont) {
        self = font.font
    }
}
