import Foundation
import Synchronization

extension Timer {
    /// A publisher that repeatedly emits the current date, as Combine's
    /// `Timer.publish(every:tolerance:on:in:options:)`.
    ///
    /// Connected while a view graph renders (a view's `onReceive`, a model a `@StateObject`
    /// made, an `onAppear` action), the timer runs on that render's **virtual clock**: in a
    /// ``FrameSequence`` it fires at t = start + interval, start + 2·interval… of the
    /// sequence's time, whatever the wall clock does, and its dates are
    /// ``TimelineView/startDate`` (the reference date) plus that time. A still (``ImageRenderer``) has no time and
    /// shows the state before the first tick, as SwiftUI's first frame does. Connected
    /// anywhere else, it fires on the main queue in real time.
    ///
    /// ```swift
    /// let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    /// Text("\(count)").onReceive(timer) { _ in count += 1 }
    /// ```
    ///
    /// The run loop, mode, tolerance and options are accepted and do not change the
    /// virtual clock.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil,
                               on runLoop: RunLoop, in mode: RunLoop.Mode,
                               options: RunLoop.SchedulerOptions? = nil) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// The publisher `Timer.publish(every:on:in:)` makes: connectable, so nothing fires until
    /// `connect()` or `autoconnect()`.
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        public typealias Output = Date
        public typealias Failure = Never

        public let interval: TimeInterval
        public let tolerance: TimeInterval?
        public let runLoop: RunLoop
        public let mode: RunLoop.Mode
        public let options: RunLoop.SchedulerOptions?

        private let subject = PassthroughSubject<Date, Never>()

        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop,
                    mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            subject.receive(subscriber: subscriber)
        }

        /// Foundation fires a timer with a non-positive interval every 0.1 ms.
        var effectiveInterval: TimeInterval { interval > 0 && interval.isFinite ? interval : 0.0001 }

        /// Starts the timer: on the virtual clock of the graph rendering now, if any.
        public func connect() -> any Cancellable {
            if MainQueueWork.isRunningOnMainQueue || Thread.isMainThread, let connection = assumeMainActor({ VirtualTimers.connectToRenderingGraph(self) }) {
                return connection
            }
            let source = DispatchSource.makeTimerSource(queue: .main)
            let ns = Int((effectiveInterval * 1e9).rounded())
            source.schedule(deadline: .now() + .nanoseconds(ns), repeating: .nanoseconds(ns))
            source.setEventHandler { [weak self] in self?.fire(Date()) }
            source.resume()
            return AnyCancellable { source.cancel() }
        }

        func fire(_ date: Date) { subject.send(date) }
    }
}

/// The Combine timers connected while one ``ViewGraph`` rendered, fired on its virtual clock
/// before each pass (``advance(to:)``), earliest first, ties in connection order.
@MainActor
final class VirtualTimers {
    private final class Entry {
        weak var publisher: Timer.TimerPublisher?
        let interval: Double
        var next: Double
        var cancelled = false
        init(_ publisher: Timer.TimerPublisher, start: Double) {
            self.publisher = publisher
            interval = publisher.effectiveInterval
            next = start + interval
        }
    }
    private var entries: [Entry] = []

    /// The graph whose pass (and the actions after it) is running: where timers connect.
    private static var rendering: [ViewGraph] = []

    /// Runs `body` with `graph` as the graph timers connect to.
    static func rendering<T>(_ graph: ViewGraph?, _ body: () -> T) -> T {
        guard let graph else { return body() }
        rendering.append(graph)
        defer { rendering.removeLast() }
        return body()
    }

    static func connectToRenderingGraph(_ publisher: Timer.TimerPublisher) -> (any Cancellable)? {
        guard let graph = rendering.last else { return nil }
        let entry = Entry(publisher, start: graph.time ?? 0)
        graph.timers.entries.append(entry)
        return AnyCancellable { [weak entry] in entry?.cancelled = true }
    }

    /// Whether a timer is connected: like a running `TimelineView`, it keeps a sequence played
    /// "until settled" going (up to its maximum), since the view will change again.
    var isRunning: Bool { entries.contains { !$0.cancelled && $0.publisher != nil } }

    /// At most this many ticks per advance, so a tiny interval over a long jump cannot hang.
    static let maximumTicksPerAdvance = 100_000

    /// Fires every tick due by `time` (none while `time` is nil: stills have no clock).
    func advance(to time: Double?) {
        guard let time else { return }
        entries.removeAll { $0.cancelled || $0.publisher == nil }
        var ticks = 0
        while ticks < Self.maximumTicksPerAdvance {
            var due: Entry?
            for e in entries where !e.cancelled && e.publisher != nil && e.next <= time + 1e-9 {
                if due == nil || e.next < due!.next { due = e }
            }
            guard let e = due, let publisher = e.publisher else { break }
            let at = e.next
            e.next += e.interval
            ticks += 1
            publisher.fire(Date(timeIntervalSinceReferenceDate: at))
        }
    }
}
