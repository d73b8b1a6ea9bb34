// swift-snapshot-testing's own SwiftUI test (`testSwiftUIView_iOS` in its
// SnapshotTestingTests.swift, 1.19.7), as it is there but for the `#if os(iOS)` around it.
// The target builds against Apple's SwiftUI on macOS and against Flipbook's Linux `SwiftUI`
// module on Linux; its goldens are recorded at 3×, as on a current iPhone simulator.
import Foundation
import SnapshotTesting
import SwiftUI
import XCTest

final class SwiftUIViewTests: XCTestCase {
  func testSwiftUIView_iOS() {
    struct MyView: SwiftUI.View {
      var body: some SwiftUI.View {
        HStack {
          Image(systemName: "checkmark.circle.fill")
          Text("Checked").fixedSize()
        }
        .padding(5)
        .background(RoundedRectangle(cornerRadius: 5.0).fill(Color.blue))
        .padding(10)
      }
    }

    let view = MyView().background(Color.yellow)

    assertSnapshot(of: view, as: .image(traits: .init(userInterfaceStyle: .light)))
    assertSnapshot(
      of: view, as: .image(layout: .sizeThatFits, traits: .init(userInterfaceStyle: .light)),
      named: "size-that-fits")
    assertSnapshot(
      of: view,
      as: .image(
        layout: .fixed(width: 200.0, height: 100.0), traits: .init(userInterfaceStyle: .light)),
      named: "fixed")
    assertSnapshot(
      of: view,
      as: .image(layout: .device(config: .iPhoneSe), traits: .init(userInterfaceStyle: .light)),
      named: "device")
  }
}
