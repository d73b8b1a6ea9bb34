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

/// Writes the results: a human summary on standard output (``DiffResults/humanSummary(report:)``),
/// the JSON to `json` when given — `-` puts the JSON on standard output instead and the summary
/// on standard error, for pipes — and the HTML report; returns the exit status.
func finish(_ results: DiffResults, json: String?, report: String?, title: String) throws -> Int32 {
    let data = try results.jsonData()
    let jsonOnStdout = json == "-"
    if let json, !jsonOnStdout {
        try Data(data).write(to: URL(fileURLWithPath: json), options: .atomic)
    }
    let index = try report.map { try HTMLReport(results: results, title: title).write(to: $0) }
    // Escaped line by line: a name or message can carry control characters from a file name.
    let lines = results.humanSummary(report: index).split(separator: "\n").map { MessageText.escaped(String($0)) }
    let summary = Data((lines.joined(separator: "\n") + "\n").utf8)
    if jsonOnStdout {
        FileHandle.standardOutput.write(Data(data + [10]))
        FileHandle.standardError.write(summary)
    } else {
        FileHandle.standardOutput.write(summary)
    }
    return results.exitStatus
}

import Foundation
