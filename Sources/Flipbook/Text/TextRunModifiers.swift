import Foundation

// Text-returning modifiers SwiftUI adds to `Text` (so `Text("a").monospaced() + Text("b")`
// type-checks) and their `View` counterparts where SwiftUI has them.

extension Text {
    /// This text in the monospaced design of its font, as SwiftUI's `Text.monospaced(_:)`.
    public func monospaced(_ isActive: Bool = true) -> Text { isActive ? styled { $0.monospaced = true } : self }
    /// This text in a font design, as SwiftUI's `Text.fontDesign(_:)` (`nil` keeps its own).
    public func fontDesign(_ design: Font.Design?) -> Text { styled { if $0.design == nil { $0.design = design } } }
    /// This text at a font width, as SwiftUI's `Text.fontWidth(_:)` (`nil` keeps its own).
    public func fontWidth(_ width: Font.Width?) -> Text { styled { if $0.width == nil { $0.width = width } } }
    /// This text raised (positive) or lowered by `baselineOffset` points, as SwiftUI's `Text.baselineOffset(_:)`.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text {
        styled { if $0.baselineOffset == nil { $0.baselineOffset = baselineOffset.finiteOrZero } }
    }
    /// A line under this text in a pattern, as SwiftUI's `Text.underline(_:pattern:color:)`.
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> Text {
        isActive ? styled { if $0.underline == nil { $0.underline = .some(color); $0.underlinePattern = pattern } } : self
    }
    /// A line through this text in a pattern, as SwiftUI's `Text.strikethrough(_:pattern:color:)`.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> Text {
        isActive ? styled { if $0.strikethrough == nil { $0.strikethrough = .some(color); $0.strikethroughPattern = pattern } } : self
    }
    /// This text at a text scale, as SwiftUI's `Text.textScale(_:isEnabled:)`: `.secondary`
    /// draws it smaller, as iOS does for secondary text (0.8 ×, a stated estimate).
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> Text {
        guard isEnabled, scale == .secondary else { return self }
        return styled { $0.textScale = Text.Scale.secondaryFactor }
    }
    /// The language this text is typeset for, as SwiftUI's `Text.typesettingLanguage(_:isEnabled:)`.
    /// Accepted, no pixels: the bundled fonts have one set of line metrics for every language.
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> Text { self }
    /// The language this text is typeset for. Accepted, no pixels (see above).
    public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> Text { self }
    /// Whether VoiceOver speaks this text's punctuation, as SwiftUI's
    /// `Text.speechAlwaysIncludesPunctuation(_:)`. Accepted, no pixels: accessibility speech.
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Text { self }
    /// Whether VoiceOver spells this text out. Accepted, no pixels: accessibility speech.
    public func speechSpellsOutCharacters(_ value: Bool = true) -> Text { self }
    /// Whether VoiceOver raises its pitch for this text. Accepted, no pixels: accessibility speech.
    public func speechAdjustedPitch(_ value: Double) -> Text { self }
    /// Whether VoiceOver announces this text at once. Accepted, no pixels: accessibility speech.
    public func speechAnnouncementsQueued(_ value: Bool = true) -> Text { self }
    /// A custom attribute a ``TextRenderer`` reads, as SwiftUI's `Text.customAttribute(_:)`;
    /// without a renderer it changes nothing (no pixels of its own).
    public func customAttribute<T: TextAttribute>(_ value: T) -> Text {
        styled { $0.customAttributes.append(AnyTextAttribute(value)) }
    }
}

extension Text {
    /// A size class for text, as SwiftUI's `Text.Scale`.
    public struct Scale: Hashable, Sendable {
        let name: String
        /// The text's own size.
        public static let `default` = Scale(name: "default")
        /// Smaller text, for secondary content.
        public static let secondary = Scale(name: "secondary")
        /// How much smaller `.secondary` draws (an estimate: iOS does not document it).
        static let secondaryFactor: CGFloat = 0.8
    }
}

/// A language text is typeset for, as SwiftUI's `TypesettingLanguage`.
public struct TypesettingLanguage: Hashable, Sendable {
    let language: Locale.Language?
    /// The language of the text's content (the default).
    public static let automatic = TypesettingLanguage(language: nil)
    /// A given language.
    public static func explicit(_ language: Locale.Language) -> TypesettingLanguage { TypesettingLanguage(language: language) }
}

/// A value attached to a range of text for a ``TextRenderer``, as SwiftUI's `TextAttribute`.
public protocol TextAttribute: Hashable {}

/// A ``TextAttribute`` in a box, so runs stay `Equatable`.
struct AnyTextAttribute: Hashable, @unchecked Sendable {
    let value: AnyHashable
    init<T: TextAttribute>(_ value: T) { self.value = AnyHashable(value) }
}

extension View {
    /// The monospaced design for text inside, as SwiftUI's `monospaced(_:)`.
    public func monospaced(_ isActive: Bool = true) -> some View {
        modifier(TextEnvironmentModifier { if isActive { $0.textDesign = .monospaced } })
    }
    /// Text inside raised (positive) or lowered by `baselineOffset` points, as SwiftUI's `baselineOffset(_:)`.
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        modifier(TextEnvironmentModifier { $0.textBaselineOffset = baselineOffset.finiteOrZero })
    }
    /// A line under text inside, as SwiftUI's `underline(_:pattern:color:)`.
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        modifier(TextEnvironmentModifier { $0.textUnderline = isActive ? Text.LineStyle(pattern: pattern, color: color) : nil })
    }
    /// A line through text inside, as SwiftUI's `strikethrough(_:pattern:color:)`.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        modifier(TextEnvironmentModifier { $0.textStrikethrough = isActive ? Text.LineStyle(pattern: pattern, color: color) : nil })
    }
    /// Text inside at a text scale, as SwiftUI's `textScale(_:isEnabled:)` (see ``Text/textScale(_:isEnabled:)``).
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View {
        modifier(TextEnvironmentModifier { if isEnabled { $0.textScaleFactor = scale == .secondary ? Text.Scale.secondaryFactor : 1 } })
    }
    /// The language text inside is typeset for, as SwiftUI's `typesettingLanguage(_:isEnabled:)`.
    /// Accepted, no pixels: the bundled fonts have one set of line metrics for every language.
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> some View { self }
    /// The language text inside is typeset for. Accepted, no pixels.
    public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> some View { self }
}
