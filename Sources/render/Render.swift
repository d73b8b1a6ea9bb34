import ArgumentParser
import Flipbook
import FlipbookPNG
import FlipbookGIF
import FlipbookScene
import Foundation
import Glibc
import Synchronization

/// `render scene.json [more.json …] -o out/`: scene files to PNG images. The default
/// subcommand of `RenderMain` (`render scenes …` spelt out), beside `render diff` and `render verify`.
struct Render: AsyncParsableCommand, UsageErrorStatus {
    static let configuration = CommandConfiguration(
        commandName: "scenes",
        abstract: "Render Flipbook scene files (scene.json) to PNG images.",
        discussion: """
        A scene file is JSON that describes a SwiftUI-style view tree with SwiftUI's names, such as {"size": [320, 120], "body": {"Text": "Hello"}}. The format is described in Docs/scene-format.md; Examples/ has a scene for each family of views and modifiers.

        Each scene is written to <output>/<scene-name>.png, where the name is the scene file's name without its extension ("-" reads a scene from standard input and names it "stdin"). Image paths inside a scene are relative to the scene file's folder, and a scene reads image files only beneath that folder and the --assets folders (after resolving symlinks): scenes from pull requests cannot read other files. Files are written atomically (a temporary file, then a rename): a reader never sees a half-written PNG. Several scenes render in parallel: each is laid out in turn and rasterised, encoded and written on every core while the next is laid out; a bad scene does not stop the others. On a terminal a progress line shows how many are done.

        A scene with a "timeline" is played on a virtual clock (frame k at t = k / fps; the same frames on every run): render writes <output>/<name>/frame-0000.png and on, one PNG per frame, <output>/<name>.png as an animated PNG whose default image is frame 0 (it plays in browsers and on GitHub and reads as a still elsewhere), and <output>/<name>-sheet.png, a contact sheet of every frame labelled with its time. Limits: at most 240 fps, 600 s and fps × duration at most 3600.

        Exit status: 0 when every scene was written; 2 when a scene is malformed or invalid (nothing is written for it; the message names file:line:column, the JSON path, what was expected and what was found); 1 when rendering or writing failed. With several scenes the worst status wins (2 over 1 over 0).

        Examples:
          render Examples/hello.json -o out/
          render Examples/*.json -o out/
          render a.json b.json --scale 3 --color-scheme dark -o out/
          render like-toggle.json --state isLiked=true -o out/liked/
          render card.json --size 390x844 --background "#F2F2F7" -o out/
          render card.json --gradient-color-space device -o out/ios17/
          render Examples/like-toggle.json --gif -o out/      (also out/like-toggle.gif)
          cat scene.json | render - -o out/

        Comparing images (see `render diff --help` and `render verify --help`):
          render diff expected.png actual.png
          render verify scenes/ --golden goldens/ --report out/report/

        The subcommand name `scenes` may be left out, as above; a scene file named like a subcommand (scenes, diff, verify, help) is given as ./diff.
        """,
        helpNames: [.short, .long]
    )

    /// Mistakes in the options exit with 64 (EX_USAGE), as Docs/scene-format.md says.
    static let usageErrorStatus = ExitCode.validationFailure.rawValue

    @Argument(help: "Scene files to render, or - for standard input.")
    var scenes: [String]

    @Option(name: [.short, .customLong("output")], help: "The directory to write PNG files into (created if missing).")
    var output: String = "out"

    @Option(help: "Pixels per point, overriding the scene's \"scale\".")
    var scale: Double?

    @Option(help: ArgumentHelp("The canvas size in points, such as 390x844, overriding the scene's \"size\".", valueName: "WIDTHxHEIGHT"))
    var size: SizeOption?

    @Option(help: "light or dark, overriding the scene's \"colorScheme\".")
    var colorScheme: ColorSchemeOption?

    @Option(help: ArgumentHelp(
        "How gradients that do not name a colour space mix their stops, overriding the scene's \"gradientColorSpace\": perceptual (iOS 18 and later, the default) or device (iOS 17 and earlier).",
        valueName: "space"))
    var gradientColorSpace: GradientColorSpaceOption?

    @Option(help: ArgumentHelp(
        "true (the iOS 18 design, the default) or false (the iOS 26 design: Liquid Glass controls), overriding the scene's \"designRequiresCompatibility\"; named after Apple's UIDesignRequiresCompatibility Info.plist key.",
        valueName: "bool"))
    var designRequiresCompatibility: Bool?

    @Option(help: "The canvas colour (\"#RRGGBB\", a colour name…), overriding the scene's \"background\".")
    var background: String?

    @Option(name: .customLong("assets"), help: ArgumentHelp(
        "A folder, besides the scene's own, that scenes may read image files from; repeatable. Scenes read nothing outside these folders (symlinks resolved).",
        valueName: "dir"))
    var assetFolders: [String] = []

    @Flag(help: "Also write <output>/<name>.gif for scenes with a timeline: an animated GIF with one palette chosen by libimagequant.")
    var gif = false

    @Option(name: .customLong("state"), help: ArgumentHelp(
        "Sets a state variable declared in the scene's \"state\", as name=value (true/false, a number or text); repeatable.",
        valueName: "name=value"))
    var stateAssignments: [String] = []

    func validate() throws {
        if let scale, !(scale > 0 && scale <= 16) { throw ValidationError("--scale must be greater than 0 and at most 16") }
        if scenes.filter({ $0 == "-" }).count > 1 { throw ValidationError("standard input (-) can be read only once") }
        var seen: [String: String] = [:]
        for path in scenes {
            let name = Self.outputName(path)
            if let other = seen[name] {
                throw ValidationError("\(other) and \(path) would both write \(name).png; render them into different output directories")
            }
            seen[name] = path
        }
        for a in stateAssignments where !a.contains("=") {
            throw ValidationError("--state takes name=value, such as --state isOn=true; found \"\(a)\"")
        }
    }

    func run() async throws {
        try AssetFolders.check(assetFolders, command: "render")
        let all = await renderAll()
        // A bad scene (2) outranks a rendering failure (1): CI then knows the input is at fault.
        if all.contains(2) { throw ExitCode(2) }
        if all.contains(1) { throw ExitCode(1) }
    }

    /// Renders every scene; returns each one's exit status.
    ///
    /// As in SwiftUI, views are decoded, laid out and drawn into a display list on the main
    /// actor, one scene at a time; what leaves it is a `Sendable` ``DisplayFrame``. Turning
    /// frames into pixels and PNG files, the expensive part, runs concurrently on every core
    /// while the main actor prepares the next scene. Rendering is deterministic, so the order
    /// scenes finish in does not matter.
    @MainActor
    private func renderAll() async -> [Int32] {
        let outDir = URL(fileURLWithPath: output, isDirectory: true)
        // Standard input is read once, up front, and bounded as it is read.
        let stdinBytes: Result<[UInt8], PNGError>? = scenes.contains("-")
            ? Result { () throws(PNGError) in try SceneFile.readStandardInput() } : nil
        let console = Console(total: scenes.count, showsProgress: scenes.count > 1 && isatty(STDERR_FILENO) == 1)
        var statuses = [Int32](repeating: 0, count: scenes.count)
        // Frames waiting for a core are bounded, so a long list of scenes cannot pile up
        // display lists (and their images) faster than they are drawn; the bound is loose
        // enough that the main actor finishes laying out early instead of taking turns with
        // the rasterising threads for the cores.
        let inFlightLimit = max(8, ProcessInfo.processInfo.activeProcessorCount * 8)
        await withTaskGroup(of: (Int, Int32).self) { group in
            var inFlight = 0
            for (i, path) in scenes.enumerated() {
                if inFlight >= inFlightLimit, let (j, status) = await group.next() {
                    statuses[j] = status
                    inFlight -= 1
                }
                switch prepare(path, stdin: stdinBytes, console: console) {
                case .failed(let status):
                    statuses[i] = status
                    console.finished()
                case .ready(let job):
                    inFlight += 1
                    group.addTask { (i, await Self.rasterizeAndWrite(job, into: outDir, console: console)) }
                case .timeline(let sequence, let name, let shown, let bytes):
                    // A timeline's frames use every core themselves.
                    statuses[i] = await renderTimeline(sequence, name: name, shown: shown, inputBytes: bytes,
                                                       into: outDir, console: console)
                    console.finished()
                }
            }
            for await (j, status) in group { statuses[j] = status }
        }
        console.clearProgress()
        return statuses
    }

    /// A scene laid out and ready to draw, or the status it already earned.
    private enum Prepared {
        case ready(SceneJob)
        case timeline(FrameSequence<SceneRoot>, name: String, shown: String, inputBytes: [UInt8])
        case failed(Int32)
    }

    /// What one scene leaves the main actor with.
    struct SceneJob: Sendable {
        let name: String
        let shown: String
        let inputBytes: [UInt8]
        let frame: DisplayFrame
        let colorScheme: ColorScheme
    }

    /// Reads, decodes and lays out one scene (main actor).
    @MainActor
    private func prepare(_ path: String, stdin: Result<[UInt8], PNGError>?, console: Console) -> Prepared {
        let shown = path == "-" ? "<stdin>" : path
        let bytes: [UInt8]
        do {
            bytes = try path == "-" ? (stdin ?? .success([])).get() : SceneFile.read(path)
        } catch {
            console.report("\(shown): error: cannot read the scene: \(SceneFile.reason(error))")
            return .failed(2)
        }
        do {
            let base = path == "-" ? nil : URL(fileURLWithPath: path).deletingLastPathComponent().path
            var doc = try SceneDocument.decode(bytes, baseDirectory: base, readableFolders: assetFolders)
            try applyOverrides(&doc)
            if doc.timeline != nil {
                return .timeline(try SceneRenderer.frameSequence(doc), name: Self.outputName(path), shown: shown, inputBytes: bytes)
            }
            let frame = try SceneRenderer.displayFrame(doc)
            return .ready(SceneJob(name: Self.outputName(path), shown: shown, inputBytes: bytes, frame: frame,
                                   colorScheme: doc.colorScheme))
        } catch {
            console.report(error.located(in: shown))
            return .failed(2)
        }
    }

    /// Plays a timeline scene and writes `<name>/frame-0000.png …`, `<name>.png` (an APNG
    /// whose default image is frame 0) and `<name>-sheet.png` (a labelled contact sheet).
    /// Frames are laid out here in order (each frame's state follows the last's work);
    /// their pixels and PNG files are made on every core, and written as they are made
    /// (``TimelineWriter``). Every file is written atomically.
    @MainActor
    private func renderTimeline(_ sequence: FrameSequence<SceneRoot>, name: String, shown: String, inputBytes: [UInt8],
                                into outDir: URL, console: Console) async -> Int32 {
        let lists: [DisplayFrame]
        do {
            // `.task` work plays on the virtual clock, as in `FrameSequence.render()`.
            lists = try await sequence.displayFramesPlayingTasks()
        } catch {
            // Scene files check their ids when read; this is the Swift API's own check.
            console.report("\(shown): error: \(error)")
            return 2
        }
        let total = lists.count
        for (k, frame) in lists.enumerated() {
            if let problem = SceneRenderer.layerMemoryProblem(frame, at: Double(k) / sequence.fps) {
                console.report("\(shown): error: \(problem.message); \(problem.suggestion)")
                return 2
            }
        }
        if let first = lists.first,
           let problem = TimelineWriter.problem(frameCount: total, width: first.pixelWidth, height: first.pixelHeight, gif: gif) {
            console.report("\(shown): error: \(problem)")
            return 2
        }
        let options = Self.encodingOptions(input: inputBytes, scale: sequence.host.scale, colorScheme: sequence.host.colorScheme)
        do {
            try FileManager.default.createDirectory(at: outDir, withIntermediateDirectories: true)
        } catch {
            console.report("\(shown): error: cannot create the output directory \(outDir.path): \(Self.reason(error, path: outDir.path)); choose a writable -o directory")
            return 1
        }
        var writer = TimelineWriter(frameDirectory: outDir.appendingPathComponent(name).path, outDir: outDir, name: name,
                                    fps: sequence.fps, scale: sequence.host.scale, options: options, gif: gif)
        do {
            try await writer.write(lists) { done in console.frames(name, done: done, total: total) }
        } catch {
            for note in writer.notes { console.report("\(shown): note: \(note)") }
            console.report("\(shown): error: cannot write the frames: \(error)")
            return 1
        }
        for note in writer.notes { console.report("\(shown): note: \(note)") }
        return 0
    }

    /// Rasterises, encodes and writes one scene, off the main actor.
    @concurrent
    private static func rasterizeAndWrite(_ job: SceneJob, into outDir: URL, console: Console) async -> Int32 {
        defer { console.finished() }
        let frame = job.frame
        let pixels = rasterize(frame)
        do {
            try FileManager.default.createDirectory(at: outDir, withIntermediateDirectories: true)
        } catch {
            console.report("\(job.shown): error: cannot create the output directory \(outDir.path): \(Self.reason(error, path: outDir.path)); choose a writable -o directory")
            return 1
        }
        do {
            let options = Self.encodingOptions(input: job.inputBytes, scale: frame.scale, colorScheme: job.colorScheme)
            let file = outDir.appendingPathComponent(job.name + ".png").path
            try PNGCodec.write(premultipliedRGBA: pixels.bytes, width: pixels.width, height: pixels.height,
                               options: options, to: file)
        } catch {
            console.report("\(job.shown): error: cannot write the image: \(error)")
            return 1
        }
        return 0
    }

    /// The operating system's reason for a Foundation file error ("Read-only file system"),
    /// rather than the NSError's generic wording; or what already has the output folder's name.
    static func reason(_ error: any Error, path: String) -> String {
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFDIR {
            guard let kind = RegularFile.kind(of: info.st_mode) else { return "a file, not a directory, has that name" }
            // `-o pipe` reads as "write the image into this pipe"; -o names a folder instead.
            return "\(kind), not a directory, has that name (-o names the folder each image is written into as "
                + "<scene>.png, never a file, pipe or device to write to)"
        }
        var e = error as NSError
        while e.domain != NSPOSIXErrorDomain, let inner = e.userInfo[NSUnderlyingErrorKey] as? any Error {
            e = inner as NSError
        }
        if e.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(e.code))) + " (errno \(e.code))" }
        return error.localizedDescription
    }

    /// The PNG options every rendered scene is written with: its provenance in `tEXt` chunks
    /// (renderer version, font checksums, scale, colour scheme, the scene's SHA-256).
    static func encodingOptions(input: [UInt8], scale: CGFloat, colorScheme: ColorScheme) -> PNGEncodingOptions {
        RenderProvenance.encodingOptions(scale: scale, colorScheme: colorScheme,
                                         extra: [("Flipbook-Input-SHA256", SHA256.hex(input))])
    }

    /// Rasterises a laid-out frame. Large canvases (with their layers, several times the
    /// canvas in memory) take turns, so rendering many at once cannot exhaust memory; small
    /// ones run freely.
    static func rasterize(_ frame: DisplayFrame) -> PixelBuffer {
        frame.pixelWidth * frame.pixelHeight > largeCanvasPixels
            ? largeCanvasTurn.withLock { _ in frame.rasterize() }
            : frame.rasterize()
    }

    /// Canvases above this many pixels (16 Mpx: 64 MB per layer) render one at a time.
    static let largeCanvasPixels = 16_000_000
    static let largeCanvasTurn = Mutex(())

    /// The image's file name without ".png": the scene file's name without its extension.
    static func outputName(_ path: String) -> String {
        path == "-" ? "stdin" : URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    }

    private func applyOverrides(_ doc: inout SceneDocument) throws(SceneError) {
        if let scale { doc.scale = scale }
        if let size { doc.size = size.size }
        if let colorScheme { doc.colorScheme = colorScheme.scheme }
        if let gradientColorSpace { doc.gradientColorSpace = gradientColorSpace.space }
        if let designRequiresCompatibility { doc.designRequiresCompatibility = designRequiresCompatibility }
        if let background {
            doc.background = try doc.decodeColor(background, path: "--background")
        }
        try doc.checkCanvas()
        for a in stateAssignments { try doc.state.assign(a) }
    }
}

enum ColorSchemeOption: String, ExpressibleByArgument, CaseIterable {
    case light, dark
    var scheme: ColorScheme { self == .light ? .light : .dark }
}

enum GradientColorSpaceOption: String, ExpressibleByArgument, CaseIterable {
    case perceptual, device
    var space: Gradient.ColorSpace { self == .perceptual ? .perceptual : .device }
}
