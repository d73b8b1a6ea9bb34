// swift-snapshot-testing's record modes and diff tools (issue 24 item 9) through its Swift
// Testing traits and `withSnapshotTesting`, with Flipbook's `.image` strategy: each behaves as
// swift-snapshot-testing 1.19.7's `verifySnapshot` does on iOS (read from its source) — which
// golden is written, which is left alone, and what the failure says. Each test works in its own
// temporary folder (`snapshotDirectory:`), never in the source tree.
import Foundation
import SnapshotTesting
import SwiftUI
import Testing

@MainActor
@Suite(.snapshots(record: .missing))
struct SnapshotsRecordModeTests {
  typealias Swatch = SnapshotsTraitTests.Swatch
  let strategy = Snapshotting<Swatch, UIImage>.image(layout: .fixed(width: 30, height: 20))

  func folder(_ name: String) -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("SnapshotsRecordModeTests-\(name)-\(UUID().uuidString)").path
    try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    return dir
  }

  func files(in dir: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).sorted()
  }

  func verify(_ color: SwiftUI.Color, in dir: String, named name: String? = "swatch", testName: String = #function) -> String? {
    verifySnapshot(of: Swatch(color: color), as: strategy, named: name, snapshotDirectory: dir, testName: testName)
  }

  /// `.failed`: a mismatch still fails, says so, and writes the new image over the golden;
  /// a missing golden is recorded as `.missing` records it.
  @Test func failedRecordsOverAMismatchAndStillFails() throws {
    let dir = folder("failed")
    let recorded = try #require(withSnapshotTesting(record: .failed) { verify(.red, in: dir) })
    #expect(recorded.hasPrefix("No reference was found on disk. Automatically recorded snapshot"), "\(recorded)")
    let golden = dir + "/" + (try #require(files(in: dir).first))
    let red = try Data(contentsOf: URL(fileURLWithPath: golden))

    let message = try #require(withSnapshotTesting(record: .failed) { verify(.blue, in: dir) })
    #expect(message.hasPrefix("Snapshot \"swatch\" does not match reference. A new snapshot was automatically recorded."), "\(message)")
    let blue = try Data(contentsOf: URL(fileURLWithPath: golden))
    #expect(blue != red)
    // The golden is now the blue picture: blue passes even where nothing may be recorded.
    #expect(withSnapshotTesting(record: .never) { verify(.blue, in: dir) } == nil)
    #expect(files(in: dir).count == 1)
  }

  /// `.missing` (the suite's mode): a mismatch fails and leaves the golden as it was.
  @Test func missingNeverTouchesAnExistingGolden() throws {
    let dir = folder("missing")
    _ = verify(.red, in: dir)
    let golden = dir + "/" + (try #require(files(in: dir).first))
    let before = try Data(contentsOf: URL(fileURLWithPath: golden))
    let message = try #require(verify(.blue, in: dir))
    #expect(message.hasPrefix("Snapshot \"swatch\" does not match reference.\n"), "\(message)")
    #expect(!message.contains("automatically recorded"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: golden)) == before)
  }

  /// A test trait's `.failed` reaches the assertion through the trait's scope (TestScoping),
  /// over the suite's `.missing`.
  @Test(.snapshots(record: .failed)) func aFailedTestTraitRecords() throws {
    let dir = folder("failedTrait")
    _ = verify(.red, in: dir)
    let message = try #require(verify(.green, in: dir))
    #expect(message.contains("A new snapshot was automatically recorded."), "\(message)")
    #expect(verify(.green, in: dir) == nil)
  }

  /// A diff tool given as a string (`ExpressibleByStringLiteral`) or a closure, through the
  /// trait's configuration form: its command opens the message, golden path then actual path,
  /// and Flipbook's one-line pixel summary closes it.
  @Test(.snapshots(SnapshotTestingConfiguration(record: .missing, diffTool: "compare")))
  func aDiffToolGivenAsAString() throws {
    let dir = folder("stringTool")
    _ = verify(.red, in: dir)
    let golden = dir + "/" + (try #require(files(in: dir).first))
    let message = try #require(verify(.blue, in: dir))
    let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let command = try #require(lines.first { $0.hasPrefix("compare ") }, "\(message)")
    #expect(command.hasPrefix("compare \(golden) /"), "\(command)")
    #expect(command.hasSuffix("/\(URL(fileURLWithPath: golden).lastPathComponent)"), "\(command)")
    #expect(lines.last?.hasPrefix("Newly-taken snapshot does not match reference: ") == true, "\(message)")
  }

  @Test func aDiffToolGivenAsAClosure() throws {
    let dir = folder("closureTool")
    _ = verify(.red, in: dir)
    let tool = SnapshotTestingConfiguration.DiffTool {
      "look at \(URL(fileURLWithPath: $0).lastPathComponent) and \(URL(fileURLWithPath: $1).lastPathComponent)"
    }
    let message = try #require(withSnapshotTesting(diffTool: tool) { verify(.blue, in: dir) })
    #expect(message.contains("\nlook at aDiffToolGivenAsAClosure.swatch.png and aDiffToolGivenAsAClosure.swatch.png\n"), "\(message)")
  }

  /// Unnamed snapshots are numbered per test, as on iOS: `<test>.1.png`, `<test>.2.png`.
  @Test func unnamedSnapshotsAreNumbered() throws {
    let dir = folder("unnamed")
    _ = verify(.red, in: dir, named: nil)
    _ = verify(.blue, in: dir, named: nil)
    #expect(files(in: dir) == ["unnamedSnapshotsAreNumbered.1.png", "unnamedSnapshotsAreNumbered.2.png"])
  }

  /// `withSnapshotTesting`'s async form around an async test's assertion (the strategy hops to
  /// the main actor as it needs).
  @Test func withSnapshotTestingAsync() async throws {
    let dir = folder("async")
    let recorded = await withSnapshotTesting(record: .all) { () async -> String? in
      await Task.yield()
      return verify(.red, in: dir)
    }
    #expect(recorded?.hasPrefix("Record mode is on.") == true, "\(recorded ?? "nil")")
    #expect(files(in: dir).count == 1)
  }
}

/// `assertSnapshot` in a Swift Testing test reports through Swift Testing (`Issue.record`,
/// with the assertion's source location), not XCTest, as on iOS. Its file is a path in the
/// temporary folder so that nothing is written beside this source file.
@MainActor
@Suite struct AssertSnapshotIssueTests {
  @Test(.snapshots(record: .never)) func aFailureIsASwiftTestingIssue() {
    let line = #line + 2
    withKnownIssue {
      assertSnapshot(of: SnapshotsTraitTests.Swatch(color: .red), as: .image(layout: .fixed(width: 30, height: 20)),
                     named: "absent", file: "/tmp/FlipbookAssertSnapshotIssueTests/Absent.swift")
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("No reference was found on disk. New snapshot was not recorded") }
        && issue.sourceLocation?.line == line
    }
    #expect(!FileManager.default.fileExists(atPath: "/tmp/FlipbookAssertSnapshotIssueTests/__Snapshots__/Absent/aFailureIsASwiftTestingIssue.absent.png"))
  }
}
