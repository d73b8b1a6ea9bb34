import Foundation

/// When a ``TimelineView`` updates, as SwiftUI's `TimelineSchedule`: it maps the clock's
/// date to the date the content is shown for.
public protocol TimelineSchedule: Sendable {
    /// The latest update at or before `date`.
    func entryDate(at date: Date) -> Date
}

/// Every frame (SwiftUI's `.animation` schedule), optionally at most every `minimumInterval`.
public struct AnimationTimelineSchedule: TimelineSchedule {
    let minimumInterval: Double?
    let paused: Bool
    public func entryDate(at date: Date) -> Date {
        guard let i = minimumInterval, i > 0 else { return date }
        return Date(timeIntervalSinceReferenceDate: (date.timeIntervalSinceReferenceDate / i).rounded(.down) * i)
    }
}

/// Every `interval` seconds from `start` (SwiftUI's `.periodic(from:by:)`).
public struct PeriodicTimelineSchedule: TimelineSchedule {
    let start: Date
    let interval: Double
    public func entryDate(at date: Date) -> Date {
        guard interval > 0, date > start else { return start }
        let n = (date.timeIntervalSince(start) / interval).rounded(.down)
        return start.addingTimeInterval(n * interval)
    }
}

/// At the start of every minute (SwiftUI's `.everyMinute`).
public struct EveryMinuteTimelineSchedule: TimelineSchedule {
    public func entryDate(at date: Date) -> Date {
        Date(timeIntervalSinceReferenceDate: (date.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60)
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Updates every frame.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule(minimumInterval: nil, paused: false) }
    /// Updates every frame, at most every `minimumInterval` seconds; `paused` stops it.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: Double) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(start: startDate, interval: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

/// What a ``TimelineView``'s content is shown for, as SwiftUI's `TimelineViewDefaultContext`.
public struct TimelineViewDefaultContext: Sendable {
    /// The schedule's date for this frame.
    public let date: Date
    /// How often the content updates, as SwiftUI's `TimelineView.Context.Cadence`.
    public enum Cadence: Comparable, Sendable { case live, seconds, minutes }
    public let cadence: Cadence
}

/// A view that redraws on a schedule, as SwiftUI's `TimelineView`, on the render's virtual
/// clock: its date is ``TimelineView/startDate`` plus the frame's time (a still shows the
/// start date), so frames are the same on every run.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View, ViewListResolvable {
    public typealias Body = Never

    /// What the content is shown for.
    public typealias Context = TimelineViewDefaultContext

    /// The date at t = 0 on every virtual clock: 2001-01-01 00:00:00 UTC (the reference date),
    /// fixed so that a timeline renders the same pixels on every machine.
    public static var startDate: Date { Date(timeIntervalSinceReferenceDate: 0) }

    let schedule: Schedule
    let content: (Context) -> Content

    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    package func resolveList(_ context: ResolveContext) -> [ViewNode] {
        let time = context.graph?.time ?? 0
        var paused = false
        if let a = schedule as? AnimationTimelineSchedule { paused = a.paused }
        let now = Self.startDate.addingTimeInterval(paused ? 0 : time)
        let date = schedule.entryDate(at: now)
        // A running timeline keeps a sequence played "until settled" going (up to its maximum).
        if !paused { context.graph?.animations.timelineIsRunning = true }
        let cadence: Context.Cadence = schedule is EveryMinuteTimelineSchedule ? .minutes
            : schedule is PeriodicTimelineSchedule ? .seconds : .live
        return resolveViewList(of: content(Context(date: date, cadence: cadence)), context.child(.content))
    }
}
