import Dispatch
import Foundation

// Views and renderers live on the main actor, but swift-snapshot-testing calls a strategy
// from whatever thread the test runs on. Where that is depends on the test:
//
// - XCTest (sync, or `@MainActor … async`): the main thread.
// - Swift Testing `@MainActor` (sync or async): the main *queue*, drained by a worker thread
//   (Swift Testing parks the main thread in `dispatchMain()`), so `Thread.isMainThread` is
//   false and `DispatchQueue.main.sync` traps (libdispatch: waiting on the queue one is on).
// - Anything nonisolated: a cooperative-pool or other thread, while the main queue is free.
//
// So: run in place on the main thread or the main queue, otherwise hop to the main queue and
// wait. The one case a hop cannot serve is a thread whose test blocks the main thread until
// that thread finishes (XCTest: `Thread { … }.start(); group.wait()`): the main queue then
// never runs, and rendering off it is not possible (the renderer's main-actor state asserts
// its queue). Once the main queue has not taken the job for `mainQueueWait` while the process
// sat idle, the job is withdrawn and `nil` returned, so the assertion fails with a message
// instead of hanging. Idle, not merely late: under a parallel test run on a loaded machine the
// main queue can be busy rendering other tests' snapshots for far longer than 5 s, and that is
// a queue to wait for, not a blocked one.

private let mainQueueKey = DispatchSpecificKey<UInt8>()
private let markMainQueue: Void = { DispatchQueue.main.setSpecific(key: mainQueueKey, value: 1) }()

/// Whether this code runs on the main thread or on the main dispatch queue (from any thread):
/// either way, main-actor code may run here synchronously.
func isOnMainQueue() -> Bool {
    _ = markMainQueue
    return Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) != nil
}

/// How long a hop waits for a main queue that does not answer, with the process idle, before
/// the job is withdrawn.
let mainQueueWait: Double = 5

/// The longest a hop waits for a busy main queue (a safety net against a process that spins
/// forever while blocking the main thread).
let mainQueueBusyLimit: Double = 600

/// CPU seconds used by every thread of this process.
private func processCPUSeconds() -> Double {
    var spec = timespec()
    guard clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec) == 0 else { return 0 }
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
}

/// Waits for `job` in slices; gives up after `mainQueueWait` of consecutive slices in which the
/// process used almost no CPU (nothing is running that could free the main queue), or after
/// `mainQueueBusyLimit` in all.
private func waitForMainQueue<T: Sendable>(_ job: MainActorJob<T>) -> T? {
    let slice = 0.5
    let idleSlicesAllowed = Int((mainQueueWait / slice).rounded(.up))
    var idleSlices = 0
    var waited = 0.0
    var cpu = processCPUSeconds()
    while waited < mainQueueBusyLimit {
        if let result = job.wait(for: .milliseconds(Int(slice * 1000))) { return result }
        waited += slice
        let now = processCPUSeconds()
        // Below 5 % of one core over the slice: no other work is in progress.
        idleSlices = now - cpu < slice * 0.05 ? idleSlices + 1 : 0
        cpu = now
        if idleSlices >= idleSlicesAllowed { return nil }
    }
    return nil
}

/// Runs `body` on the main actor from any thread or queue and returns its result; `nil` when
/// the main queue did not run it while the process sat idle for `mainQueueWait` (the main
/// thread is blocked).
func runOnMainActor<T: Sendable>(_ body: @escaping @MainActor () -> T) -> T? {
    if isOnMainQueue() {
        // On the main thread or queue: the main actor's executor is this queue.
        return MainActor.assumeIsolated { body() }
    }
    let job = MainActorJob(body)
    DispatchQueue.main.async {
        guard job.claim() else { return }
        job.finish(MainActor.assumeIsolated { job.body() })
    }
    if let result = waitForMainQueue(job) { return result }
    if job.claim() {
        // The main queue never started the job: it is blocked, most likely by the test
        // waiting for this very thread.
        FileHandle.standardError.write(Data("""
            Flipbook: a snapshot was taken on a background thread while the main thread was blocked \
            (waiting for that thread?) for 5 seconds: views render on the main actor, so it cannot \
            be taken. Take the snapshot on the main thread, in a @MainActor test, or from a thread the \
            main thread does not wait for (an async test, a Task).

            """.utf8))
        return nil
    }
    return job.wait(for: nil)
}

/// A job for the main queue that either the main queue or the waiting thread runs, never both.
private final class MainActorJob<T: Sendable>: @unchecked Sendable {
    let body: @MainActor () -> T
    private let lock = NSLock()
    private var claimed = false
    private var result: T?
    private let done = DispatchSemaphore(value: 0)

    init(_ body: @escaping @MainActor () -> T) { self.body = body }

    /// Takes the job; false if someone else already has.
    func claim() -> Bool {
        lock.withLock {
            if claimed { return false }
            claimed = true
            return true
        }
    }

    func finish(_ value: T) {
        lock.withLock { result = value }
        done.signal()
    }

    /// The result once the main queue has produced it (`nil` after `timeout` without one).
    func wait(for timeout: DispatchTimeInterval?) -> T? {
        let status = timeout.map { done.wait(timeout: .now() + $0) } ?? { done.wait(); return .success }()
        guard status == .success else { return nil }
        return lock.withLock { result }
    }
}
