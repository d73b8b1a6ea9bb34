import Foundation

/// A timer interval a progress view follows.
struct ProgressTimer {
    let interval: ClosedRange<Date>
    let countsDown: Bool

    /// The date on the virtual clock `time` seconds in (`TimelineView.startDate` at t = 0).
    static func now(_ time: Double) -> Date {
        TimelineView<AnimationTimelineSchedule, EmptyView>.startDate.addingTimeInterval(time)
    }

    /// The part of the interval elapsed at `time` (remaining, counting down), 0…1.
    func fraction(at time: Double) -> Double {
        let length = interval.upperBound.timeIntervalSince(interval.lowerBound)
        guard length > 0, length.isFinite else { return countsDown ? 0 : 1 }
        let elapsed = min(max(Self.now(time).timeIntervalSince(interval.lowerBound) / length, 0), 1)
        return countsDown ? 1 - elapsed : elapsed
    }

    /// The time left (counting down) or gone (counting up), as iOS's timer text: "m:ss", or
    /// "h:mm:ss" past the hour.
    func text(at time: Double) -> String {
        let now = Self.now(time)
        let left = interval.upperBound.timeIntervalSince(max(interval.lowerBound, min(now, interval.upperBound)))
        let gone = max(interval.lowerBound, min(now, interval.upperBound)).timeIntervalSince(interval.lowerBound)
        let seconds = Int((countsDown ? left : gone).rounded(.down))
        let h = seconds / 3600, m = (seconds % 3600) / 60, sec = seconds % 60
        return h > 0 ? String(format: "%d:%02d:%02d", h, m, sec) : String(format: "%d:%02d", m, sec)
    }
}

/// The time a timer progress view shows under its bar, as SwiftUI's
/// `DefaultDateProgressLabel`: the time left (or gone), on the virtual clock.
public struct DefaultDateProgressLabel: View {
    let timer: ProgressTimer
    public var body: some View {
        let timer = self.timer
        TimelineView(.animation) { context in
            Text(verbatim: timer.text(at: context.date.timeIntervalSince(TimelineView<AnimationTimelineSchedule, EmptyView>.startDate)))
                .monospacedDigit()
        }
    }
}

extension ProgressView {
    /// A bar that empties (or fills) over `timerInterval` as time passes on the virtual clock
    /// (which starts at `TimelineView.startDate`, 2001-01-01: build the interval from it).
    ///
    /// ```swift
    /// ProgressView(timerInterval: start...start.addingTimeInterval(60), countsDown: true) {
    ///     Text("Workout")
    /// } currentValueLabel: { Text("Remaining") }
    /// ```
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
                @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: nil, label: label(), currentValueLabel: currentValueLabel())
        timer = ProgressTimer(interval: timerInterval, countsDown: countsDown)
    }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
    /// A timer bar with a label, the time left under it.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        let timer = ProgressTimer(interval: timerInterval, countsDown: countsDown)
        self.init(fraction: nil, label: label(), currentValueLabel: DefaultDateProgressLabel(timer: timer))
        self.timer = timer
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
    /// A timer bar, the time left under it.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        let timer = ProgressTimer(interval: timerInterval, countsDown: countsDown)
        self.init(fraction: nil, label: nil, currentValueLabel: DefaultDateProgressLabel(timer: timer))
        self.timer = timer
    }
}
