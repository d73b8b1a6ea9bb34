// swift-snapshot-testing's Swift Testing integration (issue 24 item 9), as a suite written for
// iOS uses it: the `.snapshots(record:diffTool:)` suite and test trait and
// `withSnapshotTesting(record:diffTool:)`, with `import SwiftUI` (Flipbook's Linux module)
// and `import SnapshotTesting`. Each test works in its own temporary folder.
import Foundation
import SnapshotTesting
import SwiftUI
import Testing

@MainActor
@Suite(.snapshots(record: .all, diffTool: .ksdiff))
struct SnapshotsTraitTests {
  struct Swatch: SwiftUI.View {
    var color: SwiftUI.Color
    var body: some SwiftUI.View { color.frame(width: 30, height: 20) }
  }

  func folder(_ name: String) -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("SnapshotsTraitTests-\(name)-\(UUID().uuidString)").path
    try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    return dir
  }

  func pngs(in dir: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).filter { $0.hasSuffix(".png") }.sorted()
  }

  /// The suite's `record: .all` reaches the assertion: the golden is written, 30×20 pt at the
  /// 3× of a current iPhone simulator, and the assertion reports that it recorded.
  @Test func theSuiteTraitRecords() throws {
    let dir = folder("suite")
    let message = verifySnapshot(of: Swatch(color: .red), as: .image(layout: .fixed(width: 30, height: 20)),
                                 named: "red", snapshotDirectory: dir)
    #expect(message?.contains("Record mode is on") == true, "\(message ?? "nil")")
    let files = pngs(in: dir)
    try #require(files.count == 1, "\(files)")
    let data = try Data(contentsOf: URL(fileURLWithPath: dir + "/" + files[0]))
    // PNG IHDR: width and height, big-endian, at bytes 16 and 20.
    let be = { (o: Int) in data[o..<o + 4].reduce(0) { $0 << 8 | Int($1) } }
    #expect(be(16) == 90 && be(20) == 60)
  }

  /// A test's own trait wins over its suite's: `record: .never` with no golden fails and
  /// writes nothing although the suite records everything.
  @Test(.snapshots(record: .never)) func aTestTraitOverridesTheSuite() {
    let dir = folder("never")
    let message = verifySnapshot(of: Swatch(color: .red), as: .image(layout: .fixed(width: 30, height: 20)),
                                 named: "red", snapshotDirectory: dir)
    #expect(message?.contains("No reference was found on disk. New snapshot was not recorded") == true, "\(message ?? "nil")")
    #expect(pngs(in: dir).isEmpty)
  }

  /// `withSnapshotTesting` scopes inside a Swift Testing test as in XCTest, and the suite's
  /// diff tool names the command in a mismatch's message (swift-snapshot-testing's
  /// `ksdiff "expected" "actual"` line); the golden stays as it was.
  @Test func withSnapshotTestingAndTheSuitesDiffTool() throws {
    let dir = folder("diff")
    withSnapshotTesting(record: .never) {
      #expect(verifySnapshot(of: Swatch(color: .red), as: .image(layout: .fixed(width: 30, height: 20)),
                             named: "swatch", snapshotDirectory: dir)?.contains("No reference") == true)
    }
    withSnapshotTesting(record: .missing) {
      _ = verifySnapshot(of: Swatch(color: .red), as: .image(layout: .fixed(width: 30, height: 20)),
                         named: "swatch", snapshotDirectory: dir)
    }
    let golden = try #require(pngs(in: dir).first)
    let before = try Data(contentsOf: URL(fileURLWithPath: dir + "/" + golden))
    try withSnapshotTesting(record: .never) {
      let message = try #require(verifySnapshot(of: Swatch(color: .blue), as: .image(layout: .fixed(width: 30, height: 20)),
                                                named: "swatch", snapshotDirectory: dir))
      #expect(message.contains("ksdiff"), "\(message)")
      // The same red again matches.
      #expect(verifySnapshot(of: Swatch(color: .red), as: .image(layout: .fixed(width: 30, height: 20)),
                             named: "swatch", snapshotDirectory: dir) == nil)
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/" + golden)) == before)
  }
}

/// The trait on a test alone (no suite trait): `record: .never` with no golden fails and
/// writes nothing, whatever SNAPSHOT_TESTING_RECORD says. This is the call that bound to
/// FlipbookTesting's own `.snapshots(record:)` trait while FlipbookSnapshotTesting depended on
/// FlipbookTesting (its extension members leak into every file importing Linux `SwiftUI`) —
/// silently ignored by swift-snapshot-testing's assertions.
@MainActor
@Suite struct SnapshotsTestTraitTests {
  @Test(.snapshots(record: .never)) func aTestTraitSetsTheMode() {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("SnapshotsTestTraitTests-\(UUID().uuidString)").path
    let message = verifySnapshot(of: SnapshotsTraitTests.Swatch(color: .red), as: .image(layout: .fixed(width: 30, height: 20)),
                                 named: "red", snapshotDirectory: dir)
    #expect(message?.contains("No reference was found on disk. New snapshot was not recorded") == true, "\(message ?? "nil")")
    #expect(String(reflecting: type(of: Test.current!.traits[0])) == "SnapshotTesting._SnapshotsTestTrait")
    // (swift-snapshot-testing creates the folder; no image goes in it.)
    #expect(((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).isEmpty)
  }
}

