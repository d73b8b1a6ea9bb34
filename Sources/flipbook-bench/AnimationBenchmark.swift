import Dispatch
import Flipbook
import FlipbookPNG
import FlipbookScene
import Foundation
import Glibc

/// The like toggle's 60-frame tap sequence at 3× (Examples/like-toggle.json, taps at 0.1 s
/// and 0.8 s, 30 fps): played on the main thread, rasterised on every core, encoded as an
/// APNG. Wall time is what a user waits for (the goal on 2 cores: < 1 s release, < 5 s
/// debug); the per-frame cost is set beside one still of the same scene measured in the
/// same run, and the phases say what dominates.
enum AnimationBenchmark {
    static func run(_ arguments: [String]) throws {
        try MainActor.assumeIsolated { try measure(arguments) }
    }

    /// This process's CPU time (user + system, every thread), ms: on a shared machine the
    /// work itself, where wall time also counts the neighbours.
    static func cpu() -> Double {
        var u = rusage()
        getrusage(Int32(RUSAGE_SELF.rawValue), &u)
        return Double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) * 1000 + Double(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1000
    }

    static func wall() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) * 1000 + Double(t.tv_nsec) / 1e6
    }

    @MainActor
    static func measure(_ arguments: [String]) throws {
        let path = arguments.first ?? "Examples/like-toggle.json"
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        var doc = try SceneDocument.decode(bytes, baseDirectory: URL(fileURLWithPath: path).deletingLastPathComponent().path)
        doc.scale = 3
        let runs = 3
        var best = (total: Double.infinity, layout: 0.0, raster: 0.0, encode: 0.0, frames: 0)
        var bestCPU = (total: Double.infinity, layout: 0.0, raster: 0.0, encode: 0.0)
        for _ in 0..<runs {
            let sequence = FrameSequence(try SceneRenderer.frameSequence(doc).host.content, fps: 30, length: .duration(59.0 / 30),
                                         proposedSize: ProposedViewSize(doc.size), scale: 3, colorScheme: doc.colorScheme,
                                         background: doc.background, events: [.tap("like", at: 0.1), .tap("like", at: 0.8)])
            let (t0, c0) = (wall(), cpu())
            let lists = try sequence.displayFrames()
            let (t1, c1) = (wall(), cpu())
            let pixels = RenderedFrames.rasterizeSynchronously(lists)
            let (t2, c2) = (wall(), cpu())
            let apng = try RenderedFrames(fps: 30, frames: pixels).apngData()
            let (t3, c3) = (wall(), cpu())
            precondition(!apng.isEmpty)
            if t3 - t0 < best.total { best = (t3 - t0, t1 - t0, t2 - t1, t3 - t2, lists.count) }
            if c3 - c0 < bestCPU.total { bestCPU = (c3 - c0, c1 - c0, c2 - c1, c3 - c2) }
        }
        // One still of the same scene, the same way: lay out, rasterise, encode a PNG.
        var still = Double.infinity
        for _ in 0..<runs {
            let t0 = wall()
            let frame = try SceneRenderer.displayFrame(doc)
            let p = frame.rasterize()
            _ = try PNGCodec.encode(p)
            still = min(still, wall() - t0)
        }
        let n = Double(best.frames)
        let distinct = try distinctCount(doc)
        #if DEBUG
        let build = "debug (goal < 5000 ms)"
        #else
        let build = "release (goal < 1000 ms)"
        #endif
        print("animation: like toggle, \(best.frames) frames at 3×, \(ProcessInfo.processInfo.activeProcessorCount) cores, \(build); best of \(runs), wall ms")
        print("  sequence total      \(f(best.total)) ms")
        print("    layout+display    \(f(best.layout)) ms  (\(f(best.layout / n)) per frame, main thread)")
        print("    rasterise         \(f(best.raster)) ms  (\(f(best.raster / n)) per frame, all cores; \(distinct) distinct frames drawn, repeats reuse pixels)")
        print("    APNG encode       \(f(best.encode)) ms  (\(f(best.encode / n)) per frame)")
        print("  per frame           \(f(best.total / n)) ms   one still (layout, raster, PNG) \(f(still)) ms")
        print("  CPU ms (user+sys, all threads; best of \(runs)): total \(f(bestCPU.total)), layout+display \(f(bestCPU.layout)), "
              + "rasterise \(f(bestCPU.raster)), APNG \(f(bestCPU.encode))")
    }

    @MainActor
    static func distinctCount(_ doc: SceneDocument) throws -> Int {
        let seq = FrameSequence(try SceneRenderer.frameSequence(doc).host.content, fps: 30, length: .duration(59.0 / 30),
                                proposedSize: ProposedViewSize(doc.size), scale: 3, colorScheme: doc.colorScheme,
                                background: doc.background, events: [.tap("like", at: 0.1), .tap("like", at: 0.8)])
        let lists = try seq.displayFrames()
        return zip(lists, [nil] + lists.dropLast().map { Optional($0) }).filter { $0.0 != $0.1 }.count
    }

    static func f(_ x: Double) -> String { String(format: "%8.2f", x) }
}
