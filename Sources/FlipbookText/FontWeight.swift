/// A font weight as SwiftUI names them, with the CSS/OpenType weight class each stands for.
///
/// SwiftUI's nine weights land on Inter's nine static designs one to one:
/// ultraLight → Thin (100), thin → ExtraLight (200), light → Light (300), regular → Regular
/// (400), medium → Medium (500), semibold → SemiBold (600), bold → Bold (700), heavy →
/// ExtraBold (800), black → Black (900). Faces without every weight (Noto Sans CJK here has
/// 400 and 700) take the nearest available one.
public enum FontWeight: Int, CaseIterable, Hashable, Sendable, Comparable, CustomStringConvertible {
    case ultraLight = 100
    case thin = 200
    case light = 300
    case regular = 400
    case medium = 500
    case semibold = 600
    case bold = 700
    case heavy = 800
    case black = 900

    /// The OpenType `usWeightClass` this weight asks for.
    @inlinable public var weightClass: Int { rawValue }

    public static func < (a: FontWeight, b: FontWeight) -> Bool { a.rawValue < b.rawValue }

    public var description: String {
        switch self {
        case .ultraLight: "ultraLight"
        case .thin: "thin"
        case .light: "light"
        case .regular: "regular"
        case .medium: "medium"
        case .semibold: "semibold"
        case .bold: "bold"
        case .heavy: "heavy"
        case .black: "black"
        }
    }
}
