import Foundation
import FlipbookRaster
import FlipbookText

/// A view that shows read-only text, as SwiftUI's `Text`.
///
/// ```swift
/// Text("Count: \(n)").font(.title).bold().foregroundColor(.white)
/// Text("Hello, ") + Text("world").foregroundColor(.red)
/// ```
///
/// Layout follows SwiftUI: with no proposed width the text takes its ideal single-line
/// width; a finite width wraps it; a finite height or `lineLimit` truncates the last line
/// with "…". The size is rounded up to the pixel grid. Glyphs are drawn at the display scale
/// in the foreground style.
///
/// Concatenated texts keep their own colours; the font (family, size, weight, italic) and
/// tracking of the first piece apply to the whole text, because FlipbookText lays out one
/// font per paragraph.
nonisolated public struct Text: View, PrimitiveView, Equatable, Sendable {
    public typealias Body = Never

    /// Styling a `Text` modifier sets; `nil`/`false` fields defer to the environment.
    struct Style: Equatable {
        var font: Font?
        var weight: Font.Weight?
        var bold = false
        var italic = false
        var monospacedDigit = false
        var color: Color?
        /// From `foregroundStyle(_:)`; not comparable, so kept beside `color`.
        var shapeStyle: AnyShapeStyleBox?
        var tracking: CGFloat?
        var kerning: CGFloat?
        /// `underline(_:color:)`: `nil` none, `.some(nil)` in the text's colour.
        var underline: Color??
        var strikethrough: Color??
        /// `underline(_:pattern:color:)` / `strikethrough(_:pattern:color:)` patterns.
        var underlinePattern: Text.LineStyle.Pattern = .solid
        var strikethroughPattern: Text.LineStyle.Pattern = .solid
        /// `monospaced()` or a Markdown code span: the monospaced design.
        var monospaced = false
        var design: Font.Design?
        var width: Font.Width?
        /// Points the run is raised above the baseline (`baselineOffset(_:)`).
        var baselineOffset: CGFloat?
        /// A Markdown or attributed link: drawn in the tint.
        var link: URL?
        /// An attributed string's background colour behind the run.
        var backgroundColor: Color?
        /// `textScale(.secondary)`: the run's size factor.
        var textScale: CGFloat?
        /// `customAttribute(_:)` values, for a ``TextRenderer``.
        var customAttributes: [AnyTextAttribute] = []
    }

    struct Run: Equatable {
        var string: String
        var style = Style()
        /// Formats the characters at render time (format styles, dates, timers); `nil`:
        /// `string` as it is.
        var source: TextSource? = nil
        /// `Text(Image)`: an image drawn inline, at the text's size (`string` is U+FFFC).
        var image: Image? = nil
        /// `Text(AttributedString)`: the run's attributes, constrained by a formatting
        /// definition in the environment before drawing.
        var attributes: AttributeContainer? = nil
    }

    var runs: [Run]

    /// Text shown as given, never localised.
    public init(verbatim content: String) { runs = [Run(string: content)] }

    /// Text from a string value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { runs = [Run(string: String(content))] }

    /// Text from a literal, interpolations included (`Text("Count: \(n)")`). There are no
    /// string catalogues on Linux, so the key is shown as written, its inline Markdown drawn
    /// as SwiftUI draws it (bold, italic, `code`, ~~strikethrough~~, links in the tint); an
    /// interpolated `Text` or `Image` keeps its own styling, other values are shown verbatim.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        runs = key.textRuns
    }

    init(runs: [Run]) { self.runs = runs }

    /// All the characters of the text.
    var string: String { runs.map(\.string).joined() }

    /// Two texts one after the other, each keeping its colour.
    public static func + (lhs: Text, rhs: Text) -> Text { Text(runs: lhs.runs + rhs.runs) }

    /// Applies a style change to every run; inner (earlier) settings win, as in SwiftUI.
    func styled(_ change: (inout Style) -> Void) -> Text {
        var copy = self
        for i in copy.runs.indices { change(&copy.runs[i].style) }
        return copy
    }

    @MainActor package func makeNode(_ context: ResolveContext) -> ViewNode {
        let time = context.graph?.time ?? 0
        if runs.contains(where: { $0.source?.isLive == true }) { context.graph?.animations.timelineIsRunning = true }
        let now = TextSource.clockStart.addingTimeInterval(time)
        var text = context.environment.attributedTextFormattingDefinition.map { constrained(by: $0) } ?? self
        if !context.environment.dataDetectionTypes.isEmpty { text = text.detectingData(context.environment.dataDetectionTypes) }
        let resolved = ResolvedText(text, context.environment, now: now)
        if case .numericText(let countsDown, let value) = context.environment.contentTransition.kind,
           let rolling = NumericTextTransition.node(text, resolved: resolved, countsDown: countsDown, value: value, context) {
            return rolling
        }
        return ViewNode(identity: context.identity, behavior: TextBehavior(text: resolved), environment: context.environment)
    }
}

// MARK: Text-returning modifiers (so `Text("a").bold() + Text("b")` type-checks)

extension Text {
    /// This text in `font` unless a font was already set on it.
    public func font(_ font: Font?) -> Text { styled { if $0.font == nil { $0.font = font } } }
    /// This text at a weight.
    public func fontWeight(_ weight: Font.Weight?) -> Text { styled { if $0.weight == nil { $0.weight = weight } } }
    /// This text in bold.
    public func bold() -> Text { styled { $0.bold = true } }
    /// This text in bold when `isActive`.
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    /// This text in italic.
    public func italic() -> Text { styled { $0.italic = true } }
    /// This text in italic when `isActive`.
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    /// This text with digits of equal width (the font's tabular figures).
    public func monospacedDigit() -> Text { styled { $0.monospacedDigit = true } }
    /// This text in a colour (`nil` keeps the environment's foreground style).
    public func foregroundColor(_ color: Color?) -> Text {
        styled { if $0.color == nil && $0.shapeStyle == nil { $0.color = color } }
    }
    /// This text in a style (colour or gradient).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        styled { if $0.color == nil && $0.shapeStyle == nil { $0.shapeStyle = AnyShapeStyleBox(AnyShapeStyle(style)) } }
    }
    /// Extra points after every character (NaN or infinite: none).
    public func tracking(_ tracking: CGFloat) -> Text { styled { if $0.tracking == nil { $0.tracking = tracking.finiteOrZero } } }
    /// Extra points between characters (drawn as tracking; NaN or infinite: none).
    public func kerning(_ kerning: CGFloat) -> Text { styled { if $0.kerning == nil { $0.kerning = kerning.finiteOrZero } } }
    /// A line under this text, in `color` or the text's own colour.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        isActive ? styled { if $0.underline == nil { $0.underline = .some(color) } } : self
    }
    /// A line through this text, in `color` or the text's own colour.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        isActive ? styled { if $0.strikethrough == nil { $0.strikethrough = .some(color) } } : self
    }
}

extension Text {
    /// A case transformation for displayed text, as SwiftUI's `Text.Case`.
    public enum Case: Hashable, Sendable {
        case uppercase, lowercase
    }
}

/// An `AnyShapeStyle` in a reference box, so ``Text`` stays `Equatable` (boxes compare by identity).
final class AnyShapeStyleBox: Equatable, @unchecked Sendable {
    let style: AnyShapeStyle
    init(_ style: AnyShapeStyle) { self.style = style }
    static func == (a: AnyShapeStyleBox, b: AnyShapeStyleBox) -> Bool { a === b }
}
