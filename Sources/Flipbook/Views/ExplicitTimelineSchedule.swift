import Foundation

/// Updates at the given dates only (SwiftUI's `.explicit(_:)`): the content shows the
/// latest date at or before the clock's, and the first date until it comes.
public struct ExplicitTimelineSchedule: TimelineSchedule {
    let dates: [Date]
    public init<S: Sequence>(_ dates: S) where S.Element == Date { self.dates = dates.sorted() }
    public func entryDate(at date: Date) -> Date {
        dates.last(where: { $0 <= date }) ?? dates.first ?? date
    }
}

extension TimelineSchedule where Self == ExplicitTimelineSchedule {
    /// A schedule that updates at `dates` only.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule where S.Element == Date {
        ExplicitTimelineSchedule(dates)
    }
}
