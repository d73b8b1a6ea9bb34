import Foundation
import Testing

/// Rendering is a pure function of the scene: the same bytes whether a scene is rendered twice
/// in one process (concurrently with itself and others), in another process, or with one core.
extension RenderCommandTests {
    /// Scenes that exercise the blur, gradient, text, symbol and layout paths, with several
    /// threads rasterising at once.
    static let determinismScenes = ["shadows", "gradients", "text-styles", "symbols", "stacks"]

    @Test func theSameSceneGivesTheSameBytesTwiceInOneProcessAcrossProcessesAndOnOneCore() throws {
        let dir = try tempDir()
        var copies: [String] = []
        for name in Self.determinismScenes {
            let text = try String(contentsOf: Self.examples.appendingPathComponent(name + ".json"), encoding: .utf8)
            // Two copies in one invocation: rendered concurrently by the same process.
            for copy in ["a", "b"] { copies.append(try write(text, "\(name)-\(copy).json", in: dir)) }
        }
        let many = dir.appendingPathComponent("many-threads")
        let r = try run(copies + ["-o", many.path])
        #expect(r.status == 0, "\(r.stderr)")

        // Another process, pinned to one CPU: one rasterising thread, scenes one after another.
        let one = dir.appendingPathComponent("one-thread")
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/taskset")
        p.arguments = ["--cpu-list", "0", Self.renderBinary.path] + copies.filter { $0.hasSuffix("-a.json") } + ["-o", one.path]
        try p.run()
        p.waitUntilExit()
        #expect(p.terminationStatus == 0)

        for name in Self.determinismScenes {
            let a = try Data(contentsOf: many.appendingPathComponent("\(name)-a.png"))
            let b = try Data(contentsOf: many.appendingPathComponent("\(name)-b.png"))
            let single = try Data(contentsOf: one.appendingPathComponent("\(name)-a.png"))
            #expect(a.count > 1000, "\(name) is an image, not an empty file")
            // The PNG's text chunks hold the input's SHA-256, equal for equal copies.
            #expect(a == b, "\(name): two renders in one process differ")
            #expect(a == single, "\(name): a render on one CPU in another process differs")
        }
    }
}
