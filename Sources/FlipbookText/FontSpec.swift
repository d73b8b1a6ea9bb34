/// A font as SwiftUI spells it: a text style or an explicit size, with weight, design,
/// `bold()` and `italic()` modifiers. A plain value; the view layer's `Font` maps onto it.
///
/// ```swift
/// FontSpec.body.bold().resolved()          // Inter Bold 17 pt
/// FontSpec.system(size: 40, weight: .black) // Inter Black 40 pt
/// ```
public struct FontSpec: Hashable, Sendable, CustomStringConvertible {
    public enum Size: Hashable, Sendable {
        case style(TextStyle)
        case points(Double)
    }

    public var size: Size
    /// An explicit weight; `nil` keeps the style's own (semibold for headline, else regular).
    public var weight: FontWeight?
    public var design: FontDesign
    public var isItalic: Bool
    /// A custom family (`Font.custom(_:size:)`); `nil` is the system family of ``design``.
    public var family: String?
    /// `Font.monospacedDigit()`: digits of equal width (the face's tabular figures).
    public var usesMonospacedDigits: Bool = false
    /// `Font.width(_:)`: SwiftUI's `Font.Width` value (0 standard).
    public var width: Double = 0

    public init(size: Size, weight: FontWeight? = nil, design: FontDesign = .default, italic: Bool = false, family: String? = nil) {
        self.size = size
        self.weight = weight
        self.design = design
        self.isItalic = italic
        self.family = family
    }

    /// `Font.system(_:design:weight:)`.
    public static func system(_ style: TextStyle, design: FontDesign = .default, weight: FontWeight? = nil) -> FontSpec {
        FontSpec(size: .style(style), weight: weight, design: design)
    }
    /// `Font.system(size:weight:design:)`.
    public static func system(size: Double, weight: FontWeight = .regular, design: FontDesign = .default) -> FontSpec {
        FontSpec(size: .points(size), weight: weight, design: design)
    }
    /// `Font.custom(_:size:)`.
    public static func custom(_ family: String, size: Double) -> FontSpec {
        FontSpec(size: .points(size), family: family)
    }

    public static let largeTitle = system(.largeTitle)
    public static let title = system(.title)
    public static let title2 = system(.title2)
    public static let title3 = system(.title3)
    public static let headline = system(.headline)
    public static let subheadline = system(.subheadline)
    public static let body = system(.body)
    public static let callout = system(.callout)
    public static let footnote = system(.footnote)
    public static let caption = system(.caption)
    public static let caption2 = system(.caption2)

    /// `Font.bold()`: weight bold.
    public func bold() -> FontSpec { weight(.bold) }
    /// `Font.italic()`.
    public func italic() -> FontSpec { var f = self; f.isItalic = true; return f }
    /// `Font.monospacedDigit()`.
    public func monospacedDigit() -> FontSpec { var f = self; f.usesMonospacedDigits = true; return f }
    /// `Font.width(_:)`: −0.3 compressed, −0.2 condensed, 0 standard, 0.2 expanded.
    public func width(_ w: Double) -> FontSpec { var f = self; f.width = w; return f }
    /// `Font.weight(_:)`.
    public func weight(_ w: FontWeight) -> FontSpec { var f = self; f.weight = w; return f }

    /// The point size.
    public var pointSize: Double {
        switch size {
        case .style(let s): s.pointSize
        case .points(let p): p
        }
    }

    /// The effective weight.
    public var resolvedWeight: FontWeight {
        if let weight { return weight }
        if case .style(let s) = size { return s.weight }
        return .regular
    }

    /// The concrete request for the registry.
    public func resolved() -> FontDescriptor {
        var d = FontDescriptor(family: family ?? design.family, weight: family == nil ? design.faceWeight(for: resolvedWeight) : resolvedWeight,
                               italic: isItalic, size: pointSize,
                               monospacedDigits: usesMonospacedDigits)
        d.width = width
        return d
    }

    public var description: String {
        switch size {
        case .style(let s): ".\(s.rawValue)\(weight.map { " weight \($0)" } ?? "")\(isItalic ? " italic" : "")"
        case .points(let p): ".system(size: \(p), weight: \(resolvedWeight))\(isItalic ? " italic" : "")"
        }
    }
}
