// `.image(layout: .sizeThatFits)` of a navigation container (issue 24 item 8): UIKit reports
// no ideal size for a NavigationView, so swift-snapshot-testing's picture is the window's,
// the screen's 390×844 points (3× here: 1170×2532 pixels).
import Foundation
import SnapshotTesting
import SwiftUI
import Testing

@MainActor
@Suite(.snapshots(record: .all))
struct NavigationSizeThatFitsTests {
  struct Settings: SwiftUI.View {
    @State var on = true
    var body: some SwiftUI.View {
      Form {
        Section("Account") { Text("Name"); Toggle("Notifications", isOn: $on) }
      }
    }
  }

  /// The recorded PNG's width and height (IHDR, big-endian at bytes 16 and 20).
  func recordedSize(_ view: some SwiftUI.View) throws -> (Int, Int) {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("NavigationSizeThatFits-\(UUID().uuidString)").path
    _ = verifySnapshot(of: view, as: .image(layout: .sizeThatFits), named: "n", snapshotDirectory: dir)
    let file = try #require(try FileManager.default.contentsOfDirectory(atPath: dir).first { $0.hasSuffix(".png") })
    let data = try Data(contentsOf: URL(fileURLWithPath: dir + "/" + file))
    let be = { (o: Int) in data[o..<o + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (be(16), be(20))
  }

  @Test func aNavigationViewTakesTheScreensSize() throws {
    let (w, h) = try recordedSize(NavigationView { Settings().navigationTitle("Settings") })
    #expect(w == 1170 && h == 2532, "\(w)×\(h)")
    let (w2, h2) = try recordedSize(NavigationStack { Settings() }.tint(.orange))
    #expect(w2 == 1170 && h2 == 2532, "\(w2)×\(h2)")
  }

  /// The same form without a navigation container keeps Flipbook's measured size.
  @Test func aFormAloneKeepsItsMeasuredSize() throws {
    let (w, h) = try recordedSize(Settings())
    #expect(!(w == 1170 && h == 2532), "\(w)×\(h)")
  }
}
