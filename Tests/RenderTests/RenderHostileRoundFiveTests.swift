import Foundation
import Testing

/// Issue 28, round five: new hand-written hostile inputs of every class the issue names (deep
/// nesting, huge numbers, NaN/infinity, huge strings, many frames, path tricks, control
/// characters, symlinks, FIFOs), through the `render` binary. Each is refused with exit 2, a
/// message naming the place and the fix, and nothing written — never a crash or a hang.
extension RenderCommandTests {
    /// name, scene text, a fragment the message must hold.
    static func roundFiveScenes() -> [(String, String, String)] {
        func scene(_ body: String, _ extra: String = "") -> String {
            #"{"size": [40, 30], "scale": 1, \#(extra)"body": \#(body)}"#
        }
        var vstacks = #"{"Color": "red"}"#
        for _ in 0..<40 { vstacks = #"{"VStack": [\#(vstacks)]}"# }
        var doubling = #"{"Color": "red"}"#
        for _ in 0..<15 { doubling = #"{"if": "$a", "then": \#(doubling), "else": \#(doubling)}"# }
        let longID = String(repeating: "c", count: 1_000_000)
        return [
            // Deep nesting: JSON arrays and objects beyond 128 levels, views beyond 32, and
            // 2^15 views behind conditionals (both branches count).
            ("deep-array", scene(#"{"Text": "# + String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000) + "}"),
             "nesting is deeper than 128 levels; flatten the scene"),
            ("deep-object", scene(#"{"Color": "red", "modifiers": [{"padding": "# + String(repeating: #"{"a":"#, count: 3000) + "1" + String(repeating: "}", count: 3000) + "}]}"),
             "nesting is deeper than 128 levels"),
            ("deep-vstacks", scene(vstacks), "views nest more than 32 levels deep here; flatten the tree"),
            ("doubling", scene(doubling, #""state": {"a": true}, "#), "the scene has more than 20000 views; split it into smaller scenes"),
            // Huge numbers.
            ("scale-1e308", #"{"size": [40, 30], "scale": 1e308, "body": {"Color": "red"}}"#, "scale must be greater than 0 and at most 16, found 1e+308"),
            ("at-1e400", scene(#"{"Color": "red"}"#, #""state": {"a": 1}, "timeline": {"events": [{"at": 1e400, "set": {"a": 2}}]}, "#), "the number 1e400 is too large to represent"),
            ("digits", scene(#"{"Color": "red", "modifiers": [{"padding": "# + String(repeating: "9", count: 400) + "}]}"), "(400 characters)"),
            ("fps-1e300", scene(#"{"Color": "red"}"#, #""timeline": {"fps": 1e300, "events": []}, "#), "timeline.fps: expected frames per second from 1 to 240, found 1e+300"),
            ("offset-1e308", scene(#"{"Color": "red", "modifiers": [{"offset": {"x": 1e308, "y": -1e308}}]}"#), "body.modifiers[0].offset.x: 1e+308 points is too large"),
            ("frame-negative", scene(#"{"Color": "red", "modifiers": [{"frame": {"width": -1e308}}]}"#), "a frame width cannot be negative"),
            ("corner-1e300", scene(#"{"RoundedRectangle": {"cornerRadius": 1e300}, "modifiers": [{"fill": "red"}]}"#), "a corner radius of 1e+300 points is too large"),
            ("font-1e20", scene(#"{"Text": "Hi", "modifiers": [{"font": {"system": {"size": 1e20}}}]}"#), "expected a font size in points from 0 to 1000, found 1e+20"),
            ("line-1e308", scene(#"{"Circle": {}, "modifiers": [{"stroke": {"content": "red", "lineWidth": 1e308}}]}"#), "a line width of 1e+308 points is too large"),
            ("size-tiny", #"{"size": [0.0001, 0.0001], "scale": 1, "body": {"Color": "red"}}"#, "the canvas would be less than one pixel wide or high"),
            // NaN and infinity.
            ("nan", scene(#"{"Color": "red", "modifiers": [{"padding": NaN}]}"#), "NaN and Infinity are not JSON numbers; use a finite number"),
            ("infinity", scene(#"{"Color": "red", "modifiers": [{"opacity": Infinity}]}"#), "NaN and Infinity are not JSON numbers"),
            ("negative-zero", #"{"size": [-0.0, 30], "scale": 1, "body": {"Color": "red"}}"#, "a canvas side must be a finite number greater than 0, found -0.0"),
            // Huge strings: beyond 1 MiB refused; a 1 MiB key and a 1,000,000-character id
            // quoted as an excerpt with their length.
            ("text-2mib", scene(#"{"Text": ""# + String(repeating: "x", count: 2 << 20) + #""}"#), "a string longer than 1048576 bytes"),
            ("key-1mib", scene(#"{"Color": "red", ""# + String(repeating: "k", count: 1 << 20) + #"": 1}"#), "(1048576 characters)"),
            ("id-1m", scene(#"{"Color": "red", "id": "card"}"#, #""timeline": {"events": [{"at": 0, "tap": ""# + longID + #""}]}, "#), "(1000000 characters)…"),
            // Many frames and events.
            ("frames", scene(#"{"Color": "red"}"#, #""timeline": {"fps": 240, "duration": 600, "events": []}, "#), "the timeline would have 144000 frames"),
            ("events", scene(#"{"Color": "red"}"#, #""state": {"a": 0}, "timeline": {"events": ["# + (0...10_000).map { #"{"at": 0, "set": {"a": \#($0)}}"# }.joined(separator: ",") + "]}, "),
             "a timeline may have at most 10000 events, found 10001"),
            // Path tricks: outside the scene's folder, NUL, a device, a long path, control characters.
            ("image-dotdot", scene(#"{"Image": {"file": "../../../../etc/passwd"}}"#), "stay inside it (or a folder given with render --assets)"),
            ("image-proc", scene(#"{"Image": {"file": "/proc/self/environ"}}"#), "no image file at \"/proc/self/environ\" in the scene's folder"),
            ("image-nul", scene(#"{"Image": {"file": "/etc/passwd\u0000.png"}}"#), "an image path cannot contain a NUL character"),
            ("image-zero", scene(#"{"Image": {"file": "/dev/zero"}}"#), "no image file at \"/dev/zero\""),
            ("image-long", scene(#"{"Image": {"file": ""# + String(repeating: "a/", count: 3000) + #"x.png"}}"#), "(6005 characters)"),
            ("image-control", scene(#"{"Image": {"file": "x\n\u001b[2J.png"}}"#), #"no image file at "x\u{A}\u{1B}[2J.png""#),
            // Control characters in names are escaped, never printed raw.
            ("control-view", scene(#"{"\u001b]0;pwned\u0007View": {}}"#), #"unknown view "\u{1B}]0;pwned\u{7}View""#),
            ("control-modifier", scene(#"{"Color": "red", "modifiers": [{"\u001b[2Kpad\r": 1}]}"#), #"unknown modifier "\u{1B}[2Kpad\u{D}""#),
            ("control-colour", scene(#"{"Color": "\u001b[1mred\u0000"}"#), #"unknown colour "\u{1B}[1mred\u{0}""#),
            ("control-tap", scene(#"{"Color": "red"}"#, #""timeline": {"events": [{"at": 0, "tap": "\u001b[31mred\u0007"}]}, "#), #"no view has the id "\u{1B}[31mred\u{7}""#),
        ]
    }

    @Test func roundFiveHostileScenesAreRefusedNamingThePlaceAndTheFix() throws {
        let dir = try tempDir()
        let out = dir.appendingPathComponent("out")
        for (name, text, fragment) in Self.roundFiveScenes() {
            let scene = try write(text, "\(name).json", in: dir)
            let r = try run([scene, "-o", out.path], timeout: 120)
            #expect(!r.timedOut, "\(name) hung")
            #expect(r.status == 2, "\(name): \(r.status) \(r.stderr.prefix(300))")
            #expect(r.stderr.contains(fragment), "\(name): \(r.stderr.prefix(400))")
            #expect(r.stderr.hasPrefix(scene), "\(name): the message starts with the file")
            // Escaped, short: no raw control character but the line ends, no megabyte echoed.
            #expect(!r.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(name): a raw control character")
            #expect(r.stderr.utf8.count < 4096, "\(name): \(r.stderr.utf8.count) bytes of message")
            #expect(files(in: out).isEmpty, "\(name) wrote \(files(in: out))")
        }
    }

    /// Symlinks and FIFOs as images and as scenes: named for what they are, never followed
    /// out of the folder, never read.
    @Test func roundFiveSymlinksAndFIFOsAreNamedAndNotRead() throws {
        let dir = try tempDir()
        let out = dir.appendingPathComponent("out")
        let fm = FileManager.default
        #expect(mkfifo(dir.appendingPathComponent("pipe.png").path, 0o600) == 0)
        try fm.createSymbolicLink(atPath: dir.appendingPathComponent("outside.png").path, withDestinationPath: "/etc/hostname")
        try fm.createSymbolicLink(atPath: dir.appendingPathComponent("la.png").path, withDestinationPath: "lb.png")
        try fm.createSymbolicLink(atPath: dir.appendingPathComponent("lb.png").path, withDestinationPath: "la.png")
        try fm.createSymbolicLink(atPath: dir.appendingPathComponent("zero.json").path, withDestinationPath: "/dev/zero")
        #expect(symlink("loop.json", dir.appendingPathComponent("loop.json").path) == 0)
        let cases: [(String, String, String)] = [
            ("img-pipe", "pipe.png", "\"pipe.png\" is not a readable PNG image: it is a FIFO (named pipe), not a regular file"),
            ("img-outside", "outside.png", "no image file at \"outside.png\" in the scene's folder"),
            ("img-loop", "la.png", "no image file at \"la.png\" in the scene's folder"),
        ]
        for (name, file, fragment) in cases {
            let scene = try write(#"{"size": [40, 30], "scale": 1, "body": {"Image": {"file": "\#(file)"}}}"#, "\(name).json", in: dir)
            let r = try run([scene, "-o", out.path], timeout: 30)
            #expect(!r.timedOut && r.status == 2, "\(name): \(r.status) \(r.stderr)")
            #expect(r.stderr.contains(fragment), "\(name): \(r.stderr)")
        }
        for (file, fragment) in [("zero.json", "cannot read the scene: it is a character device, not a regular file"),
                                 ("loop.json", "cannot read the scene: Too many levels of symbolic links")] {
            let r = try run([dir.appendingPathComponent(file).path, "-o", out.path], timeout: 30)
            #expect(!r.timedOut && r.status == 2, "\(file): \(r.status) \(r.stderr)")
            #expect(r.stderr.contains(fragment), "\(file): \(r.stderr)")
        }
        #expect(files(in: out).isEmpty)
    }

    /// `--assets` naming no folder, a file or a FIFO was accepted silently (the scene's images
    /// were then reported missing one by one); refused up front with exit 2, naming the option.
    @Test func anAssetsFolderThatIsNotAFolderIsRefused() throws {
        let dir = try tempDir()
        let out = dir.appendingPathComponent("out")
        let scene = try write(#"{"size": [4, 4], "scale": 1, "body": {"Color": "red"}}"#, "s.json", in: dir)
        let fifo = dir.appendingPathComponent("assets-pipe").path
        #expect(mkfifo(fifo, 0o600) == 0)
        for (folder, fragment) in [(dir.appendingPathComponent("missing").path, "no such folder; give an existing folder of image files"),
                                   (scene, "it is a regular file, not a folder"),
                                   (fifo, "it is a FIFO (named pipe), not a folder"),
                                   ("/tmp/\u{1B}[2J", #"--assets /tmp/\u{1B}[2J: no such folder"#)] {
            let r = try run([scene, "--assets", folder, "-o", out.path], timeout: 30)
            #expect(!r.timedOut && r.status == 2, "\(folder): \(r.status) \(r.stderr)")
            #expect(r.stderr.contains("render: error: --assets") && r.stderr.contains(fragment), "\(r.stderr)")
            #expect(files(in: out).isEmpty)
            let v = try run(["verify", scene, "--golden", dir.appendingPathComponent("golden").path, "--assets", folder], timeout: 30)
            #expect(v.status == 2 && v.stderr.contains("render verify: error: --assets"), "\(v.status) \(v.stderr)")
        }
        // An existing folder is accepted as before.
        #expect(try run([scene, "--assets", dir.path, "-o", out.path]).status == 0)
    }
}
