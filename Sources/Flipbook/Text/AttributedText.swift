import Foundation

// `Text(AttributedString)` and SwiftUI's attribute scope, as SwiftUI declares them: on iOS
// `AttributeScopes.SwiftUIAttributes` (font, foregroundColor, backgroundColor, underlineStyle,
// strikethroughStyle, kern, tracking, baselineOffset) lives in SwiftUI; Linux's Foundation has
// none of it, nor `inlinePresentationIntent`, so both are declared here and
// `attributed.foregroundColor = .red` compiles as on iOS.

extension AttributeScopes {
    /// SwiftUI's attributes, as `AttributeScopes.SwiftUIAttributes`.
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }

    /// The attributes `Text` draws, as SwiftUI's `AttributeScopes.SwiftUIAttributes`.
    public struct SwiftUIAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let kern: KerningAttribute
        public let tracking: TrackingAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let inlinePresentationIntent: InlinePresentationIntentAttribute
        public let foundation: FoundationAttributes

        public enum FontAttribute: AttributedStringKey { public typealias Value = Font; public static let name = "SwiftUI.Font" }
        public enum ForegroundColorAttribute: AttributedStringKey { public typealias Value = Color; public static let name = "SwiftUI.ForegroundColor" }
        public enum BackgroundColorAttribute: AttributedStringKey { public typealias Value = Color; public static let name = "SwiftUI.BackgroundColor" }
        public enum StrikethroughStyleAttribute: AttributedStringKey { public typealias Value = Text.LineStyle; public static let name = "SwiftUI.StrikethroughStyle" }
        public enum UnderlineStyleAttribute: AttributedStringKey { public typealias Value = Text.LineStyle; public static let name = "SwiftUI.UnderlineStyle" }
        public enum KerningAttribute: AttributedStringKey { public typealias Value = CGFloat; public static let name = "SwiftUI.Kern" }
        public enum TrackingAttribute: AttributedStringKey { public typealias Value = CGFloat; public static let name = "SwiftUI.Tracking" }
        public enum BaselineOffsetAttribute: AttributedStringKey { public typealias Value = CGFloat; public static let name = "SwiftUI.BaselineOffset" }
        /// Foundation's `inlinePresentationIntent` (Markdown emphasis), missing from Linux's Foundation.
        public enum InlinePresentationIntentAttribute: AttributedStringKey {
            public typealias Value = InlinePresentationIntent
            public static let name = "NSInlinePresentationIntent"
        }
    }
}

extension AttributeDynamicLookup {
    /// `attributed.font`, `.foregroundColor`… as on iOS.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}

/// Inline Markdown emphasis of a run, as Foundation's `InlinePresentationIntent`.
public struct InlinePresentationIntent: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
    public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
    public static let code = InlinePresentationIntent(rawValue: 1 << 2)
    public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
    public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
    public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
    public static let inlineHTML = InlinePresentationIntent(rawValue: 1 << 8)
    public static let blockHTML = InlinePresentationIntent(rawValue: 1 << 9)
}

extension Text {
    /// A line under or through text, as SwiftUI's `Text.LineStyle`.
    public struct LineStyle: Hashable, Sendable {
        /// How the line is drawn, as SwiftUI's `Text.LineStyle.Pattern`.
        public enum Pattern: Hashable, Sendable { case solid, dot, dash, dashDot, dashDotDot }
        public let pattern: Pattern
        public let color: Color?
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }
        /// A solid line in the text's colour.
        public static let single = LineStyle()
    }

    /// A text showing an attributed string with its SwiftUI attributes, as SwiftUI's
    /// `Text(_:)` for `AttributedString`: each run's font, foreground and background colour,
    /// underline and strikethrough, kerning, tracking, baseline offset, link (drawn in the tint)
    /// and Markdown emphasis (bold, italic, code, strikethrough).
    ///
    /// Disfavoured because Linux's `AttributedString` is `ExpressibleByStringLiteral`: a
    /// literal `Text("…")` stays a `LocalizedStringKey`, as on iOS.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        var runs: [Run] = []
        for run in attributedContent.runs {
            var r = Run(string: String(attributedContent[run.range].characters), style: Self.style(run.attributes))
            r.attributes = run.attributes
            runs.append(r)
        }
        self.init(runs: runs.isEmpty ? [Run(string: "")] : runs)
    }

    /// The style an attributed run's SwiftUI attributes give it.
    static func style(_ attributes: AttributeContainer) -> Style {
        typealias A = AttributeScopes.SwiftUIAttributes
        var s = Style()
        s.font = attributes[A.FontAttribute.self]
        s.color = attributes[A.ForegroundColorAttribute.self]
        s.backgroundColor = attributes[A.BackgroundColorAttribute.self]
        if let u = attributes[A.UnderlineStyleAttribute.self] { s.underline = .some(u.color); s.underlinePattern = u.pattern }
        if let t = attributes[A.StrikethroughStyleAttribute.self] { s.strikethrough = .some(t.color); s.strikethroughPattern = t.pattern }
        s.kerning = attributes[A.KerningAttribute.self]
        s.tracking = attributes[A.TrackingAttribute.self]
        s.baselineOffset = attributes[A.BaselineOffsetAttribute.self]
        s.link = attributes[AttributeScopes.FoundationAttributes.LinkAttribute.self]
        if let intent = attributes[A.InlinePresentationIntentAttribute.self] {
            if intent.contains(.stronglyEmphasized) { s.bold = true }
            if intent.contains(.emphasized) { s.italic = true }
            if intent.contains(.code) { s.monospaced = true }
            if intent.contains(.strikethrough) && s.strikethrough == nil { s.strikethrough = .some(nil) }
        }
        return s
    }

    /// This text with its attributed runs constrained by a formatting definition
    /// (``View/attributedTextFormattingDefinition(_:)``): each run's attributes are
    /// constrained and the styling they gave is replaced by the constrained attributes'.
    func constrained(by definition: AttributedTextDefinitionBox) -> Text {
        var copy = self
        for i in copy.runs.indices {
            guard let attributes = copy.runs[i].attributes else { continue }
            var constrained = attributes
            definition.apply(&constrained)
            guard constrained != attributes else { continue }
            copy.runs[i].style.replace(Self.style(attributes), with: Self.style(constrained))
            copy.runs[i].attributes = constrained
        }
        return copy
    }

    /// An image drawn inline in a text run, as SwiftUI's `Text(_:)` for `Image`: a symbol at
    /// the text's size and weight on its line, in the run's colour (`Text(Image(systemName:
    /// "star.fill")) + Text(" Favourites")`).
    public init(_ image: Image) {
        self.init(runs: [Run(string: "\u{FFFC}", image: image)])
    }
}

extension Text.Style {
    /// Replaces the fields an attributed run's old attributes set (`old`) with those its new
    /// ones set (`new`); fields neither set keep what modifiers gave them.
    mutating func replace(_ old: Text.Style, with new: Text.Style) {
        if old.font != nil || new.font != nil { font = new.font }
        if old.color != nil || new.color != nil { color = new.color }
        if old.backgroundColor != nil || new.backgroundColor != nil { backgroundColor = new.backgroundColor }
        if old.underline != nil || new.underline != nil { underline = new.underline; underlinePattern = new.underlinePattern }
        if old.strikethrough != nil || new.strikethrough != nil {
            strikethrough = new.strikethrough
            strikethroughPattern = new.strikethroughPattern
        }
        if old.kerning != nil || new.kerning != nil { kerning = new.kerning }
        if old.tracking != nil || new.tracking != nil { tracking = new.tracking }
        if old.baselineOffset != nil || new.baselineOffset != nil { baselineOffset = new.baselineOffset }
        if old.link != nil || new.link != nil { link = new.link }
        if old.bold != new.bold { bold = new.bold }
        if old.italic != new.italic { italic = new.italic }
        if old.monospaced != new.monospaced { monospaced = new.monospaced }
    }
}
