import ArgumentParser
import Flipbook
import FlipbookDiff
import FlipbookPNG
import FlipbookScene
import Foundation

/// `render verify scenes/ --golden Snapshots/`: renders scenes and compares each with its golden.
struct VerifyCommand: AsyncParsableCommand, UsageErrorStatus {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Render scene files and compare each with its golden PNG in one step.",
        discussion: """
        The golden of scenes/a/b.json is GOLDEN/a/b.png (folders keep their structure; a scene file given by itself is named by its file name). A scene with a "timeline" is verified frame by frame, as `render` writes it: frame k against GOLDEN/a/b/frame-000k.png. Prints a summary as `render diff` does (JSON with --json FILE, or --json - on standard output): a scene with no golden is "missing", a golden with no scene is "orphaned", a scene that does not decode is an "error" naming the place. --update writes the goldens of scenes that differ or are missing (atomically), and reports them as "updated"; it never deletes orphaned goldens.

        --shard i/n verifies part i of n (1-based), chosen by a stable hash of each name, so CI machines split a suite between them and the parts together cover every scene exactly once (orphaned goldens are shared out the same way).

        Exit status: 0 when every scene matches (or was updated); 1 when one differs or is missing, or a golden is orphaned; 2 for bad input (a malformed scene, a path that does not exist, a bad option).

        Examples:
          render verify scenes/ --golden goldens/
          render verify scenes/ --golden goldens/ --shard 1/4 --report out/report/
          render verify scenes/ --golden goldens/ --update
        """,
        helpNames: [.short, .long]
    )

    @Argument(help: "Scene files, or folders searched for .json scene files.")
    var scenes: [String]

    @Option(help: "The folder of golden PNGs.")
    var golden: String

    @OptionGroup var tolerance: ToleranceOptions

    @Option(name: .customLong("assets"), help: ArgumentHelp(
        "A folder, besides each scene's own, that scenes may read image files from; repeatable.", valueName: "dir"))
    var assetFolders: [String] = []

    @Flag(help: "Accept: write the goldens of scenes that differ or have none.")
    var update = false

    @Option(help: ArgumentHelp("Verify only part i of n (1-based), chosen by a stable hash of each name.", valueName: "i/n"))
    var shard: ShardOption?

    @Option(name: [.short, .customLong("output")], help: "Write each rendered image and difference picture into this folder.")
    var output: String?

    @Option(help: "Write an HTML report into this folder (index.html and its images).")
    var report: String?

    @Option(help: "Write the JSON results to this file (- for standard output, the summary then going to standard error).")
    var json: String?

    /// Mistakes in the options are bad input: 2, as for a missing file.
    static let usageErrorStatus: Int32 = 2

    func run() async throws {
        try AssetFolders.check(assetFolders, command: "render verify")
        let shard = self.shard?.shard
        var named: [String: String] = [:]
        for path in scenes {
            guard FileManager.default.fileExists(atPath: path) else {
                FileHandle.standardError.write(Data("render verify: error: \(MessageText.escaped(MessageText.excerpt(path))) does not exist\n".utf8))
                throw ExitCode(2)
            }
            let found = ImageFolder.isFolder(path)
                ? try ImageFolder.files(in: path, extension: "json")
                : [URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent: path]
            for (name, file) in found {
                if let other = named[name], other != file {
                    FileHandle.standardError.write(Data("render verify: error: \(other) and \(file) are both named \(name); verify them in separate runs\n".utf8))
                    throw ExitCode(2)
                }
                named[name] = file
            }
        }
        let goldenExists = ImageFolder.isFolder(golden)
        if !goldenExists && !update {
            FileHandle.standardError.write(Data("render verify: error: the golden folder \(golden) does not exist (record it with --update)\n".utf8))
            throw ExitCode(2)
        }
        // Rendered images written into the golden folder would be goldens accepted without
        // --update, and every later verify would pass.
        for (option, folder) in [("-o", output), ("--report", report)] {
            if let folder, OutputFolders.overlap(folder, golden) {
                FileHandle.standardError.write(Data(MessageText.escaped("render verify: error: \(option) \(folder) and the golden folder \(golden) overlap: rendered images would replace goldens without --update; write them to another folder\n").utf8))
                throw ExitCode(2)
            }
        }
        let goldens = goldenExists ? try ImageFolder.images(in: golden) : [:]
        let mine = named.keys.filter { shard?.contains($0) ?? true }.sorted()
        let imageDirectory = output ?? report.map { URL(fileURLWithPath: $0).appendingPathComponent("images").path }
        let runner = DiffRunner(tolerance: tolerance.tolerance, diffDirectory: imageDirectory)

        // Each scene is laid out on the main actor, then rasterised, compared and written on
        // any core while the next is laid out, as `render` does.
        var cases: [DiffCase] = []
        // Each golden compared, and the scene file it belongs to: two scenes must not claim
        // one golden (`anim.json`'s timeline frames and `anim/frame-0000.json`).
        var claimed: [String: String] = [:]
        // Scenes that could not be rendered: how many frames their goldens have is unknown.
        var failed: Set<String> = []
        await withTaskGroup(of: DiffCase.self) { group in
            for name in mine {
                for prepared in await prepare(name, scene: named[name]!, goldens: goldens) {
                    switch prepared {
                    case .failed(let c):
                        failed.insert(name)
                        cases.append(c)
                    case .ready(let job):
                        if let other = claimed[job.name] {
                            cases.append(DiffCase(name: job.name, status: .error, expected: job.golden,
                                                  message: "\(named[name]!) and \(other) would both be the golden \(job.name).png; rename one of them"))
                            continue
                        }
                        claimed[job.name] = named[name]!
                        let settings = self.settings(runner: runner, imageDirectory: imageDirectory)
                        group.addTask { await Self.finishOne(job, settings) }
                    }
                }
            }
            for await c in group { cases.append(c) }
        }
        for (name, path) in goldens where claimed[name] == nil && !failed.contains(name) && (shard?.contains(name) ?? true) {
            // A frame of a scene verified here that has fewer frames now, or no timeline.
            if let scene = timelineSceneName(ofFrame: name), named[scene] != nil {
                if failed.contains(scene) || !(shard?.contains(scene) ?? true) { continue }
                let frames = claimed.keys.filter { timelineSceneName(ofFrame: $0) == scene }.count
                cases.append(DiffCase(name: name, status: .orphaned, expected: path,
                                      message: frames == 0 ? "\(named[scene]!) has no timeline now; delete the frame goldens in \(scene)/"
                                                           : "\(named[scene]!) has \(frames) frames now; delete this golden"))
                continue
            }
            cases.append(DiffCase(name: name, status: .orphaned, expected: path, message: "no scene \(name).json for this golden"))
        }
        let status = try finish(DiffResults(cases: cases, tolerance: tolerance.tolerance, shard: shard),
                                json: json, report: report, title: "render verify \(scenes.joined(separator: " ")) --golden \(golden)")
        if status != 0 { throw ExitCode(status) }
    }

    /// A scene laid out and ready to draw, or its case when it could not be.
    enum Prepared: Sendable {
        case ready(Job)
        case failed(DiffCase)
    }

    struct Job: Sendable {
        let name: String
        let golden: String?
        let inputBytes: [UInt8]
        let frame: DisplayFrame
        let colorScheme: ColorScheme
    }

    /// What the concurrent half needs from the command.
    struct Settings: Sendable {
        let runner: DiffRunner
        let imageDirectory: String?
        let goldenFolder: String
        let update: Bool
    }

    func settings(runner: DiffRunner, imageDirectory: String?) -> Settings {
        Settings(runner: runner, imageDirectory: imageDirectory, goldenFolder: golden, update: update)
    }

    /// `a/b` for the golden of a timeline frame `a/b/frame-0003`; nil for other names.
    func timelineSceneName(ofFrame goldenName: String) -> String? {
        guard let slash = goldenName.lastIndex(of: "/"),
              TimelineWriter.frameNumber(goldenName[goldenName.index(after: slash)...] + ".png") != nil else { return nil }
        return String(goldenName[..<slash])
    }

    /// Reads, decodes and lays out one scene (main actor): one job for a still, one per frame
    /// for a scene with a timeline, named `<name>/frame-NNNN` as `render` writes the frames.
    @MainActor
    private func prepare(_ name: String, scene: String, goldens: [String: String]) async -> [Prepared] {
        let goldenPath = goldens[name]
        var c = DiffCase(name: name, status: .error, expected: goldenPath)
        let bytes: [UInt8]
        do {
            bytes = try SceneFile.read(scene)
        } catch {
            c.message = "\(scene): cannot read the scene: \(SceneFile.reason(error))"
            return [.failed(c)]
        }
        do {
            let doc = try SceneDocument.decode(bytes, baseDirectory: URL(fileURLWithPath: scene).deletingLastPathComponent().path,
                                               readableFolders: assetFolders)
            guard doc.timeline != nil else {
                return [.ready(Job(name: name, golden: goldenPath, inputBytes: bytes, frame: try SceneRenderer.displayFrame(doc),
                                   colorScheme: doc.colorScheme))]
            }
            let frames = try await SceneRenderer.frameSequence(doc).displayFramesPlayingTasks()
            return frames.enumerated().map { k, frame in
                let frameName = name + "/" + String(RenderedFrames.frameFileName(k).dropLast(4))
                return .ready(Job(name: frameName, golden: goldens[frameName], inputBytes: bytes, frame: frame, colorScheme: doc.colorScheme))
            }
        } catch let error as SceneError {
            c.message = error.located(in: scene, label: "")
            return [.failed(c)]
        } catch {
            // A timeline's ids are checked when the scene is read; this is the sequence's own check.
            c.message = "\(scene): \(error)"
            return [.failed(c)]
        }
    }

    /// Rasterises, compares and (with --update) writes one scene, off the main actor.
    @concurrent
    private static func finishOne(_ job: Job, _ s: Settings) async -> DiffCase {
        let name = job.name
        var c = DiffCase(name: name, status: .error, expected: job.golden)
        let actual = Render.rasterize(job.frame)
        let options = Render.encodingOptions(input: job.inputBytes, scale: job.frame.scale, colorScheme: job.colorScheme)
        c.actualProvenance = Dictionary(options.text.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 })
        if let imageDirectory = s.imageDirectory {
            let path = URL(fileURLWithPath: imageDirectory).appendingPathComponent(name + ".png").path
            do {
                try FileManager.default.createDirectory(atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path, withIntermediateDirectories: true)
                try PNGCodec.write(actual, options: options, to: path)
                c.actual = path
            } catch {
                c.message = "cannot write the rendered image \(path): \(error)"
                return c
            }
        }
        let target = job.golden ?? URL(fileURLWithPath: s.goldenFolder).appendingPathComponent(name + ".png").path
        if let goldenPath = job.golden {
            let expected: PNGImage
            do {
                expected = try PNGCodec.read(contentsOf: goldenPath)
            } catch {
                if s.update { return write(actual, options: options, to: target, into: c, because: "the golden could not be read") }
                c.message = "cannot read the golden: \(error)"
                return c
            }
            c.expectedProvenance = DiffRunner.provenance(goldenPath)
            c = s.runner.compare(c, expected: expected, actual: actual)
            if c.status == .differ && s.update { return write(actual, options: options, to: target, into: c, because: c.message ?? "it differed") }
            return c
        }
        if s.update { return write(actual, options: options, to: target, into: c, because: "it had no golden") }
        c.status = .missing
        c.message = "no golden \(target); accept the render with --update (after looking at it)"
        return c
    }

    private static func write(_ image: PNGImage, options: PNGEncodingOptions, to path: String, into base: DiffCase, because reason: String) -> DiffCase {
        var c = base
        do {
            try FileManager.default.createDirectory(atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path, withIntermediateDirectories: true)
            try PNGCodec.write(image, options: options, to: path)
            c.status = .updated
            c.expected = path
            c.message = "golden written (\(reason))"
        } catch {
            c.status = .error
            c.message = "cannot write the golden \(path): \(error)"
        }
        return c
    }
}
