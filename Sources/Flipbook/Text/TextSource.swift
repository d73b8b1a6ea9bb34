import Foundation

/// Where a ``Text`` run's characters come from when they depend on the environment or the
/// clock: a format style (formatted in the environment's locale, calendar and time zone, as
/// SwiftUI formats them), a date style or a timer (formatted at the render's virtual time).
///
/// A reference box so `Text` stays `Equatable` (two sources compare by identity).
final class TextSource: Equatable, @unchecked Sendable {
    /// Formats the run for an environment at a date on the virtual clock.
    let format: (EnvironmentValues, Date) -> String
    /// Whether the characters change as the clock runs (timers, relative dates), so a frame
    /// sequence keeps going as it does for a running `TimelineView`.
    let isLive: Bool

    init(isLive: Bool = false, _ format: @escaping (EnvironmentValues, Date) -> String) {
        self.format = format
        self.isLive = isLive
    }

    static func == (a: TextSource, b: TextSource) -> Bool { a === b }

    /// The environment a run is formatted in before it is placed in a view (a key's plain
    /// string, an accessibility label read from the value): Flipbook's fixed defaults.
    static var defaultEnvironment: EnvironmentValues { EnvironmentValues() }

    /// The date at t = 0 on every virtual clock (``TimelineView/startDate``).
    static var clockStart: Date { Date(timeIntervalSinceReferenceDate: 0) }
}

extension Text {
    /// A text whose characters come from `source`; `string` is what it reads before it is
    /// placed (Flipbook's default environment at the clock's start).
    init(source: TextSource) {
        self.init(runs: [Run(string: source.format(TextSource.defaultEnvironment, TextSource.clockStart), source: source)])
    }
}
