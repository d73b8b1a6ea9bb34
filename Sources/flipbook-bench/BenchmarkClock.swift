import Glibc

/// Times a closure the way every benchmark group reports: this thread's CPU time, the
/// fastest of `runs`. On a machine shared with other builds, wall time mostly measures
/// the neighbours; thread CPU time and the minimum are the least noisy estimate of the
/// work itself. Slow cases stop early once `budget` milliseconds are spent.
enum BenchmarkClock {
    static func fastest<T>(runs: Int, budget: Double = 1000,
                           _ body: () throws -> T) rethrows -> (milliseconds: Double, result: T) {
        var best = Double.infinity
        var spent = 0.0
        var last: T?
        for _ in 0..<runs where spent < budget {
            let start = threadCPUMilliseconds()
            let value = try body()
            let elapsed = threadCPUMilliseconds() - start
            best = min(best, elapsed)
            spent += elapsed
            last = value
        }
        return (best, last!)
    }

    static func threadCPUMilliseconds() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) * 1000 + Double(t.tv_nsec) / 1e6
    }

    /// Right-aligns `text` in `width` columns.
    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
    }
}
