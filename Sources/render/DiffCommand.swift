import ArgumentParser
import FlipbookDiff
import Foundation

/// `render diff EXPECTED ACTUAL`: compares two PNGs, or two folders of them.
struct DiffCommand: AsyncParsableCommand, UsageErrorStatus {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare PNG images: two files, or two folders of them paired by relative path.",
        discussion: """
        Prints a summary for people on standard output: each case that does not match, with its images, then the counts. --json FILE also writes the results as JSON (--json - prints the JSON instead, the summary going to standard error): per case its name, status (match, differ, missing, orphaned, error), the images and how many pixels differ by how much. Of folders, an image only in ACTUAL is "missing" (it has no expected image) and one only in EXPECTED is "orphaned". Exact by default; see the tolerance options. Difference pictures (red: beyond the tolerance, yellow: within it, blue: anti-aliasing) go to --diffs DIR, and --report DIR writes a self-contained HTML report.

        Exit status: 0 when everything matches; 1 when an image differs, is missing or orphaned; 2 for bad input (a path that does not exist, an unreadable PNG, a file compared with a folder, a bad option).

        Examples:
          render diff Snapshots/card.png out/card.png
          render diff Snapshots/ out/ --perceptual-precision 0.98 --report out/report/
          render diff golden/ actual/ --shard 2/4 --json results.json
        """,
        helpNames: [.short, .long]
    )

    @Argument(help: "The expected image, or a folder of them.")
    var expected: String

    @Argument(help: "The actual image, or a folder of them.")
    var actual: String

    @OptionGroup var tolerance: ToleranceOptions

    @Option(help: "Write difference pictures (<name>.diff.png) into this folder.")
    var diffs: String?

    @Option(help: "Write an HTML report into this folder (index.html and its images).")
    var report: String?

    @Option(help: "Write the JSON results to this file (- for standard output, the summary then going to standard error).")
    var json: String?

    @Option(help: ArgumentHelp("Compare only part i of n (1-based), chosen by a stable hash of each name.", valueName: "i/n"))
    var shard: ShardOption?

    /// Mistakes in the options are bad input: 2, as for a missing file.
    static let usageErrorStatus: Int32 = 2

    func run() async throws {
        let fm = FileManager.default
        for path in [expected, actual] where !fm.fileExists(atPath: path) {
            FileHandle.standardError.write(Data("render diff: error: \(path) does not exist\n".utf8))
            throw ExitCode(2)
        }
        let e = ImageFolder.isFolder(expected), a = ImageFolder.isFolder(actual)
        guard e == a else {
            FileHandle.standardError.write(Data("render diff: error: \(e ? expected : actual) is a folder and \(e ? actual : expected) is a file; compare two files or two folders\n".utf8))
            throw ExitCode(2)
        }
        let diffDirectory = diffs ?? report.map { URL(fileURLWithPath: $0).appendingPathComponent("images").path }
        let runner = DiffRunner(tolerance: tolerance.tolerance, diffDirectory: diffDirectory)
        let cases: [DiffCase]
        if e {
            cases = try runner.compareFolders(expected: expected, actual: actual, shard: shard?.shard)
        } else {
            let name = URL(fileURLWithPath: actual).deletingPathExtension().lastPathComponent
            cases = [runner.compare(name: name, expected: expected, actual: actual)]
        }
        let results = DiffResults(cases: cases, tolerance: tolerance.tolerance, shard: shard?.shard)
        let status = try finish(results, json: json, report: report, title: "render diff \(expected) \(actual)")
        if status != 0 { throw ExitCode(status) }
    }
}
