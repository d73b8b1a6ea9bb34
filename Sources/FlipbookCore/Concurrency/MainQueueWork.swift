import Dispatch
import Foundation
import Synchronization

/// Work queued with `DispatchQueue.main.async` from code that imports Flipbook, so that it
/// runs before the next pass, as it would on iOS before the next frame.
///
/// SwiftUI code routinely defers a state change with `DispatchQueue.main.async` from a
/// `body`, a `GeometryEffect`'s `effectValue(size:)` (the seeds' flip effect) or an
/// animation-completion modifier. On iOS the main run loop runs it before the next frame.
/// Flipbook has no run loop: `render` is a command-line program, and a `@MainActor` Swift
/// Testing test runs as one job on the main queue (after `dispatch_main()`), which nothing
/// can drain until that job ends. So `DispatchQueue.main.async { … }` written in a file that
/// imports Flipbook resolves to the overload below: the block is also recorded here, and
/// Flipbook runs recorded blocks, in order, at the start of every pass (``drain()``). The
/// block is still enqueued on the real main queue, and whichever comes first runs it; it
/// never runs twice. Calls that pass `qos:`, `flags:` or `group:`, and code in files that do
/// not import Flipbook, use Dispatch's own `async` unchanged.
package enum MainQueueWork {
    /// One queued block: it runs once, from ``drain()`` or from the main queue.
    final class Item: Sendable {
        private let work: Mutex<(@Sendable () -> Void)?>
        /// Queued by code running on the main actor (the main thread, or the main queue on a
        /// worker thread): the render's own views and the blocks they run. Work other threads
        /// queue meanwhile — other tests in a parallel `swift test` run — is not the render's.
        let fromMainActor: Bool
        init(_ work: @escaping @Sendable () -> Void) {
            self.work = Mutex(work)
            fromMainActor = Thread.isMainThread || MainQueueWork.isRunningOnMainQueue
        }

        /// Whether the block has not run yet.
        var isPending: Bool { work.withLock { $0 != nil } }

        /// Runs the block unless it already ran.
        func run() {
            if let work = self.work.withLock({ w -> (@Sendable () -> Void)? in defer { w = nil }; return w }) { work() }
        }
    }

    private static let pending = Mutex<[Item]>([])

    /// Marks the main queue, so it is recognised however it is reached: on Linux every
    /// `DispatchQueue.main` is a new wrapper object, so identity does not tell.
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    static func isMainQueue(_ queue: DispatchQueue) -> Bool {
        queue.getSpecific(key: mainQueueKey) == true
    }

    /// Whether the running code is on the main queue (after `dispatch_main()` that is not the
    /// main thread, so `Thread.isMainThread` does not tell).
    static var isRunningOnMainQueue: Bool {
        DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    static func enqueue(_ work: @escaping @Sendable () -> Void) -> Item {
        let item = Item(work)
        pending.withLock { $0.append(item) }
        return item
    }

    /// Runs every block recorded so far, oldest first; blocks they queue in turn wait for
    /// the next drain (``hasPending``), which ``Settler`` runs before another pass — so a
    /// block that always re-queues itself meets the settle loop's one bound. Returns whether
    /// anything ran.
    @MainActor @discardableResult
    static package func drain() -> Bool {
        let batch = pending.withLock { items -> [Item] in defer { items = [] }; return items }
        for item in batch { item.run() }
        return !batch.isEmpty
    }

    /// Whether blocks queued from the main actor are recorded and not yet drained. Blocks other
    /// threads queue do not count: a render on the main actor cannot be waiting for them, and
    /// in a parallel test run they are other tests' (they still run at the next drain).
    static package var hasPending: Bool { pending.withLock { $0.contains { $0.fromMainActor && $0.isPending } } }
}

extension DispatchQueue {
    /// `DispatchQueue.main.async { … }` as SwiftUI code writes it: on the main queue the block
    /// also runs before Flipbook's next pass (see `MainQueueWork`); other queues behave exactly
    /// as Dispatch's `async(group:qos:flags:execute:)`.
    public func async(execute work: @escaping @Sendable @convention(block) () -> Void) {
        guard MainQueueWork.isMainQueue(self) else {
            async(group: nil, qos: .unspecified, flags: [], execute: work)
            return
        }
        let item = MainQueueWork.enqueue(work)
        async(group: nil, qos: .unspecified, flags: []) { item.run() }
    }
}
