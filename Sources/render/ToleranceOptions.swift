import ArgumentParser
import FlipbookDiff
import FlipbookScene

/// `--precision`, `--perceptual-precision`, `--ignore-antialiasing`: shared by diff and verify.
struct ToleranceOptions: ParsableArguments {
    @Option(help: "The share of pixels, 0…1, that must match (default 1: all).")
    var precision: Double = 1

    @Option(help: "How close, 0…1, a pixel's colour must be: it matches when its CIE ΔE94 is at most (1 − this) × 100 (default 1: identical). 0.98 is about what the eye can tell.")
    var perceptualPrecision: Double = 1

    @Flag(help: "Forgive edge pixels whose anti-aliasing moved (pixelmatch's detector).")
    var ignoreAntialiasing = false

    var tolerance: ImageTolerance {
        ImageTolerance(precision: precision, perceptualPrecision: perceptualPrecision, ignoresAntialiasing: ignoreAntialiasing)
    }

    func validate() throws {
        if let problem = tolerance.problem { throw ValidationError(problem.replacingOccurrences(of: "perceptualPrecision", with: "--perceptual-precision")
            .replacingOccurrences(of: "precision must", with: "--precision must")) }
    }
}

/// Writes the run's JSON to standard output (or `--json FILE`), a line per failing case to
/// standard error, and the report; returns the exit status.
func finish(_ results: DiffResults, json: String?, report: String?, title: String) throws -> Int32 {
    let data = try results.jsonData()
    if let json {
        try Data(data).write(to: URL(fileURLWithPath: json), options: .atomic)
    } else {
        FileHandle.standardOutput.write(Data(data + [10]))
    }
    for c in results.cases where c.fails || c.status == .error || c.status == .updated {
        // Escaped: a name or message can carry control characters from a file name.
        let text = MessageText.escaped("\(c.name): \(c.status.rawValue)" + (c.message.map { ": \($0)" } ?? ""))
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
    if let report {
        let index = try HTMLReport(results: results, title: title).write(to: report)
        FileHandle.standardError.write(Data("report: \(index)\n".utf8))
    }
    let s = results.summary
    FileHandle.standardError.write(Data("\(s.total) compared: \(s.matched) match, \(s.differ) differ, \(s.missing) missing, \(s.orphaned) orphaned, \(s.updated) updated, \(s.errors) errors\n".utf8))
    return results.exitStatus
}

import Foundation
