import FlipbookText

/// A font, as SwiftUI's `Font`: a text style (`.body`, `.title`…) or an explicit size, with
/// weight, design, bold and italic. Text and symbols read it from the environment
/// (``View/font(_:)``); the default is `.body`.
///
/// Flipbook draws the system font with the bundled Inter, CJK with Noto Sans CJK, and
/// symbols with Material Icons (see FlipbookText).
public struct Font: Hashable, Sendable {
    package var spec: FontSpec
    /// `custom(_:size:relativeTo:)`: the text style whose Dynamic Type scaling the size follows.
    package var relativeStyle: Font.TextStyle?
    /// `leading(_:)`: points added to (or, negative, taken from) the spacing between lines.
    package var lineSpacingAdjustment: CGFloat = 0
    /// `smallCaps()` and its forms: 1 lowercase letters, 2 capitals, 3 both, as small capitals.
    package var smallCaps: UInt8 = 0

    init(spec: FontSpec, relativeStyle: Font.TextStyle? = nil) {
        self.spec = spec
        self.relativeStyle = relativeStyle
    }

    /// This font with another spec, keeping how it scales.
    func with(_ spec: FontSpec) -> Font {
        var f = self
        f.spec = spec
        return f
    }

    // MARK: Text styles (iOS sizes at the default Large content size)

    public static let largeTitle = Font(spec: .largeTitle)
    public static let title = Font(spec: .title)
    public static let title2 = Font(spec: .title2)
    public static let title3 = Font(spec: .title3)
    public static let headline = Font(spec: .headline)
    public static let subheadline = Font(spec: .subheadline)
    public static let body = Font(spec: .body)
    public static let callout = Font(spec: .callout)
    public static let footnote = Font(spec: .footnote)
    public static let caption = Font(spec: .caption)
    public static let caption2 = Font(spec: .caption2)

    // MARK: Constructors

    /// The system font at a fixed size. A NaN or infinite size is 0: the text draws nothing.
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
        var spec = FontSpec.system(size: Double(size.finiteOrZero), weight: weight?.value ?? .regular, design: (design ?? .default).value)
        if weight == nil { spec.weight = nil }
        return Font(spec: spec)
    }

    /// The system font for a text style.
    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font {
        Font(spec: .system(style.value, design: (design ?? .default).value, weight: weight?.value))
    }

    /// A font family by name at a fixed size. Families Flipbook does not have fall back to the
    /// system family when drawn. A NaN or infinite size is 0: the text draws nothing.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(spec: .custom(name, size: Double(size.finiteOrZero)))
    }

    /// A font family by name at `size` at the default Dynamic Type size, scaled with the
    /// environment's ``EnvironmentValues/dynamicTypeSize`` as `textStyle` scales.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font {
        Font(spec: custom(name, size: size).spec, relativeStyle: textStyle)
    }

    /// A font family by name at a size that does not scale.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        custom(name, size: fixedSize)
    }

    // MARK: Modifiers

    /// The font in bold.
    public func bold() -> Font { with(spec.bold()) }
    /// The font in italic (slanted when the family has no italic face).
    public func italic() -> Font { with(spec.italic()) }
    /// The font at a weight.
    public func weight(_ weight: Font.Weight) -> Font { with(spec.weight(weight.value)) }
    /// The font with a design: `.rounded`, `.serif` and `.monospaced` draw with the bundled
    /// faces closest to SF Pro Rounded, New York and SF Mono (Quicksand, Noto Serif,
    /// JetBrains Mono). A custom font keeps its family.
    public func design(_ design: Font.Design) -> Font { var s = spec; s.design = design.value; return with(s) }
    /// A monospaced design of the font (see ``design(_:)``).
    public func monospaced() -> Font { design(.monospaced) }
    /// The font at a width: the `wdth` axis of Apple's SF Pro when it is installed
    /// (`AppleFonts`); the bundled faces have one width and ignore it.
    public func width(_ width: Font.Width) -> Font { with(spec.width(Double(width.value.finiteOrZero))) }
    /// The font with digits of equal width (its tabular figures), so counters and clocks do
    /// not jiggle as they change.
    public func monospacedDigit() -> Font { with(spec.monospacedDigit()) }

    /// The point size this font draws at.
    public var pointSize: CGFloat { CGFloat(spec.pointSize) }
}

extension Font {
    /// A font weight, as SwiftUI's `Font.Weight`.
    public struct Weight: Hashable, Sendable {
        package let value: FontWeight
        public static let ultraLight = Weight(value: .ultraLight)
        public static let thin = Weight(value: .thin)
        public static let light = Weight(value: .light)
        public static let regular = Weight(value: .regular)
        public static let medium = Weight(value: .medium)
        public static let semibold = Weight(value: .semibold)
        public static let bold = Weight(value: .bold)
        public static let heavy = Weight(value: .heavy)
        public static let black = Weight(value: .black)
    }

    /// A font width, as SwiftUI's `Font.Width`: −0.3 compressed … 0.2 expanded.
    public struct Width: Hashable, Sendable {
        public var value: CGFloat
        public init(_ value: CGFloat) { self.value = value }
        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)
    }

    /// A font design, as SwiftUI's `Font.Design`.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced

        package var value: FontDesign {
            switch self {
            case .default: .default
            case .serif: .serif
            case .rounded: .rounded
            case .monospaced: .monospaced
            }
        }
    }

    /// A dynamic-type text style, as SwiftUI's `Font.TextStyle`.
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        package var value: FlipbookText.TextStyle {
            switch self {
            case .largeTitle: .largeTitle
            case .title: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .body: .body
            case .callout: .callout
            case .footnote: .footnote
            case .caption: .caption
            case .caption2: .caption2
            }
        }
    }
}
