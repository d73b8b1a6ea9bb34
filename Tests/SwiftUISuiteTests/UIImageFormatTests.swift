// Strategies with `UIImage` as their format, as real suites declare them on iOS (issue 24,
// real-code run: eight of the suites found write `extension Snapshotting where Value:
// SwiftUI.View, Format == UIImage`, or hold a `Snapshotting<UIViewController, UIImage>`).
// Written as those suites write them; checked by the size of the picture recorded and by a
// golden that must then match and a changed view that must not.
import Foundation
import SnapshotTesting
import SwiftUI
import Testing

extension Snapshotting where Value: SwiftUI.View, Format == UIImage {
  /// A suite's default strategy, as bitwarden's and many others' helpers write it.
  static var defaultPortrait: Snapshotting {
    .image(precision: 1, perceptualPrecision: 0.99, layout: .fixed(width: 40, height: 30),
           traits: .init(userInterfaceStyle: .light))
  }
}

@MainActor
@Suite struct UIImageFormatTests {
  func folder() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("UIImageFormat-\(UUID().uuidString)").path
  }

  func pngSize(in dir: String) throws -> (Int, Int) {
    let file = try #require(try FileManager.default.contentsOfDirectory(atPath: dir).first { $0.hasSuffix(".png") })
    let data = try Data(contentsOf: URL(fileURLWithPath: dir + "/" + file))
    let be = { (o: Int) in data[o..<o + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (be(16), be(20))
  }

  /// A `Format == UIImage` strategy records at the screen's 3×, then matches its golden, and a
  /// different colour fails.
  @Test func aSuitesOwnUIImageStrategyRecordsAndCompares() throws {
    let dir = folder()
    let first = verifySnapshot(of: Color.orange, as: .defaultPortrait, named: "swatch", record: .all, snapshotDirectory: dir)
    #expect(first?.contains("Record mode is on") == true, "\(first ?? "nil")")
    let (w, h) = try pngSize(in: dir)
    #expect(w == 120 && h == 90, "\(w)×\(h)")
    #expect(verifySnapshot(of: Color.orange, as: .defaultPortrait, named: "swatch", record: .never, snapshotDirectory: dir) == nil)
    let changed = verifySnapshot(of: Color.blue, as: .defaultPortrait, named: "swatch", record: .never, snapshotDirectory: dir)
    #expect(changed?.contains("does not match reference") == true, "\(changed ?? "nil")")
  }

  /// A helper's `Snapshotting<UIViewController, UIImage>` value, as sample-json-app's holds.
  @Test func aViewControllerStrategyHeldAsUIImage() throws {
    let strategy: Snapshotting<UIViewController, UIImage> = .image(on: .iPhoneSe, precision: 0.98, perceptualPrecision: 0.98,
                                                                   size: CGSize(width: 50, height: 20))
    let dir = folder()
    _ = verifySnapshot(of: UIHostingController(rootView: Color.green), as: strategy, named: "vc", record: .all, snapshotDirectory: dir)
    let (w, h) = try pngSize(in: dir)
    #expect(w == 150 && h == 60, "\(w)×\(h)")
  }

  /// Where the format is inferred, the `PNGImage` strategies are still the ones chosen (no
  /// ambiguity), and a `UIImage` can be snapshotted itself.
  @Test func inferredFormatsAndUIImagesThemselves() throws {
    let dir = folder()
    _ = verifySnapshot(of: Color.red.frame(width: 10, height: 10), as: .image, named: "inferred", record: .all, snapshotDirectory: dir)
    #expect(try pngSize(in: dir) == (30, 30))
    let image = try #require(UIImage(data: try Data(contentsOf: URL(fileURLWithPath: dir + "/" +
      (try FileManager.default.contentsOfDirectory(atPath: dir).first { $0.hasSuffix(".png") }!)))))
    let dir2 = folder()
    _ = verifySnapshot(of: image, as: .image, named: "image", record: .all, snapshotDirectory: dir2)
    #expect(verifySnapshot(of: image, as: .image, named: "image", record: .never, snapshotDirectory: dir2) == nil)
  }
}
