import Foundation
import Testing
import FlipbookPNG
#if canImport(Glibc)
import Glibc
#endif

/// End-to-end runs of the built `render` binary: files written, exit codes, messages.
@Suite(.serialized) struct RenderCommandTests {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
        /// Killed after the run's timeout.
        var timedOut = false
    }

    static let renderBinary: URL = {
        // The test bundle sits in the build products directory, beside the `render` executable.
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        if dir.lastPathComponent == "MacOS" { dir = dir.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent() }
        return dir.appendingPathComponent("render")
    }()

    /// Runs `render` with `args`, feeding it `stdin` (text) or `stdinBytes` spaces (a stream
    /// larger than render accepts: it stops reading and exits, our writes then fail), and kills
    /// it after `seconds`: a hang fails its test (`timedOut`) instead of the suite.
    func run(_ args: [String], stdin: String? = nil, stdinBytes: Int? = nil, timeout seconds: Double = 60) throws -> Run {
        signal(SIGPIPE, SIG_IGN)
        let p = Process()
        p.executableURL = Self.renderBinary
        p.arguments = args
        let out = Pipe(), err = Pipe(), input = Pipe()
        p.standardOutput = out
        p.standardError = err
        p.standardInput = input
        try p.run()
        let timedOut = LockedFlag()
        let killer = DispatchWorkItem { if p.isRunning { timedOut.set(); p.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: killer)
        if let stdin { try? input.fileHandleForWriting.write(contentsOf: Data(stdin.utf8)) }
        if let n = stdinBytes {
            let chunk = Data(repeating: 0x20, count: 1 << 20)
            for _ in 0..<(n >> 20) { if (try? input.fileHandleForWriting.write(contentsOf: chunk)) == nil { break } }
        }
        try? input.fileHandleForWriting.close()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        killer.cancel()
        return Run(status: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self), stderr: String(decoding: e, as: UTF8.self),
                   timedOut: timedOut.value)
    }

    final class LockedFlag: @unchecked Sendable {
        private let lock = NSLock()
        private var flag = false
        func set() { lock.lock(); flag = true; lock.unlock() }
        var value: Bool { lock.lock(); defer { lock.unlock() }; return flag }
    }

    func tempDir() throws -> URL {
        let d = FileManager.default.temporaryDirectory.appendingPathComponent("render-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: d, withIntermediateDirectories: true)
        return d
    }

    func write(_ text: String, _ name: String, in dir: URL) throws -> String {
        let u = dir.appendingPathComponent(name)
        try Data(text.utf8).write(to: u)
        return u.path
    }

    @Test func rendersTheCanvasAtItsPixelSizeWithTheBackground() throws {
        let dir = try tempDir()
        let scene = try write(##"{"size": [40, 30], "scale": 3, "background": "#336699", "body": {"EmptyView": {}}}"##, "card.json", in: dir)
        let r = try run([scene, "-o", dir.appendingPathComponent("out").path])
        #expect(r.status == 0, "\(r.stderr)")
        let png = try PNGCodec.read(contentsOf: dir.appendingPathComponent("out/card.png").path)
        #expect(png.width == 120 && png.height == 90)
        #expect(Array(png.pixels[0..<4]) == [0x33, 0x66, 0x99, 255])
    }

    @Test func commandLineOptionsOverrideTheScene() throws {
        let dir = try tempDir()
        let scene = try write(##"{"size": [40, 30], "colors": {"bg": {"light": "#FFFFFF", "dark": "#000000"}}, "background": "bg", "body": {"EmptyView": {}}}"##, "s.json", in: dir)
        let out = dir.appendingPathComponent("o").path
        let r = try run([scene, "-o", out, "--scale", "1", "--size", "10x20", "--color-scheme", "dark"])
        #expect(r.status == 0, "\(r.stderr)")
        let png = try PNGCodec.read(contentsOf: out + "/s.png")
        #expect(png.width == 10 && png.height == 20)
        #expect(Array(png.pixels[0..<4]) == [0, 0, 0, 255])
        let r2 = try run([scene, "-o", out, "--background", "red"])
        #expect(r2.status == 0)
        #expect(Array(try PNGCodec.read(contentsOf: out + "/s.png").pixels[0..<4]) == [0xFF, 0x3B, 0x30, 255])
    }

    /// `--gradient-color-space device` gives a whole scene the pre-iOS 18 mixing: the middle of
    /// a 101-pt black → white bar is 128 in sRGB mixing and sRGB(0.5³) ≈ 99 in OKLab (the default).
    @Test func gradientColorSpaceFlagOverridesTheScene() throws {
        let dir = try tempDir()
        let scene = try write(#"{"size": [101, 2], "scale": 1, "gradientColorSpace": "perceptual", "body": {"LinearGradient": {"colors": ["black", "white"], "startPoint": "leading", "endPoint": "trailing"}}}"#, "g.json", in: dir)
        let out = dir.appendingPathComponent("o").path
        func middle() throws -> Int { Int(try PNGCodec.read(contentsOf: out + "/g.png").pixels[50 * 4]) }
        #expect(try run([scene, "-o", out]).status == 0)
        #expect(abs(try middle() - 99) <= 2)
        let r = try run([scene, "-o", out, "--gradient-color-space", "device"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(abs(try middle() - 128) <= 2)
    }

    /// `--design-requires-compatibility false` draws the iOS 26 switch (64×28: its track reaches
    /// x = 42 of a 100-pt row, where iOS 18's 51×31 starts at 49).
    @Test func designRequiresCompatibilityFlagOverridesTheScene() throws {
        let dir = try tempDir()
        let scene = try write(#"{"size": [100, 31], "scale": 1, "background": "white", "designRequiresCompatibility": true, "body": {"Toggle": {"isOn": true, "label": {"EmptyView": {}}}}}"#, "t.json", in: dir)
        let out = dir.appendingPathComponent("o").path
        func pixel() throws -> [UInt8] { Array(try PNGCodec.read(contentsOf: out + "/t.png").pixels[(15 * 100 + 42) * 4..<(15 * 100 + 42) * 4 + 4]) }
        #expect(try run([scene, "-o", out]).status == 0)
        #expect(try pixel() == [255, 255, 255, 255])
        let r = try run([scene, "-o", out, "--design-requires-compatibility", "false"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try pixel() != [255, 255, 255, 255])
    }

    @Test func malformedJSONExitsTwoNamingFileLineAndColumnAndWritesNothing() throws {
        let dir = try tempDir()
        let scene = try write("{\n  \"size\": [10, 10],\n  \"body\": {\"Text\": \"x\"},\n}", "broken.json", in: dir)
        let out = dir.appendingPathComponent("out")
        let r = try run([scene, "-o", out.path])
        #expect(r.status == 2)
        #expect(r.stderr.contains("broken.json:4:1: error: malformed JSON: a trailing comma before '}'"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("broken.png").path))
    }

    @Test func aNameThatIsNotAnSFSymbolExitsTwoWithDidYouMean() throws {
        let dir = try tempDir()
        let scene = try write(#"{"size": [20, 20], "body": {"Image": {"systemName": "hart.fill"}}}"#, "sym.json", in: dir)
        let r = try run([scene, "-o", dir.path])
        #expect(r.status == 2)
        #expect(r.stderr.contains("error: body.Image.systemName: \"hart.fill\" is not an SF Symbols name; did you mean"), "\(r.stderr)")
        #expect(r.stderr.contains("\"heart.fill\""), "\(r.stderr)")
        // A real SF Symbol Flipbook cannot draw yet renders, with a warning.
        let real = try write(#"{"size": [20, 20], "body": {"Image": {"systemName": "car.top.door.front.left.open"}}}"#, "real.json", in: dir)
        let w = try run([real, "-o", dir.path])
        #expect(w.status == 0, "\(w.stderr)")
        #expect(w.stderr.contains("\"car.top.door.front.left.open\" has no Material Icons stand-in"), "\(w.stderr)")
    }

    @Test func invalidScenesExitTwoWithPathAndSuggestion() throws {
        let dir = try tempDir()
        let scene = try write(#"{"size": [10, 10], "body": {"EmptyView": {}}, "colorSchem": "dark"}"#, "typo.json", in: dir)
        let r = try run([scene, "-o", dir.path])
        #expect(r.status == 2)
        #expect(r.stderr.contains("typo.json:1:47: error: colorSchem: unknown key \"colorSchem\"; did you mean \"colorScheme\"?"), "\(r.stderr)")
        let huge = try write(#"{"size": [9000, 10], "scale": 2, "body": {"EmptyView": {}}}"#, "huge.json", in: dir)
        let h = try run([huge, "-o", dir.path])
        #expect(h.status == 2)
        #expect(h.stderr.contains("18000×20 pixels; a side may be at most 16384"), "\(h.stderr)")
        let missing = try run([dir.appendingPathComponent("nope.json").path, "-o", dir.path])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("cannot read the scene"))
    }

    @Test func readsStandardInputAsSceneNamedStdin() throws {
        let dir = try tempDir()
        let r = try run(["-", "-o", dir.path], stdin: #"{"size": [2, 2], "scale": 1, "background": "white", "body": {"EmptyView": {}}}"#)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try PNGCodec.read(contentsOf: dir.appendingPathComponent("stdin.png").path).width == 2)
        let bad = try run(["-", "-o", dir.path], stdin: "{")
        #expect(bad.status == 2)
        #expect(bad.stderr.hasPrefix("<stdin>:1:2: error: malformed JSON"), "\(bad.stderr)")
    }

    @Test func anUnwritableOutputExitsOneAndABadSceneDoesNotStopTheOthers() throws {
        let dir = try tempDir()
        let good = try write(#"{"size": [2, 2], "body": {"EmptyView": {}}}"#, "good.json", in: dir)
        let blocker = try write("not a directory", "file", in: dir)
        let r = try run([good, "-o", blocker])
        #expect(r.status == 1, "\(r.stderr)")
        #expect(r.stderr.contains("good.json: error: cannot create the output directory \(blocker): a file, not a directory, has that name; choose a writable -o directory"), "\(r.stderr)")
        let bad = try write("[", "bad.json", in: dir)
        let mixed = try run([bad, good, "-o", dir.appendingPathComponent("o").path])
        #expect(mixed.status == 2)
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("o/good.png").path))
    }

    @Test func aFailedWriteLeavesNoPartialFileAndTheOtherScenesAreWritten() throws {
        // The image's name is taken by a directory: the temporary file is written in full and
        // the rename over it fails (as it does for root too, unlike a read-only folder).
        let dir = try tempDir()
        let out = dir.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out.appendingPathComponent("taken.png"), withIntermediateDirectories: true)
        let taken = try write(#"{"size": [4, 4], "scale": 1, "background": "red", "body": {"EmptyView": {}}}"#, "taken.json", in: dir)
        let free = try write(#"{"size": [4, 4], "scale": 1, "background": {"red": 0, "green": 0, "blue": 1}, "body": {"EmptyView": {}}}"#, "free.json", in: dir)
        let r = try run([taken, free, "-o", out.path])
        #expect(r.status == 1, "\(r.stderr)")
        #expect(r.stderr.contains("taken.json: error: cannot write the image: \(out.path)/taken.png: could not rename the finished temporary file into place: Is a directory"), "\(r.stderr)")
        // Nothing but the blocking directory and the other scene's image: no temporary file left.
        let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(names == ["free.png", "taken.png"], "\(names)")
        let png = try PNGCodec.read(contentsOf: out.appendingPathComponent("free.png").path)
        #expect(png.width == 4 && Array(png.pixels[0..<4]) == [0, 0, 255, 255], "\(png.pixels.prefix(4))")
    }

    @Test func helpShowsExamples() throws {
        let r = try run(["--help"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("render Examples/hello.json -o out/"))
        #expect(r.stdout.contains("--color-scheme"))
        #expect(r.stdout.contains("Exit status: 0 when every scene was written; 2 when a scene is malformed"))
        #expect(r.stdout.contains("render like-toggle.json --state isLiked=true -o out/liked/"))
    }

    @Test func manyScenesRenderTogetherAndTheWorstStatusWins() throws {
        let dir = try tempDir()
        let out = dir.appendingPathComponent("out")
        var paths: [String] = []
        for i in 0..<8 {
            // Every third scene is broken; the others are 3×2 canvases of a distinct grey.
            let text = i % 3 == 1 ? #"{"size": [3, 2], "body": {"Colr": "red"}}"#
                                  : #"{"size": [3, 2], "scale": 1, "background": {"red": \#(Double(i) / 10), "green": 0, "blue": 0}, "body": {"EmptyView": {}}}"#
            paths.append(try write(text, "s\(i).json", in: dir))
        }
        let r = try run(paths + ["-o", out.path])
        #expect(r.status == 2, "\(r.stderr)")
        for i in 0..<8 {
            let file = out.appendingPathComponent("s\(i).png").path
            if i % 3 == 1 {
                #expect(!FileManager.default.fileExists(atPath: file))
                #expect(r.stderr.contains("s\(i).json:1:27: error: body.Colr: unknown view \"Colr\"; did you mean \"Color\"?"), "\(r.stderr)")
            } else {
                let png = try PNGCodec.read(contentsOf: file)
                #expect(png.width == 3 && png.pixels[0] == UInt8((Double(i) / 10 * 255).rounded()), "s\(i)")
            }
        }
        // Not a terminal: no progress line, only whole message lines.
        #expect(!r.stderr.contains("\r") && !r.stderr.contains("scenes done"))
        #expect(r.stderr.split(separator: "\n").count == 3)
    }

    @Test func imagePathsAreRelativeToTheSceneFileNotTheWorkingDirectory() throws {
        let dir = try tempDir()
        let assets = dir.appendingPathComponent("scenes/assets")
        try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
        // A 2×2 green PNG beside the scene, shown resized to the whole 4×4 canvas.
        try PNGCodec.write(premultipliedRGBA: [UInt8](repeating: 0, count: 16).enumerated().map { $0.offset % 4 == 1 || $0.offset % 4 == 3 ? 255 : 0 },
                           width: 2, height: 2, options: .default, to: assets.appendingPathComponent("dot.png").path)
        let scene = try write(#"{"size": [4, 4], "scale": 1, "body": {"Image": {"file": "assets/dot.png"}, "modifiers": [{"resizable": {}}]}}"#,
                              "scenes/pic.json", in: dir)
        let out = dir.appendingPathComponent("out")
        let r = try run([scene, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        let png = try PNGCodec.read(contentsOf: out.appendingPathComponent("pic.png").path)
        #expect(Array(png.pixels[0..<4]) == [0, 255, 0, 255] && Array(png.pixels[60..<64]) == [0, 255, 0, 255])
        // The same scene from standard input looks in the working directory, which has no assets/.
        let text = try String(contentsOfFile: scene, encoding: .utf8)
        let s = try run(["-", "-o", out.path], stdin: text)
        #expect(s.status == 2 && s.stderr.contains("<stdin>:1:57: error: body.Image.file: no image file at \"assets/dot.png\""), "\(s.stderr)")
    }

    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples")

    @Test func theSeedsLikeToggleRendersBothStatesFromTheCommandLine() throws {
        let dir = try tempDir()
        let scene = Self.examples.appendingPathComponent("like-toggle.json").path
        func heart(_ state: String) throws -> [UInt8] {
            let out = dir.appendingPathComponent(state).path
            let r = try run([scene, "--state", "isLiked=\(state)", "--scale", "1", "-o", out])
            #expect(r.status == 0, "\(r.stderr)")
            let png = try PNGCodec.read(contentsOf: out + "/like-toggle.png")
            #expect(png.width == 96 && png.height == 96)
            let i = (48 * 96 + 48) * 4
            return Array(png.pixels[i..<i + 4])
        }
        // The heart at the centre: likeButtonNotSelected #E1E1EB off, likeButtonSelected #F73757 on.
        #expect(try heart("false") == [0xE1, 0xE1, 0xEB, 255])
        #expect(try heart("true") == [0xF7, 0x37, 0x57, 255])
    }

    @Test func twoScenesWithTheSameNameAreRefusedBeforeRendering() throws {
        let dir = try tempDir()
        let sub = dir.appendingPathComponent("sub")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        let a = try write(#"{"size": [2, 2], "body": {"EmptyView": {}}}"#, "same.json", in: dir)
        let b = try write(#"{"size": [2, 2], "body": {"EmptyView": {}}}"#, "same.json", in: sub)
        let r = try run([a, b, "-o", dir.appendingPathComponent("out").path])
        #expect(r.status == 64, "a usage error")
        #expect(r.stderr.contains("would both write same.png"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/same.png").path))
    }

    /// The frame count an APNG declares (its `acTL` chunk) and how many `fcTL` chunks it has.
    static func apngFrameCounts(_ bytes: [UInt8]) -> (declared: Int, controls: Int) {
        var i = 8, declared = -1, controls = 0
        while i + 8 <= bytes.count {
            let length = Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
            let type = String(decoding: bytes[(i + 4)..<(i + 8)], as: UTF8.self)
            if type == "acTL" { declared = Int(bytes[i + 8]) << 24 | Int(bytes[i + 9]) << 16 | Int(bytes[i + 10]) << 8 | Int(bytes[i + 11]) }
            if type == "fcTL" { controls += 1 }
            i += 12 + length
        }
        return (declared, controls)
    }

    @Test func aTimelineWritesFramesAnAPNGAndAContactSheet() throws {
        let dir = try tempDir()
        // Blue fading in linearly over 0.5 s from t = 0.2, at 10 fps for 1 s: 11 frames.
        let scene = try write(#"{"size": [4, 4], "scale": 1, "state": {"on": false}, "body": {"Color": "blue", "modifiers": [{"opacity": {"if": "$on", "then": 1, "else": 0}}]}, "timeline": {"fps": 10, "duration": 1, "events": [{"at": 0.2, "set": {"on": true}, "animation": {"linear": {"duration": 0.5}}}]}}"#, "fade.json", in: dir)
        let r = try run([scene, "--gif", "-o", dir.appendingPathComponent("out").path])
        #expect(r.status == 0, "\(r.stderr)")
        let out = dir.appendingPathComponent("out")
        let gif = try [UInt8](Data(contentsOf: out.appendingPathComponent("fade.gif")))
        #expect(gif.starts(with: Array("GIF89a".utf8)) && gif.last == 0x3B, "--gif writes an animated GIF")
        let frames = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("fade").path).sorted()
        #expect(frames == (0...10).map { String(format: "frame-%04d.png", $0) })
        for k in 0...10 {
            let png = try PNGCodec.read(contentsOf: out.appendingPathComponent("fade/" + frames[k]).path)
            let expected = min(max((Double(k) / 10 - 0.2) / 0.5, 0), 1) * 255
            #expect(abs(Double(png.pixels[3]) - expected) <= 1, "frame \(k): alpha \(png.pixels[3]), expected \(expected)")
        }
        let apng = try [UInt8](Data(contentsOf: out.appendingPathComponent("fade.png")))
        let counts = Self.apngFrameCounts(apng)
        #expect(counts.declared == 11 && counts.controls == 11)
        let still = try PNGCodec.read(contentsOf: out.appendingPathComponent("fade.png").path)
        #expect(still.width == 4 && still.pixels[3] == 0, "the APNG's default image is frame 0")
        let sheet = try PNGCodec.read(contentsOf: out.appendingPathComponent("fade-sheet.png").path)
        #expect(sheet.width > 4 * 4 && sheet.height > 4 * 2, "every frame with a label")

        let bad = try write(#"{"size": [4, 4], "body": {"Color": "red", "id": "c"}, "timeline": {"events": [{"at": 0.5, "tap": "d"}]}}"#, "badanim.json", in: dir)
        let b = try run([bad, "-o", dir.path])
        #expect(b.status == 2 && b.stderr.contains("timeline.events[0].tap: no view has the id \"d\"; did you mean \"c\"?"), "\(b.stderr)")
        let long = try write(#"{"size": [4, 4], "body": {"Color": "red"}, "timeline": {"fps": 240, "duration": 20}}"#, "long.json", in: dir)
        let l = try run([long, "-o", dir.appendingPathComponent("long").path])
        #expect(l.status == 2 && l.stderr.contains("timeline.duration: the timeline would have 4800 frames"), "\(l.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("long").path), "nothing written for a refused scene")
    }

    @Test func rendersARealSceneAndStateFromTheCommandLine() throws {
        let dir = try tempDir()
        // A 20×10 red bar centred in a 40×20 canvas at scale 2; with --state on=true it turns
        // into a blue circle, 16 points across.
        let scene = try write(#"""
            {"size": [40, 20], "scale": 2, "background": "white", "state": {"on": false},
             "body": {"if": "$on",
                      "then": {"Circle": {}, "modifiers": [{"fill": "blue"}, {"frame": {"width": 16, "height": 16}}]},
                      "else": {"Rectangle": {}, "modifiers": [{"fill": "red"}, {"frame": {"width": 20, "height": 10}}]}}}
            """#, "bar.json", in: dir)
        let out = dir.appendingPathComponent("out").path
        let r = try run([scene, "-o", out])
        #expect(r.status == 0, "\(r.stderr)")
        let off = try PNGCodec.read(contentsOf: out + "/bar.png")
        func px(_ img: PNGImage, _ x: Int, _ y: Int) -> [UInt8] { Array(img.pixels[(y * img.width + x) * 4 ..< (y * img.width + x) * 4 + 4]) }
        #expect(off.width == 80 && off.height == 40)
        // The bar covers pixels 20..<60 × 10..<30.
        #expect(px(off, 20, 10) == [0xFF, 0x3B, 0x30, 255] && px(off, 59, 29) == [0xFF, 0x3B, 0x30, 255])
        #expect(px(off, 19, 20) == [255, 255, 255, 255] && px(off, 40, 9) == [255, 255, 255, 255])
        let on = try run([scene, "-o", out, "--state", "on=true"])
        #expect(on.status == 0, "\(on.stderr)")
        let img = try PNGCodec.read(contentsOf: out + "/bar.png")
        // The circle spans pixels 24..<56 both ways round the centre (40, 20).
        #expect(px(img, 40, 20) == [0x00, 0x7A, 0xFF, 255] && px(img, 40, 5) == [0x00, 0x7A, 0xFF, 255])
        #expect(px(img, 21, 11) == [255, 255, 255, 255])
        let typo = try run([scene, "-o", out, "--state", "onn=true"])
        #expect(typo.status == 2)
        #expect(typo.stderr.contains("error: --state onn=true: the scene has no state variable \"onn\"; did you mean \"on\"?"), "\(typo.stderr)")
        let kind = try run([scene, "-o", out, "--state", "on=1"])
        #expect(kind.status == 2 && kind.stderr.contains("\"on\" is a boolean; expected true or false, found \"1\""), "\(kind.stderr)")
    }

    @Test func brokenScenesExitTwoNamingThePathAndWriteNothing() throws {
        let dir = try tempDir()
        let out = dir.appendingPathComponent("out")
        let cases: [(String, String)] = [
            (#"{"size": [10, 10], "body": {"VStack": {"content": [{"Color": "red", "modifiers": [{"frame": {"width": -5}}]}]}}}"#,
             "error: body.VStack.content[0].modifiers[0].frame.width: a frame width cannot be negative, found -5"),
            (#"{"size": [10, 10], "body": {"Color": "red", "modifiers": [{"forgroundColor": "blue"}]}}"#,
             "error: body.modifiers[0].forgroundColor: unknown modifier \"forgroundColor\"; did you mean \"foregroundColor\"?"),
            (#"{"size": [10, 10], "body": {"Image": {"file": "missing.png"}}}"#,
             "error: body.Image.file: no image file at \"missing.png\" in the scene's folder; image paths are relative to the scene file's folder"),
            (#"{"size": [10, 10], "body": {"Color": "red"}, "state": {"a": true}, "timeline": {"events": [{"at": 0, "set": {"b": 1}}]}}"#,
             "error: timeline.events[0].set.b: unknown state variable \"$b\"; did you mean \"a\"?"),
        ]
        for (i, (text, message)) in cases.enumerated() {
            let scene = try write(text, "bad\(i).json", in: dir)
            let r = try run([scene, "-o", out.path])
            #expect(r.status == 2, "\(text)")
            #expect(r.stderr.contains(message), "\(r.stderr)")
            #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("bad\(i).png").path))
        }
        let bytes = Data([0x7B, 0x22, 0xFF, 0xFE] + Array(#"": 1}"#.utf8))
        let invalid = dir.appendingPathComponent("utf8.json")
        try bytes.write(to: invalid)
        let r = try run([invalid.path, "-o", out.path])
        #expect(r.status == 2 && r.stderr.contains("malformed JSON"), "\(r.stderr)")
    }
}
