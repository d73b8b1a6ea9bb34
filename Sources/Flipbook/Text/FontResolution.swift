import Foundation
import FlipbookText

// `Font.resolve(in:)` and `EnvironmentValues.fontResolutionContext`, as SwiftUI's (iOS 26): a
// font is a late-binding token; resolving it in a context (the Dynamic Type size and the
// legibility weight) gives the concrete size, weight and traits Flipbook draws it with. There
// is no Core Text on Linux, so `Font.Resolved` has no `ctFont`; every other property is the
// face FlipbookText draws.

extension Font {
    /// Information used to resolve a font, as SwiftUI's `Font.Context`: read it from
    /// ``EnvironmentValues/fontResolutionContext``.
    public struct Context: Hashable, Sendable, CustomDebugStringConvertible {
        /// The Dynamic Type size text styles are scaled to.
        var dynamicTypeSize: DynamicTypeSize
        /// Bold Text (the accessibility setting), which draws every weight heavier.
        var legibilityWeight: LegibilityWeight?

        public var debugDescription: String {
            "Font.Context(dynamicTypeSize: \(dynamicTypeSize), legibilityWeight: \(legibilityWeight.map { "\($0)" } ?? "nil"))"
        }
    }

    /// A concrete font value, as SwiftUI's `Font.Resolved`: the size, weight and traits the
    /// font is drawn with in a context.
    public struct Resolved: Hashable, Sendable {
        /// Whether the font is semibold or heavier.
        public var isBold: Bool { weight.value >= FontWeight.semibold }
        /// Whether the font is italic.
        public let isItalic: Bool
        /// Whether lowercase letters are drawn as small capitals.
        public let isLowercaseSmallCaps: Bool
        /// Whether the font is of the monospaced design.
        public let isMonospaced: Bool
        /// Whether every letter is drawn as a small capital.
        public var isSmallCaps: Bool { isLowercaseSmallCaps && isUppercaseSmallCaps }
        /// Whether capitals are drawn as small capitals.
        public let isUppercaseSmallCaps: Bool
        /// The line spacing adjustment (``Font/leading(_:)``).
        public let leading: Font.Leading
        /// The point size, after Dynamic Type scaling.
        public let pointSize: CGFloat
        /// The weight, after a text style's implied weight and Bold Text.
        public let weight: Font.Weight
        /// The width.
        public let width: Font.Width
    }

    /// This font resolved in `context`, as SwiftUI's `Font.resolve(in:)`:
    /// `Font.body.resolve(in: context).pointSize` is 17 at the default Dynamic Type size.
    public func resolve(in context: Font.Context) -> Font.Resolved {
        var environment = EnvironmentValues()
        environment.dynamicTypeSize = context.dynamicTypeSize
        environment.legibilityWeight = context.legibilityWeight
        let spec = TextSystem.spec(self, in: environment)
        let leading: Font.Leading = lineSpacingAdjustment < 0 ? .tight : lineSpacingAdjustment > 0 ? .loose : .standard
        return Resolved(isItalic: spec.isItalic, isLowercaseSmallCaps: smallCaps & 1 != 0,
                        isMonospaced: spec.design == .monospaced, isUppercaseSmallCaps: smallCaps & 2 != 0,
                        leading: leading, pointSize: CGFloat(spec.pointSize), weight: Self.weight(spec.resolvedWeight),
                        width: Font.Width(CGFloat(spec.width)))
    }

    private static func weight(_ w: FontWeight) -> Font.Weight {
        switch w {
        case .ultraLight: .ultraLight
        case .thin: .thin
        case .light: .light
        case .regular: .regular
        case .medium: .medium
        case .semibold: .semibold
        case .bold: .bold
        case .heavy: .heavy
        case .black: .black
        }
    }
}

extension EnvironmentValues {
    /// Information used to resolve a font (``Font/resolve(in:)``), as SwiftUI's
    /// `fontResolutionContext`: this environment's Dynamic Type size and legibility weight.
    public var fontResolutionContext: Font.Context {
        Font.Context(dynamicTypeSize: dynamicTypeSize, legibilityWeight: legibilityWeight)
    }
}
