/// SwiftUI's `Font.Design`, each drawn with the bundled open face closest to Apple's:
/// `.default` Inter (SF Pro), `.rounded` Quicksand (SF Pro Rounded), `.serif` Noto Serif
/// (New York), `.monospaced` JetBrains Mono (SF Mono). Fonts/README.md says how they were
/// chosen.
public enum FontDesign: String, CaseIterable, Hashable, Sendable {
    case `default`, serif, rounded, monospaced

    /// The family (as the font names itself) that draws this design.
    public var family: String {
        switch self {
        case .default: FontDescriptor.systemFamily
        case .rounded: "Quicksand"
        case .serif: "Noto Serif"
        case .monospaced: "JetBrains Mono"
        }
    }

    /// The weight to ask this design's family for, so its strokes match SF's at `weight`.
    /// Quicksand's instances run a step lighter than SF Pro Rounded's: the stem of "l" is
    /// 0.060 em in Quicksand Regular and 0.095 em in its Medium, against 0.084 em in Inter
    /// Regular (SF Pro's stand-in), so rounded asks one weight heavier (regular → Medium,
    /// medium → Bold). Noto Serif and JetBrains Mono match at their nominal weights.
    public func faceWeight(for weight: FontWeight) -> FontWeight {
        guard self == .rounded else { return weight }
        return FontWeight(rawValue: min(900, weight.rawValue + 100)) ?? weight
    }
}
