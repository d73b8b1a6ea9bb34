// Issue 25 item 1 (text), in Swift 6 mode, each form as Apple's documentation writes it:
// formatted values, dates and timers, Markdown and attributed strings, concatenation, the
// text modifiers, TextEditor, and the iOS 18/26 additions (TimeDataSource, SystemFormatStyle,
// font resolution, attributed text formatting, data detection).
import Flipbook
import Foundation

/// Formatting: numbers, currency, percent, dates, durations, lists, measurements.
public struct FormattedTextPatterns: View {
    public var price: Double = 3.5
    public var progress: Double = 0.256
    public var date = Date(timeIntervalSinceReferenceDate: 0)
    public var names = ["Ana", "Ben", "Chi"]
    public init() {}

    public var body: some View {
        VStack(alignment: .leading) {
            Text(price, format: .currency(code: "USD"))
            Text(progress, format: .percent)
            Text(1234567, format: .number)
            Text(3.14159, format: .number.precision(.fractionLength(2)))
            Text(date, format: .dateTime.day().month().year())
            Text(date, format: Date.FormatStyle(date: .numeric, time: .omitted))
            Text(date.formatted(date: .abbreviated, time: .shortened))
            Text(names, format: .list(type: .and))
            Text(Duration.seconds(75), format: .time(pattern: .minuteSecond))
            Text(NSNumber(value: 3), formatter: NumberFormatter())
            Text("Total: \(price, format: .currency(code: "EUR"))")
            Text("Done: \(progress, specifier: "%.1f")")
        }
    }
}

/// Dates and timers on the clock, including iOS 18's live formats.
public struct DateTextPatterns: View {
    public var start = Date(timeIntervalSinceReferenceDate: 0)
    public init() {}

    public var body: some View {
        let end = start.addingTimeInterval(300)
        VStack(alignment: .leading) {
            Text(start, style: .date)
            Text(start, style: .time)
            Text(start, style: .relative)
            Text(start, style: .offset)
            Text(start, style: .timer)
            Text(start...end)
            Text(DateInterval(start: start, end: end))
            Text(timerInterval: start...end, countsDown: true)
            Text("Ends \(end, style: .relative)")
            Text(.currentDate, format: .dateTime)
            Text(.durationOffset(to: start), format: .time(pattern: .minuteSecond))
            Text(.currentDate, format: .offset(to: start))
            Text(.currentDate, format: .stopwatch(startingAt: start))
            Text(.currentDate, format: .timer(countingDownIn: start..<end))
            Text(.currentDate, format: .timer(countingUpIn: start..<end, showsHours: false))
            Text(.currentDate, format: .reference(to: end))
            Text(.currentDate, format: .offset(to: start, allowedFields: [.minute, .second], sign: .always()))
            Text(.currentDate, format: .reference(to: end, allowedFields: [.day, .hour], maxFieldCount: 1, thresholdField: .hour))
        }
    }
}

/// Markdown, attributed strings, concatenation and the Text modifiers.
public struct StyledTextPatterns: View {
    public init() {}

    var attributed: AttributedString {
        var s = AttributedString("Hello")
        s.foregroundColor = .red
        s.font = .headline
        s.underlineStyle = .single
        return s
    }

    public var body: some View {
        VStack(alignment: .leading) {
            Text("**Bold**, *italic*, `code`, ~~struck~~ and [a link](https://example.com)")
            Text(attributed)
            Text("Hello, ") + Text("world").foregroundColor(.red).bold()
            Text(Image(systemName: "star.fill")) + Text(" Favourites")
            Text("Wide").fontWidth(.expanded)
            Text("Spaced\nlines").lineSpacing(8)
            Text("Small caps").font(.body.smallCaps())
            Text("Tight").font(.body.leading(.tight))
            Text("Select me").textSelection(.enabled)
            Text("1234 5678").privacySensitive()
            Text("42").contentTransition(.numericText())
            Text("upper").textCase(.uppercase)
            Text("Kerned").kerning(2).tracking(1).baselineOffset(2)
            Text("Under").underline(true, pattern: .dash, color: .blue).strikethrough()
            Text("Mono").monospaced().monospacedDigit().fontDesign(.rounded).fontWeight(.semibold)
            Text("Call 555 123 4567").dataDetection(.phoneNumber)
        }
    }
}

/// iOS 26's styled text editor with a formatting definition, and font resolution.
public struct RichEditorPattern: View {
    @State private var text = AttributedString("This is some editable text...")
    @State private var selection = AttributedTextSelection()
    @State private var notes = "Notes"
    @Environment(\.fontResolutionContext) private var fontResolutionContext
    public init() {}

    struct NoBlackOrWhiteForeground<Scope: AttributeScope>: AttributedTextValueConstraint {
        typealias AttributeKey = AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute
        func constrain(_ container: inout Attributes) {
            if container.foregroundColor == .white || container.foregroundColor == .black {
                container.foregroundColor = .primary
            }
        }
    }

    struct MyTextFormattingDefinition: AttributedTextFormattingDefinition {
        var body: some AttributedTextFormattingDefinition<AttributeScopes.SwiftUIAttributes> {
            ValueConstraint(for: \.underlineStyle, values: [nil, .single], default: .single)
            NoBlackOrWhiteForeground()
        }
    }

    public var body: some View {
        VStack {
            TextEditor(text: $notes)
            TextEditor(text: $text, selection: $selection)
                .attributedTextFormattingDefinition(MyTextFormattingDefinition())
            let font = selection.typingAttributes(in: text).font
            let resolved = (font ?? .body).resolve(in: fontResolutionContext)
            Text(resolved.isBold ? "Bold" : "Regular")
        }
    }
}
