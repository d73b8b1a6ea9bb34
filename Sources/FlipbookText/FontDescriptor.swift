/// A concrete font request: family, weight, italic and size in points. What ``FontSpec``
/// resolves to, and what ``FontRegistry`` matches against its faces.
public struct FontDescriptor: Hashable, Sendable, CustomStringConvertible {
    /// Family name as the font names itself (FreeType's family name), e.g. "Inter".
    public var family: String
    public var weight: FontWeight
    public var italic: Bool
    /// Size in points (the em size); device pixels = points × scale.
    public var size: Double
    /// Shape digits with the face's tabular figures (OpenType `tnum`).
    public var monospacedDigits: Bool
    /// SwiftUI's `Font.Width` value (0 standard, −0.2 condensed, 0.2 expanded): the `wdth`
    /// axis of a variable face that has one (Apple's SF Pro); other faces ignore it.
    public var width: Double = 0

    /// The family SwiftUI's system font maps onto.
    public static let systemFamily = "Inter"

    public init(family: String = FontDescriptor.systemFamily, weight: FontWeight = .regular, italic: Bool = false, size: Double,
                monospacedDigits: Bool = false) {
        self.family = family
        self.weight = weight
        self.italic = italic
        self.size = size
        self.monospacedDigits = monospacedDigits
    }

    public var description: String {
        "\(family) \(weight)\(italic ? " italic" : "") \(size)pt\(monospacedDigits ? " tnum" : "")\(width != 0 ? " width \(width)" : "")"
    }
}
