import Foundation

/// The results as a person reads them on a terminal: what `render diff` and `render verify`
/// print on standard output unless JSON is asked for (`--json -`).
///
/// ```
/// ✗ card  differ: 212 pixels differ (1.3 %), largest ΔE 31.2
///     expected  goldens/card.png
///     actual    out/card.png
///     diff      out/report/images/card.diff.png
/// ✗ new-scene  missing: no golden goldens/new-scene.png (--update writes it)
/// 14 compared: 12 match, 1 differ, 1 missing, 0 orphaned, 0 updated, 0 errors
/// report: out/report/index.html
/// ```
///
/// Cases that match are counted, not listed, so a long suite's failures stay in view.
extension DiffResults {
    /// The summary's lines: one block per case that did not match, then the counts, then
    /// the report's path when one was written.
    public func humanSummary(report: String? = nil) -> String {
        var lines: [String] = []
        for c in cases where c.status != .match {
            let mark: String
            switch c.status {
            case .updated: mark = "↻"
            case .error: mark = "!"
            default: mark = "✗"
            }
            lines.append("\(mark) \(c.name)  \(c.status.rawValue)" + (c.message.map { ": \($0)" } ?? ""))
            for (label, path) in [("expected", c.expected), ("actual", c.actual), ("diff", c.diff)] {
                if let path { lines.append("    " + label.padding(toLength: 9, withPad: " ", startingAt: 0) + " " + path) }
            }
        }
        let s = summary
        var counts = "\(s.total) compared: \(s.matched) match, \(s.differ) differ, \(s.missing) missing, "
            + "\(s.orphaned) orphaned, \(s.updated) updated, \(s.errors) errors"
        if let shard { counts += " (shard \(shard))" }
        lines.append(counts)
        if let report { lines.append("report: \(report)") }
        return lines.joined(separator: "\n") + "\n"
    }
}
