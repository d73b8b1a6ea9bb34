import Foundation

// SwiftUI's `TimeDataSource` (iOS 18) and `Text(_:format:)` over it: a value derived from
// "now" that the text formats live. Now is the virtual clock's — ``TimelineView/startDate``
// (2001-01-01 00:00:00 UTC) plus the frame's time — so a still always reads the same and a
// ``FrameSequence`` shows the text counting, as the `Text(_:style:)` timers do.

/// A source of time-related values for a live ``Text``, as SwiftUI's `TimeDataSource`:
///
/// ```swift
/// Text(.currentDate, format: .dateTime)
/// Text(.durationOffset(to: startDate), format: .time(pattern: .minuteSecond))
/// ```
public struct TimeDataSource<Value> {
    /// The value at a date on the virtual clock.
    let value: @Sendable (Date) -> Value

    init(_ value: @escaping @Sendable (Date) -> Value) { self.value = value }
}

extension TimeDataSource: Sendable where Value: Sendable {}

extension TimeDataSource {
    /// Now: the virtual clock's date when the text is drawn (SwiftUI's `Date.now`).
    public static var currentDate: TimeDataSource<Date> { TimeDataSource<Date> { $0 } }

    /// The offset from `date` to now as a `Duration` (negative before `date`).
    public static func durationOffset(to date: Date) -> TimeDataSource<Duration> {
        TimeDataSource<Duration> { now in
            let seconds = now.timeIntervalSince(date)
            return .seconds(seconds.isFinite ? seconds : 0)
        }
    }

    /// `date..<max(date, now)`: a range growing from `date`.
    public static func dateRange(startingAt date: Date) -> TimeDataSource<Range<Date>> {
        TimeDataSource<Range<Date>> { now in date..<max(date, now) }
    }

    /// `min(date, now)..<date`: a range shrinking to `date`.
    public static func dateRange(endingAt date: Date) -> TimeDataSource<Range<Date>> {
        TimeDataSource<Range<Date>> { now in min(date, now)..<date }
    }
}

extension Text {
    /// A text showing a live value formatted by `format`, as SwiftUI's `Text(_:format:)` for a
    /// ``TimeDataSource``: `Text(.currentDate, format: .offset(to: startDate))` reads
    /// "3 minutes, 42 seconds" 222 s after `startDate` on the virtual clock. The characters of
    /// the attributed output are drawn; the style is given the environment's locale,
    /// calendar and time zone first.
    public init<V, F>(_ source: TimeDataSource<V>, format: F)
    where V == F.FormatInput, F: DiscreteFormatStyle, F.FormatOutput == AttributedString {
        let box = FormatInputBox((source, format))
        self.init(source: TextSource(isLive: true) { environment, now in
            let (source, format) = box.value
            return String(FormatEnvironment.adjust(format, to: environment).format(source.value(now)).characters)
        })
    }

    /// A text showing a live value formatted by a `String` style, as SwiftUI's
    /// `Text(_:format:)` for a ``TimeDataSource``: `Text(.currentDate, format: .dateTime)`
    /// reads "1/1/2001, 12:00 AM" at the clock's start.
    @_disfavoredOverload
    public init<V, F>(_ source: TimeDataSource<V>, format: F)
    where V == F.FormatInput, F: DiscreteFormatStyle, F.FormatOutput == String {
        let box = FormatInputBox((source, format))
        self.init(source: TextSource(isLive: true) { environment, now in
            let (source, format) = box.value
            return FormatEnvironment.adjust(format, to: environment).format(source.value(now))
        })
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// A live value formatted by an attributed style, inline (`"Ends \(.currentDate, format: .reference(to: end))"`).
    public mutating func appendInterpolation<V, F>(_ source: TimeDataSource<V>, format: F)
    where V == F.FormatInput, F: DiscreteFormatStyle, F.FormatOutput == AttributedString {
        appendInterpolation(Text(source, format: format))
    }

    /// A live value formatted by a `String` style, inline.
    @_disfavoredOverload
    public mutating func appendInterpolation<V, F>(_ source: TimeDataSource<V>, format: F)
    where V == F.FormatInput, F: DiscreteFormatStyle, F.FormatOutput == String {
        appendInterpolation(Text(source, format: format))
    }
}
