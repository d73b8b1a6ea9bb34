import Foundation
import Testing
import FlipbookPNG

/// `render diff` and `render verify`: exit codes, JSON results, missing and orphaned
/// goldens, tolerances, sharding, `--update`.
extension RenderCommandTests {
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        .first(where: FileManager.default.isExecutableFile(atPath:))

    /// Writes a `size × size` opaque PNG of one colour with optional changed pixels.
    func png(_ path: String, size: Int = 10, colour: [UInt8] = [255, 255, 255], changed: [(Int, Int)] = [], to dir: URL) throws -> String {
        var bytes: [UInt8] = []
        for _ in 0..<(size * size) { bytes += colour + [255] }
        for (x, y) in changed {
            let o = (y * size + x) * 4
            bytes[o] = 0; bytes[o + 1] = 0; bytes[o + 2] = 0
        }
        let url = dir.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try PNGCodec.write(premultipliedRGBA: bytes, width: size, height: size, to: url.path)
        return url.path
    }

    func json(_ r: Run) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any], "stdout: \(r.stdout)\nstderr: \(r.stderr)")
    }

    func cases(_ j: [String: Any]) -> [String: [String: Any]] {
        var out: [String: [String: Any]] = [:]
        for c in j["cases"] as? [[String: Any]] ?? [] { out[c["name"] as! String] = c }
        return out
    }

    @Test func diffOfTwoFilesExitsZeroOneOrTwo() throws {
        let dir = try tempDir()
        let a = try png("a.png", to: dir)
        let same = try png("same.png", to: dir)
        let b = try png("b.png", changed: [(1, 1)], to: dir)

        let match = try run(["diff", a, same, "--json", "-"])
        #expect(match.status == 0, "\(match.stderr)")
        #expect(cases(try json(match))["same"]?["status"] as? String == "match")

        let differ = try run(["diff", a, b, "--json", "-"])
        #expect(differ.status == 1)
        let c = try #require(cases(try json(differ))["b"])
        #expect(c["status"] as? String == "differ")
        let d = try #require(c["difference"] as? [String: Any])
        #expect(d["differingPixels"] as? Int == 1 && d["maximumChannelDelta"] as? Int == 255)
        #expect(differ.stderr.contains("✗ b  differ: 1 of 100 pixels differ (1%)"))

        let notPNG = try write("hello", "not.png", in: dir)
        let bad = try run(["diff", a, notPNG, "--json", "-"])
        #expect(bad.status == 2)
        #expect(cases(try json(bad))["not"]?["status"] as? String == "error")
        #expect(try run(["diff", a, dir.appendingPathComponent("nothing.png").path]).status == 2)
        #expect(try run(["diff", a, dir.path]).stderr.contains("is a folder and"))
        #expect(try run(["diff", a, b, "--precision", "1.5"]).status == 2)
    }

    /// Issue 29: people read stdout; JSON only when asked (`--json FILE`, or `--json -`).
    @Test func diffPrintsAHumanSummaryOnStdoutAndJSONOnlyWhenAsked() throws {
        let dir = try tempDir()
        let e = dir.appendingPathComponent("e"), a = dir.appendingPathComponent("a")
        _ = try png("card.png", changed: [], to: e)
        _ = try png("card.png", changed: [(1, 1), (2, 2)], to: a)
        _ = try png("same.png", to: e); _ = try png("same.png", to: a)
        _ = try png("new.png", to: a)
        let r = try run(["diff", e.path, a.path, "--diffs", dir.appendingPathComponent("d").path])
        #expect(r.status == 1)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("✗ card  differ: 2 of 100 pixels differ (2%), by at most 255/255 in a channel") == true, "\(r.stdout)")
        #expect(lines.contains("    expected  \(e.path)/card.png"))
        #expect(lines.contains("    actual    \(a.path)/card.png"))
        #expect(lines.contains("    diff      \(dir.path)/d/card.diff.png"))
        #expect(lines.contains { $0.hasPrefix("✗ new  missing: no expected image new.png") })
        #expect(!r.stdout.contains("same"), "matching cases are counted, not listed")
        #expect(lines.last == "3 compared: 1 match, 1 differ, 1 missing, 0 orphaned, 0 updated, 0 errors")
        #expect(!r.stdout.contains("{"), "no JSON unless asked")

        let file = dir.appendingPathComponent("results.json").path
        let toFile = try run(["diff", e.path, a.path, "--json", file])
        #expect(toFile.stdout == r.stdout.replacingOccurrences(of: "    diff      \(dir.path)/d/card.diff.png\n", with: ""))
        let j = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file))) as? [String: Any])
        #expect((j["summary"] as? [String: Any])?["differ"] as? Int == 1)
    }

    /// 1 of 100 pixels differs: --precision 0.99 is just inside, 0.991 just outside.
    @Test func diffTolerancesJustInsideAndOutside() throws {
        let dir = try tempDir()
        let a = try png("a.png", to: dir), b = try png("b.png", changed: [(5, 5)], to: dir)
        #expect(try run(["diff", a, b, "--precision", "0.99"]).status == 0)
        #expect(try run(["diff", a, b, "--precision", "0.991"]).status == 1)
        // Grey 120 → 122 in red is ΔE94 0.82: inside 0.991 (ΔE ≤ 0.9), outside 0.992.
        let g1 = try png("g1.png", colour: [120, 120, 120], to: dir), g2 = try png("g2.png", colour: [122, 120, 120], to: dir)
        #expect(try run(["diff", g1, g2, "--perceptual-precision", "0.991"]).status == 0)
        #expect(try run(["diff", g1, g2, "--perceptual-precision", "0.992"]).status == 1)
    }

    @Test func diffOfFoldersListsMissingAndOrphanedAndWritesDiffPictures() throws {
        let dir = try tempDir()
        let e = dir.appendingPathComponent("expected"), a = dir.appendingPathComponent("actual")
        _ = try png("same.png", to: e); _ = try png("same.png", to: a)
        _ = try png("sub/changed.png", to: e); _ = try png("sub/changed.png", changed: [(0, 0), (9, 9)], to: a)
        _ = try png("gone.png", to: e)
        _ = try png("new.png", to: a)
        let diffs = dir.appendingPathComponent("diffs").path
        let r = try run(["diff", e.path, a.path, "--diffs", diffs, "--json", "-"])
        #expect(r.status == 1)
        let j = try json(r)
        let c = cases(j)
        #expect(c["same"]?["status"] as? String == "match")
        #expect(c["sub/changed"]?["status"] as? String == "differ")
        #expect(c["gone"]?["status"] as? String == "orphaned")
        #expect(c["new"]?["status"] as? String == "missing")
        let summary = try #require(j["summary"] as? [String: Int])
        #expect(summary == ["total": 4, "matched": 1, "differ": 1, "missing": 1, "orphaned": 1, "updated": 0, "errors": 0])
        let picture = try PNGCodec.read(contentsOf: diffs + "/sub/changed.diff.png")
        #expect(Array(picture.pixels[0..<4]) == [230, 0, 0, 255])
    }

    /// Every case lands in exactly one of n shards, for several n.
    @Test func shardsCoverEveryCaseExactlyOnce() throws {
        let dir = try tempDir()
        let e = dir.appendingPathComponent("e"), a = dir.appendingPathComponent("a")
        let names = (0..<23).map { "case-\($0)" }
        for n in names { _ = try png("\(n).png", size: 2, to: e); _ = try png("\(n).png", size: 2, to: a) }
        for count in [1, 2, 3, 5] {
            var seen: [String] = []
            for i in 1...count {
                let r = try run(["diff", e.path, a.path, "--shard", "\(i)/\(count)", "--json", "-"])
                #expect(r.status == 0)
                let j = try json(r)
                #expect(j["shard"] as? String == "\(i)/\(count)")
                seen += cases(j).keys
            }
            #expect(seen.sorted() == names.sorted(), "\(count) shards")
        }
        #expect(try run(["diff", e.path, a.path, "--shard", "4/3"]).status == 2)
    }

    @Test func verifyRendersComparesUpdatesAndReportsOrphans() throws {
        let dir = try tempDir()
        let scenes = dir.appendingPathComponent("scenes"), golden = dir.appendingPathComponent("golden").path
        try FileManager.default.createDirectory(at: scenes.appendingPathComponent("cards"), withIntermediateDirectories: true)
        _ = try write(##"{"size": [4, 3], "background": "#336699", "body": {"EmptyView": {}}}"##, "blue.json", in: scenes)
        _ = try write(##"{"size": [2, 2], "scale": 1, "background": "#FF0000", "body": {"EmptyView": {}}}"##, "cards/red.json", in: scenes)

        #expect(try run(["verify", scenes.path, "--golden", golden]).status == 2, "no golden folder and no --update")
        let first = try run(["verify", scenes.path, "--golden", golden, "--update", "--json", "-"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(cases(try json(first)).mapValues { $0["status"] as? String } == ["blue": "updated", "cards/red": "updated"])
        let g = try PNGCodec.read(contentsOf: golden + "/cards/red.png")
        #expect(g.width == 2 && Array(g.pixels[0..<4]) == [255, 0, 0, 255])
        // Provenance: the golden says which renderer and input made it.
        let text = try PNGTextChunks.read(contentsOf: golden + "/blue.png")
        #expect(text.first?.key == "Software" && text.first?.value.hasPrefix("Flipbook ") == true)

        #expect(try run(["verify", scenes.path, "--golden", golden]).status == 0)

        _ = try write(##"{"size": [4, 3], "background": "#336698", "body": {"EmptyView": {}}}"##, "blue.json", in: scenes)
        _ = try png("orphan.png", size: 2, to: URL(fileURLWithPath: golden))
        _ = try write(##"{"size": [2, 2], "body": {"EmptyView": {}}}"##, "new.json", in: scenes)
        let changed = try run(["verify", scenes.path, "--golden", golden, "--json", "-"])
        #expect(changed.status == 1)
        let c = cases(try json(changed))
        #expect(c["blue"]?["status"] as? String == "differ")
        #expect((c["blue"]?["message"] as? String)?.contains("provenance: Flipbook-Input-SHA256") == true)
        #expect(c["new"]?["status"] as? String == "missing")
        #expect(c["orphan"]?["status"] as? String == "orphaned")
        #expect(c["cards/red"]?["status"] as? String == "match")
        // Within tolerance: one step of blue is far below ΔE 2.
        let loose = try run(["verify", scenes.path, "--golden", golden, "--perceptual-precision", "0.98", "--shard", "1/1", "--json", "-"])
        #expect(cases(try json(loose))["blue"]?["status"] as? String == "match")

        _ = try write(#"{"size": [2, 2], "body": {"Nope": {}}}"#, "broken.json", in: scenes)
        let broken = try run(["verify", scenes.path, "--golden", golden, "--json", "-"])
        #expect(broken.status == 2)
        #expect((cases(try json(broken))["broken"]?["message"] as? String)?.contains("broken.json:1:") == true)
    }

    @Test func verifyChecksATimelineFrameByFrame() throws {
        let dir = try tempDir()
        let scenes = dir.appendingPathComponent("scenes"), golden = dir.appendingPathComponent("golden").path
        // A blue square fading in between 0.2 s and 0.4 s: 5 frames at 10 fps over 0.4 s.
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        let fade = #"{"size": [4, 4], "scale": 1, "state": {"on": false}, "body": {"Color": "blue", "modifiers": [{"opacity": {"if": "$on", "then": 1, "else": 0}}]}, "timeline": {"fps": 10, "duration": 0.4, "events": [{"at": 0.2, "set": {"on": true}, "animation": {"linear": {"duration": 0.2}}}]}}"#
        _ = try write(fade, "fade.json", in: scenes)
        let first = try run(["verify", scenes.path, "--golden", golden, "--update", "--json", "-"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(cases(try json(first)).keys.sorted() == (0...4).map { "fade/frame-000\($0)" })
        // Frame 3 (0.3 s) is half way: the blue square at half opacity.
        let half = try PNGCodec.read(contentsOf: golden + "/fade/frame-0003.png")
        #expect(abs(Int(half.pixels[3]) - 128) <= 1, "alpha \(half.pixels[3])")
        #expect(try run(["verify", scenes.path, "--golden", golden]).status == 0, "frame goldens are not orphans")
        // A slower fade changes frames 3 and 4 only.
        _ = try write(fade.replacingOccurrences(of: #""duration": 0.2"#, with: #""duration": 0.3"#), "fade.json", in: scenes)
        let slower = try run(["verify", scenes.path, "--golden", golden, "--json", "-"])
        #expect(slower.status == 1)
        let c = cases(try json(slower)).mapValues { $0["status"] as? String }
        #expect(c == ["fade/frame-0000": "match", "fade/frame-0001": "match", "fade/frame-0002": "match",
                      "fade/frame-0003": "differ", "fade/frame-0004": "differ"])
    }

    /// The report of a run with one known difference, loaded in headless Chromium: the page
    /// itself counts the differing pixels, lists the case and opens the asked-for view and zoom.
    @Test(.enabled(if: chromium != nil, "headless Chromium is not installed (apt-get install chromium): the HTML report is not checked in a browser"))
    func htmlReportShowsTheDifferenceInChromium() throws {
        let chromium = try #require(Self.chromium)
        let dir = try tempDir()
        let e = dir.appendingPathComponent("e"), a = dir.appendingPathComponent("a")
        _ = try png("card.png", size: 12, to: e)
        _ = try png("card.png", size: 12, changed: [(2, 3), (4, 5), (6, 7)], to: a)
        _ = try png("same.png", size: 4, to: e); _ = try png("same.png", size: 4, to: a)
        let report = dir.appendingPathComponent("report")
        let r = try run(["diff", e.path, a.path, "--report", report.path, "--json", "-"])
        #expect(r.status == 1)
        let html = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(!html.contains("http://") && !html.contains("https://"), "self-contained: nothing fetched")

        let dom = try Self.dumpDOM(chromium, report.appendingPathComponent("index.html").path, fragment: "view=slider&zoom=4")
        #expect(dom.contains(#"data-ready="1""#), "the page's script finished")
        #expect(dom.contains(#"data-total="2" data-matched="1" data-differ="1""#))
        #expect(dom.contains(#"<tr class="status-differ" data-case="card">"#))
        // The browser's own count from the embedded images equals the engine's.
        #expect(dom.contains(#"data-differing-pixels="3""#) && dom.contains(#"data-browser-differing-pixels="3""#), "\(dom.prefix(400))")
        // The slider view at 4×: a 12-pixel image 48 CSS pixels wide.
        #expect(dom.contains(#"data-view="slider" data-zoom="4""#))
        #expect(dom.contains(#"data-shown-width="48""#))
        #expect(!dom.contains(#"data-case="same"><td><a"#), "matching cases are listed without images")
    }

    /// The opening tag of the frame section `k` of a sequence in `dom`.
    static func frameTag(_ dom: String, _ k: Int) -> String? {
        dom.components(separatedBy: "<section ").first { $0.contains(#"data-frame="\#(k)""#) && $0.contains("case ") }
            .map { String($0.prefix { $0 != ">" }) }
    }

    /// The page as headless Chromium leaves it once its script has run.
    static func dumpDOM(_ chromium: String, _ page: String, fragment: String) throws -> String {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: chromium)
        p.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=5000", "--dump-dom",
                       "file://" + page + (fragment.isEmpty ? "" : "#" + fragment)]
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        let dom = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        return dom
    }

    /// A timeline whose last two frames differ is one sequence in the report: a scrubber over
    /// its five frames that opens on the first failing frame, and `#frame=1` opens frame 1 (a
    /// matching one, shown too) — read from the page Chromium leaves.
    @Test(.enabled(if: chromium != nil, "headless Chromium is not installed (apt-get install chromium): the HTML report is not checked in a browser"))
    func htmlReportScrubsATimelinesFramesInChromium() throws {
        let chromium = try #require(Self.chromium)
        let dir = try tempDir()
        let scenes = dir.appendingPathComponent("scenes"), golden = dir.appendingPathComponent("golden").path
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        let fade = #"{"size": [4, 4], "scale": 1, "state": {"on": false}, "body": {"Color": "blue", "modifiers": [{"opacity": {"if": "$on", "then": 1, "else": 0}}]}, "timeline": {"fps": 10, "duration": 0.4, "events": [{"at": 0.2, "set": {"on": true}, "animation": {"linear": {"duration": 0.2}}}]}}"#
        _ = try write(fade, "fade.json", in: scenes)
        #expect(try run(["verify", scenes.path, "--golden", golden, "--update"]).status == 0)
        _ = try write(fade.replacingOccurrences(of: #""duration": 0.2"#, with: #""duration": 0.3"#), "fade.json", in: scenes)
        let report = dir.appendingPathComponent("report")
        #expect(try run(["verify", scenes.path, "--golden", golden, "--report", report.path]).status == 1)
        let page = report.appendingPathComponent("index.html").path

        let dom = try Self.dumpDOM(chromium, page, fragment: "")
        #expect(dom.contains(#"data-ready="1""#), "the page's script finished")
        #expect(dom.contains(#"<section class="sequence""#) && dom.contains(#"data-frames="5""#))
        #expect(dom.contains(#"data-current-frame="3""#), "opens on the first failing frame")
        #expect(dom.contains("2 of 5 frames fail"))
        // Every frame is in the page, one shown: frame 3 without `hidden`, frame 0 with it.
        #expect(dom.components(separatedBy: #"class="case status-"#).count - 1 == 5)
        #expect(Self.frameTag(dom, 3)?.contains("hidden") == false && Self.frameTag(dom, 3)?.contains(#"data-status="differ""#) == true)
        #expect(Self.frameTag(dom, 0)?.contains(#"hidden="""#) == true && Self.frameTag(dom, 0)?.contains(#"data-status="match""#) == true)
        #expect(dom.contains("frame 3 of 5 · differ"))

        let one = try Self.dumpDOM(chromium, page, fragment: "frame=1")
        #expect(one.contains(#"data-current-frame="1""#))
        #expect(Self.frameTag(one, 1)?.contains("hidden") == false && Self.frameTag(one, 3)?.contains(#"hidden="""#) == true)
    }
}
