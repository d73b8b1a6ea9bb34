import Foundation
import Testing
import FlipbookPNG

/// Issue 28's hostile inputs, end to end through the `render` binary: each is refused with
/// exit 2, a message and nothing written, or rendered; never a crash or a hang.
extension RenderCommandTests {
    func files(in dir: URL) -> [String] {
        ((try? FileManager.default.subpathsOfDirectory(atPath: dir.path)) ?? []).sorted()
    }

    // MARK: Subcommands (issue 23, item 6)

    /// `render` is ArgumentParser's root command: `scenes` (the default), `diff` and `verify`.
    @Test func subcommandsAndTheirOptionValuesAreArgumentParsers() throws {
        let dir = try tempDir()
        let scene = try write(#"{"size": [4, 2], "scale": 1, "body": {"Color": "red"}}"#, "s.json", in: dir)
        let out = dir.appendingPathComponent("out")
        // The default subcommand, spelt out or not.
        #expect(try run(["scenes", scene, "--size", "2x3", "-o", out.path]).status == 0)
        let png = try PNGCodec.read(contentsOf: out.appendingPathComponent("s.png").path)
        #expect(png.width == 2 && png.height == 3)
        #expect(try run([scene, "--size", "3×1", "-o", out.path]).status == 0)
        // A malformed size is ArgumentParser's usage error (64), naming the option and its form.
        let bad = try run([scene, "--size", "10", "-o", out.path])
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("The value '10' is invalid for '--size <WIDTHxHEIGHT>'"), "\(bad.stderr)")
        // diff and verify keep 2 for bad options, as documented for CI.
        let shard = try run(["verify", dir.path, "--golden", dir.path, "--shard", "0/2"])
        #expect(shard.status == 2)
        #expect(shard.stderr.contains("The value '0/2' is invalid for '--shard <i/n>'"), "\(shard.stderr)")
        // `render help` lists the subcommands; `render diff --help` is the diff's own help.
        let help = try run(["help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("scenes (default)") && help.stdout.contains("diff") && help.stdout.contains("verify"), "\(help.stdout)")
        let diffHelp = try run(["diff", "--help"])
        #expect(diffHelp.status == 0 && diffHelp.stdout.contains("USAGE: render diff <expected> <actual>"), "\(diffHelp.stdout)")
    }

    // MARK: 1. Crashes

    /// 20 ZStacks each with 256 modifiers (inside 32 levels and 256 modifiers a view) crashed the
    /// resolver's stack; now refused up front naming the limit, or rendered.
    @Test func aDeepChainOfModifiedZStacksIsRefusedNamingTheLimit() throws {
        let dir = try tempDir()
        var body = #"{"Color": "red"}"#
        let modifiers = Array(repeating: #"{"opacity": 1}"#, count: 256).joined(separator: ", ")
        for _ in 0..<20 { body = #"{"ZStack": [\#(body)], "modifiers": [\#(modifiers)]}"# }
        let scene = try write(#"{"size": [100, 100], "body": \#(body)}"#, "deep.json", in: dir)
        let out = dir.appendingPathComponent("out")
        let r = try run([scene, "-o", out.path], timeout: 60)
        #expect(!r.timedOut)
        #expect(r.status == 2, "\(r.status) \(r.stderr)")
        #expect(r.stderr.contains("modifiers and views nested"), "\(r.stderr)")
        #expect(files(in: out).isEmpty)
    }

    /// `"size": [1e19, 1]` beside a device trapped in `Int(…)` inside the message.
    @Test func aHugeSizeBesideADeviceIsRefusedWithoutTrapping() throws {
        let dir = try tempDir()
        let scene = try write(#"{"size": [1e19, 1], "device": "iPhone15Pro", "body": {"EmptyView": {}}}"#, "big.json", in: dir)
        let out = dir.appendingPathComponent("out")
        let r = try run([scene, "-o", out.path])
        #expect(r.status == 2)
        #expect(r.stderr.contains("\"size\" is 1e+19×1 but the device's screen is 393×852"), "\(r.stderr)")
        #expect(files(in: out).isEmpty)
    }

    // MARK: 2. Hangs and unbounded reads

    @Test func aFIFODirectoryOrDeviceAsTheSceneIsNamedAndNotRead() throws {
        let dir = try tempDir()
        let fifo = dir.appendingPathComponent("pipe.json").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let out = dir.appendingPathComponent("out")
        for (path, what) in [(fifo, "it is a FIFO (named pipe), not a regular file"),
                             (dir.path, "it is a directory, not a regular file"),
                             ("/dev/zero", "it is a character device, not a regular file")] {
            let r = try run([path, "-o", out.path], timeout: 20)
            #expect(!r.timedOut, "\(path) hung")
            #expect(r.status == 2, "\(path): \(r.stderr)")
            #expect(r.stderr.contains("cannot read the scene: \(what)"), "\(r.stderr)")
        }
        // A symlink to /dev/zero is the device it points to.
        let link = dir.appendingPathComponent("zero.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/zero")
        let z = try run([link, "-o", out.path], timeout: 20)
        #expect(z.status == 2 && z.stderr.contains("it is a character device"), "\(z.stderr)")
        #expect(files(in: out).isEmpty)
    }

    /// An image that is a FIFO inside the scene's folder, or a symlink to /dev/zero.
    @Test func imageFilesThatAreFIFOsOrDevicesAreRefusedWithoutReading() throws {
        let dir = try tempDir()
        #expect(mkfifo(dir.appendingPathComponent("pipe.png").path, 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("zero.png").path, withDestinationPath: "/dev/zero")
        let out = dir.appendingPathComponent("out")
        let fifo = try write(#"{"size": [4, 4], "body": {"Image": {"file": "pipe.png"}}}"#, "fifo.json", in: dir)
        let f = try run([fifo, "-o", out.path], timeout: 20)
        #expect(!f.timedOut && f.status == 2)
        #expect(f.stderr.contains("body.Image.file: \"pipe.png\" is not a readable PNG image: it is a FIFO (named pipe), not a regular file"), "\(f.stderr)")
        // /dev/zero lies outside the scene's folder: the symlink is refused as a missing file is.
        let zero = try write(#"{"size": [4, 4], "body": {"Image": {"file": "zero.png"}}}"#, "zero.json", in: dir)
        let z = try run([zero, "-o", out.path], timeout: 20)
        #expect(!z.timedOut && z.status == 2)
        #expect(z.stderr.contains("body.Image.file: no image file at \"zero.png\" in the scene's folder"), "\(z.stderr)")
        #expect(files(in: out).isEmpty)
    }

    /// A stream far beyond 64 MiB on standard input is refused once 64 MiB have been read.
    @Test func standardInputIsBoundedAsItIsRead() throws {
        let dir = try tempDir()
        let out = dir.appendingPathComponent("out")
        let r = try run(["-", "-o", out.path], stdinBytes: 200 << 20, timeout: 60)
        #expect(!r.timedOut)
        #expect(r.status == 2)
        #expect(r.stderr.contains("<stdin>: error: cannot read the scene: it holds more than the limit of 64 MiB"), "\(r.stderr)")
        #expect(files(in: out).isEmpty)
    }

    // MARK: 8. Messages

    @Test func controlCharactersFromASceneArePrintedEscaped() throws {
        let dir = try tempDir()
        let scene = try write("{\"size\": [4, 4], \"body\": {\"EmptyView\": {}}, \"\\u001b[2J\\u0007\": 1}", "esc.json", in: dir)
        let r = try run([scene, "-o", dir.appendingPathComponent("out").path])
        #expect(r.status == 2)
        #expect(!r.stderr.contains("\u{1B}") && !r.stderr.contains("\u{07}"), "\(r.stderr.debugDescription)")
        #expect(r.stderr.contains("unknown key \"\\u{1B}[2J\\u{7}\""), "\(r.stderr)")
    }

    @Test func aNULInAnImagePathIsRefused() throws {
        let dir = try tempDir()
        let scene = try write(#"{"size": [4, 4], "body": {"Image": {"file": "/etc/passwd\u0000.png"}}}"#, "nul.json", in: dir)
        let out = dir.appendingPathComponent("out")
        let r = try run([scene, "-o", out.path])
        #expect(r.status == 2)
        #expect(r.stderr.contains("body.Image.file: an image path cannot contain a NUL character"), "\(r.stderr)")
        #expect(files(in: out).isEmpty)
    }

    @Test func limitsAreStatedAsTheyAre() throws {
        let dir = try tempDir()
        let out = dir.appendingPathComponent("out")
        let blur = try write(#"{"size": [4, 4], "body": {"Color": "red", "modifiers": [{"blur": 1e9}]}}"#, "blur.json", in: dir)
        let b = try run([blur, "-o", out.path])
        #expect(b.status == 2)
        #expect(b.stderr.contains("a blur radius of 1000000000 points is too large; at most 1000 are allowed"), "\(b.stderr)")
        let range = try write(#"{"size": [40, 40], "state": {"v": 1}, "body": {"Slider": {"value": "$v", "in": [5, 3]}}}"#, "range.json", in: dir)
        let s = try run([range, "-o", out.path])
        #expect(s.status == 2)
        #expect(s.stderr.contains("a range's lower bound must be below its upper bound, found 5 and 3; write the smaller number first, such as [3, 5]"), "\(s.stderr)")
        #expect(files(in: out).isEmpty)
    }

    // MARK: 4. Time

    /// Did-you-mean over a 1 MiB name took 40 s and echoed 2 MB; now a short excerpt, at once.
    @Test func aHugeUnknownNameIsQuotedAsAnExcerpt() throws {
        let dir = try tempDir()
        let name = String(repeating: "Rectangel", count: 116_000)
        let scene = try write(#"{"size": [4, 4], "body": {"\#(name)": {}}}"#, "long.json", in: dir)
        let start = Date()
        let r = try run([scene, "-o", dir.appendingPathComponent("out").path], timeout: 30)
        #expect(Date().timeIntervalSince(start) < 20)
        #expect(r.status == 2)
        #expect(r.stderr.utf8.count < 2000, "\(r.stderr.utf8.count) bytes")
        #expect(r.stderr.contains("…(1044000 characters)…"), "\(r.stderr.prefix(600))")
    }

    // MARK: 3. Memory

    /// blur(1000) on a 20×20 canvas took 4.4 GB; the blur is computed over what reaches the canvas.
    @Test func aFarReachingBlurOnASmallCanvasRendersItsCentre() throws {
        let dir = try tempDir()
        let scene = try write(#"{"size": [20, 20], "scale": 3, "body": {"Color": "red", "modifiers": [{"blur": 1000}]}}"#, "b.json", in: dir)
        let out = dir.appendingPathComponent("out")
        let r = try run([scene, "-o", out.path], timeout: 60)
        #expect(r.status == 0, "\(r.stderr)")
        // 60×60 device pixels of red spread by σ = 3000: the centre keeps a trace, far below 1.
        let png = try PNGCodec.read(contentsOf: out.appendingPathComponent("b.png").path)
        #expect(png.width == 60 && png.height == 60)
        let centre = (30 * 60 + 30) * 4
        #expect(png.pixels[centre + 3] <= 2, "\(png.pixels[centre..<centre + 4])")
    }

    /// 63 MiB of numbers took 1.85 GB before anything refused them; now 2,000,000 values are the limit.
    @Test func tooManyJSONValuesAreRefusedNamingTheLimit() throws {
        let dir = try tempDir()
        let row = "[" + Array(repeating: "0", count: 100_000).joined(separator: ",") + "]"
        let rows = Array(repeating: row, count: 25).joined(separator: ",")
        let scene = try write(#"{"size": [4, 4], "body": {"EmptyView": {}}, "x": [\#(rows)]}"#, "numbers.json", in: dir)
        let r = try run([scene, "-o", dir.appendingPathComponent("out").path])
        #expect(r.status == 2)
        #expect(r.stderr.contains("malformed JSON: more than 2000000 values in the file"), "\(r.stderr)")
    }

    // MARK: 9. What a scene may read

    @Test func aSceneReadsImagesOnlyBeneathItsFolderAndTheAssetsFolders() throws {
        let dir = try tempDir()
        let scenes = dir.appendingPathComponent("scenes"), shared = dir.appendingPathComponent("shared")
        for d in [scenes, shared] { try FileManager.default.createDirectory(at: d, withIntermediateDirectories: true) }
        let green: [UInt8] = [0, 255, 0, 255]
        try PNGCodec.write(premultipliedRGBA: green, width: 1, height: 1, to: shared.appendingPathComponent("dot.png").path)
        try FileManager.default.createSymbolicLink(atPath: scenes.appendingPathComponent("link.png").path,
                                                   withDestinationPath: shared.appendingPathComponent("dot.png").path)
        let out = dir.appendingPathComponent("out")
        let expected = "in the scene's folder; image paths are relative to the scene file's folder and stay inside it"
        for (i, path) in ["/etc/passwd", "../shared/dot.png", "link.png", "/proc/self/environ", "nothing-here.png"].enumerated() {
            let scene = try write(#"{"size": [1, 1], "scale": 1, "body": {"Image": {"file": "\#(path)"}}}"#, "scenes/s\(i).json", in: dir)
            let r = try run([scene, "-o", out.path])
            #expect(r.status == 2, "\(path)")
            // The same words whether the file exists elsewhere or nowhere.
            #expect(r.stderr.contains("no image file at \"\(path)\" \(expected)"), "\(r.stderr)")
        }
        #expect(files(in: out).isEmpty)
        // A folder named with --assets is readable, through the symlink or by its path.
        let scene = try write(#"{"size": [1, 1], "scale": 1, "body": {"Image": {"file": "link.png"}}}"#, "scenes/ok.json", in: dir)
        let r = try run([scene, "--assets", shared.path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try PNGCodec.read(contentsOf: out.appendingPathComponent("ok.png").path).pixels == green)
    }

    // MARK: 5, 6, 7. Timelines and goldens

    /// A timeline of `frames` frames (a duration of d s at 10 fps has 10·d + 1: t = 0 is one).
    static func timeline(frames: Int) -> String {
        #"{"size": [8, 8], "scale": 1, "state": {"on": false}, "body": {"Color": {"if": "$on", "then": "red", "else": "blue"}}, "timeline": {"fps": 10, "duration": \#(Double(frames - 1) / 10), "events": [{"at": 0.1, "set": {"on": true}}]}}"#
    }

    @Test func aShorterTimelineRemovesTheOldExtraFramesAndOurLeftovers() throws {
        let dir = try tempDir()
        let out = dir.appendingPathComponent("out")
        let scene = try write(Self.timeline(frames: 10), "anim.json", in: dir)
        #expect(try run([scene, "-o", out.path]).status == 0)
        #expect(files(in: out.appendingPathComponent("anim")).count == 10)
        // What kill -9 during a write leaves, and a file of someone else's that looks close.
        let frames = out.appendingPathComponent("anim")
        try Data([1]).write(to: frames.appendingPathComponent(".frame-0003.png.k2x9q1.tmp"))
        try Data([1]).write(to: out.appendingPathComponent(".anim.png.zz01.tmp"))
        try Data([1]).write(to: frames.appendingPathComponent("notes.tmp"))
        _ = try write(Self.timeline(frames: 5), "anim.json", in: dir)
        let r = try run([scene, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(files(in: frames) == ["frame-0000.png", "frame-0001.png", "frame-0002.png", "frame-0003.png", "frame-0004.png", "notes.tmp"])
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent(".anim.png.zz01.tmp").path))
        #expect(r.stderr.contains("anim.json: note: removed 5 frame files (frame-0005.png and up) left from an earlier render with more frames"), "\(r.stderr)")
        #expect(r.stderr.contains("anim.json: note: removed 2 temporary files an interrupted earlier render of anim left behind"), "\(r.stderr)")
    }

    /// About 50 frames or more made a silent 1×1 sheet; now a sample of the frames, said so.
    @Test func theContactSheetOfALongTimelineIsASampleAndSaysSo() throws {
        let dir = try tempDir()
        let out = dir.appendingPathComponent("out")
        let scene = try write(#"{"device": "iPhone15Pro", "scale": 1, "body": {"Color": "blue"}, "timeline": {"fps": 30, "duration": 8}}"#, "long.json", in: dir)
        let r = try run([scene, "-o", out.path], timeout: 120)
        #expect(r.status == 0, "\(r.stderr)")
        let sheet = try PNGCodec.read(contentsOf: out.appendingPathComponent("long-sheet.png").path)
        #expect(sheet.width > 1000 && sheet.height > 1000, "\(sheet.width)×\(sheet.height)")
        #expect(r.stderr.contains("long-sheet.png shows every 3rd frame (81 of 241)"), "\(r.stderr)")
        #expect(files(in: out.appendingPathComponent("long")).count == 241)
    }

    @Test func verifyReportsGoldenFramesOfATimelineThatGotShorterOrWentAway() throws {
        let dir = try tempDir()
        let scenes = dir.appendingPathComponent("scenes"), golden = dir.appendingPathComponent("golden")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        _ = try write(Self.timeline(frames: 6), "scenes/anim.json", in: dir)
        #expect(try run(["verify", scenes.path, "--golden", golden.path, "--update"]).status == 0)
        _ = try write(Self.timeline(frames: 4), "scenes/anim.json", in: dir)
        let shorter = try run(["verify", scenes.path, "--golden", golden.path])
        #expect(shorter.status == 1, "\(shorter.stderr)")
        #expect(shorter.stdout.contains("✗ anim/frame-0005  orphaned"), "\(shorter.stdout)")
        #expect(shorter.stdout.contains("2 orphaned"), "\(shorter.stdout)")
        _ = try write(#"{"size": [8, 8], "scale": 1, "body": {"Color": "blue"}}"#, "scenes/anim.json", in: dir)
        let still = try run(["verify", scenes.path, "--golden", golden.path])
        #expect(still.status == 1)
        #expect(still.stdout.contains("✗ anim/frame-0000  orphaned: \(scenes.path)/anim.json has no timeline now"), "\(still.stdout)")
    }

    @Test func verifyRefusesAnOutputFolderThatIsTheGoldenFolder() throws {
        let dir = try tempDir()
        let scenes = dir.appendingPathComponent("scenes"), golden = dir.appendingPathComponent("golden")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        _ = try write(#"{"size": [2, 2], "scale": 1, "body": {"Color": "red"}}"#, "scenes/a.json", in: dir)
        #expect(try run(["verify", scenes.path, "--golden", golden.path, "--update"]).status == 0)
        let before = try Data(contentsOf: golden.appendingPathComponent("a.png"))
        _ = try write(#"{"size": [2, 2], "scale": 1, "body": {"Color": "blue"}}"#, "scenes/a.json", in: dir)
        for o in [golden.path, golden.path + "/./", golden.appendingPathComponent("sub").path] {
            let r = try run(["verify", scenes.path, "--golden", golden.path, "-o", o])
            #expect(r.status == 2, "\(o): \(r.stderr)")
            #expect(r.stderr.contains("and the golden folder \(golden.path) overlap"), "\(r.stderr)")
        }
        #expect(try Data(contentsOf: golden.appendingPathComponent("a.png")) == before)
        #expect(files(in: golden) == ["a.png"])
    }

    @Test func verifyRefusesTwoScenesClaimingOneGolden() throws {
        let dir = try tempDir()
        let scenes = dir.appendingPathComponent("scenes"), golden = dir.appendingPathComponent("golden")
        try FileManager.default.createDirectory(at: scenes.appendingPathComponent("anim"), withIntermediateDirectories: true)
        _ = try write(Self.timeline(frames: 2), "scenes/anim.json", in: dir)
        _ = try write(#"{"size": [8, 8], "scale": 1, "body": {"Color": "green"}}"#, "scenes/anim/frame-0000.json", in: dir)
        let r = try run(["verify", scenes.path, "--golden", golden.path, "--update"])
        #expect(r.status == 2, "\(r.stderr)")
        #expect((r.stdout + r.stderr).contains("would both be the golden anim/frame-0000.png; rename one of them"), "\(r.stdout)\(r.stderr)")
    }
}
