import Foundation

// SwiftUI's `SystemFormatStyle`s (iOS 18): live time formats for `Text(.currentDate, format:)`.
// Each formats the input date (the virtual clock's now when the text is drawn, see
// ``TimeDataSource``) into an `AttributedString`, in the environment's locale, calendar and
// time zone (en_US, Gregorian, UTC by default), so a still always reads the same and a
// ``FrameSequence`` shows the text counting.

/// A collection of format styles for live-updating time in text views, as SwiftUI's
/// `SystemFormatStyle`:
///
/// ```swift
/// Text(.currentDate, format: .offset(to: startDate))          // "3 minutes, 42 seconds"
/// Text(.currentDate, format: .stopwatch(startingAt: startDate)) // "00:03.42"
/// Text(.currentDate, format: .timer(countingDownIn: startDate..<endDate)) // "4:17"
/// Text(.currentDate, format: .reference(to: endDate))         // "in 5 minutes"
/// ```
public enum SystemFormatStyle: Sendable {}

// MARK: DateOffset

extension SystemFormatStyle {
    /// The offset between the input date and an anchor, as SwiftUI's
    /// `SystemFormatStyle.DateOffset`: "3 minutes, 42 seconds" in calendar units, or "3:46"
    /// when the allowed fields are only minutes and seconds, or hours, minutes and seconds.
    public struct DateOffset: DiscreteFormatStyle, Hashable, Codable, Sendable {
        public typealias FormatInput = Date
        public typealias FormatOutput = AttributedString

        var anchor: Date
        var allowedFields: Set<Date.ComponentsFormatStyle.Field>
        var maxFieldCount: Int
        var sign: NumberFormatStyleConfiguration.SignDisplayStrategy
        var locale: Locale = Locale(identifier: "en_US")
        var calendarValue: Calendar = SystemFormatting.defaultCalendar

        /// A style showing the offset from `anchor` to the input date in at most
        /// `maxFieldCount` of `allowedFields`, signed by `sign` (`.automatic`: a minus sign
        /// when the input is before the anchor).
        public init(to anchor: Date,
                    allowedFields: Set<Date.ComponentsFormatStyle.Field> = [.year, .month, .week, .day, .hour, .minute, .second],
                    maxFieldCount: Int = 2,
                    sign: NumberFormatStyleConfiguration.SignDisplayStrategy = .automatic) {
            self.anchor = anchor
            self.allowedFields = allowedFields
            self.maxFieldCount = maxFieldCount
            self.sign = sign
        }

        /// This style computing calendar units in `calendar`.
        public func calendar(_ calendar: Calendar) -> SystemFormatStyle.DateOffset {
            var s = self
            s.calendarValue = calendar
            return s
        }

        /// Whether the allowed fields make a time pattern ("3:46") rather than units.
        private var timePattern: Bool {
            allowedFields == [.minute, .second] || allowedFields == [.hour, .minute, .second]
        }

        public func format(_ value: Date) -> AttributedString {
            let seconds = value.timeIntervalSince(anchor)
            let body: String
            if timePattern {
                body = TextDateFormatting.timer(abs(seconds), showsHours: allowedFields.contains(.hour))
            } else {
                body = SystemFormatting.units(from: min(anchor, value), to: max(anchor, value), fields: allowedFields,
                                              maxCount: maxFieldCount, calendar: calendarValue, locale: locale)
            }
            let nonZero = body.contains(where: { $0.isNumber && $0 != "0" })
            let prefix: String
            if sign == .never {
                prefix = ""
            } else if sign == .automatic {
                prefix = seconds < 0 && nonZero ? "-" : ""
            } else {
                prefix = seconds < 0 && nonZero ? "-" : "+"
            }
            return AttributedString(prefix + body)
        }

        public func discreteInput(before input: Date) -> Date? { SystemFormatting.step(input, by: -1) }
        public func discreteInput(after input: Date) -> Date? { SystemFormatting.step(input, by: 1) }
    }
}

// MARK: Stopwatch

extension SystemFormatStyle {
    /// A stopwatch counting up from zero at a start date, as SwiftUI's
    /// `SystemFormatStyle.Stopwatch`: "00:03.42", "1:34:00.00" (hours shown from one hour).
    public struct Stopwatch: DiscreteFormatStyle, Hashable, Codable, Sendable {
        public typealias FormatInput = Date
        public typealias FormatOutput = AttributedString

        var startDate: Date
        var showsHours: Bool
        var maxFieldCount: Int
        var maxPrecision: Duration

        /// A stopwatch started at `startDate`. At most `maxFieldCount` fields (hours, minutes,
        /// seconds, fraction) are shown, hours only once they are not zero; `maxPrecision`
        /// sets the fraction (10 ms: two digits; a second: none; a minute: hours and minutes).
        public init(startingAt startDate: Date, showsHours: Bool = true, maxFieldCount: Int = 4,
                    maxPrecision: Duration = .milliseconds(10)) {
            self.startDate = startDate
            self.showsHours = showsHours
            self.maxFieldCount = maxFieldCount
            self.maxPrecision = maxPrecision
        }

        public func format(_ value: Date) -> AttributedString {
            let elapsed = max(0, value.timeIntervalSince(startDate))
            return AttributedString(SystemFormatting.clock(elapsed, showsHours: showsHours, maxFieldCount: maxFieldCount,
                                                           precision: maxPrecision, padMinutes: true))
        }

        public func discreteInput(before input: Date) -> Date? {
            SystemFormatting.step(input, by: -1, precision: maxPrecision)
        }
        public func discreteInput(after input: Date) -> Date? {
            SystemFormatting.step(input, by: 1, precision: maxPrecision)
        }
    }
}

// MARK: Timer

extension SystemFormatStyle {
    /// A timer within an interval, as SwiftUI's `SystemFormatStyle.Timer`: the time left
    /// ("4:17", counting down) or gone (counting up), clamped to the interval; "1:02:03"
    /// from an hour.
    public struct Timer: DiscreteFormatStyle, Hashable, Codable, Sendable {
        public typealias FormatInput = Date
        public typealias FormatOutput = AttributedString

        var interval: Range<Date>
        var countsDown: Bool
        var showsHours: Bool
        var maxFieldCount: Int
        var maxPrecision: Duration

        /// A timer counting down from the interval's length to zero.
        public init(countingDownIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3,
                    maxPrecision: Duration = .seconds(1)) {
            self.interval = interval
            self.countsDown = true
            self.showsHours = showsHours
            self.maxFieldCount = maxFieldCount
            self.maxPrecision = maxPrecision
        }

        /// A timer counting up from zero to the interval's length.
        public init(countingUpIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3,
                    maxPrecision: Duration = .seconds(1)) {
            self.init(countingDownIn: interval, showsHours: showsHours, maxFieldCount: maxFieldCount, maxPrecision: maxPrecision)
            self.countsDown = false
        }

        public func format(_ value: Date) -> AttributedString {
            let total = interval.upperBound.timeIntervalSince(interval.lowerBound)
            let gone = min(max(value.timeIntervalSince(interval.lowerBound), 0), max(total, 0))
            return AttributedString(SystemFormatting.clock(countsDown ? total - gone : gone, showsHours: showsHours,
                                                           maxFieldCount: maxFieldCount, precision: maxPrecision,
                                                           padMinutes: false))
        }

        public func discreteInput(before input: Date) -> Date? {
            SystemFormatting.step(input, by: -1, precision: maxPrecision)
        }
        public func discreteInput(after input: Date) -> Date? {
            SystemFormatting.step(input, by: 1, precision: maxPrecision)
        }
    }
}

// MARK: DateReference

extension SystemFormatStyle {
    /// A date referred to in the most natural phrasing for its distance from the input date,
    /// as SwiftUI's `SystemFormatStyle.DateReference`: relative within the threshold ("now",
    /// "in 5 minutes", "tomorrow", "27 days ago"), absolute beyond it ("Monday, June 3" in
    /// the same year, "June 2019" in another).
    public struct DateReference: DiscreteFormatStyle, Hashable, Codable, Sendable {
        public typealias FormatInput = Date
        public typealias FormatOutput = AttributedString

        var date: Date
        var allowedFields: Set<Date.RelativeFormatStyle.Field>
        var maxFieldCount: Int
        var thresholdField: Date.RelativeFormatStyle.Field
        var locale: Locale = Locale(identifier: "en_US")
        var calendarValue: Calendar = SystemFormatting.defaultCalendar
        var timeZone: TimeZone = TimeZone(identifier: "UTC") ?? .current

        /// A style referring to `date`: relatively while the distance is below one unit of
        /// the allowed field above `thresholdField` (a month for the default `.day`), with
        /// `maxFieldCount` components in the absolute form.
        public init(to date: Date,
                    allowedFields: Set<Date.RelativeFormatStyle.Field> = [.year, .month, .day, .hour, .minute],
                    maxFieldCount: Int = 2,
                    thresholdField: Date.RelativeFormatStyle.Field = .day) {
            self.date = date
            self.allowedFields = allowedFields
            self.maxFieldCount = maxFieldCount
            self.thresholdField = thresholdField
        }

        /// This style measuring distances in `calendar`.
        public func calendar(_ calendar: Calendar) -> SystemFormatStyle.DateReference {
            var s = self
            s.calendarValue = calendar
            return s
        }

        /// The fields from largest to smallest.
        private static let order: [Date.RelativeFormatStyle.Field] = [.year, .month, .week, .day, .hour, .minute, .second]

        private static func component(_ field: Date.RelativeFormatStyle.Field) -> Calendar.Component {
            switch field {
            case .year: .year
            case .month: .month
            case .week: .weekOfYear
            case .day: .day
            case .hour: .hour
            case .minute: .minute
            default: .second
            }
        }

        public func format(_ value: Date) -> AttributedString {
            var calendar = calendarValue
            calendar.timeZone = timeZone
            calendar.locale = locale
            // Relative while the distance is under one of the next larger allowed field.
            let larger = Self.order.prefix(while: { $0 != thresholdField }).last(where: { allowedFields.contains($0) })
            var relative = true
            if let larger {
                let unit = Self.component(larger)
                let (a, b) = value <= date ? (value, date) : (date, value)
                relative = (calendar.dateComponents([unit], from: a, to: b).value(for: unit) ?? 0) == 0
            }
            if relative {
                var style = Date.AnchoredRelativeFormatStyle(anchor: date, presentation: .named, unitsStyle: .wide,
                                                             locale: locale, calendar: calendar, capitalizationContext: .standalone)
                style.allowedFields = allowedFields
                // Under a minute reads "now" (the anchor formatted against itself, to the second).
                if abs(value.timeIntervalSince(date)) < 60 {
                    style.allowedFields.insert(.second)
                    return AttributedString(style.format(date))
                }
                return AttributedString(style.format(value))
            }
            let sameYear = calendar.component(.year, from: value) == calendar.component(.year, from: date)
            var style = Date.FormatStyle(locale: locale, calendar: calendar, timeZone: timeZone)
            let count = max(1, maxFieldCount)
            if sameYear {
                style = style.month(.wide)
                if count >= 2 { style = style.weekday(.wide).day() }
            } else {
                style = count >= 2 ? style.month(.wide).year() : style.year()
                if count >= 3 { style = style.day() }
            }
            return AttributedString(style.format(date))
        }

        public func discreteInput(before input: Date) -> Date? { SystemFormatting.step(input, by: -1) }
        public func discreteInput(after input: Date) -> Date? { SystemFormatting.step(input, by: 1) }
    }
}

// MARK: Static members

extension FormatStyle where Self == SystemFormatStyle.DateOffset {
    /// The offset between the input date and `anchor` (SwiftUI's `.offset(to:...)`).
    public static func offset(to anchor: Date,
                              allowedFields: Set<Date.ComponentsFormatStyle.Field> = [.year, .month, .week, .day, .hour, .minute, .second],
                              maxFieldCount: Int = 2,
                              sign: NumberFormatStyleConfiguration.SignDisplayStrategy = .automatic) -> SystemFormatStyle.DateOffset {
        SystemFormatStyle.DateOffset(to: anchor, allowedFields: allowedFields, maxFieldCount: maxFieldCount, sign: sign)
    }
}

extension FormatStyle where Self == SystemFormatStyle.Stopwatch {
    /// A stopwatch started at `startDate` (SwiftUI's `.stopwatch(startingAt:...)`).
    public static func stopwatch(startingAt startDate: Date, showsHours: Bool = true, maxFieldCount: Int = 4,
                                 maxPrecision: Duration = .milliseconds(10)) -> SystemFormatStyle.Stopwatch {
        SystemFormatStyle.Stopwatch(startingAt: startDate, showsHours: showsHours, maxFieldCount: maxFieldCount, maxPrecision: maxPrecision)
    }
}

extension FormatStyle where Self == SystemFormatStyle.Timer {
    /// A timer counting down within `interval` (SwiftUI's `.timer(countingDownIn:...)`).
    public static func timer(countingDownIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3,
                             maxPrecision: Duration = .seconds(1)) -> SystemFormatStyle.Timer {
        SystemFormatStyle.Timer(countingDownIn: interval, showsHours: showsHours, maxFieldCount: maxFieldCount, maxPrecision: maxPrecision)
    }

    /// A timer counting up within `interval` (SwiftUI's `.timer(countingUpIn:...)`).
    public static func timer(countingUpIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3,
                             maxPrecision: Duration = .seconds(1)) -> SystemFormatStyle.Timer {
        SystemFormatStyle.Timer(countingUpIn: interval, showsHours: showsHours, maxFieldCount: maxFieldCount, maxPrecision: maxPrecision)
    }
}

extension FormatStyle where Self == SystemFormatStyle.DateReference {
    /// A natural reference to `date` (SwiftUI's `.reference(to:...)`).
    public static func reference(to date: Date,
                                 allowedFields: Set<Date.RelativeFormatStyle.Field> = [.year, .month, .day, .hour, .minute],
                                 maxFieldCount: Int = 2,
                                 thresholdField: Date.RelativeFormatStyle.Field = .day) -> SystemFormatStyle.DateReference {
        SystemFormatStyle.DateReference(to: date, allowedFields: allowedFields, maxFieldCount: maxFieldCount, thresholdField: thresholdField)
    }
}

// MARK: Environment

extension SystemFormatStyle.DateOffset: EnvironmentFormatStyle {
    func flipbookAdjusted(to environment: EnvironmentValues) -> Self {
        var s = self
        s.locale = environment.locale
        s.calendarValue = FormatEnvironment.calendar(environment)
        return s
    }
}

extension SystemFormatStyle.DateReference: EnvironmentFormatStyle {
    func flipbookAdjusted(to environment: EnvironmentValues) -> Self {
        var s = self
        s.locale = environment.locale
        s.calendarValue = FormatEnvironment.calendar(environment)
        s.timeZone = environment.timeZone
        return s
    }
}

/// The shared arithmetic of the system format styles.
enum SystemFormatting {
    static var defaultCalendar: Calendar {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "UTC") ?? .current
        c.locale = Locale(identifier: "en_US")
        return c
    }

    /// The next (or previous) whole step of `precision` (a second by default) after `input`.
    static func step(_ input: Date, by direction: Int, precision: Duration = .seconds(1)) -> Date? {
        let p = max(Double(precision.components.seconds) + Double(precision.components.attoseconds) * 1e-18, 0.001)
        let t = input.timeIntervalSinceReferenceDate / p
        let next = direction > 0 ? (t + 1).rounded(.down) : (t - 1).rounded(.up)
        return Date(timeIntervalSinceReferenceDate: next * p)
    }

    /// `seconds` as a clock: `[h:]mm:ss[.ff]`. Hours show from an hour (minutes past 59
    /// without `showsHours`); at most `maxFieldCount` fields from the largest shown; the
    /// fraction has as many digits as `precision` resolves (10 ms: 2), none from a second,
    /// and no seconds from a minute. Values are rounded down to the precision.
    static func clock(_ seconds: TimeInterval, showsHours: Bool, maxFieldCount: Int, precision: Duration,
                      padMinutes: Bool) -> String {
        let p = max(Double(precision.components.seconds) + Double(precision.components.attoseconds) * 1e-18, 0.001)
        let digits = p < 1 ? min(3, max(0, Int((-log10(p)).rounded(.up)))) : 0
        let scale = pow(10, Double(digits))
        let total = max(0, seconds.isFinite ? seconds : 0)
        let ticks = Int((total * scale + 1e-6).rounded(.down))
        let whole = ticks / Int(scale)
        let fraction = ticks % Int(scale)
        let two = { (n: Int) in n < 10 ? "0\(n)" : "\(n)" }
        let hours = showsHours ? whole / 3600 : 0
        let minutes = showsHours ? whole / 60 % 60 : whole / 60
        // The fields: hours (when not zero), minutes, seconds (unless the precision is a minute
        // or coarser), the fraction (when it has digits).
        var fields: [String] = []
        if hours > 0 { fields.append("\(hours)") }
        fields.append(hours > 0 || padMinutes ? two(minutes) : "\(minutes)")
        if p < 60 { fields.append(two(whole % 60)) }
        var fractionField: String? = nil
        if digits > 0 {
            let f = String(fraction)
            fractionField = String(repeating: "0", count: max(0, digits - f.count)) + f
        }
        let limit = max(1, maxFieldCount)
        let shown = Array(fields.prefix(limit))
        var text = shown.joined(separator: ":")
        if let fractionField, shown.count < limit, shown.count == fields.count {
            text += "." + fractionField
        }
        return text
    }

    /// The distance between two dates in at most `maxCount` of `fields`, largest first, zero
    /// fields left out: "3 minutes, 42 seconds", "1 month, 2 weeks".
    static func units(from a: Date, to b: Date, fields: Set<Date.ComponentsFormatStyle.Field>, maxCount: Int,
                      calendar: Calendar, locale: Locale) -> String {
        let order: [(Date.ComponentsFormatStyle.Field, Calendar.Component, String)] = [
            (.year, .year, "year"), (.month, .month, "month"), (.week, .weekOfMonth, "week"), (.day, .day, "day"),
            (.hour, .hour, "hour"), (.minute, .minute, "minute"), (.second, .second, "second"),
        ]
        let allowed = order.filter { fields.contains($0.0) }
        guard !allowed.isEmpty else { return "" }
        let c = calendar.dateComponents(Set(allowed.map(\.1)), from: a, to: b)
        let values = allowed.map { (c.value(for: $0.1) ?? 0, $0.2) }
        guard let first = values.firstIndex(where: { $0.0 != 0 }) else {
            return unit(0, values.last!.1, locale: locale)
        }
        let window = values[first..<min(values.count, first + max(1, maxCount))]
        return window.filter { $0.0 != 0 }.map { unit($0.0, $0.1, locale: locale) }.joined(separator: ", ")
    }

    /// "1 minute", "3 seconds": Foundation's unit names where Duration has the unit, English
    /// otherwise (months and years; the default locale is en_US).
    private static func unit(_ value: Int, _ word: String, locale: Locale) -> String {
        let unit: (Duration.UnitsFormatStyle.Unit, Int)?
        switch word {
        case "week": unit = (.weeks, 604_800)
        case "day": unit = (.days, 86_400)
        case "hour": unit = (.hours, 3_600)
        case "minute": unit = (.minutes, 60)
        case "second": unit = (.seconds, 1)
        default: unit = nil
        }
        guard let unit else { return "\(value) \(word)\(value == 1 ? "" : "s")" }
        return Duration.UnitsFormatStyle(allowedUnits: [unit.0], width: .wide).locale(locale).format(.seconds(value * unit.1))
    }
}
