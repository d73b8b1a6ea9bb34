import Foundation
import Dispatch

/// A non-Sendable block handed to a queue that runs it (Combine's schedulers take plain
/// closures; Dispatch wants `@Sendable` ones). Combine's contract is that the caller is done
/// with it once it is scheduled.
private struct ScheduledAction: @unchecked Sendable {
    let run: () -> Void
}

/// A repeating Dispatch timer that stops when cancelled (`Scheduler.schedule(after:interval:…)`).
private final class RepeatingWork: Cancellable, @unchecked Sendable {
    private let source: DispatchSourceTimer
    init(_ source: DispatchSourceTimer) { self.source = source }
    func cancel() { source.cancel() }
}

// Flipbook's own conformance rather than OpenCombineDispatch's: that one sends main-queue
// work straight to Dispatch, which nothing drains while a render runs on the main actor.
extension DispatchQueue: @retroactive Scheduler {
    public var now: SchedulerTimeType { SchedulerTimeType(.now()) }
    public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

    /// `receive(on: DispatchQueue.main)`: on the main queue the value also arrives before
    /// Flipbook's next pass, as `DispatchQueue.main.async` does (see `MainQueueWork`).
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let work = ScheduledAction(run: action)
        if let options {
            async(group: options.group, qos: options.qos, flags: options.flags) { work.run() }
        } else {
            async { work.run() }
        }
    }

    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let work = ScheduledAction(run: action)
        asyncAfter(deadline: date.dispatchTime, qos: options?.qos ?? .unspecified,
                   flags: options?.flags ?? []) { work.run() }
    }

    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
                         tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) -> any Cancellable {
        let work = ScheduledAction(run: action)
        let source = DispatchSource.makeTimerSource(queue: self)
        source.schedule(deadline: date.dispatchTime, repeating: interval.timeInterval,
                        leeway: tolerance.timeInterval)
        source.setEventHandler { work.run() }
        source.resume()
        return AnyCancellable(RepeatingWork(source))
    }
}

extension RunLoop: @retroactive Scheduler {
    /// Dispatch's time (Apple's `RunLoop.SchedulerTimeType` wraps a `Date`).
    public typealias SchedulerTimeType = DispatchQueue.SchedulerTimeType
    public typealias SchedulerOptions = DispatchQueue.SchedulerOptions

    /// Linux has no running main run loop: `RunLoop.main` work goes through the main queue
    /// (and so arrives before Flipbook's next pass); other run loops' through a global queue.
    private var queue: DispatchQueue { self === RunLoop.main ? DispatchQueue.main : DispatchQueue.global() }

    public var now: SchedulerTimeType { queue.now }
    public var minimumTolerance: SchedulerTimeType.Stride { queue.minimumTolerance }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        queue.schedule(options: options, action)
    }

    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) {
        queue.schedule(after: date, tolerance: tolerance, options: options, action)
    }

    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
                         tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) -> any Cancellable {
        queue.schedule(after: date, interval: interval, tolerance: tolerance, options: options, action)
    }
}
