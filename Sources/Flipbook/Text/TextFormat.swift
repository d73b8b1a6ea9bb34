import Foundation

// `Text(_:format:)` and `Text(_:formatter:)`, as SwiftUI's: the value is formatted when the
// text is placed, in the environment's locale, calendar and time zone (en_US, Gregorian, UTC
// by default, so renders never depend on the machine) — SwiftUI also formats with the
// environment's, not the style's own `.current` locale. Swift 6.3's Foundation on Linux is
// swift-foundation's FormatStyle (ICU), the same code iOS 17+ formats with: "Jan 1, 2001 at
// 12:00 AM" with iOS's narrow no-break space before "AM".

extension Text {
    /// A text showing `input` formatted by `format`, as SwiftUI's `Text(_:format:)`:
    /// `Text(price, format: .currency(code: "USD"))` reads "$3.50",
    /// `Text(date, format: .dateTime.day().month())` "Jan 1". Foundation's styles are given the
    /// environment's locale, calendar and time zone first.
    public init<F>(_ input: F.FormatInput, format: F) where F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String {
        let box = FormatInputBox(input)
        self.init(source: TextSource { environment, _ in
            FormatEnvironment.adjust(format, to: environment).format(box.value)
        })
    }

    /// A text showing `input` formatted by a style whose output is attributed (SwiftUI's
    /// `SystemFormatStyle`s and other `AttributedString` styles); the characters are shown.
    public init<F>(_ input: F.FormatInput, format: F) where F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == AttributedString {
        let box = FormatInputBox(input)
        self.init(source: TextSource { environment, _ in
            String(FormatEnvironment.adjust(format, to: environment).format(box.value).characters)
        })
    }

    /// A text showing `subject` through a Foundation `Formatter` (its `string(for:)`), as
    /// SwiftUI's `Text(_:formatter:)`. The formatter is used as configured (its own locale).
    public init<Subject>(_ subject: Subject, formatter: Formatter) where Subject: ReferenceConvertible {
        let box = FormatInputBox((subject, formatter))
        self.init(source: TextSource { _, _ in box.value.1.string(for: box.value.0) ?? "" })
    }

    /// A text showing `subject` through a Foundation `Formatter`, as SwiftUI's
    /// `Text(_:formatter:)` for Objective-C objects (`NSNumber`, `NSDate`).
    public init<Subject>(_ subject: Subject, formatter: Formatter) where Subject: NSObject {
        let box = FormatInputBox((subject, formatter))
        self.init(source: TextSource { _, _ in box.value.1.string(for: box.value.0) ?? "" })
    }
}

/// A value captured by a `@Sendable` formatting closure. Texts are values built and drawn on
/// the main actor; the box only lets a non-`Sendable` input (a format style's input, a
/// `Formatter`) travel inside `Text` as SwiftUI's does.
struct FormatInputBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// A Foundation format style that SwiftUI formats in the environment's locale (and, for
/// dates, its calendar and time zone).
protocol EnvironmentFormatStyle {
    func flipbookAdjusted(to environment: EnvironmentValues) -> Self
}

enum FormatEnvironment {
    /// `format` with the environment's locale, calendar and time zone where it has them;
    /// any other style as given.
    static func adjust<F: FormatStyle>(_ format: F, to environment: EnvironmentValues) -> F {
        guard let adjustable = format as? any EnvironmentFormatStyle else { return format }
        return (adjustable.flipbookAdjusted(to: environment) as? F) ?? format
    }

    /// The environment's calendar, set to its time zone and locale.
    static func calendar(_ environment: EnvironmentValues) -> Calendar {
        var c = environment.calendar
        c.timeZone = environment.timeZone
        c.locale = environment.locale
        return c
    }
}

extension Date.FormatStyle: EnvironmentFormatStyle {
    func flipbookAdjusted(to environment: EnvironmentValues) -> Self {
        var s = self
        s.locale = environment.locale
        s.calendar = FormatEnvironment.calendar(environment)
        s.timeZone = environment.timeZone
        return s
    }
}

extension Date.IntervalFormatStyle: EnvironmentFormatStyle {
    func flipbookAdjusted(to environment: EnvironmentValues) -> Self {
        var s = self
        s.locale = environment.locale
        s.calendar = FormatEnvironment.calendar(environment)
        s.timeZone = environment.timeZone
        return s
    }
}

extension Date.RelativeFormatStyle: EnvironmentFormatStyle {
    func flipbookAdjusted(to environment: EnvironmentValues) -> Self {
        var s = self
        s.locale = environment.locale
        s.calendar = FormatEnvironment.calendar(environment)
        return s
    }
}

extension IntegerFormatStyle: EnvironmentFormatStyle {
    func flipbookAdjusted(to environment: EnvironmentValues) -> Self { locale(environment.locale) }
}
extension IntegerFormatStyle.Percent: EnvironmentFormatStyle {
    func flipbookAdjusted(to environment: EnvironmentValues) -> Self { locale(environment.locale) }
}
extension IntegerFormatStyle.Currency: EnvironmentFormatStyle {
    func flipbookAdjusted(to environment: EnvironmentValues) -> Self { locale(environment.locale) }
}
extension FloatingPointFormatStyle: EnvironmentFormatStyle {
    func flipbookAdjusted(to environment: EnvironmentValues) -> Self { locale(environment.locale) }
}
extension FloatingPointFormatStyle.Percent: EnvironmentFormatStyle {
    func flipbookAdjusted(to environment: EnvironmentValues) -> Self { locale(environment.locale) }
}
extension FloatingPointFormatStyle.Currency: EnvironmentFormatStyle {
    func flipbookAdjusted(to environment: EnvironmentValues) -> Self { locale(environment.locale) }
}
extension Decimal.FormatStyle: EnvironmentFormatStyle {
    func flipbookAdjusted(to environment: EnvironmentValues) -> Self { locale(environment.locale) }
}
extension Decimal.FormatStyle.Percent: EnvironmentFormatStyle {
    func flipbookAdjusted(to environment: EnvironmentValues) -> Self { locale(environment.locale) }
}
extension Decimal.FormatStyle.Currency: EnvironmentFormatStyle {
    func flipbookAdjusted(to environment: EnvironmentValues) -> Self { locale(environment.locale) }
}
extension Duration.TimeFormatStyle: EnvironmentFormatStyle {
    func flipbookAdjusted(to environment: EnvironmentValues) -> Self { locale(environment.locale) }
}
extension Duration.UnitsFormatStyle: EnvironmentFormatStyle {
    func flipbookAdjusted(to environment: EnvironmentValues) -> Self { locale(environment.locale) }
}
extension ByteCountFormatStyle: EnvironmentFormatStyle {
    func flipbookAdjusted(to environment: EnvironmentValues) -> Self { locale(environment.locale) }
}
extension ListFormatStyle: EnvironmentFormatStyle {
    func flipbookAdjusted(to environment: EnvironmentValues) -> Self {
        var s = self
        s.locale = environment.locale
        return s
    }
}
