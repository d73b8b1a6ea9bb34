import Synchronization

/// The virtual clock `.task` work sleeps on: `Task.sleep` called from a task a view started
/// (and from tasks those create) waits for this clock, not the wall clock.
///
/// A still (``ViewGraph/time`` `nil`) never advances it, so a task shows the state it set
/// before its first sleep, as SwiftUI's first frame does. A ``FrameSequence`` rendered with
/// `render()` advances it: at each sleep's deadline it sets the graph's time there, resumes
/// the sleeper, lets it run to its next suspension and lays the view out again, so frames
/// show the state after the sleep from the right instant on.
///
/// Thread-safe: a sleeping task may be cancelled from any thread.
public final class TaskClock: Sendable {
    private struct Sleeper {
        let id: Int
        let deadline: Double
        let task: Int?
        let continuation: CheckedContinuation<Void, any Error>
    }
    private struct State {
        var now = 0.0
        var nextID = 0
        var sleepers: [Sleeper] = []
        /// Tasks resumed and not yet suspended on this clock again (or finished).
        var running: Set<Int> = []
    }
    private let state = Mutex(State())

    package init() {}

    /// The clock's time in seconds (the graph's virtual time, 0 for a still).
    package var now: Double {
        get { state.withLock { $0.now } }
        set { state.withLock { $0.now = newValue } }
    }

    /// The earliest deadline a task sleeps until, if any task sleeps.
    public var nextDeadline: Double? { state.withLock { $0.sleepers.map(\.deadline).min() } }

    /// Whether a task sleeps on this clock.
    public var hasSleepers: Bool { state.withLock { !$0.sleepers.isEmpty } }

    /// Whether a task this clock resumed is still running toward its next suspension.
    package var hasRunningTasks: Bool { state.withLock { !$0.running.isEmpty } }

    /// Suspends the calling task for `seconds` of virtual time; throws `CancellationError`
    /// if the task is (or gets) cancelled, as `Task.sleep` does.
    ///
    /// On the main actor, where `.task` work runs: a hop to the global executor would
    /// register the sleeper whenever a background thread gets to it, after the frames it
    /// should hold back.
    @MainActor package func sleep(seconds: Double) async throws {
        let task = Self.currentTaskID
        let id = state.withLock { s -> Int in
            if let task { s.running.remove(task) }
            s.nextID += 1
            return s.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (c: CheckedContinuation<Void, any Error>) in
                let cancelled = state.withLock { s -> Bool in
                    if Task.isCancelled { return true }
                    let d = s.now + (seconds.isFinite ? max(seconds, 0) : .greatestFiniteMagnitude)
                    s.sleepers.append(Sleeper(id: id, deadline: d, task: task, continuation: c))
                    return false
                }
                if cancelled { c.resume(throwing: CancellationError()) }
            }
        } onCancel: {
            let sleeper = state.withLock { s -> Sleeper? in
                guard let i = s.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
                return s.sleepers.remove(at: i)
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Resumes every task whose deadline is at or before `time`, earliest first; returns
    /// whether any was resumed. Its code runs when the main actor next gets to run it.
    @discardableResult
    package func wake(upTo time: Double) -> Bool {
        let due = state.withLock { s -> [Sleeper] in
            let due = s.sleepers.filter { $0.deadline <= time + 1e-9 }.sorted { ($0.deadline, $0.id) < ($1.deadline, $1.id) }
            s.sleepers.removeAll { $0.deadline <= time + 1e-9 }
            for d in due { if let t = d.task { s.running.insert(t) } }
            return due
        }
        for d in due { d.continuation.resume() }
        return !due.isEmpty
    }

    /// A task this clock resumed ended (or is no longer followed).
    package func taskEnded(_ task: Int?) {
        guard let task else { return }
        state.withLock { _ = $0.running.remove(task) }
    }

    /// Forgets which resumed tasks are still running (they suspended on something else).
    package func stopWaitingForRunningTasks() { state.withLock { $0.running = [] } }

    /// Cancels every sleeper (the graph is gone: its views disappeared).
    package func cancelAll() {
        let all = state.withLock { s -> [Sleeper] in defer { s.sleepers = [] }; return s.sleepers }
        for s in all { s.continuation.resume(throwing: CancellationError()) }
    }

    deinit { cancelAll() }

    /// An identifier of the running task, if code runs in one.
    package static var currentTaskID: Int? { withUnsafeCurrentTask { $0?.hashValue } }

    /// The clock of the view graph whose `.task` work is running, inherited by child tasks.
    @TaskLocal package static var current: TaskClock?
}

extension Task where Success == Never, Failure == Never {
    /// Suspends the task for `duration`, as the standard library's `Task.sleep(for:)`; in
    /// work a view's `.task` started, on the render's virtual clock (see ``TaskClock``).
    /// Files that import Flipbook call this form; elsewhere the standard one runs.
    nonisolated(nonsending) public static func sleep(for duration: Duration) async throws {
        if let clock = TaskClock.current {
            let (s, a) = duration.components
            try await clock.sleep(seconds: Double(s) + Double(a) * 1e-18)
        } else {
            try await ContinuousClock().sleep(until: .now + duration, tolerance: nil)
        }
    }

    /// Suspends the task for `duration` nanoseconds, as the standard library's
    /// `Task.sleep(nanoseconds:)`; on the render's virtual clock in `.task` work.
    nonisolated(nonsending) public static func sleep(nanoseconds duration: UInt64) async throws {
        if let clock = TaskClock.current {
            try await clock.sleep(seconds: Double(duration) / 1e9)
        } else {
            try await ContinuousClock().sleep(until: .now + .nanoseconds(Int64(clamping: duration)), tolerance: nil)
        }
    }
}
