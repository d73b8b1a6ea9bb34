/// Times a closure the way every benchmark group reports: the fastest of `runs`, because
/// on a shared machine the minimum is the least noisy estimate of the work itself. Slow
/// cases stop early once `budget` is spent, after at least one run.
enum BenchmarkClock {
    static func fastest<T>(runs: Int, budget: Duration = .seconds(1),
                           _ body: () throws -> T) rethrows -> (milliseconds: Double, result: T) {
        var best = Duration.seconds(1_000_000)
        var spent = Duration.zero
        var last: T?
        for _ in 0..<runs where spent < budget {
            let clock = ContinuousClock()
            let start = clock.now
            let value = try body()
            let elapsed = clock.now - start
            best = min(best, elapsed)
            spent += elapsed
            last = value
        }
        let (seconds, attoseconds) = best.components
        return (Double(seconds) * 1000 + Double(attoseconds) / 1e15, last!)
    }

    /// Right-aligns `text` in `width` columns.
    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
    }
}
