// swift-snapshot-testing's InlineSnapshotTesting (issue 24 item 9), as a suite written for iOS
// uses it: `import InlineSnapshotTesting` and `import SwiftUI` (Flipbook's Linux module),
// assertions whose snapshots live in this file. InlineSnapshotTesting parses and rewrites test
// files with swift-syntax, so this target is built only with the Macros trait
// (`swift test --traits Macros --filter InlineSnapshotSuiteTests`), as CI does.
#if Macros
import Foundation
import InlineSnapshotTesting
import SwiftUI
import Testing
import XCTest

struct Contact: Codable {
  var name: String
  var favourite: Bool
}

/// A view model as iOS suites snapshot them inline: plain values, the same text on every platform.
@MainActor
final class ContactCardModel {
  var contact = Contact(name: "Ada Lovelace", favourite: true)
  var title: String { contact.favourite ? "★ \(contact.name)" : contact.name }
}

struct Card: SwiftUI.View {
  var model: ContactCardModel
  var body: some SwiftUI.View {
    Text(model.title).font(.headline).padding()
  }
}

@MainActor
@Suite struct InlineSnapshotTests {
  @Test func aModelAsJSON() {
    assertInlineSnapshot(of: Contact(name: "Ada", favourite: true), as: .json) {
      """
      {
        "favourite" : true,
        "name" : "Ada"
      }
      """
    }
  }

  @Test func aViewModelsTextAsLines() {
    let model = ContactCardModel()
    assertInlineSnapshot(of: model.title, as: .lines) {
      """
      ★ Ada Lovelace
      """
    }
  }

  @Test func aMismatchIsAnIssueThatShowsTheDifference() {
    withKnownIssue {
      assertInlineSnapshot(of: "new line", as: .lines) {
        """
        old line
        """
      }
    } matching: { issue in
      // swift-snapshot-testing's message: "Snapshot did not match. Difference: …" and the diff.
      let text = issue.comments.map(\.rawValue).joined(separator: "\n")
      return text.contains("Snapshot did not match") && text.contains("old line") && text.contains("new line")
    }
  }

  /// The same strategies a suite uses for pictures work beside inline ones in one file.
  @Test func anImageSnapshotBesideInlineOnes() {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("InlineSuite-\(UUID().uuidString)").path
    let message = verifySnapshot(of: Card(model: ContactCardModel()), as: .image(layout: .fixed(width: 200, height: 50)),
                                 named: "card", record: .all, snapshotDirectory: dir)
    #expect(message?.contains("Record mode is on") == true, "\(message ?? "nil")")
  }
}

/// The same from an XCTest case (main actor, all tests synchronous: LinuxMainActor.swift).
@MainActor
final class InlineSnapshotXCTests: XCTestCase {
  func testAModelAsJSON() {
    assertInlineSnapshot(of: Contact(name: "Ada", favourite: false), as: .json) {
      """
      {
        "favourite" : false,
        "name" : "Ada"
      }
      """
    }
  }
}
#endif
