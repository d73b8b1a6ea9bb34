import Flipbook
import FlipbookPNG
import Foundation
import Glibc

/// `flipbook-bench screen [-o FILE] [--runs N]`: issue 27's settings screen (``SettingsScreen``) through
/// `ImageRenderer.pngData()`, best of five, split into layout (display list), rasterising and
/// PNG encoding. Meant for both builds: `swift run flipbook-bench screen` is the debug build a
/// user's `swift test` renders with, `-c release` the other.
enum ScreenBenchmark {
    static func run(_ arguments: [String]) throws {
        try MainActor.assumeIsolated { try measure(arguments) }
    }

    struct Timing {
        var wall = Double.infinity
        var cpu = Double.infinity
        mutating func keep(wall w: Double, cpu c: Double) { wall = min(wall, w); cpu = min(cpu, c) }
    }

    @MainActor
    static func measure(_ arguments: [String]) throws {
        // `--runs N` (default 5): one run is enough under a profiler.
        let runs = arguments.firstIndex(of: "--runs").flatMap { Int(arguments[$0 + 1]) }.map { max(1, $0) } ?? 5
        var layout = Timing(), raster = Timing(), encode = Timing(), total = Timing()
        var png: [UInt8] = []
        var size = (0, 0)
        for _ in 0..<runs {
            // The whole call, as a test makes it.
            let renderer = SettingsScreen.renderer()
            let (w0, c0) = (AnimationBenchmark.wall(), BenchmarkClock.threadCPUMilliseconds())
            png = try renderer.pngData()
            total.keep(wall: AnimationBenchmark.wall() - w0, cpu: BenchmarkClock.threadCPUMilliseconds() - c0)

            // The same work by phase, on a fresh renderer.
            let phased = SettingsScreen.renderer()
            let (w1, c1) = (AnimationBenchmark.wall(), BenchmarkClock.threadCPUMilliseconds())
            let frame = phased.displayFrame()
            let (w2, c2) = (AnimationBenchmark.wall(), BenchmarkClock.threadCPUMilliseconds())
            let pixels = frame.rasterize()
            let (w3, c3) = (AnimationBenchmark.wall(), BenchmarkClock.threadCPUMilliseconds())
            _ = try PNGCodec.encode(pixels)
            let (w4, c4) = (AnimationBenchmark.wall(), BenchmarkClock.threadCPUMilliseconds())
            layout.keep(wall: w2 - w1, cpu: c2 - c1)
            raster.keep(wall: w3 - w2, cpu: c3 - c2)
            encode.keep(wall: w4 - w3, cpu: c4 - c3)
            size = (pixels.width, pixels.height)
        }
        if let i = arguments.firstIndex(of: "-o"), i + 1 < arguments.count {
            try Data(png).write(to: URL(fileURLWithPath: arguments[i + 1]))
        }
        #if DEBUG
        let build = "debug (goal ≤ 500 ms, stretch 200 ms)"
        #else
        let build = "release"
        #endif
        print("screen: settings (NavigationStack, List of 2 sections, 16 rows), \(size.0)×\(size.1) px, \(build); best of \(runs)")
        print("                       wall ms     CPU ms")
        func line(_ name: String, _ t: Timing) {
            print(BenchmarkClock.pad(name, 20) + BenchmarkClock.pad(String(format: "%.1f", t.wall), 11)
                  + BenchmarkClock.pad(String(format: "%.1f", t.cpu), 11))
        }
        line("pngData()", total)
        line("  layout+display", layout)
        line("  rasterise", raster)
        line("  PNG encode", encode)
        print("  PNG \(png.count) bytes")
        if arguments.contains("--list") { print("  display list: " + listStats(SettingsScreen.renderer().displayFrame().displayList)) }
    }
}

extension ScreenBenchmark {
    /// What the screen's display list holds, for the notes: leaves by kind, effects by kind,
    /// and how many clips each leaf is drawn inside.
    static func listStats(_ list: DisplayList) -> String {
        var counts: [String: Int] = [:]
        var clipDepths: [Int: Int] = [:]
        var clipShapes: [String: Int] = [:]
        func walk(_ items: [DisplayItem], clips: Int) {
            for item in items {
                switch item {
                case .shape: counts["shape", default: 0] += 1; clipDepths[clips, default: 0] += 1
                case .image: counts["image", default: 0] += 1; clipDepths[clips, default: 0] += 1
                case .mask: counts["mask", default: 0] += 1; clipDepths[clips, default: 0] += 1
                case .effect(let e, let children):
                    let name = "\(e)".prefix(while: { $0 != "(" })
                    counts["effect \(name)", default: 0] += 1
                    if case .clip(let path, _) = e {
                        let b = path.bounds
                        clipShapes["\(Int(b.minX)),\(Int(b.minY)) \(Int(b.width))×\(Int(b.height)) (\(path.elements.count) elements)", default: 0] += 1
                        walk(children, clips: clips + 1)
                    } else { walk(children, clips: clips) }
                }
            }
        }
        walk(list.items, clips: 0)
        return counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
            + "; leaves by clip depth: " + clipDepths.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
            + "; clips (bounds in points): " + clipShapes.sorted { $0.value > $1.value }.prefix(8).map { "\($0.key) ×\($0.value)" }.joined(separator: ", ")
    }
}
