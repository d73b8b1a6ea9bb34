import Foundation
import Synchronization

/// Where a snapshot's golden and failure images live.
///
/// Goldens: `__Snapshots__/<TestFile>/<test>.<name>.png` beside the test file, as
/// swift-snapshot-testing lays them out (`<name>` is the assertion's `named:` or, unnamed, its
/// 1-based position in the test). Failure images: `<artifacts>/<TestFile>/<test>.<name>.
/// {expected,actual,diff}.png`, where `<artifacts>` is `SNAPSHOT_ARTIFACTS` or a folder in the
/// temporary directory.
struct SnapshotFiles: Sendable {
    /// The golden image.
    let golden: String
    /// The folder failure images go into.
    let artifactsDirectory: String
    /// `<test>.<name>`: the golden's file name without `.png`.
    let stem: String

    init(filePath: String, testName: String, name: String?, snapshotDirectory: String?, goldenPath: String? = nil,
         environment: [String: String] = ProcessInfo.processInfo.environment) {
        let file = URL(fileURLWithPath: filePath)
        let testFile = file.deletingPathExtension().lastPathComponent
        let artifacts = environment["SNAPSHOT_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("FlipbookSnapshotFailures").path
        artifactsDirectory = URL(fileURLWithPath: artifacts).appendingPathComponent(testFile).path
        if let goldenPath {
            golden = goldenPath
            stem = URL(fileURLWithPath: goldenPath).deletingPathExtension().lastPathComponent
            return
        }
        let directory = snapshotDirectory
            ?? file.deletingLastPathComponent().appendingPathComponent("__Snapshots__").appendingPathComponent(testFile).path
        let test = Self.sanitize(testName)
        let identifier = name.map(Self.sanitize) ?? String(Self.nextCounter(filePath + "\u{0}" + testName))
        stem = "\(test).\(identifier)"
        golden = URL(fileURLWithPath: directory).appendingPathComponent(stem + ".png").path
    }

    func artifact(_ kind: String) -> String {
        URL(fileURLWithPath: artifactsDirectory).appendingPathComponent("\(stem).\(kind).png").path
    }

    /// swift-snapshot-testing's rule: runs of non-word characters become one "-", none at
    /// either end ("cardInDarkMode()" → "cardInDarkMode").
    static func sanitize(_ s: String) -> String {
        var out = ""
        var pendingDash = false
        for scalar in s.unicodeScalars {
            let isWord = scalar == "_" || CharacterSet.alphanumerics.contains(scalar)
            if isWord {
                if pendingDash && !out.isEmpty { out += "-" }
                pendingDash = false
                out.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        return out.isEmpty ? "snapshot" : out
    }

    /// Unnamed snapshots are numbered per test, in the order the test asserts them.
    private static let counters = Mutex([String: Int]())
    private static func nextCounter(_ key: String) -> Int {
        counters.withLock { c in
            c[key, default: 0] += 1
            return c[key]!
        }
    }
}
