// flipbook-bench: release-mode benchmarks, one group per file.
//
//   swift run -c release flipbook-bench          runs every group
//   swift run -c release flipbook-bench png      runs one group (options may follow)
//
// A new group (raster, text, …) is a file with a `static func run(_:)` plus one line below.

import Glibc

/// Each group gets the arguments after its name (empty when all groups run).
let groups: [(name: String, summary: String, run: ([String]) throws -> Void)] = [
    ("png", "PNG encode ms and bytes of 1170×2532 frames by compressor, level and filter", PNGBenchmark.run),
    ("raster", "raster cases in µs beside Skia (skia-python) drawing the same cases in the same run [--no-skia] [--save FILE] [--compare FILE: ratio to a saved run, e.g. debug/release]", RasterBenchmark.run),
    ("screen", "issue 27's settings screen at 3× through ImageRenderer.pngData(), ms by phase (run it in debug too) [-o FILE]", ScreenBenchmark.run),
    ("animation", "the like toggle's 60-frame tap sequence at 3×: wall ms by phase, per frame beside one still", AnimationBenchmark.run),
    ("fidelity", "SSIM and MAE of every ../shared/fidelity scene against Apple's golden, and a contact sheet [DIR] [-o OUT]",
     { arguments in try MainActor.assumeIsolated { try FidelityBenchmark.run(arguments) } }),
]

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains(where: { $0 == "-h" || $0 == "--help" }) {
    print("usage: flipbook-bench [group [options]]\ngroups:")
    for group in groups { print("  \(group.name)  \(group.summary)") }
} else {
    let selected = arguments.first.map { name in groups.filter { $0.name == name } } ?? groups
    if selected.isEmpty {
        print("flipbook-bench: unknown group \(arguments[0]); groups: \(groups.map(\.name).joined(separator: ", "))")
        exit(2)
    }
    for group in selected {
        do {
            try group.run(Array(arguments.dropFirst()))
        } catch {
            print("flipbook-bench \(group.name): \(error)")
            exit(1)
        }
    }
}
