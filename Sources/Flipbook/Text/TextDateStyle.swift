import Foundation

// Dates and timers in `Text`, as SwiftUI's `Text(_:style:)`, `Text(Date...Date)` and
// `Text(timerInterval:pauseTime:countsDown:showsHours:)`, on the virtual clock: "now" is the
// render's time, ``TimelineView/startDate`` (2001-01-01 00:00:00 UTC) plus the frame's time,
// so a timer counts on a ``FrameSequence`` and a still always reads the same. (A date built
// from the machine's `Date()` is measured from that fixed "now" too.) Dates are shown in the
// environment's locale, calendar and time zone (en_US, Gregorian, UTC by default).

extension Text {
    /// How `Text(_:style:)` shows a date, as SwiftUI's `Text.DateStyle`.
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case time, date, relative, offset, timer }
        let kind: Kind

        /// Only the time: "11:23 PM".
        public static let time = DateStyle(kind: .time)
        /// The date: "June 3, 2019".
        public static let date = DateStyle(kind: .date)
        /// The distance from now in its two largest units, without a sign: "2 hours, 23 minutes".
        public static let relative = DateStyle(kind: .relative)
        /// The distance from now in its largest unit, signed: "+2 hours", "-3 months".
        public static let offset = DateStyle(kind: .offset)
        /// A timer counting from now: "2:32", "36:59:01".
        public static let timer = DateStyle(kind: .timer)
    }

    /// A text showing `date` in a predefined style, as SwiftUI's `Text(_:style:)`. The
    /// relative, offset and timer styles are measured from the virtual clock's now and change
    /// as a frame sequence plays.
    public init(_ date: Date, style: Text.DateStyle) {
        let live = style.kind == .relative || style.kind == .offset || style.kind == .timer
        self.init(source: TextSource(isLive: live) { environment, now in
            TextDateFormatting.format(date, style: style, environment: environment, now: now)
        })
    }

    /// A text showing a range of dates, as SwiftUI's `Text(_:)` for `ClosedRange<Date>`:
    /// "12:00 – 12:10 AM" within one day, "1/1/2001, 12:00 AM – 1/2/2001, 12:00 AM" across days.
    public init(_ dates: ClosedRange<Date>) {
        self.init(source: TextSource { environment, _ in
            TextDateFormatting.interval(dates.lowerBound, dates.upperBound, environment: environment)
        })
    }

    /// A text showing a date interval, as SwiftUI's `Text(_:)` for `DateInterval`.
    public init(_ interval: DateInterval) {
        self.init(source: TextSource { environment, _ in
            TextDateFormatting.interval(interval.start, interval.end, environment: environment)
        })
    }

    /// A timer over `timerInterval`, as SwiftUI's `Text(timerInterval:pauseTime:countsDown:showsHours:)`:
    /// the time left ("4:59", counting down) or gone ("0:01"), clamped to the interval, at the
    /// virtual clock's now or at `pauseTime` when given. With `showsHours: false` minutes go
    /// past 59 ("90:00").
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        self.init(source: TextSource(isLive: pauseTime == nil) { _, now in
            let at = pauseTime ?? now
            let total = timerInterval.upperBound.timeIntervalSince(timerInterval.lowerBound)
            let gone = min(max(at.timeIntervalSince(timerInterval.lowerBound), 0), max(total, 0))
            return TextDateFormatting.timer(countsDown ? total - gone : gone, showsHours: showsHours)
        })
    }
}

/// The strings of ``Text/DateStyle``.
enum TextDateFormatting {
    static func format(_ date: Date, style: Text.DateStyle, environment: EnvironmentValues, now: Date) -> String {
        switch style.kind {
        case .date:
            return Date.FormatStyle(date: .long, time: .omitted).flipbookAdjusted(to: environment).format(date)
        case .time:
            return Date.FormatStyle(date: .omitted, time: .shortened).flipbookAdjusted(to: environment).format(date)
        case .timer:
            return timer(abs(date.timeIntervalSince(now)), showsHours: true)
        case .relative:
            return distance(from: now, to: date, units: 2, environment: environment)
        case .offset:
            let d = distance(from: now, to: date, units: 1, environment: environment)
            return (date < now ? "-" : "+") + d
        }
    }

    /// `m:ss` under an hour, `h:mm:ss` from an hour (or minutes past 59 without hours);
    /// whole seconds, rounded down.
    static func timer(_ seconds: TimeInterval, showsHours: Bool) -> String {
        let s = Int(max(0, seconds.isFinite ? seconds : 0).rounded(.down))
        let two = { (n: Int) in n < 10 ? "0\(n)" : "\(n)" }
        if showsHours && s >= 3600 { return "\(s / 3600):\(two(s / 60 % 60)):\(two(s % 60))" }
        return "\(s / 60):\(two(s % 60))"
    }

    /// The distance between two dates in its `units` largest calendar units (years and months
    /// by the calendar, then weeks, days, hours, minutes, seconds), unsigned: "2 hours, 23 minutes".
    static func distance(from a: Date, to b: Date, units: Int, environment: EnvironmentValues) -> String {
        let calendar = FormatEnvironment.calendar(environment)
        let (start, end) = a <= b ? (a, b) : (b, a)
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: start, to: end)
        let days = c.day ?? 0
        let values: [(Int, Duration.UnitsFormatStyle.Unit?, String)] = [
            (c.year ?? 0, nil, "year"), (c.month ?? 0, nil, "month"), (days / 7, .weeks, "week"),
            (days % 7, .days, "day"), (c.hour ?? 0, .hours, "hour"), (c.minute ?? 0, .minutes, "minute"),
            (c.second ?? 0, .seconds, "second"),
        ]
        guard let first = values.firstIndex(where: { $0.0 != 0 }) else {
            return Duration.UnitsFormatStyle(allowedUnits: [.seconds], width: .wide).locale(environment.locale).format(.zero)
        }
        var parts: [String] = []
        for (value, unit, word) in values[first..<min(values.count, first + units)] where value != 0 {
            if let unit {
                // Foundation's unit names, in the environment's locale.
                parts.append(Duration.UnitsFormatStyle(allowedUnits: [unit], width: .wide).locale(environment.locale)
                    .format(unitDuration(value, unit)))
            } else {
                // Duration has no months or years: English names (the default locale is en_US).
                parts.append("\(value) \(word)\(value == 1 ? "" : "s")")
            }
        }
        return parts.joined(separator: ", ")
    }

    private static func unitDuration(_ value: Int, _ unit: Duration.UnitsFormatStyle.Unit) -> Duration {
        switch unit {
        case .weeks: .seconds(value * 604_800)
        case .days: .seconds(value * 86_400)
        case .hours: .seconds(value * 3_600)
        case .minutes: .seconds(value * 60)
        default: .seconds(value)
        }
    }

    /// Two dates as an interval: the times alone within one day, dates and times otherwise.
    static func interval(_ a: Date, _ b: Date, environment: EnvironmentValues) -> String {
        let calendar = FormatEnvironment.calendar(environment)
        let sameDay = calendar.isDate(a, inSameDayAs: b)
        let style = Date.IntervalFormatStyle(date: sameDay ? .omitted : .numeric, time: .shortened)
            .flipbookAdjusted(to: environment)
        return style.format(min(a, b)..<max(a, b))
    }
}
