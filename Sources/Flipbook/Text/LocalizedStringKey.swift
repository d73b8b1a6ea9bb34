import Foundation

/// The key a string literal becomes in `Text("…")`, as SwiftUI's `LocalizedStringKey`.
/// Linux has no string catalogues, so the key is the text shown: its literal parts with their
/// inline Markdown, and each interpolated value as a piece of its own — a `Text` or `Image`
/// with its styling, a value through a format style in the environment's locale, anything else
/// as `String(describing:)` (`Text("Count: \(n)")`). Interpolated values are not read as
/// Markdown, as in SwiftUI (they are arguments of the localised format).
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The text the key shows, every interpolation as plain characters.
    let string: String
    /// The literal parts, each interpolation replaced by ``argumentMark``.
    let format: String
    /// The interpolated pieces, in order.
    let arguments: [Text]

    /// Stands for an interpolated argument in ``format`` (U+FFFC OBJECT REPLACEMENT CHARACTER).
    static let argumentMark: Character = "\u{FFFC}"

    public init(_ value: String) { string = value; format = value; arguments = [] }
    public init(stringLiteral value: String) { self.init(value) }
    public init(stringInterpolation: StringInterpolation) {
        string = stringInterpolation.plain
        format = stringInterpolation.format
        arguments = stringInterpolation.arguments
    }

    public static func == (a: LocalizedStringKey, b: LocalizedStringKey) -> Bool {
        a.string == b.string && a.format == b.format
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(format); hasher.combine(string) }

    /// Builds the text of an interpolated literal.
    public struct StringInterpolation: StringInterpolationProtocol {
        /// The key's plain text so far.
        var plain = ""
        var format = ""
        var arguments: [Text] = []

        /// The plain text; text appended to it directly (`output += s` in an extension) becomes
        /// a verbatim argument, so no interpolation can go missing from the drawn runs.
        var output: String {
            get { plain }
            set {
                if newValue.hasPrefix(plain) { appendArgument(String(newValue.dropFirst(plain.count))) }
                else { plain = newValue; format = newValue; arguments = [] }
            }
        }

        public init(literalCapacity: Int, interpolationCount: Int) {
            plain.reserveCapacity(literalCapacity + 8 * interpolationCount)
        }
        public mutating func appendLiteral(_ literal: String) { plain += literal; format += literal }
        /// An argument shown as `text` reads, keeping its styling.
        mutating func appendArgument(_ text: Text) {
            plain += text.string
            format.append(LocalizedStringKey.argumentMark)
            arguments.append(text)
        }
        /// An argument shown verbatim.
        mutating func appendArgument(_ string: String) { appendArgument(Text(verbatim: string)) }

        public mutating func appendInterpolation<T>(_ value: T) { appendArgument(String(describing: value)) }
        public mutating func appendInterpolation(_ string: String) { appendArgument(string) }
        /// A number formatted with a printf-style specifier (`"\(value, specifier: "%.1f")"`).
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            appendArgument(String(format: specifier, value))
        }
        /// A value formatted with a format style (`"\(date, format: .dateTime.year())"`), in
        /// the environment's locale, calendar and time zone as `Text(_:format:)`.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            let box = FormatInputBox(input)
            appendArgument(Text(source: TextSource { environment, _ in
                FormatEnvironment.adjust(format, to: environment).format(box.value)
            }))
        }
        /// A `Text` inside a key, with its styling (`"Tap \(Text("here").bold())"`).
        public mutating func appendInterpolation(_ text: Text) { appendArgument(text) }
        /// An image inside a key, drawn inline as `Text(Image)` (`"\(Image(systemName: "star")) Favourites"`).
        public mutating func appendInterpolation(_ image: Image) { appendArgument(Text(image)) }
        /// An attributed string inside a key, with its attributes.
        public mutating func appendInterpolation(_ attributedString: AttributedString) { appendArgument(Text(attributedString)) }
        /// A date in a `Text.DateStyle` (`"Due \(date, style: .date)"`).
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) { appendArgument(Text(date, style: style)) }
        /// A date range (`"\(start...end)"`).
        public mutating func appendInterpolation(_ dates: ClosedRange<Date>) { appendArgument(Text(dates)) }
        /// A date interval.
        public mutating func appendInterpolation(_ interval: DateInterval) { appendArgument(Text(interval)) }
        /// A timer (`"\(timerInterval: start...end, countsDown: true)"`).
        public mutating func appendInterpolation(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil,
                                                 countsDown: Bool = true, showsHours: Bool = true) {
            appendArgument(Text(timerInterval: timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours))
        }
        /// A localised string resource.
        public mutating func appendInterpolation(_ resource: LocalizedStringResource) { appendArgument(resource.defaultValue.text) }
        /// A value through a Foundation `Formatter`.
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
            appendArgument(formatter.string(for: subject) ?? "")
        }
        /// An object through a Foundation `Formatter`.
        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
            appendArgument(formatter.string(for: subject) ?? "")
        }
    }

    /// The runs `Text(key)` shows: the format's Markdown spans, each argument mark replaced by
    /// the argument's runs (the argument's own styling first, then the span's).
    var textRuns: [Text.Run] {
        var runs: [Text.Run] = []
        var next = 0
        for span in InlineMarkdown.parse(format) {
            var piece = ""
            func flush() { if !piece.isEmpty { runs.append(Text.Run(string: piece, style: span.style.textStyle)); piece = "" } }
            for ch in span.text {
                if ch == Self.argumentMark, next < arguments.count {
                    flush()
                    for var run in arguments[next].runs {
                        run.style.inherit(span.style.textStyle)
                        runs.append(run)
                    }
                    next += 1
                } else {
                    piece.append(ch)
                }
            }
            flush()
        }
        return runs.isEmpty ? [Text.Run(string: "")] : runs
    }
}

extension InlineMarkdown.Style {
    /// The `Text` styling of a Markdown span.
    var textStyle: Text.Style {
        var s = Text.Style()
        if bold { s.bold = true }
        if italic { s.italic = true }
        if code { s.monospaced = true }
        if strikethrough { s.strikethrough = .some(nil) }
        s.link = link
        return s
    }
}

extension Text.Style {
    /// Fills what this style leaves unset from `outer` (inner settings win, as in SwiftUI).
    mutating func inherit(_ outer: Text.Style) {
        if font == nil { font = outer.font }
        if weight == nil { weight = outer.weight }
        bold = bold || outer.bold
        italic = italic || outer.italic
        monospacedDigit = monospacedDigit || outer.monospacedDigit
        monospaced = monospaced || outer.monospaced
        if color == nil && shapeStyle == nil { color = outer.color; shapeStyle = outer.shapeStyle }
        if tracking == nil { tracking = outer.tracking }
        if kerning == nil { kerning = outer.kerning }
        if underline == nil { underline = outer.underline; underlinePattern = outer.underlinePattern }
        if strikethrough == nil { strikethrough = outer.strikethrough; strikethroughPattern = outer.strikethroughPattern }
        if design == nil { design = outer.design }
        if width == nil { width = outer.width }
        if baselineOffset == nil { baselineOffset = outer.baselineOffset }
        if link == nil { link = outer.link }
        if backgroundColor == nil { backgroundColor = outer.backgroundColor }
    }
}
