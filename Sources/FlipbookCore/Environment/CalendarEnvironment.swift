private struct TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone { TimeZone(identifier: "UTC")! } }
private struct CalendarKey: EnvironmentKey {
    static var defaultValue: Calendar {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "UTC")!
        c.locale = Locale(identifier: "en_US")
        return c
    }
}

extension EnvironmentValues {
    /// The time zone dates are shown in (default UTC, fixed so renders never depend on the
    /// machine's zone), as SwiftUI's `timeZone`.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
    /// The calendar dates are shown in (default Gregorian, weeks from Sunday, UTC), as
    /// SwiftUI's `calendar`. Date pickers use this calendar with ``timeZone``.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }
}
