// The UIKit route real helpers take (this one is SkeletonUI's, trimmed to iOS): the view in a
// UIHostingController, its background cleared or left alone, goldens named after
// `UIDevice.current.model` and `UIScreen.main.scale`, every test in light and dark.
import SnapshotTesting
import SwiftUI
import XCTest

extension XCTestCase {
  private var scale: String { String(Int(UIScreen.main.scale)) }

  func assertHostedSnapshot<Value: View>(
    matching value: @autoclosure () -> Value, size: CGSize, clearBackground: Bool,
    file: StaticString = #filePath, testName: String = #function, line: UInt = #line
  ) {
    for scheme in ColorScheme.allCases {
      let hostingController = UIHostingController(rootView: value().colorScheme(scheme))
      if clearBackground { hostingController.view.backgroundColor = .clear }
      let name = "\(UIDevice.current.model)-\(scale)-\(scheme)"
      assertSnapshot(
        of: hostingController as UIViewController, as: .image(size: size), named: name,
        file: file, testName: testName, line: line)
    }
  }
}

final class HostingControllerTests: XCTestCase {
  /// A card smaller than the canvas: transparent around it where the background is cleared.
  func testClearedBackground() {
    let card = RoundedRectangle(cornerRadius: 8).fill(Color(.systemGray4)).frame(width: 60, height: 30)
    assertHostedSnapshot(matching: card, size: CGSize(width: 100, height: 50), clearBackground: true)
  }

  /// The same card with the hosting view's own background: the system background.
  func testSystemBackground() {
    let card = RoundedRectangle(cornerRadius: 8).fill(Color(.systemGray4)).frame(width: 60, height: 30)
    assertHostedSnapshot(matching: card, size: CGSize(width: 100, height: 50), clearBackground: false)
  }
}
